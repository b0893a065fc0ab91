### The records dialog, its charts, and the end of a game: fetched with the page's later parts.

## The rules a record was played with: "offizielle Regeln", or what differs from them, joined
## by " · ".

records-official-rules = offizielle Regeln
records-rule-no-bonus = kein Bonus für weitere Yahtzees
records-rule-five-full-house = Fünferpasch zählt als Full House

## The records dialog.

records-title = Rekorde
records-close = Schließen

records-game = Spiel
records-rules = Regeln

records-high-scores = Bestenliste: { $game }, { $rules }

records-none = Noch keine beendeten Spiele: { $game }, { $rules }.

# The high-score table's column headings.
records-col-place = #
records-col-score = Punkte
records-col-player = Spieler
records-col-date = Datum
records-col-game = Spiel

records-real-dice = Echte Würfel

records-game-number = #{ $seed }

records-replay = Spiel Nr. { $seed } noch einmal spielen

## A player's statistics.

records-statistics = Statistik
records-player = Spieler
records-games-played = Gespielte Spiele
records-mean-score = Durchschnitt
records-best-score = Bestes Ergebnis
records-upper-bonus = Bonus oben
records-yahtzee-games = Spiele mit einem Yahtzee

records-percent = { $percent } %

records-loss = Verschenkte Punkte pro Entscheidung

records-loss-value = { $points } ({ $games ->
        [one] 1 Spiel analysiert
       *[other] { $games } Spiele analysiert
    })

records-loss-none = erst ein Spiel analysieren
records-no-stats = Beende ein Spiel, um die Statistik zu sehen.

## The records' data: export, import and deletion.

records-your-data = Deine Daten
records-export = Rekorde exportieren
records-import = Rekorde importieren
records-clear = Rekorde löschen

records-delete-all = { $count ->
        [one] Den einen Rekord und die beendeten Spiele löschen?
       *[other] Alle { $count } Rekorde und die beendeten Spiele löschen?
    }

records-delete = Löschen
records-keep = Behalten

records-exported = { $count ->
        [one] 1 Rekord
       *[other] { $count } Rekorde
    } in { $file } exportiert.

records-imported = { $count ->
        [0] Nichts Neues zu importieren: Alle Rekorde aus der Datei sind schon hier.
        [one] 1 neuer Rekord importiert.
       *[other] { $count } neue Rekorde importiert.
    }

## Why a file could not be imported.

records-import-not-json = Diese Datei ist kein JSON.
records-import-not-records = Diese Datei ist kein Export von Yahtzee-Rekorden.

records-import-damaged = Diese Rekorddatei ist beschädigt ({ $error }).

records-import-version = Diese Rekorddatei hat das Format { $version }, das diese Version des Spiels nicht lesen kann.

records-import-impossible = Diese Rekorddatei enthält einen unmöglichen Rekord (Eintrag Nr. { $number } der Datei: { $detail }).

## The records' charts (each with a table of the same values for screen readers).

chart-histogram-title = Endsummen, Spiele je 25 Punkte
chart-histogram-caption = Endsummen in Schritten von 25 Punkten
chart-timeline-title = Punkte im Zeitverlauf
chart-timeline-caption = Punkte im Zeitverlauf, die ältesten links
chart-games = Spiele
chart-score = Punkte
chart-date = Datum

chart-games-axis = { $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }, die ältesten zuerst

chart-histogram-bar = { $low } bis { $high }: { $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## The end of a game: final scores, the session's standings, what to play next.

over-game = Spiel vorbei
over-session = Serie vorbei

over-game-of = Spiel { $game } von { $games } vorbei

over-breakdown = Aufschlüsselung
over-upper = Oberer Teil
over-upper-bonus = Bonus oben
over-lower = Unterer Teil
over-final-score = Endsumme

over-ranking = Rangliste
over-last-ranking = Rangliste des letzten Spiels
over-last-game = Letztes Spiel

# A place in the ranking: "Platz 1".
over-place = Platz { $place }

over-standings = Stand nach { $played } von { $games } Spielen

over-col-player = Spieler
over-col-wins = Siege
over-col-points = Punkte

over-session-winner = { $name ->
        [You] Du gewinnst die Serie: { $wins ->
            [one] 1 Sieg
           *[other] { $wins } Siege
        } in { $games } Spielen, { $points } Punkte.
       *[other] { $name } gewinnt die Serie: { $wins ->
            [one] 1 Sieg
           *[other] { $wins } Siege
        } in { $games } Spielen, { $points } Punkte.
    }

over-session-shared = { $names } teilen sich den Sieg der Serie: je { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    } in { $games } Spielen, je { $points } Punkte.

over-game-winner = { $name ->
        [You] Du gewinnst!
       *[other] { $name } gewinnt!
    }
over-game-shared = { $names } teilen sich den Sieg!

over-names-pair = { $first } und { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Sortiert nach gewonnenen Spielen; bei gleich vielen Siegen entscheiden die Punkte aus allen Spielen.
over-tie-rule-points = Sortiert nach gewonnenen Spielen; bei gleich vielen Siegen entscheiden die Punkte aus allen Spielen. Die Führung wurde nach Punkten entschieden.

over-personal-best = { $name ->
        [You] Neue persönliche Bestleistung: { $score } (bisher { $was })!
       *[other] Neue persönliche Bestleistung für { $name }: { $score } (bisher { $was })!
    }

over-enters-records = { $name ->
        [You] Mit { $score } Punkten bist du auf Platz { $place } deiner eigenen Bestenliste für { $game }.
       *[other] Mit { $score } Punkten ist { $name } auf Platz { $place } eurer eigenen Bestenliste für { $game }.
    }

over-news-placed = { $place } von { $players }. { $news }

over-next-game = Nächstes Spiel ({ $game } von { $games })

over-rematch = Revanche
over-new-table = Neuer Tisch
over-new-game = Neues Spiel
over-review = Spiel analysieren

end-seed-entered = Diese Würfel wurden am Tisch gewürfelt und von Hand eingegeben: Das Spiel hat keine Spielnummer, kein Link bringt dieselben Würfel wieder. Seine Entscheidungen bleiben für die Analyse erhalten.
end-seed-link = Diese Würfel sind { $link }: Dieser Link bringt sie wieder.
end-seed-link-words = Spiel Nr. { $seed }
end-seed-share = Spiel Nr. { $seed } – teile die Adresse dieser Seite, um dieselben Würfel noch einmal zu spielen.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Einige gespeicherte Einträge ließen sich nicht lesen und wurden beiseitegelegt: { $items }. Die Liste, wie sie war, bleibt unter „{ $key }“ erhalten; sonst wurde nichts geändert.
saved-item = { $what } Nr. { $number } ({ $detail })
saved-items-more = { $count } weitere
stored-record = Rekord
stored-finished-game = beendetes Spiel

saved-moved-aside = Einige gespeicherte Daten ließen sich nicht lesen und beginnen von vorn: { $data }. Sonst wurde nichts geändert.
saved-moved = { $what } (aufbewahrt unter „{ $key }“)
stored-table-rules = Tischregeln
stored-records = Rekorde
stored-finished-games = beendete Spiele
stored-coach-settings = Coach-Einstellungen
stored-bot-speed = Bot-Tempo
stored-feel = Ton- und Vibrationseinstellungen
