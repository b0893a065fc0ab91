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
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Mostra tutto

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

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Questa pagina non riesce a leggere questo link a un tavolo: contiene caratteri che un link a un tavolo non ha mai.
link-table-cut = Questo link a un tavolo è troncato, quindi non è stato aperto: fattelo mandare di nuovo.
link-table-version = Questo link a un tavolo è stato creato da un'altra versione della pagina (versione { $version }), quindi non è stato aperto. Ricarica la pagina per avere l'ultima versione.
link-table-changed = Questo link a un tavolo è stato modificato dopo la sua creazione, quindi non è stato aperto.
link-table-unknown = Questo link indica un gioco, una regola o un bot che questa pagina non conosce, quindi non è stato aperto.
link-table-setup = La pagina non riesce a preparare il tavolo di questo link ({ $detail }), quindi non è stato aperto.
link-table-move = Questo link contiene una mossa che il gioco non permette (mossa { $at }: { $detail }), quindi non è stato aperto: il link è stato modificato o danneggiato.
link-table-older = Questo link è più vecchio del tavolo su questo telefono: i suoi turni sono già stati giocati qui. Il tavolo resta come questo telefono l'ha visto l'ultima volta.
link-table-contradicts = Questo link ha preso una strada diversa dal tavolo su questo telefono: uno stesso turno è stato giocato due volte, in due modi differenti. Il tavolo resta com'era su questo telefono; il link è stato conservato in questo browser sotto «{ $key }».
link-table-kept-aside = La tua partita in corso è stata conservata: il link alla partita n. { $seed } di { $game } la riporta indietro.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Tocca a te.
   *[other] Tocca a te, { $name }.
}
said-travel-played = { $name } ha ottenuto { $dice } e ha segnato { $points } in { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Le tue partite
