### Le parole delle finestre di dialogo.

## La finestra Nuovo tavolo: chi gioca, quante partite, quale gioco e le sue regole del tavolo.

setup-title = Nuovo tavolo
setup-game = Gioco
setup-dice = Dadi
setup-dice-rolled = La pagina lancia i dadi (da 1 a { $most } giocatori, persone o bot)
setup-dice-entered = Lanciamo dadi veri (da 1 a { $most } persone; inserite ogni lancio)
setup-seat = Posto { $number }
setup-name = Nome
setup-player-name = Giocatore { $number }
setup-plays = Chi gioca
setup-plays-person = Persona
setup-plays-bot = { $level ->
    [beginner] Bot principiante
    [casual] Bot amatoriale
   *[expert] Bot esperto
} (media { $mean })
setup-plays-tactician = { $games ->
    [0] Bot stratega
   *[other] Bot stratega (vince il { $percent }% di { $games } partite contro un esperto)
}
setup-remove = Rimuovi
setup-remove-seat = Rimuovi il posto { $number }
setup-add-seat = Aggiungi un posto
setup-games = Partite nella sessione
setup-table-rules = Regole del tavolo
setup-joker = Jolly
setup-yahtzee-bonus = Bonus di { $points } punti per ogni ulteriore { $box }
setup-five-of-a-kind-full-house = Cinque dadi uguali valgono anche come Full (regola della casa)
setup-four-of-a-kind-two-pairs = Quattro dadi uguali valgono anche come Doppia coppia (regola della casa)
setup-forced-order = Riempi le caselle in ordine, dall'alto in basso (regola della casa)
setup-other-bonus = Bonus di { $bonus } a { $threshold } nella sezione superiore, come in alcuni fogli
setup-no-saved-rolls = Nessun lancio conservato: tre lanci per turno e non di più
setup-too-many-seats = I dadi della pagina bastano per { $most } giocatori al massimo: rimuovi { $remove ->
    [one] { $remove } posto
   *[other] { $remove } posti
}, oppure scegli i dadi veri.
setup-start = Inizia
setup-cancel = Annulla

## Aiuto: i tasti e le regole del gioco in corso.

help-title = Aiuto
help-keyboard = Tastiera
help-optimal = Giocando alla perfezione, una partita di { $game } con queste regole del tavolo fa in media { $points } punti (valore esatto, dalla tabella strategica del coach).
help-strong = A { $game } il coach gioca forte, ma non perfetto: senza lanci conservati, le sue mosse fanno il { $share } % della media del gioco perfetto, { $points } punti (calcolata esattamente).
help-upper-bonus = Bonus superiore: { $tiers }.
help-upper-bonus-tier = { $bonus } punti con { $threshold } o più nella sezione superiore
help-tier-separator = {"; "}
help-no-upper-bonus = Nessun bonus superiore.
help-joker = Jolly: { $rule }.
help-further-bonus = Ogni ulteriore { $box }, se la sua casella contiene il suo punteggio: { $points } punti.
help-dice-colours = Colori dei dadi: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] bianco
    [red] rosso
   *[green] verde
}
help-list-separator = {", "}
help-box = Casella
help-scores = Punteggio
help-example = Esempio
help-example-score = { $dice } → { $points }
help-close = Chiudi

## Il coach: impostazioni, stato e partite finite da analizzare.

coach-title = Coach
coach-dialog-starting = Avvio…
coach-building = Preparazione della strategia ottimale: { $percent }%
coach-dialog-ready = Pronto: il gioco ottimale fa in media { $points } punti (tabella { $source } in { $seconds } s).
coach-dialog-ready-strong = Pronto: gioco forte, il { $share } % della media del gioco perfetto (tabella { $source } in { $seconds } s).
# Da dove viene la tabella strategica del coach (femminile: "la tabella").
coach-source = { $source ->
    [downloaded] scaricata
    [stored] caricata da questo browser
   *[built] { $workers ->
        [0] calcolata
        [1] calcolata
       *[other] calcolata su { $workers } core
    }
}
coach-dialog-unavailable = Non disponibile in questo browser.
coach-progress = Preparazione del coach
# H è il tasto (resta H), Consiglio il nome del pulsante.
coach-how = Durante un turno premi H (o Consiglio) per vedere la mossa migliore e quanto perdono le altre.
coach-warn = Avvisami prima di una mossa che perde più di
coach-by-chance = Negli ultimi quattro turni a un tavolo di più giocatori, giudica dalla probabilità di vincere: avvisa prima di una mossa che la abbassa di più di altrettanti punti percentuali
coach-threshold-label = Soglia di avviso in punti
coach-threshold = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
coach-review-heading = Analizza una partita finita
coach-no-games = Qui compaiono le partite finite.
coach-past-game = { $date } · partita n. { $seed } · { $scores } punti
coach-review = Analizza
coach-review-title = partita n. { $seed } del { $date }
coach-close = Chiudi

## L'avviso del coach prima di una mossa che perde punti.

warn-title = Questa mossa perde { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
warn-title-chance = Questa mossa abbassa la tua probabilità di vincere del { $percent }%
warn-text = Hai scelto di { $mine }. Il coach sceglierebbe di { $best }.
warn-play-best = Gioca la mossa migliore: { $best }
warn-play-mine = Gioca comunque la mia
warn-cancel = Annulla

## La domanda prima di segnare 0 in una casella quando un'altra darebbe punti.

zero-title = Segnare 0 in { $box }?
zero-text = Un'altra casella aperta darebbe punti con questi dadi.
zero-confirm = Segna 0 in { $box }
zero-cancel = Annulla

## La domanda prima che un link, un replay o un nuovo tavolo sostituisca la partita in corso.

replace-title = C'è una partita in corso
replace-text = { $why } Stai giocando { $current }. Se giochi la nuova partita, la tua viene messa da parte: { $link } la riporta com'era.
replace-back = il link alla tua partita n. { $seed }
replace-current-turn = la partita n. { $seed } di { $game }, turno { $turn }
replace-current-session = la partita n. { $seed } di { $game } (partita { $number } di { $games } di una sessione)
replace-why-replay = Il replay apre la partita n. { $seed } di { $game }.
replace-keep = Continua la mia partita
replace-play-new = Gioca la nuova partita

keys-roll = Lancia i dadi non tenuti (con i dadi veri: digita le facce uscite)
keys-toggle-die = Tieni o rilascia quel dado
keys-wild = Lucky7: vai al valore del dado jolly, quando compare; poi un tasto numerico lo sceglie
keys-dice = Leggi i dadi
keys-sheet = Leggi il segnapunti
keys-move-focus = Spostati tra le caselle aperte
keys-focus-edge = Vai alla prima o all'ultima casella libera
keys-score = Segna nella casella che ha il focus
keys-hint = Mostra o nascondi il consiglio del coach
keys-undo = Annulla l'ultimo punteggio (finché nessuno lancia)
keys-help = Scorciatoie e regole
keys-close = Chiudi la finestra di dialogo
keys-when-ignored = I tasti agiscono sul tavolo: quando un campo di testo, un campo numerico, un elenco o un cursore ha il focus, o quando è aperta una finestra di dialogo, scrivono o funzionano normalmente lì.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] Il nuovo tavolo inizia una partita di { $game }.
       *[other] Il nuovo tavolo inizia una sessione di { $games } partite di { $game }.
    }
   *[other] { $games ->
        [1] Il nuovo tavolo inizia una partita di { $game } per { $players } giocatori.
       *[other] Il nuovo tavolo inizia una sessione di { $games } partite di { $game } per { $players } giocatori.
    }
}

update-ready = È pronta una nuova versione di Yahtzee. La tua partita è salvata.
update-reload = Ricarica
update-dismiss = Chiudi l'avviso di aggiornamento
update-label = Aggiornamento

feel-sound = Suono
feel-vibration = Vibrazione
