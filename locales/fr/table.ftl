### Les mots de l’écran de jeu : chargés avant l’affichage de la table.

language-menu = Langue

language-unavailable = { $language } ne peut pas être chargé sans connexion : la page reste dans cette langue.

## Les jeux.

game-classic = Yahtzee classique
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## Les cases des feuilles de score, telles que les joueurs français les nomment.

box-ones = As
box-twos = Deux
box-threes = Trois
box-fours = Quatre
box-fives = Cinq
box-sixes = Six
box-sevens = Sept
box-one-pair = Paire
box-two-pairs = Double paire
box-three-of-a-kind = Brelan
box-four-of-a-kind = Carré
box-full-house = Full
box-small-straight = Petite suite
box-large-straight = Grande suite
# Les suites du Yacht : 1-2-3-4-5 et 2-3-4-5-6.
box-little-straight = Petite suite
box-big-straight = Grande suite
# La suite de cinq du Tricolor (Kismet).
box-straight = Suite
box-chance = Chance
# La case Chance du Yacht (Choice).
box-choice = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
box-kismet = Kismet
# Tricolor : les cinq dés d’une même couleur (terme de poker).
box-flush = Couleur
box-two-pair-same-colour = Deux paires de même couleur
box-full-house-same-colour = Full de même couleur
box-three-pairs = Triple paire
box-five-of-a-kind = Quinte
box-full-straight = Suite complète
box-villa = Villa
box-tower = Tour
box-maxi-yatzy = Maxi Yatzy

## Les règles du Joker qu’une table peut appliquer.

joker-forced = Joker imposé (officiel)
joker-free-choice = Joker au choix
joker-none = Sans Joker
