### The entry of real dice and the first-visit guide: fetched with the page's later parts.

## Entering real dice: after rolling physical dice at the table, the player taps each die and
## its face, or types the faces.

# What to do, under "Wurf 1 von 3 eingeben" (a touch screen).
entry-instructions-touch = { $title }: Würfle, dann tippe jeden Würfel und seine Augenzahl an oder gib sie ein

# The same, with a mouse.
entry-instructions-mouse = { $title }: Würfle, dann klicke jeden Würfel und seine Augenzahl an oder gib sie ein

# The label of the field the faces are typed into. Enter is the key.
entry-field-all = Oder gib alle Augenzahlen ein, dann Enter

entry-field-one = Oder gib die Augenzahl des neu gewürfelten Würfels ein (oder alle { $dice }), dann Enter

entry-field-some = Oder gib die { $count } neu gewürfelten Augenzahlen ein (oder alle { $dice }), dann Enter

entry-placeholder = 3 3 5 1 6 2

# A die, named within the labels below.
entry-die = Würfel { $number }

entry-die-marked = markierter Würfel { $number }

entry-not-entered = nicht eingegeben

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, gehalten

entry-face-button = Würfel { $die } zeigt { $face }

# The group of those buttons: "Würfel 3: Augenzahl".
entry-face-group = { $die }: Augenzahl

# A list to put a mistyped die right: "Korrigieren: Würfel 3".
entry-correct-die = Korrigieren: { $die }

entry-correct-summary = Würfel falsch eingegeben? Korrigieren
entry-correct-group = Eingegebene Würfel korrigieren

entry-no-rolls-left = Keine Würfe mehr: Wähle ein Feld.

## The first-visit guide: three steps (roll, hold, score) beside the dice, until the first box
## is scored.

guide-heading = Neu hier? Schritt { $step } von { $steps }: { $step ->
        [1] Würfeln
        [2] Halten
       *[other] Eintragen
    }

# Step 1 on a touch screen. "Würfeln" is the Roll button.
guide-roll-touch = Tippe auf „Würfeln“, um die Würfel zu werfen. Du hast bis zu drei Würfe pro Zug.
# Step 1 with a mouse and keys. R is the key (the same in every language).
guide-roll-mouse = Klicke auf „Würfeln“ (oder drücke die Taste R), um die Würfel zu werfen. Du hast bis zu drei Würfe pro Zug.
guide-hold-touch = Tippe die Würfel an, die du behalten willst: Sie bleiben liegen, während du die anderen neu würfelst.
guide-hold-mouse = Klicke die Würfel an, die du behalten willst (oder drücke 1 bis { $dice }): Sie bleiben liegen, während du die anderen neu würfelst.
guide-roll-real = Wirf die Würfel am Tisch und gib sie hier ein: Tippe jeden Würfel und seine Augenzahl an oder tippe die Zahlen ein.
guide-hold-real = Tippe die Würfel an, die du behältst, wirf die anderen am Tisch und gib nur diese ein.
guide-score = Wenn dir die Würfel gefallen oder keine Würfe mehr übrig sind, wähle ein Feld auf dem Spielblock: Er zeigt, was jedes Feld bringen würde. Jedes Feld wird einmal ausgefüllt; die höchste Gesamtsumme gewinnt.
guide-skip = Anleitung überspringen

entry-title = Wurf { $roll } von { $rolls } eingeben
