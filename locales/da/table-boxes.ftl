### What each box of a scoresheet scores, one sentence per box: shown in the help's table of
### boxes, and meant for the scoresheet's row titles too (so fetched with the game screen).
### The page builds each sentence from the box's rule: what the dice must show (a box-needs-
### message), then what the box scores (a box-scores- message), joined by box-help.

box-help-face = Summen af de terninger, der viser { $face }.

box-help = { $needs }: { $scores }.

## What the dice must show. Each starts the sentence (capitalised in English).

box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] To
        [3] Tre
        [4] Fire
       *[other] { $count }
    } ens terninger
   *[other] Mindst { $count ->
        [2] to
        [3] tre
        [4] fire
       *[other] { $count }
    } ens terninger
}

box-needs-all-alike = Alle fem terninger ens

box-needs-full-house = Tre terninger med ét tal og to med et andet

box-needs-straight = { $length ->
    [4] Fire
    [5] Fem
   *[other] { $length }
} tal i træk ({ $runs })

box-runs = { $count ->
    [2] { $first } eller { $last }
    [3] { $first }, { $second } eller { $last }
   *[other] { $first } op til { $last }
}

box-needs-two-pairs = To par med forskellige tal

box-needs-two-pair-same-colour = To par i samme farve (1 og 6 hvide, 2 og 5 røde, 3 og 4 grønne), fire ens medregnet

box-needs-flush = Alle fem terninger i samme farve

box-needs-full-house-same-colour = Et hus, alle terninger i samme farve

box-needs-any = Hvilke som helst terninger

## What a box scores. Each follows a colon in box-help (lower case in English).

box-scores-total = summen af alle fem terninger

box-scores-total-plus = summen af alle fem terninger plus { $bonus }

box-scores-fixed = { $points } point

box-scores-alike = { $count ->
    [2] kun summen af det højeste par
    [3] kun summen af de tre ens terninger
    [4] kun summen af de fire ens terninger
   *[other] kun summen af de { $count } ens terninger
}

box-scores-two-pairs = summen af de fire terninger
