### What the page says in its live region (read out by screen readers, not shown), and the
### sentences built from the game that the scoresheet and the dice share.

## Pieces several sentences share.

# Between the items of a list: dice faces, held dice, boxes with their scores.
list-join = {", "}

# Whose turn it is, e.g. "Ann's turn", put at the start of longer sentences. "You" is the name
# the page gives a player alone at the table (stored as "You" in every language): then it is
# "Your turn".
# Variables:
#   $name (String) - the player's name
turn-whose = { $name ->
    [You] Your turn
   *[other] { $name }'s turn
}

# How a player starts a turn, after a colon: "Ann's turn: press R to roll."
turn-start-rolled = press R to roll
# The same at a table of real dice, rolled at the table and typed in.
turn-start-entered = roll, then press R and type the dice

## The dice, said (key D, and after each roll).

# Said when the game is over.
said-dice-over = The game is over.
# Before the turn's first roll.
# Variables:
#   $round (Number) - the turn (1, 2, …)
#   $rounds (Number) - the turns in the game (one per box)
said-dice-none-rolled = Turn { $round } of { $rounds }: no dice rolled yet. Press R to roll.
# The same at a table of real dice.
# Variables:
#   $round (Number) - the turn (1, 2, …)
#   $rounds (Number) - the turns in the game (one per box)
said-dice-none-entered = Turn { $round } of { $rounds }: no dice rolled yet. Roll, then press R and type the dice.
# One held die, in the list of held dice.
# Variables:
#   $die (Number) - the die's place, 1 to 5
said-die = die { $die }
# No die is held.
said-dice-none-held = No dice held
# The held dice.
# Variables:
#   $dice (String) - the held dice, e.g. "die 1, die 2"
said-dice-held = Held: { $dice }
# The dice after a roll: "Roll 2 of 3: 6, 6, 3, 2, 1. Held: die 1. 1 roll left."
# Variables:
#   $roll (Number) - the rolls made this turn
#   $rolls (Number) - the rolls a turn has
#   $faces (String) - the dice's faces, e.g. "6, 6, 3, 2, 1" (joined by list-join)
#   $held (String) - which dice are held (said-dice-held or said-dice-none-held)
#   $left (Number) - the rolls left this turn
said-dice = Roll { $roll } of { $rolls }: { $faces }. { $held }. { $left ->
    [0] No rolls left.
    [one] { $left } roll left.
   *[other] { $left } rolls left.
}

## The scoresheet, said (key C).

# A box and its score (filled), or what the dice would score in it (open).
# Variables:
#   $box (String) - the box's name
#   $points (Number) - the points
said-sheet-box = { $box } { $points }
# An open box the rules do not allow for these dice.
# Variables:
#   $box (String) - the box's name
said-sheet-box-not-allowed = { $box } not allowed
# The boxes filled.
# Variables:
#   $boxes (String) - the boxes with their scores, e.g. "Sixes 12, Chance 22"
said-sheet-scored = Scored: { $boxes }.
# The boxes open, before the turn's first roll.
# Variables:
#   $boxes (String) - the open boxes' names
said-sheet-open = Open: { $boxes }.
# The boxes open, after a roll: with what the dice would score in each.
# Variables:
#   $boxes (String) - the open boxes with their points, e.g. "Chance 22, Yahtzee 0"
said-sheet-open-rolled = Open, with what these dice would score: { $boxes }.
# The upper section's total and where the player stands on its bonus.
# Variables:
#   $points (Number) - the upper section's total
#   $bonus (String) - where the player stands on the bonus (sheet-needs-…)
said-sheet-upper = Upper section { $points }, { $bonus }.
# The upper bonus scored.
# Variables:
#   $points (Number) - the bonus points
said-sheet-upper-bonus = Upper bonus { $points }.
# The bonus for further Yahtzees scored.
# Variables:
#   $name (String) - the bonus's name (sheet-extra-bonus)
#   $points (Number) - the bonus points
said-sheet-extra-bonus = { $name } { $points }.
# The total.
# Variables:
#   $points (Number) - the total
said-sheet-total = Total { $points }.

## Moves, said as they are made.

# At a table of several, what a move did, after the name of the player who made it.
# Variables:
#   $name (String) - the player's name
#   $said (String) - what the move did (said-dice, said-die-corrected…)
said-by = { $name }: { $said }
# A die the player entered wrongly, corrected.
# Variables:
#   $die (Number) - the die's place, 1 to 5
#   $face (Number) - its face now
#   $dice (String) - the dice, said (said-dice)
said-die-corrected = Die { $die } corrected to { $face }. { $dice }
# A die held.
# Variables:
#   $die (Number) - the die's place, 1 to 5
#   $face (Number) - its face
said-die-held = Die { $die }: { $face }, held.
# A die released.
# Variables:
#   $die (Number) - the die's place, 1 to 5
#   $face (Number) - its face
said-die-free = Die { $die }: { $face }, free.
# A box scored, alone at the table.
# Variables:
#   $points (Number) - the points scored
#   $box (String) - the box's name
#   $total (Number) - the player's total now
said-scored = Scored { $points } in { $box }. Total { $total }.
# A box scored with a bonus for a further Yahtzee, alone at the table.
# Variables:
#   $points (Number) - the points scored
#   $box (String) - the box's name
#   $extra (String) - the bonus's name (sheet-extra-bonus)
#   $bonus (Number) - the bonus points
#   $total (Number) - the player's total now
said-scored-bonus = Scored { $points } in { $box } and a { $extra } of { $bonus }. Total { $total }.
# A box scored, at a table of several.
# Variables:
#   $name (String) - the player who scored; "You" is the name of a player who gave none
#   $points (Number) - the points scored
#   $box (String) - the box's name
#   $total (Number) - the player's total now
said-player-scored = { $name ->
    [You] You scored { $points } in { $box }. Total { $total }.
   *[other] { $name } scored { $points } in { $box }. Total { $total }.
}
# A box scored with a bonus for a further Yahtzee, at a table of several.
# Variables:
#   $name (String) - the player who scored; "You" is the name of a player who gave none
#   $points (Number) - the points scored
#   $box (String) - the box's name
#   $extra (String) - the bonus's name (sheet-extra-bonus)
#   $bonus (Number) - the bonus points
#   $total (Number) - the player's total now
said-player-scored-bonus = { $name ->
    [You] You scored { $points } in { $box } and a { $extra } of { $bonus }. Total { $total }.
   *[other] { $name } scored { $points } in { $box } and a { $extra } of { $bonus }. Total { $total }.
}
# After the last box was scored.
said-game-over = Game over.
# After a score, alone at the table: the next turn.
# Variables:
#   $round (Number) - the next turn
#   $start (String) - how to start it (turn-start-rolled or turn-start-entered)
said-next-turn = Turn { $round }: { $start }.
# After a score, at a table of several: whose turn it is and how to start it.
# Variables:
#   $turn (String) - whose turn (turn-whose)
#   $start (String) - how to start it (turn-start-rolled or turn-start-entered)
said-next-player = { $turn }: { $start }.
# After a score, at a table of several: whose turn it is, a bot's.
# Variables:
#   $turn (String) - whose turn (turn-whose)
said-next-bot = { $turn }.
# The wild die (Lucky7) given a value.
# Variables:
#   $face (Number) - the value it counts as
said-wild = Wild die counts as { $face }.
# A score taken back, at a table of several: the player chooses a box again.
# Variables:
#   $turn (String) - whose turn (turn-whose)
said-undone-player = Score taken back. { $turn } again: choose a box.
# A score taken back, alone at the table.
said-undone = Score taken back; choose again.
# A score taken back: which one, then the words above.
# Variables:
#   $target (String) - the score taken back (undo-target…)
#   $said (String) - said-undone or said-undone-player
said-took-back = Took back { $target }. { $said }
# A new game.
said-new-game = New game. Press R to roll.
# A new session of several games.
# Variables:
#   $games (Number) - the games in the session
#   $turn (String) - whose turn (turn-whose)
#   $start (String) - how to start it (turn-start-rolled or turn-start-entered)
said-new-session = New session, { $games } games. { $turn }: { $start }.
# The next game of a session.
# Variables:
#   $game (Number) - the game's number in the session
#   $games (Number) - the games in the session
#   $turn (String) - whose turn (turn-whose)
#   $start (String) - how to start it (turn-start-rolled or turn-start-entered)
said-next-game = Game { $game } of { $games }. { $turn }: { $start }.
# The same session played again.
said-rematch = Rematch: game 1. Press R to roll.
# A person tried to move during a bot's turn.
# Variables:
#   $name (String) - the bot's name
said-bots-turn = It is { $name }'s turn.
# The player answered No to "Score 0 in this box?".
said-kept-dice = Kept your dice; choose another box.
# The player answered No to replacing the game in progress.
# Variables:
#   $turn (String) - whose turn (turn-whose)
said-kept-game = Kept the game in progress. { $turn }.
# The score Undo takes back, alone at the table: "22 in Chance". Undo's button says it after
# "Undo", the live region after "Took back".
# Variables:
#   $points (Number) - the points
#   $box (String) - the box's name
undo-target = { $points } in { $box }
# The same at a table of several: "Ann's 22 in Chance".
# Variables:
#   $name (String) - the player whose score it is ("You" for a player alone, see turn-whose)
#   $points (Number) - the points
#   $box (String) - the box's name
undo-target-player = { $name ->
    [You] your { $points } in { $box }
   *[other] { $name }'s { $points } in { $box }
}

## A table on several phones (each player on their own phone, the table sent on by link).

# A move asked for while the table waits for another phone's player.
# Variables:
#   $name (String) - the player whose phone the table waits for
said-travel-waiting = Waiting for { $name }: send them the link to the table.
# Undo, at a table on several phones.
said-travel-no-undo = At a table on several phones a score stays: its link may already be on its way.
# Hint or chances asked for at a table on several phones whose rule turns the coach off.
said-coach-off = At this table the coach is off until the game ends: no hint, chances or warning.
