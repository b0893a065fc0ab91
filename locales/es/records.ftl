### El diálogo de récords, sus gráficos y el final de una partida.

## Las reglas con las que se jugó un récord: «reglas oficiales», o lo que cambia, unido con « · ».

records-official-rules = reglas oficiales
records-rule-no-bonus = sin bonificación por Yahtzee adicional
records-rule-five-full-house = un repóker cuenta como Full

## El diálogo de récords.

records-title = Récords
records-close = Cerrar

records-game = Juego
records-rules = Reglas

records-high-scores = Mejores puntuaciones: { $game }, { $rules }

records-none = Aún no hay partidas terminadas de { $game } con { $rules }.

records-col-place = #
records-col-score = Puntos
records-col-player = Jugador
records-col-date = Fecha
records-col-game = Partida

records-real-dice = Dados reales

records-game-number = n.º { $seed }

records-replay = Volver a jugar la partida n.º { $seed }

## Las estadísticas de un jugador.

records-statistics = Estadísticas
records-player = Jugador
records-games-played = Partidas jugadas
records-mean-score = Puntuación media
records-best-score = Mejor puntuación
records-upper-bonus = Bonificación superior
records-yahtzee-games = Partidas con Yahtzee

records-percent = { $percent } %

records-loss = Puntos perdidos por decisión

records-loss-value = { $points } ({ $games ->
        [one] { $games } revisada
       *[other] { $games } revisadas
    })

records-loss-none = revisa una partida para verlo
records-no-stats = Termina una partida para ver estadísticas.

## Los datos de los récords: exportar, importar y borrar.

records-your-data = Tus datos
records-export = Exportar récords
records-import = Importar récords
records-clear = Borrar récords

records-delete-all = { $count ->
        [one] ¿Borrar el único récord y las partidas terminadas?
       *[other] ¿Borrar los { $count } récords y las partidas terminadas?
    }

records-delete = Borrar
records-keep = Conservarlos

records-exported = { $count ->
        [one] Exportado 1 récord
       *[other] Exportados { $count } récords
    } a { $file }.

records-imported = { $count ->
        [0] Nada nuevo que importar: todos los récords del archivo ya están aquí.
        [one] Importado 1 récord nuevo.
       *[other] Importados { $count } récords nuevos.
    }

## Por qué no se pudo importar un archivo.

records-import-not-json = Este archivo no es JSON.
records-import-not-records = Este archivo no es una exportación de récords de Yahtzee.

records-import-damaged = Este archivo de récords está dañado ({ $error }).

records-import-version = Este archivo de récords tiene la versión de formato { $version }, que esta versión del juego no puede leer.

records-import-impossible = Este archivo de récords contiene un récord imposible (el n.º { $number } del archivo: { $detail }).

## Los gráficos de los récords (cada uno con una tabla de los mismos valores para lectores de pantalla).

chart-histogram-title = Puntuaciones finales, partidas cada 25 puntos
chart-histogram-caption = Puntuaciones finales, en tramos de 25 puntos
chart-timeline-title = Puntuaciones a lo largo del tiempo
chart-timeline-caption = Puntuaciones a lo largo del tiempo, las más antiguas a la izquierda
chart-games = Partidas
chart-score = Puntos
chart-date = Fecha

chart-games-axis = { $count ->
        [one] 1 partida
       *[other] { $count } partidas
    }, de la más antigua a la más reciente

chart-histogram-bar = De { $low } a { $high }: { $count ->
        [one] 1 partida
       *[other] { $count } partidas
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## El final de una partida: puntuaciones finales, clasificación de la sesión, qué jugar después.

over-game = Fin de la partida
over-session = Fin de la sesión

over-game-of = Fin de la partida { $game } de { $games }

over-breakdown = Desglose
over-upper = Sección superior
over-upper-bonus = Bonificación superior
over-lower = Sección inferior
over-final-score = Puntuación final

over-ranking = Clasificación
over-last-ranking = Clasificación de la última partida
over-last-game = Última partida

over-place = { $place }.º

over-standings = Clasificación tras { $played } de { $games } partidas

over-col-player = Jugador
over-col-wins = Victorias
over-col-points = Puntos

over-session-winner = { $name ->
        [You] Ganas la sesión: { $wins ->
            [one] 1 victoria
           *[other] { $wins } victorias
        } en { $games } partidas, { $points } puntos.
       *[other] { $name } gana la sesión: { $wins ->
            [one] 1 victoria
           *[other] { $wins } victorias
        } en { $games } partidas, { $points } puntos.
    }

over-session-shared = { $names } comparten la sesión: { $wins ->
        [one] 1 victoria
       *[other] { $wins } victorias
    } cada uno en { $games } partidas, { $points } puntos cada uno.

over-game-winner = { $name ->
        [You] ¡Has ganado!
       *[other] ¡{ $name } gana!
    }
over-game-shared = ¡{ $names } comparten la victoria!

over-names-pair = { $first } y { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Clasificación por partidas ganadas; a igualdad de victorias, por puntos en todas las partidas.
over-tie-rule-points = Clasificación por partidas ganadas; a igualdad de victorias, por puntos en todas las partidas. El primer puesto se decidió por puntos.

over-personal-best = { $name ->
        [You] ¡Nuevo récord personal: { $score } (antes { $was })!
       *[other] ¡Nuevo récord personal de { $name }: { $score } (antes { $was })!
    }

over-enters-records = { $name ->
        [You] Tus { $score } puntos son el n.º { $place } de tus propias mejores puntuaciones de { $game }.
       *[other] Los { $score } puntos de { $name } son el n.º { $place } de vuestras propias mejores puntuaciones de { $game }.
    }

over-news-placed = { $place } de { $players }. { $news }

over-next-game = Siguiente partida ({ $game } de { $games })

over-rematch = Revancha
over-new-table = Nueva mesa
over-new-game = Nueva partida
over-review = Revisar esta partida

end-seed-entered = Estos dados se tiraron en la mesa y se introdujeron a mano: esta partida no tiene número, así que ningún enlace los vuelve a repartir. Sus decisiones se guardan para la revisión.
end-seed-link = Estos dados son { $link }: este enlace los vuelve a repartir.
end-seed-link-words = la partida n.º { $seed }
end-seed-share = Partida n.º { $seed }: comparte la dirección de esta página para repetir estos dados.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Algunos elementos guardados no se pudieron leer y se han apartado: { $items }. La lista tal como estaba se conserva con la clave «{ $key }»; no se ha cambiado nada más.
saved-item = { $what } n.º { $number } ({ $detail })
saved-items-more = { $count } más
stored-record = récord
stored-finished-game = partida terminada

saved-moved-aside = Algunos datos guardados no se pudieron leer y empiezan de cero: { $data }. No se ha cambiado nada más.
saved-moved = { $what } (conservados con la clave «{ $key }»)
stored-table-rules = reglas de la mesa
stored-records = récords
stored-finished-games = partidas terminadas
stored-coach-settings = ajustes del entrenador
stored-bot-speed = velocidad de los bots
stored-feel = ajustes de sonido y vibración
