### The game screen's words: fetched before the table is drawn.

# The label of the menu of languages.
language-menu = Language

# A notice: the language chosen could not be fetched (offline, and never used on this device).
# Variables:
#   $language (String) - the language's name in itself, e.g. "Deutsch"
language-unavailable = { $language } cannot be loaded without a connection: the page stays in this language.

## The games.

game-classic = Classic Yahtzee
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## The boxes of the scoresheets, as each game's players name them.

box-ones = Ones
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-sevens = Sevens
box-one-pair = One Pair
box-two-pairs = Two Pairs
box-three-of-a-kind = Three of a Kind
box-four-of-a-kind = Four of a Kind
box-full-house = Full House
box-small-straight = Small Straight
box-large-straight = Large Straight
# Yacht's straights: 1-2-3-4-5 and 2-3-4-5-6.
box-little-straight = Little Straight
box-big-straight = Big Straight
# Tricolor's (Kismet's) straight of five.
box-straight = Straight
box-chance = Chance
# Yacht's chance box.
box-choice = Choice
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
# Tricolor's (Kismet's) five of a kind.
box-kismet = Kismet
# Tricolor: all five dice of one colour.
box-flush = Flush
box-two-pair-same-colour = Two Pair Same Colour
box-full-house-same-colour = Full House Same Colour
# Maxi Yatzy's boxes: three pairs; five alike; 1-2-3-4-5-6; three and three alike (Villa);
# four and two alike (Tower); six alike (Maxi Yatzy).
box-three-pairs = Three Pairs
box-five-of-a-kind = Five of a Kind
box-full-straight = Full Straight
box-villa = Villa
box-tower = Tower
box-maxi-yatzy = Maxi Yatzy

## The Joker rules a table may play.

joker-forced = Forced Joker (official)
joker-free-choice = Free-choice Joker
joker-none = No Joker
