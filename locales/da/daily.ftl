### The daily game: the same dice for everyone on a day (UTC), one person against perfect play
### (the strategy that scores the most points on average) playing the very same dice.

daily-menu = Dagens spil
daily-opens = { $rival ->
    [strong] I dag: { $game } med de samme terninger for alle, og stærkt spil at slå.
   *[perfect] I dag: { $game } med de samme terninger for alle, og perfekt spil at slå.
}
daily-practice = Træning: et dagligt spil tæller kun én gang i rekorderne, første gang det startes på sin dag.

## The end of a day's game.

daily-versus = { $rival ->
    [strong] Du fik { $score }. Stærkt spil fik { $perfect } med de samme terninger.
   *[perfect] Du fik { $score }. Perfekt spil fik { $perfect } med de samme terninger.
}
daily-aided = Du spillede denne dag med trænerens hjælp: den holdes adskilt fra de dage, du spillede alene.
daily-waiting = { $rival ->
    [strong] Stærkt spil spiller med de samme terninger…
   *[perfect] Perfekt spil spiller med de samme terninger…
}
daily-luck = { $rival ->
    [strong] Stærkt spil fik { $perfect } med disse terninger; i gennemsnit får det { $mean }.
   *[perfect] Perfekt spil fik { $perfect } med disse terninger; i gennemsnit får det { $mean }.
}
daily-turns = { $rival ->
    [strong] Hvor du afviger fra stærkt spil
   *[perfect] Hvor du afviger fra perfekt spil
}
daily-turn = Tur
daily-you = Du
daily-perfect = { $rival ->
    [strong] Stærkt spil
   *[perfect] Perfekt spil
}
daily-scored = { $box } { $points }
daily-share = Del resultat
daily-copied = Resultat kopieret: indsæt det, hvor du vil.
daily-shared = Resultat delt.
daily-share-failed = Resultatet kunne hverken deles eller kopieres.
daily-legend = { $rival ->
    [strong] 🟩 en rubrik med mindst så mange point som stærkt spil · 🟨 færre · ⬛ streget med 0
   *[perfect] 🟩 en rubrik med mindst så mange point som perfekt spil · 🟨 færre · ⬛ streget med 0
}
daily-same = { $rival ->
    [strong] Hver tur gik i samme rubrik, med samme point, som stærkt spil.
   *[perfect] Hver tur gik i samme rubrik, med samme point, som perfekt spil.
}

## The result to share: no dice in it, so that it spoils nobody's game.

daily-share-title = { $game }, spillet den { $date }
daily-share-score = { $rival ->
    [strong] Mig { $score } · stærkt spil { $perfect }
   *[perfect] Mig { $score } · perfekt spil { $perfect }
}
daily-share-aided = Med trænerens hjælp

## The daily games in the records.

daily-records = Daglige spil
daily-streak = { $days ->
    [one] { $days } dag i træk
   *[other] { $days } dage i træk
}
daily-played = Spillede dage
daily-best = Bedste resultat
daily-mean = Gennemsnit
daily-gap = { $rival ->
    [strong] Gennemsnitlig afstand til stærkt spil
   *[perfect] Gennemsnitlig afstand til perfekt spil
}
daily-chart = { $rival ->
    [strong] Point efter stærkt spil, dag for dag
   *[perfect] Point efter perfekt spil, dag for dag
}
daily-chart-day = Dag
daily-chart-gap = Point efter
daily-none = Ingen afsluttede daglige spil endnu: { $game }.
daily-aided-days = { $days ->
    [one] { $days } dag spillet med trænerens hjælp, holdt adskilt fra disse
   *[other] { $days } dage spillet med trænerens hjælp, holdt adskilt fra disse
}

## Saved data that could not be read (saved-moved).

stored-daily = daglige resultater
stored-daily-item = dagligt resultat
daily-not-yet = Spillet fra { $date } er ikke kommet endnu: her er dagens.
replace-current-daily = { $game }, dagens spil, tur { $turn }
replace-back-daily = linket til dit daglige spil
daily-play = Spil dagens { $game }
