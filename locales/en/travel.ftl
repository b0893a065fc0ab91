### A table on several phones: each player on their own phone, the table sent on by link or
### QR code after each turn.

## The setup.

setup-travel = Each on their own phone
setup-travel-hint = After each turn the page offers a link to send to the next player, by message or as a QR code. No account, no server.
setup-travel-coach = Coach during the game (hints, chances to win, warnings)

## Handing the table on (below the sheet, in place of the dice).

# Variables:
#   $name (String) - the player the table waits for
travel-waiting = Waiting for { $name }
# Variables:
#   $name (String) - the player the table waits for
travel-send-hint = Send { $name } the link: their phone plays the next turn.
# At the end: every phone is sent the last turn.
travel-send-end = Send the others the last turn: their phones show the ranking.
# The phone's share sheet.
# Variables:
#   $name (String) - the player to send to
travel-share = Send to { $name }
travel-share-end = Send the end
travel-copy = Copy link
travel-copied = Link copied.
travel-copy-failed = This browser did not copy the link: hold it and copy it from the box below.
travel-qr = QR code
travel-qr-hide = Hide the QR code
# Variables:
#   $name (String) - the player to send to
travel-qr-label = QR code of the link for { $name }: the other phone's camera opens it.
travel-link-label = Link to the table
# The message sent with the link.
# Variables:
#   $game (String) - the game's name (game-…)
#   $name (String) - the player whose turn it is
travel-message = { $game }: your turn, { $name }.
# Variables:
#   $game (String) - the game's name (game-…)
travel-message-end = { $game }: the game is over. Here is how it ended.

## Who are you? (the first time a phone opens a table)

travel-who-heading = Who are you?
travel-who-text = Choose who plays on this phone. The others play on their own phones: when it is their turn, the page shows how to send them the table.
travel-who-play = Play
travel-who-none = Choose at least one player.

## Catching up: what the other phones played since this one last saw the table.

travel-caught-heading = Since you last looked
travel-caught-ok = Got it

## Your games: every table on several phones kept on this phone.

travel-games = Your games
travel-games-empty = No table on several phones yet. Start one with New table → Each on their own phone.
# Variables:
#   $name (String) - whose turn
travel-games-turn = Turn of { $name }
travel-games-over = Over
# Variables:
#   $date (String) - when the table was last played on this phone
travel-games-when = last played { $date }
travel-games-open = Open
travel-games-on-screen = On the table
travel-games-remove = Remove
travel-games-remove-sure = Remove for good

## The help, at a table on several phones: how honest such a table is.

travel-help-heading = A table on several phones
travel-help-fair = The dice come from the game's number, which travels in the link: a player who reads the page's code, or opens the link in a second browser, could learn the rolls to come. It is a game among friends.
travel-help-checked = A link cannot be changed without the page noticing: every phone replays each turn from the first, and refuses a link that play could not make.

## Saved data that could not be read (saved-moved).

stored-tables = tables on several phones
stored-table = table on several phones

## The setup's problem.

setup-travel-too-few = A table on several phones needs two players or more.
