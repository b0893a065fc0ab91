### The moments celebrated on the game screen: a roll or a score worth marking. They come with
### the later parts: a moment follows a move, after they have arrived.

## A moment celebrated under the dice, just after a score. With several players, their name
## comes first.

moment-box = { $box }! +{ $points }

moment-box-named = { $name }: { $box }! +{ $points }

# The bonus of the upper section reached.
moment-upper-bonus = Bonus oben! +{ $points }

moment-upper-bonus-named = { $name }: Bonus oben! +{ $points }


moment-lead = { $name ->
        [You] Du gehst in Führung!
       *[other] { $name } geht in Führung!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Fünferpasch
