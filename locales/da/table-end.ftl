### The moments celebrated on the game screen, just after a score: fetched before the table is
### drawn.

## A moment celebrated under the dice, just after a score. With several players, their name
## comes first.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus! +{ $points }

moment-upper-bonus-named = { $name }: Bonus! +{ $points }
