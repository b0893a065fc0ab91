### Rekorddialogen, dess diagram och slutet av ett parti.

## Reglerna ett rekord spelades med: ”officiella regler”, eller det som skiljer, åtskilt med ” · ”.

records-official-rules = officiella regler
records-rule-no-bonus = ingen extra Yahtzee-bonus
records-rule-five-full-house = fem lika räknas som Kåk

## Rekorddialogen.

records-title = Rekord
records-close = Stäng

records-game = Spel
records-rules = Regler

records-high-scores = Topplista: { $game }, { $rules }

records-none = Inga avslutade partier { $game } med { $rules } än.

records-col-place = Nr
records-col-score = Poäng
records-col-player = Spelare
records-col-date = Datum
records-col-game = Parti

records-real-dice = Riktiga tärningar

records-game-number = #{ $seed }

records-replay = Spela parti nr { $seed } igen

## En spelares statistik.

records-statistics = Statistik
records-player = Spelare
records-games-played = Spelade partier
records-mean-score = Medelpoäng
records-best-score = Bästa resultat
records-upper-bonus = Övre bonus
records-yahtzee-games = Partier med fem lika

records-percent = { $percent } %

records-loss = Förlorade poäng per beslut

records-loss-value = { $points } ({ $games ->
    [one] { $games } granskat
   *[other] { $games } granskade
})

records-loss-none = granska ett parti för att se
records-no-stats = Spela klart ett parti för att se statistik.

## Rekorddata: export, import och radering.

records-your-data = Dina data
records-export = Exportera rekord
records-import = Importera rekord
records-clear = Rensa rekord

records-delete-all = { $count ->
        [one] Radera det enda rekordet och de avslutade partierna?
       *[other] Radera alla { $count } rekord och de avslutade partierna?
    }

records-delete = Radera
records-keep = Behåll dem

records-exported = Exporterade { $count ->
        [one] 1 rekord
       *[other] { $count } rekord
    } till { $file }.

records-imported = { $count ->
        [0] Inget nytt att importera: alla rekord i filen finns redan här.
        [one] Importerade 1 nytt rekord.
       *[other] Importerade { $count } nya rekord.
    }

## Varför en fil inte kunde importeras.

records-import-not-json = Den här filen är inte JSON.
records-import-not-records = Den här filen är ingen export av Yahtzee-rekord.

records-import-damaged = Rekordfilen är skadad ({ $error }).

records-import-version = Rekordfilen har formatversion { $version }, som den här versionen av spelet inte kan läsa.

records-import-impossible = Rekordfilen innehåller ett omöjligt rekord (nr { $number } i filen: { $detail }).

## Rekordens diagram (vart och ett med en tabell med samma värden för skärmläsare).

chart-histogram-title = Slutpoäng, partier per 25 poäng
chart-histogram-caption = Slutpoäng, i steg om 25 poäng
chart-timeline-title = Poäng över tid
chart-timeline-caption = Poäng över tid, äldst till vänster
chart-games = Partier
chart-score = Poäng
chart-date = Datum

chart-games-axis = { $count ->
        [one] 1 parti
       *[other] { $count } partier
    }, äldst först

chart-histogram-bar = { $low } till { $high }: { $count ->
        [one] 1 parti
       *[other] { $count } partier
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## Slutet av ett parti: slutpoäng, seriens ställning, vad som spelas härnäst.

over-game = Partiet är slut
over-session = Serien är slut

over-game-of = Parti { $game } av { $games } är slut

over-breakdown = Poängfördelning
over-upper = Övre delen
over-upper-bonus = Övre bonus
over-lower = Nedre delen
over-final-score = Slutpoäng

over-ranking = Placering
over-last-ranking = Sista partiets placering
over-last-game = Sista partiet

# Svenska ordningstal: 1:a, 2:a, 3:e, 4:e …
over-place = { $place ->
        [1] 1:a
        [2] 2:a
       *[other] { $place }:e
    }

over-standings = Ställning efter { $played } av { $games } partier

over-col-player = Spelare
over-col-wins = Vinster
over-col-points = Poäng

over-session-winner = { $name ->
        [You] Du vinner serien: { $wins ->
            [one] 1 vinst
           *[other] { $wins } vinster
        } av { $games } partier, { $points } poäng.
       *[other] { $name } vinner serien: { $wins ->
            [one] 1 vinst
           *[other] { $wins } vinster
        } av { $games } partier, { $points } poäng.
    }

over-session-shared = { $names } delar segern i serien: { $wins ->
        [one] 1 vinst
       *[other] { $wins } vinster
    } var av { $games } partier, { $points } poäng var.

over-game-winner = { $name ->
        [You] Du vinner!
       *[other] { $name } vinner!
    }
over-game-shared = { $names } delar segern!

over-names-pair = { $first } och { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Rangordnat efter vunna partier; vid lika många vinster avgör poängen från alla partier.
over-tie-rule-points = Rangordnat efter vunna partier; vid lika många vinster avgör poängen från alla partier. Ledningen avgjordes på poäng.

over-personal-best = { $name ->
        [You] Nytt personbästa: { $score } (förut { $was })!
       *[other] Nytt personbästa för { $name }: { $score } (förut { $was })!
    }

over-enters-records = { $name ->
        [You] Med { $score } poäng är du nr { $place } på din egen topplista för { $game }.
       *[other] Med { $score } poäng är { $name } nr { $place } på er egen topplista för { $game }.
    }

over-news-placed = { $place } av { $players }. { $news }

over-next-game = Nästa parti ({ $game } av { $games })

over-rematch = Revansch
over-new-table = Nytt bord
over-new-game = Nytt parti
over-review = Granska partiet

end-seed-entered = De här tärningarna slogs vid bordet och skrevs in för hand: partiet har inget nummer, så ingen länk kan ge samma tärningar igen. Besluten sparas för granskningen.
end-seed-link = De här tärningarna är { $link }: länken ger samma tärningar igen.
end-seed-link-words = parti nr { $seed }
end-seed-share = Parti nr { $seed } — dela sidans adress för att spela samma tärningar igen.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Vissa sparade poster kunde inte läsas och lades åt sidan: { $items }. Listan som den var finns kvar under ”{ $key }”; inget annat ändrades.
saved-item = { $what } nr { $number } ({ $detail })
saved-items-more = { $count } till
stored-record = rekord
stored-finished-game = avslutat parti

saved-moved-aside = Vissa sparade uppgifter kunde inte läsas och börjar om från början: { $data }. Inget annat ändrades.
saved-moved = { $what } (finns kvar under ”{ $key }”)
stored-table-rules = bordets regler
stored-records = rekord
stored-finished-games = avslutade partier
stored-coach-settings = tränarens inställningar
stored-bot-speed = bottarnas hastighet
stored-feel = inställningar för ljud och vibration
