### Les moments célébrés sur l’écran de jeu, juste après un score.

## Un moment célébré sous les dés. À plusieurs, le nom du joueur vient d’abord.

moment-box = { $box } ! +{ $points }

moment-box-named = { $name } : { $box } ! +{ $points }

# La prime de la partie supérieure (As à Six) obtenue.
moment-upper-bonus = Prime ! +{ $points }

moment-upper-bonus-named = { $name } : prime ! +{ $points }


moment-lead = { $name ->
        [You] Tu prends la tête !
       *[other] { $name } prend la tête !
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name } !
tray-five-of-a-kind = Cinq identiques
