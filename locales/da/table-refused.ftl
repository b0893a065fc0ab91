### Why a move was refused: said in the live region (and beside the entry of real dice), as
### sentences; the scoresheet's disabled boxes say the three reasons of their own (sheet-why-…).

refused-game-over = Spillet er slut.
refused-no-rolls-left = Der er ingen kast tilbage i denne tur.
refused-all-dice-held = Alle terninger holdes.
refused-not-rolled = Slå først med terningerne (tryk på R).
refused-not-entered = Indtast først terningerne (tryk på R for at skrive dem).
refused-no-such-die = Der er ingen terning { $die }.
refused-no-such-box = Der er ingen rubrik { $box }.
refused-box-filled = { $box } er allerede udfyldt.
refused-joker-upper = Jokerregel: denne Yahtzee skal skrives i { $box }.
refused-joker-lower = Jokerregel: denne Yahtzee skal i en åben rubrik i nederste del.
refused-out-of-order = Ved dette bord udfyldes rubrikkerne i rækkefølge: { $box } er den næste.
refused-nothing-to-undo = Der er intet at fortryde.
refused-player-count = Dette bord har ikke plads til { $players } spillere.
refused-bot-score = En bots point kan ikke tages tilbage.
refused-bots-turn = Det er en bots tur.
refused-not-wild = Den markerede terning viser ikke sin vilde side.
refused-no-such-face = Terningerne har ingen side med { $face }.
refused-face-out-of-range = Terning { $die } kan ikke vise { $face }: disse terninger har øjentallene 1 til { $faces }.
refused-held-die-changed = Terning { $die } holdes på { $face }: indtast den, som den ligger, eller slip den først.
refused-dice-are-rolled = Dette spil slår selv med terningerne.
refused-dice-are-entered = Ved dette bord slås der med rigtige terninger: tryk på R, og skriv de slåede øjental.

## A session refused (a next game, a rematch, a new table).

refused-bot-with-real-dice = Plads { $seat } er en bot, og bots kan ikke slå med rigtige terninger.
refused-games = En serie har 1 til 10 spil, ikke { $games }.
refused-empty-name = Plads { $seat } skal have et navn.
refused-long-name = Navnet på plads { $seat } er længere end { $most } tegn.
refused-game-not-over = Spillet er ikke slut endnu.
refused-session-over = Alle spil i serien er spillet.

refused-seed = Spil nummer { $seed } er for stort: et bords spil går op til spil nummer { $max }.
