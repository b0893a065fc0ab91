### De regels van elk spel, in de help en onder de keuze van een spel bij Nieuwe tafel.

rules-sentences = { $first } { $second }

## Elk spel in één alinea.

rules-summary-classic = Vijf zeszijdige dobbelstenen, tot drie worpen per beurt, dertien vakken. Met 63 of meer in het bovenste deel krijg je 35 punten extra.
rules-summary-lucky7 = Vijf zevenzijdige dobbelstenen, tot drie worpen per beurt, veertien vakken. De eerste dobbelsteen is gemarkeerd: als die een 7 toont, is die 7 wild en telt hij als elk getal van 1 tot 7 dat je kiest voordat je invult. Met 84 of meer in het bovenste deel krijg je 46 punten extra.
legend-wild = Gemarkeerde dobbelsteen: zijn { $face } is wild en telt als een getal van 1 tot en met { $face } naar keuze.
rules-summary-tricolor = Het spel dat bekendstaat als Kismet. Vijf zeszijdige dobbelstenen met gekleurde zijden: 1 en 6 wit, 2 en 5 rood, 3 en 4 groen. Tot drie worpen per beurt, vijftien vakken, waarvan sommige dobbelstenen in één kleur vragen. De bonus voor het bovenste deel groeit met het totaal daar: 35 vanaf 63, 55 vanaf 71, 75 vanaf 78.
rules-summary-yacht = Het spel uit het publieke domein waar Yahtzee uit is ontstaan. Vijf zeszijdige dobbelstenen, tot drie worpen per beurt, twaalf vakken en geen enkele bonus.
rules-summary-yatzy = Het Scandinavische spel. Vijf zeszijdige dobbelstenen, tot drie worpen per beurt, vijftien vakken. Met 63 of meer in het bovenste deel krijg je 50 punten extra. De vakken van het onderste deel tellen meestal alleen de dobbelstenen die ze vormen: Eén paar het hoogste paar, Twee paar de vier dobbelstenen van twee verschillende paren. Een Yatzy levert één keer 50 op: er is geen joker en geen bonus voor een volgende Yatzy.
rules-summary-maxi = De grote zus van Yatzy, volgens het Zweedse scoreblok (maxiyatzy.com). Zes zeszijdige dobbelstenen, tot drie worpen per beurt, twintig vakken. Worpen die een beurt niet gebruikt, worden bewaard voor latere beurten, als vierde worp of meer wanneer ze nodig zijn. Met 84 of meer in het bovenste deel krijg je 100 punten extra. Net als bij Yatzy tellen de vakken van het onderste deel meestal alleen de dobbelstenen die ze vormen, en een Maxi Yatzy, zes dezelfde, levert één keer 100 op.

## De zin over een volgende vijf dezelfde.

rules-bonus-yahtzee = Elke volgende Yahtzee levert 100 op zolang het vak Yahtzee 50 bevat.
rules-no-bonus-yahtzee = Aan deze tafel levert een volgende Yahtzee geen bonus op.
rules-bonus-kismet = Elke volgende Kismet levert 100 op zolang het vak Kismet een score bevat.
rules-no-bonus-kismet = Aan deze tafel levert een volgende Kismet geen bonus op.

## Opmerkingen onder de regels van een spel: wat de basisregels openlaten.

rules-lucky7-wild-until-chosen = Zolang je geen getal kiest voor de wilde 7, telt hij als 7. Houd je de gemarkeerde dobbelsteen vast, dan blijft het gekozen getal staan; gooi je hem opnieuw, dan vervalt het.
rules-lucky7-wild-everywhere = De wilde dobbelsteen telt in elk vak als het gekozen getal: in het bovenste deel, bij Drie dezelfde en Carré, bij de straten, bij Yahtzee en bij Chance.
rules-lucky7-straights = Straten mogen alle getallen van 1 tot 7 gebruiken: een Kleine straat is elke reeks van vier opeenvolgende getallen (1-2-3-4 tot en met 4-5-6-7), een Grote straat elke reeks van vijf (1-2-3-4-5, 2-3-4-5-6 of 3-4-5-6-7).
rules-lucky7-as-classic = Het onderste deel is zoals bij Klassiek, dus de Yahtzee-bonus en de jokerregel zijn die van Klassiek: een volgende Yahtzee, met de wilde dobbelsteen geteld zoals gekozen, levert 100 op zolang het vak Yahtzee 50 bevat, en gaat naar het vak dat de geldende jokerregel aanwijst.

rules-tricolor-kismet = Tricolor volgt de gepubliceerde regels van Kismet.
rules-tricolor-two-pair-same-colour = Twee paar in één kleur vraagt twee paren waarvan de vier dobbelstenen dezelfde kleur hebben, zoals 2-2-5-5, 1-1-6-6 of 4-4-4-3-3. Net als bij Kismet telt een carré als twee paren (vijf dezelfde ook), en de vijfde dobbelsteen mag elke kleur hebben.
rules-tricolor-no-joker = Er is geen joker, net als bij Kismet: een Kismet scoort alleen in vakken waar de dobbelstenen echt in passen (de Straat levert niets op, en de twee Full Houses ook niet, tenzij de huisregel aan staat).
rules-tricolor-bonus = De bonus van 100 voor elke volgende Kismet krijg je alleen zolang het vak Kismet een score bevat, net als bij Klassiek: een vak Kismet met een 0 levert geen bonus op.
rules-tricolor-full-house = Net als bij Klassiek is vijf dezelfde geen Full House, tenzij de huisregel aan staat; die huisregel geldt dan ook voor Full House in één kleur.

rules-yacht-no-bonus = Er is geen bonus voor het bovenste deel, geen bonus voor volgende Yachts en geen joker: elk vak levert alleen op wat de dobbelstenen echt tonen, dus de opties voor joker en Yahtzee-bonus veranderen niets.
rules-yacht-four-of-a-kind = Carré telt alleen de vier gelijke dobbelstenen: 6-6-6-6-2 levert 24 op, en bij vijf dezelfde tellen vier van de dobbelstenen.
rules-yacht-full-house = Vijf dezelfde is geen Full House, tenzij de huisregel aan staat.

rules-yatzy-any-box = Je mag elk open vak kiezen; dobbelstenen die er niet in passen, leveren daar 0 op.
rules-yatzy-two-pairs = Twee paar vraagt twee verschillende getallen: 4-4-4-4-2 is geen Twee paar, tenzij de huisregel voor carré aan staat (dan tellen de vier gelijke), en één paar is het nooit.
rules-yatzy-full-house = Een Full House bevat twee paren: 3-3-3-5-5 levert 16 op bij Twee paar.
rules-yatzy-straights = Kleine straat is precies 1-2-3-4-5 (15 punten), Grote straat precies 2-3-4-5-6 (20).
rules-yatzy-house-rules = Huisregels, elk uit tenzij de tafel ervoor kiest: carré telt als Twee paar; vijf dezelfde telt als Full House; de vakken worden op volgorde ingevuld, van boven naar beneden.

rules-maxi-kinds = Twee paar, Drie paar, Full House, Villa en Toren vragen verschillende getallen: 6-6-6-6-2-2 is een Toren (28) maar geen Drie paar, en zes dezelfde is geen van alle.
rules-maxi-straights = Kleine straat is 1-2-3-4-5 (15 punten) en Grote straat 2-3-4-5-6 (20), wat de zesde dobbelsteen ook toont; Volle straat is alle zes getallen (21).
rules-maxi-house-rules = Tafelregels, elk uit tenzij de tafel ervoor kiest: 50 punten bij 75 in het bovenste deel, zoals sommige scoreblokken geven, in plaats van 100 bij 84; geen bewaarde worpen, drie worpen per beurt en niet meer; carré telt als Twee paar.

box-help-face = De som van de dobbelstenen met een { $face }.
box-help = { $needs }: { $scores }.
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Twee
        [3] Drie
        [4] Vier
        [5] Vijf
       *[other] { $count }
    } gelijke dobbelstenen
   *[other] Minstens { $count ->
        [2] twee
        [3] drie
        [4] vier
       *[other] { $count }
    } gelijke dobbelstenen
}
box-needs-all-alike = Alle { $dice ->
    [6] zes
   *[other] vijf
} dobbelstenen gelijk
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
box-needs-three-pairs = Drie paren van verschillende getallen
box-needs-kinds = { $big ->
    [3] Drie
    [4] Vier
   *[other] { $big }
} van het ene getal en { $small ->
    [2] twee
    [3] drie
   *[other] { $small }
} van een ander
box-needs-two-pair-same-colour = Twee paren in één kleur (1 en 6 wit, 2 en 5 rood, 3 en 4 groen), carré inbegrepen
box-needs-flush = Alle vijf dobbelstenen in één kleur
box-needs-full-house-same-colour = Een Full House helemaal in één kleur
box-needs-any = Willekeurige dobbelstenen
box-scores-total = de som van alle { $dice ->
    [6] zes
   *[other] vijf
} dobbelstenen
box-scores-total-plus = de som van alle { $dice ->
    [6] zes
   *[other] vijf
} dobbelstenen plus { $bonus }
box-scores-fixed = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
box-scores-alike = { $count ->
    [2] alleen de som van het hoogste paar
    [3] alleen de som van die drie dobbelstenen
    [4] alleen de som van die vier dobbelstenen
    [5] alleen de som van die vijf dobbelstenen
   *[other] alleen de som van die { $count } dobbelstenen
}
box-scores-two-pairs = de som van die vier dobbelstenen
