### Ordene på spillskjermen: hentes før bordet tegnes.

language-menu = Språk

language-unavailable = { $language } kan ikke lastes inn uten nettilkobling: siden blir værende på dette språket.

## Spillene.

game-classic = Klassisk Yahtzee
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## Rutene på poengblokkene, slik spillerne kaller dem.

box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-sevens = Syvere
box-one-pair = Ett par
box-two-pairs = To par
box-three-of-a-kind = Tre like
box-four-of-a-kind = Fire like
box-full-house = Hus
box-small-straight = Liten straight
box-large-straight = Stor straight
# Yacht: 1-2-3-4-5 og 2-3-4-5-6.
box-little-straight = Liten straight
box-big-straight = Stor straight
box-straight = Straight
box-chance = Sjanse
box-choice = Sjanse
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
box-kismet = Kismet
box-flush = Flush
box-two-pair-same-colour = To par i samme farge
box-full-house-same-colour = Hus i samme farge
box-three-pairs = Tre par
box-five-of-a-kind = Fem like
box-full-straight = Full straight
box-villa = Villa
box-tower = Tårn
box-maxi-yatzy = Maxi Yatzy

## Jokerreglene et bord kan spille med.

joker-forced = Tvungen joker (offisiell)
joker-free-choice = Joker med fritt valg
joker-none = Ingen joker
