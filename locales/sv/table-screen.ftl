### Spelskärmen: sidhuvudet, tärningarna, protokollet, sidfoten.

## Sidhuvudet.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total } p
bar-total-player = { $name }: { $total } p
# Sidhuvudets knappar. Tangenterna (H, U, ?) är desamma på alla språk.
bar-hint = Tips
bar-coach = Tränare
bar-new-table = Nytt bord
bar-records = Rekord
bar-help = Hjälp
bar-menu = Meny
bar-undo = Ångra
bar-undo-title = Ångra { $target }

## Paneler och meddelanden.

loading = Laddar…
loading-cancel = Avbryt

## Tärningarna.

tray-label = Tärningar
tray-dice-label = Tärningar, tryck 1 till 5 för att spara
tray-game-over = Partiet är slut
tray-turn = Omgång { $round } av { $rounds }: slå tärningarna
tray-turn-entered = Omgång { $round } av { $rounds }: slå tärningarna och ange dem
tray-roll-status = Slag { $roll } av { $rolls }
tray-saved = { $status } · { $saved ->
    [one] { $saved } sparat
   *[other] { $saved } sparade
}
tray-saved-roll = Sparat slag { $roll } av { $rolls }
# Slå-knappen (tangenten R är alltid R).
tray-roll = Slå ({ $left } kvar)
tray-roll-again = Slå igen ({ $left } kvar)
tray-all-held = Alla tärningar är sparade: släpp en för att slå.
tray-choose-box = Välj en ruta i protokollet.
# Lucky7: knapparna som ger den vilda tärningen ett värde.
tray-wild-label = Räkna den vilda tärningen som
tray-wild-prefix = Vild tärning räknas som:
tray-wild-value = Vild tärning räknas som { $value }
bot-name = { $level ->
    [beginner] Nybörjarbot
    [casual] Medelbot
    [tactician] Taktikerbot
   *[expert] Expertbot
}
bot-name-numbered = { $level ->
    [beginner] Nybörjarbot { $number }
    [casual] Medelbot { $number }
    [tactician] Taktikerbot { $number }
   *[expert] Expertbot { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] nybörjarbot
    [casual] medelbot
    [tactician] taktikerbot
   *[expert] expertbot
})
tray-odds = Vinstchanser

## En tärning: dess tillgängliga namn, byggt i steg (”Tärning 2: 5 röd, vild som 3, sparad”).

die-label = Tärning { $die }: { $face }
die-label-blank = Tärning { $die }: inte slagen
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, vild
die-label-wild-as = { $label }, vild som { $value }
die-label-marked = { $label }, märkt
die-label-held = { $label }, sparad
# Etiketten på en sparad tärning, i små versaler.
die-held-tag = SPARAD

## Tricolors färger: namn, och bokstaven på tärningarna och i förklaringen (en bokstav var, alla olika).

colour-white = vit
colour-red = röd
colour-green = grön
colour-letter-white = V
colour-letter-red = R
colour-letter-green = G

## Protokollet.

sheet-label = Protokoll
sheet-caption = Protokoll för { $game }
sheet-coach-off = Tränare av tills spelet är slut
sheet-box-column = Ruta
sheet-score-column = Poäng
sheet-player = Spelare { $player }
sheet-upper-subtotal = Summa
sheet-upper-bonus = Bonus
sheet-lower-total = Summa nedre delen
sheet-total = Totalt
sheet-bonus-needs = Kvar till bonus
sheet-extra-bonus = { $box }-bonus
sheet-bonus = Bonus
sheet-box-score = Ta { $points } i { $box }
sheet-box-refused = Ta 0 i { $box }, inte tillåtet: { $why }
sheet-box-not-rolled = { $box }: slå tärningarna först
sheet-box-joker = Joker
sheet-box-bonus = plus en bonus på { $bonus }
sheet-box-joker-bonus = Joker, plus en bonus på { $bonus }
sheet-why-joker-upper = jokerregeln: denna Yahtzee måste fyllas i { $box }
sheet-why-joker-lower = jokerregeln: denna Yahtzee måste placeras i en öppen ruta i nedre delen
sheet-why-out-of-order = vid det här bordet fylls rutorna i ordning: nästa är { $box }
sheet-joker-note-upper = Jokerregeln: en Yahtzee vars ruta i övre delen är öppen måste fyllas i där, i { $box }.
sheet-joker-note-lower = Jokerregeln: rutan i övre delen för denna Yahtzee är redan ifylld, så den måste placeras i en öppen ruta i nedre delen, där Kåk, Liten stege och Stor stege ger full poäng.
sheet-needs-more = { $points } kvar till bonus på { $bonus }
sheet-needs-earned = bonus klar
sheet-needs-out-of-reach = bonus utom räckhåll
sheet-needs-none = ingen bonus i det här spelet

## Bordets regler, under protokollets rubrik och i sidfoten, mellan ”·”.

rules-no-extra-bonus = ingen extra Yahtzee-bonus
rules-five-full-house = fem lika räknas som Kåk
rules-four-two-pairs = fyrtal räknas som Två par
rules-in-order = rutor i ordning
rules-other-bonus = bonus { $bonus } vid { $threshold }
rules-no-saved-rolls = inga sparade slag

## Sidfoten: ”Klassisk Yahtzee, parti nr 123 · Tvingande joker (officiell) · Tränaren redo”.

foot-game = { $game }, parti nr { $seed }
foot-real-dice = { $game } med riktiga tärningar
foot-session = parti { $game } av { $games }

## Partiet som granskas, efter ”Granskning:” i rubriken.

review-which-game = parti nr { $seed }

name-you = Du
foot-daily = { $game }, dagens parti
foot-practice = { $game }, dagligt parti (övning)
