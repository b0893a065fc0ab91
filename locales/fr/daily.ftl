### La partie du jour : les mêmes dés pour tout le monde un jour donné (UTC), une personne contre le
### jeu parfait (la stratégie qui marque le plus de points en moyenne) avec exactement les mêmes dés.

daily-menu = Partie du jour
daily-opens = { $rival ->
    [strong] { $game } du jour : les mêmes dés pour tout le monde aujourd’hui, et le jeu fort à battre.
   *[perfect] { $game } du jour : les mêmes dés pour tout le monde aujourd’hui, et le jeu parfait à battre.
}
daily-practice = Entraînement : une partie du jour ne compte pour les records que la première fois, et le jour même.

## La fin d’une partie du jour.

daily-versus = { $rival ->
    [strong] Tu as marqué { $score }. Le jeu fort a marqué { $perfect } avec les mêmes dés.
   *[perfect] Tu as marqué { $score }. Le jeu parfait a marqué { $perfect } avec les mêmes dés.
}
daily-aided = Tu as joué ce jour avec l’aide du coach : il est compté à part des jours joués seul.
daily-waiting = { $rival ->
    [strong] Le jeu fort joue les mêmes dés…
   *[perfect] Le jeu parfait joue les mêmes dés…
}
daily-luck = { $rival ->
    [strong] Le jeu fort a marqué { $perfect } avec ces dés ; en moyenne, il marque { $mean }.
   *[perfect] Le jeu parfait a marqué { $perfect } avec ces dés ; en moyenne, il marque { $mean }.
}
daily-turns = { $rival ->
    [strong] Les tours où tu t’écartes du jeu fort
   *[perfect] Les tours où tu t’écartes du jeu parfait
}
daily-turn = Tour
daily-you = Toi
daily-perfect = { $rival ->
    [strong] Jeu fort
   *[perfect] Jeu parfait
}
daily-scored = { $box } { $points }
daily-share = Partager le résultat
daily-copied = Résultat copié : colle-le où tu veux.
daily-shared = Résultat partagé.
daily-share-failed = Impossible de partager ou de copier le résultat.
daily-legend = { $rival ->
    [strong] 🟩 une case marquée au moins comme le jeu fort · 🟨 moins · ⬛ barrée à 0
   *[perfect] 🟩 une case marquée au moins comme le jeu parfait · 🟨 moins · ⬛ barrée à 0
}
daily-same = { $rival ->
    [strong] Chaque tour est allé dans la même case, pour les mêmes points, que celui du jeu fort.
   *[perfect] Chaque tour est allé dans la même case, pour les mêmes points, que celui du jeu parfait.
}

## Le résultat à partager : sans aucun dé, pour ne gâcher la partie de personne.

daily-share-title = { $game }, partie du { $date }
daily-share-score = { $rival ->
    [strong] Moi { $score } · jeu fort { $perfect }
   *[perfect] Moi { $score } · jeu parfait { $perfect }
}
daily-share-aided = Avec l’aide du coach

## Les parties du jour dans les records.

daily-records = Parties du jour
daily-streak = { $days ->
    [one] { $days } jour d’affilée
   *[other] { $days } jours d’affilée
}
daily-played = Jours joués
daily-best = Meilleur score
daily-mean = Score moyen
daily-gap = { $rival ->
    [strong] Écart moyen avec le jeu fort
   *[perfect] Écart moyen avec le jeu parfait
}
daily-chart = { $rival ->
    [strong] Retard sur le jeu fort, jour par jour
   *[perfect] Retard sur le jeu parfait, jour par jour
}
daily-chart-day = Jour
daily-chart-gap = Points de retard
daily-none = Aucune partie du jour de { $game } terminée pour l’instant.
daily-aided-days = { $days ->
    [one] { $days } jour joué avec l’aide du coach, compté à part
   *[other] { $days } jours joués avec l’aide du coach, comptés à part
}

## Données sauvegardées illisibles (saved-moved).

stored-daily = résultats des parties du jour
stored-daily-item = résultat d’une partie du jour
daily-not-yet = La partie du { $date } n’est pas encore sortie : voici celle d’aujourd’hui.
replace-current-daily = { $game }, la partie du jour, tour { $turn }
replace-back-daily = le lien vers ta partie du jour
daily-play = Jouer la partie du jour de { $game }
