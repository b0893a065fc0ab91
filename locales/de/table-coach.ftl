### The coach's words on the game screen: moves described, the hint said, the warning said,
### and the coach's status at the foot of the page.

## A move, in words: in the hint, the warning and the review, after a colon or in a list.

coach-move-score = { $points } in { $box } eintragen
# Lucky7: the wild die given a value, then a box scored.
coach-move-score-wild = den wilden Würfel als { $wild } zählen und { $points } in { $box } eintragen
coach-move-roll-all = alle Würfel würfeln
# Some dice kept, the others rolled.
coach-move-keep = { $kept } behalten und { $count ->
    [one] einen Würfel
   *[other] { $count } Würfel
} würfeln

## Said in the live region.

said-hint = Tipp: { $move }. Erwartete Endsumme { $score }.
said-hint-next = Tipp: { $move }. Erwartete Endsumme { $score }. Zweitbester Zug: { $next }, { $less } Punkte weniger.
said-coach-warns = Coach: Das verschenkt { $loss } Punkte. Besser: { $move }.
said-keep-real-dice = Behalte { $kept }: Würfle die übrigen Würfel, dann drücke R und gib sie ein.

## The coach's status, in the bot's bar and at the foot of the page.

coach-starting = Coach startet
coach-preparing = Coach wird vorbereitet: { $percent } %
coach-ready = Coach bereit
coach-unavailable = Coach nicht verfügbar
