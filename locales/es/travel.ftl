### Una mesa en varios móviles: cada jugador en su propio móvil, y la mesa se envía por enlace
### o código QR después de cada turno.

## La configuración.

setup-travel = Cada uno en su móvil
setup-travel-hint = Tras cada turno, la página ofrece un enlace para enviar al siguiente jugador, por mensaje o como código QR. Sin cuenta ni servidor.
setup-travel-coach = Entrenador durante la partida (pistas, probabilidades de ganar, avisos)

## Pasar la mesa (bajo la hoja, en lugar de los dados).

travel-waiting = Esperando a { $name }
travel-send-hint = Envía el enlace a { $name }: el siguiente turno se juega en su móvil.
travel-send-end = Envía a los demás el último turno: sus móviles mostrarán la clasificación.
travel-share = Enviar a { $name }
travel-share-end = Enviar el final de la partida
travel-copy = Copiar enlace
travel-copied = Enlace copiado.
travel-copy-failed = Este navegador no ha copiado el enlace: mantenlo pulsado y cópialo del cuadro de abajo.
travel-qr = Código QR
travel-qr-hide = Ocultar el código QR
travel-qr-label = Código QR del enlace para { $name }: la cámara del otro móvil lo abre.
travel-link-label = Enlace a la mesa
travel-message = { $game }: te toca, { $name }.
travel-message-end = { $game }: la partida ha terminado. Mira cómo ha quedado.

## ¿Quién eres? (la primera vez que un móvil abre una mesa)

travel-who-heading = ¿Quién eres?
travel-who-text = Elige quién juega en este móvil. Los demás juegan en sus propios móviles: cuando les toque, la página te mostrará cómo enviarles la mesa.
travel-who-play = Jugar
travel-who-none = Elige al menos un jugador.

## Ponerse al día: lo que han jugado los otros móviles desde que este vio la mesa por última vez.

travel-caught-heading = Desde tu última visita
travel-caught-ok = Entendido
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Mostrar todo

## Tus partidas: cada mesa en varios móviles guardada en este móvil.

travel-games = Tus partidas
travel-games-empty = Aún no hay ninguna mesa en varios móviles. Empieza una con Nueva mesa → Cada uno en su móvil.
travel-games-turn = Turno de { $name }
travel-games-over = Terminada
travel-games-when = jugada por última vez el { $date }
travel-games-open = Abrir
travel-games-on-screen = En la mesa
travel-games-remove = Quitar
travel-games-remove-sure = Quitar para siempre

## La ayuda, en una mesa en varios móviles: hasta qué punto es honesta una mesa así.

travel-help-heading = Una mesa en varios móviles
travel-help-fair = Los dados salen del número de la partida, que viaja en el enlace: quien lea el código de la página, o abra el enlace en otro navegador, podría conocer las tiradas que vienen. Es un juego entre amigos.
travel-help-checked = Un enlace no se puede modificar sin que la página lo note: cada móvil vuelve a jugar cada turno desde el primero y rechaza un enlace que el juego no podría haber producido.

## Datos guardados que no se pudieron leer (saved-moved).

stored-tables = mesas en varios móviles
stored-table = mesa en varios móviles

## El problema de la configuración.

setup-travel-too-few = Una mesa en varios móviles necesita al menos dos jugadores.

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Esta página no puede leer este enlace a una mesa: contiene caracteres que un enlace a una mesa nunca lleva.
link-table-cut = Este enlace a una mesa está cortado, así que no se ha abierto: pide que te lo vuelvan a enviar.
link-table-version = Este enlace a una mesa lo creó otra versión de la página (versión { $version }), así que no se ha abierto. Recarga la página para tener la última versión.
link-table-changed = Este enlace a una mesa se modificó después de crearse, así que no se ha abierto.
link-table-unknown = Este enlace nombra un juego, una regla o un bot que esta página no conoce, así que no se ha abierto.
link-table-setup = La página no puede preparar la mesa de este enlace ({ $detail }), así que no se ha abierto.
link-table-move = Este enlace contiene una jugada que el juego no permite (jugada { $at }: { $detail }), así que no se ha abierto: el enlace se ha modificado o está dañado.
link-table-older = Este enlace es anterior a la mesa de este móvil: sus turnos ya se jugaron aquí. La mesa sigue como este móvil la vio por última vez.
link-table-contradicts = Este enlace ha seguido un camino distinto al de la mesa de este móvil: un mismo turno se jugó dos veces de maneras diferentes. La mesa sigue como la tenía este móvil; el enlace se ha conservado en este navegador con la clave «{ $key }».
link-table-kept-aside = Tu partida en curso se ha guardado: el enlace a { $game }, partida n.º { $seed }, la recupera.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Tu turno.
   *[other] Tu turno, { $name }.
}
said-travel-played = { $name } ha sacado { $dice } y ha anotado { $points } en { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Tus partidas
