### Varför ett drag nekades: sägs i den levande regionen (och bredvid inmatningen av riktiga tärningar).

refused-game-over = Partiet är slut.
refused-no-rolls-left = Det finns inga slag kvar den här turen.
refused-all-dice-held = Alla tärningar är sparade.
refused-not-rolled = Slå tärningarna först (tryck R).
refused-not-entered = Ange tärningarna först (tryck R för att skriva in dem).
refused-no-such-die = Det finns ingen tärning { $die }.
refused-no-such-box = Det finns ingen ruta { $box }.
refused-box-filled = { $box } är redan ifylld.
refused-joker-upper = Jokerregeln: denna Yahtzee måste fyllas i { $box }.
refused-joker-lower = Jokerregeln: denna Yahtzee måste placeras i en öppen ruta i nedre delen.
refused-out-of-order = Vid det här bordet fylls rutorna i ordning: nästa är { $box }.
refused-nothing-to-undo = Det finns inget att ångra.
refused-player-count = Det här bordet har inte plats för { $players } spelare.
refused-bot-score = En bots poäng kan inte tas tillbaka.
refused-bots-turn = Det är en bots tur.
refused-not-wild = Den märkta tärningen visar inte sin vilda sida.
refused-no-such-face = Tärningarna har inget värde { $face }.
refused-face-out-of-range = Tärning { $die } kan inte visa { $face }: de här tärningarna har värdena 1 till { $faces }.
refused-held-die-changed = Tärning { $die } är sparad som { $face }: ange den som den ligger, eller släpp den först.
refused-dice-are-rolled = Det här spelet slår sina egna tärningar.
refused-dice-are-entered = Vid det här bordet slås riktiga tärningar: tryck R och skriv in det du slog.

## En serie som nekas (nästa parti, revansch, nytt bord).

refused-bot-with-real-dice = Plats { $seat } är en bot, och bottar kan inte slå riktiga tärningar.
refused-games = En serie har 1 till 10 partier, inte { $games }.
refused-empty-name = Plats { $seat } behöver ett namn.
refused-long-name = Namnet på plats { $seat } är längre än { $most } tecken.
refused-game-not-over = Partiet är inte slut än.
refused-session-over = Alla partier i serien har spelats.

refused-seed = Partinummer { $seed } är för stort: ett bords partier går upp till partinummer { $max }.
