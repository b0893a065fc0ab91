### Les avis au-dessus du jeu : données sauvegardées, liens, fichiers.

## La partie sauvegardée n’a pas pu être restaurée (une nouvelle partie commence).

saved-unreadable = Ta partie sauvegardée n’a pas pu être lue, une nouvelle partie a donc commencé. Les anciennes données sont conservées dans ce navigateur sous « { $key } ».
saved-other-version = Ta partie a été sauvegardée par une autre version du jeu (format { $version }), une nouvelle partie a donc commencé. Les anciennes données sont conservées dans ce navigateur sous « { $key } ».
saved-damaged = Ta partie sauvegardée est endommagée ({ $detail }), une nouvelle partie a donc commencé. Les anciennes données sont conservées dans ce navigateur sous « { $key } ».

## La sauvegarde.

saved-no-storage = Ce navigateur ne permet pas au jeu de sauvegarder (navigation privée ou stockage bloqué) : tu peux jouer, mais un rechargement repart de zéro.
saved-game-not-kept = Le stockage de ce navigateur est plein ou bloqué : la partie continue, mais un rechargement la perdra.
saved-not-written = Impossible d’enregistrer.
saved-games-not-kept = Le stockage de ce navigateur est plein ou bloqué : les parties terminées ne sont pas conservées.

## D’autres données sauvegardées illisibles, mises de côté.

## L’adresse de la page désigne une partie qu’elle ne peut pas ouvrir.

link-bad-seed = Cette adresse désigne la partie « { $text } », qui n’est pas un numéro de partie (un nombre entier inférieur à 9 007 199 254 740 992).
link-bad-game = Cette adresse désigne un jeu appelé « { $key } », que cette page ne propose pas (elle propose { $known }).
link-opens-game = Ce lien ouvre la partie n° { $seed } de { $game }.
link-opens-new-game = Ce lien ouvre une nouvelle partie de { $game }.

## Fichiers de records.

records-save-failed = Ce navigateur n’a pas pu enregistrer le fichier.
records-not-imported = Rien n’a été importé : { $why }
records-deleted = Records supprimés.
link-bad-day = Cette adresse nomme la partie du « { $text } », qui n’est pas une date (la page lit les dates sous la forme 2026-12-01).
link-opens-daily = Ce lien ouvre une partie du jour de { $game }, avec les mêmes dés pour tout le monde ce jour-là.

## Un lien vers une table sur plusieurs téléphones que la page n’ouvre pas, ou ouvre autrement.
