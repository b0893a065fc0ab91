### Les mots des fenêtres : chargés avec les parties suivantes de la page.

## La fenêtre Nouvelle table : qui joue, combien de parties, quel jeu et ses règles de table.

setup-title = Nouvelle table
setup-game = Jeu
setup-dice = Dés
setup-dice-rolled = La page lance les dés (1 à { $most } joueurs, humains ou bots)
setup-dice-entered = On lance de vrais dés (1 à { $most } personnes ; saisir chaque lancer)
setup-seat = Place { $number }
setup-name = Nom
setup-player-name = Joueur { $number }
setup-plays = Joué par
setup-plays-person = Humain
setup-plays-bot = { $level ->
    [beginner] Bot débutant
    [casual] Bot amateur
   *[expert] Bot expert
} (moyenne { $mean })
setup-plays-tactician = { $games ->
    [0] Bot tacticien
   *[other] Bot tacticien (gagne { $percent } % de { $games } parties contre un expert)
}
setup-remove = Retirer
setup-remove-seat = Retirer la place { $number }
setup-add-seat = Ajouter une place
setup-games = Parties dans la session
setup-table-rules = Règles de table
setup-joker = Joker
setup-yahtzee-bonus = Bonus de { $points } points pour chaque { $box } supplémentaire
setup-five-of-a-kind-full-house = Cinq dés identiques comptent aussi comme un Full (règle maison)
setup-four-of-a-kind-two-pairs = Un carré compte aussi comme une Double paire (règle maison)
setup-forced-order = Remplir les cases dans l’ordre, de haut en bas (règle maison)
setup-other-bonus = Prime de { $bonus } à { $threshold } dans la partie supérieure, comme sur certaines feuilles
setup-no-saved-rolls = Pas de lancers gardés : trois lancers par tour, pas plus
setup-too-many-seats = Les dés de la page acceptent jusqu’à { $most } joueurs : retire { $remove ->
    [one] { $remove } place
   *[other] { $remove } places
}, ou choisis de vrais dés.
setup-start = Commencer
setup-cancel = Annuler

## Aide : les touches et les règles du jeu en cours.

help-title = Aide
help-keyboard = Clavier
help-optimal = Jouée parfaitement, une partie de { $game } avec ces règles de table rapporte en moyenne { $points } points (valeur exacte, tirée de la table de stratégie du coach).
help-strong = Au { $game }, le coach joue fort, sans être parfait : sans lancers gardés, ses coups marquent { $share } % de la moyenne du jeu parfait, { $points } points (calculée exactement).
help-upper-bonus = Prime de la partie supérieure : { $tiers }.
help-upper-bonus-tier = { $bonus } points pour { $threshold } ou plus dans la partie supérieure
help-tier-separator = {" ; "}
help-no-upper-bonus = Pas de prime pour la partie supérieure.
help-joker = Joker : { $rule }.
help-further-bonus = Chaque { $box } supplémentaire, tant que sa case contient son score : { $points } points.
help-dice-colours = Couleurs des dés : { $colours }.
help-face-colour = { $face } { $colour ->
    [white] blanc
    [red] rouge
   *[green] vert
}
help-list-separator = {", "}
help-box = Case
help-scores = Points
help-example = Exemple
help-example-score = { $dice } → { $points }
help-close = Fermer

## Le coach : ses réglages, son état, et les parties terminées qu’il peut analyser.

coach-title = Coach
coach-dialog-starting = Démarrage…
coach-building = Préparation de la stratégie optimale : { $percent } %
coach-dialog-ready = Prêt : le jeu optimal rapporte en moyenne { $points } points ({ $source } en { $seconds } s).
coach-dialog-ready-strong = Prêt : un jeu fort, { $share } % de la moyenne du jeu parfait ({ $source } en { $seconds } s).
# La table de stratégie : téléchargée, chargée, calculée.
coach-source = { $source ->
    [downloaded] table téléchargée
    [stored] table chargée depuis ce navigateur
   *[built] { $workers ->
        [0] table calculée
        [1] table calculée
       *[other] table calculée sur { $workers } cœurs
    }
}
coach-dialog-unavailable = Indisponible dans ce navigateur.
coach-progress = Préparation du coach
coach-how = Appuie sur H (ou sur Conseil) pendant un tour pour voir le meilleur coup et ce que coûtent les autres.
coach-warn = M’avertir avant un coup qui coûte plus de
coach-by-chance = Dans les quatre derniers tours à plusieurs, juger plutôt par la chance de gagner : avertir avant un coup qui la baisse de plus d’autant de points de pourcentage
coach-threshold-label = Seuil d’avertissement en points
coach-threshold = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
coach-review-heading = Analyser une partie terminée
coach-no-games = Les parties terminées apparaissent ici.
coach-past-game = { $date } · partie n° { $seed } · { $scores } points
coach-review = Analyser
coach-review-title = partie n° { $seed } du { $date }
coach-close = Fermer

## L’avertissement du coach avant un coup qui perd des points.

warn-title = Ce coup coûte { $points ->
    [one] { $points } point
   *[other] { $points } points
}
warn-title-chance = Ce coup baisse ta chance de gagner de { $percent } %
warn-text = Tu as choisi de { $mine }. Le coach choisirait de { $best }.
warn-play-best = Jouer le meilleur coup : { $best }
warn-play-mine = Jouer le mien quand même
warn-cancel = Annuler

## La question avant de marquer 0 dans une case alors qu’une autre rapporterait des points.

zero-title = Marquer 0 en { $box } ?
zero-text = Une autre case libre rapporterait des points avec ces dés.
zero-confirm = Marquer 0 en { $box }
zero-cancel = Annuler

## La question avant qu’un lien, une partie rejouée ou une nouvelle table remplace la partie en cours.

replace-title = Une partie est en cours
replace-text = { $why } Tu joues actuellement { $current }. Si tu joues la nouvelle partie, la tienne est mise de côté : { $link } la ramène telle quelle.
replace-back = le lien vers ta partie n° { $seed }
replace-current-turn = la partie n° { $seed } de { $game }, au tour { $turn }
replace-current-session = la partie n° { $seed } de { $game }, partie { $number } sur { $games } d’une session
replace-why-replay = Rejouer ce score ouvre la partie n° { $seed } de { $game }.
replace-keep = Continuer ma partie
replace-play-new = Jouer la nouvelle partie

keys-roll = Lancer les dés non gardés (avec de vrais dés : taper les valeurs obtenues)
keys-toggle-die = Garder ou libérer ce dé
keys-wild = Lucky7 : aller à la valeur du dé joker, quand elle s'affiche ; puis une touche chiffre la choisit
keys-dice = Lire les dés
keys-sheet = Lire la feuille de score
keys-move-focus = Parcourir les cases libres
keys-focus-edge = Aller à la première ou à la dernière case libre
keys-score = Marquer la case sélectionnée
keys-hint = Afficher ou masquer le conseil du coach
keys-undo = Annuler le dernier score (tant que personne n’a lancé)
keys-help = Raccourcis et règles
keys-close = Fermer la fenêtre
keys-when-ignored = Les touches agissent sur la table : quand un champ de texte, un champ numérique, une liste ou un curseur a le focus, ou qu’une fenêtre est ouverte, elles y tapent ou y fonctionnent comme d’habitude.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] La nouvelle table commence une partie de { $game }.
       *[other] La nouvelle table commence une session de { $games } parties de { $game }.
    }
   *[other] { $games ->
        [1] La nouvelle table commence une partie de { $game } pour { $players } joueurs.
       *[other] La nouvelle table commence une session de { $games } parties de { $game } pour { $players } joueurs.
    }
}

update-ready = Une nouvelle version de Yahtzee est prête. Ta partie est sauvegardée.
update-reload = Recharger
update-dismiss = Fermer l’avis de mise à jour
update-label = Mise à jour

feel-sound = Son
feel-vibration = Vibrations
