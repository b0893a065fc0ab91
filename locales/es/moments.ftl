### Los momentos celebrados en la pantalla de juego, justo después de anotar.

## Un momento celebrado bajo los dados. Con varios jugadores, su nombre va primero.

moment-box = ¡{ $box }! +{ $points }

moment-box-named = { $name }: ¡{ $box }! +{ $points }

moment-upper-bonus = ¡Bonificación superior! +{ $points }

moment-upper-bonus-named = { $name }: ¡Bonificación superior! +{ $points }


moment-lead = { $name ->
        [You] ¡Tomas la delantera!
       *[other] ¡{ $name } toma la delantera!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = ¡{ $name }!
tray-five-of-a-kind = Repóker
