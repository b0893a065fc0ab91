### La fenêtre des records, ses graphiques et la fin d’une partie.

## Les règles d’un record : « règles officielles », ou ce qui en diffère, séparés par « · ».

records-official-rules = règles officielles
records-rule-no-bonus = sans bonus pour un Yahtzee supplémentaire
records-rule-five-full-house = cinq dés identiques comptent comme un Full

## La fenêtre des records.

records-title = Records
records-close = Fermer

records-game = Jeu
records-rules = Règles

records-high-scores = Meilleurs scores : { $game }, { $rules }

records-none = Aucune partie de { $game } terminée pour l’instant ({ $rules }).

records-col-place = Rang
records-col-score = Score
records-col-player = Joueur
records-col-date = Date
records-col-game = Partie

records-real-dice = Vrais dés

records-game-number = n° { $seed }

records-replay = Rejouer la partie n° { $seed }

## Les statistiques d’un joueur.

records-statistics = Statistiques
records-player = Joueur
records-games-played = Parties jouées
records-mean-score = Score moyen
records-best-score = Meilleur score
records-upper-bonus = Prime obtenue
records-yahtzee-games = Parties avec un Yahtzee

records-percent = { $percent } %

records-loss = Points perdus par décision

records-loss-value = { $points } ({ $games ->
        [one] { $games } partie analysée
       *[other] { $games } parties analysées
    })

records-loss-none = analyse une partie pour le savoir
records-no-stats = Termine une partie pour voir les statistiques.

## Les données des records : export, import et suppression.

records-your-data = Tes données
records-export = Exporter les records
records-import = Importer des records
records-clear = Effacer les records

records-delete-all = { $count ->
        [one] Supprimer le seul record et les parties terminées ?
       *[other] Supprimer les { $count } records et les parties terminées ?
    }

records-delete = Supprimer
records-keep = Les garder

records-exported = { $count ->
        [one] { $count } record exporté
       *[other] { $count } records exportés
    } dans { $file }.

records-imported = { $count ->
        [0] Rien de nouveau à importer : tous les records du fichier sont déjà là.
        [one] { $count } nouveau record importé.
       *[other] { $count } nouveaux records importés.
    }

## Pourquoi un fichier n’a pas pu être importé.

records-import-not-json = Ce fichier n’est pas du JSON.
records-import-not-records = Ce fichier n’est pas un export de records Yahtzee.

records-import-damaged = Ce fichier de records est endommagé ({ $error }).

records-import-version = Ce fichier de records est au format { $version }, que cette version du jeu ne sait pas lire.

records-import-impossible = Ce fichier de records contient un record impossible (le nº { $number } du fichier : { $detail }).

## Les graphiques des records (chacun avec un tableau des mêmes valeurs pour les lecteurs d’écran).

chart-histogram-title = Scores finaux, parties par tranche de 25 points
chart-histogram-caption = Scores finaux, par tranches de 25 points
chart-timeline-title = Scores au fil du temps
chart-timeline-caption = Scores au fil du temps, les plus anciens à gauche
chart-games = Parties
chart-score = Score
chart-date = Date

chart-games-axis = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }, les plus anciennes d’abord

chart-histogram-bar = { $low } à { $high } : { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date } : { $score }

## La fin d’une partie : scores finaux, classement de la session, que jouer ensuite.

over-game = Partie terminée
over-session = Session terminée

over-game-of = Partie { $game } sur { $games } terminée

over-breakdown = Détail
over-upper = Partie supérieure
over-upper-bonus = Prime
over-lower = Partie inférieure
over-final-score = Score final

over-ranking = Classement
over-last-ranking = Classement de la dernière partie
over-last-game = Dernière partie

over-place = { $place ->
        [1] 1er
       *[other] { $place }e
    }

over-standings = Classement après { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    } sur { $games }

over-col-player = Joueur
over-col-wins = Victoires
over-col-points = Points

over-session-winner = { $name ->
        [You] Tu remportes la session : { $wins ->
            [one] { $wins } victoire
           *[other] { $wins } victoires
        } sur { $games } parties, { $points } points.
       *[other] { $name } remporte la session : { $wins ->
            [one] { $wins } victoire
           *[other] { $wins } victoires
        } sur { $games } parties, { $points } points.
    }

over-session-shared = { $names } se partagent la session : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } chacun sur { $games } parties, { $points } points chacun.

over-game-winner = { $name ->
        [You] Tu as gagné !
       *[other] { $name } gagne !
    }
over-game-shared = { $names } se partagent la victoire !

over-names-pair = { $first } et { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Classement par parties gagnées ; à égalité de victoires, par points sur l’ensemble des parties.
over-tie-rule-points = Classement par parties gagnées ; à égalité de victoires, par points sur l’ensemble des parties. La première place s’est jouée aux points.

over-personal-best = { $name ->
        [You] Nouveau record personnel : { $score } (précédent : { $was }) !
       *[other] Nouveau record personnel pour { $name } : { $score } (précédent : { $was }) !
    }

over-enters-records = { $name ->
        [You] Avec { $score } points, tu es n° { $place } de tes propres meilleurs scores de { $game }.
       *[other] Avec { $score } points, { $name } est n° { $place } de vos propres meilleurs scores de { $game }.
    }

over-news-placed = { $place } sur { $players }. { $news }

over-next-game = Partie suivante ({ $game } sur { $games })

over-rematch = Revanche
over-new-table = Nouvelle table
over-new-game = Nouvelle partie
over-review = Analyser cette partie

end-seed-entered = Ces dés ont été lancés à la table et saisis à la main : cette partie n’a pas de numéro, donc aucun lien ne peut la redistribuer. Ses décisions restent disponibles pour l’analyse.
end-seed-link = Ces dés sont ceux de { $link } : ce lien les redistribue.
end-seed-link-words = la partie n° { $seed }
end-seed-share = Partie n° { $seed } — partage l’adresse de cette page pour rejouer ces dés.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Certains éléments sauvegardés n’ont pas pu être lus et ont été mis de côté : { $items }. La liste telle qu’elle était est conservée sous « { $key } » ; rien d’autre n’a été modifié.
saved-item = { $what } nº { $number } ({ $detail })
saved-items-more = { $count } de plus
stored-record = record
stored-finished-game = partie terminée

saved-moved-aside = Certaines données sauvegardées n’ont pas pu être lues et repartent de zéro : { $data }. Rien d’autre n’a été modifié.
saved-moved = { $what } (copie conservée sous « { $key } »)
stored-table-rules = règles de table
stored-records = records
stored-finished-games = parties terminées
stored-coach-settings = réglages du coach
stored-bot-speed = vitesse des bots
stored-feel = réglages du son et des vibrations
