### Ce que marque chaque case d’une feuille de score, une phrase par case.

box-help-face = La somme des dés qui montrent { $face }.

box-help = { $needs } : { $scores }.

## Ce que les dés doivent montrer. Chaque message commence la phrase (majuscule).

box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Deux
        [3] Trois
        [4] Quatre
       *[other] { $count }
    } dés identiques
   *[other] Au moins { $count ->
        [2] deux
        [3] trois
        [4] quatre
       *[other] { $count }
    } dés identiques
}

box-needs-all-alike = Les cinq dés identiques

box-needs-full-house = Trois dés d’une valeur et deux d’une autre

box-needs-straight = { $length ->
    [4] Quatre
    [5] Cinq
   *[other] { $length }
} valeurs qui se suivent ({ $runs })

box-runs = { $count ->
    [2] { $first } ou { $last }
    [3] { $first }, { $second } ou { $last }
   *[other] de { $first } à { $last }
}

box-needs-two-pairs = Deux paires de valeurs différentes

box-needs-two-pair-same-colour = Deux paires d’une même couleur (1 et 6 blancs, 2 et 5 rouges, 3 et 4 verts), carré compris

box-needs-flush = Les cinq dés de la même couleur

box-needs-full-house-same-colour = Un full entièrement d’une même couleur

box-needs-any = N’importe quels dés

## Ce que marque une case. Chaque message suit les deux-points de box-help (minuscule).

box-scores-total = la somme des cinq dés

box-scores-total-plus = la somme des cinq dés plus { $bonus }

box-scores-fixed = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

box-scores-alike = { $count ->
    [2] la somme de la paire la plus haute seulement
    [3] la somme de ces trois dés seulement
    [4] la somme de ces quatre dés seulement
   *[other] la somme de ces { $count } dés seulement
}

box-scores-two-pairs = la somme de ces quatre dés
