## Práctica: posiciones de las partidas revisadas del propio jugador, planteadas de nuevo.

# El botón del diálogo del entrenador que abre la práctica.
practice-open = Practicar tus errores ({ $count })
# En el diálogo del entrenador, mientras ninguna partida revisada haya dado una posición para practicar.
practice-none = Revisa una partida terminada: las jugadas que más te costaron vuelven aquí para practicarlas.
# El título del diálogo de práctica.
practice-title = Práctica
# La pregunta sobre la posición.
practice-ask = ¿Qué harías?
# De qué partida es la posición.
practice-game = Una partida de { $game }
# Cómo responder.
practice-how = Elige los dados que quieres guardar y vuelve a tirar, o anota en una casilla.
# El botón que responde «tirar otra vez guardando los dados elegidos».
practice-roll = Tirar otra vez
# Mientras el entrenador juzga la respuesta.
practice-judging = El entrenador está evaluando tu jugada…
practice-unavailable = El entrenador no puede juzgar aquí: no pudo iniciarse en este navegador.
# La respuesta cuando la jugada elegida era la mejor.
practice-best = Bien jugado: la mejor jugada.
# La respuesta cuando no lo era.
practice-not-best = La mejor jugada era { $action }. La tuya pierde { $points } puntos en promedio.
# Tras una buena respuesta: cuándo vuelve la posición.
practice-later = Esta posición volverá más adelante.
# Tras una buena respuesta, la última vez que se plantea.
practice-learnt = Aprendida: esta posición sale de tu práctica.
# Tras una respuesta costosa: cuándo vuelve la posición.
practice-sooner = Esta posición volverá pronto.
# El botón que plantea la siguiente posición.
practice-next = Siguiente posición
# Cuando no queda nada en la cola.
practice-empty = Ahora no hay nada que practicar. Revisa una partida terminada: las jugadas que más te costaron llegan aquí.
# El botón que cierra el diálogo.
practice-close = Cerrar
# Lo que se guarda, tal como lo nombra un aviso de datos guardados dañados.
stored-practice = posiciones de práctica
stored-practice-item = posición de práctica
