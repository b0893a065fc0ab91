### The records dialog, its charts, and the end of a game: fetched with the page's later parts.

## The rules a record was played with, named in the records dialog: "official rules", or what
## differs from them, joined by " · ".

records-official-rules = official rules
# The extra-Yahtzee bonus (100 points for each further five of a kind) turned off.
records-rule-no-bonus = no extra-Yahtzee bonus
records-rule-five-full-house = five of a kind counts as a Full House

## The records dialog.

records-title = Records
records-close = Close

# The label of the list of games (Classic Yahtzee, Yatzy…).
records-game = Game
# The label of the list of rule sets played.
records-rules = Rules

# The high-score table's heading.
# Variables:
#   $game (String) - the game's name, e.g. "Classic Yahtzee"
#   $rules (String) - its rules, e.g. "official rules"
records-high-scores = High scores: { $game }, { $rules }

# When the chosen game and rules have no finished game yet.
# Variables:
#   $game (String) - the game's name, e.g. "Classic Yahtzee"
#   $rules (String) - its rules, e.g. "official rules"
records-none = No finished games of { $game } with { $rules } yet.

# The high-score table's column headings: the place, then the score…
records-col-place = #
records-col-score = Score
records-col-player = Player
records-col-date = Date
# The game's number, a link that plays the same dice again.
records-col-game = Game

# In the Game column: a game played with real dice, which cannot be dealt again.
records-real-dice = Real dice

# A game's number, the link that deals its dice again.
# Variables:
#   $seed (String) - the game's number
records-game-number = #{ $seed }

# That link, for screen readers.
# Variables:
#   $seed (String) - the game's number
records-replay = Play game #{ $seed } again

## A player's statistics.

records-statistics = Statistics
# The label of the list of players.
records-player = Player
records-games-played = Games played
records-mean-score = Mean score
records-best-score = Best score
# How often the upper section's bonus was reached.
records-upper-bonus = Upper bonus
# How often a game had a five of a kind.
records-yahtzee-games = Games with a Yahtzee

# A share of the games.
# Variables:
#   $percent (Number) - the share, 0 to 100
records-percent = { $percent } %

# The points the player's decisions gave away on average, as the coach's review found.
records-loss = Points lost per decision

# Its value.
# Variables:
#   $points (Number) - the points per decision, e.g. 0.35
#   $games (Number) - how many of the player's games were reviewed
records-loss-value = { $points } ({ $games } reviewed)

# In place of that value before any game was reviewed.
records-loss-none = review a game to see
# In place of the statistics before any game is finished.
records-no-stats = Finish a game to see statistics.

## The records' data: export, import and deletion.

records-your-data = Your data
records-export = Export records
records-import = Import records
records-clear = Clear records

# The question before every record is deleted.
# Variables:
#   $count (Number) - how many records there are
records-delete-all = { $count ->
        [one] Delete the one record and the finished games?
       *[other] Delete all { $count } records and the finished games?
    }

records-delete = Delete
records-keep = Keep them

# After an export.
# Variables:
#   $count (Number) - how many records were written
#   $file (String) - the file's name
records-exported = Exported { $count ->
        [one] 1 record
       *[other] { $count } records
    } to { $file }.

# After an import.
# Variables:
#   $count (Number) - how many records were new
records-imported = { $count ->
        [0] Nothing new to import: every record in the file is already here.
        [one] Imported 1 new record.
       *[other] Imported { $count } new records.
    }

## Why a file could not be imported.

records-import-not-json = This file is not JSON.
records-import-not-records = This file is not a Yahtzee records export.

# Variables:
#   $error (String) - what the file's reader found wrong (technical, in English)
records-import-damaged = This records file is damaged ({ $error }).

# Variables:
#   $version (Number) - the file's format version
records-import-version = This records file has format version { $version }, which this version of the game cannot read.

# Variables:
#   $number (Number) - the record's place in the file, from 1
#   $detail (String) - what is impossible, in technical English
records-import-impossible = This records file has an impossible record (record { $number } in the file: { $detail }).

## The records' charts (each with a table of the same values for screen readers).

# The histogram's name.
chart-histogram-title = Final scores, games per 25 points
# Under the histogram.
chart-histogram-caption = Final scores, in steps of 25 points
# The timeline's name.
chart-timeline-title = Scores over time
# Under the timeline.
chart-timeline-caption = Scores over time, oldest on the left
# The axis and column of the numbers of games.
chart-games = Games
# The axis and column of the scores.
chart-score = Score
# The timeline's column of dates.
chart-date = Date

# The timeline's axis of games.
# Variables:
#   $count (Number) - how many games
chart-games-axis = { $count ->
        [one] 1 game
       *[other] { $count } games
    }, oldest first

# One bar of the histogram.
# Variables:
#   $low (Number) - the lowest score of its range
#   $high (Number) - the highest score of its range
#   $count (Number) - how many games scored in that range
chart-histogram-bar = { $low } to { $high }: { $count ->
        [one] 1 game
       *[other] { $count } games
    }

# A range of scores, in the histogram's table.
# Variables:
#   $low (Number) - the lowest score of the range
#   $high (Number) - the highest score of the range
chart-range = { $low }–{ $high }

# One game on the timeline.
# Variables:
#   $date (String) - the day it was played, e.g. "2026-11-23"
#   $score (Number) - its final score
chart-timeline-dot = { $date }: { $score }

## The end of a game: final scores, the session's standings, what to play next.

over-game = Game over
over-session = Session over

# A game of a session ended.
# Variables:
#   $game (Number) - the game's number in the session
#   $games (Number) - how many games the session has
over-game-of = Game { $game } of { $games } over

# The final score's breakdown, for screen readers.
over-breakdown = Breakdown
over-upper = Upper section
over-upper-bonus = Upper bonus
over-lower = Lower section
over-final-score = Final score

# The ranking of a table of several, for screen readers.
over-ranking = Ranking
# The same after a session's last game.
over-last-ranking = Last game's ranking
# The heading of that ranking.
over-last-game = Last game

# A place in the ranking.
# Variables:
#   $place (Number) - the place, from 1
over-place = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }

# The caption of a session's standings.
# Variables:
#   $played (Number) - the games played
#   $games (Number) - how many games the session has
over-standings = Standings after { $played } of { $games } games

over-col-player = Player
over-col-wins = Wins
over-col-points = Points

# The winner of a session.
# Variables:
#   $name (String) - the winner's name; "You" is the name of a solo player who gave none
#   $wins (Number) - the games they won
#   $games (Number) - the games of the session
#   $points (Number) - their points over all games
over-session-winner = { $name ->
        [You] You win the session: { $wins ->
            [one] 1 win
           *[other] { $wins } wins
        } of { $games } games, { $points } points.
       *[other] { $name } wins the session: { $wins ->
            [one] 1 win
           *[other] { $wins } wins
        } of { $games } games, { $points } points.
    }

# Several players share a session's win.
# Variables:
#   $names (String) - their names, joined with over-names-pair and over-names-more
#   $wins (Number) - the games each won
#   $games (Number) - the games of the session
#   $points (Number) - the points each scored over all games
over-session-shared = { $names } share the session: { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } each of { $games } games, { $points } points each.

# The winner of a game at a table of several, named over the ranking with a celebration.
# Variables:
#   $name (String) - the winner's name; "You" is the name of a player who gave none
over-game-winner = { $name ->
        [You] You win!
       *[other] { $name } wins!
    }

# Several players share the first place of a game.
# Variables:
#   $names (String) - their names, joined with over-names-pair and over-names-more
over-game-shared = { $names } share the win!

# Two names, or the last name after the others.
# Variables:
#   $first (String) - a name, or the names before the last joined
#   $last (String) - the last name
over-names-pair = { $first } and { $last }

# A name before the rest of a list.
# Variables:
#   $first (String) - a name
#   $rest (String) - the names after it, joined
over-names-more = { $first }, { $rest }

# How the standings are ordered.
over-tie-rule = Ranked by games won; equal wins are ranked by points over all games.
# The same, when a tie on wins was settled on points.
over-tie-rule-points = Ranked by games won; equal wins are ranked by points over all games. The lead was settled on points.

# A player's best score with these rules.
# Variables:
#   $name (String) - the player's name; "You" is the name of a solo player who gave none
#   $score (Number) - the new best
#   $was (Number) - the best before
over-personal-best = { $name ->
        [You] New personal best: { $score } (was { $was })!
       *[other] New personal best for { $name }: { $score } (was { $was })!
    }

# A score that enters the ten high scores of its game and rules kept in this browser: the
# people's own high scores, not the world's (bots keep none), so a last place may enter them.
# Variables:
#   $name (String) - the player's name; "You" is the name of a solo player who gave none
#   $score (Number) - the score
#   $game (String) - the game's name, e.g. "Classic Yahtzee"
#   $place (Number) - its place, 1 to 10
over-enters-records = { $name ->
        [You] Your { $score } is #{ $place } in your own { $game } high scores.
       *[other] { $name }'s { $score } is #{ $place } in your own { $game } high scores.
    }

# A player's news for the records at a table of several, after the place they finished
# this game in: "3rd of 3. Your 227 is #1 in your own Classic Yahtzee high scores."
# Variables:
#   $place (String) - the place, as over-place says it ("3rd")
#   $players (Number) - how many played
#   $news (String) - the news (over-enters-records or over-personal-best)
over-news-placed = { $place } of { $players }. { $news }

# The button to the session's next game.
# Variables:
#   $game (Number) - the next game's number
#   $games (Number) - how many games the session has
over-next-game = Next game ({ $game } of { $games })

# The same players and rules again.
over-rematch = Rematch
over-new-table = New table
over-new-game = New game
over-review = Review this game

## The end of a game: its number and how to share it.

end-seed-entered = These dice were rolled at the table and entered by hand: this game has no number, so no link deals them again. Its decisions stay for the review.
# The game's number is a link that deals its dice again (end-seed-link-words); the
# address itself is never shown.
# Variables:
#   $link (String) - the link, in words (end-seed-link-words)
end-seed-link = These dice are { $link }: this link deals them again.
# The words of the link in end-seed-link.
# Variables:
#   $seed (String) - the game's number
end-seed-link-words = game #{ $seed }
# Variables:
#   $seed (String) - the game's number
end-seed-share = Game #{ $seed } — share this page's address to replay these dice.

## Saved lists read item by item: the items that could not be read, set aside.

# Variables:
#   $items (String) - the list of the items set aside (saved-item…)
#   $key (String) - where the list as it was is kept in the browser's storage (not translated)
saved-items-aside = Some saved items could not be read and were set aside: { $items }. The list as it was is kept under "{ $key }"; everything else is unchanged.
# One item of that list.
# Variables:
#   $what (String) - what it is (stored-record or stored-finished-game)
#   $number (Number) - its place in the list, from 1
#   $detail (String) - what is wrong, in technical English
saved-item = { $what } #{ $number } ({ $detail })
# The end of that list when it is long.
# Variables:
#   $count (Number) - how many more items were set aside
saved-items-more = { $count } more
stored-record = record
stored-finished-game = finished game

## Other saved data that could not be read, and was moved aside.

# Variables:
#   $data (String) - the list of what was moved (saved-moved…)
saved-moved-aside = Some saved data could not be read and starts afresh: { $data }. Nothing else was changed.
# One item of that list.
# Variables:
#   $what (String) - what it was (stored-…)
#   $key (String) - where it was kept in the browser's storage (not translated)
saved-moved = { $what } (kept under "{ $key }")
stored-table-rules = table rules
stored-records = records
stored-finished-games = finished games
stored-coach-settings = coach settings
stored-bot-speed = bot speed
# What the start-up check names when the stored sound and vibration switches are damaged.
stored-feel = sound and vibration settings
