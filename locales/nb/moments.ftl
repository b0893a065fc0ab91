### Øyeblikkene som feires på spillskjermen, rett etter en føring.

## Et øyeblikk som feires under terningene. Med flere spillere kommer navnet først.

moment-box = { $box }! +{ $points }

moment-box-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus over streken! +{ $points }

moment-upper-bonus-named = { $name }: Bonus over streken! +{ $points }


moment-lead = { $name ->
        [You] Du tar ledelsen!
       *[other] { $name } tar ledelsen!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Fem like
