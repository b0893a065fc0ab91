### Varje spels regler, i hjälpen och under valet av spel i dialogen Nytt bord.

rules-sentences = { $first } { $second }

## Varje spel i ett stycke: tärningar, slag, rutor och övre bonus.

rules-summary-classic = Fem sexsidiga tärningar, upp till tre slag per tur, tretton rutor. 63 poäng eller mer i övre delen ger 35 extra poäng.
rules-summary-lucky7 = Fem sjusidiga tärningar, upp till tre slag per tur, fjorton rutor. Den första tärningen är märkt: när den visar sin 7:a är den vild och räknas som vilket tal från 1 till 7 du vill, och det väljer du innan du fyller i en ruta. 84 poäng eller mer i övre delen ger 46 extra poäng.
legend-wild = Märkt tärning: dess { $face }:a är vild och räknas som valfritt tal från 1 till { $face }.
rules-summary-tricolor = Spelet som kallas Kismet. Fem sexsidiga tärningar med färgade sidor: 1 och 6 vita, 2 och 5 röda, 3 och 4 gröna. Upp till tre slag per tur, femton rutor, och några av dem kräver tärningar i samma färg. Den övre bonusen växer med summan i övre delen: 35 från 63, 55 från 71, 75 från 78.
rules-summary-yacht = Det gamla, fria spelet som Yahtzee bygger på. Fem sexsidiga tärningar, upp till tre slag per tur, tolv rutor och inga bonusar alls.
rules-summary-yatzy = Det skandinaviska spelet. Fem sexsidiga tärningar, upp till tre slag per tur, femton rutor. 63 poäng eller mer i övre delen ger 50 extra poäng. Rutorna i nedre delen räknar oftast bara de tärningar som bildar dem: Ett par det högsta paret, Två par de fyra tärningarna i två olika par. En Yatzy ger 50 en gång: det finns ingen joker och ingen bonus för fler Yatzy.
rules-summary-maxi = Yatzys storasyster, efter det svenska protokollet (maxiyatzy.com). Sex sexsidiga tärningar, upp till tre slag per tur, tjugo rutor. Slag som en tur lämnar oanvända sparas till senare turer, som ett fjärde slag eller fler när de behövs. 84 poäng eller mer i övre delen ger 100 extra poäng. Som i Yatzy räknar rutorna i nedre delen oftast bara de tärningar som bildar dem, och en Maxi Yatzy, sex lika, ger 100 en gång.

## Meningen om ytterligare fem lika: med bonus (den officiella regeln) eller utan (en bordsregel).

rules-bonus-yahtzee = Varje ytterligare Yahtzee ger 100 så länge Yahtzee-rutan har 50.
rules-no-bonus-yahtzee = Vid det här bordet ger ytterligare Yahtzee ingen bonus.
rules-bonus-kismet = Varje ytterligare Kismet ger 100 så länge Kismet-rutan har sina poäng.
rules-no-bonus-kismet = Vid det här bordet ger ytterligare Kismet ingen bonus.

## Anmärkningar under ett spels regler i hjälpen.

rules-lucky7-wild-until-chosen = Tills du väljer ett tal för den vilda 7:an räknas den som 7. Sparar du den märkta tärningen behålls det valda talet; slår du om den försvinner valet.
rules-lucky7-wild-everywhere = Den vilda tärningen räknas som det valda talet i alla rutor: övre delen, Tretal och Fyrtal, stegarna, Yahtzee och Chans.
rules-lucky7-straights = Stegar får använda alla tal från 1 till 7: Liten stege är fyra tal i rad (1-2-3-4 upp till 4-5-6-7), Stor stege fem i rad (1-2-3-4-5, 2-3-4-5-6 eller 3-4-5-6-7).
rules-lucky7-as-classic = Nedre delen är som i Klassisk, så Yahtzee-bonusen och jokerregeln är desamma som i Klassisk: ytterligare en Yahtzee, med den vilda tärningen räknad som vald, ger 100 så länge Yahtzee-rutan har 50 och placeras enligt den jokerregel som gäller.

rules-tricolor-kismet = Tricolor följer Kismets publicerade regler.
rules-tricolor-two-pair-same-colour = Två par i samma färg kräver två par vars fyra tärningar har samma färg, till exempel 2-2-5-5, 1-1-6-6 eller 4-4-4-3-3. Som i Kismet räknas fyrtal som två par (fem lika också), och den femte tärningen får ha vilken färg som helst.
rules-tricolor-no-joker = Det finns ingen joker, precis som i Kismet: en Kismet ger bara poäng i rutor som tärningarna verkligen passar (Stege och, om inte husregeln gäller, de två kåkrutorna ger ingenting).
rules-tricolor-bonus = Bonusen på 100 för varje ytterligare Kismet ges bara så länge Kismet-rutan har poäng, som i Klassisk: en Kismet-ruta med 0 ger ingen bonus.
rules-tricolor-full-house = Som i Klassisk är fem lika ingen kåk om inte husregeln gäller; husregeln gäller då även Kåk i samma färg.

rules-yacht-no-bonus = Det finns ingen övre bonus, ingen bonus för fler Yacht och ingen joker: varje ruta ger bara vad tärningarna verkligen visar, så inställningarna för joker och Yahtzee-bonus ändrar ingenting.
rules-yacht-four-of-a-kind = Fyrtal räknar bara de fyra lika tärningarna: 6-6-6-6-2 ger 24, och fem lika ger summan av fyra av dem.
rules-yacht-full-house = Fem lika är ingen Kåk om inte husregeln gäller.

rules-yatzy-any-box = Du får välja vilken öppen ruta som helst; tärningar som inte passar ger 0 där.
rules-yatzy-two-pairs = Två par kräver två olika värden: 4-4-4-4-2 är inte Två par om inte husregeln om fyrtal gäller (då räknas de fyra lika), och ett enda par räcker aldrig.
rules-yatzy-full-house = En kåk innehåller två par: 3-3-3-5-5 ger 16 i Två par.
rules-yatzy-straights = Liten stege är exakt 1-2-3-4-5 (15 poäng), Stor stege exakt 2-3-4-5-6 (20).
rules-yatzy-house-rules = Husregler, avstängda om inte bordet väljer dem: fyrtal räknas som Två par; fem lika räknas som Kåk; rutorna fylls i ordning, uppifrån och ned.

rules-maxi-kinds = Två par, Tre par, Kåk, Hus och Torn kräver olika värden: 6-6-6-6-2-2 är ett Torn (28) men inte Tre par, och sex lika är inget av dem.
rules-maxi-straights = Liten stege är 1-2-3-4-5 (15 poäng) och Stor stege 2-3-4-5-6 (20), vad den sjätte tärningen än visar; Full stege är alla sex värden (21).
rules-maxi-house-rules = Bordsregler, avstängda om inte bordet väljer dem: 50 poäng vid 75 i övre delen, som vissa protokoll ger, i stället för 100 vid 84; inga sparade slag, tre slag per tur och inte fler; fyrtal räknas som Två par.

box-help-face = Summan av tärningarna som visar { $face }.
box-help = { $needs }: { $scores }.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Två
        [3] Tre
        [4] Fyra
        [5] Fem
       *[other] { $count }
    } lika tärningar
   *[other] Minst { $count ->
        [2] två
        [3] tre
        [4] fyra
       *[other] { $count }
    } lika tärningar
}
box-needs-all-alike = Alla { $dice ->
    [6] sex
   *[other] fem
} tärningarna lika
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
box-needs-three-pairs = Tre par med olika värden
box-needs-kinds = { $big ->
    [3] Tre
    [4] Fyra
   *[other] { $big }
} av ett värde och { $small ->
    [2] två
    [3] tre
   *[other] { $small }
} av ett annat
box-needs-two-pair-same-colour = Två par i samma färg (1 och 6 vita, 2 och 5 röda, 3 och 4 gröna), fyrtal medräknat
box-needs-flush = Alla fem tärningarna i samma färg
box-needs-full-house-same-colour = En kåk helt i samma färg
box-needs-any = Vilka tärningar som helst
box-scores-total = summan av alla { $dice ->
    [6] sex
   *[other] fem
} tärningarna
box-scores-total-plus = summan av alla { $dice ->
    [6] sex
   *[other] fem
} tärningarna plus { $bonus }
box-scores-fixed = { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
box-scores-alike = { $count ->
    [2] summan av bara det högsta paret
    [3] summan av bara de tre tärningarna
    [4] summan av bara de fyra tärningarna
    [5] summan av bara de fem tärningarna
   *[other] summan av bara de { $count } tärningarna
}
box-scores-two-pairs = summan av de fyra tärningarna
