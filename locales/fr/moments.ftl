### Les moments célébrés sur l’écran de jeu, juste après un score.

## Un moment célébré sous les dés. À plusieurs, le nom du joueur vient d’abord.

moment-five-alike = { $box } ! +{ $points }

moment-five-alike-named = { $name } : { $box } ! +{ $points }

# La prime de la partie supérieure (As à Six) obtenue.
moment-upper-bonus = Prime ! +{ $points }

moment-upper-bonus-named = { $name } : prime ! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name } !
tray-five-of-a-kind = Cinq identiques
