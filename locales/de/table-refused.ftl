### Why a move was refused: said in the live region (and beside the entry of real dice), as
### sentences; the scoresheet's disabled boxes say the three reasons of their own (sheet-why-…).

refused-game-over = Das Spiel ist vorbei.
refused-no-rolls-left = In diesem Zug sind keine Würfe mehr übrig.
refused-all-dice-held = Alle Würfel sind gehalten.
refused-not-rolled = Würfle zuerst (drücke R).
# The same at a table of real dice, rolled at the table and typed in.
refused-not-entered = Gib zuerst die Würfel ein (drücke R, um sie einzutippen).
refused-no-such-die = Es gibt keinen Würfel { $die }.
refused-no-such-box = Es gibt kein Feld { $box }.
refused-box-filled = { $box } ist schon ausgefüllt.
# The Joker rule: a further Yahtzee goes in the upper box of its number while that is open.
refused-joker-upper = Joker-Regel: Dieses Yahtzee muss in { $box } eingetragen werden.
# The Joker rule: a further Yahtzee whose upper box is filled goes in an open lower box.
refused-joker-lower = Joker-Regel: Dieses Yahtzee muss in ein freies Feld im unteren Teil eingetragen werden.
# A table that fills its boxes in order (a Yatzy house rule).
refused-out-of-order = An diesem Tisch werden die Felder der Reihe nach ausgefüllt: Als Nächstes kommt { $box }.
refused-nothing-to-undo = Es gibt nichts zurückzunehmen.
refused-player-count = An diesem Tisch ist kein Platz für { $players } Spieler.
refused-bot-score = Den Eintrag eines Bots kann man nicht zurücknehmen.
refused-bots-turn = Ein Bot ist am Zug.
# Lucky7's marked die.
refused-not-wild = Der markierte Würfel zeigt nicht seine wilde Seite.
refused-no-such-face = Die Würfel haben keine Augenzahl { $face }.
# Real dice typed in with a face the dice do not have.
refused-face-out-of-range = Würfel { $die } kann keine { $face } zeigen: Diese Würfel haben die Augenzahlen 1 bis { $faces }.
# Real dice typed in that change a held die.
refused-held-die-changed = Würfel { $die } ist mit { $face } gehalten: Gib ihn so ein, wie er liegt, oder gib ihn zuerst frei.
refused-dice-are-rolled = In diesem Spiel würfelt die Seite selbst.
refused-dice-are-entered = An diesem Tisch wird mit echten Würfeln gespielt: Drücke R und gib die gewürfelten Augenzahlen ein.

## A session refused (a next game, a rematch, a new table).

refused-bot-with-real-dice = Auf Platz { $seat } sitzt ein Bot, und Bots können nicht mit echten Würfeln würfeln.
refused-games = Eine Serie hat 1 bis 10 Spiele, nicht { $games }.
refused-empty-name = Platz { $seat } braucht einen Namen.
refused-long-name = Der Name auf Platz { $seat } ist länger als { $most } Zeichen.
refused-game-not-over = Das Spiel ist noch nicht vorbei.
refused-session-over = Alle Spiele der Serie sind gespielt.

refused-seed = Spielnummer { $seed } ist zu groß: Die Spiele eines Tisches gehen bis Spielnummer { $max }.
