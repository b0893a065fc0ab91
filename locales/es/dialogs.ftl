### Las palabras de los diálogos.

## El diálogo Nueva mesa: quién juega, cuántas partidas, qué juego y sus reglas de mesa.

setup-title = Nueva mesa
setup-game = Juego
setup-dice = Dados
setup-dice-rolled = La página tira los dados (de 1 a { $most } jugadores, personas o bots)
setup-dice-entered = Tiramos dados reales (de 1 a { $most } personas; se introduce cada tirada)
setup-seat = Puesto { $number }
setup-name = Nombre
setup-player-name = Jugador { $number }
setup-plays = Juega
setup-plays-person = Persona
setup-plays-bot = { $level ->
    [beginner] Bot principiante
    [casual] Bot aficionado
   *[expert] Bot experto
} (media de { $mean })
setup-plays-tactician = { $games ->
    [0] Bot estratega
   *[other] Bot estratega (gana el { $percent } % de { $games } partidas contra un experto)
}
setup-remove = Quitar
setup-remove-seat = Quitar el puesto { $number }
setup-add-seat = Añadir un puesto
setup-games = Partidas de la sesión
setup-table-rules = Reglas de la mesa
setup-joker = Comodín
setup-yahtzee-bonus = Bonificación de { $points } puntos por cada { $box } adicional
setup-five-of-a-kind-full-house = Un repóker también cuenta como Full (regla de la casa)
setup-four-of-a-kind-two-pairs = Un póker también cuenta como Doble pareja (regla de la casa)
setup-forced-order = Rellenar las casillas en orden, de arriba abajo (regla de la casa)
setup-other-bonus = Bonificación de { $bonus } con { $threshold } en la sección superior, como dan algunas hojas
setup-no-saved-rolls = Sin tiradas guardadas: tres tiradas por turno y no más
setup-too-many-seats = Los dados de la página admiten hasta { $most } jugadores: quita { $remove ->
    [one] { $remove } puesto
   *[other] { $remove } puestos
} o elige dados reales.
setup-start = Empezar
setup-cancel = Cancelar

## Ayuda: las teclas y las reglas del juego en curso.

help-title = Ayuda
help-keyboard = Teclado
help-optimal = Con un juego perfecto, una partida de { $game } con estas reglas de mesa da una media de { $points } puntos (exacta, según la tabla de estrategia del entrenador).
help-strong = En { $game } el entrenador juega fuerte, pero no perfecto: sin tiradas guardadas, sus jugadas logran el { $share } % de la media del juego perfecto, { $points } puntos (calculada con exactitud).
help-upper-bonus = Bonificación superior: { $tiers }.
help-upper-bonus-tier = { $bonus } puntos con { $threshold } o más en la sección superior
help-tier-separator = {"; "}
help-no-upper-bonus = Sin bonificación superior.
help-joker = Comodín: { $rule }.
help-further-bonus = Cada { $box } adicional mientras su casilla tenga puntuación: { $points } puntos.
help-dice-colours = Colores de los dados: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] blanco
    [red] rojo
   *[green] verde
}
help-list-separator = {", "}
help-box = Casilla
help-scores = Puntuación
help-example = Ejemplo
help-example-score = { $dice } → { $points }
help-close = Cerrar

## El entrenador: sus ajustes, su estado y las partidas terminadas que puede revisar.

coach-title = Entrenador
coach-dialog-starting = Iniciando…
coach-building = Preparando la estrategia óptima: { $percent } %
coach-dialog-ready = Listo: el juego óptimo da una media de { $points } puntos (tabla { $source } en { $seconds } s).
coach-dialog-ready-strong = Listo: juego fuerte, el { $share } % de la media del juego perfecto (tabla { $source } en { $seconds } s).
coach-source = { $source ->
    [downloaded] descargada
    [stored] cargada desde este navegador
   *[built] { $workers ->
        [0] calculada
        [1] calculada
       *[other] calculada con { $workers } núcleos
    }
}
coach-dialog-unavailable = No disponible en este navegador.
coach-progress = Preparación del entrenador
# H es la tecla (sigue siendo H); Pista, el nombre del botón.
coach-how = Pulsa H (o Pista) durante un turno para ver la mejor jugada y lo que pierden las demás.
coach-warn = Avisarme antes de una jugada que pierda más de
coach-by-chance = En los cuatro últimos turnos de una mesa de varios, juzgar por la probabilidad de ganar: avisar antes de una jugada que la baje más de esos puntos porcentuales
coach-threshold-label = Umbral de aviso en puntos
coach-threshold = { $points } puntos
coach-review-heading = Revisar una partida terminada
coach-no-games = Las partidas terminadas aparecen aquí.
coach-past-game = { $date } · partida n.º { $seed } · { $scores } puntos
coach-review = Revisar
coach-review-title = partida n.º { $seed } del { $date }
coach-close = Cerrar

## El aviso del entrenador antes de una jugada que pierde puntos.

warn-title = Con esto pierdes { $points } puntos
warn-title-chance = Esto baja tu probabilidad de ganar en { $percent } %
warn-text = Has elegido { $mine }. El entrenador prefiere { $best }.
warn-play-best = Jugar la mejor: { $best }
warn-play-mine = Jugar la mía igualmente
warn-cancel = Cancelar

## La pregunta antes de anotar 0 en una casilla cuando otra daría puntos.

zero-title = ¿Anotar 0 en { $box }?
zero-text = Otra casilla libre daría puntos con estos dados.
zero-confirm = Anotar 0 en { $box }
zero-cancel = Cancelar

## La pregunta antes de que un enlace, una repetición o una mesa nueva sustituya a la partida en curso.

replace-title = Hay una partida en curso
replace-text = { $why } Estás jugando { $current }. Si juegas la nueva partida, la tuya se guarda aparte: { $link } la recupera tal como estaba.
replace-back = el enlace a tu partida n.º { $seed }
replace-current-turn = { $game }, partida n.º { $seed }, turno { $turn }
replace-current-session = { $game }, partida n.º { $seed }, la { $number } de { $games } de una sesión
replace-why-replay = La repetición abre { $game }, partida n.º { $seed }.
replace-keep = Seguir con mi partida
replace-play-new = Jugar la nueva partida

keys-roll = Tirar los dados no guardados (con dados reales: escribir las caras que salieron)
keys-toggle-die = Guardar o soltar ese dado
keys-wild = Lucky7: ir al valor del dado comodín, cuando aparece; luego una tecla numérica lo elige
keys-dice = Leer los dados
keys-sheet = Leer la hoja de puntuación
keys-move-focus = Moverse por las casillas libres
keys-focus-edge = Ir a la primera o a la última casilla libre
keys-score = Anotar la casilla que tiene el foco
keys-hint = Mostrar u ocultar la pista del entrenador
keys-undo = Deshacer la última anotación (hasta que alguien tire)
keys-help = Atajos y reglas
keys-close = Cerrar el diálogo
keys-when-ignored = Las teclas actúan sobre la mesa: mientras un campo de texto, un campo numérico, una lista o un control deslizante tiene el foco, o hay un diálogo abierto, escriben o funcionan allí como siempre.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] La nueva mesa empieza una partida de { $game }.
       *[other] La nueva mesa empieza una sesión de { $games } partidas de { $game }.
    }
   *[other] { $games ->
        [1] La nueva mesa empieza una partida de { $game } para { $players } jugadores.
       *[other] La nueva mesa empieza una sesión de { $games } partidas de { $game } para { $players } jugadores.
    }
}

update-ready = Hay una versión nueva de Yahtzee. Tu partida está guardada.
update-reload = Recargar
update-dismiss = Cerrar el aviso de actualización
update-label = Actualización

feel-sound = Sonido
feel-vibration = Vibración
