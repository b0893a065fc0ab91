### Les panneaux du coach et son analyse d’une partie terminée.

# Un nombre seul (dans une cellule de tableau) : rien à traduire.
number-alone = { $value }

## Le panneau de conseil à côté des dés : le meilleur coup pour les dés sur la table.

hint-title = Conseil
hint-close = Fermer le conseil
hint-roll-first = Lance d’abord : le coach te conseille dès que les dés sont sur la table.

hint-best = Meilleur coup : { $action }
hint-aims = Vise : { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = autres { $percent } %
hint-why = Pourquoi : { $reasons }.
hint-why-points = { $box } marque { $points } maintenant, { $other } { $against }
hint-why-later = garder { $box } libre vaut environ { $worth } plus tard, { $other } { $against }
hint-why-bonus = la prime du haut { $before } % au début du tour, { $after } % après { $box }, { $against } % après { $other }
hint-to-win = Pour gagner : { $action }, { $percent } %
hint-for-points = Pour les points : { $action }, { $percent } %
hint-to-win-move = Pour gagner : { $action }
hint-for-points-move = Pour les points : { $action }
hint-no-win = Plus aucun coup ne peut gagner cette partie.

hint-expected = — score final attendu : { $score }

hint-other-moves = Autres coups

hint-loss = −{ $points }

hint-preparing = Préparation du coach… { $percent } %

hint-preparation = Préparation du coach
hint-unavailable = Le coach ne peut pas fonctionner dans ce navigateur.
hint-thinking = Réflexion…

## Le panneau des chances de gagner de chaque joueur.

odds-title = Chances de gagner
odds-close = Fermer les chances

odds-expected = attendu : { $score }

odds-chance = { $percent } %

odds-explained = D’après le score actuel de chaque joueur, les points à attendre des cases restantes (jeu optimal pour une personne, le niveau propre du bot pour un bot), et une marge d’incertitude qui se resserre à mesure que la feuille se remplit.
odds-working = Calcul en cours…
odds-unavailable = Pas de chances de gagner dans ce jeu : elles se calculent d'après le jeu parfait, et son coach est fort, pas parfait.

## L’analyse d’une partie terminée : chaque décision comparée à la meilleure.

review-title = Analyse : { $game }
review-working = Analyse de chaque décision…
review-strong = Chaque décision est comparée au jeu fort du coach, pas au jeu parfait : ses coups marquent { $share } % de la moyenne du jeu parfait.
review-close = Fermer

review-player-number = Joueur { $number }

# Un coup, après « choisi de » et « le mieux était de ».
review-move-score = marquer { $points } en { $box }

review-move-score-wild = compter le dé joker comme { $face } et marquer { $points } en { $box }

review-move-reroll = relancer tous les dés

review-move-keep = garder { $dice }

review-move-keep-marked = garder { $dice } (dont le dé marqué)

review-place-score = Tour { $turn }, case :

review-place-keep = Tour { $turn }, après le lancer { $roll } :

review-choice = dés { $dice } ; { $who ->
        [you] tu as
       *[player] { $name } a
    } choisi de { $action }

# Suit directement review-choice : l’espace insécable avant « ; » est écrite ici.
review-best-was = {"\u00A0"}; le mieux était de { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % de chance de gagner)

review-best-move = — meilleur coup

## Le résumé de l’analyse.

review-players-caption = Les décisions de chaque joueur comparées aux meilleures
review-col-player = Joueur
review-col-decisions = Décisions
review-col-lost = Points perdus
review-col-per-decision = Par décision
review-col-play = Niveau

review-expert-note = Moins de { $threshold ->
        [one] { $threshold } point
       *[other] { $threshold } points
    } par décision : jeu d’expert.

review-turns-of = Tours de
review-every-player = tous les joueurs

review-summary = { $decisions ->
        [one] { $decisions } décision
       *[other] { $decisions } décisions
    }, { $total ->
        [one] { $total } point perdu
       *[other] { $total } points perdus
    } au total, { $mean } par décision :

review-summary-end = (moins de { $threshold } par décision : jeu d’expert).

review-largest-mistakes = Plus grosses erreurs
review-no-mistakes = Aucune : chaque décision était la meilleure.
review-show-all = Voir les { $count } erreurs
review-show-fewer = Voir les cinq plus grosses
review-why-keep = Ta garde visait { $chosen } ; la meilleure, { $best }.
review-why-keep-chosen = Ta garde visait { $chosen }.
review-why-keep-best = La meilleure garde visait { $best }.
review-why-wild = Compté comme { $best }, le dé joker marque { $points } en { $box } ; comme { $chosen }, { $other }.
review-why-win-behind = { $who } avait { $gap ->
        [one] { $gap } point
       *[other] { $gap } points
    } de retard sur { $other }, avec { $turns ->
        [one] un tour
       *[other] { $turns } tours
    } à jouer : le meilleur coup donnait { $best } % de chance de gagner, celui-ci { $chosen } %.
review-why-win-ahead = { $who } avait { $gap ->
        [one] { $gap } point
       *[other] { $gap } points
    } d’avance sur { $other }, avec { $turns ->
        [one] un tour
       *[other] { $turns } tours
    } à jouer : le meilleur coup donnait { $best } % de chance de gagner, celui-ci { $chosen } %.
review-to-win-heading = Les plus coûteux pour la victoire
review-to-win-none = Aucun : dans les quatre derniers tours, chaque décision a gardé la meilleure chance de gagner.

review-turn-of = { $who ->
        [you] Tour { $turn } sur { $turns }
       *[player] { $name }, tour { $turn } sur { $turns }
    }

review-previous-turn = Tour précédent
review-next-turn = Tour suivant

level-expert = Expert
level-advanced = Avancé
level-intermediate = Intermédiaire
level-novice = Novice
level-beginner = Débutant
hint-explain = Moyennes sur le reste de la partie : le score final attendu si chaque coup est le meilleur ; un nombre négatif, ce qu'un coup fait perdre.
hint-explain-strong = Un jeu fort, pas parfait : { $share } % de la moyenne du jeu parfait. { $worth ->
    [0] Les nombres sont les points attendus d'ici la fin ; un nombre négatif, ce qu'un coup fait perdre.
   *[other] Les nombres sont les points attendus d'ici la fin, chaque lancer gardé compté { $worth } ; un nombre négatif, ce qu'un coup fait perdre.
}
help-coach-heading = Les nombres du coach
help-coach-expected = Score final attendu : les points sur lesquels cette partie se termine en moyenne si chaque coup à partir d'ici est le meilleur.
help-coach-loss = Un nombre négatif à côté d'un coup, comme −1,43 : les points que ce coup fait perdre par rapport au meilleur, en moyenne sur le reste de la partie.
help-coach-aims = Vise : la fréquence à laquelle le tour se termine dans chaque case si l'on garde ces dés et que le reste du tour est joué comme le coach le conseille.
help-coach-why = Pourquoi : pour une marque, ce qu'elle et la meilleure case suivante rapportent maintenant, ce que vaut plus tard la case que chacune laisse libre, et la chance de la prime du haut, d'après quelques centaines de parties jouées jusqu'au bout comme le coach les joue : des valeurs proches, pas exactes.
# Dans l’aide : ce qu’est l’entraînement.
help-coach-practice = Entraînement : dans la fenêtre du coach, « M’entraîner sur mes erreurs » repose les coups qui t’ont le plus coûté dans les parties analysées. Une position bien jouée revient plus tard ; une position mal jouée, plus tôt.
