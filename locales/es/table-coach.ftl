### Las palabras del entrenador en la pantalla de juego: jugadas descritas, la pista y el aviso
### leídos, y el estado del entrenador en el pie de página.

## Una jugada, en palabras: en la pista, el aviso y la revisión, tras dos puntos o en una lista.

coach-move-score = anotar { $points } en { $box }
coach-move-score-wild = contar el dado comodín como { $wild } y anotar { $points } en { $box }
coach-move-roll-all = tirar todos los dados
coach-move-keep = guardar { $kept } y tirar { $count ->
    [one] { $count } dado
   *[other] { $count } dados
}

## Leído en la región activa.

said-hint = Pista: { $move }. Puntuación final esperada: { $score }.
said-hint-next = Pista: { $move }. Puntuación final esperada: { $score }. Siguiente mejor: { $next }, { $less } puntos menos.
said-coach-warns = Entrenador: con esto pierdes { $loss } puntos. Mejor: { $move }.
said-keep-real-dice = Guarda { $kept }: tira los demás dados y luego pulsa R y escríbelos.

## El estado del entrenador, en la barra del bot y en el pie de página.

coach-starting = Entrenador iniciándose
coach-preparing = Entrenador preparándose { $percent } %
coach-ready = Entrenador listo
coach-unavailable = Entrenador no disponible
