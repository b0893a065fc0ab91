### Hva hver rute gir, én setning per rute (hjelpens tabell over ruter).

box-help-face = Summen av terningene som viser { $face }.

box-help = { $needs }: { $scores }.

## Hva terningene må vise. Står først i setningen.

box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] To
        [3] Tre
        [4] Fire
       *[other] { $count }
    } like terninger
   *[other] Minst { $count ->
        [2] to
        [3] tre
        [4] fire
       *[other] { $count }
    } like terninger
}

box-needs-all-alike = Alle fem terningene like

box-needs-full-house = Tre av ett tall og to av et annet

box-needs-straight = { $length ->
    [4] Fire
    [5] Fem
   *[other] { $length }
} tall på rad ({ $runs })

box-runs = { $count ->
    [2] { $first } eller { $last }
    [3] { $first }, { $second } eller { $last }
   *[other] { $first } til { $last }
}

box-needs-two-pairs = To par med ulike tall

box-needs-two-pair-same-colour = To par i én farge (1 og 6 hvite, 2 og 5 røde, 3 og 4 grønne), fire like medregnet

box-needs-flush = Alle fem terningene i én farge

box-needs-full-house-same-colour = Hus der alle terningene har samme farge

box-needs-any = Hvilke som helst terninger

## Hva ruten gir. Står etter kolon i box-help (liten forbokstav).

box-scores-total = summen av alle fem terningene

box-scores-total-plus = summen av alle fem terningene pluss { $bonus }

box-scores-fixed = { $points } poeng

box-scores-alike = { $count ->
    [2] bare summen av det høyeste paret
    [3] bare summen av de tre like terningene
    [4] bare summen av de fire like terningene
   *[other] bare summen av de { $count } like terningene
}

box-scores-two-pairs = summen av de fire terningene
