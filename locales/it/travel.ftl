### Un tavolo su più telefoni: ogni giocatore sul proprio telefono, e il tavolo passa con un link
### o un codice QR dopo ogni turno.

## La configurazione.

setup-travel = Ognuno sul proprio telefono
setup-travel-hint = Dopo ogni turno la pagina offre un link da mandare al giocatore successivo, con un messaggio o come codice QR. Niente account, niente server.
setup-travel-coach = Allenatore durante la partita (suggerimenti, probabilità di vittoria, avvisi)

## Passare il tavolo (sotto il segnapunti, al posto dei dadi).

travel-waiting = In attesa di { $name }
travel-send-hint = Manda il link a { $name }: il prossimo turno si gioca sul suo telefono.
travel-send-end = Manda agli altri l'ultimo turno: i loro telefoni mostreranno la classifica.
travel-share = Invia a { $name }
travel-share-end = Invia la fine della partita
travel-copy = Copia il link
travel-copied = Link copiato.
travel-copy-failed = Questo browser non ha copiato il link: tienilo premuto e copialo dal riquadro qui sotto.
travel-qr = Codice QR
travel-qr-hide = Nascondi il codice QR
travel-qr-label = Codice QR del link per { $name }: la fotocamera dell'altro telefono lo apre.
travel-link-label = Link al tavolo
travel-message = { $game }: tocca a te, { $name }.
travel-message-end = { $game }: la partita è finita. Ecco com'è andata.

## Chi sei? (la prima volta che un telefono apre un tavolo)

travel-who-heading = Chi sei?
travel-who-text = Scegli chi gioca su questo telefono. Gli altri giocano sui propri telefoni: quando tocca a loro, la pagina mostra come mandargli il tavolo.
travel-who-play = Gioca
travel-who-none = Scegli almeno un giocatore.

## Mettersi in pari: cosa hanno giocato gli altri telefoni da quando questo ha visto il tavolo l'ultima volta.

travel-caught-heading = Dalla tua ultima visita
travel-caught-ok = Capito

## Le tue partite: ogni tavolo su più telefoni conservato su questo telefono.

travel-games = Le tue partite
travel-games-empty = Ancora nessun tavolo su più telefoni. Iniziane uno con Nuovo tavolo → Ognuno sul proprio telefono.
travel-games-turn = Turno di { $name }
travel-games-over = Finita
travel-games-when = giocata l'ultima volta il { $date }
travel-games-open = Apri
travel-games-on-screen = Sul tavolo
travel-games-remove = Rimuovi
travel-games-remove-sure = Rimuovi definitivamente

## L'aiuto, a un tavolo su più telefoni: quanto è onesto un tavolo così.

travel-help-heading = Un tavolo su più telefoni
travel-help-fair = I dadi derivano dal numero della partita, che viaggia nel link: un giocatore che legge il codice della pagina, o apre il link in un secondo browser, potrebbe scoprire i lanci futuri. È un gioco tra amici.
travel-help-checked = Un link non si può modificare senza che la pagina se ne accorga: ogni telefono rigioca ogni turno dal primo e rifiuta un link che il gioco non avrebbe potuto produrre.

## Dati salvati che non si potevano leggere (saved-moved).

stored-tables = tavoli su più telefoni
stored-table = tavolo su più telefoni

## Il problema della configurazione.

setup-travel-too-few = Un tavolo su più telefoni richiede almeno due giocatori.
