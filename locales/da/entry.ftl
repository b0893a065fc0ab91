### The entry of real dice and the first-visit guide: fetched with the page's later parts.

## Entering real dice: after rolling physical dice at the table, the player taps each die and
## its face, or types the faces.

entry-instructions-touch = { $title }: slå med terningerne, og tryk så på hver terning og dens øjental, eller skriv dem

entry-instructions-mouse = { $title }: slå med terningerne, og klik så på hver terning og dens øjental, eller skriv dem

entry-field-all = Eller skriv alle øjentallene, og tryk Enter

entry-field-one = Eller skriv øjentallet på den terning, der blev slået igen (eller alle { $dice }), og tryk Enter

entry-field-some = Eller skriv de { $count } øjental, der blev slået igen (eller alle { $dice }), og tryk Enter

entry-placeholder = 3 3 5 1 6 2

entry-die = terning { $number }

entry-die-marked = markeret terning { $number }

entry-not-entered = ikke indtastet

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, holdt

entry-face-button = Terning { $die } viser { $face }

entry-face-group = Øjental for { $die }

entry-correct-die = Ret { $die }

entry-correct-summary = Tastet forkert? Ret en terning
entry-correct-group = Ret de indtastede terninger

entry-no-rolls-left = Ingen kast tilbage: vælg en rubrik.

## The first-visit guide: three steps (roll, hold, score) beside the dice, until the first box
## is scored.

guide-heading = Ny her? Trin { $step } af { $steps }: { $step ->
        [1] Slå
        [2] Hold
       *[other] Skriv point
    }

# "Slå" er knappen Slå.
guide-roll-touch = Tryk på Slå for at kaste terningerne. Du har op til tre kast pr. tur.
guide-roll-mouse = Klik på Slå (eller tryk på R) for at kaste terningerne. Du har op til tre kast pr. tur.
guide-hold-touch = Tryk på de terninger, du vil beholde: de bliver liggende, mens du slår med de andre igen.
guide-hold-mouse = Klik på de terninger, du vil beholde (eller tryk på 1 til { $dice }): de bliver liggende, mens du slår med de andre igen.
guide-roll-real = Slå terningerne ved bordet, og indtast dem her: tryk på hver terning og dens øjne, eller skriv tallene.
guide-hold-real = Tryk på de terninger, du beholder, slå de andre ved bordet, og indtast kun dem.
guide-score = Når du er tilfreds med terningerne, eller kastene er brugt, så vælg en rubrik på pointblokken: den viser, hvad hver rubrik ville give. Hver rubrik udfyldes én gang; den højeste total vinder.
guide-skip = Spring guiden over

entry-title = Indtast kast { $roll } af { $rolls }
