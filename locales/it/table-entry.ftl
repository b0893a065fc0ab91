### Tenere i dadi, e dadi digitati rifiutati.

## Sotto i dadi, dopo un lancio: come tenere i dadi.

hold-hint-touch = Tocca i dadi per tenerli, poi rilancia, oppure scegli una casella.
hold-hint-mouse = Fai clic sui dadi (o premi da 1 a { $dice }) per tenerli, poi rilancia, oppure scegli una casella.
hold-hint-touch-entered = Tocca i dadi per tenerli, lancia gli altri al tavolo e inseriscili, oppure scegli una casella.
hold-hint-mouse-entered = Fai clic sui dadi (o premi da 1 a { $dice }) per tenerli, lancia gli altri al tavolo e inseriscili, oppure scegli una casella.

## Dadi veri digitati come cifre (es. "3 3 5 1 6") e rifiutati: perché, e che cosa digitare.

entry-example-rerolled = { $rolled ->
    [one] digita il dado rilanciato
   *[other] digita i { $rolled } dadi rilanciati
}, oppure tutti e { $dice }

entry-example-all = digita { $dice } facce, come { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = «{ $typed }» non è una faccia: { $example }.

entry-error-none = Nessun dado digitato: { $example }.

entry-error-count-rerolled = Hai digitato { $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    }: { $example }.

entry-error-count = Hai digitato { $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    }, non { $dice }: { $example }.

entry-error-range = Il dado { $die } non può mostrare { $face }: questi dadi hanno facce da 1 a { $faces }.
