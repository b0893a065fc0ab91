### The moments celebrated on the game screen: a roll or a score worth marking. They come with
### the later parts: a moment follows a move, after they have arrived.

## A moment celebrated under the dice, just after a score. With several players, their name
## comes first.

# The game's five-of-a-kind box (Yahtzee, Yatzy, Yacht…) scored with its full points, or an
# extra five-of-a-kind bonus.
# Variables:
#   $box (String) - the five-of-a-kind box's name, e.g. "Yahtzee"
#   $points (Number) - the points it brought, bonus included
moment-five-alike = { $box }! +{ $points }

# The same, at a table of several players.
# Variables:
#   $name (String) - the player who scored it
#   $box (String) - the five-of-a-kind box's name, e.g. "Yahtzee"
#   $points (Number) - the points it brought, bonus included
moment-five-alike-named = { $name }: { $box }! +{ $points }

# The bonus of the upper section (Ones to Sixes) reached.
# Variables:
#   $points (Number) - the bonus's points
moment-upper-bonus = Upper bonus! +{ $points }

# The same, at a table of several players.
# Variables:
#   $name (String) - the player who reached it
#   $points (Number) - the bonus's points
moment-upper-bonus-named = { $name }: Upper bonus! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

# Five of a kind just rolled, in large letters.
# Variables:
#   $name (String) - the game's name for it (its box: "Yahtzee", "Yatzy"…, or tray-five-of-a-kind)
tray-five = { $name }!
tray-five-of-a-kind = Five of a kind
