### Les règles de chaque jeu, dans l’aide et sous le choix du jeu dans la fenêtre Nouvelle table.

rules-sentences = { $first } { $second }

## Chaque jeu en un paragraphe : ses dés, ses lancers, ses cases et sa prime.

rules-summary-classic = Cinq dés à six faces, jusqu’à trois lancers par tour, treize cases. 63 points ou plus dans la partie supérieure rapportent 35 points de plus.
rules-summary-lucky7 = Cinq dés à sept faces, jusqu’à trois lancers par tour, quatorze cases. Le premier dé est marqué : quand il montre son 7, ce 7 est un joker et vaut la valeur de 1 à 7 que tu choisis avant de marquer. 84 points ou plus dans la partie supérieure rapportent 46 points de plus.
legend-wild = Dé marqué : son { $face } est un joker et vaut le nombre de 1 à { $face } de ton choix.
rules-summary-tricolor = Le jeu connu sous le nom de Kismet. Cinq dés à six faces colorées : 1 et 6 blancs, 2 et 5 rouges, 3 et 4 verts. Jusqu’à trois lancers par tour, quinze cases, dont certaines demandent des dés d’une même couleur. La prime augmente avec le total de la partie supérieure : 35 à partir de 63, 55 à partir de 71, 75 à partir de 78.
rules-summary-yacht = Le jeu du domaine public dont est issu le Yahtzee. Cinq dés à six faces, jusqu’à trois lancers par tour, douze cases, et aucun bonus d’aucune sorte.
rules-summary-yatzy = Le jeu scandinave. Cinq dés à six faces, jusqu’à trois lancers par tour, quinze cases. 63 points ou plus dans la partie supérieure rapportent 50 points de plus. Les cases du bas ne comptent en général que les dés qui les forment : la Paire compte la paire la plus haute, la Double paire les quatre dés de deux paires différentes. Un Yatzy rapporte 50 une seule fois : pas de Joker ni de bonus pour un Yatzy supplémentaire.
rules-summary-maxi = La grande sœur du Yatzy, selon la feuille suédoise (maxiyatzy.com). Six dés à six faces, jusqu’à trois lancers par tour, vingt cases. Les lancers qu’un tour n’utilise pas sont gardés pour les tours suivants, comme quatrième lancer ou plus quand il le faut. 84 points ou plus dans la partie supérieure rapportent 100 points de plus. Comme au Yatzy, les cases du bas ne comptent en général que les dés qui les forment, et un Maxi Yatzy, six dés identiques, rapporte 100 une seule fois.

## La phrase qui suit le paragraphe, sur un nouveau cinq identiques : avec le bonus (règle
## officielle) ou sans (règle de table).

rules-bonus-yahtzee = Chaque Yahtzee supplémentaire rapporte 100 tant que la case Yahtzee contient 50.
rules-no-bonus-yahtzee = À cette table, un Yahtzee supplémentaire ne rapporte aucun bonus.
rules-bonus-kismet = Chaque Kismet supplémentaire rapporte 100 tant que la case Kismet contient son score.
rules-no-bonus-kismet = À cette table, un Kismet supplémentaire ne rapporte aucun bonus.

## Notes sous les règles d’un jeu dans l’aide : les points que sa règle d’origine laisse ouverts.

rules-lucky7-wild-until-chosen = Tant que tu n’as pas choisi de valeur pour le 7 joker, il compte comme 7. Garder le dé marqué conserve la valeur choisie ; le relancer l’efface.
rules-lucky7-wild-everywhere = Le dé joker compte comme la valeur choisie dans toutes les cases : les cases du haut, le Brelan et le Carré, les suites, le Yahtzee et la Chance.
rules-lucky7-straights = Les suites peuvent utiliser toutes les valeurs de 1 à 7 : une Petite suite est n’importe quelle série de quatre (de 1-2-3-4 à 4-5-6-7), une Grande suite n’importe quelle série de cinq (1-2-3-4-5, 2-3-4-5-6 ou 3-4-5-6-7).
rules-lucky7-as-classic = La partie inférieure est comme au Yahtzee classique, donc le bonus Yahtzee et la règle du Joker sont les mêmes : un Yahtzee supplémentaire (le dé joker compté à la valeur choisie) rapporte 100 tant que la case Yahtzee contient 50, et se place selon la règle du Joker en vigueur.

rules-tricolor-kismet = Tricolor suit les règles publiées du Kismet.
rules-tricolor-two-pair-same-colour = Deux paires de même couleur demande deux paires dont les quatre dés ont la même couleur, comme 2-2-5-5, 1-1-6-6 ou 4-4-4-3-3. Comme au Kismet, un carré compte comme deux paires (cinq dés identiques aussi), et le cinquième dé peut être de n’importe quelle couleur.
rules-tricolor-no-joker = Il n’y a pas de Joker, comme au Kismet : un Kismet ne marque que dans les cases auxquelles ses dés correspondent vraiment (la Suite et, sauf règle maison, les deux Full ne marquent rien).
rules-tricolor-bonus = Le bonus de 100 pour chaque Kismet supplémentaire n’est accordé que si la case Kismet contient un score, comme au Yahtzee classique : une case Kismet remplie avec 0 ne donne aucun bonus.
rules-tricolor-full-house = Comme au Yahtzee classique, cinq dés identiques ne forment pas un Full, sauf avec la règle maison ; celle-ci vaut aussi pour le Full de même couleur.

rules-yacht-no-bonus = Il n’y a ni prime pour la partie supérieure, ni bonus pour un Yacht supplémentaire, ni Joker : chaque case ne marque que ce que les dés montrent vraiment, donc les options Joker et bonus Yahtzee ne changent rien.
rules-yacht-four-of-a-kind = Le Carré ne compte que les quatre dés identiques : 6-6-6-6-2 marque 24, et cinq dés identiques marquent quatre de leurs dés.
rules-yacht-full-house = Cinq dés identiques ne forment pas un Full, sauf avec la règle maison.

rules-yatzy-any-box = Tu peux choisir n’importe quelle case libre ; des dés qui ne lui correspondent pas y marquent 0.
rules-yatzy-two-pairs = La Double paire demande deux valeurs différentes : 4-4-4-4-2 n’est pas une Double paire, sauf avec la règle maison sur le carré (elle marque alors les quatre dés identiques), et une seule paire ne l’est jamais.
rules-yatzy-full-house = Un Full contient deux paires : 3-3-3-5-5 marque 16 en Double paire.
rules-yatzy-straights = La Petite suite est exactement 1-2-3-4-5 (15 points), la Grande suite exactement 2-3-4-5-6 (20).
rules-yatzy-house-rules = Règles maison, chacune désactivée sauf si la table la choisit : un carré compte comme une Double paire ; cinq dés identiques comptent comme un Full ; les cases se remplissent dans l’ordre, de haut en bas.

rules-maxi-kinds = Double paire, Triple paire, Full, Villa et Tour demandent des valeurs différentes : 6-6-6-6-2-2 est une Tour (28) mais pas une Triple paire, et six dés identiques ne sont rien de tout cela.
rules-maxi-straights = La Petite suite est 1-2-3-4-5 (15 points) et la Grande suite 2-3-4-5-6 (20), quel que soit le sixième dé ; la Suite complète est les six valeurs (21).
rules-maxi-house-rules = Règles de table, chacune désactivée sauf si la table la choisit : 50 points à 75 dans la partie supérieure, comme sur certaines feuilles, au lieu de 100 à 84 ; pas de lancers gardés, trois lancers par tour et pas plus ; un carré compte comme une Double paire.

box-help-face = La somme des dés qui montrent { $face }.
box-help = { $needs } : { $scores }.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Deux
        [3] Trois
        [4] Quatre
        [5] Cinq
       *[other] { $count }
    } dés identiques
   *[other] Au moins { $count ->
        [2] deux
        [3] trois
        [4] quatre
       *[other] { $count }
    } dés identiques
}
box-needs-all-alike = Les { $dice ->
    [6] six
   *[other] cinq
} dés identiques
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
box-needs-three-pairs = Trois paires de valeurs différentes
box-needs-kinds = { $big ->
    [3] Trois
    [4] Quatre
   *[other] { $big }
} dés d’une valeur et { $small ->
    [2] deux
    [3] trois
   *[other] { $small }
} d’une autre
box-needs-two-pair-same-colour = Deux paires d’une même couleur (1 et 6 blancs, 2 et 5 rouges, 3 et 4 verts), carré compris
box-needs-flush = Les cinq dés de la même couleur
box-needs-full-house-same-colour = Un full entièrement d’une même couleur
box-needs-any = N’importe quels dés
box-scores-total = la somme des { $dice ->
    [6] six
   *[other] cinq
} dés
box-scores-total-plus = la somme des { $dice ->
    [6] six
   *[other] cinq
} dés plus { $bonus }
box-scores-fixed = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
box-scores-alike = { $count ->
    [2] la somme de la paire la plus haute seulement
    [3] la somme de ces trois dés seulement
    [4] la somme de ces quatre dés seulement
    [5] la somme de ces cinq dés seulement
   *[other] la somme de ces { $count } dés seulement
}
box-scores-two-pairs = la somme de ces quatre dés
