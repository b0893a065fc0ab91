### De panelen van de coach en de analyse van een afgelopen spel.

# Een getal op zich: niets te vertalen.
number-alone = { $value }

## Het tippaneel naast de dobbelstenen.

hint-title = Tip
hint-close = Tip sluiten
hint-roll-first = Gooi eerst: de coach geeft advies zodra de dobbelstenen op tafel liggen.

hint-best = Beste: { $action }
hint-aims = Mikt op: { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = overig { $percent } %
hint-why = Waarom: { $reasons }.
hint-why-points = { $box } levert nu { $points } op, { $other } { $against }
hint-why-later = { $box } open laten levert later ongeveer { $worth } op, { $other } { $against }
hint-why-bonus = de bonus bovenaan { $before } % aan het begin van deze beurt, { $after } % na { $box }, { $against } % na { $other }
hint-to-win = Om te winnen: { $action }, { $percent } %
hint-for-points = Voor punten: { $action }, { $percent } %
hint-to-win-move = Om te winnen: { $action }
hint-for-points-move = Voor punten: { $action }
hint-no-win = Geen zet kan dit spel nog winnen.

hint-expected = — verwachte eindscore { $score }

hint-other-moves = Andere zetten

hint-loss = −{ $points }

hint-preparing = Coach wordt voorbereid… { $percent } %

hint-preparation = Voorbereiding van de coach
hint-unavailable = De coach werkt niet in deze browser.
hint-thinking = Denkt na…

## Het paneel met de winkansen.

odds-title = Winkansen
odds-close = Winkansen sluiten

odds-expected = verwacht { $score }

odds-chance = { $percent } %

odds-explained = Berekend uit de score van elke speler tot nu toe, de punten die de open vakken naar verwachting opleveren (optimaal spel voor een mens, het eigen niveau van de bot voor een bot), en een spreiding die kleiner wordt naarmate het scoreblok voller raakt.
odds-working = Bezig met berekenen…
odds-unavailable = Geen winkansen in dit spel: die worden berekend uit perfect spel, en de coach ervan is sterk, niet perfect.

## De analyse van een afgelopen spel: elke beslissing vergeleken met de beste.

review-title = Analyse: { $game }
review-working = Alle beslissingen worden geanalyseerd…
review-strong = Elke beslissing wordt afgewogen tegen het sterke spel van de coach, niet tegen perfect spel: zijn zetten halen { $share } % van het gemiddelde van perfect spel.
review-close = Sluiten

review-player-number = Speler { $number }

# Een zet, na "koos:" en "beter was:".
review-move-score = { $points } invullen bij { $box }

review-move-score-wild = de wilde dobbelsteen als { $face } tellen en { $points } invullen bij { $box }

review-move-reroll = alle opnieuw gooien

review-move-keep = { $dice } houden

review-move-keep-marked = { $dice } houden (met de gemarkeerde dobbelsteen)

review-place-score = Beurt { $turn }, vak:

review-place-keep = Beurt { $turn }, na worp { $roll }:

review-choice = dobbelstenen { $dice }; { $who ->
        [you] jij koos
       *[player] { $name } koos
    }: { $action }

review-best-was = ; beter was: { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % kans om te winnen)

review-best-move = — beste zet

## De samenvatting van de analyse.

review-players-caption = De beslissingen van elke speler vergeleken met de beste
review-col-player = Speler
review-col-decisions = Beslissingen
review-col-lost = Weggegeven punten
review-col-per-decision = Per beslissing
review-col-play = Niveau

review-expert-note = Minder dan { $threshold } punten per beslissing is expertspel.

review-turns-of = Beurten van
review-every-player = alle spelers

review-summary = { $decisions ->
        [one] 1 beslissing
       *[other] { $decisions } beslissingen
    }, in totaal { $total } punten weggegeven, { $mean } per beslissing:

review-summary-end = (minder dan { $threshold } per beslissing is expertspel).

review-largest-mistakes = Grootste fouten
review-no-mistakes = Geen: elke beslissing was de beste.
review-show-all = Alle { $count } fouten tonen
review-show-fewer = De vijf grootste tonen
review-why-keep = Wat je hield mikte op { $chosen }; het beste op { $best }.
review-why-keep-chosen = Wat je hield mikte op { $chosen }.
review-why-keep-best = Het beste om te houden mikte op { $best }.
review-why-wild = Geteld als { $best } levert de wilde dobbelsteen { $points } op bij { $box }; als { $chosen } { $other }.
review-why-win-behind = { $who } stond { $gap ->
        [one] { $gap } punt
       *[other] { $gap } punten
    } achter op { $other }, met nog { $turns ->
        [one] één beurt
       *[other] { $turns } beurten
    } te gaan: de beste zet gaf { $best } % kans om te winnen, deze { $chosen } %.
review-why-win-ahead = { $who } stond { $gap ->
        [one] { $gap } punt
       *[other] { $gap } punten
    } voor op { $other }, met nog { $turns ->
        [one] één beurt
       *[other] { $turns } beurten
    } te gaan: de beste zet gaf { $best } % kans om te winnen, deze { $chosen } %.
review-to-win-heading = Het duurst voor de winst
review-to-win-none = Geen: in de laatste vier beurten hield elke beslissing de beste kans om te winnen.

review-turn-of = { $who ->
        [you] Beurt { $turn } van { $turns }
       *[player] { $name }, beurt { $turn } van { $turns }
    }

review-previous-turn = Vorige beurt
review-next-turn = Volgende beurt

level-expert = Expert
level-advanced = Gevorderd
level-intermediate = Gemiddeld
level-novice = Leerling
level-beginner = Beginner
hint-explain = Gemiddelden over de rest van het spel: de verwachte eindscore als elke zet de beste is; een min-getal, wat een zet weggeeft.
hint-explain-strong = Sterk spel, niet perfect: { $share } % van het gemiddelde van perfect spel. { $worth ->
    [0] De getallen zijn de punten die vanaf hier verwacht worden; een min-getal, wat een zet weggeeft.
   *[other] De getallen zijn de punten die vanaf hier verwacht worden, elke bewaarde worp telt als { $worth }; een min-getal, wat een zet weggeeft.
}
help-coach-heading = De getallen van de coach
help-coach-expected = Verwachte eindscore: de punten waarmee dit spel gemiddeld eindigt als elke zet vanaf hier de beste is.
help-coach-loss = Een min-getal naast een zet, zoals −1,43: de punten die die zet weggeeft tegenover de beste, gemiddeld over de rest van het spel.
help-coach-aims = Mikt op: hoe vaak de beurt in elk vak eindigt als die stenen worden gehouden en de rest van de beurt wordt gespeeld zoals de coach aanraadt.
help-coach-why = Waarom: bij een score, wat die en het op één na beste vak nu opleveren, wat het vak dat elk openlaat later waard is, en de kans op de bonus bovenaan, uit een paar honderd partijen die de coach uitspeelt: dichtbij, niet exact.
# In de hulp: wat Oefenen is.
help-coach-practice = Oefenen: "Oefen je fouten" in het venster van de coach vraagt opnieuw naar de zetten die je het meest kostten in de spellen die je analyseerde. Een goed beantwoorde positie komt later terug, een slecht beantwoorde eerder.
