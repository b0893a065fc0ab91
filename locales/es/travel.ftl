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
