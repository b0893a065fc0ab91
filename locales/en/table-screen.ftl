### The game screen: the header, the dice, the scoresheet, the foot of the page.

## The header.

# The page's heading: the game in play's name (Classic's as app-title in
# meta.ftl).
# Variables:
#   $game (String) - the game's key: classic, lucky7, tricolor, yacht or yatzy
bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
# The badge with the running total.
# Variables:
#   $total (Number) - the total
bar-total = { $total } pts
# The same at a table of several: whose turn it is, and their total.
# Variables:
#   $name (String) - the player's name
#   $total (Number) - their total
bar-total-player = { $name }: { $total } pts
# The buttons of the header. Their keys (H, U, ?) stay the same in every language.
bar-hint = Hint
bar-coach = Coach
bar-new-table = New table
bar-records = Records
bar-help = Help
# On a phone, the button that opens the header's other tools (coach, new table, records, help).
bar-menu = Menu
# Undo's button; a screen reader hears what it takes back after it (undo-target…).
bar-undo = Undo
# Undo's tooltip.
# Variables:
#   $target (String) - the score it takes back (undo-target…)
bar-undo-title = Undo { $target }

## Panels and notices.

# Where a dialog will open, while the page's later parts are still on their way.
loading = Loading…
# Gives up waiting for that dialog.
loading-cancel = Cancel

## The dice.

# The dice's area.
tray-label = Dice
# The group of five dice.
tray-dice-label = Dice, press 1 to 5 to hold
tray-game-over = Game over
# Before the turn's first roll.
# Variables:
#   $round (Number) - the turn
#   $rounds (Number) - the turns in the game
tray-turn = Turn { $round } of { $rounds }: roll the dice
# The same at a table of real dice.
# Variables:
#   $round (Number) - the turn
#   $rounds (Number) - the turns in the game
tray-turn-entered = Turn { $round } of { $rounds }: roll the dice and enter them
# Variables:
#   $roll (Number) - the rolls made this turn
#   $rolls (Number) - the rolls a turn has
tray-roll-status = Roll { $roll } of { $rolls }
# Maxi Yatzy: the tray's status (a tray-turn or tray-roll-status message, or
# tray-saved-roll) with the rolls saved from earlier turns that are still to use.
# Variables:
#   $status (String) - where the turn stands, e.g. "Roll 1 of 3"
#   $saved (Number) - the rolls saved, 1 or more
tray-saved = { $status } · { $saved } saved
# Maxi Yatzy: a roll beyond the turn's own three, taken from the rolls saved.
# Variables:
#   $roll (Number) - which of the saved rolls this is, from 1
#   $rolls (Number) - the rolls saved at the start of the turn
tray-saved-roll = Saved roll { $roll } of { $rolls }
# The Roll button, before the turn's first roll (its key R stays R).
# Variables:
#   $left (Number) - the rolls left
tray-roll = Roll ({ $left } left)
# The Roll button after a roll.
# Variables:
#   $left (Number) - the rolls left
tray-roll-again = Roll again ({ $left } left)
tray-all-held = Every die is held: release one to roll.
tray-choose-box = Choose a box on the scoresheet.
# Lucky7: the buttons that give the wild die a value.
tray-wild-label = Count the wild die as
tray-wild-prefix = Wild die counts as:
# Variables:
#   $value (Number) - the value
tray-wild-value = Wild die counts as { $value }
# A bot's name when the player gave it none: its level.
# Variables:
#   $level (String) - its level: beginner, casual, expert or tactician
bot-name = { $level ->
    [beginner] Beginner bot
    [casual] Casual bot
    [tactician] Tactician bot
   *[expert] Expert bot
}
# The name of one of two or more bots of one level the player gave no name.
# Variables:
#   $level (String) - its level: beginner, casual, expert or tactician
#   $number (Number) - which of the bots of its level, from 1
bot-name-numbered = { $level ->
    [beginner] Beginner bot { $number }
    [casual] Casual bot { $number }
    [tactician] Tactician bot { $number }
   *[expert] Expert bot { $number }
}
# A bot the player named: its name, and its level.
# Variables:
#   $name (String) - the name the player gave it
#   $level (String) - its level: beginner, casual, expert or tactician
bot-named = { $name } ({ $level ->
    [beginner] Beginner
    [casual] Casual
    [tactician] Tactician
   *[expert] Expert
})
# Opens the chances to win, at a table of several.
tray-odds = Chances to win

## One die: its accessible name, built in steps ("Die 2: 5 red, wild as 3, held").

# Variables:
#   $die (Number) - the die's place, 1 to 5
#   $face (Number) - its face
die-label = Die { $die }: { $face }
# Variables:
#   $die (Number) - the die's place, 1 to 5
die-label-blank = Die { $die }: not rolled
# Tricolor: the face's colour.
# Variables:
#   $label (String) - the name so far (die-label)
#   $colour (String) - the colour (colour-…)
die-label-colour = { $label } { $colour }
# Lucky7: the marked die shows its wild face.
# Variables:
#   $label (String) - the name so far
die-label-wild = { $label }, wild
# Lucky7: the marked die shows its wild face and was given a value.
# Variables:
#   $label (String) - the name so far
#   $value (Number) - the value it counts as
die-label-wild-as = { $label }, wild as { $value }
# Lucky7: the marked die, not showing its wild face.
# Variables:
#   $label (String) - the name so far
die-label-marked = { $label }, marked
# Variables:
#   $label (String) - the name so far
die-label-held = { $label }, held
# The tag on a held die, in small capitals.
die-held-tag = HELD

## Tricolor's colours: names, and the letter on the dice and in the key (one letter each, all
## three different).

colour-white = white
colour-red = red
colour-green = green
colour-letter-white = W
colour-letter-red = R
colour-letter-green = G

## The scoresheet.

sheet-label = Scoresheet
# Variables:
#   $game (String) - the game's name (game-…)
sheet-caption = { $game } scoresheet
# Under the sheet's title at a table on several phones whose rule turns the coach off.
sheet-coach-off = Coach off until the game ends
# The first column's heading.
sheet-box-column = Box
# The score column's heading, alone at the table.
sheet-score-column = Score
# A player's column heading when the name is unknown.
# Variables:
#   $player (Number) - the seat's place
sheet-player = Player { $player }
sheet-upper-subtotal = Upper Subtotal
sheet-upper-bonus = Upper Bonus
sheet-lower-total = Lower Total
sheet-total = Total
# The row of what each player needs for the upper bonus.
sheet-bonus-needs = Bonus needs
# The bonus row for further Yahtzees, named after the game's five-of-a-kind box.
# Variables:
#   $box (String) - that box's name ("Yahtzee", "Kismet")
sheet-extra-bonus = { $box } Bonus
# The same in a game without such a box.
sheet-bonus = Bonus
# An open box's button.
# Variables:
#   $points (Number) - the points it would score
#   $box (String) - the box's name
sheet-box-score = Score { $points } in { $box }
# A box the rules do not allow for these dice (disabled).
# Variables:
#   $box (String) - the box's name
#   $why (String) - why (sheet-why-…)
sheet-box-refused = Score 0 in { $box }, not allowed: { $why }
# An open box before the turn's first roll (disabled).
# Variables:
#   $box (String) - the box's name
sheet-box-not-rolled = { $box }: roll the dice first
# A box's tooltip: the Joker rule lets it score in full.
sheet-box-joker = Joker
# A box's tooltip and description: a further Yahtzee's bonus comes with it.
# Variables:
#   $bonus (Number) - the bonus
sheet-box-bonus = plus a bonus of { $bonus }
# The same, scored as a Joker.
# Variables:
#   $bonus (Number) - the bonus
sheet-box-joker-bonus = Joker, plus a bonus of { $bonus }
# Why a box is not allowed, after "not allowed:" (and its tooltip).
# Variables:
#   $box (String) - the upper box of the Yahtzee's number
sheet-why-joker-upper = Joker rule: this Yahtzee must be scored in { $box }
sheet-why-joker-lower = Joker rule: this Yahtzee must go in an open lower box
# Variables:
#   $box (String) - the next box's name
sheet-why-out-of-order = this table fills the boxes in order: { $box } is next
# Above the sheet, when the Joker rule sends a further Yahtzee to its upper box.
# Variables:
#   $box (String) - that upper box's name
sheet-joker-note-upper = Joker rule: a Yahtzee whose upper box is open must be scored there, in { $box }.
# Above the sheet, when the Joker rule sends a further Yahtzee to the lower section.
sheet-joker-note-lower = Joker rule: this Yahtzee's upper box is filled, so it must go in an open lower box, where Full House, Small Straight and Large Straight score in full.
# Where a player stands on the upper bonus (in the "Bonus needs" row and said with the sheet).
# Variables:
#   $points (Number) - the points still needed
#   $bonus (Number) - the bonus
sheet-needs-more = { $points } more for a bonus of { $bonus }
sheet-needs-earned = bonus earned
sheet-needs-out-of-reach = bonus out of reach
sheet-needs-none = no bonus in this game

## The table rules in force, under the sheet's caption and at the foot of the page, between "·".

rules-no-extra-bonus = no extra-Yahtzee bonus
rules-five-full-house = five of a kind counts as a Full House
# Yatzy.
rules-four-two-pairs = four of a kind counts as Two Pairs
# Yatzy.
rules-in-order = boxes in order
# Maxi Yatzy's table rules: the other card's upper bonus, and no rolls saved.
# Variables:
#   $bonus (Number) - the bonus's points, 50
#   $threshold (Number) - the upper total that earns it, 75
rules-other-bonus = bonus { $bonus } at { $threshold }
# A table rule of Maxi Yatzy.
rules-no-saved-rolls = no saved rolls

## The foot of the page: "Classic Yahtzee game #123 · Forced Joker (official) · Coach ready".

# Variables:
#   $game (String) - the game's name (game-…)
#   $seed (String) - the game's number
foot-game = { $game } game #{ $seed }
# Variables:
#   $game (String) - the game's name (game-…)
foot-real-dice = { $game } with real dice
# Variables:
#   $game (Number) - the game's number in the session
#   $games (Number) - the games in the session
foot-session = game { $game } of { $games }

## The game reviewed, after "Review:" in the review's heading.

# Variables:
#   $seed (String) - the game's number
review-which-game = game #{ $seed }

## A player's name.

# The name the page gives a person playing alone, as shown (it is kept as "You" in saved
# games and records, whatever the language).
name-you = You
# The foot of the page in a day's game, the same dice for everyone that day.
# Variables:
#   $game (String) - the game's name (game-…)
foot-daily = { $game }, the daily game
# The same, played again or on another day: it does not count for the records.
# Variables:
#   $game (String) - the game's name (game-…)
foot-practice = { $game }, the daily game (practice)
