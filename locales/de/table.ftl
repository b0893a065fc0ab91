### The game screen's words: fetched before the table is drawn.

# The label of the menu of languages.
language-menu = Sprache

# A notice: the language chosen could not be fetched (offline, and never used on this device).
language-unavailable = { $language } lässt sich ohne Verbindung nicht laden: Die Seite bleibt in dieser Sprache.

## The games.

game-classic = Klassisches Yahtzee
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## The boxes of the scoresheets, as each game's players name them.
## Generic German names (no "Kniffel", a trademark of Schmidt Spiele).

box-ones = Einer
box-twos = Zweier
box-threes = Dreier
box-fours = Vierer
box-fives = Fünfer
box-sixes = Sechser
box-sevens = Siebener
box-one-pair = Ein Paar
box-two-pairs = Zwei Paare
box-three-of-a-kind = Dreierpasch
box-four-of-a-kind = Viererpasch
box-full-house = Full House
box-small-straight = Kleine Straße
box-large-straight = Große Straße
# Yacht's straights: 1-2-3-4-5 and 2-3-4-5-6 (the help text says which).
box-little-straight = Kleine Straße
box-big-straight = Große Straße
# Tricolor's (Kismet's) straight of five.
box-straight = Straße
box-chance = Chance
# Yacht's chance box.
box-choice = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
# Tricolor's (Kismet's) five of a kind.
box-kismet = Kismet
# Tricolor: all five dice of one colour.
box-flush = Flush
box-two-pair-same-colour = Zwei Paare gleicher Farbe
box-full-house-same-colour = Full House gleicher Farbe
box-three-pairs = Drei Paare
box-five-of-a-kind = Fünferpasch
box-full-straight = Volle Straße
box-villa = Villa
box-tower = Turm
box-maxi-yatzy = Maxi Yatzy

## The Joker rules a table may play.

joker-forced = Pflicht-Joker (offiziell)
joker-free-choice = Freier Joker
joker-none = Kein Joker
