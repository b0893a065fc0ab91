### La partida del día: los mismos dados para todos durante un día (UTC), una persona contra el
### juego perfecto (la estrategia que más puntos consigue de media) con exactamente los mismos dados.

daily-menu = Partida del día
daily-opens = { $rival ->
    [strong] { $game } de hoy: los mismos dados para todos y el juego fuerte a batir.
   *[perfect] { $game } de hoy: los mismos dados para todos y el juego perfecto a batir.
}
daily-practice = Práctica: una partida del día cuenta para los récords una sola vez, la primera vez que se empieza ese mismo día.

## El final de una partida del día.

daily-versus = { $rival ->
    [strong] Has conseguido { $score }. El juego fuerte consiguió { $perfect } con los mismos dados.
   *[perfect] Has conseguido { $score }. El juego perfecto consiguió { $perfect } con los mismos dados.
}
daily-aided = Jugaste este día con la ayuda del entrenador: se guarda aparte de los días que jugaste solo.
daily-waiting = { $rival ->
    [strong] El juego fuerte juega con los mismos dados…
   *[perfect] El juego perfecto juega con los mismos dados…
}
daily-luck = { $rival ->
    [strong] El juego fuerte consiguió { $perfect } con estos dados; su media es { $mean }.
   *[perfect] El juego perfecto consiguió { $perfect } con estos dados; su media es { $mean }.
}
daily-turns = { $rival ->
    [strong] Dónde te apartas del juego fuerte
   *[perfect] Dónde te apartas del juego perfecto
}
daily-turn = Turno
daily-you = Tú
daily-perfect = { $rival ->
    [strong] Juego fuerte
   *[perfect] Juego perfecto
}
daily-scored = { $box } { $points }
daily-share = Compartir resultado
daily-copied = Resultado copiado: pégalo donde quieras.
daily-shared = Resultado compartido.
daily-share-failed = No se ha podido compartir ni copiar el resultado.
daily-legend = { $rival ->
    [strong] 🟩 una casilla con al menos los puntos del juego fuerte · 🟨 menos · ⬛ tachada con 0
   *[perfect] 🟩 una casilla con al menos los puntos del juego perfecto · 🟨 menos · ⬛ tachada con 0
}
daily-same = { $rival ->
    [strong] Cada turno fue a la misma casilla, con los mismos puntos, que en el juego fuerte.
   *[perfect] Cada turno fue a la misma casilla, con los mismos puntos, que en el juego perfecto.
}

## El resultado para compartir: sin dados, para no estropearle la partida a nadie.

daily-share-title = { $game }, partida del { $date }
daily-share-score = { $rival ->
    [strong] Yo { $score } · juego fuerte { $perfect }
   *[perfect] Yo { $score } · juego perfecto { $perfect }
}
daily-share-aided = Con la ayuda del entrenador

## Las partidas del día en los récords.

daily-records = Partidas del día
daily-streak = { $days ->
    [one] { $days } día seguido
   *[other] { $days } días seguidos
}
daily-played = Días jugados
daily-best = Mejor puntuación
daily-mean = Puntuación media
daily-gap = { $rival ->
    [strong] Distancia media al juego fuerte
   *[perfect] Distancia media al juego perfecto
}
daily-chart = { $rival ->
    [strong] Puntos por debajo del juego fuerte, día a día
   *[perfect] Puntos por debajo del juego perfecto, día a día
}
daily-chart-day = Día
daily-chart-gap = Puntos por debajo
daily-none = Aún no hay partidas del día de { $game } terminadas.
daily-aided-days = { $days ->
    [one] { $days } día jugado con la ayuda del entrenador, aparte de estos
   *[other] { $days } días jugados con la ayuda del entrenador, aparte de estos
}

## Datos guardados que no se pudieron leer (saved-moved).

stored-daily = resultados de las partidas del día
stored-daily-item = resultado de una partida del día
daily-not-yet = La partida del { $date } aún no ha salido: aquí tienes la de hoy.
replace-current-daily = { $game }, la partida del día, turno { $turn }
replace-back-daily = el enlace a tu partida del día
daily-play = Jugar la partida de hoy de { $game }
