### What each box of a scoresheet scores, one sentence per box: shown in the help's table of
### boxes, and meant for the scoresheet's row titles too (so fetched with the game screen).

# An upper box (Einer to Sechser, Lucky7's Siebener).
box-help-face = Die Summe der Würfel, die eine { $face } zeigen.

# A lower box's sentence: what the dice must show, then what the box scores.
box-help = { $needs }: { $scores }.

## What the dice must show. Each starts the sentence (capitalised).

# Dreierpasch, Viererpasch, Ein Paar. Yatzy's sheet words it without "mindestens".
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Zwei
        [3] Drei
        [4] Vier
       *[other] { $count }
    } gleiche Würfel
   *[other] Mindestens { $count ->
        [2] zwei
        [3] drei
        [4] vier
       *[other] { $count }
    } gleiche Würfel
}

# Yahtzee, Yacht, Yatzy, YachtC: five of a kind.
box-needs-all-alike = Alle fünf Würfel gleich

# Full House: three dice of one number and two of another.
box-needs-full-house = Drei Würfel einer Zahl und zwei einer anderen

# A straight of 4 or 5 numbers; $runs lists the straights that count.
box-needs-straight = { $length ->
    [4] Vier
    [5] Fünf
   *[other] { $length }
} aufeinanderfolgende Zahlen ({ $runs })

# The straights that count for a straight box.
box-runs = { $count ->
    [2] { $first } oder { $last }
    [3] { $first }, { $second } oder { $last }
   *[other] { $first } bis { $last }
}

# Yatzy's Two Pairs.
box-needs-two-pairs = Zwei Paare verschiedener Zahlen

# Tricolor's Two Pair Same Colour.
box-needs-two-pair-same-colour = Zwei Paare einer Farbe (1 und 6 weiß, 2 und 5 rot, 3 und 4 grün), Viererpasch eingeschlossen

# Tricolor's Flush.
box-needs-flush = Alle fünf Würfel in einer Farbe

# Tricolor's Full House Same Colour.
box-needs-full-house-same-colour = Ein Full House ganz in einer Farbe

# Chance: any dice at all.
box-needs-any = Beliebige Würfel

## What a box scores. Each follows a colon in box-help (lower case).

box-scores-total = die Summe aller fünf Würfel

box-scores-total-plus = die Summe aller fünf Würfel plus { $bonus }

box-scores-fixed = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

# Yatzy's and Yacht's kinds count only the dice alike.
box-scores-alike = { $count ->
    [2] nur die Summe des höchsten Paars
    [3] nur die Summe dieser drei Würfel
    [4] nur die Summe dieser vier Würfel
   *[other] nur die Summe dieser { $count } Würfel
}

# Yatzy's Two Pairs counts the four dice of the two pairs.
box-scores-two-pairs = die Summe dieser vier Würfel
