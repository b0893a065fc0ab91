### Hvorfor et trekk ble avvist: sies i live-regionen (og ved siden av innleggingen av ekte
### terninger), som hele setninger.

refused-game-over = Spillet er over.
refused-no-rolls-left = Du har ikke flere kast denne turen.
refused-all-dice-held = Alle terningene er beholdt.
refused-not-rolled = Kast terningene først (trykk R).
# Ved et bord med ekte terninger.
refused-not-entered = Legg inn terningene først (trykk R for å skrive dem inn).
refused-no-such-die = Det finnes ingen terning { $die }.
refused-no-such-box = Det finnes ingen rute { $box }.
refused-box-filled = { $box } er allerede fylt ut.
# Jokerregelen: en ny Yahtzee går i ruten over streken for tallet sitt så lenge den er åpen.
refused-joker-upper = Jokerregelen: Yahtzee-kastet må føres i { $box }.
refused-joker-lower = Jokerregelen: Yahtzee-kastet må føres i en åpen rute under streken.
# Et bord som fyller rutene i rekkefølge (en husregel i Yatzy).
refused-out-of-order = Ved dette bordet fylles rutene i rekkefølge: { $box } er neste.
refused-nothing-to-undo = Det er ingenting å angre.
refused-player-count = Dette bordet har ikke plass til { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}.
refused-bot-score = Poeng ført av en bot kan ikke tas tilbake.
refused-bots-turn = Det er botens tur.
# Lucky7s merkede terning.
refused-not-wild = Den merkede terningen viser ikke jokersiden sin.
refused-no-such-face = Terningene har ingen side med { $face }.
refused-face-out-of-range = Terning { $die } kan ikke vise { $face }: disse terningene har sidene 1 til { $faces }.
refused-held-die-changed = Terning { $die } er beholdt med { $face }: legg den inn slik den ligger, eller slipp den først.
refused-dice-are-rolled = I dette spillet kaster siden terningene selv.
refused-dice-are-entered = Ved dette bordet kastes ekte terninger: trykk R og skriv inn tallene du fikk.

## En økt som ble avvist (neste spill, omkamp, nytt bord).

refused-bot-with-real-dice = Plass { $seat } er en bot, og boter kan ikke kaste ekte terninger.
refused-games = En økt har 1 til 10 spill, ikke { $games }.
refused-empty-name = Plass { $seat } trenger et navn.
refused-long-name = Navnet på plass { $seat } er lengre enn { $most } tegn.
refused-game-not-over = Spillet er ikke over ennå.
refused-session-over = Alle spillene i økten er spilt.

refused-seed = Spillnummer { $seed } er for stort: spillene ved et bord går opp til spillnummer { $max }.
