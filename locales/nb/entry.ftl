### Innlegging av ekte terninger og veiledningen ved første besøk.

## Innlegging av ekte terninger: etter å ha kastet fysiske terninger trykker spilleren på hver
## terning og tallet, eller skriver tallene.

entry-instructions-touch = { $title }: kast terningene, og trykk så på hver terning og tallet den viser, eller skriv dem inn

entry-instructions-mouse = { $title }: kast terningene, og klikk så på hver terning og tallet den viser, eller skriv dem inn

entry-field-all = Eller skriv alle tallene og trykk Enter

entry-field-one = Eller skriv tallet på terningen du kastet på nytt (eller alle { $dice }) og trykk Enter

entry-field-some = Eller skriv de { $count } tallene du kastet på nytt (eller alle { $dice }) og trykk Enter

entry-placeholder = 3 3 5 1 6 2

entry-die = terning { $number }

entry-die-marked = merket terning { $number }

entry-not-entered = ikke lagt inn

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, beholdt

entry-face-button = Terning { $die } viser { $face }

entry-face-group = Tallet på { $die }

entry-correct-die = Rett opp { $die }

entry-correct-summary = Skrevet feil? Rett opp en terning
entry-correct-group = Rett opp terningene som er lagt inn

entry-no-rolls-left = Ingen kast igjen: velg en rute.

## Veiledningen ved første besøk: tre trinn (kast, behold, før opp) ved terningene, til den
## første ruten er ført.

guide-heading = Ny her? Trinn { $step } av { $steps }: { $step ->
        [1] Kast
        [2] Behold
       *[other] Før opp
    }

# «Kast» er Kast-knappen.
guide-roll-touch = Trykk på Kast for å kaste terningene. Du får opptil tre kast per tur.
guide-roll-mouse = Trykk på Kast (eller tasten R) for å kaste terningene. Du får opptil tre kast per tur.
guide-hold-touch = Trykk på terningene du vil beholde: de blir liggende mens du kaster de andre på nytt.
guide-hold-mouse = Klikk på terningene du vil beholde (eller trykk 1 til { $dice }): de blir liggende mens du kaster de andre på nytt.
guide-roll-real = Kast terningene ved bordet, og legg dem inn her: trykk på hver terning og øynene dens, eller skriv tallene.
guide-hold-real = Trykk på terningene du beholder, kast de andre ved bordet, og legg inn bare dem.
guide-score = Når du er fornøyd med terningene, eller kastene er brukt opp, velger du en rute på poengblokken: den viser hva hver rute ville gitt. Hver rute fylles ut én gang; høyeste sum vinner.
guide-skip = Hopp over veiledningen

entry-title = Legg inn kast { $roll } av { $rolls }
