### Vad varje ruta i protokollet ger, en mening per ruta.

box-help-face = Summan av tärningarna som visar { $face }.

box-help = { $needs }: { $scores }.

## Vad tärningarna måste visa.

box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Två
        [3] Tre
        [4] Fyra
       *[other] { $count }
    } lika tärningar
   *[other] Minst { $count ->
        [2] två
        [3] tre
        [4] fyra
       *[other] { $count }
    } lika tärningar
}

box-needs-all-alike = Alla fem tärningarna lika

box-needs-full-house = Tre av ett värde och två av ett annat

box-needs-straight = { $length ->
    [4] Fyra
    [5] Fem
   *[other] { $length }
} tal i rad ({ $runs })

box-runs = { $count ->
    [2] { $first } eller { $last }
    [3] { $first }, { $second } eller { $last }
   *[other] { $first } upp till { $last }
}

box-needs-two-pairs = Två par med olika värden

box-needs-two-pair-same-colour = Två par i samma färg (1 och 6 vita, 2 och 5 röda, 3 och 4 gröna), fyrtal medräknat

box-needs-flush = Alla fem tärningarna i samma färg

box-needs-full-house-same-colour = En kåk helt i samma färg

box-needs-any = Vilka tärningar som helst

## Vad en ruta ger (efter ett kolon i box-help).

box-scores-total = summan av alla fem tärningarna

box-scores-total-plus = summan av alla fem tärningarna plus { $bonus }

box-scores-fixed = { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}

box-scores-alike = { $count ->
    [2] summan av bara det högsta paret
    [3] summan av bara de tre tärningarna
    [4] summan av bara de fyra tärningarna
   *[other] summan av bara de { $count } tärningarna
}

box-scores-two-pairs = summan av de fyra tärningarna
