### Het spel van de dag: dezelfde worpen voor iedereen op een dag (UTC), één persoon tegen perfect
### spel (de strategie die gemiddeld de meeste punten haalt) met precies dezelfde worpen.

daily-menu = Spel van de dag
daily-opens = { $rival ->
    [strong] { $game } van vandaag: dezelfde worpen voor iedereen, en sterk spel om te verslaan.
   *[perfect] { $game } van vandaag: dezelfde worpen voor iedereen, en perfect spel om te verslaan.
}
daily-practice = Oefenen: een spel van de dag telt maar één keer mee voor de records, de eerste keer dat je het op die dag start.

## Het einde van een spel van de dag.

daily-versus = { $rival ->
    [strong] Jij scoorde { $score }. Sterk spel scoorde { $perfect } met dezelfde worpen.
   *[perfect] Jij scoorde { $score }. Perfect spel scoorde { $perfect } met dezelfde worpen.
}
daily-aided = Je speelde deze dag met hulp van de coach: hij telt apart van de dagen die je alleen speelde.
daily-waiting = { $rival ->
    [strong] Sterk spel speelt dezelfde worpen…
   *[perfect] Perfect spel speelt dezelfde worpen…
}
daily-luck = { $rival ->
    [strong] Sterk spel scoorde { $perfect } met deze worpen; gemiddeld scoort het { $mean }.
   *[perfect] Perfect spel scoorde { $perfect } met deze worpen; gemiddeld scoort het { $mean }.
}
daily-turns = { $rival ->
    [strong] Waar je afwijkt van sterk spel
   *[perfect] Waar je afwijkt van perfect spel
}
daily-turn = Beurt
daily-you = Jij
daily-perfect = { $rival ->
    [strong] Sterk spel
   *[perfect] Perfect spel
}
daily-scored = { $box } { $points }
daily-share = Resultaat delen
daily-copied = Resultaat gekopieerd: plak het waar je wilt.
daily-shared = Resultaat gedeeld.
daily-share-failed = Het resultaat kon niet worden gedeeld of gekopieerd.
daily-legend = { $rival ->
    [strong] 🟩 een vak met minstens zoveel punten als sterk spel · 🟨 minder · ⬛ weggestreept met 0
   *[perfect] 🟩 een vak met minstens zoveel punten als perfect spel · 🟨 minder · ⬛ weggestreept met 0
}
daily-same = { $rival ->
    [strong] Elke beurt ging in hetzelfde vak, voor dezelfde punten, als bij sterk spel.
   *[perfect] Elke beurt ging in hetzelfde vak, voor dezelfde punten, als bij perfect spel.
}

## Het resultaat om te delen: zonder worpen erin, zodat het niemands spel verpest.

daily-share-title = { $game }, spel van { $date }
daily-share-score = { $rival ->
    [strong] Ik { $score } · sterk spel { $perfect }
   *[perfect] Ik { $score } · perfect spel { $perfect }
}
daily-share-aided = Met hulp van de coach

## De spellen van de dag in de records.

daily-records = Spellen van de dag
daily-streak = { $days ->
    [one] { $days } dag op rij
   *[other] { $days } dagen op rij
}
daily-played = Gespeelde dagen
daily-best = Beste score
daily-mean = Gemiddelde score
daily-gap = { $rival ->
    [strong] Gemiddelde achterstand op sterk spel
   *[perfect] Gemiddelde achterstand op perfect spel
}
daily-chart = { $rival ->
    [strong] Achterstand op sterk spel, dag na dag
   *[perfect] Achterstand op perfect spel, dag na dag
}
daily-chart-day = Dag
daily-chart-gap = Punten achter
daily-none = Nog geen spel van de dag van { $game } uitgespeeld.
daily-aided-days = { $days ->
    [one] { $days } dag gespeeld met hulp van de coach, apart van deze
   *[other] { $days } dagen gespeeld met hulp van de coach, apart van deze
}

## Opgeslagen gegevens die niet gelezen konden worden (saved-moved).

stored-daily = resultaten van de dag
stored-daily-item = resultaat van de dag
daily-not-yet = Het spel van { $date } is er nog niet: hier is dat van vandaag.
replace-current-daily = { $game }, het spel van de dag, beurt { $turn }
replace-back-daily = de link naar jouw spel van de dag
daily-play = Speel het spel van vandaag: { $game }
