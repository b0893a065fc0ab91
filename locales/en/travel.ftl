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
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Show all

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

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = This link to a table is not one this page can read: it holds letters a link to a table never has.
link-table-cut = This link to a table was cut short, so it was not opened: ask for it again.
# Variables:
#   $version (Number) - the version the link says it was written by
link-table-version = This link to a table was written by another version of the page (version { $version }), so it was not opened. Reload the page for the latest version.
link-table-changed = This link to a table was changed after it was written, so it was not opened.
link-table-unknown = This link names a game, a rule or a bot this page does not know, so it was not opened.
# Variables:
#   $detail (String) - what is wrong, in technical English
link-table-setup = This link's table is not one the page can seat ({ $detail }), so it was not opened.
# Variables:
#   $at (Number) - the move, counted from 1 in the game
#   $detail (String) - why play refuses it, in technical English
link-table-move = This link holds a move play could not make (move { $at }: { $detail }), so it was not opened: the link was changed or damaged.
link-table-older = This link is older than the table on this phone: its turns were played here already. The table is as this phone last saw it.
# Variables:
#   $key (String) - where the link was kept in the browser's storage (not translated)
link-table-contradicts = This link went another way than the table on this phone: a turn was played twice, differently. The table stays as this phone had it; the link was kept in this browser under "{ $key }".
# Variables:
#   $game (String) - the game's name (game-…)
#   $seed (String) - the game's number
link-table-kept-aside = Your game in progress was kept: the link to { $game } game #{ $seed } brings it back.

## Said as a link to a table opens, and after Who are you?

# This phone's player is to move.
# Variables:
#   $name (String) - the player to move; "You" is the name of a player who gave none
said-travel-your-turn = { $name ->
    [You] Your turn.
   *[other] Your turn, { $name }.
}
# What another phone's player did, told when this phone catches up.
# Variables:
#   $name (String) - the player
#   $dice (String) - the dice scored, e.g. "3 3 3 5 5"
#   $points (Number) - the points scored
#   $box (String) - the box's name
said-travel-played = { $name } rolled { $dice } and scored { $points } in { $box }.

## The menu.

# The menu's list of tables on several phones kept on this phone.
bar-your-games = Your games
