### The dialogs' words: fetched with the page's later parts.

## The New table dialog: who plays, how many games, which game and its table rules.

setup-title = Neuer Tisch
setup-game = Spiel
setup-dice = Würfel
setup-dice-rolled = Die Seite würfelt (1 bis { $most } Spieler, Menschen oder Bots)
setup-dice-entered = Wir würfeln mit echten Würfeln (1 bis { $most } Personen; jeden Wurf eingeben)
setup-seat = Platz { $number }
setup-name = Name
setup-player-name = Spieler { $number }
setup-plays = Wer spielt
setup-plays-person = Mensch
setup-plays-bot = { $level ->
    [beginner] Anfänger-Bot
    [casual] Hobby-Bot
   *[expert] Experten-Bot
} (Schnitt { $mean })
setup-plays-tactician = { $games ->
    [0] Taktiker-Bot
   *[other] Taktiker-Bot (gewinnt { $percent } % von { $games } Spielen gegen einen Experten)
}
setup-remove = Entfernen
setup-remove-seat = Platz { $number } entfernen
setup-add-seat = Platz hinzufügen
setup-games = Spiele in der Serie
setup-table-rules = Tischregeln
setup-joker = Joker
setup-yahtzee-bonus = { $points } Punkte Bonus für jedes weitere { $box }
setup-five-of-a-kind-full-house = Fünferpasch zählt auch als Full House (Hausregel)
setup-four-of-a-kind-two-pairs = Viererpasch zählt auch als Zwei Paare (Hausregel)
setup-forced-order = Felder der Reihe nach von oben nach unten ausfüllen (Hausregel)
setup-other-bonus = Bonus von { $bonus } ab { $threshold } im oberen Teil, wie manche Blöcke es geben
setup-no-saved-rolls = Keine aufgehobenen Würfe: drei Würfe pro Zug und nicht mehr
setup-too-many-seats = Wenn die Seite würfelt, spielen höchstens { $most } Spieler: Entferne { $remove ->
    [one] einen Platz
   *[other] { $remove } Plätze
} oder wähle echte Würfel.
setup-start = Starten
setup-cancel = Abbrechen

## Help: the keys and the rules of the game in play.

help-title = Hilfe
help-keyboard = Tastatur
help-optimal = Perfekt gespielt bringt eine Partie { $game } mit diesen Tischregeln im Schnitt { $points } Punkte (exakt, aus der Strategietabelle des Coachs).
help-strong = Bei { $game } spielt der Coach stark, aber nicht perfekt: ohne aufgehobene Würfe erreichen seine Züge { $share } % des Schnitts perfekten Spiels von { $points } Punkten (exakt berechnet).
help-upper-bonus = Bonus oben: { $tiers }.
help-upper-bonus-tier = { $bonus } Punkte für { $threshold } oder mehr im oberen Teil
help-tier-separator = {"; "}
help-no-upper-bonus = Kein Bonus im oberen Teil.
help-joker = Joker: { $rule }.
help-further-bonus = Jedes weitere { $box } bringt { $points } Punkte, solange im Feld { $box } Punkte stehen.
help-dice-colours = Würfelfarben: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] weiß
    [red] rot
   *[green] grün
}
help-list-separator = {", "}
help-box = Feld
help-scores = Wertung
help-example = Beispiel
help-example-score = { $dice } → { $points }
help-close = Schließen

## The coach: its settings, its state, and the finished games it can review.

coach-title = Coach
coach-dialog-starting = Startet…
coach-building = Optimale Strategie wird berechnet: { $percent } %
coach-dialog-ready = Bereit: Optimales Spiel bringt im Schnitt { $points } Punkte ({ $source } in { $seconds } s).
coach-dialog-ready-strong = Bereit: starkes Spiel, { $share } % des Schnitts perfekten Spiels ({ $source } in { $seconds } s).
coach-source = { $source ->
    [downloaded] heruntergeladen
    [stored] aus diesem Browser geladen
   *[built] { $workers ->
        [0] berechnet
        [1] berechnet
       *[other] auf { $workers } Kernen berechnet
    }
}
coach-dialog-unavailable = In diesem Browser nicht verfügbar.
coach-progress = Vorbereitung des Coachs
# H is the key (the same in every language), Tipp the button's name.
coach-how = Drücke während eines Zugs H (oder „Tipp“): Du siehst den besten Zug und was die anderen kosten.
# A checkbox, followed by a slider of points (coach-threshold).
coach-warn = Warne mich vor einem Zug, der mehr verschenkt als
coach-by-chance = In den letzten vier Runden an einem Tisch mit mehreren nach der Siegchance urteilen: warnen vor einem Zug, der sie um mehr als so viele Prozentpunkte senkt
coach-threshold-label = Warnschwelle in Punkten
coach-threshold = { $points } Punkte
coach-review-heading = Ein beendetes Spiel analysieren
coach-no-games = Beendete Spiele erscheinen hier.
coach-past-game = { $date } · Spiel Nr. { $seed } · { $scores } Punkte
coach-review = Analysieren
coach-review-title = Spiel Nr. { $seed } vom { $date }
coach-close = Schließen

## The coach's warning before a move that gives points away.

warn-title = Das verschenkt { $points } Punkte
warn-title-chance = Das senkt deine Siegchance um { $percent } %
warn-text = Deine Wahl: { $mine }. Der Coach empfiehlt: { $best }.
warn-play-best = Besseren Zug spielen: { $best }
warn-play-mine = Trotzdem meinen spielen
warn-cancel = Abbrechen

## The question before scoring 0 in a box while another box would score points.

zero-title = 0 in { $box } eintragen?
zero-text = Ein anderes freies Feld brächte mit diesen Würfeln Punkte.
zero-confirm = 0 in { $box } eintragen
zero-cancel = Abbrechen

## The question before a link, a replay or a new table replaces the game in progress.

replace-title = Ein Spiel läuft
replace-text = { $why } Du spielst gerade { $current }. Wenn du das neue Spiel spielst, wird deins beiseitegelegt: { $link } holt es so zurück, wie es war.
replace-back = Der Link zu deinem Spiel Nr. { $seed }
replace-current-turn = { $game }, Spiel Nr. { $seed }, Runde { $turn }
replace-current-session = { $game }, Spiel Nr. { $seed }, Spiel { $number } von { $games } einer Serie
replace-why-replay = Die Wiederholung öffnet { $game }, Spiel Nr. { $seed }.
replace-keep = Mein Spiel weiterspielen
replace-play-new = Neues Spiel spielen

keys-roll = Die nicht gehaltenen Würfel würfeln (mit echten Würfeln: die gewürfelten Augenzahlen eingeben)
keys-toggle-die = Diesen Würfel halten oder freigeben
keys-wild = Lucky7: zum Wert des wilden Würfels springen, wenn er zu sehen ist; dann wählt eine Zifferntaste ihn
keys-dice = Würfel vorlesen
keys-sheet = Spielblock vorlesen
keys-move-focus = Durch die freien Felder gehen
keys-focus-edge = Zum ersten oder letzten offenen Feld
keys-score = Im Feld mit dem Fokus eintragen
keys-hint = Tipp des Coachs zeigen oder ausblenden
keys-undo = Letzten Eintrag zurücknehmen (bis jemand würfelt)
keys-help = Tastenkürzel und Regeln
keys-close = Dialog schließen
keys-when-ignored = Die Tasten wirken auf den Tisch: Solange ein Textfeld, ein Zahlenfeld, eine Liste oder ein Schieberegler den Fokus hat oder ein Dialog offen ist, tippen oder wirken sie dort wie gewohnt.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] Der neue Tisch startet eine Partie { $game }.
       *[other] Der neue Tisch startet eine Serie von { $games } Partien { $game }.
    }
   *[other] { $games ->
        [1] Der neue Tisch startet eine Partie { $game } für { $players } Spieler.
       *[other] Der neue Tisch startet eine Serie von { $games } Partien { $game } für { $players } Spieler.
    }
}

update-ready = Eine neue Version von Yahtzee ist bereit. Dein Spiel ist gespeichert.
update-reload = Neu laden
update-dismiss = Hinweis zum Update schließen
update-label = Update

feel-sound = Ton
feel-vibration = Vibration
