### The entry of real dice and the first-visit guide: fetched with the page's later parts.

## Entering real dice: after rolling physical dice at the table, the player taps each die and
## its face, or types the faces.

# What to do, under "Enter roll 1 of 3" (a touch screen).
# Variables:
#   $title (String) - what the entry is, e.g. "Enter roll 1 of 3"
entry-instructions-touch = { $title }: roll the dice, then tap each die and its face or type them

# The same, with a mouse.
# Variables:
#   $title (String) - what the entry is, e.g. "Enter roll 1 of 3"
entry-instructions-mouse = { $title }: roll the dice, then click each die and its face or type them

# The label of the field the faces are typed into, when no die is held. Enter is the key.
entry-field-all = Or type the faces, then Enter

# The same, when one die is rolled again.
# Variables:
#   $dice (Number) - how many dice there are (5)
entry-field-one = Or type the face of the die rolled again (or all { $dice }), then Enter

# The same, when several dice are rolled again.
# Variables:
#   $count (Number) - how many dice are rolled again
#   $dice (Number) - how many dice there are (5)
entry-field-some = Or type the { $count } faces rolled again (or all { $dice }), then Enter

# The example in the empty field: faces of dice, as many as a game has (six); the field shows as
# many of them as it asks for.
entry-placeholder = 3 3 5 1 6 2

# A die, named within the labels below ("Face of die 3").
# Variables:
#   $number (Number) - the die's place, from 1
entry-die = die { $number }

# The die marked for Tricolor's wild face, named within the labels below.
# Variables:
#   $number (Number) - the die's place, from 1
entry-die-marked = marked die { $number }

# What a die's button says to a screen reader when its face is not entered yet.
entry-not-entered = not entered

# A die's button, for screen readers.
# Variables:
#   $title (String) - what the entry is, e.g. "Enter roll 1 of 3"
#   $die (String) - the die, entry-die or entry-die-marked
#   $face (String) - its face, or entry-not-entered
entry-slot = { $title }, { $die }: { $face }

# A held die's button (held dice keep their face), for screen readers.
# Variables:
#   $title (String) - what the entry is, e.g. "Enter roll 1 of 3"
#   $die (String) - the die, entry-die or entry-die-marked
#   $face (String) - its face
entry-slot-held = { $title }, { $die }: { $face }, held

# The buttons of the faces to choose from, for screen readers.
# Variables:
#   $die (Number) - the die's place, from 1
#   $face (Number) - the face
entry-face-button = Die { $die } shows { $face }

# The group of those buttons, for screen readers.
# Variables:
#   $die (String) - the die, entry-die or entry-die-marked
entry-face-group = Face of { $die }

# A list to put a mistyped die right, for screen readers.
# Variables:
#   $die (String) - the die, entry-die or entry-die-marked
entry-correct-die = Correct { $die }

# The fold that opens those lists.
entry-correct-summary = Mistyped a die? Correct it
# The group of those lists, for screen readers.
entry-correct-group = Correct the dice entered

# In place of the entry when the turn's rolls are used up.
entry-no-rolls-left = No rolls left: choose a box.

## The first-visit guide: three steps (roll, hold, score) beside the dice, until the first box
## is scored.

# The guide's heading.
# Variables:
#   $step (Number) - the step, 1 to 3
#   $steps (Number) - how many steps there are (3)
guide-heading = New here? Step { $step } of { $steps }: { $step ->
        [1] Roll
        [2] Hold
       *[other] Score
    }

# Step 1 on a touch screen. "Roll" is the Roll button.
guide-roll-touch = Tap Roll to throw the dice. You get up to three rolls a turn.
# Step 1 with a mouse and keys. R is the key (the same in every language).
guide-roll-mouse = Press Roll (or the R key) to throw the dice. You get up to three rolls a turn.
# Step 2 on a touch screen.
guide-hold-touch = Tap the dice you want to keep: they stay put while you roll the others again.
# Step 2 with a mouse and keys (the dice's keys are 1 to their number).
# Variables:
#   $dice (Number) - how many dice the game has, 5 or 6
guide-hold-mouse = Click the dice you want to keep (or press 1 to { $dice }): they stay put while you roll the others again.
# Step 3.
# Step 1 with real dice, rolled at the table and entered on the page.
guide-roll-real = Roll the dice at the table, then enter them here: tap each die and its face, or type the faces.
# Step 2 with real dice.
guide-hold-real = Tap the dice you keep, roll the others at the table, and enter only those.
guide-score = When you like the dice, or the rolls run out, choose a box on the scoresheet: it shows what each box would score. Every box is filled once; the highest total wins.
# The guide's link that closes it for good.
guide-skip = Skip the guide

## The title of the entry of real dice.

# Variables:
#   $roll (Number) - the roll to enter
#   $rolls (Number) - the rolls a turn has
entry-title = Enter roll { $roll } of { $rolls }
