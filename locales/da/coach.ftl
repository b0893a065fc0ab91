### The coach's panels and its review of a finished game: fetched with the page's later parts.

# Intet at oversætte.
number-alone = { $value }

## The hint panel beside the dice: the best move for the dice on the table.

hint-title = Tip
hint-close = Luk tip
hint-roll-first = Slå først: træneren giver råd, når terningerne ligger på bordet.

hint-best = Bedst: { $action }
hint-aims = Sigter mod: { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = andet { $percent } %
hint-why = Hvorfor: { $reasons }.
hint-why-points = { $box } giver { $points } nu, { $other } { $against }
hint-why-later = at lade { $box } stå åben giver omkring { $worth } senere, { $other } { $against }
hint-why-bonus = bonussen { $before } % i starten af runden, { $after } % efter { $box }, { $against } % efter { $other }
hint-to-win = For at vinde: { $action }, { $percent } %
hint-for-points = For point: { $action }, { $percent } %
hint-to-win-move = For at vinde: { $action }
hint-for-points-move = For point: { $action }
hint-no-win = Intet træk kan vinde dette spil længere.

hint-expected = — forventet slutresultat { $score }

hint-other-moves = Andre træk

hint-loss = −{ $points }

hint-preparing = Forbereder træneren… { $percent } %

hint-preparation = Trænerens forberedelse
hint-unavailable = Træneren kan ikke køre i denne browser.
hint-thinking = Tænker…

## The panel of each player's chance to win.

odds-title = Vinderchancer
odds-close = Luk vinderchancer

odds-expected = forventet { $score }

odds-chance = { $percent } %

odds-explained = Ud fra hver spillers point indtil nu, de point, de resterende rubrikker ventes at give (optimalt spil for en person, bottens eget niveau for en bot), og en spredning, der bliver mindre, efterhånden som blokken fyldes ud.
odds-working = Beregner…
odds-unavailable = Ingen vinderchancer i dette spil: de regnes ud fra perfekt spil, og træneren er stærk, ikke perfekt.

## The review of a finished game: every decision against the best one.

review-title = Gennemgang: { $game }
review-working = Gennemgår hver beslutning…
review-strong = Hver beslutning vejes mod trænerens stærke spil, ikke perfekt spil: dens træk giver { $share } % af perfekt spils snit.
review-close = Luk

review-player-number = Spiller { $number }

# Navnemåde (infinitiv) efter "valgte at" og "det bedste var at".
review-move-score = skrive { $points } i { $box }

review-move-score-wild = tælle den vilde terning som { $face } og skrive { $points } i { $box }

review-move-reroll = slå alle igen

review-move-keep = beholde { $dice }

review-move-keep-marked = beholde { $dice } (med den markerede terning)

review-place-score = Tur { $turn }, rubrik:

review-place-keep = Tur { $turn }, efter kast { $roll }:

review-choice = terninger { $dice }; { $who ->
        [you] du
       *[player] { $name }
    } valgte at { $action }

review-best-was = ; det bedste var at { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % chance for at vinde)

review-best-move = — bedste træk

## The review's summary.

review-players-caption = Hver spillers beslutninger sammenlignet med de bedste
review-col-player = Spiller
review-col-decisions = Beslutninger
review-col-lost = Tabte point
review-col-per-decision = Pr. beslutning
review-col-play = Niveau

review-expert-note = Under { $threshold } point pr. beslutning er ekspertniveau.

review-turns-of = Ture for
review-every-player = alle spillere

review-summary = { $decisions ->
        [one] 1 beslutning
       *[other] { $decisions } beslutninger
    }, { $total } point tabt i alt, { $mean } pr. beslutning:

review-summary-end = (under { $threshold } pr. beslutning er ekspertniveau).

review-largest-mistakes = Største fejl
review-no-mistakes = Ingen: hver beslutning var den bedste.
review-show-all = Vis alle { $count } fejl
review-show-fewer = Vis de fem største
review-why-keep = Det, du beholdt, sigtede mod { $chosen }; det bedste mod { $best }.
review-why-keep-chosen = Det, du beholdt, sigtede mod { $chosen }.
review-why-keep-best = Det bedste at beholde sigtede mod { $best }.
review-why-wild = Talt som { $best } giver den vilde terning { $points } i { $box }; som { $chosen } { $other }.
review-why-win-behind = { $who } lå { $gap } point efter { $other } med { $turns ->
        [one] én tur
       *[other] { $turns } ture
    } tilbage: det bedste træk gav { $best } % chance for at vinde, dette { $chosen } %.
review-why-win-ahead = { $who } lå { $gap } point foran { $other } med { $turns ->
        [one] én tur
       *[other] { $turns } ture
    } tilbage: det bedste træk gav { $best } % chance for at vinde, dette { $chosen } %.
review-to-win-heading = Dyrest for sejren
review-to-win-none = Ingen: i de sidste fire ture holdt hver beslutning den bedste chance for at vinde.

review-turn-of = { $who ->
        [you] Tur { $turn } af { $turns }
       *[player] { $name }, tur { $turn } af { $turns }
    }

review-previous-turn = Forrige tur
review-next-turn = Næste tur

level-expert = Ekspert
level-advanced = Erfaren
level-intermediate = Øvet
level-novice = Let øvet
level-beginner = Begynder
hint-explain = Gennemsnit over resten af spillet: den forventede slutscore, hvis hvert træk er det bedste; et minustal, hvad et træk giver afkald på.
hint-explain-strong = Stærkt spil, ikke perfekt: { $share } % af perfekt spils snit. { $worth ->
    [0] Tallene er de point, der ventes herfra; et minustal, hvad et træk giver afkald på.
   *[other] Tallene er de point, der ventes herfra, hvert gemt kast regnet som { $worth }; et minustal, hvad et træk giver afkald på.
}
help-coach-heading = Trænerens tal
help-coach-expected = Forventet slutscore: de point, spillet i gennemsnit ender med, når hvert træk herfra er det bedste.
help-coach-loss = Et minustal ved et træk, som −1,43: de point, trækket giver afkald på i forhold til det bedste, i gennemsnit over resten af spillet.
help-coach-aims = Sigter mod: hvor ofte turen ender i hver rubrik, når de terninger beholdes og resten af turen spilles, som træneren råder.
help-coach-why = Hvorfor: for en score, hvad den og den næstbedste rubrik giver nu, hvad rubrikken, som hver lader stå åben, er værd senere, og chancen for bonussen, ud fra nogle hundrede spil, som træneren spiller færdig: tæt på, ikke eksakt.
# I hjælpen: hvad træningen er.
help-coach-practice = Træning: »Øv dig på dine fejl« i trænerens dialog spørger igen om de træk, der kostede dig mest i de spil, du har gennemgået. En position, du svarer godt på, kommer igen senere; en, du svarer dårligt på, tidligere.
