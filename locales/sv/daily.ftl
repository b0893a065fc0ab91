### Dagens parti: samma tärningar för alla under en dag (UTC), en person mot perfekt spel (den
### strategi som ger flest poäng i snitt) med exakt samma tärningar.

daily-menu = Dagens parti
daily-opens = { $rival ->
    [strong] I dag: { $game } med samma tärningar för alla, och starkt spel att slå.
   *[perfect] I dag: { $game } med samma tärningar för alla, och perfekt spel att slå.
}
daily-practice = Träning: ett dagligt parti räknas bara en gång i rekorden, första gången det startas på sin dag.

## Slutet av ett dagligt parti.

daily-versus = { $rival ->
    [strong] Du fick { $score }. Starkt spel fick { $perfect } med samma tärningar.
   *[perfect] Du fick { $score }. Perfekt spel fick { $perfect } med samma tärningar.
}
daily-aided = Du spelade den här dagen med tränarens hjälp: den hålls isär från dagarna du spelade själv.
daily-waiting = { $rival ->
    [strong] Starkt spel spelar med samma tärningar…
   *[perfect] Perfekt spel spelar med samma tärningar…
}
daily-luck = { $rival ->
    [strong] Starkt spel fick { $perfect } med de här tärningarna; i snitt får det { $mean }.
   *[perfect] Perfekt spel fick { $perfect } med de här tärningarna; i snitt får det { $mean }.
}
daily-turns = { $rival ->
    [strong] Där du avviker från starkt spel
   *[perfect] Där du avviker från perfekt spel
}
daily-turn = Omgång
daily-you = Du
daily-perfect = { $rival ->
    [strong] Starkt spel
   *[perfect] Perfekt spel
}
daily-scored = { $box } { $points }
daily-share = Dela resultat
daily-copied = Resultatet kopierat: klistra in det var du vill.
daily-shared = Resultatet delat.
daily-share-failed = Resultatet kunde inte delas eller kopieras.
daily-legend = { $rival ->
    [strong] 🟩 en ruta med minst lika många poäng som starkt spel · 🟨 färre · ⬛ struken med 0
   *[perfect] 🟩 en ruta med minst lika många poäng som perfekt spel · 🟨 färre · ⬛ struken med 0
}
daily-same = { $rival ->
    [strong] Varje tur gick i samma ruta, med samma poäng, som starkt spel.
   *[perfect] Varje tur gick i samma ruta, med samma poäng, som perfekt spel.
}

## Resultatet att dela: inga tärningar i det, så att det inte förstör någons parti.

daily-share-title = { $game }, partiet den { $date }
daily-share-score = { $rival ->
    [strong] Jag { $score } · starkt spel { $perfect }
   *[perfect] Jag { $score } · perfekt spel { $perfect }
}
daily-share-aided = Med tränarens hjälp

## De dagliga partierna i rekorden.

daily-records = Dagliga partier
daily-streak = { $days ->
    [one] { $days } dag i rad
   *[other] { $days } dagar i rad
}
daily-played = Spelade dagar
daily-best = Bästa resultat
daily-mean = Medelpoäng
daily-gap = { $rival ->
    [strong] Snittavstånd till starkt spel
   *[perfect] Snittavstånd till perfekt spel
}
daily-chart = { $rival ->
    [strong] Poäng efter starkt spel, dag för dag
   *[perfect] Poäng efter perfekt spel, dag för dag
}
daily-chart-day = Dag
daily-chart-gap = Poäng efter
daily-none = Inga avslutade dagliga partier { $game } än.
daily-aided-days = { $days ->
    [one] { $days } dag spelad med tränarens hjälp, hålls isär från dessa
   *[other] { $days } dagar spelade med tränarens hjälp, hålls isär från dessa
}

## Sparade uppgifter som inte kunde läsas (saved-moved).

stored-daily = dagliga resultat
stored-daily-item = dagligt resultat
daily-not-yet = Spelet från { $date } har inte kommit än: här är dagens.
replace-current-daily = { $game }, dagens parti, omgång { $turn }
replace-back-daily = länken till ditt dagliga parti
daily-play = Spela dagens { $game }
