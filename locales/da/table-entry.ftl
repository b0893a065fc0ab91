### Holding dice, and typed dice refused: words of the game screen, fetched before the table is
### drawn.

## Under the dice, after a roll: how to hold dice. "Tap" on a touch screen, "Click" with a
## mouse; 1 to 5 are the keys of the five dice.

hold-hint-touch = Tryk på terninger for at holde dem, og slå så igen, eller vælg en rubrik.
hold-hint-mouse = Klik på terninger (eller tryk på 1 til { $dice }) for at holde dem, og slå så igen, eller vælg en rubrik.
hold-hint-touch-entered = Tryk på terninger for at holde dem, slå med de andre ved bordet, og indtast dem, eller vælg en rubrik.
hold-hint-mouse-entered = Klik på terninger (eller tryk på 1 til { $dice }) for at holde dem, slå med de andre ved bordet, og indtast dem, eller vælg en rubrik.

## Real dice typed as digits (e.g. "3 3 5 1 6") and refused: why, then what to type instead.
## The "example" messages end each error message.

entry-example-rerolled = { $rolled ->
    [one] skriv den terning, der blev slået igen, eller alle { $dice }
   *[other] skriv de { $rolled } terninger, der blev slået igen, eller alle { $dice }
}

entry-example-all = skriv { $dice } øjental, fx { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = »{ $typed }« er ikke et øjental: { $example }.

entry-error-none = Ingen terninger skrevet: { $example }.

entry-error-count-rerolled = Det er { $count ->
        [one] 1 terning
       *[other] { $count } terninger
    }: { $example }.

entry-error-count = Det er { $count ->
        [one] 1 terning
       *[other] { $count } terninger
    }, ikke { $dice }: { $example }.

entry-error-range = Terning { $die } kan ikke vise { $face }: disse terninger har øjentallene 1 til { $faces }.
