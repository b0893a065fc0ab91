### The rules of each game, in the help and under the choice of a game in the New table dialog.

# Two sentences of a paragraph, one after the other (a language that puts no space between
# sentences drops it here).
# Variables:
#   $first (String) - the first sentence, ending with its full stop
#   $second (String) - the next sentence
rules-sentences = { $first } { $second }

## Each game in a paragraph: its dice, rolls, boxes and upper bonus. The game's names are
## game-classic, game-lucky7… The games' numbers are rules, not counts to format.

rules-summary-classic = Five six-sided dice, up to three rolls a turn, thirteen boxes. 63 or more in the upper section earns 35 more points.
# Lucky7's first die is marked, and its 7 is wild.
rules-summary-lucky7 = Five seven-sided dice, up to three rolls a turn, fourteen boxes. The first die is marked: when it shows its 7, that 7 is wild and counts as any number from 1 to 7 you choose before scoring. 84 or more in the upper section earns 46 more points.
# Under the dice of Lucky7, from the first roll: what the marked die (drawn with a small
# badge showing its wild face) is for.
# Variables:
#   $face (Number) - the wild face, 7
legend-wild = Marked die: its { $face } is wild and counts as any number from 1 to { $face } you choose.
# Tricolor plays the rules of the game sold as Kismet.
rules-summary-tricolor = The game known as Kismet. Five six-sided dice whose faces are coloured: 1 and 6 white, 2 and 5 red, 3 and 4 green. Up to three rolls a turn, fifteen boxes, some of which need dice of one colour. The upper bonus grows with the upper total: 35 from 63, 55 from 71, 75 from 78.
# Yacht: the old public-domain game that Yahtzee was made from.
rules-summary-yacht = The public-domain game Yahtzee comes from. Five six-sided dice, up to three rolls a turn, twelve boxes, and no bonuses of any kind.
# Yatzy: the game as played in Sweden, Denmark, Norway and Finland. One Pair, Two Pairs and
# Yatzy are names of its boxes.
rules-summary-yatzy = The Scandinavian game. Five six-sided dice, up to three rolls a turn, fifteen boxes. 63 or more in the upper section earns 50 more points. The lower boxes mostly score only the dice that make them: One Pair the highest pair, Two Pairs the four dice of two different pairs. A Yatzy scores 50 once: there is no Joker and no bonus for a further Yatzy.
# Maxi Yatzy: Yatzy with six dice, by the Swedish card, whose address the sentence cites.
rules-summary-maxi = Yatzy's big sister, by the Swedish card (maxiyatzy.com). Six six-sided dice, up to three rolls a turn, twenty boxes. Rolls a turn leaves unused are saved for later turns, each a fourth or further roll when it is wanted. 84 or more in the upper section earns 100 more points. As in Yatzy, the lower boxes mostly score only the dice that make them, and a Maxi Yatzy, six alike, scores 100 once.

## The sentence after the paragraph about a further five of a kind, as the table plays it:
## with the bonus (the official rule) or without it (a table rule). Yahtzee and Kismet are
## names of boxes.

# Classic Yahtzee and Lucky7, with the bonus.
rules-bonus-yahtzee = Each further Yahtzee earns 100 while the Yahtzee box holds 50.
# Classic Yahtzee and Lucky7, without the bonus.
rules-no-bonus-yahtzee = At this table a further Yahtzee earns no bonus.
# Tricolor, with the bonus.
rules-bonus-kismet = Each further Kismet earns 100 while the Kismet box holds its score.
# Tricolor, without the bonus.
rules-no-bonus-kismet = At this table a further Kismet earns no bonus.

## Notes under a game's rules in the help: rule decisions its rule book leaves
## open, one sentence each. The names with capitals (Small Straight, Two Pairs, Full House Same
## Colour…) are names of boxes.

rules-lucky7-wild-until-chosen = Until you choose a number for the wild 7 it counts as 7. Holding the marked die keeps the number chosen; rolling it again clears it.
rules-lucky7-wild-everywhere = The wild die counts as the number chosen in every box: the upper boxes, the kinds, the straights, the Yahtzee and Chance.
rules-lucky7-straights = Straights may use any numbers from 1 to 7: a Small Straight is any four in a row (1-2-3-4 up to 4-5-6-7), a Large Straight any five (1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-7).
rules-lucky7-as-classic = The lower section is as in Classic, so the Yahtzee bonus and the Joker rule are Classic's: a further Yahtzee, the wild die counted as chosen, earns 100 while the Yahtzee box holds 50 and is placed by the Joker rule in force.

rules-tricolor-kismet = Tricolor follows the published rules of Kismet.
rules-tricolor-two-pair-same-colour = Two Pair Same Colour needs two pairs whose four dice share one colour, such as 2-2-5-5 or 1-1-6-6 or 4-4-4-3-3. As in Kismet, four of a kind counts as two pairs (so does five of a kind), and the fifth die may be any colour.
rules-tricolor-no-joker = There is no Joker, as in Kismet: a Kismet scores only in boxes its dice really fit (the Straight and, unless the house rule is on, the two Full Houses score nothing).
rules-tricolor-bonus = The 100 bonus for each further Kismet is earned only while the Kismet box holds a score, as in Classic: a Kismet box filled with 0 earns no bonus.
rules-tricolor-full-house = As in Classic, five of a kind is not a full house unless the house rule is on; the house rule counts it for Full House Same Colour too.

rules-yacht-no-bonus = There is no upper bonus, no bonus for further Yachts and no Joker: every box scores only what the dice really show, so the Joker and Yahtzee-bonus options change nothing.
rules-yacht-four-of-a-kind = Four of a Kind counts only the four matching dice: 6-6-6-6-2 scores 24, and five of a kind scores four of its dice.
rules-yacht-full-house = Five of a kind is not a Full House unless the house rule is on.

rules-yatzy-any-box = Any open box may be chosen; dice that do not fit it score 0 there.
rules-yatzy-two-pairs = Two Pairs needs two different faces: 4-4-4-4-2 is not Two Pairs unless the house rule on four of a kind is on (it then scores the four alike), and a single pair never is.
rules-yatzy-full-house = A full house holds two pairs: 3-3-3-5-5 scores 16 in Two Pairs.
rules-yatzy-straights = Small Straight is exactly 1-2-3-4-5 (15 points), Large Straight exactly 2-3-4-5-6 (20).
rules-yatzy-house-rules = House rules, each off unless the table chooses it: four of a kind counts as Two Pairs; five of a kind counts as a Full House; the boxes are filled in order, top to bottom.

rules-maxi-kinds = Two Pairs, Three Pairs, Full House, Villa and Tower need different numbers: 6-6-6-6-2-2 is a Tower (28) but not Three Pairs, and six alike is none of them.
rules-maxi-straights = Small Straight is 1-2-3-4-5 (15 points) and Large Straight 2-3-4-5-6 (20), whatever the sixth die shows; Full Straight is all six numbers (21).
rules-maxi-house-rules = Table rules, each off unless the table chooses it: 50 points at 75 in the upper section, as some cards give, instead of 100 at 84; no saved rolls, three rolls a turn and no more; four of a kind counts as Two Pairs.

## Each box's rule in a sentence, in the help's table of boxes: what the dice must show
## (box-needs-), then what the box scores (box-scores-), joined by box-help.

# An upper box (Ones to Sixes, Lucky7's Sevens): it counts the dice showing its number.
# Variables:
#   $face (Number) - the number the box counts, 1 to 7
box-help-face = The sum of the dice showing { $face }.
# A lower box's sentence: what the dice must show, then what the box scores.
# Variables:
#   $needs (String) - what the dice must show (a box-needs- message, or a fixed run such as "1-2-3-4-5")
#   $scores (String) - what the box then scores (a box-scores- message)
box-help = { $needs }: { $scores }.
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
        [5] Five
       *[other] { $count }
    } dice alike
   *[other] At least { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    } dice alike
}
# Yahtzee, Yacht, Yatzy, Kismet: five of a kind; Maxi Yatzy: six.
# Variables:
#   $dice (Number) - how many dice the game has: 5 or 6
box-needs-all-alike = All { $dice ->
    [6] six
   *[other] five
} dice alike
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
# Maxi Yatzy's Three Pairs: three pairs of three different numbers.
box-needs-three-pairs = Three pairs of different numbers
# Maxi Yatzy's Full House (3 + 2), Villa (3 + 3) and Tower (4 + 2): some dice of one
# number and some of another.
# Variables:
#   $big (Number) - how many dice show the first number: 3 or 4
#   $small (Number) - how many show the other: 2 or 3
box-needs-kinds = { $big ->
    [3] Three
    [4] Four
   *[other] { $big }
} of one number and { $small ->
    [2] two
    [3] three
   *[other] { $small }
} of another
# Tricolor's Two Pair Same Colour. Tricolor's dice are coloured: 1 and 6 white, 2 and 5 red,
# 3 and 4 green. Four of a kind counts as two pairs.
box-needs-two-pair-same-colour = Two pairs of one colour (1 and 6 white, 2 and 5 red, 3 and 4 green), four of a kind included
# Tricolor's Flush: every die the same colour.
box-needs-flush = All five dice of one colour
# Tricolor's Full House Same Colour.
box-needs-full-house-same-colour = A full house all of one colour
# Chance (Yacht's Choice): any dice at all.
box-needs-any = Any dice
# The box scores the total of the dice.
# Variables:
#   $dice (Number) - how many dice the game has: 5 or 6
box-scores-total = the sum of all { $dice ->
    [6] six
   *[other] five
} dice
# The box scores the total of the dice plus a fixed number (Tricolor).
# Variables:
#   $bonus (Number) - the points added to the dice
#   $dice (Number) - how many dice the game has: 5 or 6
box-scores-total-plus = the sum of all { $dice ->
    [6] six
   *[other] five
} dice plus { $bonus }
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
    [5] the sum of those five dice only
   *[other] the sum of those { $count } dice only
}
# Yatzy's Two Pairs counts the four dice of the two pairs.
box-scores-two-pairs = the sum of those four dice
