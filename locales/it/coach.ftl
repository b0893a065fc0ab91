### I pannelli del coach e l'analisi di una partita finita.

# Un numero da solo (in una cella di tabella): niente da tradurre.
number-alone = { $value }

## Il pannello del consiglio accanto ai dadi: la mossa migliore per i dadi sul tavolo.

hint-title = Consiglio
hint-close = Chiudi il consiglio
hint-roll-first = Prima lancia: il coach consiglia quando i dadi sono sul tavolo.

# La mossa migliore, in grassetto.
hint-best = Mossa migliore: { $action }
hint-aims = Punta a: { $boxes }
hint-aim = { $box } { $percent }%
hint-aim-other = altro { $percent }%
hint-why = Perché: { $reasons }.
hint-why-points = { $box } fa { $points } ora, { $other } { $against }
hint-why-later = tenere aperta la casella { $box } vale circa { $worth } più avanti, { $other } { $against }
hint-why-bonus = il bonus superiore { $before }% all’inizio di questo turno, { $after }% dopo { $box }, { $against }% dopo { $other }
hint-to-win = Per vincere: { $action }, { $percent }%
hint-for-points = Per i punti: { $action }, { $percent }%
hint-to-win-move = Per vincere: { $action }
hint-for-points-move = Per i punti: { $action }
hint-no-win = Nessuna mossa può più vincere questa partita.

# Dopo la mossa migliore: il punteggio finale medio a cui porta.
hint-expected = — punteggio finale atteso { $score }

hint-other-moves = Altre mosse

# I punti persi rispetto alla mossa migliore (segno meno).
hint-loss = −{ $points }

hint-preparing = Preparazione del coach… { $percent }%

hint-preparation = Preparazione del coach
hint-unavailable = Il coach non può funzionare in questo browser.
hint-thinking = Sto pensando…

## Il pannello delle probabilità di vittoria di ogni giocatore.

odds-title = Probabilità di vittoria
odds-close = Chiudi le probabilità

# Il punteggio finale atteso di un giocatore con il gioco ottimale.
odds-expected = atteso { $score }

odds-chance = { $percent }%

odds-explained = Calcolate dal punteggio attuale di ogni giocatore, dai punti attesi dalle caselle rimaste (gioco ottimale per una persona, il livello proprio del bot per un bot) e da un margine che si restringe man mano che il segnapunti si riempie.
odds-working = Calcolo in corso…
odds-unavailable = Nessuna probabilità di vittoria in questo gioco: si calcolano dal gioco perfetto, e il suo coach è forte, non perfetto.

## L'analisi di una partita finita: ogni decisione confrontata con la migliore.

review-title = Analisi: { $game }
review-working = Analisi di ogni decisione in corso…
review-strong = Ogni decisione è confrontata con il gioco forte del coach, non con il gioco perfetto: le sue mosse fanno il { $share } % della media del gioco perfetto.
review-close = Chiudi

review-player-number = Giocatore { $number }

# Una mossa, dopo "hai scelto di" e "la mossa migliore era": segnare in una casella.
review-move-score = segnare { $points } in { $box }

review-move-score-wild = contare il dado jolly come { $face } e segnare { $points } in { $box }

review-move-reroll = rilanciare tutti i dadi

review-move-keep = tenere { $dice }

review-move-keep-marked = tenere { $dice } (compreso il dado contrassegnato)

review-place-score = Turno { $turn }, casella:

review-place-keep = Turno { $turn }, dopo il lancio { $roll }:

review-choice = dadi { $dice }; { $who ->
        [you] hai scelto
       *[player] { $name } ha scelto
    } di { $action }

review-best-was = ; la mossa migliore era { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent }% di probabilità di vincere)

review-best-move = — mossa migliore

## Il riepilogo dell'analisi.

review-players-caption = Le decisioni di ogni giocatore confrontate con le migliori
review-col-player = Giocatore
review-col-decisions = Decisioni
review-col-lost = Punti persi
review-col-per-decision = Per decisione
review-col-play = Livello

review-expert-note = Sotto { $threshold } punti per decisione il gioco è da esperto.

review-turns-of = Turni di
review-every-player = tutti i giocatori

review-summary = { $decisions ->
        [one] { $decisions } decisione
       *[other] { $decisions } decisioni
    }, { $total } punti persi in tutto, { $mean } per decisione:

review-summary-end = (sotto { $threshold } per decisione il gioco è da esperto).

review-largest-mistakes = Errori più gravi
review-no-mistakes = Nessuno: ogni decisione è stata la migliore.
review-show-all = Mostra tutti i { $count } errori
review-show-fewer = Mostra i cinque più gravi
review-why-keep = I dadi tenuti puntavano a { $chosen }; i migliori a { $best }.
review-why-keep-chosen = I dadi tenuti puntavano a { $chosen }.
review-why-keep-best = I dadi migliori da tenere puntavano a { $best }.
review-why-wild = Contato come { $best }, il dado jolly segna { $points } in { $box }; come { $chosen }, { $other }.
review-why-win-behind = { $who } era { $gap ->
        [one] { $gap } punto
       *[other] { $gap } punti
    } dietro a { $other }, con { $turns ->
        [one] un turno
       *[other] { $turns } turni
    } ancora da giocare: la mossa migliore dava { $best }% di probabilità di vincere, questa { $chosen }%.
review-why-win-ahead = { $who } era { $gap ->
        [one] { $gap } punto
       *[other] { $gap } punti
    } davanti a { $other }, con { $turns ->
        [one] un turno
       *[other] { $turns } turni
    } ancora da giocare: la mossa migliore dava { $best }% di probabilità di vincere, questa { $chosen }%.
review-to-win-heading = Le più costose per la vittoria
review-to-win-none = Nessuna: negli ultimi quattro turni ogni decisione ha mantenuto la migliore probabilità di vincere.

review-turn-of = { $who ->
        [you] Turno { $turn } di { $turns }
       *[player] { $name }, turno { $turn } di { $turns }
    }

review-previous-turn = Turno precedente
review-next-turn = Turno successivo

level-expert = Esperto
level-advanced = Avanzato
level-intermediate = Intermedio
level-novice = Novizio
level-beginner = Principiante
hint-explain = Medie sul resto della partita: il punteggio finale atteso se ogni mossa è la migliore; un numero negativo, quanto una mossa fa perdere.
hint-explain-strong = Gioco forte, non perfetto: il { $share } % della media del gioco perfetto. { $worth ->
    [0] I numeri sono i punti attesi da qui; un numero negativo, quanto una mossa fa perdere.
   *[other] I numeri sono i punti attesi da qui, ogni lancio conservato vale { $worth }; un numero negativo, quanto una mossa fa perdere.
}
help-coach-heading = I numeri del coach
help-coach-expected = Punteggio finale atteso: i punti con cui questa partita finisce in media se ogni mossa da qui in poi è la migliore.
help-coach-loss = Un numero negativo accanto a una mossa, come −1,43: i punti che quella mossa fa perdere rispetto alla migliore, in media sul resto della partita.
help-coach-aims = Punta a: quanto spesso il turno finisce in ogni casella se si tengono quei dadi e il resto del turno si gioca come consiglia il coach.
help-coach-why = Perché: per un punteggio, quanto fanno ora la casella e la migliore successiva, quanto vale più avanti la casella che ciascuna lascia aperta e la probabilità del bonus superiore, da qualche centinaio di partite giocate fino in fondo come le gioca il coach: valori vicini, non esatti.
# Nell'aiuto: che cos'è l'allenamento.
help-coach-practice = Allenamento: nella finestra del coach, «Allenati sui tuoi errori» ripropone le mosse che ti sono costate di più nelle partite analizzate. Una posizione risolta bene torna più avanti; una risolta male, prima.
