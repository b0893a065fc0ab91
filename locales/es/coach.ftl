### Los paneles del entrenador y su revisión de una partida terminada.

# Un número solo (en una celda de tabla). No hay nada que traducir.
number-alone = { $value }

## El panel de pista junto a los dados: la mejor jugada para los dados de la mesa.

hint-title = Pista
hint-close = Cerrar la pista
hint-roll-first = Tira primero: el entrenador aconseja cuando los dados están en la mesa.

hint-best = Mejor: { $action }
hint-aims = Apunta a: { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = otras { $percent } %
hint-why = Por qué: { $reasons }.
hint-why-points = { $box } da { $points } ahora, { $other } { $against }
hint-why-later = dejar { $box } libre vale unos { $worth } más adelante, { $other } { $against }
hint-why-bonus = la bonificación de arriba { $before } % al empezar este turno, { $after } % tras { $box }, { $against } % tras { $other }
hint-to-win = Para ganar: { $action }, { $percent } %
hint-for-points = Para puntos: { $action }, { $percent } %
hint-to-win-move = Para ganar: { $action }
hint-for-points-move = Para puntos: { $action }
hint-no-win = Ya ninguna jugada puede ganar esta partida.

hint-expected = — puntuación final esperada: { $score }

hint-other-moves = Otras jugadas

hint-loss = −{ $points }

hint-preparing = Preparando el entrenador… { $percent } %

hint-preparation = Preparación del entrenador
hint-unavailable = El entrenador no puede funcionar en este navegador.
hint-thinking = Pensando…

## El panel de la probabilidad de ganar de cada jugador.

odds-title = Probabilidad de ganar
odds-close = Cerrar las probabilidades

odds-expected = esperado { $score }

odds-chance = { $percent } %

odds-explained = A partir de la puntuación de cada jugador hasta ahora, de los puntos que cabe esperar de las casillas restantes (juego óptimo para una persona, el nivel propio del bot para un bot) y de una dispersión que se reduce a medida que se llena la hoja.
odds-working = Calculando…
odds-unavailable = No hay probabilidades de ganar en este juego: se calculan con el juego perfecto, y su entrenador es fuerte, no perfecto.

## La revisión de una partida terminada: cada decisión frente a la mejor.

review-title = Revisión: { $game }
review-working = Revisando cada decisión…
review-strong = Cada decisión se compara con el juego fuerte del entrenador, no con el juego perfecto: sus jugadas logran el { $share } % de la media del juego perfecto.
review-close = Cerrar

review-player-number = Jugador { $number }

# Una jugada, tras «eligió» y «lo mejor era»: anotar una casilla.
review-move-score = anotar { $points } en { $box }

review-move-score-wild = contar el dado comodín como { $face } y anotar { $points } en { $box }

review-move-reroll = volver a tirarlos todos

review-move-keep = guardar { $dice }

review-move-keep-marked = guardar { $dice } (con el dado marcado)

review-place-score = Turno { $turn }, casilla:

review-place-keep = Turno { $turn }, tras la tirada { $roll }:

review-choice = dados { $dice }; { $who ->
        [you] elegiste
       *[player] { $name } eligió
    } { $action }

review-best-was = ; lo mejor era { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % de probabilidad de ganar)

review-best-move = — la mejor jugada

## El resumen de la revisión.

review-players-caption = Las decisiones de cada jugador frente a las mejores
review-col-player = Jugador
review-col-decisions = Decisiones
review-col-lost = Puntos perdidos
review-col-per-decision = Por decisión
review-col-play = Nivel

review-expert-note = Menos de { $threshold } puntos por decisión es juego de experto.

review-turns-of = Turnos de
review-every-player = todos los jugadores

review-summary = { $decisions ->
        [one] 1 decisión
       *[other] { $decisions } decisiones
    }, { $total } puntos perdidos en total, { $mean } por decisión:

review-summary-end = (menos de { $threshold } por decisión es juego de experto).

review-largest-mistakes = Mayores errores
review-no-mistakes = Ninguno: todas las decisiones fueron las mejores.
review-show-all = Ver los { $count } errores
review-show-fewer = Ver los cinco mayores
review-why-keep = Lo que guardaste apuntaba a { $chosen }; lo mejor, a { $best }.
review-why-keep-chosen = Lo que guardaste apuntaba a { $chosen }.
review-why-keep-best = Lo mejor para guardar apuntaba a { $best }.
review-why-wild = Contado como { $best }, el dado comodín anota { $points } en { $box }; como { $chosen }, { $other }.
review-why-win-behind = { $who } iba { $gap ->
        [one] { $gap } punto
       *[other] { $gap } puntos
    } por detrás de { $other }, a falta de { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }: la mejor jugada daba un { $best } % de probabilidad de ganar; esta, un { $chosen } %.
review-why-win-ahead = { $who } iba { $gap ->
        [one] { $gap } punto
       *[other] { $gap } puntos
    } por delante de { $other }, a falta de { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }: la mejor jugada daba un { $best } % de probabilidad de ganar; esta, un { $chosen } %.
review-to-win-heading = Lo más caro para ganar
review-to-win-none = Ninguna: en los cuatro últimos turnos cada decisión mantuvo la mejor probabilidad de ganar.

review-turn-of = { $who ->
        [you] Turno { $turn } de { $turns }
       *[player] { $name }, turno { $turn } de { $turns }
    }

review-previous-turn = Turno anterior
review-next-turn = Turno siguiente

level-expert = Experto
level-advanced = Avanzado
level-intermediate = Intermedio
level-novice = Novato
level-beginner = Principiante
hint-explain = Promedios para el resto de la partida: la puntuación final esperada si cada jugada es la mejor; un número negativo, lo que una jugada regala.
hint-explain-strong = Juego fuerte, no perfecto: el { $share } % de la media del juego perfecto. { $worth ->
    [0] Los números son los puntos esperados desde aquí; un número negativo, lo que una jugada regala.
   *[other] Los números son los puntos esperados desde aquí, cada tirada guardada cuenta { $worth }; un número negativo, lo que una jugada regala.
}
help-coach-heading = Los números del entrenador
help-coach-expected = Puntuación final esperada: los puntos con los que termina esta partida en promedio si cada jugada desde aquí es la mejor.
help-coach-loss = Un número negativo junto a una jugada, como −1,43: los puntos que esa jugada regala frente a la mejor, en promedio durante el resto de la partida.
help-coach-aims = Apunta a: con qué frecuencia el turno termina en cada casilla si se guardan esos dados y el resto del turno se juega como aconseja el entrenador.
help-coach-why = Por qué: para una anotación, lo que dan ahora ella y la siguiente mejor casilla, lo que vale más adelante la casilla que cada una deja libre y la probabilidad de la bonificación de arriba, a partir de unos cientos de partidas jugadas hasta el final como juega el entrenador: valores cercanos, no exactos.
# En la ayuda: qué es la práctica.
help-coach-practice = Práctica: en el diálogo del entrenador, «Practicar tus errores» vuelve a plantear las jugadas que más te costaron en las partidas que revisaste. Una posición bien resuelta vuelve más adelante; una mal resuelta, antes.
