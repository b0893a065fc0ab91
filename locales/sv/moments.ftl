### Ögonblick som firas på spelskärmen, direkt efter en ifylld ruta.

moment-box = { $box }! +{ $points }

moment-box-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Övre bonus! +{ $points }

moment-upper-bonus-named = { $name }: Övre bonus! +{ $points }


moment-lead = { $name ->
        [You] Du tar ledningen!
       *[other] { $name } tar ledningen!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Fem lika
