### Het venster Records, de grafieken en het einde van een spel.

## De regels waarmee een record is gespeeld: "officiële regels", of wat daarvan afwijkt,
## gescheiden door " · ".

records-official-rules = officiële regels
records-rule-no-bonus = geen bonus voor extra Yahtzees
records-rule-five-full-house = vijf dezelfde telt als Full House

## Het venster Records.

records-title = Records
records-close = Sluiten

records-game = Spel
records-rules = Regels

records-high-scores = Topscores: { $game }, { $rules }

records-none = Nog geen afgelopen spellen van { $game } met { $rules }.

records-col-place = #
records-col-score = Score
records-col-player = Speler
records-col-date = Datum
records-col-game = Spel

records-real-dice = Echte dobbelstenen

records-game-number = #{ $seed }

records-replay = Speel spel #{ $seed } opnieuw

## De statistieken van een speler.

records-statistics = Statistieken
records-player = Speler
records-games-played = Gespeelde spellen
records-mean-score = Gemiddelde score
records-best-score = Beste score
records-upper-bonus = Bonus bovenste deel
records-yahtzee-games = Spellen met een Yahtzee

records-percent = { $percent } %

records-loss = Weggegeven punten per beslissing

records-loss-value = { $points } ({ $games } geanalyseerd)

records-loss-none = analyseer een spel om dit te zien
records-no-stats = Speel een spel uit om statistieken te zien.

## Je gegevens: exporteren, importeren en wissen.

records-your-data = Je gegevens
records-export = Records exporteren
records-import = Records importeren
records-clear = Records wissen

records-delete-all = { $count ->
        [one] Het enige record en de afgelopen spellen verwijderen?
       *[other] Alle { $count } records en de afgelopen spellen verwijderen?
    }

records-delete = Verwijderen
records-keep = Bewaren

records-exported = { $count ->
        [one] 1 record
       *[other] { $count } records
    } geëxporteerd naar { $file }.

records-imported = { $count ->
        [0] Niets nieuws om te importeren: elk record in het bestand staat er al.
        [one] 1 nieuw record geïmporteerd.
       *[other] { $count } nieuwe records geïmporteerd.
    }

## Waarom een bestand niet kon worden geïmporteerd.

records-import-not-json = Dit bestand is geen JSON.
records-import-not-records = Dit bestand is geen export van Yahtzee-records.

records-import-damaged = Dit recordbestand is beschadigd ({ $error }).

records-import-version = Dit recordbestand heeft formaatversie { $version }, en die kan deze versie van het spel niet lezen.

records-import-impossible = Dit recordbestand bevat een onmogelijk record (nummer { $number } in het bestand: { $detail }).

## De grafieken (elk met een tabel van dezelfde waarden voor schermlezers).

chart-histogram-title = Eindscores, spellen per 25 punten
chart-histogram-caption = Eindscores, in stappen van 25 punten
chart-timeline-title = Scores door de tijd
chart-timeline-caption = Scores door de tijd, oudste links
chart-games = Spellen
chart-score = Score
chart-date = Datum

chart-games-axis = { $count ->
        [one] 1 spel
       *[other] { $count } spellen
    }, oudste eerst

chart-histogram-bar = { $low } tot { $high }: { $count ->
        [one] 1 spel
       *[other] { $count } spellen
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## Het einde van een spel: eindscores, de stand van de reeks, wat je daarna speelt.

over-game = Spel afgelopen
over-session = Reeks afgelopen

over-game-of = Spel { $game } van { $games } afgelopen

over-breakdown = Opbouw
over-upper = Bovenste deel
over-upper-bonus = Bonus bovenste deel
over-lower = Onderste deel
over-final-score = Eindscore

over-ranking = Uitslag
over-last-ranking = Uitslag van het laatste spel
over-last-game = Laatste spel

# Een plaats in de uitslag: 1e, 2e, 3e…
over-place = { $place }e

over-standings = Stand na { $played } van { $games } spellen

over-col-player = Speler
over-col-wins = Gewonnen
over-col-points = Punten

over-session-winner = { $name ->
        [You] Jij wint de reeks: { $wins } van de { $games } spellen gewonnen, { $points } punten.
       *[other] { $name } wint de reeks: { $wins } van de { $games } spellen gewonnen, { $points } punten.
    }

over-session-shared = { $names } delen de winst in de reeks: elk { $wins } van de { $games } spellen gewonnen en elk { $points } punten.

over-game-winner = { $name ->
        [You] Jij wint!
       *[other] { $name } wint!
    }
over-game-shared = { $names } delen de winst!

over-names-pair = { $first } en { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Gerangschikt op gewonnen spellen; bij een gelijk aantal beslissen de punten over alle spellen.
over-tie-rule-points = Gerangschikt op gewonnen spellen; bij een gelijk aantal beslissen de punten over alle spellen. De leiding is op punten beslist.

over-personal-best = { $name ->
        [You] Nieuw persoonlijk record: { $score } (was { $was })!
       *[other] Nieuw persoonlijk record voor { $name }: { $score } (was { $was })!
    }

over-enters-records = { $name ->
        [You] Met { $score } sta je op plaats { $place } van je eigen topscores van { $game }.
       *[other] Met { $score } staat { $name } op plaats { $place } van jullie eigen topscores van { $game }.
    }

over-news-placed = { $place } van { $players }. { $news }

over-next-game = Volgend spel ({ $game } van { $games })

over-rematch = Revanche
over-new-table = Nieuwe tafel
over-new-game = Nieuw spel
over-review = Analyseer dit spel

end-seed-entered = Deze dobbelstenen zijn aan tafel gegooid en met de hand ingevoerd: dit spel heeft geen spelnummer, dus geen link die dezelfde worpen opnieuw geeft. De beslissingen blijven bewaard voor de analyse.
end-seed-link = Dit zijn de worpen van { $link }: deze link geeft ze opnieuw.
end-seed-link-words = spel #{ $seed }
end-seed-share = Spel #{ $seed } — deel het adres van deze pagina om deze worpen opnieuw te spelen.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Sommige opgeslagen items konden niet worden gelezen en zijn apart gezet: { $items }. De lijst zoals hij was, is bewaard onder "{ $key }"; verder is er niets veranderd.
saved-item = { $what } nr. { $number } ({ $detail })
saved-items-more = nog { $count }
stored-record = record
stored-finished-game = afgelopen spel

saved-moved-aside = Sommige opgeslagen gegevens konden niet worden gelezen en beginnen opnieuw: { $data }. Verder is er niets veranderd.
saved-moved = { $what } (bewaard onder "{ $key }")
stored-table-rules = tafelregels
stored-records = records
stored-finished-games = afgelopen spellen
stored-coach-settings = instellingen van de coach
stored-bot-speed = snelheid van de bots
stored-feel = instellingen voor geluid en trillen
