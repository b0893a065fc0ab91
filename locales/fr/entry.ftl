### La saisie de vrais dés et le guide de première visite.

## Saisir de vrais dés : après avoir lancé des dés physiques, le joueur touche chaque dé et sa
## valeur, ou tape les valeurs.

entry-instructions-touch = { $title } : lance les dés, puis touche chaque dé et sa valeur, ou tape-les

entry-instructions-mouse = { $title } : lance les dés, puis clique sur chaque dé et sa valeur, ou tape-les

# La touche Entrée.
entry-field-all = Ou tape toutes les valeurs, puis Entrée

entry-field-one = Ou tape la valeur du dé relancé (ou les { $dice }), puis Entrée

entry-field-some = Ou tape les { $count } valeurs relancées (ou les { $dice }), puis Entrée

entry-placeholder = 3 3 5 1 6 2

# Un dé, nommé dans les libellés ci-dessous (« Valeur du dé 3 »).
entry-die = dé { $number }

entry-die-marked = dé marqué { $number }

entry-not-entered = non saisi

entry-slot = { $title }, { $die } : { $face }

entry-slot-held = { $title }, { $die } : { $face }, gardé

entry-face-button = Le dé { $die } montre { $face }

entry-face-group = Valeur du { $die }

entry-correct-die = Corriger le { $die }

entry-correct-summary = Erreur de saisie ? Corrige un dé
entry-correct-group = Corriger les dés saisis

entry-no-rolls-left = Plus aucun lancer : choisis une case.

## Le guide de première visite : trois étapes (lancer, garder, marquer) à côté des dés.

guide-heading = Première visite ? Étape { $step } sur { $steps } : { $step ->
        [1] Lancer
        [2] Garder
       *[other] Marquer
    }

# « Lancer » est le bouton Lancer.
guide-roll-touch = Touche Lancer pour jeter les dés. Tu as jusqu’à trois lancers par tour.
guide-roll-mouse = Clique sur Lancer (ou appuie sur la touche R) pour jeter les dés. Tu as jusqu’à trois lancers par tour.
guide-hold-touch = Touche les dés que tu veux garder : ils restent en place pendant que tu relances les autres.
guide-hold-mouse = Clique sur les dés que tu veux garder (ou appuie sur 1 à { $dice }) : ils restent en place pendant que tu relances les autres.
guide-roll-real = Lance les dés sur la table, puis saisis-les ici : touche chaque dé et sa face, ou tape les faces.
guide-hold-real = Touche les dés que tu gardes, relance les autres sur la table et saisis seulement ceux-là.
guide-score = Quand les dés te plaisent, ou qu’il ne te reste plus de lancer, choisis une case sur la feuille de score : elle indique ce que chaque case rapporterait. Chaque case se remplit une seule fois ; le plus gros total gagne.
guide-skip = Passer le guide

entry-title = Saisir le lancer { $roll } sur { $rolls }
