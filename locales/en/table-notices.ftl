### Notices above the game: saved data, links, files.

## The saved game could not be restored (a new game starts).

# Variables:
#   $key (String) - where the old data was kept in the browser's storage (not translated)
saved-unreadable = Your saved game could not be read, so a new game has started. The old data was kept in this browser under "{ $key }".
# Variables:
#   $version (Number) - the format of the saved data
#   $key (String) - where the old data was kept in the browser's storage (not translated)
saved-other-version = Your saved game was saved by another version of the game (format { $version }), so a new game has started. The old data was kept in this browser under "{ $key }".
# Variables:
#   $detail (String) - what is wrong, in technical English
#   $key (String) - where the old data was kept in the browser's storage (not translated)
saved-damaged = Your saved game is damaged ({ $detail }), so a new game has started. The old data was kept in this browser under "{ $key }".

## Saving.

saved-no-storage = This browser does not let the game save (private mode or blocked storage): you can play, but a reload starts over.
saved-game-not-kept = This browser's storage is full or blocked: the game goes on, but a reload will lose it.
saved-not-written = This could not be saved.
saved-games-not-kept = This browser's storage is full or blocked: finished games are not kept.

## The page's address names a game it cannot open.

# Variables:
#   $text (String) - the game number as the address writes it
link-bad-seed = This address names game "{ $text }", which is not a game number (a whole number below 9007199254740992).
# Variables:
#   $key (String) - the game as the address writes it
#   $known (String) - the games the page has, as addresses write them (not translated)
link-bad-game = This address names a game called "{ $key }", which this page does not have (it has { $known }).
# Why the page asks before replacing the game in progress.
# Variables:
#   $game (String) - the game's name (game-…)
#   $seed (String) - the game's number
link-opens-game = This link opens { $game } game #{ $seed }.
# Variables:
#   $game (String) - the game's name (game-…)
link-opens-new-game = This link opens a new game of { $game }.

## Records files.

records-save-failed = This browser could not save the file.
# Variables:
#   $why (String) - why (records-…)
records-not-imported = Nothing was imported: { $why }
records-deleted = Records deleted.
# The address names a day's game by a date that does not exist.
# Variables:
#   $text (String) - the date as the address writes it
link-bad-day = This address names the game of "{ $text }", which is not a date (the page reads dates as 2026-12-01).
# Why the page asks before replacing the game in progress with a day's game.
# Variables:
#   $game (String) - the game's name (game-…)
link-opens-daily = This link opens a daily game of { $game }: the same dice for everyone that day.
