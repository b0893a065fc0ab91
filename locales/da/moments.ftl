### The moments celebrated on the game screen: a roll or a score worth marking. They come with
### the later parts: a moment follows a move, after they have arrived.

## A moment celebrated under the dice, just after a score. With several players, their name
## comes first.

moment-box = { $box }! +{ $points }

moment-box-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus! +{ $points }

moment-upper-bonus-named = { $name }: Bonus! +{ $points }


moment-lead = { $name ->
        [You] Du tager føringen!
       *[other] { $name } tager føringen!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Fem ens
