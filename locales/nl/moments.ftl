### De momenten die het spelscherm viert, vlak na een score.

## Een moment onder de dobbelstenen. Met meerdere spelers komt hun naam eerst.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus bovenste deel! +{ $points }

moment-upper-bonus-named = { $name }: bonus bovenste deel! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Vijf dezelfde
