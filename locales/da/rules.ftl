### The rules of each game, in the help and under the choice of a game in the New table dialog.

rules-sentences = { $first } { $second }

## Each game in a paragraph: its dice, rolls, boxes and upper bonus. The game's names are
## game-classic, game-lucky7… The games' numbers are rules, not counts to format.

rules-summary-classic = Fem sekssidede terninger, op til tre kast pr. tur, tretten rubrikker. 63 eller mere i øverste del giver 35 point ekstra.
rules-summary-lucky7 = Fem syvsidede terninger, op til tre kast pr. tur, fjorten rubrikker. Den første terning er markeret: når den viser 7, er den 7'er vild og tæller som et hvilket som helst tal fra 1 til 7, som du vælger, før du skriver point. 84 eller mere i øverste del giver 46 point ekstra.
legend-wild = Markeret terning: Dens { $face }'er er vild og tæller som et tal fra 1 til { $face } efter dit valg.
rules-summary-tricolor = Spillet, der er kendt som Kismet. Fem sekssidede terninger med farvede sider: 1 og 6 hvide, 2 og 5 røde, 3 og 4 grønne. Op til tre kast pr. tur, femten rubrikker, hvoraf nogle kræver terninger i samme farve. Bonussen i øverste del vokser med summen dér: 35 fra 63, 55 fra 71, 75 fra 78.
rules-summary-yacht = Det gamle, frie spil, som Yahtzee stammer fra. Fem sekssidede terninger, op til tre kast pr. tur, tolv rubrikker og ingen bonusser af nogen art.
rules-summary-yatzy = Det skandinaviske spil. Fem sekssidede terninger, op til tre kast pr. tur, femten rubrikker. 63 eller mere i øverste del giver 50 point ekstra. De fleste rubrikker i nederste del tæller kun de terninger, der danner dem: 1 par tæller det højeste par, 2 par de fire terninger i to forskellige par. En Yatzy giver 50 én gang: der er ingen joker og ingen bonus for en ekstra Yatzy.
rules-summary-maxi = Yatzys storesøster, efter den svenske blok (maxiyatzy.com). Seks sekssidede terninger, op til tre kast pr. tur, tyve rubrikker. Kast, som en tur ikke bruger, gemmes til senere ture, som et fjerde kast eller flere, når de skal bruges. 84 eller mere i øverste del giver 100 point ekstra. Som i Yatzy tæller de fleste rubrikker i nederste del kun de terninger, der danner dem, og en Maxi Yatzy, seks ens, giver 100 én gang.

## The sentence after the paragraph about a further five of a kind, as the table plays it:
## with the bonus (the official rule) or without it (a table rule). Yahtzee and Kismet are
## names of boxes.

rules-bonus-yahtzee = Hver ekstra Yahtzee giver 100, så længe Yahtzee-rubrikken har 50.
rules-no-bonus-yahtzee = Ved dette bord giver en ekstra Yahtzee ingen bonus.
rules-bonus-kismet = Hver ekstra Kismet giver 100, så længe Kismet-rubrikken har sine point.
rules-no-bonus-kismet = Ved dette bord giver en ekstra Kismet ingen bonus.

## Notes under a game's rules in the help: rule decisions its rule book (its "seed") leaves
## open, one sentence each. The names with capitals (Small Straight, Two Pairs, Full House Same
## Colour…) are names of boxes.

rules-lucky7-wild-until-chosen = Indtil du vælger et tal for den vilde 7'er, tæller den som 7. Holder du den markerede terning, beholder den det valgte tal; slår du med den igen, nulstilles det.
rules-lucky7-wild-everywhere = Den vilde terning tæller som det valgte tal i alle rubrikker: øverste del, ens-rubrikkerne, de to straights, Yahtzee og Chance.
rules-lucky7-straights = Straights kan bruge alle tal fra 1 til 7: Lille straight er hvilke som helst fire i træk (1-2-3-4 op til 4-5-6-7), Stor straight hvilke som helst fem (1-2-3-4-5, 2-3-4-5-6 eller 3-4-5-6-7).
rules-lucky7-as-classic = Nederste del er som i Klassisk, så Yahtzee-bonussen og jokerreglen er som i Klassisk: en ekstra Yahtzee, med den vilde terning talt som valgt, giver 100, så længe Yahtzee-rubrikken har 50, og placeres efter den gældende jokerregel.

rules-tricolor-kismet = Tricolor følger Kismets offentliggjorte regler.
rules-tricolor-two-pair-same-colour = 2 par i samme farve kræver to par, hvis fire terninger har samme farve, fx 2-2-5-5, 1-1-6-6 eller 4-4-4-3-3. Som i Kismet tæller fire ens som to par (det gør fem ens også), og den femte terning kan have en hvilken som helst farve.
rules-tricolor-no-joker = Der er ingen joker, som i Kismet: en Kismet giver kun point i rubrikker, som terningerne virkelig passer til (Straight og, medmindre husreglen er slået til, de to Hus-rubrikker giver intet).
rules-tricolor-bonus = Bonussen på 100 for hver ekstra Kismet gives kun, så længe Kismet-rubrikken har point, som i Klassisk: en Kismet-rubrik udfyldt med 0 giver ingen bonus.
rules-tricolor-full-house = Som i Klassisk er fem ens ikke et hus, medmindre husreglen er slået til; husreglen gælder også for Hus i samme farve.

rules-yacht-no-bonus = Der er ingen bonus i øverste del, ingen bonus for flere Yachts og ingen joker: hver rubrik giver kun det, terningerne virkelig viser, så indstillingerne for joker og Yahtzee-bonus ændrer intet.
rules-yacht-four-of-a-kind = 4 ens tæller kun de fire ens terninger: 6-6-6-6-2 giver 24, og fem ens giver fire af terningerne.
rules-yacht-full-house = Fem ens er ikke Hus, medmindre husreglen er slået til.

rules-yatzy-any-box = Enhver åben rubrik kan vælges; terninger, der ikke passer, giver 0 dér.
rules-yatzy-two-pairs = 2 par kræver to forskellige tal: 4-4-4-4-2 er ikke 2 par, medmindre husreglen om fire ens er slået til (så tæller de fire ens), og et enkelt par er det aldrig.
rules-yatzy-full-house = Et hus indeholder to par: 3-3-3-5-5 giver 16 i 2 par.
rules-yatzy-straights = Lille straight er præcis 1-2-3-4-5 (15 point), Stor straight præcis 2-3-4-5-6 (20).
rules-yatzy-house-rules = Husregler, som hver er slået fra, medmindre bordet vælger dem: fire ens tæller som 2 par; fem ens tæller som Hus; rubrikkerne udfyldes i rækkefølge, oppefra og ned.

rules-maxi-kinds = 2 par, 3 par, Hus, Villa og Tårn kræver forskellige tal: 6-6-6-6-2-2 er et Tårn (28), men ikke 3 par, og seks ens er ingen af dem.
rules-maxi-straights = Lille straight er 1-2-3-4-5 (15 point) og Stor straight 2-3-4-5-6 (20), uanset hvad den sjette terning viser; Fuld straight er alle seks tal (21).
rules-maxi-house-rules = Bordregler, som hver er slået fra, medmindre bordet vælger dem: 50 point ved 75 i øverste del, som nogle blokke giver, i stedet for 100 ved 84; ingen gemte kast, tre kast pr. tur og ikke flere; fire ens tæller som 2 par.

box-help-face = Summen af de terninger, der viser { $face }.
box-help = { $needs }: { $scores }.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] To
        [3] Tre
        [4] Fire
        [5] Fem
       *[other] { $count }
    } ens terninger
   *[other] Mindst { $count ->
        [2] to
        [3] tre
        [4] fire
       *[other] { $count }
    } ens terninger
}
box-needs-all-alike = Alle { $dice ->
    [6] seks
   *[other] fem
} terninger ens
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
box-needs-three-pairs = Tre par med forskellige tal
box-needs-kinds = { $big ->
    [3] Tre
    [4] Fire
   *[other] { $big }
} terninger med ét tal og { $small ->
    [2] to
    [3] tre
   *[other] { $small }
} med et andet
box-needs-two-pair-same-colour = To par i samme farve (1 og 6 hvide, 2 og 5 røde, 3 og 4 grønne), fire ens medregnet
box-needs-flush = Alle fem terninger i samme farve
box-needs-full-house-same-colour = Et hus, alle terninger i samme farve
box-needs-any = Hvilke som helst terninger
box-scores-total = summen af alle { $dice ->
    [6] seks
   *[other] fem
} terninger
box-scores-total-plus = summen af alle { $dice ->
    [6] seks
   *[other] fem
} terninger plus { $bonus }
box-scores-fixed = { $points } point
box-scores-alike = { $count ->
    [2] kun summen af det højeste par
    [3] kun summen af de tre ens terninger
    [4] kun summen af de fire ens terninger
    [5] kun summen af de fem ens terninger
   *[other] kun summen af de { $count } ens terninger
}
box-scores-two-pairs = summen af de fire terninger
