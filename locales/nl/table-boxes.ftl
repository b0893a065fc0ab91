### Wat elk vak van een scoreblok oplevert, één zin per vak.

box-help-face = De som van de dobbelstenen met een { $face }.

box-help = { $needs }: { $scores }.

## Wat de dobbelstenen moeten tonen (begin van de zin).

box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Twee
        [3] Drie
        [4] Vier
       *[other] { $count }
    } gelijke dobbelstenen
   *[other] Minstens { $count ->
        [2] twee
        [3] drie
        [4] vier
       *[other] { $count }
    } gelijke dobbelstenen
}

box-needs-all-alike = Alle vijf dobbelstenen gelijk

box-needs-full-house = Drie van het ene getal en twee van een ander

box-needs-straight = { $length ->
    [4] Vier
    [5] Vijf
   *[other] { $length }
} opeenvolgende getallen ({ $runs })

box-runs = { $count ->
    [2] { $first } of { $last }
    [3] { $first }, { $second } of { $last }
   *[other] { $first } tot en met { $last }
}

box-needs-two-pairs = Twee paren van verschillende getallen

box-needs-two-pair-same-colour = Twee paren in één kleur (1 en 6 wit, 2 en 5 rood, 3 en 4 groen), carré inbegrepen

box-needs-flush = Alle vijf dobbelstenen in één kleur

box-needs-full-house-same-colour = Een Full House helemaal in één kleur

box-needs-any = Willekeurige dobbelstenen

## Wat een vak oplevert (na een dubbele punt, met kleine letter).

box-scores-total = de som van alle vijf dobbelstenen

box-scores-total-plus = de som van alle vijf dobbelstenen plus { $bonus }

box-scores-fixed = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}

box-scores-alike = { $count ->
    [2] alleen de som van het hoogste paar
    [3] alleen de som van die drie dobbelstenen
    [4] alleen de som van die vier dobbelstenen
   *[other] alleen de som van die { $count } dobbelstenen
}

box-scores-two-pairs = de som van die vier dobbelstenen
