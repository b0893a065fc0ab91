### De woorden van het spelscherm.

language-menu = Taal

language-unavailable = { $language } kan zonder verbinding niet worden geladen: de pagina blijft in deze taal.

## De spellen.

game-classic = Klassiek Yahtzee
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## De vakken van de scoreblokken.

box-ones = Enen
box-twos = Tweeën
box-threes = Drieën
box-fours = Vieren
box-fives = Vijven
box-sixes = Zessen
box-sevens = Zevens
box-one-pair = Eén paar
box-two-pairs = Twee paar
box-three-of-a-kind = Drie dezelfde
box-four-of-a-kind = Carré
box-full-house = Full House
box-small-straight = Kleine straat
box-large-straight = Grote straat
# Yacht: 1-2-3-4-5 en 2-3-4-5-6.
box-little-straight = Kleine straat
box-big-straight = Grote straat
box-straight = Straat
box-chance = Chance
# Het chancevak van Yacht.
box-choice = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
box-kismet = Kismet
box-flush = Flush
box-two-pair-same-colour = Twee paar in één kleur
box-full-house-same-colour = Full House in één kleur
box-three-pairs = Drie paar
box-five-of-a-kind = Vijf dezelfde
box-full-straight = Volle straat
box-villa = Villa
box-tower = Toren
box-maxi-yatzy = Maxi Yatzy

## De jokerregels.

joker-forced = Verplichte joker (officieel)
joker-free-choice = Vrije joker
joker-none = Geen joker
