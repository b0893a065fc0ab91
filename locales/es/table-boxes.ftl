### Lo que puntúa cada casilla de una hoja, una frase por casilla: en la tabla de casillas de la
### ayuda y en los títulos de las filas de la hoja.

# Una casilla superior (Unos a Seises, Sietes de Lucky7).
box-help-face = La suma de los dados que muestran { $face }.

# Frase de una casilla inferior: lo que deben mostrar los dados y lo que puntúa.
box-help = { $needs }: { $scores }.

## Lo que deben mostrar los dados. Cada uno empieza la frase (con mayúscula).

# Trío, Póker, Pareja.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Dos
        [3] Tres
        [4] Cuatro
       *[other] { $count }
    } dados iguales
   *[other] Al menos { $count ->
        [2] dos
        [3] tres
        [4] cuatro
       *[other] { $count }
    } dados iguales
}

# Yahtzee, Yacht, Yatzy, YachtC: repóker.
box-needs-all-alike = Los cinco dados iguales

# Full.
box-needs-full-house = Tres de un número y dos de otro

# Una escalera de 4 o 5 números.
box-needs-straight = { $length ->
    [4] Cuatro
    [5] Cinco
   *[other] { $length }
} números seguidos ({ $runs })

# Las escaleras que cuentan.
box-runs = { $count ->
    [2] { $first } o { $last }
    [3] { $first }, { $second } o { $last }
   *[other] de { $first } a { $last }
}

# Doble pareja de Yatzy.
box-needs-two-pairs = Dos parejas de números distintos

# Doble pareja del mismo color de Tricolor.
box-needs-two-pair-same-colour = Dos parejas de un mismo color (1 y 6 blancos, 2 y 5 rojos, 3 y 4 verdes), póker incluido

# Color de Tricolor.
box-needs-flush = Los cinco dados de un mismo color

# Full del mismo color de Tricolor.
box-needs-full-house-same-colour = Un full todo de un mismo color

# Azar.
box-needs-any = Cualquier combinación

## Lo que puntúa una casilla. Va tras los dos puntos de box-help (en minúscula).

box-scores-total = la suma de los cinco dados

box-scores-total-plus = la suma de los cinco dados más { $bonus }

box-scores-fixed = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

box-scores-alike = { $count ->
    [2] solo la suma de la pareja más alta
    [3] solo la suma de esos tres dados
    [4] solo la suma de esos cuatro dados
   *[other] solo la suma de esos { $count } dados
}

box-scores-two-pairs = la suma de esos cuatro dados
