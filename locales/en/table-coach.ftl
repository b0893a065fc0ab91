### The coach's words on the game screen: moves described, the hint said, the warning said,
### and the coach's status at the foot of the page.

## A move, in words: in the hint, the warning and the review, after a colon or in a list.

# Variables:
#   $points (Number) - the points it scores
#   $box (String) - the box's name
coach-move-score = score { $points } in { $box }
# Lucky7: the wild die given a value, then a box scored.
# Variables:
#   $wild (Number) - the value the wild die counts as
#   $points (Number) - the points it scores
#   $box (String) - the box's name
coach-move-score-wild = count the wild die as { $wild } and score { $points } in { $box }
coach-move-roll-all = roll all the dice
# Some dice kept, the others rolled.
# Variables:
#   $kept (String) - the faces kept, e.g. "5 5 5"
#   $count (Number) - how many dice are rolled
coach-move-keep = keep { $kept } and roll { $count ->
    [one] { $count } die
   *[other] { $count } dice
}

## Said in the live region.

# The hint, when the player asks for it (key H).
# Variables:
#   $move (String) - the best move (coach-move-…)
#   $score (Number) - the final score expected after it, with one decimal
said-hint = Hint: { $move }. Expected final score { $score }.
# The hint with the next best move.
# Variables:
#   $move (String) - the best move (coach-move-…)
#   $score (Number) - the final score expected after it, with one decimal
#   $next (String) - the next best move (coach-move-…)
#   $less (Number) - the points the next best move gives away, with one decimal
said-hint-next = Hint: { $move }. Expected final score { $score }. Next best: { $next }, { $less } points less.
# The coach objects to a move (its dialog opens).
# Variables:
#   $loss (Number) - the points the move gives away, with one decimal
#   $move (String) - the better move (coach-move-…)
said-coach-warns = Coach: this gives away { $loss } points. Better: { $move }.
# The coach's better keep taken at a table of real dice: the players roll the other dice at the
# table.
# Variables:
#   $kept (String) - the faces kept, e.g. "5 5 5"
said-keep-real-dice = Keep { $kept }: roll the other dice, then press R and type them.

## The coach's status, in the bot's bar and at the foot of the page.

coach-starting = Coach starting
# Variables:
#   $percent (Number) - how much of its table the coach has built
coach-preparing = Coach preparing { $percent } %
coach-ready = Coach ready
coach-unavailable = Coach unavailable
