## Practice: positions from the player's own reviewed games, asked again.

# The button in the coach dialog that opens practice.
# Variables:
#   $count (Number) - how many positions wait to be practised
practice-open = Practise your mistakes ({ $count })
# In the coach dialog, while no reviewed game has given a position to practise.
practice-none = Review a finished game: the moves that cost you the most come back here to practise.
# The practice dialog's title.
practice-title = Practice
# The question over the position.
practice-ask = What would you do?
# Which game the position is from.
# Variables:
#   $game (String) - the game's name, as "Yatzy"
practice-game = A game of { $game }
# How to answer.
practice-how = Choose the dice to keep and roll again, or score in a box.
# The button that answers "roll again keeping the dice chosen".
practice-roll = Roll again
# While the coach judges the answer.
practice-judging = The coach is judging your move…
# When the coach's worker could not start: nothing can judge the answer.
practice-unavailable = The coach cannot judge here: it could not start in this browser.
# The answer when the move chosen was the best one.
practice-best = Well played: the best move.
# The answer when it was not.
# Variables:
#   $action (String) - the best move (as "keep 6 6 6" or "score Sixes")
#   $points (Number) - the points the move chosen gives away on average
practice-not-best = The best move was to { $action }. Yours gives away { $points } points on average.
# After a good answer: when the position comes back.
practice-later = This position comes back later.
# After a good answer, the last time it is asked.
practice-learnt = Learnt: this position leaves your practice.
# After a costly answer: when the position comes back.
practice-sooner = This position comes back soon.
# The button that asks the next position.
practice-next = Next position
# When the queue is empty.
practice-empty = Nothing to practise now. Review a finished game: the moves that cost you the most come here.
# The button that closes the dialog.
practice-close = Close
# What is kept, as named in a notice about damaged saved data.
stored-practice = practice positions
stored-practice-item = practice position
