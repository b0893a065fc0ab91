### Het spelscherm: de kop, de dobbelstenen, het scoreblok, de voet van de pagina.

## De kop.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total } ptn
bar-total-player = { $name }: { $total } ptn
# De toetsen (H, U, ?) blijven dezelfde.
bar-hint = Tip
bar-coach = Coach
bar-new-table = Nieuwe tafel
bar-records = Records
bar-help = Help
bar-menu = Menu
# Een schermlezer hoort daarna wat wordt teruggenomen ("Terug 22 bij Chance").
bar-undo = Terug
bar-undo-title = Terugnemen: { $target }

## Panelen en meldingen.

loading = Laden…
loading-cancel = Annuleren

## De dobbelstenen.

tray-label = Dobbelstenen
tray-dice-label = Dobbelstenen, druk op 1 tot 5 om vast te houden
tray-game-over = Spel afgelopen
tray-turn = Beurt { $round } van { $rounds }: gooi de dobbelstenen
tray-turn-entered = Beurt { $round } van { $rounds }: gooi de dobbelstenen en voer ze in
tray-roll-status = Worp { $roll } van { $rolls }
tray-saved = { $status } · { $saved } bewaard
tray-saved-roll = Bewaarde worp { $roll } van { $rolls }
# De knop Gooi (toets R).
tray-roll = Gooi (nog { $left })
tray-roll-again = Gooi opnieuw (nog { $left })
tray-all-held = Alle dobbelstenen liggen vast: laat er een los om te gooien.
tray-choose-box = Kies een vak op het scoreblok.
# Lucky7: de knoppen die de wilde dobbelsteen een waarde geven.
tray-wild-label = Tel de wilde dobbelsteen als
tray-wild-prefix = Wilde dobbelsteen telt als:
tray-wild-value = Wilde dobbelsteen telt als { $value }
bot-name = { $level ->
    [beginner] Beginnersbot
    [casual] Amateurbot
    [tactician] Tacticusbot
   *[expert] Expertbot
}
bot-name-numbered = { $level ->
    [beginner] Beginnersbot { $number }
    [casual] Amateurbot { $number }
    [tactician] Tacticusbot { $number }
   *[expert] Expertbot { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] beginnersbot
    [casual] amateurbot
    [tactician] tacticusbot
   *[expert] expertbot
})
tray-odds = Winkansen

## Eén dobbelsteen: de naam voor schermlezers ("Dobbelsteen 2: 5 rood, wild als 3, vast").

die-label = Dobbelsteen { $die }: { $face }
die-label-blank = Dobbelsteen { $die }: niet gegooid
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, wild
die-label-wild-as = { $label }, wild als { $value }
die-label-marked = { $label }, gemarkeerd
die-label-held = { $label }, vast
die-held-tag = VAST

## De kleuren van Tricolor.

colour-white = wit
colour-red = rood
colour-green = groen
colour-letter-white = W
colour-letter-red = R
colour-letter-green = G

## Het scoreblok.

sheet-label = Scoreblok
sheet-caption = Scoreblok { $game }
sheet-coach-off = Coach uit tot het einde van het spel
sheet-box-column = Vak
sheet-score-column = Score
sheet-player = Speler { $player }
sheet-upper-subtotal = Subtotaal
sheet-upper-bonus = Bonus
sheet-lower-total = Totaal onderste deel
sheet-total = Eindtotaal
sheet-bonus-needs = Nodig voor bonus
sheet-extra-bonus = { $box }-bonus
sheet-bonus = Bonus
sheet-box-score = { $points } invullen bij { $box }
sheet-box-refused = 0 invullen bij { $box }, niet toegestaan: { $why }
sheet-box-not-rolled = { $box }: gooi eerst de dobbelstenen
sheet-box-joker = Joker
sheet-box-bonus = plus een bonus van { $bonus }
sheet-box-joker-bonus = Joker, plus een bonus van { $bonus }
sheet-why-joker-upper = Jokerregel: deze Yahtzee moet worden ingevuld bij { $box }
sheet-why-joker-lower = Jokerregel: deze Yahtzee moet in een open vak van het onderste deel komen
sheet-why-out-of-order = aan deze tafel worden de vakken op volgorde ingevuld: { $box } is de volgende
sheet-joker-note-upper = Jokerregel: een Yahtzee waarvan het vak in het bovenste deel nog open is, moet daar worden ingevuld, bij { $box }.
sheet-joker-note-lower = Jokerregel: het vak van deze Yahtzee in het bovenste deel is al ingevuld, dus moet hij in een open vak van het onderste deel komen, waar Full House, Kleine straat en Grote straat de volle punten opleveren.
sheet-needs-more = nog { $points } voor een bonus van { $bonus }
sheet-needs-earned = bonus behaald
sheet-needs-out-of-reach = bonus niet meer haalbaar
sheet-needs-none = geen bonus in dit spel

## De tafelregels, tussen "·".

rules-no-extra-bonus = geen bonus voor extra Yahtzees
rules-five-full-house = vijf dezelfde telt als Full House
rules-four-two-pairs = carré telt als Twee paar
rules-in-order = vakken op volgorde
rules-other-bonus = bonus { $bonus } bij { $threshold }
rules-no-saved-rolls = geen bewaarde worpen

## De voet van de pagina: "Klassiek Yahtzee, spel #123 · Verplichte joker (officieel) · Coach klaar".

foot-game = { $game }, spel #{ $seed }
foot-real-dice = { $game } met echte dobbelstenen
foot-session = spel { $game } van { $games }

## Het geanalyseerde spel, na "Analyse:".

review-which-game = spel #{ $seed }

name-you = Jij
foot-daily = { $game }, het spel van de dag
foot-practice = { $game }, het spel van de dag (oefening)
