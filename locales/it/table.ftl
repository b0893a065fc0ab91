### Le parole della schermata di gioco: caricate prima di disegnare il tavolo.

# L'etichetta del menu delle lingue.
language-menu = Lingua

# Avviso: la lingua scelta non si può caricare (offline, mai usata su questo dispositivo).
language-unavailable = Impossibile caricare { $language } senza connessione: la pagina resta in questa lingua.

## I giochi.

game-classic = Yahtzee classico
game-lucky7 = Lucky7
game-tricolor = Tricolor
game-yacht = Yacht
game-yatzy = Yatzy
game-maxi = Maxi Yatzy

## Le caselle dei segnapunti, come le chiamano i giocatori italiani.

box-ones = Uno
box-twos = Due
box-threes = Tre
box-fours = Quattro
box-fives = Cinque
box-sixes = Sei
box-sevens = Sette
box-one-pair = Coppia
box-two-pairs = Doppia coppia
box-three-of-a-kind = Tris
box-four-of-a-kind = Poker
box-full-house = Full
box-small-straight = Scala piccola
box-large-straight = Scala grande
# Le scale di Yacht: 1-2-3-4-5 e 2-3-4-5-6.
box-little-straight = Scala piccola
box-big-straight = Scala grande
# La scala di cinque di Tricolor (Kismet).
box-straight = Scala
box-chance = Chance
# La casella Choice di Yacht (la stessa della Chance).
box-choice = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-yacht = Yacht
# Cinque uguali di Tricolor (Kismet).
box-kismet = Kismet
# Tricolor: tutti e cinque i dadi dello stesso colore.
box-flush = Colore
box-two-pair-same-colour = Doppia coppia stesso colore
box-full-house-same-colour = Full dello stesso colore
box-three-pairs = Tre coppie
box-five-of-a-kind = Cinque uguali
box-full-straight = Scala completa
box-villa = Villa
box-tower = Torre
box-maxi-yatzy = Maxi Yatzy

## Le regole del jolly che un tavolo può giocare.

joker-forced = Jolly obbligato (ufficiale)
joker-free-choice = Jolly a scelta libera
joker-none = Nessun jolly
