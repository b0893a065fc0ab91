### Holding dice, and typed dice refused: words of the game screen, fetched before the table is
### drawn.

## Under the dice, after a roll: how to hold dice.

hold-hint-touch = Tippe Würfel an, um sie zu halten, und würfle erneut – oder wähle ein Feld.
hold-hint-mouse = Klicke Würfel an (oder drücke 1 bis { $dice }), um sie zu halten, und würfle erneut – oder wähle ein Feld.
# With real dice, rolled at the table and entered on the page.
hold-hint-touch-entered = Tippe Würfel an, um sie zu halten, würfle die übrigen am Tisch und gib sie ein – oder wähle ein Feld.
hold-hint-mouse-entered = Klicke Würfel an (oder drücke 1 bis { $dice }), um sie zu halten, würfle die übrigen am Tisch und gib sie ein – oder wähle ein Feld.

## Real dice typed as digits (e.g. "3 3 5 1 6") and refused: why, then what to type instead.

entry-example-rerolled = { $rolled ->
    [one] gib den neu gewürfelten Würfel ein oder alle { $dice }
   *[other] gib die { $rolled } neu gewürfelten Würfel ein oder alle { $dice }
}

entry-example-all = gib { $dice } Augenzahlen ein, etwa { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = „{ $typed }“ ist keine Augenzahl: { $example }.

entry-error-none = Keine Würfel eingegeben: { $example }.

entry-error-count-rerolled = Das { $count ->
        [one] ist 1 Würfel
       *[other] sind { $count } Würfel
    }: { $example }.

entry-error-count = Das { $count ->
        [one] ist 1 Würfel
       *[other] sind { $count } Würfel
    }, nicht { $dice }: { $example }.

entry-error-range = Würfel { $die } kann keine { $face } zeigen: Diese Würfel haben die Augenzahlen 1 bis { $faces }.
