### What the page says in its live region (read out by screen readers, not shown), and the
### sentences built from the game that the scoresheet and the dice share.

## Pieces several sentences share.

list-join = {", "}

# "You" er navnet på en spiller alene ved bordet (gemt som "You" på alle sprog).
turn-whose = { $name ->
    [You] Din tur
   *[other] { $name } står for tur
}

turn-start-rolled = tryk på R for at slå
turn-start-entered = slå, tryk så på R, og skriv terningerne

## The dice, said (key D, and after each roll).

said-dice-over = Spillet er slut.
said-dice-none-rolled = Tur { $round } af { $rounds }: ingen terninger slået endnu. Tryk på R for at slå.
said-dice-none-entered = Tur { $round } af { $rounds }: ingen terninger slået endnu. Slå, tryk så på R, og skriv terningerne.
said-die = terning { $die }
said-dice-none-held = Ingen terninger holdt
said-dice-held = Holdt: { $dice }
said-dice = Kast { $roll } af { $rolls }: { $faces }. { $held }. { $left ->
    [0] Ingen kast tilbage.
   *[other] { $left } kast tilbage.
}

## The scoresheet, said (key C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box } ikke tilladt
said-sheet-scored = Udfyldt: { $boxes }.
said-sheet-open = Åbne: { $boxes }.
said-sheet-open-rolled = Åbne, med det disse terninger ville give: { $boxes }.
said-sheet-upper = Øverste del { $points }, { $bonus }.
said-sheet-upper-bonus = Bonus i øverste del { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Total { $points }.

## Moves, said as they are made.

said-by = { $name }: { $said }
said-die-corrected = Terning { $die } rettet til { $face }. { $dice }
said-die-held = Terning { $die }: { $face }, holdt.
said-die-free = Terning { $die }: { $face }, sluppet.
said-scored = { $points } point i { $box }. Total { $total }.
said-scored-bonus = { $points } point i { $box } og en { $extra } på { $bonus }. Total { $total }.
said-player-scored = { $name ->
    [You] Du skrev { $points } i { $box }. Total { $total }.
   *[other] { $name } skrev { $points } i { $box }. Total { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Du skrev { $points } i { $box } og fik en { $extra } på { $bonus }. Total { $total }.
   *[other] { $name } skrev { $points } i { $box } og fik en { $extra } på { $bonus }. Total { $total }.
}
said-game-over = Spillet er slut.
said-next-turn = Tur { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = Den vilde terning tæller som { $face }.
said-undone-player = Point taget tilbage. { $turn } igen: vælg en rubrik.
said-undone = Point taget tilbage; vælg igen.
said-took-back = Tog { $target } tilbage. { $said }
said-new-game = Nyt spil. Tryk på R for at slå.
said-new-session = Ny serie, { $games } spil. { $turn }: { $start }.
said-next-game = Spil { $game } af { $games }. { $turn }: { $start }.
said-rematch = Omkamp: spil 1. Tryk på R for at slå.
said-bots-turn = Det er { $name }, der står for tur.
said-kept-dice = Dine terninger er uændrede; vælg en anden rubrik.
said-kept-game = Spillet i gang fortsætter. { $turn }.
# Efter "Fortryd" på knappen, efter "Tog" i live-regionen: "Fortryd 22 i Chance".
undo-target = { $points } i { $box }
# Uden genitiv-s, så navne på -s (Lars, Jens) også fungerer.
undo-target-player = { $name ->
    [You] dine { $points } i { $box }
   *[other] { $points } i { $box } for { $name }
}

## A table on several phones (each player on their own phone, the table sent on by link).

said-travel-waiting = Venter på { $name }: send linket til bordet videre.
said-travel-no-undo = Ved et bord på flere telefoner kan point ikke fortrydes: linket kan allerede være på vej.
said-coach-off = Ved dette bord er træneren slået fra, til spillet er slut: ingen tip, chancer eller advarsler.
