### What each box of a scoresheet scores, one sentence per box: shown in the help's table of
### boxes, and meant for the scoresheet's row titles too (so fetched with the game screen).
### The page builds each sentence from the box's rule: what the dice must show (a box-needs-
### message), then what the box scores (a box-scores- message), joined by box-help.

# An upper box (Ones to Sixes, Lucky7's Sevens): it counts the dice showing its number.
# Variables:
#   $face (Number) - the number the box counts, 1 to 7
box-help-face = The sum of the dice showing { $face }.

# A lower box's sentence: what the dice must show, then what the box scores.
# Variables:
#   $needs (String) - what the dice must show (a box-needs- message, or a fixed run such as "1-2-3-4-5")
#   $scores (String) - what the box then scores (a box-scores- message)
box-help = { $needs }: { $scores }.

## What the dice must show. Each starts the sentence (capitalised in English).

# Three of a Kind, Four of a Kind, One Pair. Scandinavian Yatzy's sheet words it without
# "at least" (the meaning is the same: more dice alike also count).
# Variables:
#   $count (Number) - how many dice must show the same number: 2, 3 or 4
#   $game (String) - the game's key: "yatzy" for Yatzy, another key for the other games
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Two
        [3] Three
        [4] Four
       *[other] { $count }
    } dice alike
   *[other] At least { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    } dice alike
}

# Yahtzee, Yacht, Yatzy, YachtC: five of a kind.
box-needs-all-alike = All five dice alike

# Full House: three dice of one number and two of another.
box-needs-full-house = Three of one number and two of another

# A straight of 4 or 5 numbers that may lie anywhere on the dice; $runs lists the straights
# that count (a box-runs message).
# Variables:
#   $length (Number) - how many numbers in a row: 4 or 5
#   $runs (String) - the straights that count, e.g. "1-2-3-4-5 or 2-3-4-5-6"
box-needs-straight = { $length ->
    [4] Four
    [5] Five
   *[other] { $length }
} numbers in a row ({ $runs })

# The straights that count for a straight box, each written as its numbers ("1-2-3-4"): two
# or three of them are all listed, more are given as the lowest "up to" the highest.
# Variables:
#   $count (Number) - how many straights count: 2, 3 or more
#   $first (String) - the lowest straight, e.g. "1-2-3-4"
#   $second (String) - the second lowest
#   $last (String) - the highest
box-runs = { $count ->
    [2] { $first } or { $last }
    [3] { $first }, { $second } or { $last }
   *[other] { $first } up to { $last }
}

# Yatzy's Two Pairs: two pairs of two different numbers.
box-needs-two-pairs = Two pairs of different numbers

# Tricolor's Two Pair Same Colour. Tricolor's dice are coloured: 1 and 6 white, 2 and 5 red,
# 3 and 4 green. Four of a kind counts as two pairs.
box-needs-two-pair-same-colour = Two pairs of one colour (1 and 6 white, 2 and 5 red, 3 and 4 green), four of a kind included

# Tricolor's Flush: every die the same colour.
box-needs-flush = All five dice of one colour

# Tricolor's Full House Same Colour.
box-needs-full-house-same-colour = A full house all of one colour

# Chance (Yacht's Choice): any dice at all.
box-needs-any = Any dice

## What a box scores. Each follows a colon in box-help (lower case in English).

# The box scores the total of the dice.
box-scores-total = the sum of all five dice

# The box scores the total of the dice plus a fixed number (Tricolor).
# Variables:
#   $bonus (Number) - the points added to the dice
box-scores-total-plus = the sum of all five dice plus { $bonus }

# The box scores a fixed number of points.
# Variables:
#   $points (Number) - the points
box-scores-fixed = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

# Yatzy's and Yacht's kinds count only the dice alike: One Pair the highest pair, Three of a
# Kind three dice, Four of a Kind four dice.
# Variables:
#   $count (Number) - how many dice alike the box needs: 2, 3 or 4
box-scores-alike = { $count ->
    [2] the sum of the highest pair only
    [3] the sum of those three dice only
    [4] the sum of those four dice only
   *[other] the sum of those { $count } dice only
}

# Yatzy's Two Pairs counts the four dice of the two pairs.
box-scores-two-pairs = the sum of those four dice
