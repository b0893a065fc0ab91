### Los momentos celebrados en la pantalla de juego, justo después de anotar.

## Un momento celebrado bajo los dados. Con varios jugadores, su nombre va primero.

moment-five-alike = ¡{ $box }! +{ $points }

moment-five-alike-named = { $name }: ¡{ $box }! +{ $points }

moment-upper-bonus = ¡Bonificación superior! +{ $points }

moment-upper-bonus-named = { $name }: ¡Bonificación superior! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

tray-five = ¡{ $name }!
tray-five-of-a-kind = Repóker
