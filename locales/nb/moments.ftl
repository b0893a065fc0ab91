### Øyeblikkene som feires på spillskjermen, rett etter en føring.

## Et øyeblikk som feires under terningene. Med flere spillere kommer navnet først.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus over streken! +{ $points }

moment-upper-bonus-named = { $name }: Bonus over streken! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Fem like
