### The rules of each game, in the help and under the choice of a game in the New table dialog.

# Two sentences of a paragraph, one after the other.
rules-sentences = { $first } { $second }

## Each game in a paragraph: its dice, rolls, boxes and upper bonus. The games' numbers are
## rules, not counts to format.

rules-summary-classic = Fünf sechsseitige Würfel, bis zu drei Würfe pro Zug, dreizehn Felder. 63 oder mehr im oberen Teil bringen 35 Extrapunkte.
# Lucky7's first die is marked, and its 7 is wild.
rules-summary-lucky7 = Fünf siebenseitige Würfel, bis zu drei Würfe pro Zug, vierzehn Felder. Der erste Würfel ist markiert: Zeigt er seine 7, ist diese 7 wild und zählt als eine beliebige Zahl von 1 bis 7, die du vor dem Eintragen wählst. 84 oder mehr im oberen Teil bringen 46 Extrapunkte.
legend-wild = Markierter Würfel: Seine { $face } ist wild und zählt als eine Zahl von 1 bis { $face } deiner Wahl.
# Tricolor plays the rules of the game sold as Kismet.
rules-summary-tricolor = Das als Kismet bekannte Spiel. Fünf sechsseitige Würfel mit farbigen Seiten: 1 und 6 weiß, 2 und 5 rot, 3 und 4 grün. Bis zu drei Würfe pro Zug, fünfzehn Felder, von denen manche Würfel einer Farbe verlangen. Der Bonus oben wächst mit der Summe oben: 35 ab 63, 55 ab 71, 75 ab 78.
# Yacht: the old public-domain game that Yahtzee was made from.
rules-summary-yacht = Das gemeinfreie Spiel, aus dem Yahtzee entstanden ist. Fünf sechsseitige Würfel, bis zu drei Würfe pro Zug, zwölf Felder und keinerlei Boni.
# Yatzy: the game as played in Sweden, Denmark, Norway and Finland.
rules-summary-yatzy = Das skandinavische Spiel. Fünf sechsseitige Würfel, bis zu drei Würfe pro Zug, fünfzehn Felder. 63 oder mehr im oberen Teil bringen 50 Extrapunkte. Die unteren Felder zählen meist nur die Würfel, die sie bilden: Ein Paar das höchste Paar, Zwei Paare die vier Würfel zweier verschiedener Paare. Ein Yatzy zählt einmal 50: Es gibt keinen Joker und keinen Bonus für ein weiteres Yatzy.
rules-summary-maxi = Die große Schwester von Yatzy, nach dem schwedischen Block (maxiyatzy.com). Sechs sechsseitige Würfel, bis zu drei Würfe pro Zug, zwanzig Felder. Würfe, die ein Zug nicht nutzt, werden für spätere Züge aufgehoben, als vierter Wurf oder weitere, wenn sie gebraucht werden. 84 oder mehr im oberen Teil bringen 100 Extrapunkte. Wie bei Yatzy zählen die unteren Felder meist nur die Würfel, die sie bilden, und ein Maxi Yatzy, sechs gleiche, zählt einmal 100.

## The sentence after the paragraph about a further five of a kind, as the table plays it.

# Classic Yahtzee and Lucky7, with the bonus.
rules-bonus-yahtzee = Jedes weitere Yahtzee bringt 100 Punkte, solange im Feld Yahtzee 50 stehen.
# Classic Yahtzee and Lucky7, without the bonus.
rules-no-bonus-yahtzee = An diesem Tisch bringt ein weiteres Yahtzee keinen Bonus.
# Tricolor, with the bonus.
rules-bonus-kismet = Jedes weitere Kismet bringt 100 Punkte, solange im Feld Kismet Punkte stehen.
# Tricolor, without the bonus.
rules-no-bonus-kismet = An diesem Tisch bringt ein weiteres Kismet keinen Bonus.

## Notes under a game's rules in the help: rule decisions its rule book (its "seed", here
## "Regelvorlage") leaves open, one sentence each. Capitalised names are names of boxes.

rules-lucky7-wild-until-chosen = Solange du keine Zahl für die wilde 7 gewählt hast, zählt sie als 7. Hältst du den markierten Würfel, bleibt die gewählte Zahl; würfelst du ihn neu, verfällt sie.
rules-lucky7-wild-everywhere = Der wilde Würfel zählt in jedem Feld als die gewählte Zahl: in den oberen Feldern, bei Dreier- und Viererpasch, bei den Straßen, beim Yahtzee und bei der Chance.
rules-lucky7-straights = Straßen dürfen alle Zahlen von 1 bis 7 nutzen: Eine Kleine Straße sind beliebige vier Zahlen in Folge (1-2-3-4 bis 4-5-6-7), eine Große Straße beliebige fünf (1-2-3-4-5, 2-3-4-5-6 oder 3-4-5-6-7).
rules-lucky7-as-classic = Der untere Teil ist wie im klassischen Spiel, also gelten Yahtzee-Bonus und Joker-Regel von dort: Ein weiteres Yahtzee, mit dem wilden Würfel wie gewählt gezählt, bringt 100 Punkte, solange im Feld Yahtzee 50 stehen, und wird nach der geltenden Joker-Regel eingetragen.

rules-tricolor-kismet = Tricolor folgt den veröffentlichten Regeln von Kismet.
rules-tricolor-two-pair-same-colour = Zwei Paare gleicher Farbe verlangt zwei Paare, deren vier Würfel dieselbe Farbe haben, etwa 2-2-5-5, 1-1-6-6 oder 4-4-4-3-3. Wie bei Kismet zählt ein Viererpasch als zwei Paare (ein Fünferpasch ebenso), und der fünfte Würfel darf jede Farbe haben.
rules-tricolor-no-joker = Wie bei Kismet gibt es keinen Joker: Ein Kismet zählt nur in Feldern, zu denen seine Würfel wirklich passen (die Straße und, ohne die Hausregel, die beiden Full Houses bringen nichts).
rules-tricolor-bonus = Den Bonus von 100 für jedes weitere Kismet gibt es wie im klassischen Spiel nur, solange im Feld Kismet Punkte stehen: Ein mit 0 ausgefülltes Feld Kismet bringt keinen Bonus.
rules-tricolor-full-house = Wie im klassischen Spiel ist ein Fünferpasch nur mit der Hausregel ein Full House; die Hausregel gilt dann auch für Full House gleicher Farbe.

rules-yacht-no-bonus = Es gibt keinen Bonus oben, keinen Bonus für weitere Yachts und keinen Joker: Jedes Feld zählt nur, was die Würfel wirklich zeigen, daher ändern die Optionen für Joker und Yahtzee-Bonus nichts.
rules-yacht-four-of-a-kind = Viererpasch zählt nur die vier gleichen Würfel: 6-6-6-6-2 bringt 24, und ein Fünferpasch zählt vier seiner Würfel.
rules-yacht-full-house = Ein Fünferpasch ist nur mit der Hausregel ein Full House.

rules-yatzy-any-box = Jedes freie Feld darf gewählt werden; Würfel, die nicht passen, bringen dort 0.
rules-yatzy-two-pairs = Zwei Paare verlangt zwei verschiedene Augenzahlen: 4-4-4-4-2 zählt nicht als Zwei Paare, außer mit der Hausregel zum Viererpasch (dann zählen die vier gleichen Würfel), und ein einzelnes Paar zählt nie.
rules-yatzy-full-house = Ein Full House enthält zwei Paare: 3-3-3-5-5 bringt 16 Punkte bei Zwei Paare.
rules-yatzy-straights = Die Kleine Straße ist genau 1-2-3-4-5 (15 Punkte), die Große Straße genau 2-3-4-5-6 (20).
rules-yatzy-house-rules = Hausregeln, jede nur, wenn der Tisch sie wählt: Viererpasch zählt als Zwei Paare; Fünferpasch zählt als Full House; die Felder werden der Reihe nach von oben nach unten ausgefüllt.

rules-maxi-kinds = Zwei Paare, Drei Paare, Full House, Villa und Turm brauchen verschiedene Zahlen: 6-6-6-6-2-2 ist ein Turm (28), aber nicht Drei Paare, und sechs gleiche sind nichts davon.
rules-maxi-straights = Kleine Straße ist 1-2-3-4-5 (15 Punkte) und Große Straße 2-3-4-5-6 (20), was auch immer der sechste Würfel zeigt; Volle Straße sind alle sechs Zahlen (21).
rules-maxi-house-rules = Tischregeln, jede nur, wenn der Tisch sie wählt: 50 Punkte ab 75 im oberen Teil, wie manche Blöcke es geben, statt 100 ab 84; keine aufgehobenen Würfe, drei Würfe pro Zug und nicht mehr; Viererpasch zählt als Zwei Paare.

# An upper box (Einer to Sechser, Lucky7's Siebener).
box-help-face = Die Summe der Würfel, die eine { $face } zeigen.
# A lower box's sentence: what the dice must show, then what the box scores.
box-help = { $needs }: { $scores }.
# Dreierpasch, Viererpasch, Ein Paar. Yatzy's sheet words it without "mindestens".
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Zwei
        [3] Drei
        [4] Vier
        [5] Fünf
       *[other] { $count }
    } gleiche Würfel
   *[other] Mindestens { $count ->
        [2] zwei
        [3] drei
        [4] vier
       *[other] { $count }
    } gleiche Würfel
}
# Yahtzee, Yacht, Yatzy, Kismet: five of a kind.
box-needs-all-alike = Alle { $dice ->
    [6] sechs
   *[other] fünf
} Würfel gleich
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
box-needs-three-pairs = Drei Paare verschiedener Zahlen
box-needs-kinds = { $big ->
    [3] Drei
    [4] Vier
   *[other] { $big }
} Würfel einer Zahl und { $small ->
    [2] zwei
    [3] drei
   *[other] { $small }
} einer anderen
# Tricolor's Two Pair Same Colour.
box-needs-two-pair-same-colour = Zwei Paare einer Farbe (1 und 6 weiß, 2 und 5 rot, 3 und 4 grün), Viererpasch eingeschlossen
# Tricolor's Flush.
box-needs-flush = Alle fünf Würfel in einer Farbe
# Tricolor's Full House Same Colour.
box-needs-full-house-same-colour = Ein Full House ganz in einer Farbe
# Chance: any dice at all.
box-needs-any = Beliebige Würfel
box-scores-total = die Summe aller { $dice ->
    [6] sechs
   *[other] fünf
} Würfel
box-scores-total-plus = die Summe aller { $dice ->
    [6] sechs
   *[other] fünf
} Würfel plus { $bonus }
box-scores-fixed = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
# Yatzy's and Yacht's kinds count only the dice alike.
box-scores-alike = { $count ->
    [2] nur die Summe des höchsten Paars
    [3] nur die Summe dieser drei Würfel
    [4] nur die Summe dieser vier Würfel
    [5] nur die Summe dieser fünf Würfel
   *[other] nur die Summe dieser { $count } Würfel
}
# Yatzy's Two Pairs counts the four dice of the two pairs.
box-scores-two-pairs = die Summe dieser vier Würfel
