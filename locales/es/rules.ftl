### Las reglas de cada juego, en la ayuda y bajo la elección de juego del diálogo Nueva mesa.

rules-sentences = { $first } { $second }

## Cada juego en un párrafo: sus dados, tiradas, casillas y bonificación superior.

rules-summary-classic = Cinco dados de seis caras, hasta tres tiradas por turno, trece casillas. Con 63 o más en la sección superior ganas 35 puntos más.
rules-summary-lucky7 = Cinco dados de siete caras, hasta tres tiradas por turno, catorce casillas. El primer dado está marcado: cuando saca su 7, ese 7 es comodín y vale el número del 1 al 7 que elijas antes de anotar. Con 84 o más en la sección superior ganas 46 puntos más.
legend-wild = Dado marcado: su { $face } es comodín y vale el número del 1 al { $face } que elijas.
rules-summary-tricolor = El juego conocido como Kismet. Cinco dados de seis caras con las caras de colores: 1 y 6 blancos, 2 y 5 rojos, 3 y 4 verdes. Hasta tres tiradas por turno, quince casillas, algunas de las cuales piden dados de un solo color. La bonificación superior crece con el total superior: 35 desde 63, 55 desde 71, 75 desde 78.
rules-summary-yacht = El juego de dominio público del que nació Yahtzee. Cinco dados de seis caras, hasta tres tiradas por turno, doce casillas y ninguna bonificación.
rules-summary-yatzy = El juego escandinavo. Cinco dados de seis caras, hasta tres tiradas por turno, quince casillas. Con 63 o más en la sección superior ganas 50 puntos más. Las casillas inferiores suelen sumar solo los dados que las forman: Pareja, la pareja más alta; Doble pareja, los cuatro dados de dos parejas distintas. Un Yatzy vale 50 una sola vez: no hay comodín ni bonificación por otro Yatzy.
rules-summary-maxi = La hermana mayor de Yatzy, según la hoja sueca (maxiyatzy.com). Seis dados de seis caras, hasta tres tiradas por turno, veinte casillas. Las tiradas que un turno no usa se guardan para turnos posteriores, como una cuarta tirada o más cuando hagan falta. Con 84 o más en la sección superior ganas 100 puntos más. Como en Yatzy, las casillas inferiores suelen sumar solo los dados que las forman, y un Maxi Yatzy, seis iguales, vale 100 una sola vez.

## La frase tras el párrafo sobre un nuevo repóker, según la mesa: con bonificación (regla
## oficial) o sin ella (regla de la mesa).

rules-bonus-yahtzee = Cada Yahtzee adicional gana 100 mientras la casilla Yahtzee tenga 50.
rules-no-bonus-yahtzee = En esta mesa, un Yahtzee adicional no da bonificación.
rules-bonus-kismet = Cada Kismet adicional gana 100 mientras la casilla Kismet tenga su puntuación.
rules-no-bonus-kismet = En esta mesa, un Kismet adicional no da bonificación.

## Notas bajo las reglas de un juego en la ayuda: decisiones que su reglamento (su «semilla»)
## deja abiertas, una frase cada una.

rules-lucky7-wild-until-chosen = Hasta que elijas un número para el 7 comodín, vale 7. Si guardas el dado marcado, conserva el número elegido; si lo vuelves a tirar, se borra.
rules-lucky7-wild-everywhere = El dado comodín vale el número elegido en todas las casillas: las superiores, el Trío y el Póker, las escaleras, el Yahtzee y el Azar.
rules-lucky7-straights = Las escaleras pueden usar cualquier número del 1 al 7: una Escalera pequeña es cualquier serie de cuatro seguidos (de 1-2-3-4 a 4-5-6-7), una Escalera grande cualquier serie de cinco (1-2-3-4-5, 2-3-4-5-6 o 3-4-5-6-7).
rules-lucky7-as-classic = La sección inferior es como en el Clásico, así que la bonificación Yahtzee y la regla del comodín son las del Clásico: un Yahtzee adicional, con el dado comodín contado como se eligió, gana 100 mientras la casilla Yahtzee tenga 50 y se coloca según la regla del comodín vigente.

rules-tricolor-kismet = Tricolor sigue las reglas publicadas de Kismet.
rules-tricolor-two-pair-same-colour = Doble pareja del mismo color pide dos parejas cuyos cuatro dados sean de un mismo color, como 2-2-5-5, 1-1-6-6 o 4-4-4-3-3. Como en Kismet, un póker cuenta como dos parejas (y también un repóker), y el quinto dado puede ser de cualquier color.
rules-tricolor-no-joker = No hay comodín, como en Kismet: un Kismet solo puntúa en las casillas a las que sus dados se ajustan de verdad (la Escalera y, salvo que la regla de la casa esté activada, los dos Full no puntúan).
rules-tricolor-bonus = La bonificación de 100 por cada Kismet adicional solo se gana mientras la casilla Kismet tenga puntuación, como en el Clásico: una casilla Kismet anotada con 0 no da bonificación.
rules-tricolor-full-house = Como en el Clásico, un repóker no es un full salvo que la regla de la casa esté activada; esa regla también lo cuenta para Full del mismo color.

rules-yacht-no-bonus = No hay bonificación superior, ni bonificación por más Yachts, ni comodín: cada casilla puntúa solo lo que muestran los dados, así que las opciones de comodín y de bonificación Yahtzee no cambian nada.
rules-yacht-four-of-a-kind = Póker suma solo los cuatro dados iguales: 6-6-6-6-2 vale 24, y un repóker suma cuatro de sus dados.
rules-yacht-full-house = Un repóker no es un Full salvo que la regla de la casa esté activada.

rules-yatzy-any-box = Puedes elegir cualquier casilla libre; los dados que no encajan en ella valen 0 allí.
rules-yatzy-two-pairs = Doble pareja pide dos caras distintas: 4-4-4-4-2 no es Doble pareja salvo que esté activada la regla de la casa sobre el póker (entonces suma los cuatro iguales), y una sola pareja nunca lo es.
rules-yatzy-full-house = Un full contiene dos parejas: 3-3-3-5-5 vale 16 en Doble pareja.
rules-yatzy-straights = La Escalera pequeña es exactamente 1-2-3-4-5 (15 puntos) y la Escalera grande exactamente 2-3-4-5-6 (20).
rules-yatzy-house-rules = Reglas de la casa, todas desactivadas salvo que la mesa las elija: un póker cuenta como Doble pareja; un repóker cuenta como Full; las casillas se rellenan en orden, de arriba abajo.

rules-maxi-kinds = Doble pareja, Tres parejas, Full, Villa y Torre necesitan números distintos: 6-6-6-6-2-2 es una Torre (28) pero no Tres parejas, y seis iguales no es ninguna de ellas.
rules-maxi-straights = La Escalera pequeña es 1-2-3-4-5 (15 puntos) y la Escalera grande 2-3-4-5-6 (20), muestre lo que muestre el sexto dado; la Escalera completa son los seis números (21).
rules-maxi-house-rules = Reglas de la mesa, todas desactivadas salvo que la mesa las elija: 50 puntos con 75 en la sección superior, como dan algunas hojas, en lugar de 100 con 84; sin tiradas guardadas, tres tiradas por turno y no más; un póker cuenta como Doble pareja.

# Una casilla superior (Unos a Seises, Sietes de Lucky7).
box-help-face = La suma de los dados que muestran { $face }.
# Frase de una casilla inferior: lo que deben mostrar los dados y lo que puntúa.
box-help = { $needs }: { $scores }.
# Trío, Póker, Pareja.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Dos
        [3] Tres
        [4] Cuatro
        [5] Cinco
       *[other] { $count }
    } dados iguales
   *[other] Al menos { $count ->
        [2] dos
        [3] tres
        [4] cuatro
       *[other] { $count }
    } dados iguales
}
# Yahtzee, Yacht, Yatzy, Kismet: repóker.
box-needs-all-alike = Los { $dice ->
    [6] seis
   *[other] cinco
} dados iguales
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
box-needs-three-pairs = Tres parejas de números distintos
box-needs-kinds = { $big ->
    [3] Tres
    [4] Cuatro
   *[other] { $big }
} de un número y { $small ->
    [2] dos
    [3] tres
   *[other] { $small }
} de otro
# Doble pareja del mismo color de Tricolor.
box-needs-two-pair-same-colour = Dos parejas de un mismo color (1 y 6 blancos, 2 y 5 rojos, 3 y 4 verdes), póker incluido
# Color de Tricolor.
box-needs-flush = Los cinco dados de un mismo color
# Full del mismo color de Tricolor.
box-needs-full-house-same-colour = Un full todo de un mismo color
# Azar.
box-needs-any = Cualquier combinación
box-scores-total = la suma de los { $dice ->
    [6] seis
   *[other] cinco
} dados
box-scores-total-plus = la suma de los { $dice ->
    [6] seis
   *[other] cinco
} dados más { $bonus }
box-scores-fixed = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
box-scores-alike = { $count ->
    [2] solo la suma de la pareja más alta
    [3] solo la suma de esos tres dados
    [4] solo la suma de esos cuatro dados
    [5] solo la suma de esos cinco dados
   *[other] solo la suma de esos { $count } dados
}
box-scores-two-pairs = la suma de esos cuatro dados
