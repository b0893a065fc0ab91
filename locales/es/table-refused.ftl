### Por qué se rechazó una jugada: se lee en la región activa (y junto a la introducción de dados
### reales), en frases completas.

refused-game-over = La partida ha terminado.
refused-no-rolls-left = No quedan tiradas en este turno.
refused-all-dice-held = Todos los dados están guardados.
refused-not-rolled = Primero tira los dados (pulsa R).
refused-not-entered = Primero introduce los dados (pulsa R para escribirlos).
refused-no-such-die = No hay dado { $die }.
refused-no-such-box = No hay casilla { $box }.
refused-box-filled = La casilla { $box } ya está anotada.
refused-joker-upper = Regla del comodín: este Yahtzee debe anotarse en { $box }.
refused-joker-lower = Regla del comodín: este Yahtzee debe ir en una casilla inferior libre.
refused-out-of-order = Esta mesa rellena las casillas en orden: toca { $box }.
refused-nothing-to-undo = No hay nada que deshacer.
refused-player-count = Esta mesa no admite { $players } jugadores.
refused-bot-score = La anotación de un bot no se puede deshacer.
refused-bots-turn = Es el turno de un bot.
refused-not-wild = El dado marcado no muestra su cara comodín.
refused-no-such-face = Los dados no tienen cara { $face }.
refused-face-out-of-range = El dado { $die } no puede mostrar { $face }: estos dados tienen caras del 1 al { $faces }.
refused-held-die-changed = El dado { $die } está guardado con un { $face }: introdúcelo tal como está, o suéltalo primero.
refused-dice-are-rolled = Esta partida tira sus propios dados.
refused-dice-are-entered = En esta mesa se tiran dados reales: pulsa R y escribe las caras que salieron.

## Una sesión rechazada (siguiente partida, revancha, mesa nueva).

refused-bot-with-real-dice = El puesto { $seat } es un bot, y los bots no pueden tirar dados reales.
refused-games = Una sesión tiene de 1 a 10 partidas, no { $games }.
refused-empty-name = El puesto { $seat } necesita un nombre.
refused-long-name = El nombre del puesto { $seat } tiene más de { $most } caracteres.
refused-game-not-over = La partida aún no ha terminado.
refused-session-over = Ya se han jugado todas las partidas de la sesión.

refused-seed = El número de partida { $seed } es demasiado grande: las partidas de una mesa llegan hasta el número { $max }.
