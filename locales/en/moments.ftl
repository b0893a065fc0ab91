### The moments celebrated on the game screen: a roll or a score worth marking. They come with
### the later parts: a moment follows a move, after they have arrived.

## A moment celebrated under the dice, just after a score. With several players, their name
## comes first.

# A box worth marking scored: the game's five-of-a-kind box (Yahtzee, Yatzy, Yacht…) with its
# full points or an extra five-of-a-kind bonus (a big moment), or a full house, a straight, or a
# Chance of 30 or more (a flourish).
# Variables:
#   $box (String) - the box's name, e.g. "Yahtzee", "Full House"
#   $points (Number) - the points it brought, bonus included
moment-box = { $box }! +{ $points }

# The same, at a table of several players.
# Variables:
#   $name (String) - the player who scored it
#   $box (String) - the box's name, e.g. "Yahtzee", "Full House"
#   $points (Number) - the points it brought, bonus included
moment-box-named = { $name }: { $box }! +{ $points }

# The bonus of the upper section (Ones to Sixes) reached.
# Variables:
#   $points (Number) - the bonus's points
moment-upper-bonus = Upper bonus! +{ $points }

# The same, at a table of several players.
# Variables:
#   $name (String) - the player who reached it
#   $points (Number) - the bonus's points
moment-upper-bonus-named = { $name }: Upper bonus! +{ $points }


## At a table of several, a score that puts its player ahead of everyone, shown and said.

# Variables:
#   $name (String) - the player now in the lead; "You" is the name of a player who gave none
moment-lead = { $name ->
        [You] You take the lead!
       *[other] { $name } takes the lead!
    }

## Five of a kind just rolled, in large letters over the dice.

# Five of a kind just rolled, in large letters.
# Variables:
#   $name (String) - the game's name for it (its box: "Yahtzee", "Yatzy"…, or tray-five-of-a-kind)
tray-five = { $name }!
tray-five-of-a-kind = Five of a kind
