### Spillskjermen: toppen, terningene, poengblokken, bunnen av siden.

## Toppen.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total } poeng
bar-total-player = { $name }: { $total } poeng
# Knappene i toppen. Tastene (H, U, ?) er de samme på alle språk.
bar-hint = Tips
bar-coach = Trener
bar-new-table = Nytt bord
bar-records = Rekorder
bar-help = Hjelp
bar-menu = Meny
bar-undo = Angre
bar-undo-title = Angre { $target }

## Paneler og varsler.

loading = Laster…
loading-cancel = Avbryt

## Terningene.

tray-label = Terninger
tray-dice-label = Terninger, trykk 1 til 5 for å beholde
tray-game-over = Spillet er over
tray-turn = Tur { $round } av { $rounds }: kast terningene
tray-turn-entered = Tur { $round } av { $rounds }: kast terningene og legg dem inn
tray-roll-status = Kast { $roll } av { $rolls }
tray-saved = { $status } · { $saved } spart
tray-saved-roll = Spart kast { $roll } av { $rolls }
# Kast-knappen (tasten R er fortsatt R).
tray-roll = Kast ({ $left } igjen)
tray-roll-again = Kast på nytt ({ $left } igjen)
tray-all-held = Alle terningene er beholdt: slipp én for å kaste.
tray-choose-box = Velg en rute på poengblokken.
# Lucky7: knappene som gir jokerterningen en verdi.
tray-wild-label = Tell jokerterningen som
tray-wild-prefix = Jokerterningen teller som:
tray-wild-value = Jokerterningen teller som { $value }
bot-name = { $level ->
    [beginner] Nybegynnerbot
    [casual] Hobbybot
    [tactician] Taktikerbot
   *[expert] Ekspertbot
}
bot-name-numbered = { $level ->
    [beginner] Nybegynnerbot { $number }
    [casual] Hobbybot { $number }
    [tactician] Taktikerbot { $number }
   *[expert] Ekspertbot { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] nybegynnerbot
    [casual] hobbybot
    [tactician] taktikerbot
   *[expert] ekspertbot
})
tray-odds = Vinnersjanser

## Én terning: det tilgjengelige navnet, bygd opp i trinn («Terning 2: 5 rød, joker som 3, beholdt»).

die-label = Terning { $die }: { $face }
die-label-blank = Terning { $die }: ikke kastet
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, joker
die-label-wild-as = { $label }, joker som { $value }
die-label-marked = { $label }, merket
die-label-held = { $label }, beholdt
die-held-tag = BEHOLDT

## Tricolors farger: navn, og bokstaven på terningene (én bokstav hver, alle ulike).

colour-white = hvit
colour-red = rød
colour-green = grønn
colour-letter-white = H
colour-letter-red = R
colour-letter-green = G

## Poengblokken.

sheet-label = Poengblokk
sheet-caption = Poengblokk for { $game }
sheet-coach-off = Trener av til spillet er slutt
sheet-box-column = Rute
sheet-score-column = Poeng
sheet-player = Spiller { $player }
sheet-upper-subtotal = Sum
sheet-upper-bonus = Bonus
sheet-lower-total = Sum under streken
sheet-total = Totalt
sheet-bonus-needs = Til bonus
sheet-extra-bonus = { $box }-bonus
sheet-bonus = Bonus
sheet-box-score = Før opp { $points } i { $box }
sheet-box-refused = Før opp 0 i { $box }, ikke tillatt: { $why }
sheet-box-not-rolled = { $box }: kast terningene først
sheet-box-joker = Joker
sheet-box-bonus = pluss en bonus på { $bonus }
sheet-box-joker-bonus = Joker, pluss en bonus på { $bonus }
sheet-why-joker-upper = Jokerregelen: Yahtzee-kastet må føres i { $box }
sheet-why-joker-lower = Jokerregelen: Yahtzee-kastet må føres i en åpen rute under streken
sheet-why-out-of-order = ved dette bordet fylles rutene i rekkefølge: { $box } er neste
sheet-joker-note-upper = Jokerregelen: en Yahtzee må føres i sin rute over streken når den er åpen, her { $box }.
sheet-joker-note-lower = Jokerregelen: ruten over streken for dette Yahtzee-kastet er fylt ut, så kastet må føres i en åpen rute under streken, der Hus, Liten straight og Stor straight gir full poengsum.
sheet-needs-more = { $points } igjen til bonus på { $bonus }
sheet-needs-earned = bonus oppnådd
sheet-needs-out-of-reach = bonus ikke lenger mulig
sheet-needs-none = ingen bonus i dette spillet

## Regelvalgene som gjelder, under blokkens tittel og nederst på siden, mellom «·».

rules-no-extra-bonus = ingen ekstra Yahtzee-bonus
rules-five-full-house = fem like teller som Hus
# Yatzy.
rules-four-two-pairs = fire like teller som To par
# Yatzy.
rules-in-order = rutene i rekkefølge
rules-other-bonus = bonus { $bonus } ved { $threshold }
rules-no-saved-rolls = ingen sparte kast

## Bunnen av siden: «Klassisk Yahtzee, spill nr. 123 · Tvungen joker (offisiell) · Trener klar».

foot-game = { $game }, spill nr. { $seed }
foot-real-dice = { $game } med ekte terninger
foot-session = spill { $game } av { $games }

## Spillet som gjennomgås, etter «Gjennomgang:» i overskriften.

review-which-game = spill nr. { $seed }

name-you = Du
foot-daily = { $game }, dagens spill
foot-practice = { $game }, daglig spill (trening)
