### De woorden van de coach op het spelscherm.

## Een zet in woorden: in de tip, de waarschuwing en de analyse, na een dubbele punt of in een
## lijst.

coach-move-score = { $points } invullen bij { $box }
coach-move-score-wild = de wilde dobbelsteen als { $wild } tellen en { $points } invullen bij { $box }
coach-move-roll-all = alle dobbelstenen gooien
coach-move-keep = { $kept } houden en { $count ->
    [one] { $count } dobbelsteen
   *[other] { $count } dobbelstenen
} gooien

## Uitgesproken in de live-regio.

said-hint = Tip: { $move }. Verwachte eindscore { $score }.
said-hint-next = Tip: { $move }. Verwachte eindscore { $score }. Daarna het beste: { $next }, { $less } punten minder.
said-coach-warns = Coach: dit kost { $loss } punten. Beter: { $move }.
said-keep-real-dice = Houd { $kept }: gooi de andere dobbelstenen, druk dan op R en typ ze in.

## De status van de coach.

coach-starting = Coach start
coach-preparing = Coach wordt voorbereid: { $percent } %
coach-ready = Coach klaar
coach-unavailable = Coach niet beschikbaar
