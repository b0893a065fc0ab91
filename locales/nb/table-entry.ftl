### Å beholde terninger, og terninger som er skrevet inn feil.

## Under terningene etter et kast: hvordan man beholder terninger.

hold-hint-touch = Trykk på terningene du vil beholde, og kast igjen, eller velg en rute.
hold-hint-mouse = Klikk på terningene du vil beholde (eller trykk 1 til { $dice }), og kast igjen, eller velg en rute.
# Med ekte terninger.
hold-hint-touch-entered = Trykk på terningene du vil beholde, kast de andre ved bordet og legg dem inn, eller velg en rute.
# Med ekte terninger.
hold-hint-mouse-entered = Klikk på terningene du vil beholde (eller trykk 1 til { $dice }), kast de andre ved bordet og legg dem inn, eller velg en rute.

## Ekte terninger skrevet inn som tall og avvist: hvorfor, og hva som skal skrives i stedet.

entry-example-rerolled = { $rolled ->
    [one] skriv inn terningen du kastet på nytt, eller alle { $dice }
   *[other] skriv inn de { $rolled } terningene du kastet på nytt, eller alle { $dice }
}

entry-example-all = skriv inn { $dice } tall, for eksempel { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = «{ $typed }» er ikke et gyldig terningtall: { $example }.

entry-error-none = Ingen terninger skrevet inn: { $example }.

entry-error-count-rerolled = Det er { $count ->
        [one] 1 terning
       *[other] { $count } terninger
    }: { $example }.

entry-error-count = Det er { $count ->
        [one] 1 terning
       *[other] { $count } terninger
    }, ikke { $dice }: { $example }.

entry-error-range = Terning { $die } kan ikke vise { $face }: disse terningene har sidene 1 til { $faces }.
