### Une table sur plusieurs téléphones : chaque joueur sur son propre téléphone, la table envoyée
### par lien ou QR code après chaque tour.

## La configuration.

setup-travel = Chacun sur son téléphone
setup-travel-hint = Après chaque tour, la page propose un lien à envoyer au joueur suivant, par message ou en QR code. Sans compte, sans serveur.
setup-travel-coach = Coach pendant la partie (conseils, chances de gagner, avertissements)

## Passer la table (sous la feuille de score, à la place des dés).

travel-waiting = En attente de { $name }
travel-send-hint = Envoie le lien à { $name } : le tour suivant se joue sur son téléphone.
travel-send-end = Envoie le dernier tour aux autres : leur téléphone affichera le classement.
travel-share = Envoyer à { $name }
travel-share-end = Envoyer la fin de partie
travel-copy = Copier le lien
travel-copied = Lien copié.
travel-copy-failed = Ce navigateur n’a pas copié le lien : appuie longuement dessus et copie-le depuis le champ ci-dessous.
travel-qr = QR code
travel-qr-hide = Masquer le QR code
travel-qr-label = QR code du lien pour { $name } : l’appareil photo de l’autre téléphone l’ouvre.
travel-link-label = Lien vers la table
travel-message = { $game } : à toi de jouer, { $name }.
travel-message-end = { $game } : la partie est terminée. Voici comment elle s’est finie.

## Qui es-tu ? (la première fois qu’un téléphone ouvre une table)

travel-who-heading = Qui es-tu ?
travel-who-text = Choisis qui joue sur ce téléphone. Les autres jouent sur leur propre téléphone : quand vient leur tour, la page montre comment leur envoyer la table.
travel-who-play = Jouer
travel-who-none = Choisis au moins un joueur.

## La mise à jour : ce que les autres téléphones ont joué depuis que celui-ci a vu la table.

travel-caught-heading = Depuis ta dernière visite
travel-caught-ok = Compris
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Tout afficher

## Tes parties : chaque table sur plusieurs téléphones conservée sur ce téléphone.

travel-games = Tes parties
travel-games-empty = Aucune table sur plusieurs téléphones pour l’instant. Lances-en une avec Nouvelle table → Chacun sur son téléphone.
travel-games-turn = Au tour de { $name }
travel-games-over = Terminée
travel-games-when = jouée pour la dernière fois le { $date }
travel-games-open = Ouvrir
travel-games-on-screen = Sur la table
travel-games-remove = Retirer
travel-games-remove-sure = Retirer définitivement

## L’aide, à une table sur plusieurs téléphones : à quel point une telle table est honnête.

travel-help-heading = Une table sur plusieurs téléphones
travel-help-fair = Les dés découlent du numéro de la partie, qui voyage dans le lien : un joueur qui lit le code de la page, ou ouvre le lien dans un second navigateur, pourrait connaître les lancers à venir. C’est un jeu entre amis.
travel-help-checked = Un lien ne peut pas être modifié sans que la page s’en aperçoive : chaque téléphone rejoue chaque tour depuis le premier, et refuse un lien que le jeu n’aurait pas pu produire.

## Données sauvegardées illisibles (saved-moved).

stored-tables = tables sur plusieurs téléphones
stored-table = table sur plusieurs téléphones

## Le problème de la configuration.

setup-travel-too-few = Une table sur plusieurs téléphones demande au moins deux joueurs.

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Cette page ne peut pas lire ce lien vers une table : il contient des caractères qu’un lien vers une table n’a jamais.
link-table-cut = Ce lien vers une table est tronqué, il n’a donc pas été ouvert : demande-le à nouveau.
link-table-version = Ce lien vers une table a été créé par une autre version de la page (version { $version }), il n’a donc pas été ouvert. Recharge la page pour avoir la dernière version.
link-table-changed = Ce lien vers une table a été modifié après sa création, il n’a donc pas été ouvert.
link-table-unknown = Ce lien désigne un jeu, une règle ou un bot que cette page ne connaît pas, il n’a donc pas été ouvert.
link-table-setup = La page ne peut pas installer la table de ce lien ({ $detail }), il n’a donc pas été ouvert.
link-table-move = Ce lien contient un coup que le jeu ne permet pas (coup { $at } : { $detail }), il n’a donc pas été ouvert : le lien a été modifié ou endommagé.
link-table-older = Ce lien est plus ancien que la table de ce téléphone : ses tours y ont déjà été joués. La table reste telle que ce téléphone l’a vue en dernier.
link-table-contradicts = Ce lien a suivi un autre chemin que la table de ce téléphone : un même tour a été joué deux fois, différemment. La table reste telle que ce téléphone l’avait ; le lien est conservé dans ce navigateur sous « { $key } ».
link-table-kept-aside = Ta partie en cours a été conservée : le lien vers la partie n° { $seed } de { $game } la ramène.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] À toi de jouer.
   *[other] À toi de jouer, { $name }.
}
said-travel-played = { $name } a obtenu { $dice } et marqué { $points } en { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Tes parties
