### Garder des dés, et dés tapés refusés.

## Sous les dés, après un lancer : comment garder des dés (1 à 5 sont les touches des dés).

hold-hint-touch = Touche des dés pour les garder, puis relance, ou choisis une case.
hold-hint-mouse = Clique sur des dés (ou appuie sur 1 à { $dice }) pour les garder, puis relance, ou choisis une case.
hold-hint-touch-entered = Touche des dés pour les garder, lance les autres à la table et saisis-les, ou choisis une case.
hold-hint-mouse-entered = Clique sur des dés (ou appuie sur 1 à { $dice }) pour les garder, lance les autres à la table et saisis-les, ou choisis une case.

## De vrais dés tapés en chiffres (ex. « 3 3 5 1 6 ») et refusés : pourquoi, puis quoi taper.
## Les messages « exemple » terminent chaque message d’erreur.

entry-example-rerolled = tape { $rolled ->
    [one] le dé relancé
   *[other] les { $rolled } dés relancés
}, ou les { $dice }

entry-example-all = tape { $dice } valeurs, comme { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = « { $typed } » n’est pas une valeur de dé : { $example }.

entry-error-none = Aucun dé tapé : { $example }.

entry-error-count-rerolled = Ça fait { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    } : { $example }.

entry-error-count = Ça fait { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    }, pas { $dice } : { $example }.

entry-error-range = Le dé { $die } ne peut pas montrer { $face } : ces dés ont des faces de 1 à { $faces }.
