### The dialogs' words: fetched with the page's later parts.

## The New table dialog: who plays, how many games, which game and its table rules.

# The dialog's title.
setup-title = New table
# The label of the menu of games (the games' names are game-classic, game-lucky7…).
setup-game = Game
# The group of the two ways to play: the page rolls the dice, or the players roll real dice.
setup-dice = Dice
# The page rolls the dice; bots may play.
# Variables:
#   $most (Number) - how many players at most
setup-dice-rolled = The page rolls the dice (1 to { $most } players, people or bots)
# The players roll real dice and type in each roll; no bots.
# Variables:
#   $most (Number) - how many people at most
setup-dice-entered = We roll real dice (1 to { $most } people; enter each roll)
# The title of a seat's group of fields.
# Variables:
#   $number (Number) - the seat's number, from 1
setup-seat = Seat { $number }
# The label of a seat's name field.
setup-name = Name
# The name the page gives a person at a table of several, when the name field is left empty.
# Variables:
#   $number (Number) - the seat's number, from 1
setup-player-name = Player { $number }
# The label of the menu of who plays a seat: a person or a bot of one of three levels.
setup-plays = Plays
# In the menu of who plays a seat: a person at the screen.
setup-plays-person = Person
# In the menu of who plays a seat: a bot, with the mean final score of its level in this game.
# Variables:
#   $level (String) - the bot's level: "beginner", "casual" or "expert"
#   $mean (Number) - the mean final score of that level in the game chosen
setup-plays-bot = { $level ->
    [beginner] Beginner bot
    [casual] Casual bot
   *[expert] Expert bot
} (averages { $mean })
# In the menu of who plays a seat: the bot that plays to win, with its share of the games it
# wins against an Expert bot at a table of two in this game.
# Variables:
#   $percent (Number) - the share of its games won, in percent
#   $games (Number) - how many games the share was measured on (0: not measured)
setup-plays-tactician = { $games ->
    [0] Tactician bot
   *[other] Tactician bot (wins { $percent } % of { $games } games against an Expert)
}
# The button that removes a seat (its visible text; setup-remove-seat is its full name).
setup-remove = Remove
# The full name of the button that removes a seat, for screen readers.
# Variables:
#   $number (Number) - the seat's number, from 1
setup-remove-seat = Remove seat { $number }
# The button that adds a seat.
setup-add-seat = Add a seat
# The label of the field of how many games the session has.
setup-games = Games in the session
# The group of table rules: choices on which the rule books disagree.
setup-table-rules = Table rules
# The label of the menu of Joker rules (their names are joker-forced, joker-free-choice…).
setup-joker = Joker
# A table rule's checkbox: the bonus for each further five of a kind.
# Variables:
#   $points (Number) - the bonus, 100
#   $box (String) - the name of the five-of-a-kind box: Yahtzee, Kismet
setup-yahtzee-bonus = { $points }-point bonus for each further { $box }
# A table rule's checkbox (a house rule, off by default).
setup-five-of-a-kind-full-house = Five of a kind also counts as a Full House (house rule)
# A table rule's checkbox (a house rule, off by default).
setup-four-of-a-kind-two-pairs = Four of a kind also counts as Two Pairs (house rule)
# A table rule's checkbox (a house rule, off by default).
setup-forced-order = Fill the boxes in order, top to bottom (house rule)
# A table rule's checkbox (Maxi Yatzy): the upper bonus some cards give instead of 100 at 84.
# Variables:
#   $bonus (Number) - the bonus's points, 50
#   $threshold (Number) - the upper total that earns it, 75
setup-other-bonus = Upper bonus of { $bonus } at { $threshold }, as some cards give
# A table rule's checkbox (Maxi Yatzy): no rolls are saved for later turns.
setup-no-saved-rolls = No saved rolls: three rolls a turn and no more
# Said when the table has more seats than the page's dice allow.
# Variables:
#   $most (Number) - how many players the page's dice seat at most
#   $remove (Number) - how many seats to remove
setup-too-many-seats = The page's dice seat up to { $most } players: remove { $remove ->
    [one] { $remove } seat
   *[other] { $remove } seats
}, or choose real dice.
# The button that starts the table.
setup-start = Start
# The button that closes the dialog and starts nothing.
setup-cancel = Cancel

## Help: the keys and the rules of the game in play.

# The dialog's title.
help-title = Help
# The heading of the table of keyboard shortcuts.
help-keyboard = Keyboard
# The coach's exact average for the game, once it has worked out the best strategy.
# Variables:
#   $game (String) - the game's name
#   $points (Number) - the average final score, with 2 decimals
help-optimal = Played perfectly, a game of { $game } with these table rules averages { $points } points (exact, from the coach's strategy table).
# In place of help-optimal for a game whose coach is strong rather than perfect (Maxi Yatzy):
# how close its moves come to perfect play, measured without saved rolls.
# Variables:
#   $game (String) - the game's name
#   $share (Number) - the coach's mean as a percentage of perfect play's, with 2 decimals
#   $points (Number) - perfect play's average without saved rolls, with 2 decimals
help-strong = The coach plays { $game } strongly, not perfectly: without saved rolls its moves score { $share } % of perfect play's average of { $points } points (worked out exactly).
# The upper bonus, in a sentence.
# Variables:
#   $tiers (String) - its steps, help-upper-bonus-tier, separated by help-tier-separator
help-upper-bonus = Upper bonus: { $tiers }.
# A step of the upper bonus (Tricolor has three).
# Variables:
#   $bonus (Number) - the bonus points
#   $threshold (Number) - the upper section's total that earns them
help-upper-bonus-tier = { $bonus } points for { $threshold } or more in the upper section
# Between two steps of the upper bonus.
help-tier-separator = {"; "}
# A game without an upper bonus.
help-no-upper-bonus = No upper bonus.
# The Joker rule in force.
# Variables:
#   $rule (String) - its name (joker-forced, joker-free-choice, joker-none)
help-joker = Joker: { $rule }.
# The bonus for each further five of a kind.
# Variables:
#   $box (String) - the name of the five-of-a-kind box: Yahtzee, Kismet
#   $points (Number) - the bonus
help-further-bonus = Each further { $box } while its box holds its score: { $points } points.
# The colour of each face, in a game with coloured dice (Tricolor).
# Variables:
#   $colours (String) - each face's colour (help-face-colour), separated by help-list-separator
help-dice-colours = Dice colours: { $colours }.
# A face and its colour.
# Variables:
#   $face (Number) - the face
#   $colour (String) - its colour: "white", "red" or "green"
help-face-colour = { $face } { $colour ->
    [white] white
    [red] red
   *[green] green
}
# Between two items of a list.
help-list-separator = {", "}
# The headings of the table of boxes: each box's name, what it scores, and dice that score in it.
help-box = Box
help-scores = Scores
help-example = Example
# An example in the table of boxes: five dice and what they score in the box.
# Variables:
#   $dice (String) - the five dice's numbers, e.g. "1 1 1 4 6"
#   $points (Number) - what they score
help-example-score = { $dice } → { $points }
# The button that closes the help.
help-close = Close

## The coach: its settings, its state, and the finished games it can review.

# The dialog's title.
coach-title = Coach
# The coach's state while it starts.
coach-dialog-starting = Starting…
# The coach's state while it works out the best strategy.
# Variables:
#   $percent (Number) - how far it is, 0 to 100
coach-building = Preparing the optimal strategy: { $percent } %
# The coach's state once ready: the best strategy's average final score, and where its table
# came from and how long that took.
# Variables:
#   $points (Number) - the average, with 2 decimals
#   $source (String) - where the table came from (coach-source)
#   $seconds (Number) - how long it took, with 1 decimal
coach-dialog-ready = Ready: optimal play averages { $points } points ({ $source } in { $seconds } s).
# In place of coach-dialog-ready for a game whose coach is strong rather than perfect.
# Variables:
#   $share (Number) - the coach's mean as a percentage of perfect play's, with 2 decimals
#   $source (String) - where its strategy came from (coach-source)
#   $seconds (Number) - how long it took, with 1 decimal
coach-dialog-ready-strong = Ready: strong play, { $share } % of perfect play's average ({ $source } in { $seconds } s).
# Where the coach's strategy table came from.
# Variables:
#   $source (String) - "downloaded", "stored" (kept by this browser) or "built" (worked out here)
#   $workers (Number) - the processor cores it was worked out on (1 or more; 0 when not built)
coach-source = { $source ->
    [downloaded] downloaded
    [stored] loaded from this browser
   *[built] { $workers ->
        [0] worked out
        [1] worked out
       *[other] worked out on { $workers } cores
    }
}
# The coach cannot run in this browser.
coach-dialog-unavailable = Unavailable in this browser.
# The name of the progress bar of the coach's preparation, for screen readers.
coach-progress = Coach preparation
# How to ask the coach during a turn: H is the key (it stays H in every language), Hint the
# button's name.
coach-how = Press H (or Hint) during a turn for the best move and what the others give away.
# A checkbox, followed by a slider of points (coach-threshold).
coach-warn = Warn me before a move that gives away more than
# A checkbox under the slider: in the last turns at a table of several, the warning judges by the
# chance to win, the slider's number read as percentage points.
coach-by-chance = In the last four turns at a table of several, judge by the chance to win instead: warn before a move that lowers it by more than that many percentage points
# The name of the slider of the warning's threshold, for screen readers.
coach-threshold-label = Warning threshold in points
# The slider's value.
# Variables:
#   $points (Number) - the threshold, with 1 decimal
coach-threshold = { $points } points
# The heading of the list of finished games.
coach-review-heading = Review a finished game
# In place of the list, before any game is finished.
coach-no-games = Finished games appear here.
# A finished game in the list.
# Variables:
#   $date (String) - the day it ended, as 2024-05-31
#   $seed (String) - the game's number
#   $scores (String) - the final scores, separated by " / "
coach-past-game = { $date } · game #{ $seed } · { $scores } points
# The button that reviews a finished game.
coach-review = Review
# The title of the review of a finished game (after "Review: ").
# Variables:
#   $seed (String) - the game's number
#   $date (String) - the day it ended, as 2024-05-31
coach-review-title = game #{ $seed } of { $date }
# The button that closes the dialog.
coach-close = Close

## The coach's warning before a move that gives points away.

# The warning's title.
# Variables:
#   $points (Number) - the points given away on average, with 1 decimal
warn-title = This gives away { $points } points
# The warning's title when it judges by the chance to win.
# Variables:
#   $percent (Number) - the percentage points of the chance to win the move gives away
warn-title-chance = This lowers your chance to win by { $percent } %
# The two moves compared. Each move is a phrase such as "score 15 in Fives" or "keep 5 5 5 and
# roll".
# Variables:
#   $mine (String) - the move chosen
#   $best (String) - the coach's move
warn-text = You chose to { $mine }. The coach would { $best }.
# The button that plays the coach's move.
# Variables:
#   $best (String) - the coach's move, a phrase such as "score 15 in Fives"
warn-play-best = Play the better move: { $best }
# The button that plays the move chosen.
warn-play-mine = Play mine anyway
# The button that closes the warning and plays nothing: the player thinks again.
warn-cancel = Cancel

## The question before scoring 0 in a box while another box would score points.

# The question.
# Variables:
#   $box (String) - the box's name
zero-title = Score 0 in { $box }?
zero-text = Another open box would score points with these dice.
# The button that scores the 0.
# Variables:
#   $box (String) - the box's name
zero-confirm = Score 0 in { $box }
# The button that closes the question and scores nothing.
zero-cancel = Cancel

## The question before a link, a replay or a new table replaces the game in progress.

# The dialog's title.
replace-title = A game is in progress
# The question. Before it, why it comes up ($why); then the game in progress; $link is the
# link that brings that game back, in words (replace-back).
# Variables:
#   $why (String) - a sentence such as "This link opens Classic Yahtzee game #5."
#   $current (String) - the game in progress (replace-current-turn or replace-current-session)
#   $link (String) - the link that brings it back, in words (replace-back)
replace-text = { $why } You are playing { $current }. If you play the new game, yours is kept aside: { $link } brings it back as it was.
# The words of the link in replace-text, which bring the game in progress back (the
# address itself is never shown). They stand where $link stands in replace-text.
# Variables:
#   $seed (String) - the number of the game in progress
replace-back = the link to your game #{ $seed }
# The game in progress, in a game alone.
# Variables:
#   $game (String) - the game's name
#   $seed (String) - its number
#   $turn (Number) - the turn it is at
replace-current-turn = { $game } game #{ $seed }, turn { $turn }
# The game in progress, in a session of several games.
# Variables:
#   $game (String) - the game's name
#   $seed (String) - the game's number
#   $number (Number) - which game of the session it is
#   $games (Number) - the games of the session
replace-current-session = { $game } game #{ $seed }, game { $number } of { $games } of a session
# Why the question comes up: a high score is to be played again.
# Variables:
#   $game (String) - the game's name
#   $seed (String) - its number
replace-why-replay = The replay opens { $game } game #{ $seed }.
# The answer that keeps the game in progress.
replace-keep = Keep playing my game
# The answer that plays the new game.
replace-play-new = Play the new game

## The keyboard shortcuts, as the help lists them (src/keyboard.rs).

keys-roll = Roll the dice that are not held (with real dice: type the faces rolled)
keys-toggle-die = Hold or release that die
keys-wild = Lucky7: go to the wild die's value, when it shows; then a number key chooses it
keys-dice = Say the dice
keys-sheet = Say the scoresheet
keys-move-focus = Move through the open boxes
keys-focus-edge = Go to the first or the last open box
keys-score = Score the box that has the focus
keys-hint = Show or hide the coach's hint
keys-undo = Take the last score back (until anyone rolls)
keys-help = Shortcuts and rules
keys-close = Close the dialog
keys-when-ignored = The keys act on the table: while a text field, number field, list or slider has the focus, or a dialog is open, they type or work as usual there.

## Why a new table asks first.

# Variables:
#   $players (Number) - the players at the new table
#   $games (Number) - the games in its session
#   $game (String) - the game's name (game-…)
replace-why-new-table = { $players ->
    [1] { $games ->
        [1] The new table starts a game of { $game }.
       *[other] The new table starts a session of { $games } games of { $game }.
    }
   *[other] { $games ->
        [1] The new table starts a game of { $game } for { $players } players.
       *[other] The new table starts a session of { $games } games of { $game } for { $players } players.
    }
}

## The notice of a new version, shown by the page's service worker script (static/register-sw.js).

update-ready = A new version of Yahtzee is ready. Your game is saved.
update-reload = Reload
update-dismiss = Dismiss update notice
update-label = Update

# The switches for sound and vibration in the header's menu (on a wide screen in the header's
# row, as an icon with this name for screen readers). Fetched with the later parts.
feel-sound = Sound
feel-vibration = Vibration
