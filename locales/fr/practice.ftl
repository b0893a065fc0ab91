## Entraînement : les positions des parties que le joueur a analysées, posées à nouveau.

# Le bouton de la fenêtre du coach qui ouvre l’entraînement.
practice-open = M’entraîner sur mes erreurs ({ $count })
# Dans la fenêtre du coach, tant qu’aucune partie analysée n’a donné de position à travailler.
practice-none = Analyse une partie terminée : les coups qui t’ont le plus coûté reviennent ici pour l’entraînement.
# Le titre de la fenêtre d’entraînement.
practice-title = Entraînement
# La question au-dessus de la position.
practice-ask = Que ferais-tu ?
# La partie d’où vient la position.
practice-game = Une partie de { $game }
# Comment répondre.
practice-how = Choisis les dés à garder et relance, ou marque dans une case.
# Le bouton qui répond « relancer en gardant les dés choisis ».
practice-roll = Relancer
# Pendant que le coach juge la réponse.
practice-judging = Le coach évalue ton coup…
practice-unavailable = Le coach ne peut pas juger ici : il n’a pas pu démarrer dans ce navigateur.
# La réponse quand le coup choisi était le meilleur.
practice-best = Bien joué : c’est le meilleur coup.
# La réponse quand il ne l’était pas.
practice-not-best = Le meilleur coup était de { $action }. Le tien fait perdre en moyenne { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Après une bonne réponse : quand la position revient.
practice-later = Cette position reviendra plus tard.
# Après une bonne réponse, la dernière fois qu’elle est posée.
practice-learnt = Acquise : cette position quitte ton entraînement.
# Après une réponse coûteuse : quand la position revient.
practice-sooner = Cette position reviendra bientôt.
# Le bouton qui pose la position suivante.
practice-next = Position suivante
# Quand il ne reste rien à travailler.
practice-empty = Rien à travailler pour l’instant. Analyse une partie terminée : les coups qui t’ont le plus coûté arrivent ici.
# Le bouton qui ferme la fenêtre.
practice-close = Fermer
# Ce qui est conservé, tel que le nomme un avis sur des données sauvegardées abîmées.
stored-practice = positions d’entraînement
stored-practice-item = position d’entraînement
