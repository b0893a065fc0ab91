### La pantalla de juego: la cabecera, los dados, la hoja de puntuación, el pie de página.

## La cabecera.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total } pts
bar-total-player = { $name }: { $total } pts
# Botones de la cabecera. Sus teclas (H, U, ?) no cambian.
bar-hint = Pista
bar-coach = Entrenador
bar-new-table = Nueva mesa
bar-records = Récords
bar-help = Ayuda
bar-menu = Menú
bar-undo = Deshacer
bar-undo-title = Deshacer { $target }

## Paneles y avisos.

loading = Cargando…
loading-cancel = Cancelar

## Los dados.

tray-label = Dados
tray-dice-label = Dados: pulsa del 1 al 5 para guardarlos
tray-game-over = Fin de la partida
tray-turn = Turno { $round } de { $rounds }: tira los dados
tray-turn-entered = Turno { $round } de { $rounds }: tira los dados e introdúcelos
tray-roll-status = Tirada { $roll } de { $rolls }
tray-saved = { $status } · { $saved ->
    [one] { $saved } guardada
   *[other] { $saved } guardadas
}
tray-saved-roll = Tirada guardada { $roll } de { $rolls }
# Botón Tirar (su tecla R sigue siendo R).
tray-roll = { $left ->
    [one] Tirar (queda { $left })
   *[other] Tirar (quedan { $left })
}
tray-roll-again = { $left ->
    [one] Tirar otra vez (queda { $left })
   *[other] Tirar otra vez (quedan { $left })
}
tray-all-held = Todos los dados están guardados: suelta uno para tirar.
tray-choose-box = Elige una casilla en la hoja.
# Lucky7: botones que dan valor al dado comodín.
tray-wild-label = Contar el dado comodín como
tray-wild-prefix = El comodín vale:
tray-wild-value = El dado comodín vale { $value }
bot-name = { $level ->
    [beginner] Bot principiante
    [casual] Bot aficionado
    [tactician] Bot estratega
   *[expert] Bot experto
}
bot-name-numbered = { $level ->
    [beginner] Bot principiante { $number }
    [casual] Bot aficionado { $number }
    [tactician] Bot estratega { $number }
   *[expert] Bot experto { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] bot principiante
    [casual] bot aficionado
    [tactician] bot estratega
   *[expert] bot experto
})
tray-odds = Probabilidad de ganar

## Un dado: su nombre accesible, por partes («Dado 2: 5 rojo, comodín como 3, guardado»).

die-label = Dado { $die }: { $face }
die-label-blank = Dado { $die }: sin tirar
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, comodín
die-label-wild-as = { $label }, comodín como { $value }
die-label-marked = { $label }, marcado
die-label-held = { $label }, guardado
# Etiqueta de un dado guardado, en versalitas (corta: cabe bajo un dado de 54 px).
die-held-tag = FIJO

## Colores de Tricolor: nombres y letra en los dados y en la leyenda (una letra cada uno, las
## tres distintas).

colour-white = blanco
colour-red = rojo
colour-green = verde
colour-letter-white = B
colour-letter-red = R
colour-letter-green = V

## La hoja de puntuación.

sheet-label = Hoja de puntuación
sheet-caption = Hoja de { $game }
sheet-coach-off = Entrenador desactivado hasta el final de la partida
sheet-box-column = Casilla
sheet-score-column = Puntos
sheet-player = Jugador { $player }
sheet-upper-subtotal = Subtotal
sheet-upper-bonus = Bonificación
sheet-lower-total = Total inferior
sheet-total = Total
# Fila de lo que le falta a cada jugador para la bonificación superior.
sheet-bonus-needs = Falta para bonificación
sheet-extra-bonus = Bonificación { $box }
sheet-bonus = Bonificación
sheet-box-score = Anotar { $points } en { $box }
sheet-box-refused = Anotar 0 en { $box }, no permitido: { $why }
sheet-box-not-rolled = { $box }: primero tira los dados
sheet-box-joker = Comodín
sheet-box-bonus = más una bonificación de { $bonus }
sheet-box-joker-bonus = Comodín, más una bonificación de { $bonus }
sheet-why-joker-upper = regla del comodín: este Yahtzee debe anotarse en { $box }
sheet-why-joker-lower = regla del comodín: este Yahtzee debe ir en una casilla inferior libre
sheet-why-out-of-order = esta mesa rellena las casillas en orden: toca { $box }
sheet-joker-note-upper = Regla del comodín: un Yahtzee cuya casilla superior está libre debe anotarse allí, en { $box }.
sheet-joker-note-lower = Regla del comodín: la casilla superior de este Yahtzee ya está ocupada, así que debe ir en una casilla inferior libre, donde Full, Escalera pequeña y Escalera grande puntúan completas.
sheet-needs-more = faltan { $points } para una bonificación de { $bonus }
sheet-needs-earned = bonificación conseguida
sheet-needs-out-of-reach = bonificación fuera de alcance
sheet-needs-none = sin bonificación en este juego

## Las reglas de la mesa, bajo el título de la hoja y en el pie, separadas por «·».

rules-no-extra-bonus = sin bonificación por Yahtzee adicional
rules-five-full-house = un repóker cuenta como Full
rules-four-two-pairs = un póker cuenta como Doble pareja
rules-in-order = casillas en orden
rules-other-bonus = bonificación de { $bonus } con { $threshold }
rules-no-saved-rolls = sin tiradas guardadas

## El pie de página: «Yahtzee clásico, partida n.º 123 · Comodín obligatorio (oficial) · Entrenador listo».

foot-game = { $game }, partida n.º { $seed }
foot-real-dice = { $game } con dados reales
foot-session = partida { $game } de { $games }

## La partida revisada, tras «Revisión:».

review-which-game = partida n.º { $seed }

name-you = Tú
foot-daily = { $game }, la partida del día
foot-practice = { $game }, la partida del día (práctica)
