### Tränarens paneler och granskningen av ett avslutat parti.

# Ett tal för sig (i en tabellcell). Inget att översätta.
number-alone = { $value }

## Tipspanelen bredvid tärningarna.

hint-title = Tips
hint-close = Stäng tipset
hint-roll-first = Slå först: tränaren ger råd när tärningarna ligger på bordet.

hint-best = Bäst: { $action }
hint-aims = Siktar på: { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = annat { $percent } %
hint-why = Varför: { $reasons }.
hint-why-points = { $box } ger { $points } nu, { $other } { $against }
hint-why-later = att lämna { $box } öppen ger ungefär { $worth } senare, { $other } { $against }
hint-why-bonus = bonusen { $before } % i början av omgången, { $after } % efter { $box }, { $against } % efter { $other }
hint-to-win = För att vinna: { $action }, { $percent } %
hint-for-points = För poäng: { $action }, { $percent } %
hint-to-win-move = För att vinna: { $action }
hint-for-points-move = För poäng: { $action }
hint-no-win = Inget drag kan vinna det här spelet längre.

hint-expected = — förväntad slutpoäng { $score }

hint-other-moves = Andra drag

hint-loss = −{ $points }

hint-preparing = Förbereder tränaren… { $percent } %

hint-preparation = Tränarens förberedelse
hint-unavailable = Tränaren kan inte köras i den här webbläsaren.
hint-thinking = Tänker…

## Panelen med varje spelares vinstchans.

odds-title = Vinstchanser
odds-close = Stäng vinstchanserna

odds-expected = förväntat { $score }

odds-chance = { $percent } %

odds-explained = Utifrån varje spelares poäng hittills, de poäng som de återstående rutorna kan väntas ge (optimalt spel för en person, botens egen nivå för en bot), och en spridning som minskar ju mer protokollet fylls.
odds-working = Räknar…
odds-unavailable = Inga vinstchanser i det här spelet: de räknas fram ur perfekt spel, och dess tränare är stark, inte perfekt.

## Granskningen av ett avslutat parti: varje beslut jämfört med det bästa.

review-title = Granskning: { $game }
review-working = Granskar varje beslut…
review-strong = Varje beslut vägs mot tränarens starka spel, inte perfekt spel: dess drag ger { $share } % av perfekt spels snitt.
review-close = Stäng

review-player-number = Spelare { $number }

# Ett drag, efter ”valde att” och ”bäst var att”.
review-move-score = ta { $points } i { $box }

review-move-score-wild = räkna den vilda tärningen som { $face } och ta { $points } i { $box }

review-move-reroll = slå om alla

review-move-keep = spara { $dice }

review-move-keep-marked = spara { $dice } (den märkta tärningen bland dem)

review-place-score = Tur { $turn }, ruta:

review-place-keep = Tur { $turn }, efter slag { $roll }:

review-choice = tärningar { $dice }; { $who ->
        [you] du
       *[player] { $name }
    } valde att { $action }

review-best-was = ; bäst var att { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % chans att vinna)

review-best-move = — bästa draget

## Granskningens sammanfattning.

review-players-caption = Varje spelares beslut jämfört med de bästa
review-col-player = Spelare
review-col-decisions = Beslut
review-col-lost = Förlorade poäng
review-col-per-decision = Per beslut
review-col-play = Nivå

review-expert-note = Under { $threshold } poäng per beslut är expertspel.

review-turns-of = Turer för
review-every-player = alla spelare

review-summary = { $decisions ->
        [one] 1 beslut
       *[other] { $decisions } beslut
    }, { $total } förlorade poäng totalt, { $mean } per beslut:

review-summary-end = (under { $threshold } per beslut är expertspel).

review-largest-mistakes = Största misstagen
review-no-mistakes = Inga: varje beslut var det bästa.
review-show-all = Visa alla { $count } misstag
review-show-fewer = Visa de fem största
review-why-keep = Det du sparade siktade på { $chosen }; det bästa på { $best }.
review-why-keep-chosen = Det du sparade siktade på { $chosen }.
review-why-keep-best = Det bästa att spara siktade på { $best }.
review-why-wild = Räknad som { $best } ger den vilda tärningen { $points } i { $box }; som { $chosen } { $other }.
review-why-win-behind = { $who } låg { $gap } poäng efter { $other } med { $turns ->
        [one] en omgång
       *[other] { $turns } omgångar
    } kvar: bästa draget gav { $best } % chans att vinna, det här { $chosen } %.
review-why-win-ahead = { $who } låg { $gap } poäng före { $other } med { $turns ->
        [one] en omgång
       *[other] { $turns } omgångar
    } kvar: bästa draget gav { $best } % chans att vinna, det här { $chosen } %.
review-to-win-heading = Dyrast för segern
review-to-win-none = Inga: under de fyra sista omgångarna behöll varje beslut den bästa chansen att vinna.

review-turn-of = { $who ->
        [you] Tur { $turn } av { $turns }
       *[player] { $name }, tur { $turn } av { $turns }
    }

review-previous-turn = Föregående tur
review-next-turn = Nästa tur

level-expert = Expert
level-advanced = Avancerad
level-intermediate = Medel
level-novice = Novis
level-beginner = Nybörjare
hint-explain = Medelvärden över resten av spelet: den förväntade slutpoängen om varje drag är det bästa; ett minustal, vad ett drag ger bort.
hint-explain-strong = Starkt spel, inte perfekt: { $share } % av perfekt spels snitt. { $worth ->
    [0] Talen är poängen som väntas härifrån; ett minustal, vad ett drag ger bort.
   *[other] Talen är poängen som väntas härifrån, varje sparat slag räknat som { $worth }; ett minustal, vad ett drag ger bort.
}
help-coach-heading = Tränarens siffror
help-coach-expected = Förväntad slutpoäng: poängen som spelet i genomsnitt slutar med när varje drag härifrån är det bästa.
help-coach-loss = Ett minustal vid ett drag, som −1,43: poängen draget ger bort jämfört med det bästa, i genomsnitt över resten av spelet.
help-coach-aims = Siktar på: hur ofta turen slutar i varje ruta när de tärningarna behålls och resten av turen spelas som tränaren råder.
help-coach-why = Varför: för en poäng, vad den och näst bästa ruta ger nu, vad rutan som var och en lämnar öppen är värd senare, och chansen till bonusen, från några hundra partier som tränaren spelar färdigt: nära, inte exakt.
# I hjälpen: vad träningen är.
help-coach-practice = Träning: ”Träna på dina misstag” i tränarens dialogruta visar igen de drag som kostade dig mest i de partier du har granskat. En position du svarar bra på kommer tillbaka senare; en du svarar dåligt på, tidigare.
