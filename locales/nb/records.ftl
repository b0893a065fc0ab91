### Rekorddialogen, diagrammene og slutten av et spill: hentes med sidens senere deler.

## Reglene en rekord ble spilt med: «offisielle regler», eller det som avviker, skilt med « · ».

records-official-rules = offisielle regler
records-rule-no-bonus = ingen ekstra Yahtzee-bonus
records-rule-five-full-house = fem like teller som Hus

## Rekorddialogen.

records-title = Rekorder
records-close = Lukk

records-game = Spill
records-rules = Regler

records-high-scores = Toppliste: { $game }, { $rules }

records-none = Ingen ferdige { $game }-spill med { $rules } ennå.

records-col-place = #
records-col-score = Poeng
records-col-player = Spiller
records-col-date = Dato
records-col-game = Spill

records-real-dice = Ekte terninger

records-game-number = #{ $seed }

records-replay = Spill nr. { $seed } på nytt

## En spillers statistikk.

records-statistics = Statistikk
records-player = Spiller
records-games-played = Spilte spill
records-mean-score = Snittpoeng
records-best-score = Beste poengsum
records-upper-bonus = Bonus over streken
records-yahtzee-games = Spill med Yahtzee

records-percent = { $percent } %

records-loss = Tapte poeng per valg

records-loss-value = { $points } ({ $games } gjennomgått)

records-loss-none = gå gjennom et spill for å se
records-no-stats = Fullfør et spill for å se statistikk.

## Rekorddataene: eksport, import og sletting.

records-your-data = Dine data
records-export = Eksporter rekorder
records-import = Importer rekorder
records-clear = Slett rekorder

records-delete-all = { $count ->
        [one] Slette den ene rekorden og de ferdige spillene?
       *[other] Slette alle { $count } rekordene og de ferdige spillene?
    }

records-delete = Slett
records-keep = Behold dem

records-exported = Eksporterte { $count ->
        [one] 1 rekord
       *[other] { $count } rekorder
    } til { $file }.

records-imported = { $count ->
        [0] Ingenting nytt å importere: alle rekordene i filen finnes allerede her.
        [one] Importerte 1 ny rekord.
       *[other] Importerte { $count } nye rekorder.
    }

## Hvorfor en fil ikke kunne importeres.

records-import-not-json = Denne filen er ikke JSON.
records-import-not-records = Denne filen er ikke en eksport av Yahtzee-rekorder.

records-import-damaged = Denne rekordfilen er skadet ({ $error }).

records-import-version = Denne rekordfilen har formatversjon { $version }, som denne versjonen av spillet ikke kan lese.

records-import-impossible = Denne rekordfilen har en umulig rekord (nr. { $number } i filen: { $detail }).

## Rekorddiagrammene (hvert med en tabell med de samme verdiene for skjermlesere).

chart-histogram-title = Sluttpoeng, antall spill per 25 poeng
chart-histogram-caption = Sluttpoeng, i trinn på 25 poeng
chart-timeline-title = Poeng over tid
chart-timeline-caption = Poeng over tid, eldste til venstre
chart-games = Spill
chart-score = Poeng
chart-date = Dato

chart-games-axis = { $count ->
        [one] 1 spill
       *[other] { $count } spill
    }, eldste først

chart-histogram-bar = { $low } til { $high }: { $count ->
        [one] 1 spill
       *[other] { $count } spill
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## Slutten av et spill: sluttpoeng, stillingen i økten, hva som kan spilles videre.

over-game = Spillet er over
over-session = Økten er over

over-game-of = Spill { $game } av { $games } er over

over-breakdown = Fordeling
over-upper = Over streken
over-upper-bonus = Bonus over streken
over-lower = Under streken
over-final-score = Sluttsum

over-ranking = Rangering
over-last-ranking = Rangering i siste spill
over-last-game = Siste spill

# En plass i rangeringen: «1.», «2.» …
over-place = { $place }.

over-standings = Stilling etter { $played } av { $games } spill

over-col-player = Spiller
over-col-wins = Seire
over-col-points = Poeng

over-session-winner = { $name ->
        [You] Du vinner økten: { $wins ->
            [one] 1 seier
           *[other] { $wins } seire
        } av { $games } spill, { $points } poeng.
       *[other] { $name } vinner økten: { $wins ->
            [one] 1 seier
           *[other] { $wins } seire
        } av { $games } spill, { $points } poeng.
    }

over-session-shared = { $names } deler seieren i økten: { $wins ->
        [one] 1 seier
       *[other] { $wins } seire
    } hver av { $games } spill, { $points } poeng hver.

over-game-winner = { $name ->
        [You] Du vinner!
       *[other] { $name } vinner!
    }
over-game-shared = { $names } deler seieren!

over-names-pair = { $first } og { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Rangert etter vunne spill; ved likt antall seire avgjør poengene over alle spillene.
over-tie-rule-points = Rangert etter vunne spill; ved likt antall seire avgjør poengene over alle spillene. Ledelsen ble avgjort på poeng.

over-personal-best = { $name ->
        [You] Ny personlig rekord: { $score } (forrige: { $was })!
       *[other] Ny personlig rekord for { $name }: { $score } (forrige: { $was })!
    }

over-enters-records = { $name ->
        [You] Med { $score } poeng er du nr. { $place } på din egen toppliste for { $game }.
       *[other] Med { $score } poeng er { $name } nr. { $place } på deres egen toppliste for { $game }.
    }

over-news-placed = { $place } av { $players }. { $news }

over-next-game = Neste spill ({ $game } av { $games })

over-rematch = Omkamp
over-new-table = Nytt bord
over-new-game = Nytt spill
over-review = Gå gjennom spillet

end-seed-entered = Disse terningene ble kastet ved bordet og lagt inn for hånd: spillet har ikke noe spillnummer, så ingen lenke gir de samme terningene igjen. Valgene kan fortsatt gjennomgås.
end-seed-link = Disse terningene er { $link }: lenken gir de samme terningene igjen.
end-seed-link-words = spill nr. { $seed }
end-seed-share = Spill nr. { $seed } – del adressen til denne siden for å spille de samme terningene igjen.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Noen lagrede oppføringer kunne ikke leses og ble lagt til side: { $items }. Listen slik den var, er tatt vare på under «{ $key }»; ingenting annet ble endret.
saved-item = { $what } nr. { $number } ({ $detail })
saved-items-more = { $count } til
stored-record = rekord
stored-finished-game = ferdig spill

saved-moved-aside = Noen lagrede data kunne ikke leses og starter på nytt: { $data }. Ingenting annet ble endret.
saved-moved = { $what } (tatt vare på under «{ $key }»)
stored-table-rules = regelvalg
stored-records = rekorder
stored-finished-games = ferdige spill
stored-coach-settings = trenerinnstillinger
stored-bot-speed = bothastighet
stored-feel = innstillinger for lyd og vibrasjon
