### The game screen's words: fetched before the table is drawn.

language-menu = Sprog

language-unavailable = { $language } kan ikke hentes uden forbindelse: siden forbliver på dette sprog.

## The games.

game-classic = Klassisk Yahtzee
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## The boxes of the scoresheets, as each game's players name them.

box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-sevens = Syvere
box-one-pair = 1 par
box-two-pairs = 2 par
box-three-of-a-kind = 3 ens
box-four-of-a-kind = 4 ens
box-full-house = Hus
box-small-straight = Lille straight
box-large-straight = Stor straight
# Yacht: 1-2-3-4-5 og 2-3-4-5-6.
box-little-straight = Lille straight
box-big-straight = Stor straight
box-straight = Straight
box-chance = Chance
# Yacht's Choice: samme rubrik som Chance.
box-choice = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
box-kismet = Kismet
box-flush = Flush
box-two-pair-same-colour = 2 par i samme farve
box-full-house-same-colour = Hus i samme farve
box-three-pairs = 3 par
box-five-of-a-kind = 5 ens
box-full-straight = Fuld straight
box-villa = Villa
box-tower = Tårn
box-maxi-yatzy = Maxi Yatzy

## The Joker rules a table may play.

joker-forced = Tvungen joker (officiel)
joker-free-choice = Joker med frit valg
joker-none = Ingen joker
