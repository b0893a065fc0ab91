### Holding dice, and typed dice refused: words of the game screen, fetched before the table is
### drawn.

## Under the dice, after a roll: how to hold dice. "Tap" on a touch screen, "Click" with a
## mouse; the keys of the dice are 1 to their number.

hold-hint-touch = Tap dice to hold them, then roll again, or choose a box.
# Variables:
#   $dice (Number) - how many dice the game has, 5 or 6: the keys are 1 to that
hold-hint-mouse = Click dice (or press 1 to { $dice }) to hold them, then roll again, or choose a box.
# With real dice, rolled at the table and entered on the page.
hold-hint-touch-entered = Tap dice to hold them, roll the others at the table and enter them, or choose a box.
# With real dice, rolled at the table and entered on the page.
# Variables:
#   $dice (Number) - how many dice the game has, 5 or 6
hold-hint-mouse-entered = Click dice (or press 1 to { $dice }) to hold them, roll the others at the table and enter them, or choose a box.

## Real dice typed as digits (e.g. "3 3 5 1 6") and refused: why, then what to type instead.
## The "example" messages end each error message.

# What to type when some dice are held: only the dice rolled again, or all of them.
# Variables:
#   $rolled (Number) - how many dice were rolled again
#   $dice (Number) - how many dice there are (5 or 6)
entry-example-rerolled = type the { $rolled } dice rolled again, or all { $dice }

# What to type when no die is held.
# Variables:
#   $dice (Number) - how many dice there are (5 or 6), and as many faces as an example
entry-example-all = type { $dice } faces, like { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

# A character typed that is not a die's face.
# Variables:
#   $typed (String) - the character typed, e.g. "x"
#   $example (String) - what to type: entry-example-rerolled or entry-example-all
entry-error-not-a-face = "{ $typed }" is not a face: { $example }.

# Enter pressed with nothing typed.
# Variables:
#   $example (String) - what to type: entry-example-rerolled or entry-example-all
entry-error-none = No dice typed: { $example }.

# Too few or too many dice typed, when some dice are held.
# Variables:
#   $count (Number) - how many dice were typed
#   $example (String) - what to type: entry-example-rerolled
entry-error-count-rerolled = That is { $count ->
        [one] 1 die
       *[other] { $count } dice
    }: { $example }.

# Too few or too many dice typed.
# Variables:
#   $count (Number) - how many dice were typed
#   $dice (Number) - how many dice there are (5)
#   $example (String) - what to type: entry-example-all
entry-error-count = That is { $count ->
        [one] 1 die
       *[other] { $count } dice
    }, not { $dice }: { $example }.

# A face too high for these dice (e.g. 7 on six-sided dice).
# Variables:
#   $die (Number) - the die's place, from 1
#   $face (Number) - the face typed
#   $faces (Number) - the dice's highest face
entry-error-range = Die { $die } cannot show { $face }: these dice have faces 1 to { $faces }.
