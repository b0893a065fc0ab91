### The game screen: the header, the dice, the scoresheet, the foot of the page.

## The header.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total } point
bar-total-player = { $name }: { $total } point
# Tasterne (H, U, ?) er de samme på alle sprog.
bar-hint = Tip
bar-coach = Træner
bar-new-table = Nyt bord
bar-records = Rekorder
bar-help = Hjælp
bar-menu = Menu
bar-undo = Fortryd
bar-undo-title = Fortryd { $target }

## Panels and notices.

loading = Indlæser…
loading-cancel = Annuller

## The dice.

tray-label = Terninger
tray-dice-label = Terninger, tryk på 1 til 5 for at holde
tray-game-over = Spillet er slut
tray-turn = Tur { $round } af { $rounds }: slå med terningerne
tray-turn-entered = Tur { $round } af { $rounds }: slå med terningerne, og indtast dem
tray-roll-status = Kast { $roll } af { $rolls }
tray-saved = { $status } · { $saved } gemt
tray-saved-roll = Gemt kast { $roll } af { $rolls }
tray-roll = Slå ({ $left } tilbage)
tray-roll-again = Slå igen ({ $left } tilbage)
tray-all-held = Alle terninger holdes: slip en for at slå.
tray-choose-box = Vælg en rubrik på pointblokken.
tray-wild-label = Tæl den vilde terning som
tray-wild-prefix = Den vilde terning tæller som:
tray-wild-value = Den vilde terning tæller som { $value }
bot-name = { $level ->
    [beginner] Begynderbot
    [casual] Hyggebot
    [tactician] Taktikerbot
   *[expert] Ekspertbot
}
bot-name-numbered = { $level ->
    [beginner] Begynderbot { $number }
    [casual] Hyggebot { $number }
    [tactician] Taktikerbot { $number }
   *[expert] Ekspertbot { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] begynderbot
    [casual] hyggebot
    [tactician] taktikerbot
   *[expert] ekspertbot
})
tray-odds = Vinderchancer

## One die: its accessible name, built in steps ("Die 2: 5 red, wild as 3, held").

die-label = Terning { $die }: { $face }
die-label-blank = Terning { $die }: ikke slået
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, vild
die-label-wild-as = { $label }, vild, tæller som { $value }
die-label-marked = { $label }, markeret
die-label-held = { $label }, holdt
die-held-tag = HOLDT

## Tricolor's colours: names, and the letter on the dice and in the key (one letter each, all
## three different).

colour-white = hvid
colour-red = rød
colour-green = grøn
colour-letter-white = H
colour-letter-red = R
colour-letter-green = G

## The scoresheet.

sheet-label = Pointblok
sheet-caption = Pointblok: { $game }
sheet-coach-off = Træner slået fra til spillet er slut
sheet-box-column = Rubrik
sheet-score-column = Point
sheet-player = Spiller { $player }
sheet-upper-subtotal = Sum
sheet-upper-bonus = Bonus
sheet-lower-total = Sum nederste del
sheet-total = Total
sheet-bonus-needs = Mangler til bonus
sheet-extra-bonus = { $box }-bonus
sheet-bonus = Bonus
sheet-box-score = Skriv { $points } i { $box }
sheet-box-refused = Skriv 0 i { $box }, ikke tilladt: { $why }
sheet-box-not-rolled = { $box }: slå først med terningerne
sheet-box-joker = Joker
sheet-box-bonus = plus en bonus på { $bonus }
sheet-box-joker-bonus = Joker plus en bonus på { $bonus }
sheet-why-joker-upper = Jokerregel: denne Yahtzee skal skrives i { $box }
sheet-why-joker-lower = Jokerregel: denne Yahtzee skal i en åben rubrik i nederste del
sheet-why-out-of-order = ved dette bord udfyldes rubrikkerne i rækkefølge: { $box } er den næste
sheet-joker-note-upper = Jokerregel: en Yahtzee skal skrives i sin rubrik i øverste del, når den er åben, her { $box }.
sheet-joker-note-lower = Jokerregel: denne Yahtzees rubrik i øverste del er udfyldt, så den skal i en åben rubrik i nederste del, hvor Hus, Lille straight og Stor straight giver fuldt antal point.
sheet-needs-more = { $points } mere til en bonus på { $bonus }
sheet-needs-earned = bonus opnået
sheet-needs-out-of-reach = bonus uden for rækkevidde
sheet-needs-none = ingen bonus i dette spil

## The table rules in force, under the sheet's caption and at the foot of the page, between "·".

rules-no-extra-bonus = ingen ekstra Yahtzee-bonus
rules-five-full-house = fem ens tæller som Hus
rules-four-two-pairs = fire ens tæller som 2 par
rules-in-order = rubrikker i rækkefølge
rules-other-bonus = bonus { $bonus } ved { $threshold }
rules-no-saved-rolls = ingen gemte kast

## The foot of the page: "Classic Yahtzee game #123 · Forced Joker (official) · Coach ready".

foot-game = { $game }, spil #{ $seed }
foot-real-dice = { $game } med rigtige terninger
foot-session = spil { $game } af { $games }

## The game reviewed, after "Review:" in the review's heading.

review-which-game = spil #{ $seed }

name-you = Du
foot-daily = { $game }, dagens spil
foot-practice = { $game }, dagligt spil (træning)
