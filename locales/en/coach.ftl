### The coach's panels and its review of a finished game: fetched with the page's later parts.

# A number shown on its own (in a table's cell), written the language's way. There is nothing to
# translate: keep it as it is.
# Variables:
#   $value (Number) - the number, e.g. 254.6
number-alone = { $value }

## The hint panel beside the dice: the best move for the dice on the table.

# The panel's heading.
hint-title = Hint
# Its close button, for screen readers.
hint-close = Close hint
# Before the first roll of a turn.
hint-roll-first = Roll first: the coach advises once the dice are on the table.

# The best move, in bold.
# Variables:
#   $action (String) - the move, e.g. "hold 6 6" or "score 25 in Full House"
hint-best = Best: { $action }
# Under a keep in the hint: the boxes the turn most likely ends in when the rest of it is
# played as the coach advises, each with its chance, most likely first.
# Variables:
#   $boxes (String) - the boxes with their chances (hint-aim, then hint-aim-other), by commas
hint-aims = Aims at: { $boxes }
# One box a keep aims at, with the chance the turn ends in it.
# Variables:
#   $box (String) - the box's name
#   $percent (Number) - the chance, in percent
hint-aim = { $box } { $percent } %
# The chance the turn ends in any other box.
# Variables:
#   $percent (Number) - the chance, in percent
hint-aim-other = other { $percent } %
# Under the best move when it is a score: why it beats the best score in another box, from
# the coach's playouts of the rest of the game: its reasons (hint-why-points, hint-why-later,
# hint-why-bonus), the weightiest first, joined by semicolons.
# Variables:
#   $reasons (String) - the reasons
hint-why = Why: { $reasons }.
# What the two boxes score with these dice.
# Variables:
#   $box (String) - the best box's name
#   $points (Number) - what it scores now
#   $other (String) - the other box's name
#   $against (Number) - what that one scores now
hint-why-points = { $box } scores { $points } now, { $other } { $against }
# What the box each move leaves open is worth when it is filled later, on average with the
# coach's moves.
# Variables:
#   $box (String) - the other box, which the best move leaves open
#   $worth (Number) - its average score later
#   $other (String) - the best box, which the other move leaves open
#   $against (Number) - its average score later
hint-why-later = { $box } left open is worth about { $worth } later, { $other } { $against }
# The upper bonus's chance at the start of this turn and after each move.
# Variables:
#   $before (Number) - the chance at the start of the turn, in percent
#   $box (String) - the best box
#   $after (Number) - the chance after scoring it, in percent
#   $other (String) - the other box
#   $against (Number) - the chance after scoring that one, in percent
hint-why-bonus = the upper bonus { $before } % at the start of this turn, { $after } % after { $box }, { $against } % after { $other }
# In the hint at a table of several, in the last turns: the move with the best chance to win,
# and that chance.
# Variables:
#   $action (String) - the move, as in hint-best
#   $percent (Number) - its chance to win, in percent
hint-to-win = To win: { $action }, { $percent } %
# Beside it, when the move for the most points is another one: that move and its chance to win.
# Variables:
#   $action (String) - the move, as in hint-best
#   $percent (Number) - its chance to win, in percent
hint-for-points = For points: { $action }, { $percent } %
# Before the last turns at a table of several, when the move of a player who plays to win (a
# risk attitude the standings call for) is not the move for the most points: that move.
# Variables:
#   $action (String) - the move, as in hint-best
hint-to-win-move = To win: { $action }
# Beside it: the move for the most points.
# Variables:
#   $action (String) - the move, as in hint-best
hint-for-points-move = For points: { $action }
# In the hint at a table of several, in the last turns, when no move can win the game any more (the
# hint's best move for points follows).
hint-no-win = No move can win this game any more.

# After the best move: the final score it leads to on average.
# Variables:
#   $score (Number) - the expected final score, e.g. 254.6
hint-expected = — expected final score { $score }

# The list of the next best moves, for screen readers.
hint-other-moves = Other moves

# Beside each of those moves: the points it gives away against the best one (a minus sign).
# Variables:
#   $points (Number) - the points, e.g. 1.25
hint-loss = −{ $points }

# While the coach's tables are being built.
# Variables:
#   $percent (Number) - how far along, 0 to 100
hint-preparing = Preparing the coach… { $percent } %

# The progress bar of that, for screen readers.
hint-preparation = Coach preparation
# The browser cannot run the coach (no Web Workers or WebAssembly).
hint-unavailable = The coach cannot run in this browser.
# While the coach works out the best move.
hint-thinking = Thinking…

## The panel of each player's chance to win.

odds-title = Chances to win
# Its close button, for screen readers.
odds-close = Close chances

# A player's final score expected with optimal play.
# Variables:
#   $score (Number) - the expected final score
odds-expected = expected { $score }

# A player's chance to win.
# Variables:
#   $percent (Number) - the chance, 0 to 100
odds-chance = { $percent } %

# How the chances are worked out.
odds-explained = From each player's score so far, the points the boxes left are expected to bring (optimal play for a person, the bot's own level for a bot), and a spread that narrows as the sheet fills.
# While they are worked out.
odds-working = Working out…
# In place of the chances to win, in a game whose coach is strong rather than perfect (Maxi Yatzy).
odds-unavailable = No chances to win in this game: they are worked out from perfect play, and its coach is strong, not perfect.

## The review of a finished game: every decision against the best one.

# The dialog's heading.
# Variables:
#   $game (String) - the game reviewed, as its title names it
review-title = Review: { $game }
# While the coach reviews the game.
review-working = Reviewing every decision…
# Above a review of a game whose coach is strong rather than perfect (Maxi Yatzy): the
# decisions are weighed against the coach's own ranking.
# Variables:
#   $share (Number) - the coach's mean as a percentage of perfect play's, with 2 decimals
review-strong = Each decision is weighed against the coach's strong play, not perfect play: its moves score { $share } % of perfect play's average.
review-close = Close

# A player without a name.
# Variables:
#   $number (Number) - the player's place at the table, from 1
review-player-number = Player { $number }

# A move, as it follows "chose to" and "best was to" below: scoring a box.
# Variables:
#   $points (Number) - the points scored
#   $box (String) - the box's name
review-move-score = score { $points } in { $box }

# Tricolor: scoring with the wild die counted as a face.
# Variables:
#   $face (Number) - the face the wild die counts as
#   $points (Number) - the points scored
#   $box (String) - the box's name
review-move-score-wild = count the wild die as { $face } and score { $points } in { $box }

# Keeping no die: every die rolled again.
review-move-reroll = reroll them all

# Keeping some dice.
# Variables:
#   $dice (String) - the faces kept, e.g. "6 6 3"
review-move-keep = keep { $dice }

# Tricolor: keeping some dice, the marked (wild) die among them.
# Variables:
#   $dice (String) - the faces kept, e.g. "6 6 3"
review-move-keep-marked = keep { $dice } (the marked die among them)

# Where a decision was made: the box chosen at the end of a turn.
# Variables:
#   $turn (Number) - the player's turn, from 1 (each player's own turns counted)
review-place-score = Turn { $turn }, box:

# Where a decision was made: the dice kept after a roll.
# Variables:
#   $turn (Number) - the player's turn, from 1 (each player's own turns counted)
#   $roll (Number) - the roll, 1 or 2
review-place-keep = Turn { $turn }, after roll { $roll }:

# A decision: the dice, and what the player chose.
# Variables:
#   $dice (String) - the faces, e.g. "6 6 3 2 1"
#   $who (String) - "you" when the player played alone, else "player"
#   $name (String) - the player's name
#   $action (String) - the move chosen, a review-move-… message
review-choice = dice { $dice }; { $who ->
        [you] you
       *[player] { $name }
    } chose to { $action }

# After a decision that was not the best one.
# Variables:
#   $action (String) - the best move, a review-move-… message
review-best-was = ; best was to { $action }

# The points that decision gave away (a minus sign), in brackets.
# Variables:
#   $points (Number) - the points, e.g. 1.25
review-loss = (−{ $points })
# The chance to win that decision gave away, in the list of the costliest for the win.
# Variables:
#   $percent (Number) - the percentage points, e.g. 12
review-chance-loss = (−{ $percent } % chance to win)

# After a decision that was the best one.
review-best-move = — best move

## The review's summary.

# The table of several players' decisions: its caption and column headings.
review-players-caption = Each player's decisions against the best ones
review-col-player = Player
review-col-decisions = Decisions
review-col-lost = Points given away
review-col-per-decision = Per decision
# The player's level of play (Expert, Advanced…).
review-col-play = Play

# Under that table.
# Variables:
#   $threshold (Number) - the points per decision below which play is expert, 0.2
review-expert-note = Below { $threshold } points per decision is expert play.

# The label of the list that shows one player's turns only.
review-turns-of = Turns of
# In that list: every player's turns.
review-every-player = every player

# A lone player's summary, before their level of play (in bold: Expert, Advanced…).
# Variables:
#   $decisions (Number) - how many decisions the game had
#   $total (Number) - the points given away in all, e.g. 12.5
#   $mean (Number) - the points given away per decision, e.g. 0.35
review-summary = { $decisions ->
        [one] 1 decision
       *[other] { $decisions } decisions
    }, { $total } points given away in all, { $mean } per decision:

# After the level of play.
# Variables:
#   $threshold (Number) - the points per decision below which play is expert, 0.2
review-summary-end = (below { $threshold } per decision is expert play).

review-largest-mistakes = Largest mistakes
review-no-mistakes = None: every decision was the best one.
# Under the largest mistakes: every mistake, each with its reason, costliest first.
# Variables:
#   $count (Number) - how many mistakes there are
review-show-all = Show all { $count } mistakes
# The same button once they are shown: back to the five largest.
review-show-fewer = Show the five largest
# Under a mistake whose keep, or the best keep, was not the best move: what each keep aims at
# (as in the hint: hint-aim and hint-aim-other, by commas).
# Variables:
#   $chosen (String) - what the keep made aims at
#   $best (String) - what the best keep aims at
review-why-keep = Your keep aimed at { $chosen }; the best one at { $best }.
# The same when the best move was a score.
# Variables:
#   $chosen (String) - what the keep made aims at
review-why-keep-chosen = Your keep aimed at { $chosen }.
# The same when a box was scored where a keep was best.
# Variables:
#   $best (String) - what the best keep aims at
review-why-keep-best = The best keep aimed at { $best }.
# Why the best move beat a mistake that scored the same box with the wild die counted as
# another face (Lucky7): what each face scores there now.
# Variables:
#   $box (String) - the box
#   $best (Number) - the best face for the wild die
#   $points (Number) - the box's points with it
#   $chosen (Number) - the face chosen
#   $other (Number) - the box's points with that face
review-why-wild = Counted as { $best }, the wild die scores { $points } in { $box }; as { $chosen }, { $other }.
# At a table of several, under a decision of the last turns judged by the chance to win: where
# its player stood then, and the chance to win after the best move and after the one made.
# Variables:
#   $who (String) - the player's name
#   $other (String) - the nearest other player (the leader when behind, the next when ahead)
#   $gap (Number) - the points between them
#   $turns (Number) - the turns left to the player, this one included
#   $best (Number) - the chance to win after the best move, in percent
#   $chosen (Number) - the chance to win after the move made, in percent
review-why-win-behind = { $who } trailed { $other } by { $gap } with { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } left: the best move won { $best } % of the time, this one { $chosen } %.
# The same when the player led (or was level: a gap of 0).
# Variables:
#   $who (String) - the player's name
#   $other (String) - the best placed of the others
#   $gap (Number) - the points between them
#   $turns (Number) - the turns left to the player, this one included
#   $best (Number) - the chance to win after the best move, in percent
#   $chosen (Number) - the chance to win after the move made, in percent
review-why-win-ahead = { $who } led { $other } by { $gap } with { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } left: the best move won { $best } % of the time, this one { $chosen } %.
# At a table of several: the heading of the decisions of the last four turns that cost the
# most chance to win, and what it says when none did.
review-to-win-heading = Costliest for the win
review-to-win-none = None: in the last four turns every decision kept the best chance to win.

# The heading of the turn shown, with whose it is at a table of several: "Ann, turn 7 of 13".
# Variables:
#   $who (String) - "you" when the player played alone, else "player"
#   $name (String) - the player's name
#   $turn (Number) - the player's turn, from 1 (each player's own turns counted)
#   $turns (Number) - how many turns each player had
review-turn-of = { $who ->
        [you] Turn { $turn } of { $turns }
       *[player] { $name }, turn { $turn } of { $turns }
    }

# The buttons that step through the turns (the arrow keys do too).
review-previous-turn = Previous turn
review-next-turn = Next turn

## A player's level in a review.

level-expert = Expert
level-advanced = Advanced
level-intermediate = Intermediate
level-novice = Novice
level-beginner = Beginner
# One line under the hint: what its numbers mean, for a player without the mathematics.
hint-explain = Averages over the rest of the game: the expected final score if every move is the best; a minus number, what a move gives away.
# In place of hint-explain for a game whose coach is strong rather than perfect (Maxi Yatzy).
# Variables:
#   $share (Number) - the coach's mean as a percentage of perfect play's, with 2 decimals
#   $worth (Number) - the points a roll saved for later turns is counted as (0: the table plays
#     without saved rolls)
hint-explain-strong = Strong play, not perfect: { $share } % of perfect play's average. { $worth ->
    [0] The numbers are points expected from here; a minus number, what a move gives away.
   *[other] The numbers are points expected from here, each saved roll counted as { $worth }; a minus number, what a move gives away.
}
# The heading of the help's part on the numbers the coach shows.
help-coach-heading = The coach's numbers
# In the help: what the hint's "expected final score" means.
help-coach-expected = Expected final score: the points this game ends with on average when every move from here on is the best one.
# In the help: what the minus numbers beside the hint's other moves (and in a review) mean.
help-coach-loss = A minus number beside a move, such as −1.43: the points that move gives away against the best one, on average over the rest of the game.
# In the help: what the hint's "Aims at" under a keep means.
help-coach-aims = Aims at: how often the turn ends in each box when those dice are kept and the rest of the turn is played as the coach advises.
# In the help: what the hint's "Why" under a score means, and that its numbers come from plays
# of the rest of the game (close, not exact).
help-coach-why = Why: for a score, what it and the next best box score now, what the box each leaves open is worth later, and the upper bonus's chance, from a few hundred plays of the rest of your game as the coach plays it: close, not exact.
# In the help: what Practice is.
help-coach-practice = Practice: the coach dialog's "Practise your mistakes" asks again the moves that cost you the most in the games you reviewed. One answered well comes back later; one answered badly, sooner.
