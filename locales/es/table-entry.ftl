### Guardar dados y dados escritos rechazados: palabras de la pantalla de juego.

## Bajo los dados, tras una tirada: cómo guardar dados. 1 a 5 son las teclas de los dados.

hold-hint-touch = Toca los dados para guardarlos y vuelve a tirar, o elige una casilla.
hold-hint-mouse = Haz clic en los dados (o pulsa del 1 al { $dice }) para guardarlos y vuelve a tirar, o elige una casilla.
hold-hint-touch-entered = Toca los dados para guardarlos, tira los demás en la mesa e introdúcelos, o elige una casilla.
hold-hint-mouse-entered = Haz clic en los dados (o pulsa del 1 al { $dice }) para guardarlos, tira los demás en la mesa e introdúcelos, o elige una casilla.

## Dados reales escritos como cifras (p. ej. «3 3 5 1 6») y rechazados: por qué, y qué escribir.

entry-example-rerolled = { $rolled ->
    [one] escribe el dado que volviste a tirar, o todos los { $dice }
   *[other] escribe los { $rolled } dados que volviste a tirar, o todos los { $dice }
}

entry-example-all = escribe { $dice } caras, como { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = «{ $typed }» no es una cara: { $example }.

entry-error-none = No has escrito ningún dado: { $example }.

entry-error-count-rerolled = Has escrito { $count ->
        [one] 1 dado
       *[other] { $count } dados
    }: { $example }.

entry-error-count = Has escrito { $count ->
        [one] 1 dado
       *[other] { $count } dados
    }, no { $dice }: { $example }.

entry-error-range = El dado { $die } no puede mostrar { $face }: estos dados tienen caras del 1 al { $faces }.
