### The game screen: the header, the dice, the scoresheet, the foot of the page.

## The header.

# The page's heading: the app's name (as app-title in meta.ftl).
bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
# The badge with the running total.
bar-total = { $total } Pkt.
bar-total-player = { $name }: { $total } Pkt.
# The buttons of the header. Their keys (H, U, ?) stay the same in every language.
bar-hint = Tipp
bar-coach = Coach
bar-new-table = Neuer Tisch
bar-records = Rekorde
bar-help = Hilfe
bar-menu = Menü
# Undo's button, kept short for phones; a screen reader hears what it takes back after it.
bar-undo = Zurück
# Undo's tooltip.
bar-undo-title = { $target } zurücknehmen

## Panels and notices.

loading = Wird geladen…
loading-cancel = Abbrechen

## The dice.

tray-label = Würfel
tray-dice-label = Würfel, zum Halten 1 bis 5 drücken
tray-game-over = Spiel vorbei
tray-turn = Runde { $round } von { $rounds }: jetzt würfeln
tray-turn-entered = Runde { $round } von { $rounds }: würfeln und eingeben
tray-roll-status = Wurf { $roll } von { $rolls }
tray-saved = { $status } · { $saved } aufgehoben
tray-saved-roll = Aufgehobener Wurf { $roll } von { $rolls }
# The Roll button, before the turn's first roll (its key R stays R).
tray-roll = Würfeln ({ $left } übrig)
# The Roll button after a roll.
tray-roll-again = Neu würfeln ({ $left } übrig)
tray-all-held = Alle Würfel sind gehalten: Gib einen frei, um zu würfeln.
tray-choose-box = Wähle ein Feld auf dem Spielblock.
# Lucky7: the buttons that give the wild die a value.
tray-wild-label = Wilden Würfel zählen als
tray-wild-prefix = Wilder Würfel zählt als:
tray-wild-value = Wilder Würfel zählt als { $value }
bot-name = { $level ->
    [beginner] Anfänger-Bot
    [casual] Hobby-Bot
    [tactician] Taktiker-Bot
   *[expert] Experten-Bot
}
bot-name-numbered = { $level ->
    [beginner] Anfänger-Bot { $number }
    [casual] Hobby-Bot { $number }
    [tactician] Taktiker-Bot { $number }
   *[expert] Experten-Bot { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] Anfänger-Bot
    [casual] Hobby-Bot
    [tactician] Taktiker-Bot
   *[expert] Experten-Bot
})
tray-odds = Gewinnchancen

## One die: its accessible name, built in steps ("Würfel 2: 5 rot, wild als 3, gehalten").

die-label = Würfel { $die }: { $face }
die-label-blank = Würfel { $die }: nicht gewürfelt
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, wild
die-label-wild-as = { $label }, wild als { $value }
die-label-marked = { $label }, markiert
die-label-held = { $label }, gehalten
# The tag on a held die, in small capitals.
die-held-tag = GEHALTEN

## Tricolor's colours: names, and the letter on the dice and in the key (one letter each, all
## three different).

colour-white = weiß
colour-red = rot
colour-green = grün
colour-letter-white = W
colour-letter-red = R
colour-letter-green = G

## The scoresheet.

sheet-label = Spielblock
sheet-caption = Spielblock: { $game }
sheet-coach-off = Coach aus bis zum Spielende
sheet-box-column = Feld
sheet-score-column = Punkte
sheet-player = Spieler { $player }
sheet-upper-subtotal = Summe oben
sheet-upper-bonus = Bonus
sheet-lower-total = Summe unten
sheet-total = Gesamtsumme
# The row of what each player needs for the upper bonus.
sheet-bonus-needs = Bis zum Bonus
# The bonus row for further Yahtzees: "Yahtzee-Bonus", "Kismet-Bonus".
sheet-extra-bonus = { $box }-Bonus
sheet-bonus = Bonus
sheet-box-score = { $points } in { $box } eintragen
sheet-box-refused = 0 in { $box } eintragen, nicht erlaubt: { $why }
sheet-box-not-rolled = { $box }: erst würfeln
sheet-box-joker = Joker
sheet-box-bonus = plus { $bonus } Bonuspunkte
sheet-box-joker-bonus = Joker, plus { $bonus } Bonuspunkte
# Why a box is not allowed, after "nicht erlaubt:" (and its tooltip).
sheet-why-joker-upper = Joker-Regel: Dieses Yahtzee muss in { $box } eingetragen werden
sheet-why-joker-lower = Joker-Regel: Dieses Yahtzee muss in ein freies Feld im unteren Teil eingetragen werden
sheet-why-out-of-order = An diesem Tisch werden die Felder der Reihe nach ausgefüllt: Als Nächstes kommt { $box }
sheet-joker-note-upper = Joker-Regel: Ein Yahtzee muss in sein Feld im oberen Teil eingetragen werden, solange dieses frei ist – hier in { $box }.
sheet-joker-note-lower = Joker-Regel: Das Feld im oberen Teil für dieses Yahtzee ist schon ausgefüllt, also kommt es in ein freies Feld im unteren Teil; dort bringen Full House, Kleine Straße und Große Straße die volle Punktzahl.
# Where a player stands on the upper bonus (in the "Bis zum Bonus" row and said with the sheet).
sheet-needs-more = noch { $points } für den Bonus von { $bonus }
sheet-needs-earned = Bonus erreicht
sheet-needs-out-of-reach = Bonus nicht mehr möglich
sheet-needs-none = kein Bonus in diesem Spiel

## The table rules in force, under the sheet's caption and at the foot of the page, between "·".

rules-no-extra-bonus = kein Bonus für weitere Yahtzees
rules-five-full-house = Fünferpasch zählt als Full House
rules-four-two-pairs = Viererpasch zählt als Zwei Paare
rules-in-order = Felder der Reihe nach
rules-other-bonus = Bonus { $bonus } ab { $threshold }
rules-no-saved-rolls = keine aufgehobenen Würfe

## The foot of the page: "Klassisches Yahtzee, Spiel Nr. 123 · Pflicht-Joker (offiziell) · Coach bereit".

foot-game = { $game }, Spiel Nr. { $seed }
foot-real-dice = { $game } mit echten Würfeln
foot-session = Spiel { $game } von { $games }

## The game reviewed, after "Analyse:" in the review's heading.

review-which-game = Spiel Nr. { $seed }

name-you = Du
foot-daily = { $game }, das Tagesspiel
foot-practice = { $game }, das Tagesspiel (Übung)
