### Trenerens paneler og gjennomgangen av et ferdig spill: hentes med sidens senere deler.

# Et tall alene (i en tabellcelle), skrevet på språkets måte. Ingenting å oversette.
number-alone = { $value }

## Tipspanelet ved siden av terningene: det beste trekket for terningene på bordet.

hint-title = Tips
hint-close = Lukk tipset
hint-roll-first = Kast først: treneren gir råd når terningene ligger på bordet.

hint-best = Beste trekk: { $action }
hint-aims = Sikter mot: { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = annet { $percent } %
hint-why = Hvorfor: { $reasons }.
hint-why-points = { $box } gir { $points } nå, { $other } { $against }
hint-why-later = å la { $box } stå åpen gir omtrent { $worth } senere, { $other } { $against }
hint-why-bonus = bonusen { $before } % i starten av runden, { $after } % etter { $box }, { $against } % etter { $other }
hint-to-win = For å vinne: { $action }, { $percent } %
hint-for-points = For poeng: { $action }, { $percent } %
hint-to-win-move = For å vinne: { $action }
hint-for-points-move = For poeng: { $action }
hint-no-win = Ingen trekk kan vinne dette spillet lenger.

hint-expected = — forventet sluttsum { $score }

hint-other-moves = Andre trekk

hint-loss = −{ $points }

hint-preparing = Forbereder treneren… { $percent } %

hint-preparation = Forberedelse av treneren
hint-unavailable = Treneren kan ikke kjøre i denne nettleseren.
hint-thinking = Tenker…

## Panelet med hver spillers vinnersjanse.

odds-title = Vinnersjanser
odds-close = Lukk vinnersjansene

odds-expected = forventet { $score }

odds-chance = { $percent } %

odds-explained = Beregnet ut fra hver spillers poeng så langt, poengene rutene som er igjen kan ventes å gi (optimalt spill for en person, botens eget nivå for en bot), og en spredning som blir smalere etter hvert som blokken fylles.
odds-working = Regner ut…
odds-unavailable = Ingen vinnersjanser i dette spillet: de regnes ut fra perfekt spill, og treneren er sterk, ikke perfekt.

## Gjennomgangen av et ferdig spill: hvert valg mot det beste.

review-title = Gjennomgang: { $game }
review-working = Går gjennom hvert valg…
review-strong = Hvert valg veies mot trenerens sterke spill, ikke perfekt spill: trekkene gir { $share } % av snittet til perfekt spill.
review-close = Lukk

review-player-number = Spiller { $number }

# Et trekk, etter «valgte å» og «det beste var å» (infinitiv).
review-move-score = føre opp { $points } i { $box }

review-move-score-wild = telle jokerterningen som { $face } og føre opp { $points } i { $box }

review-move-reroll = kaste alle på nytt

review-move-keep = beholde { $dice }

review-move-keep-marked = beholde { $dice } (med den merkede terningen)

review-place-score = Tur { $turn }, rute:

review-place-keep = Tur { $turn }, etter kast { $roll }:

review-choice = terninger { $dice }; { $who ->
        [you] du
       *[player] { $name }
    } valgte å { $action }

review-best-was = ; det beste var å { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % sjanse til å vinne)

review-best-move = — beste trekk

## Sammendraget av gjennomgangen.

review-players-caption = Hver spillers valg sammenlignet med de beste
review-col-player = Spiller
review-col-decisions = Valg
review-col-lost = Tapte poeng
review-col-per-decision = Per valg
review-col-play = Nivå

review-expert-note = Under { $threshold } poeng per valg er ekspertspill.

review-turns-of = Turer for
review-every-player = alle spillere

review-summary = { $decisions ->
        [one] 1 valg
       *[other] { $decisions } valg
    }, { $total } tapte poeng totalt, { $mean } per valg:

review-summary-end = (under { $threshold } per valg er ekspertspill).

review-largest-mistakes = Største feil
review-no-mistakes = Ingen: hvert valg var det beste.
review-show-all = Vis alle { $count } feil
review-show-fewer = Vis de fem største
review-why-keep = Det du beholdt siktet mot { $chosen }; det beste mot { $best }.
review-why-keep-chosen = Det du beholdt siktet mot { $chosen }.
review-why-keep-best = Det beste å beholde siktet mot { $best }.
review-why-wild = Telt som { $best } gir jokerterningen { $points } i { $box }; som { $chosen } { $other }.
review-why-win-behind = { $who } lå { $gap } poeng bak { $other } med { $turns ->
        [one] én tur
       *[other] { $turns } turer
    } igjen: det beste trekket ga { $best } % sjanse til å vinne, dette { $chosen } %.
review-why-win-ahead = { $who } lå { $gap } poeng foran { $other } med { $turns ->
        [one] én tur
       *[other] { $turns } turer
    } igjen: det beste trekket ga { $best } % sjanse til å vinne, dette { $chosen } %.
review-to-win-heading = Dyrest for seieren
review-to-win-none = Ingen: i de fire siste turene holdt hver avgjørelse den beste sjansen til å vinne.

review-turn-of = { $who ->
        [you] Tur { $turn } av { $turns }
       *[player] { $name }, tur { $turn } av { $turns }
    }

review-previous-turn = Forrige tur
review-next-turn = Neste tur

level-expert = Ekspert
level-advanced = Viderekommen
level-intermediate = Middels
level-novice = Lærling
level-beginner = Nybegynner
hint-explain = Gjennomsnitt over resten av spillet: forventet sluttpoengsum hvis hvert trekk er det beste; et minustall, hva et trekk gir fra seg.
hint-explain-strong = Sterkt spill, ikke perfekt: { $share } % av snittet til perfekt spill. { $worth ->
    [0] Tallene er poengene som ventes herfra; et minustall, hva et trekk gir fra seg.
   *[other] Tallene er poengene som ventes herfra, hvert spart kast regnet som { $worth }; et minustall, hva et trekk gir fra seg.
}
help-coach-heading = Trenerens tall
help-coach-expected = Forventet sluttpoengsum: poengene dette spillet i snitt ender med når hvert trekk herfra er det beste.
help-coach-loss = Et minustall ved et trekk, som −1,43: poengene trekket gir fra seg sammenlignet med det beste, i snitt over resten av spillet.
help-coach-aims = Sikter mot: hvor ofte turen ender i hver rute når de terningene beholdes og resten av turen spilles slik treneren råder.
help-coach-why = Hvorfor: for en poengsum, hva den og nest beste rute gir nå, hva ruten hver av dem lar stå åpen er verdt senere, og sjansen for bonusen, fra noen hundre partier treneren spiller ferdig: nær, ikke eksakt.
# I hjelpen: hva treningen er.
help-coach-practice = Trening: «Øv på feilene dine» i trenerdialogen spør deg på nytt om trekkene som kostet deg mest i spillene du har gått gjennom. En posisjon du svarer godt på, kommer tilbake senere; en du svarer dårlig på, tidligere.
