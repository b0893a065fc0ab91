### L’écran de jeu : l’en-tête, les dés, la feuille de score, le pied de page.

## L’en-tête.

bar-title = { $game ->
    [lucky7] Lucky7
    [tricolor] Tricolor
    [yacht] Yacht
    [yatzy] Yatzy
   *[classic] Yahtzee
}
bar-total = { $total ->
    [one] { $total } pt
   *[other] { $total } pts
}
bar-total-player = { $name } : { $total ->
    [one] { $total } pt
   *[other] { $total } pts
}
# Les boutons de l’en-tête (touches H, U, ?).
bar-hint = Conseil
bar-coach = Coach
bar-new-table = Nouvelle table
bar-records = Records
bar-help = Aide
bar-menu = Menu
bar-undo = Annuler
bar-undo-title = Annuler { $target }

## Panneaux et avis.

loading = Chargement…
loading-cancel = Annuler

## Les dés.

tray-label = Dés
tray-dice-label = Dés, appuie sur 1 à 5 pour garder
tray-game-over = Partie terminée
tray-turn = Tour { $round } sur { $rounds } : lance les dés
tray-turn-entered = Tour { $round } sur { $rounds } : lance les dés et saisis-les
tray-roll-status = Lancer { $roll } sur { $rolls }
tray-saved = { $status } · { $saved ->
    [one] { $saved } gardé
   *[other] { $saved } gardés
}
tray-saved-roll = Lancer gardé { $roll } sur { $rolls }
# Le bouton Lancer (touche R).
tray-roll = Lancer ({ $left ->
    [one] { $left } restant
   *[other] { $left } restants
})
tray-roll-again = Relancer ({ $left ->
    [one] { $left } restant
   *[other] { $left } restants
})
tray-all-held = Tous les dés sont gardés : libères-en un pour lancer.
tray-choose-box = Choisis une case sur la feuille de score.
# Lucky7 : le 7 du dé marqué est un joker.
tray-wild-label = Compter le dé joker comme
tray-wild-prefix = Le dé joker vaut :
tray-wild-value = Le dé joker vaut { $value }
bot-name = { $level ->
    [beginner] Bot débutant
    [casual] Bot amateur
    [tactician] Bot tacticien
   *[expert] Bot expert
}
bot-name-numbered = { $level ->
    [beginner] Bot débutant { $number }
    [casual] Bot amateur { $number }
    [tactician] Bot tacticien { $number }
   *[expert] Bot expert { $number }
}
bot-named = { $name } ({ $level ->
    [beginner] bot débutant
    [casual] bot amateur
    [tactician] bot tacticien
   *[expert] bot expert
})
tray-odds = Chances de gagner

## Un dé : son nom accessible, construit par étapes (« Dé 2 : 5 rouge, joker valant 3, gardé »).

die-label = Dé { $die } : { $face }
die-label-blank = Dé { $die } : pas encore lancé
die-label-colour = { $label } { $colour }
die-label-wild = { $label }, joker
die-label-wild-as = { $label }, joker valant { $value }
die-label-marked = { $label }, marqué
die-label-held = { $label }, gardé
die-held-tag = GARDÉ

## Les couleurs du Tricolor : noms, et la lettre sur les dés et dans la légende.

colour-white = blanc
colour-red = rouge
colour-green = vert
colour-letter-white = B
colour-letter-red = R
colour-letter-green = V

## La feuille de score.

sheet-label = Feuille de score
sheet-caption = Feuille de score : { $game }
sheet-coach-off = Coach désactivé jusqu’à la fin de la partie
sheet-box-column = Case
sheet-score-column = Score
sheet-player = Joueur { $player }
sheet-upper-subtotal = Sous-total
sheet-upper-bonus = Prime
sheet-lower-total = Total inférieur
sheet-total = Total
sheet-bonus-needs = Pour la prime
sheet-extra-bonus = Bonus { $box }
sheet-bonus = Bonus
sheet-box-score = Marquer { $points } en { $box }
sheet-box-refused = Marquer 0 en { $box }, interdit : { $why }
sheet-box-not-rolled = { $box } : lance d’abord les dés
sheet-box-joker = Joker
sheet-box-bonus = plus un bonus de { $bonus }
sheet-box-joker-bonus = Joker, plus un bonus de { $bonus }
# Pourquoi une case est interdite, après « interdit : ».
sheet-why-joker-upper = Règle du Joker : ce Yahtzee doit être marqué en { $box }
sheet-why-joker-lower = Règle du Joker : ce Yahtzee doit aller dans une case libre de la partie inférieure
sheet-why-out-of-order = cette table remplit les cases dans l’ordre : la prochaine est { $box }
sheet-joker-note-upper = Règle du Joker : un Yahtzee dont la case de la partie supérieure est libre doit y être marqué, en { $box }.
sheet-joker-note-lower = Règle du Joker : la case de la partie supérieure de ce Yahtzee est remplie, il doit donc aller dans une case libre de la partie inférieure, où Full, Petite suite et Grande suite rapportent tous leurs points.
# Où en est un joueur pour la prime de la partie supérieure.
sheet-needs-more = encore { $points } pour une prime de { $bonus }
sheet-needs-earned = prime obtenue
sheet-needs-out-of-reach = prime hors d’atteinte
sheet-needs-none = pas de prime dans ce jeu

## Les règles de table en vigueur, sous le titre de la feuille et en pied de page, entre « · ».

rules-no-extra-bonus = sans bonus pour un Yahtzee supplémentaire
rules-five-full-house = cinq dés identiques comptent comme un Full
rules-four-two-pairs = un carré compte comme une Double paire
rules-in-order = cases dans l’ordre
rules-other-bonus = prime de { $bonus } à { $threshold }
rules-no-saved-rolls = pas de lancers gardés

## Le pied de page : « Yahtzee classique, partie n° 123 · Joker imposé (officiel) · Coach prêt ».

foot-game = { $game }, partie n° { $seed }
foot-real-dice = { $game } avec de vrais dés
foot-session = partie { $game } sur { $games }

## La partie analysée, après « Analyse : » dans le titre de l’analyse.

review-which-game = partie n° { $seed }

name-you = Toi
foot-daily = { $game }, la partie du jour
foot-practice = { $game }, la partie du jour (entraînement)
