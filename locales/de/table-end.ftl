### The moments celebrated on the game screen, just after a score: fetched before the table is
### drawn.

## A moment celebrated under the dice, just after a score. With several players, their name
## comes first.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

# The bonus of the upper section reached.
moment-upper-bonus = Bonus oben! +{ $points }

moment-upper-bonus-named = { $name }: Bonus oben! +{ $points }
