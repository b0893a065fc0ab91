### La introducción de dados reales y la guía de la primera visita.

## Introducir dados reales: tras tirar dados físicos en la mesa, el jugador toca cada dado y su
## cara, o escribe las caras.

entry-instructions-touch = { $title }: tira los dados y luego toca cada dado y su cara, o escríbelos

entry-instructions-mouse = { $title }: tira los dados y luego haz clic en cada dado y su cara, o escríbelos

# Enter es la tecla.
entry-field-all = O escribe todas las caras y pulsa Enter

entry-field-one = O escribe la cara del dado que volviste a tirar (o todas las { $dice }) y pulsa Enter

entry-field-some = O escribe las { $count } caras que volviste a tirar (o todas las { $dice }) y pulsa Enter

entry-placeholder = 3 3 5 1 6 2

entry-die = dado { $number }

entry-die-marked = dado marcado { $number }

entry-not-entered = sin introducir

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, guardado

entry-face-button = El dado { $die } muestra { $face }

entry-face-group = Cara del { $die }

entry-correct-die = Corregir el { $die }

entry-correct-summary = ¿Te equivocaste con un dado? Corrígelo
entry-correct-group = Corregir los dados introducidos

entry-no-rolls-left = No quedan tiradas: elige una casilla.

## La guía de la primera visita: tres pasos (tirar, guardar, anotar) junto a los dados.

guide-heading = ¿Primera vez? Paso { $step } de { $steps }: { $step ->
        [1] Tirar
        [2] Guardar
       *[other] Anotar
    }

# «Tirar» es el botón Tirar.
guide-roll-touch = Toca Tirar para lanzar los dados. Tienes hasta tres tiradas por turno.
# R es la tecla (la misma en todos los idiomas).
guide-roll-mouse = Pulsa Tirar (o la tecla R) para lanzar los dados. Tienes hasta tres tiradas por turno.
guide-hold-touch = Toca los dados que quieras guardar: se quedan quietos mientras vuelves a tirar los demás.
guide-hold-mouse = Haz clic en los dados que quieras guardar (o pulsa del 1 al { $dice }): se quedan quietos mientras vuelves a tirar los demás.
guide-roll-real = Tira los dados en la mesa y anótalos aquí: toca cada dado y su cara, o escribe las caras.
guide-hold-real = Toca los dados que te quedas, tira los demás en la mesa y anota solo esos.
guide-score = Cuando te gusten los dados, o se acaben las tiradas, elige una casilla en la hoja de puntuación: muestra lo que puntuaría cada una. Cada casilla se rellena una vez; gana el total más alto.
guide-skip = Saltar la guía

entry-title = Introduce la tirada { $roll } de { $rolls }
