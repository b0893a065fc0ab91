### Waarom een zet is geweigerd: uitgesproken in de live-regio (en naast de invoer van echte
### dobbelstenen), als zinnen.

refused-game-over = Het spel is afgelopen.
refused-no-rolls-left = Je hebt deze beurt geen worpen meer.
refused-all-dice-held = Alle dobbelstenen liggen vast.
refused-not-rolled = Gooi eerst de dobbelstenen (druk op R).
refused-not-entered = Voer eerst de dobbelstenen in (druk op R om ze te typen).
refused-no-such-die = Er is geen dobbelsteen { $die }.
refused-no-such-box = Er is geen vak { $box }.
refused-box-filled = { $box } is al ingevuld.
refused-joker-upper = Jokerregel: deze Yahtzee moet worden ingevuld bij { $box }.
refused-joker-lower = Jokerregel: deze Yahtzee moet in een open vak van het onderste deel komen.
refused-out-of-order = Aan deze tafel worden de vakken op volgorde ingevuld: { $box } is de volgende.
refused-nothing-to-undo = Er is niets om terug te nemen.
refused-player-count = Aan deze tafel kunnen geen { $players } spelers zitten.
refused-bot-score = De score van een bot kan niet worden teruggenomen.
refused-bots-turn = Een bot is aan de beurt.
refused-not-wild = De gemarkeerde dobbelsteen toont zijn wilde zijde niet.
refused-no-such-face = De dobbelstenen hebben geen { $face }.
refused-face-out-of-range = Dobbelsteen { $die } kan geen { $face } tonen: deze dobbelstenen gaan van 1 tot { $faces }.
refused-held-die-changed = Dobbelsteen { $die } ligt vast op { $face }: voer hem in zoals hij ligt, of laat hem eerst los.
refused-dice-are-rolled = Dit spel gooit zijn eigen dobbelstenen.
refused-dice-are-entered = Aan deze tafel wordt met echte dobbelstenen gegooid: druk op R en typ de gegooide getallen.

## Een reeks geweigerd (een volgend spel, een revanche, een nieuwe tafel).

refused-bot-with-real-dice = Plaats { $seat } is een bot, en bots kunnen niet met echte dobbelstenen gooien.
refused-games = Een reeks heeft 1 tot 10 spellen, niet { $games }.
refused-empty-name = Plaats { $seat } heeft een naam nodig.
refused-long-name = De naam op plaats { $seat } is langer dan { $most } tekens.
refused-game-not-over = Het spel is nog niet afgelopen.
refused-session-over = Alle spellen van de reeks zijn gespeeld.

refused-seed = Spelnummer { $seed } is te groot: de spellen van een tafel gaan tot spelnummer { $max }.
