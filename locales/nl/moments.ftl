### De momenten die het spelscherm viert, vlak na een score.

## Een moment onder de dobbelstenen. Met meerdere spelers komt hun naam eerst.

moment-box = { $box }! +{ $points }

moment-box-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus bovenste deel! +{ $points }

moment-upper-bonus-named = { $name }: bonus bovenste deel! +{ $points }


moment-lead = { $name ->
        [You] Jij neemt de leiding!
       *[other] { $name } neemt de leiding!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Vijf dezelfde
