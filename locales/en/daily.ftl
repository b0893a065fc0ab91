### The daily game: the same dice for everyone on a day (UTC), one person against perfect play
### (the strategy that scores the most points on average) playing the very same dice.

# The header menu's tool that starts today's game of the game on the table.
daily-menu = Today's game
# Why the page asks before replacing the game in progress with today's game.
# Variables:
#   $game (String) - the game's name (game-…)
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-opens = { $rival ->
    [strong] Today's { $game }: the same dice for everyone today, and strong play to beat.
   *[perfect] Today's { $game }: the same dice for everyone today, and perfect play to beat.
}
# A link to a day still to come opens today's game instead, with this notice.
# Variables:
#   $date (String) - the day the link names, as the language writes dates
daily-not-yet = The game of { $date } is not out yet: here is today's.
# Shown under the final scores of a day's game replayed: it does not count for the records.
daily-practice = Practice: a day's game counts for the records once, the first time it is started on its day.

## The end of a day's game.

# The player's total against perfect play's, on the same dice.
# Variables:
#   $score (Number) - the player's total
#   $perfect (Number) - perfect play's total on the same dice
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-versus = { $rival ->
    [strong] You scored { $score }. Strong play scored { $perfect } on the same dice.
   *[perfect] You scored { $score }. Perfect play scored { $perfect } on the same dice.
}
# Under the totals at the end of a day's game played for the record with the coach's help.
daily-aided = You played this day with the coach's help: it is kept apart from the days you played alone.
# While the solver plays the day's dice.
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-waiting = { $rival ->
    [strong] Strong play is playing the same dice…
   *[perfect] Perfect play is playing the same dice…
}
# The luck of the day: perfect play's total on these dice against its average.
# Variables:
#   $perfect (Number) - perfect play's total on the day's dice
#   $mean (Number) - perfect play's average total in this game
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-luck = { $rival ->
    [strong] Strong play scored { $perfect } on these dice; it averages { $mean }.
   *[perfect] Perfect play scored { $perfect } on these dice; it averages { $mean }.
}
# The caption of the table of the turns where the player and perfect play scored differently.
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-turns = { $rival ->
    [strong] Where you and strong play differ
   *[perfect] Where you and perfect play differ
}
daily-turn = Turn
daily-you = You
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-perfect = { $rival ->
    [strong] Strong play
   *[perfect] Perfect play
}
# One turn's score in that table.
# Variables:
#   $box (String) - the box's name
#   $points (Number) - the points written in it
daily-scored = { $box } { $points }
# The button that shares the result (the phone's share sheet, or the clipboard).
daily-share = Share result
daily-copied = Result copied: paste it anywhere.
daily-shared = Result shared.
daily-share-failed = The result could not be shared or copied.
# One line under the share button: what the squares of the shared result mean (daily::symbols).
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-legend = { $rival ->
    [strong] 🟩 a box that scored at least what strong play scored in it · 🟨 less · ⬛ crossed out with 0
   *[perfect] 🟩 a box that scored at least what perfect play scored in it · 🟨 less · ⬛ crossed out with 0
}
# In place of the table of differences when every turn went as perfect play's.
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-same = { $rival ->
    [strong] Every turn went in the same box, for the same points, as strong play's.
   *[perfect] Every turn went in the same box, for the same points, as perfect play's.
}

## The result to share: no dice in it, so that it spoils nobody's game.

# Its first line.
# Variables:
#   $game (String) - the game's name (game-…)
#   $date (String) - the day, as the language writes dates
daily-share-title = { $game }, the game of { $date }
# Its second line.
# Variables:
#   $score (Number) - the player's total
#   $perfect (Number) - perfect play's total on the same dice
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-share-score = { $rival ->
    [strong] Me { $score } · strong play { $perfect }
   *[perfect] Me { $score } · perfect play { $perfect }
}
# A line of the result to share, after the totals, when the coach helped (its hint or a warning).
daily-share-aided = With the coach's help

## The daily games in the records.

daily-records = Daily games
# Variables:
#   $days (Number) - days played in a row
daily-streak = { $days ->
    [one] { $days } day in a row
   *[other] { $days } days in a row
}
daily-played = Days played
daily-best = Best
daily-mean = Mean
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-gap = { $rival ->
    [strong] Mean gap to strong play
   *[perfect] Mean gap to perfect play
}
# The chart of the gap to perfect play, one dot a day.
# Variables:
#   $rival (String) - "strong" in a game whose coach is strong rather than perfect (Maxi Yatzy):
#     the rival is its strong play; else "perfect"
daily-chart = { $rival ->
    [strong] Points behind strong play, day by day
   *[perfect] Points behind perfect play, day by day
}
daily-chart-day = Day
daily-chart-gap = Points behind
# The records' button that starts today's game of the game shown.
# Variables:
#   $game (String) - the game's name (game-…)
daily-play = Play today's { $game }
# Variables:
#   $game (String) - the game's name (game-…)
daily-none = No daily game of { $game } finished yet.
# In the records, under a game's daily results: the days played with the coach's help.
# Variables:
#   $days (Number) - the days
daily-aided-days = { $days ->
    [one] { $days } day played with the coach's help, kept apart from these
   *[other] { $days } days played with the coach's help, kept apart from these
}

## Saved data that could not be read (saved-moved).

stored-daily = daily results
stored-daily-item = daily result

## The question before a day's game in progress is replaced (replace-text).

# The day's game in progress.
# Variables:
#   $game (String) - the game's name (game-…)
#   $turn (Number) - the turn it is at
replace-current-daily = { $game }, the daily game, turn { $turn }
# The words of the link that brings it back.
replace-back-daily = the link to your daily game
