### Tränarens ord på spelskärmen.

## Ett drag i ord: i tipset, varningen och granskningen, efter ett kolon eller i en lista.

coach-move-score = ta { $points } i { $box }
coach-move-score-wild = räkna den vilda tärningen som { $wild } och ta { $points } i { $box }
coach-move-roll-all = slå alla tärningarna
coach-move-keep = spara { $kept } och slå { $count ->
    [one] { $count } tärning
   *[other] { $count } tärningar
}

## Sägs i den levande regionen.

said-hint = Tips: { $move }. Förväntad slutpoäng { $score }.
said-hint-next = Tips: { $move }. Förväntad slutpoäng { $score }. Näst bäst: { $next }, { $less } poäng mindre.
said-coach-warns = Tränaren: det här kostar { $loss } poäng. Bättre: { $move }.
said-keep-real-dice = Spara { $kept }: slå de andra tärningarna, tryck sedan R och skriv in dem.

## Tränarens status.

coach-starting = Tränaren startar
coach-preparing = Tränaren förbereds { $percent } %
coach-ready = Tränaren redo
coach-unavailable = Tränaren otillgänglig
