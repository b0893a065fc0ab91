### The records dialog, its charts, and the end of a game: fetched with the page's later parts.

## The rules a record was played with, named in the records dialog: "official rules", or what
## differs from them, joined by " · ".

records-official-rules = officielle regler
records-rule-no-bonus = ingen ekstra Yahtzee-bonus
records-rule-five-full-house = fem ens tæller som Hus

## The records dialog.

records-title = Rekorder
records-close = Luk

records-game = Spil
records-rules = Regler

records-high-scores = Highscores: { $game }, { $rules }

records-none = Ingen afsluttede spil endnu: { $game }, { $rules }.

records-col-place = #
records-col-score = Point
records-col-player = Spiller
records-col-date = Dato
records-col-game = Spil

records-real-dice = Rigtige terninger

records-game-number = #{ $seed }

records-replay = Spil #{ $seed } igen

## A player's statistics.

records-statistics = Statistik
records-player = Spiller
records-games-played = Spillede spil
records-mean-score = Gennemsnit
records-best-score = Bedste resultat
records-upper-bonus = Bonus i øverste del
records-yahtzee-games = Spil med en Yahtzee

records-percent = { $percent } %

records-loss = Tabte point pr. beslutning

records-loss-value = { $points } ({ $games } gennemgået)

records-loss-none = gennemgå et spil for at se
records-no-stats = Afslut et spil for at se statistik.

## The records' data: export, import and deletion.

records-your-data = Dine data
records-export = Eksportér rekorder
records-import = Importér rekorder
records-clear = Slet rekorder

records-delete-all = { $count ->
        [one] Slet den ene rekord og de afsluttede spil?
       *[other] Slet alle { $count } rekorder og de afsluttede spil?
    }

records-delete = Slet
records-keep = Behold dem

records-exported = { $count ->
        [one] 1 rekord
       *[other] { $count } rekorder
    } eksporteret til { $file }.

records-imported = { $count ->
        [0] Intet nyt at importere: alle rekorder i filen findes allerede her.
        [one] 1 ny rekord importeret.
       *[other] { $count } nye rekorder importeret.
    }

## Why a file could not be imported.

records-import-not-json = Denne fil er ikke JSON.
records-import-not-records = Denne fil er ikke en eksport af Yahtzee-rekorder.

records-import-damaged = Denne rekordfil er beskadiget ({ $error }).

records-import-version = Denne rekordfil har formatversion { $version }, som denne version af spillet ikke kan læse.

records-import-impossible = Denne rekordfil indeholder en umulig rekord (rekord nr. { $number } i filen: { $detail }).

## The records' charts (each with a table of the same values for screen readers).

chart-histogram-title = Slutresultater, antal spil pr. 25 point
chart-histogram-caption = Slutresultater i trin på 25 point
chart-timeline-title = Resultater over tid
chart-timeline-caption = Resultater over tid, ældste til venstre
chart-games = Spil
chart-score = Point
chart-date = Dato

chart-games-axis = { $count ->
        [one] 1 spil
       *[other] { $count } spil
    }, ældste først

chart-histogram-bar = { $low } til { $high }: { $count ->
        [one] 1 spil
       *[other] { $count } spil
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## The end of a game: final scores, the session's standings, what to play next.

over-game = Spillet er slut
over-session = Serien er slut

over-game-of = Spil { $game } af { $games } er slut

over-breakdown = Opgørelse
over-upper = Øverste del
over-upper-bonus = Bonus i øverste del
over-lower = Nederste del
over-final-score = Slutresultat

over-ranking = Placering
over-last-ranking = Placering i sidste spil
over-last-game = Sidste spil

# Dansk ordenstal: "1.", "2.", "3." …
over-place = { $place }.

over-standings = Stilling efter { $played } af { $games } spil

over-col-player = Spiller
over-col-wins = Sejre
over-col-points = Point

over-session-winner = { $name ->
        [You] Du vinder serien: { $wins ->
            [one] 1 sejr
           *[other] { $wins } sejre
        } ud af { $games } spil, { $points } point.
       *[other] { $name } vinder serien: { $wins ->
            [one] 1 sejr
           *[other] { $wins } sejre
        } ud af { $games } spil, { $points } point.
    }

over-session-shared = { $names } deler sejren i serien: { $wins ->
        [one] 1 sejr
       *[other] { $wins } sejre
    } hver ud af { $games } spil, { $points } point hver.

over-game-winner = { $name ->
        [You] Du vinder!
       *[other] { $name } vinder!
    }
over-game-shared = { $names } deler sejren!

over-names-pair = { $first } og { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Rangeret efter vundne spil; ved lige mange sejre afgør pointene over alle spil.
over-tie-rule-points = Rangeret efter vundne spil; ved lige mange sejre afgør pointene over alle spil. Føringen blev afgjort på point.

over-personal-best = { $name ->
        [You] Ny personlig rekord: { $score } (før { $was })!
       *[other] Ny personlig rekord for { $name }: { $score } (før { $was })!
    }

over-enters-records = { $name ->
        [You] Med { $score } point er du nr. { $place } på din egen highscoreliste for { $game }.
       *[other] Med { $score } point er { $name } nr. { $place } på jeres egen highscoreliste for { $game }.
    }

over-news-placed = { $place } af { $players }. { $news }

over-next-game = Næste spil ({ $game } af { $games })

over-rematch = Omkamp
over-new-table = Nyt bord
over-new-game = Nyt spil
over-review = Gennemgå spillet

end-seed-entered = Disse terninger blev slået ved bordet og indtastet i hånden: spillet har intet spilnummer, så intet link kan give de samme terninger igen. Beslutningerne gemmes til gennemgangen.
end-seed-link = Disse terninger er { $link }: linket giver de samme terninger igen.
end-seed-link-words = spil #{ $seed }
end-seed-share = Spil #{ $seed } — del sidens adresse for at spille med de samme terninger igen.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Nogle gemte poster kunne ikke læses og blev lagt til side: { $items }. Listen, som den var, er gemt under »{ $key }«; alt andet er uændret.
saved-item = { $what } nr. { $number } ({ $detail })
saved-items-more = { $count } flere
stored-record = rekord
stored-finished-game = afsluttet spil

saved-moved-aside = Nogle gemte data kunne ikke læses og starter forfra: { $data }. Intet andet blev ændret.
saved-moved = { $what } (gemt under »{ $key }«)
stored-table-rules = bordregler
stored-records = rekorder
stored-finished-games = afsluttede spil
stored-coach-settings = trænerens indstillinger
stored-bot-speed = bothastighed
stored-feel = indstillinger for lyd og vibration
