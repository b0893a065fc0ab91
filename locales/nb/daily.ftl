### Dagens spill: de samme terningene for alle en gitt dag (UTC), én person mot perfekt spill
### (strategien som gir flest poeng i snitt) med nøyaktig de samme terningene.

daily-menu = Dagens spill
daily-opens = I dag: { $game } med de samme terningene for alle, og perfekt spill å slå.
daily-practice = Trening: et daglig spill teller bare én gang i rekordene, første gang det startes samme dag.

## Slutten av et daglig spill.

daily-versus = Du fikk { $score }. Perfekt spill fikk { $perfect } med de samme terningene.
daily-aided = Du spilte denne dagen med trenerens hjelp: den holdes atskilt fra dagene du spilte alene.
daily-waiting = Perfekt spill spiller med de samme terningene…
daily-luck = Perfekt spill fikk { $perfect } med disse terningene; i snitt får det { $mean }.
daily-turns = Der du avviker fra perfekt spill
daily-turn = Tur
daily-you = Du
daily-perfect = Perfekt spill
daily-scored = { $box } { $points }
daily-share = Del resultatet
daily-copied = Resultat kopiert: lim det inn hvor du vil.
daily-shared = Resultat delt.
daily-share-failed = Resultatet kunne verken deles eller kopieres.
daily-legend = 🟩 en rute med minst like mange poeng som perfekt spill · 🟨 færre · ⬛ strøket med 0
daily-same = Hver runde gikk i samme rute, med samme poeng, som perfekt spill.

## Resultatet som deles: ingen terninger i det, så det ikke ødelegger spillet for noen.

daily-share-title = { $game }, spillet for { $date }
daily-share-score = Meg { $score } · perfekt spill { $perfect }
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
daily-gap = Snittavstand til perfekt spill
daily-chart = Poeng bak perfekt spill, dag for dag
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
