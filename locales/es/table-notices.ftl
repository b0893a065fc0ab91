### Avisos sobre la partida: datos guardados, enlaces, archivos.

## La partida guardada no se pudo recuperar (empieza una nueva).

saved-unreadable = No se pudo leer tu partida guardada, así que ha empezado una nueva. Los datos antiguos se han conservado en este navegador con la clave «{ $key }».
saved-other-version = Tu partida la guardó otra versión del juego (formato { $version }), así que ha empezado una nueva. Los datos antiguos se han conservado en este navegador con la clave «{ $key }».
saved-damaged = Tu partida guardada está dañada ({ $detail }), así que ha empezado una nueva. Los datos antiguos se han conservado en este navegador con la clave «{ $key }».

## Guardar.

saved-no-storage = Este navegador no deja guardar la partida (modo privado o almacenamiento bloqueado): puedes jugar, pero al recargar empezarás de nuevo.
saved-game-not-kept = El almacenamiento de este navegador está lleno o bloqueado: la partida sigue, pero se perderá al recargar.
saved-not-written = No se ha podido guardar.
saved-games-not-kept = El almacenamiento de este navegador está lleno o bloqueado: las partidas terminadas no se conservan.

## Otros datos guardados que no se pudieron leer y se apartaron.

## La dirección de la página nombra una partida que no puede abrir.

link-bad-seed = Esta dirección indica la partida «{ $text }», que no es un número de partida (un número entero menor que 9007199254740992).
link-bad-game = Esta dirección indica un juego llamado «{ $key }», que esta página no tiene (tiene { $known }).
link-opens-game = Este enlace abre { $game }, partida n.º { $seed }.
link-opens-new-game = Este enlace abre una partida nueva de { $game }.

## Archivos de récords.

records-save-failed = Este navegador no pudo guardar el archivo.
records-not-imported = No se ha importado nada: { $why }
records-deleted = Récords borrados.
link-bad-day = Esta dirección nombra la partida del «{ $text }», que no es una fecha (la página lee fechas como 2026-12-01).
link-opens-daily = Este enlace abre una partida del día de { $game }, con los mismos dados para todos ese día.

## Un enlace a una mesa en varios móviles que la página no abre, o abre de otra manera.
