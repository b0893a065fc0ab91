### Trenerens ord på spillskjermen: trekk beskrevet, tipset, advarselen og trenerens status.

## Et trekk i ord (infinitiv: står etter kolon, etter «valgte å» og etter «ville»).

coach-move-score = føre opp { $points } i { $box }
# Lucky7: jokerterningen får en verdi, så føres en rute.
coach-move-score-wild = telle jokerterningen som { $wild } og føre opp { $points } i { $box }
coach-move-roll-all = kaste alle terningene
coach-move-keep = beholde { $kept } og kaste { $count ->
    [one] { $count } terning
   *[other] { $count } terninger
}

## Sies i live-regionen.

said-hint = Tips: { $move }. Forventet sluttsum { $score }.
said-hint-next = Tips: { $move }. Forventet sluttsum { $score }. Nest best: { $next }, { $less } poeng mindre.
said-coach-warns = Trener: dette koster { $loss } poeng. Bedre: { $move }.
said-keep-real-dice = Behold { $kept }: kast de andre terningene, trykk så R og skriv dem inn.

## Trenerens status, i botlinjen og nederst på siden.

coach-starting = Trener starter
coach-preparing = Trener forberedes { $percent } %
coach-ready = Trener klar
coach-unavailable = Trener utilgjengelig
