### What the page says in its live region (read out by screen readers, not shown), and the
### sentences built from the game that the scoresheet and the dice share.

## Pieces several sentences share.

# Between the items of a list: dice faces, held dice, boxes with their scores.
list-join = {", "}

# Whose turn it is, at the start of longer sentences. "You" is the name the page gives a
# player alone at the table (stored as "You" in every language).
turn-whose = { $name ->
    [You] Du bist dran
   *[other] { $name } ist dran
}

# How a player starts a turn, after a colon: "Ann ist dran: Drücke R zum Würfeln."
turn-start-rolled = Drücke R zum Würfeln
# The same at a table of real dice, rolled at the table and typed in.
turn-start-entered = Würfle, dann drücke R und gib die Würfel ein

## The dice, said (key D, and after each roll).

said-dice-over = Das Spiel ist vorbei.
said-dice-none-rolled = Runde { $round } von { $rounds }: noch nicht gewürfelt. Drücke R zum Würfeln.
said-dice-none-entered = Runde { $round } von { $rounds }: noch nicht gewürfelt. Würfle, dann drücke R und gib die Würfel ein.
# One held die, in the list of held dice.
said-die = Würfel { $die }
said-dice-none-held = Kein Würfel gehalten
said-dice-held = Gehalten: { $dice }
# "Wurf 2 von 3: 6, 6, 3, 2, 1. Gehalten: Würfel 1. Noch ein Wurf."
said-dice = Wurf { $roll } von { $rolls }: { $faces }. { $held }. { $left ->
    [0] Keine Würfe mehr.
    [one] Noch ein Wurf.
   *[other] Noch { $left } Würfe.
}

## The scoresheet, said (key C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box } nicht erlaubt
said-sheet-scored = Eingetragen: { $boxes }.
said-sheet-open = Freie Felder: { $boxes }.
said-sheet-open-rolled = Freie Felder, mit den Punkten für diese Würfel: { $boxes }.
said-sheet-upper = Oberer Teil { $points }, { $bonus }.
said-sheet-upper-bonus = Bonus oben { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Gesamtsumme { $points }.

## Moves, said as they are made.

said-by = { $name }: { $said }
said-die-corrected = Würfel { $die } auf { $face } korrigiert. { $dice }
said-die-held = Würfel { $die }: { $face }, gehalten.
said-die-free = Würfel { $die }: { $face }, frei.
said-scored = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in { $box } eingetragen. Summe { $total }.
said-scored-bonus = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in { $box } eingetragen und { $bonus } Punkte { $extra }. Summe { $total }.
said-player-scored = { $name ->
    [You] Du hast
   *[other] { $name } hat
} { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in { $box } eingetragen. Summe { $total }.
said-player-scored-bonus = { $name ->
    [You] Du hast
   *[other] { $name } hat
} { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in { $box } eingetragen und { $bonus } Punkte { $extra }. Summe { $total }.
said-game-over = Spiel vorbei.
said-next-turn = Runde { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = Der wilde Würfel zählt als { $face }.
said-undone-player = Eintrag zurückgenommen. { $turn }: Wähle erneut ein Feld.
said-undone = Eintrag zurückgenommen; wähle erneut.
said-took-back = { $target } zurückgenommen. { $said }
said-new-game = Neues Spiel. Drücke R zum Würfeln.
said-new-session = Neue Serie, { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
}. { $turn }: { $start }.
said-next-game = Spiel { $game } von { $games }. { $turn }: { $start }.
said-rematch = Revanche: Spiel 1. Drücke R zum Würfeln.
said-bots-turn = { $name } ist am Zug.
# The player answered No to "0 in diesem Feld eintragen?".
said-kept-dice = Deine Würfel bleiben liegen; wähle ein anderes Feld.
said-kept-game = Das laufende Spiel geht weiter. { $turn }.
# The score Undo takes back: "22 in Chance". The live region says it before "zurückgenommen",
# the tooltip before "zurücknehmen".
undo-target = { $points } in { $box }
# The same at a table of several: "die 22 von Ann in Chance".
undo-target-player = { $name ->
    [You] deine { $points } in { $box }
   *[other] die { $points } von { $name } in { $box }
}

## A table on several phones (each player on their own phone, the table sent on by link).

said-travel-waiting = Warten auf { $name }: Schick den Link zum Tisch weiter.
said-travel-no-undo = An einem Tisch auf mehreren Handys lässt sich ein Eintrag nicht zurücknehmen: Sein Link ist vielleicht schon unterwegs.
said-coach-off = An diesem Tisch ist der Coach bis zum Spielende aus: kein Tipp, keine Chancen, keine Warnung.
