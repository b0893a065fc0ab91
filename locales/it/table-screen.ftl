### La schermata di gioco: intestazione, dadi, segnapunti, piè di pagina.

## L'intestazione.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total } pt
bar-total-player = { $name }: { $total } pt
# I pulsanti dell'intestazione. I tasti (H, U, ?) restano gli stessi.
bar-hint = Consiglio
bar-coach = Coach
bar-new-table = Nuovo tavolo
bar-records = Record
bar-help = Aiuto
bar-menu = Menu
bar-undo = Annulla
bar-undo-title = Annulla { $target }

## Pannelli e avvisi.

loading = Caricamento…
loading-cancel = Annulla

## I dadi.

tray-label = Dadi
tray-dice-label = Dadi, premi da 1 a 5 per tenerli
tray-game-over = Partita finita
tray-turn = Turno { $round } di { $rounds }: lancia i dadi
tray-turn-entered = Turno { $round } di { $rounds }: lancia i dadi e inseriscili
tray-roll-status = Lancio { $roll } di { $rolls }
tray-saved = { $status } · { $saved ->
    [one] { $saved } conservato
   *[other] { $saved } conservati
}
tray-saved-roll = Lancio conservato { $roll } di { $rolls }
# Il pulsante Lancia (il suo tasto resta R).
tray-roll = Lancia (ancora { $left })
tray-roll-again = Rilancia (ancora { $left })
tray-all-held = Tutti i dadi sono tenuti: rilasciane uno per lanciare.
tray-choose-box = Scegli una casella sul segnapunti.
# Lucky7: i pulsanti che danno un valore al dado jolly.
tray-wild-label = Conta il dado jolly come
tray-wild-prefix = Il dado jolly vale:
tray-wild-value = Il dado jolly vale { $value }
bot-name = { $level ->
    [beginner] Bot principiante
    [casual] Bot amatoriale
    [tactician] Bot stratega
   *[expert] Bot esperto
}
bot-name-numbered = { $level ->
    [beginner] Bot principiante { $number }
    [casual] Bot amatoriale { $number }
    [tactician] Bot stratega { $number }
   *[expert] Bot esperto { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] bot principiante
    [casual] bot amatoriale
    [tactician] bot stratega
   *[expert] bot esperto
})
tray-odds = Probabilità di vittoria

## Un dado: il suo nome accessibile, costruito a passi ("Dado 2: 5 rosso, jolly, vale 3, tenuto").

die-label = Dado { $die }: { $face }
die-label-blank = Dado { $die }: non lanciato
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, jolly
die-label-wild-as = { $label }, jolly, vale { $value }
die-label-marked = { $label }, contrassegnato
die-label-held = { $label }, tenuto
die-held-tag = TENUTO

## I colori di Tricolor: nomi e lettera sui dadi e nella legenda (tre lettere diverse).

colour-white = bianco
colour-red = rosso
colour-green = verde
colour-letter-white = B
colour-letter-red = R
colour-letter-green = V

## Il segnapunti.

sheet-label = Segnapunti
sheet-caption = Segnapunti di { $game }
sheet-coach-off = Allenatore spento fino alla fine della partita
sheet-box-column = Casella
sheet-score-column = Punti
sheet-player = Giocatore { $player }
sheet-upper-subtotal = Totale parziale
sheet-upper-bonus = Bonus superiore
sheet-lower-total = Totale inferiore
sheet-total = Totale
sheet-bonus-needs = Per il bonus
sheet-extra-bonus = Bonus { $box }
sheet-bonus = Bonus
sheet-box-score = Segna { $points } in { $box }
sheet-box-refused = Segna 0 in { $box }, non consentito: { $why }
sheet-box-not-rolled = { $box }: prima lancia i dadi
sheet-box-joker = Jolly
sheet-box-bonus = più un bonus di { $bonus }
sheet-box-joker-bonus = Jolly, più un bonus di { $bonus }
sheet-why-joker-upper = Regola del jolly: questo Yahtzee va segnato in { $box }
sheet-why-joker-lower = Regola del jolly: questo Yahtzee va segnato in una casella inferiore aperta
sheet-why-out-of-order = a questo tavolo le caselle si riempiono in ordine: la prossima è { $box }
sheet-joker-note-upper = Regola del jolly: uno Yahtzee la cui casella superiore è aperta va segnato lì, in { $box }.
sheet-joker-note-lower = Regola del jolly: la casella superiore di questo Yahtzee è già riempita, quindi va segnato in una casella inferiore aperta, dove Full, Scala piccola e Scala grande valgono il punteggio pieno.
sheet-needs-more = ancora { $points } per un bonus di { $bonus }
sheet-needs-earned = bonus ottenuto
sheet-needs-out-of-reach = bonus irraggiungibile
sheet-needs-none = nessun bonus in questo gioco

## Le regole del tavolo in vigore, sotto il titolo del segnapunti e in fondo alla pagina, tra "·".

rules-no-extra-bonus = nessun bonus per gli Yahtzee extra
rules-five-full-house = cinque uguali valgono come Full
rules-four-two-pairs = quattro uguali valgono come Doppia coppia
rules-in-order = caselle in ordine
rules-other-bonus = bonus di { $bonus } a { $threshold }
rules-no-saved-rolls = nessun lancio conservato

## Il piè di pagina: "Yahtzee classico, partita n. 123 · Jolly obbligato (ufficiale) · Coach pronto".

foot-game = { $game }, partita n. { $seed }
foot-real-dice = { $game } con dadi veri
foot-session = partita { $game } di { $games }

## La partita analizzata, dopo "Analisi:" nel titolo dell'analisi.

review-which-game = partita n. { $seed }

name-you = Tu
foot-daily = { $game }, la partita del giorno
foot-practice = { $game }, la partita del giorno (allenamento)
