### Spara tärningar, och inskrivna tärningar som nekas.

## Under tärningarna efter ett slag.

hold-hint-touch = Tryck på tärningar för att spara dem, slå sedan igen eller välj en ruta.
hold-hint-mouse = Klicka på tärningar (eller tryck 1 till { $dice }) för att spara dem, slå sedan igen eller välj en ruta.
hold-hint-touch-entered = Tryck på tärningar för att spara dem, slå de andra vid bordet och ange dem, eller välj en ruta.
hold-hint-mouse-entered = Klicka på tärningar (eller tryck 1 till { $dice }) för att spara dem, slå de andra vid bordet och ange dem, eller välj en ruta.

## Riktiga tärningar inskrivna som siffror och nekade.

entry-example-rerolled = skriv { $rolled ->
    [one] den tärning
   *[other] de { $rolled } tärningar
} du slog om, eller alla { $dice }

entry-example-all = skriv { $dice } värden, till exempel { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = ”{ $typed }” är inget tärningsvärde: { $example }.

entry-error-none = Inga tärningar inskrivna: { $example }.

entry-error-count-rerolled = Det är { $count ->
        [one] 1 tärning
       *[other] { $count } tärningar
    }: { $example }.

entry-error-count = Det är { $count ->
        [one] 1 tärning
       *[other] { $count } tärningar
    }, inte { $dice }: { $example }.

entry-error-range = Tärning { $die } kan inte visa { $face }: de här tärningarna har värdena 1 till { $faces }.
