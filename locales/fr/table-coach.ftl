### Les mots du coach sur l’écran de jeu : coups décrits, conseil et avertissement lus, état
### du coach en pied de page.

## Un coup, en mots : dans le conseil, l’avertissement et l’analyse, après deux-points ou
## dans une liste (infinitif, après « choisi de »).

coach-move-score = marquer { $points } en { $box }
coach-move-score-wild = compter le dé joker comme { $wild } et marquer { $points } en { $box }
coach-move-roll-all = relancer tous les dés
coach-move-keep = garder { $kept } et relancer { $count ->
    [one] { $count } dé
   *[other] { $count } dés
}

## Lu dans la zone live.

said-hint = Conseil : { $move }. Score final attendu : { $score }.
said-hint-next = Conseil : { $move }. Score final attendu : { $score }. Ensuite : { $next }, { $less ->
    [one] { $less } point
   *[other] { $less } points
} de moins.
said-coach-warns = Coach : ce coup coûte { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
}. Mieux : { $move }.
said-keep-real-dice = Garde { $kept } : lance les autres dés, puis appuie sur R et tape-les.

## L’état du coach, dans la barre du bot et en pied de page.

coach-starting = Démarrage du coach
coach-preparing = Préparation du coach { $percent } %
coach-ready = Coach prêt
coach-unavailable = Coach indisponible
