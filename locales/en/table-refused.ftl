### Why a move was refused: said in the live region (and beside the entry of real dice), as
### sentences; the scoresheet's disabled boxes say the three reasons of their own (sheet-why-…).

refused-game-over = The game is over.
refused-no-rolls-left = No rolls are left this turn.
refused-all-dice-held = Every die is held.
refused-not-rolled = Roll the dice first (press R).
# The same at a table of real dice, rolled at the table and typed in.
refused-not-entered = Enter the dice first (press R to type them).
# Variables:
#   $die (Number) - the die's place asked for
refused-no-such-die = There is no die { $die }.
# Variables:
#   $box (Number) - the box's place asked for
refused-no-such-box = There is no box { $box }.
# Variables:
#   $box (String) - the box's name
refused-box-filled = { $box } is already filled.
# The Joker rule: a further Yahtzee goes in the upper box of its number while that is open.
# Variables:
#   $box (String) - that upper box's name
refused-joker-upper = Joker rule: this Yahtzee must be scored in { $box }.
# The Joker rule: a further Yahtzee whose upper box is filled goes in an open lower box.
refused-joker-lower = Joker rule: this Yahtzee must go in an open lower box.
# A table that fills its boxes in order (a Yatzy house rule).
# Variables:
#   $box (String) - the next box's name
refused-out-of-order = This table fills the boxes in order: { $box } is next.
refused-nothing-to-undo = There is nothing to undo.
# Variables:
#   $players (Number) - the players asked for
refused-player-count = This table does not seat { $players } players.
refused-bot-score = A bot's score cannot be taken back.
refused-bots-turn = It is a bot's turn.
# Lucky7's marked die.
refused-not-wild = The marked die does not show its wild face.
# Variables:
#   $face (Number) - the face asked for
refused-no-such-face = The dice have no face { $face }.
# Real dice typed in with a face the dice do not have.
# Variables:
#   $die (Number) - the die's place, from 1
#   $face (Number) - the face typed
#   $faces (Number) - the dice's highest face (6, or 7 in Lucky7)
refused-face-out-of-range = Die { $die } cannot show { $face }: these dice have faces 1 to { $faces }.
# Real dice typed in that change a held die.
# Variables:
#   $die (Number) - the die's place, from 1
#   $face (Number) - the face it is held at
refused-held-die-changed = Die { $die } is held at { $face }: enter it as it lies, or release it first.
refused-dice-are-rolled = This game rolls its own dice.
refused-dice-are-entered = This table rolls real dice: press R and type the faces rolled.

## A session refused (a next game, a rematch, a new table).

# Variables:
#   $seat (Number) - the seat's place
refused-bot-with-real-dice = Seat { $seat } is a bot, and bots cannot roll real dice.
# Variables:
#   $games (Number) - the games asked for
refused-games = A session has 1 to 10 games, not { $games }.
# Variables:
#   $seat (Number) - the seat's place
refused-empty-name = Seat { $seat } needs a name.
# Variables:
#   $seat (Number) - the seat's place
#   $most (Number) - the longest name allowed, in characters
refused-long-name = Seat { $seat }'s name is longer than { $most } characters.
refused-game-not-over = The game is not over yet.
refused-session-over = Every game of the session has been played.

# A table's games are numbered from its seed; the last must stay a game number.
# Variables:
#   $seed (String) - the number asked for
#   $max (String) - the largest game number
refused-seed = Game number { $seed } is too large: the games of a table go up to game number { $max }.
