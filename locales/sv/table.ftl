### Spelskärmens ord: hämtas innan bordet ritas.

language-menu = Språk

language-unavailable = { $language } kan inte laddas utan anslutning: sidan stannar på det här språket.

## Spelen.

game-classic = Klassisk Yahtzee
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## Protokollens rutor, som varje spels spelare kallar dem.

box-ones = Ettor
box-twos = Tvåor
box-threes = Treor
box-fours = Fyror
box-fives = Femmor
box-sixes = Sexor
box-sevens = Sjuor
box-one-pair = Ett par
box-two-pairs = Två par
box-three-of-a-kind = Tretal
box-four-of-a-kind = Fyrtal
box-full-house = Kåk
box-small-straight = Liten stege
box-large-straight = Stor stege
# Yachts stegar: 1-2-3-4-5 och 2-3-4-5-6.
box-little-straight = Liten stege
box-big-straight = Stor stege
# Tricolors (Kismets) stege med fem.
box-straight = Stege
box-chance = Chans
# Yachts chansruta.
box-choice = Chans
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
box-kismet = Kismet
box-flush = Färg
box-two-pair-same-colour = Två par i samma färg
box-full-house-same-colour = Kåk i samma färg
box-three-pairs = Tre par
box-five-of-a-kind = Femtal
box-full-straight = Full stege
box-villa = Hus
box-tower = Torn
box-maxi-yatzy = Maxi Yatzy

## Jokerreglerna.

joker-forced = Tvingande joker (officiell)
joker-free-choice = Joker med fritt val
joker-none = Ingen joker
