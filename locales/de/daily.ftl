### The daily game: the same dice for everyone on a day (UTC), one person against perfect play
### (the strategy that scores the most points on average) playing the very same dice.

daily-menu = Tagesspiel
daily-opens = { $rival ->
    [strong] Heute: { $game } mit denselben Würfeln für alle. Schlägst du das starke Spiel?
   *[perfect] Heute: { $game } mit denselben Würfeln für alle. Schlägst du das perfekte Spiel?
}
daily-practice = Übung: Ein Tagesspiel zählt nur einmal für die Rekorde, beim ersten Start an seinem Tag.

## The end of a day's game.

daily-versus = { $rival ->
    [strong] Du hast { $score } Punkte. Das starke Spiel holte mit denselben Würfeln { $perfect }.
   *[perfect] Du hast { $score } Punkte. Das perfekte Spiel holte mit denselben Würfeln { $perfect }.
}
daily-aided = Du hast diesen Tag mit Hilfe des Coachs gespielt: Er wird getrennt von den Tagen geführt, die du allein gespielt hast.
daily-waiting = { $rival ->
    [strong] Das starke Spiel ist mit denselben Würfeln dran…
   *[perfect] Das perfekte Spiel ist mit denselben Würfeln dran…
}
daily-luck = { $rival ->
    [strong] Das starke Spiel holte mit diesen Würfeln { $perfect }; sein Schnitt: { $mean }.
   *[perfect] Das perfekte Spiel holte mit diesen Würfeln { $perfect }; sein Schnitt: { $mean }.
}
daily-turns = { $rival ->
    [strong] Wo du vom starken Spiel abweichst
   *[perfect] Wo du vom perfekten Spiel abweichst
}
daily-turn = Runde
daily-you = Du
daily-perfect = { $rival ->
    [strong] Starkes Spiel
   *[perfect] Perfektes Spiel
}
daily-scored = { $box } { $points }
daily-share = Ergebnis teilen
daily-copied = Ergebnis kopiert: Füge es ein, wo du willst.
daily-shared = Ergebnis geteilt.
daily-share-failed = Das Ergebnis ließ sich weder teilen noch kopieren.
daily-legend = { $rival ->
    [strong] 🟩 ein Feld mit mindestens so vielen Punkten wie das starke Spiel · 🟨 weniger · ⬛ mit 0 gestrichen
   *[perfect] 🟩 ein Feld mit mindestens so vielen Punkten wie das perfekte Spiel · 🟨 weniger · ⬛ mit 0 gestrichen
}
daily-same = { $rival ->
    [strong] Jeder Zug ging in dasselbe Feld, mit denselben Punkten, wie beim starken Spiel.
   *[perfect] Jeder Zug ging in dasselbe Feld, mit denselben Punkten, wie beim perfekten Spiel.
}

## The result to share: no dice in it, so that it spoils nobody's game.

daily-share-title = { $game }, Tagesspiel vom { $date }
daily-share-score = { $rival ->
    [strong] Ich { $score } · starkes Spiel { $perfect }
   *[perfect] Ich { $score } · perfektes Spiel { $perfect }
}
daily-share-aided = Mit Hilfe des Coachs

## The daily games in the records.

daily-records = Tagesspiele
daily-streak = { $days ->
    [one] { $days } Tag in Folge
   *[other] { $days } Tage in Folge
}
daily-played = Gespielte Tage
daily-best = Bestes Ergebnis
daily-mean = Durchschnitt
daily-gap = { $rival ->
    [strong] Mittlerer Rückstand aufs starke Spiel
   *[perfect] Mittlerer Rückstand aufs perfekte Spiel
}
daily-chart = { $rival ->
    [strong] Rückstand aufs starke Spiel, Tag für Tag
   *[perfect] Rückstand aufs perfekte Spiel, Tag für Tag
}
daily-chart-day = Tag
daily-chart-gap = Punkte Rückstand
daily-none = Noch kein beendetes Tagesspiel: { $game }.
daily-aided-days = { $days ->
    [one] { $days } Tag mit Hilfe des Coachs gespielt, getrennt von diesen geführt
   *[other] { $days } Tage mit Hilfe des Coachs gespielt, getrennt von diesen geführt
}

## Saved data that could not be read (saved-moved).

stored-daily = Tagesergebnisse
stored-daily-item = Tagesergebnis
daily-not-yet = Das Spiel vom { $date } gibt es noch nicht: Hier ist das heutige.
replace-current-daily = { $game }, das Tagesspiel, Runde { $turn }
replace-back-daily = der Link zu deinem Tagesspiel
daily-play = Heutiges Spiel spielen: { $game }
