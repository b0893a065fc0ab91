### Las palabras de la pantalla de juego: se cargan antes de dibujar la mesa.

language-menu = Idioma

language-unavailable = { $language } no se puede cargar sin conexión: la página sigue en este idioma.

## Los juegos.

game-classic = Yahtzee clásico
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## Las casillas de las hojas.

box-ones = Unos
box-twos = Doses
box-threes = Treses
box-fours = Cuatros
box-fives = Cincos
box-sixes = Seises
box-sevens = Sietes
box-one-pair = Pareja
box-two-pairs = Doble pareja
box-three-of-a-kind = Trío
box-four-of-a-kind = Póker
box-full-house = Full
box-small-straight = Escalera pequeña
box-large-straight = Escalera grande
# Escaleras de Yacht: 1-2-3-4-5 y 2-3-4-5-6.
box-little-straight = Escalera pequeña
box-big-straight = Escalera grande
# Escalera de cinco de Tricolor (Kismet).
box-straight = Escalera
box-chance = Azar
# Casilla de azar de Yacht.
box-choice = Azar
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
box-kismet = Kismet
box-flush = Color
box-two-pair-same-colour = Doble pareja del mismo color
box-full-house-same-colour = Full del mismo color
box-three-pairs = Tres parejas
box-five-of-a-kind = Repóker
box-full-straight = Escalera completa
box-villa = Villa
box-tower = Torre
box-maxi-yatzy = Maxi Yatzy

## Las reglas del comodín.

joker-forced = Comodín obligatorio (oficial)
joker-free-choice = Comodín libre
joker-none = Sin comodín
