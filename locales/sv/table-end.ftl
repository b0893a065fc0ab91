### Ögonblick som firas på spelskärmen, direkt efter en ifylld ruta.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Övre bonus! +{ $points }

moment-upper-bonus-named = { $name }: Övre bonus! +{ $points }
