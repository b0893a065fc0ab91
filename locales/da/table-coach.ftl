### The coach's words on the game screen: moves described, the hint said, the warning said,
### and the coach's status at the foot of the page.

## A move, in words: in the hint, the warning and the review, after a colon or in a list.

# Bydeform: "Tip: skriv 25 i Hus", "Bedre: behold 5 5 5 og slå 2 terninger".
coach-move-score = skriv { $points } i { $box }
coach-move-score-wild = tæl den vilde terning som { $wild }, og skriv { $points } i { $box }
coach-move-roll-all = slå alle terningerne
coach-move-keep = behold { $kept } og slå { $count ->
    [one] { $count } terning
   *[other] { $count } terninger
}

## Said in the live region.

said-hint = Tip: { $move }. Forventet slutresultat { $score }.
said-hint-next = Tip: { $move }. Forventet slutresultat { $score }. Næstbedst: { $next }, { $less } point mindre.
said-coach-warns = Træner: dette koster { $loss } point. Bedre: { $move }.
said-keep-real-dice = Behold { $kept }: slå med de andre terninger, tryk så på R, og skriv dem.

## The coach's status, in the bot's bar and at the foot of the page.

coach-starting = Træner starter
coach-preparing = Træner forberedes { $percent } %
coach-ready = Træner klar
coach-unavailable = Træner ikke tilgængelig
