### La partita del giorno: gli stessi dadi per tutti in un dato giorno (UTC), una persona contro il
### gioco perfetto (la strategia che fa più punti in media) con esattamente gli stessi dadi.

daily-menu = Partita del giorno
daily-opens = { $rival ->
    [strong] { $game } di oggi: gli stessi dadi per tutti e il gioco forte da battere.
   *[perfect] { $game } di oggi: gli stessi dadi per tutti e il gioco perfetto da battere.
}
daily-practice = Allenamento: una partita del giorno vale per i record una sola volta, la prima volta che la si inizia in quel giorno.

## La fine di una partita del giorno.

daily-versus = { $rival ->
    [strong] Hai fatto { $score }. Il gioco forte ha fatto { $perfect } con gli stessi dadi.
   *[perfect] Hai fatto { $score }. Il gioco perfetto ha fatto { $perfect } con gli stessi dadi.
}
daily-aided = Hai giocato questo giorno con l’aiuto del coach: è tenuto a parte dai giorni giocati da solo.
daily-waiting = { $rival ->
    [strong] Il gioco forte gioca con gli stessi dadi…
   *[perfect] Il gioco perfetto gioca con gli stessi dadi…
}
daily-luck = { $rival ->
    [strong] Il gioco forte ha fatto { $perfect } con questi dadi; in media fa { $mean }.
   *[perfect] Il gioco perfetto ha fatto { $perfect } con questi dadi; in media fa { $mean }.
}
daily-turns = { $rival ->
    [strong] Dove ti discosti dal gioco forte
   *[perfect] Dove ti discosti dal gioco perfetto
}
daily-turn = Turno
daily-you = Tu
daily-perfect = { $rival ->
    [strong] Gioco forte
   *[perfect] Gioco perfetto
}
daily-scored = { $box } { $points }
daily-share = Condividi il risultato
daily-copied = Risultato copiato: incollalo dove vuoi.
daily-shared = Risultato condiviso.
daily-share-failed = Impossibile condividere o copiare il risultato.
daily-legend = { $rival ->
    [strong] 🟩 una casella con almeno i punti del gioco forte · 🟨 meno · ⬛ barrata con 0
   *[perfect] 🟩 una casella con almeno i punti del gioco perfetto · 🟨 meno · ⬛ barrata con 0
}
daily-same = { $rival ->
    [strong] Ogni turno è andato nella stessa casella, con gli stessi punti, del gioco forte.
   *[perfect] Ogni turno è andato nella stessa casella, con gli stessi punti, del gioco perfetto.
}

## Il risultato da condividere: senza dadi, per non rovinare la partita a nessuno.

daily-share-title = { $game }, partita del { $date }
daily-share-score = { $rival ->
    [strong] Io { $score } · gioco forte { $perfect }
   *[perfect] Io { $score } · gioco perfetto { $perfect }
}
daily-share-aided = Con l’aiuto del coach

## Le partite del giorno nei record.

daily-records = Partite del giorno
daily-streak = { $days ->
    [one] { $days } giorno di fila
   *[other] { $days } giorni di fila
}
daily-played = Giorni giocati
daily-best = Punteggio migliore
daily-mean = Punteggio medio
daily-gap = { $rival ->
    [strong] Distacco medio dal gioco forte
   *[perfect] Distacco medio dal gioco perfetto
}
daily-chart = { $rival ->
    [strong] Distacco dal gioco forte, giorno per giorno
   *[perfect] Distacco dal gioco perfetto, giorno per giorno
}
daily-chart-day = Giorno
daily-chart-gap = Punti di distacco
daily-none = Ancora nessuna partita del giorno di { $game } finita.
daily-aided-days = { $days ->
    [one] { $days } giorno giocato con l’aiuto del coach, tenuto a parte
   *[other] { $days } giorni giocati con l’aiuto del coach, tenuti a parte
}

## Dati salvati che non si potevano leggere (saved-moved).

stored-daily = risultati delle partite del giorno
stored-daily-item = risultato di una partita del giorno
daily-not-yet = La partita del { $date } non è ancora uscita: ecco quella di oggi.
replace-current-daily = { $game }, la partita del giorno, turno { $turn }
replace-back-daily = il link alla tua partita del giorno
daily-play = Gioca la partita di oggi di { $game }
