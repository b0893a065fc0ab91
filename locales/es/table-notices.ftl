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
