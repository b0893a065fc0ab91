### Lo que la página dice en su región activa (lo leen los lectores de pantalla, no se muestra),
### y las frases que comparten la hoja y los dados.

## Piezas que comparten varias frases.

list-join = {", "}

# De quién es el turno. «You» es el nombre que la página da a quien juega solo (guardado como
# «You» en todos los idiomas).
turn-whose = { $name ->
    [You] Tu turno
   *[other] Turno de { $name }
}

turn-start-rolled = pulsa R para tirar
turn-start-entered = tira y luego pulsa R y escribe los dados

## Los dados, leídos (tecla D y tras cada tirada).

said-dice-over = La partida ha terminado.
said-dice-none-rolled = Turno { $round } de { $rounds }: aún no se han tirado los dados. Pulsa R para tirar.
said-dice-none-entered = Turno { $round } de { $rounds }: aún no se han tirado los dados. Tira y luego pulsa R y escribe los dados.
said-die = dado { $die }
said-dice-none-held = Ningún dado guardado
said-dice-held = Guardados: { $dice }
said-dice = Tirada { $roll } de { $rolls }: { $faces }. { $held }. { $left ->
    [0] No quedan tiradas.
    [one] Queda { $left } tirada.
   *[other] Quedan { $left } tiradas.
}

## La hoja, leída (tecla C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box }: no se permite
said-sheet-scored = Anotadas: { $boxes }.
said-sheet-open = Libres: { $boxes }.
said-sheet-open-rolled = Libres, con lo que puntuarían estos dados: { $boxes }.
said-sheet-upper = Sección superior { $points }, { $bonus }.
said-sheet-upper-bonus = Bonificación superior { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Total { $points }.

## Jugadas, leídas al hacerse.

said-by = { $name }: { $said }
said-die-corrected = Dado { $die } corregido a { $face }. { $dice }
said-die-held = Dado { $die }: { $face }, guardado.
said-die-free = Dado { $die }: { $face }, suelto.
said-scored = Anotas { $points } en { $box }. Total { $total }.
said-scored-bonus = Anotas { $points } en { $box } y una { $extra } de { $bonus }. Total { $total }.
said-player-scored = { $name ->
    [You] Anotas { $points } en { $box }. Total { $total }.
   *[other] { $name } anota { $points } en { $box }. Total { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Anotas { $points } en { $box } y una { $extra } de { $bonus }. Total { $total }.
   *[other] { $name } anota { $points } en { $box } y una { $extra } de { $bonus }. Total { $total }.
}
said-game-over = Fin de la partida.
said-next-turn = Turno { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = El dado comodín vale { $face }.
said-undone-player = Anotación deshecha. { $turn } otra vez: elige una casilla.
said-undone = Anotación deshecha; vuelve a elegir.
said-took-back = Retirado: { $target }. { $said }
said-new-game = Partida nueva. Pulsa R para tirar.
said-new-session = Sesión nueva, { $games } partidas. { $turn }: { $start }.
said-next-game = Partida { $game } de { $games }. { $turn }: { $start }.
said-rematch = Revancha: partida 1. Pulsa R para tirar.
said-bots-turn = Es el turno de { $name }.
said-kept-dice = Conservas tus dados; elige otra casilla.
said-kept-game = Sigue la partida en curso. { $turn }.
# La anotación que Deshacer retira: «22 en Azar».
undo-target = { $points } en { $box }
# Lo mismo en una mesa de varios: «los 22 de Ana en Azar».
undo-target-player = { $name ->
    [You] tus { $points } en { $box }
   *[other] los { $points } de { $name } en { $box }
}

## Una mesa en varios móviles (cada jugador en su propio móvil, y la mesa se envía por enlace).

said-travel-waiting = Esperando a { $name }: envíale el enlace a la mesa.
said-travel-no-undo = En una mesa en varios móviles, lo anotado no se deshace: su enlace puede estar ya en camino.
said-coach-off = En esta mesa el entrenador está desactivado hasta el final de la partida: ni pistas, ni probabilidades, ni avisos.
