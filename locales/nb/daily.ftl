### Dagens spill: de samme terningene for alle en gitt dag (UTC), én person mot perfekt spill
### (strategien som gir flest poeng i snitt) med nøyaktig de samme terningene.

daily-menu = Dagens spill
daily-opens = { $rival ->
    [strong] I dag: { $game } med de samme terningene for alle, og sterkt spill å slå.
   *[perfect] I dag: { $game } med de samme terningene for alle, og perfekt spill å slå.
}
daily-practice = Trening: et daglig spill teller bare én gang i rekordene, første gang det startes samme dag.

## Slutten av et daglig spill.

daily-versus = { $rival ->
    [strong] Du fikk { $score }. Sterkt spill fikk { $perfect } med de samme terningene.
   *[perfect] Du fikk { $score }. Perfekt spill fikk { $perfect } med de samme terningene.
}
daily-aided = Du spilte denne dagen med trenerens hjelp: den holdes atskilt fra dagene du spilte alene.
daily-waiting = { $rival ->
    [strong] Sterkt spill spiller med de samme terningene…
   *[perfect] Perfekt spill spiller med de samme terningene…
}
daily-luck = { $rival ->
    [strong] Sterkt spill fikk { $perfect } med disse terningene; i snitt får det { $mean }.
   *[perfect] Perfekt spill fikk { $perfect } med disse terningene; i snitt får det { $mean }.
}
daily-turns = { $rival ->
    [strong] Der du avviker fra sterkt spill
   *[perfect] Der du avviker fra perfekt spill
}
daily-turn = Tur
daily-you = Du
daily-perfect = { $rival ->
    [strong] Sterkt spill
   *[perfect] Perfekt spill
}
daily-scored = { $box } { $points }
daily-share = Del resultatet
daily-copied = Resultat kopiert: lim det inn hvor du vil.
daily-shared = Resultat delt.
daily-share-failed = Resultatet kunne verken deles eller kopieres.
daily-legend = { $rival ->
    [strong] 🟩 en rute med minst like mange poeng som sterkt spill · 🟨 færre · ⬛ strøket med 0
   *[perfect] 🟩 en rute med minst like mange poeng som perfekt spill · 🟨 færre · ⬛ strøket med 0
}
daily-same = { $rival ->
    [strong] Hver runde gikk i samme rute, med samme poeng, som sterkt spill.
   *[perfect] Hver runde gikk i samme rute, med samme poeng, som perfekt spill.
}

## Resultatet som deles: ingen terninger i det, så det ikke ødelegger spillet for noen.

daily-share-title = { $game }, spillet for { $date }
daily-share-score = { $rival ->
    [strong] Meg { $score } · sterkt spill { $perfect }
   *[perfect] Meg { $score } · perfekt spill { $perfect }
}
daily-share-aided = Med trenerens hjelp

## De daglige spillene i rekordene.

daily-records = Daglige spill
daily-streak = { $days ->
    [one] { $days } dag på rad
   *[other] { $days } dager på rad
}
daily-played = Spilte dager
daily-best = Beste poengsum
daily-mean = Snittpoeng
daily-gap = { $rival ->
    [strong] Snittavstand til sterkt spill
   *[perfect] Snittavstand til perfekt spill
}
daily-chart = { $rival ->
    [strong] Poeng bak sterkt spill, dag for dag
   *[perfect] Poeng bak perfekt spill, dag for dag
}
daily-chart-day = Dag
daily-chart-gap = Poeng bak
daily-none = Ingen ferdige daglige { $game }-spill ennå.
daily-aided-days = { $days ->
    [one] { $days } dag spilt med trenerens hjelp, holdt atskilt fra disse
   *[other] { $days } dager spilt med trenerens hjelp, holdt atskilt fra disse
}

## Lagrede data som ikke kunne leses (saved-moved).

stored-daily = daglige resultater
stored-daily-item = daglig resultat
daily-not-yet = Spillet fra { $date } er ikke kommet ennå: her er dagens.
replace-current-daily = { $game }, dagens spill, tur { $turn }
replace-back-daily = lenken til ditt daglige spill
daily-play = Spill dagens { $game }
