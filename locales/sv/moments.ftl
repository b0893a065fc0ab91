### Ögonblick som firas på spelskärmen, direkt efter en ifylld ruta.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Övre bonus! +{ $points }

moment-upper-bonus-named = { $name }: Övre bonus! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Fem lika
