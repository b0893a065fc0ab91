### Reglene for hvert spill, i hjelpen og under valget av spill i dialogen Nytt bord.

# To setninger i et avsnitt, etter hverandre.
rules-sentences = { $first } { $second }

## Hvert spill i ett avsnitt: terningene, kastene, rutene og bonusen over streken.

rules-summary-classic = Fem sekssidede terninger, opptil tre kast per tur, tretten ruter. 63 eller mer over streken gir 35 ekstra poeng.
rules-summary-lucky7 = Fem syvsidede terninger, opptil tre kast per tur, fjorten ruter. Den første terningen er merket: når den viser 7, er syveren joker og teller som et hvilket som helst tall fra 1 til 7 som du velger før du fører opp poengene. 84 eller mer over streken gir 46 ekstra poeng.
legend-wild = Merket terning: En { $face } på den er joker og teller som et tall fra 1 til { $face } som du velger.
rules-summary-tricolor = Spillet som er kjent som Kismet. Fem sekssidede terninger med fargede sider: 1 og 6 hvite, 2 og 5 røde, 3 og 4 grønne. Opptil tre kast per tur, femten ruter, og noen av dem krever terninger i én farge. Bonusen over streken øker med summen over streken: 35 fra 63, 55 fra 71, 75 fra 78.
rules-summary-yacht = Det gamle, fritt tilgjengelige spillet som Yahtzee stammer fra. Fem sekssidede terninger, opptil tre kast per tur, tolv ruter og ingen bonuser av noe slag.
rules-summary-yatzy = Det skandinaviske spillet. Fem sekssidede terninger, opptil tre kast per tur, femten ruter. 63 eller mer over streken gir 50 ekstra poeng. Rutene under streken teller stort sett bare terningene som danner kombinasjonen: Ett par det høyeste paret, To par de fire terningene i to ulike par. En Yatzy gir 50 én gang: det er ingen joker og ingen bonus for flere Yatzy.
rules-summary-maxi = Yatzys storesøster, etter den svenske blokken (maxiyatzy.com). Seks sekssidede terninger, opptil tre kast per tur, tjue ruter. Kast en tur ikke bruker, spares til senere turer, som et fjerde kast eller flere når de trengs. 84 eller mer over streken gir 100 ekstra poeng. Som i Yatzy teller rutene under streken stort sett bare terningene som danner kombinasjonen, og en Maxi Yatzy, seks like, gir 100 én gang.

## Setningen om en ekstra fem like, slik bordet spiller: med bonusen (den offisielle regelen)
## eller uten (et regelvalg).

rules-bonus-yahtzee = Hver ekstra Yahtzee gir 100 så lenge Yahtzee-ruten har 50.
rules-no-bonus-yahtzee = Ved dette bordet gir en ekstra Yahtzee ingen bonus.
rules-bonus-kismet = Hver ekstra Kismet gir 100 så lenge Kismet-ruten har poeng.
rules-no-bonus-kismet = Ved dette bordet gir en ekstra Kismet ingen bonus.

## Merknader under et spills regler i hjelpen: spørsmål som grunnreglene lar stå åpne, én
## setning hver.

rules-lucky7-wild-until-chosen = Til du velger et tall for joker-syveren, teller den som 7. Beholder du den merkede terningen, beholdes tallet du valgte; kaster du den på nytt, nullstilles det.
rules-lucky7-wild-everywhere = Jokerterningen teller som det valgte tallet i alle ruter: rutene over streken, Tre like og Fire like, straightene, Yahtzee og Sjanse.
rules-lucky7-straights = Straighter kan bruke alle tall fra 1 til 7: en Liten straight er hvilke som helst fire på rad (1-2-3-4 til 4-5-6-7), en Stor straight hvilke som helst fem (1-2-3-4-5, 2-3-4-5-6 eller 3-4-5-6-7).
rules-lucky7-as-classic = Delen under streken er som i Klassisk, så Yahtzee-bonusen og jokerregelen er de samme som i Klassisk: en ekstra Yahtzee, med jokerterningen talt som valgt, gir 100 så lenge Yahtzee-ruten har 50, og plasseres etter jokerregelen som gjelder.

rules-tricolor-kismet = Tricolor følger Kismets publiserte regler.
rules-tricolor-two-pair-same-colour = To par i samme farge krever to par der alle fire terningene har samme farge, for eksempel 2-2-5-5, 1-1-6-6 eller 4-4-4-3-3. Som i Kismet teller fire like som to par (det gjør også fem like), og den femte terningen kan ha hvilken som helst farge.
rules-tricolor-no-joker = Det er ingen joker, som i Kismet: en Kismet gir bare poeng i ruter terningene faktisk passer i (Straight og, med mindre husregelen er på, de to Hus-rutene gir ingenting).
rules-tricolor-bonus = Bonusen på 100 for hver ekstra Kismet gis bare så lenge Kismet-ruten har poeng, som i Klassisk: en Kismet-rute med 0 gir ingen bonus.
rules-tricolor-full-house = Som i Klassisk er fem like ikke Hus med mindre husregelen er på; husregelen gjelder også for Hus i samme farge.

rules-yacht-no-bonus = Det er ingen bonus over streken, ingen bonus for flere Yacht og ingen joker: hver rute gir bare det terningene faktisk viser, så valgene for joker og Yahtzee-bonus endrer ingenting.
rules-yacht-four-of-a-kind = Fire like teller bare de fire like terningene: 6-6-6-6-2 gir 24, og fem like gir summen av fire av terningene.
rules-yacht-full-house = Fem like er ikke Hus med mindre husregelen er på.

rules-yatzy-any-box = Du kan velge hvilken som helst åpen rute; terninger som ikke passer, gir 0 der.
rules-yatzy-two-pairs = To par krever to ulike tall: 4-4-4-4-2 er ikke To par med mindre husregelen om fire like er på (da gir den de fire like terningene), og ett enkelt par er det aldri.
rules-yatzy-full-house = Et hus inneholder to par: 3-3-3-5-5 gir 16 i To par.
rules-yatzy-straights = Liten straight er nøyaktig 1-2-3-4-5 (15 poeng), Stor straight nøyaktig 2-3-4-5-6 (20).
rules-yatzy-house-rules = Husregler, som hver er av med mindre bordet velger dem: fire like teller som To par; fem like teller som Hus; rutene fylles i rekkefølge, ovenfra og ned.

rules-maxi-kinds = To par, Tre par, Hus, Villa og Tårn krever ulike tall: 6-6-6-6-2-2 er et Tårn (28), men ikke Tre par, og seks like er ingen av dem.
rules-maxi-straights = Liten straight er 1-2-3-4-5 (15 poeng) og Stor straight 2-3-4-5-6 (20), uansett hva den sjette terningen viser; Full straight er alle seks tall (21).
rules-maxi-house-rules = Bordregler, som hver er av med mindre bordet velger dem: 50 poeng ved 75 over streken, som noen blokker gir, i stedet for 100 ved 84; ingen sparte kast, tre kast per tur og ikke flere; fire like teller som To par.

box-help-face = Summen av terningene som viser { $face }.
box-help = { $needs }: { $scores }.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] To
        [3] Tre
        [4] Fire
        [5] Fem
       *[other] { $count }
    } like terninger
   *[other] Minst { $count ->
        [2] to
        [3] tre
        [4] fire
       *[other] { $count }
    } like terninger
}
box-needs-all-alike = Alle { $dice ->
    [6] seks
   *[other] fem
} terningene like
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
box-needs-three-pairs = Tre par med ulike tall
box-needs-kinds = { $big ->
    [3] Tre
    [4] Fire
   *[other] { $big }
} av ett tall og { $small ->
    [2] to
    [3] tre
   *[other] { $small }
} av et annet
box-needs-two-pair-same-colour = To par i én farge (1 og 6 hvite, 2 og 5 røde, 3 og 4 grønne), fire like medregnet
box-needs-flush = Alle fem terningene i én farge
box-needs-full-house-same-colour = Hus der alle terningene har samme farge
box-needs-any = Hvilke som helst terninger
box-scores-total = summen av alle { $dice ->
    [6] seks
   *[other] fem
} terningene
box-scores-total-plus = summen av alle { $dice ->
    [6] seks
   *[other] fem
} terningene pluss { $bonus }
box-scores-fixed = { $points } poeng
box-scores-alike = { $count ->
    [2] bare summen av det høyeste paret
    [3] bare summen av de tre like terningene
    [4] bare summen av de fire like terningene
    [5] bare summen av de fem like terningene
   *[other] bare summen av de { $count } like terningene
}
box-scores-two-pairs = summen av de fire terningene
