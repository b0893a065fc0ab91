### Pourquoi un coup a été refusé : lu dans la zone live (et à côté de la saisie de vrais dés).

refused-game-over = La partie est terminée.
refused-no-rolls-left = Il ne te reste plus de lancer pour ce tour.
refused-all-dice-held = Tous les dés sont gardés.
refused-not-rolled = Lance d’abord les dés (appuie sur R).
refused-not-entered = Saisis d’abord les dés (appuie sur R pour les taper).
refused-no-such-die = Il n’y a pas de dé { $die }.
refused-no-such-box = Il n’y a pas de case { $box }.
refused-box-filled = La case { $box } est déjà remplie.
refused-joker-upper = Règle du Joker : ce Yahtzee doit être marqué en { $box }.
refused-joker-lower = Règle du Joker : ce Yahtzee doit aller dans une case libre de la partie inférieure.
refused-out-of-order = Cette table remplit les cases dans l’ordre : la prochaine est { $box }.
refused-nothing-to-undo = Il n’y a rien à annuler.
refused-player-count = Cette table n’accueille pas { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
refused-bot-score = Le score d’un bot ne peut pas être annulé.
refused-bots-turn = C’est au tour d’un bot.
refused-not-wild = Le dé marqué ne montre pas sa face joker.
refused-no-such-face = Les dés n’ont pas de face { $face }.
refused-face-out-of-range = Le dé { $die } ne peut pas montrer { $face } : ces dés ont des faces de 1 à { $faces }.
refused-held-die-changed = Le dé { $die } est gardé sur { $face } : saisis-le tel quel, ou libère-le d’abord.
refused-dice-are-rolled = Ce jeu lance ses propres dés.
refused-dice-are-entered = Cette table joue avec de vrais dés : appuie sur R et tape les valeurs obtenues.

## Une session refusée (partie suivante, revanche, nouvelle table).

refused-bot-with-real-dice = La place { $seat } est un bot, et les bots ne peuvent pas lancer de vrais dés.
refused-games = Une session compte de 1 à 10 parties, pas { $games }.
refused-empty-name = La place { $seat } doit avoir un nom.
refused-long-name = Le nom de la place { $seat } dépasse { $most } caractères.
refused-game-not-over = La partie n’est pas encore terminée.
refused-session-over = Toutes les parties de la session ont été jouées.

refused-seed = Le numéro de partie { $seed } est trop grand : les parties d’une table vont jusqu’au numéro { $max }.
