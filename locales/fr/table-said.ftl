### Ce que la page dit dans sa zone live (lu par les lecteurs d’écran, non affiché), et les
### phrases construites à partir du jeu que la feuille de score et les dés partagent.

## Des éléments que plusieurs phrases partagent.

list-join = {", "}

# À qui de jouer, en début de phrase. « You » est le nom du joueur seul (stocké « You »
# dans toutes les langues).
turn-whose = { $name ->
    [You] À toi de jouer
   *[other] À { $name } de jouer
}

# Après deux-points : « À Anne de jouer : appuie sur R pour lancer. »
turn-start-rolled = appuie sur R pour lancer
turn-start-entered = lance, puis appuie sur R et tape les dés

## Les dés, lus (touche D, et après chaque lancer).

said-dice-over = La partie est terminée.
said-dice-none-rolled = Tour { $round } sur { $rounds } : aucun dé lancé pour l’instant. Appuie sur R pour lancer.
said-dice-none-entered = Tour { $round } sur { $rounds } : aucun dé lancé pour l’instant. Lance, puis appuie sur R et tape les dés.
said-die = dé { $die }
said-dice-none-held = Aucun dé gardé
said-dice-held = Dés gardés : { $dice }
# « Lancer 2 sur 3 : 6, 6, 3, 2, 1. Dés gardés : dé 1. 1 lancer restant. »
said-dice = Lancer { $roll } sur { $rolls } : { $faces }. { $held }. { $left ->
    [0] Plus aucun lancer.
    [one] { $left } lancer restant.
   *[other] { $left } lancers restants.
}

## La feuille de score, lue (touche C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box } : interdit
said-sheet-scored = Cases remplies : { $boxes }.
said-sheet-open = Cases libres : { $boxes }.
said-sheet-open-rolled = Cases libres, avec ce que ces dés y rapporteraient : { $boxes }.
said-sheet-upper = Partie supérieure : { $points }, { $bonus }.
said-sheet-upper-bonus = Prime : { $points }.
said-sheet-extra-bonus = { $name } : { $points }.
said-sheet-total = Total : { $points }.

## Les coups, lus au moment où ils sont joués.

said-by = { $name } : { $said }
said-die-corrected = Dé { $die } corrigé en { $face }. { $dice }
said-die-held = Dé { $die } : { $face }, gardé.
said-die-free = Dé { $die } : { $face }, libéré.
said-scored = Tu marques { $points } en { $box }. Total : { $total }.
said-scored-bonus = Tu marques { $points } en { $box } et un { $extra } de { $bonus }. Total : { $total }.
said-player-scored = { $name ->
    [You] Tu marques { $points } en { $box }. Total : { $total }.
   *[other] { $name } marque { $points } en { $box }. Total : { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Tu marques { $points } en { $box } et un { $extra } de { $bonus }. Total : { $total }.
   *[other] { $name } marque { $points } en { $box } et un { $extra } de { $bonus }. Total : { $total }.
}
said-game-over = Partie terminée.
said-next-turn = Tour { $round } : { $start }.
said-next-player = { $turn } : { $start }.
said-next-bot = { $turn }.
said-wild = Le dé joker vaut { $face }.
said-undone-player = Score annulé. { $turn } à nouveau : choisis une case.
said-undone = Score annulé ; choisis à nouveau.
said-took-back = Annulé : { $target }. { $said }
said-new-game = Nouvelle partie. Appuie sur R pour lancer.
said-new-session = Nouvelle session, { $games } parties. { $turn } : { $start }.
said-next-game = Partie { $game } sur { $games }. { $turn } : { $start }.
said-rematch = Revanche : partie 1. Appuie sur R pour lancer.
said-bots-turn = C’est à { $name } de jouer.
said-kept-dice = Dés conservés ; choisis une autre case.
said-kept-game = Partie en cours conservée. { $turn }.
# Le score qu’Annuler reprend, seul à la table : « 22 en Chance ».
undo-target = { $points } en { $box }
# La même chose à plusieurs : « 22 en Chance pour Anne ».
undo-target-player = { $name ->
    [You] { $points } en { $box } pour toi
   *[other] { $points } en { $box } pour { $name }
}

## Une table sur plusieurs téléphones (chaque joueur sur son téléphone, la table envoyée par lien).

said-travel-waiting = En attente de { $name } : envoie-lui le lien vers la table.
said-travel-no-undo = À une table sur plusieurs téléphones, un score marqué ne s’annule pas : son lien est peut-être déjà en route.
said-coach-off = À cette table, le coach est désactivé jusqu’à la fin de la partie : ni conseil, ni chances, ni avertissement.
