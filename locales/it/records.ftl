### La finestra dei record, i suoi grafici e la fine di una partita.

## Le regole con cui è stato giocato un record: "regole ufficiali", o ciò che cambia, unito da " · ".

records-official-rules = regole ufficiali
records-rule-no-bonus = nessun bonus per gli Yahtzee extra
records-rule-five-full-house = cinque dadi uguali valgono come Full

## La finestra dei record.

records-title = Record
records-close = Chiudi

records-game = Gioco
records-rules = Regole

records-high-scores = Punteggi migliori: { $game }, { $rules }

records-none = Ancora nessuna partita finita di { $game } con { $rules }.

records-col-place = #
records-col-score = Punti
records-col-player = Giocatore
records-col-date = Data
records-col-game = Partita

records-real-dice = Dadi veri

records-game-number = #{ $seed }

records-replay = Rigioca la partita n. { $seed }

## Le statistiche di un giocatore.

records-statistics = Statistiche
records-player = Giocatore
records-games-played = Partite giocate
records-mean-score = Punteggio medio
records-best-score = Punteggio migliore
records-upper-bonus = Bonus superiore
records-yahtzee-games = Partite con uno Yahtzee

records-percent = { $percent }%

records-loss = Punti persi per decisione

records-loss-value = { $points } ({ $games ->
        [one] { $games } partita analizzata
       *[other] { $games } partite analizzate
    })

records-loss-none = analizza una partita per vederlo
records-no-stats = Finisci una partita per vedere le statistiche.

## I dati dei record: esportazione, importazione ed eliminazione.

records-your-data = I tuoi dati
records-export = Esporta i record
records-import = Importa i record
records-clear = Cancella i record

records-delete-all = { $count ->
        [one] Eliminare l'unico record e le partite finite?
       *[other] Eliminare tutti i { $count } record e le partite finite?
    }

records-delete = Elimina
records-keep = Tienili

records-exported = { $count ->
        [one] Esportato { $count } record
       *[other] Esportati { $count } record
    } in { $file }.

records-imported = { $count ->
        [0] Niente di nuovo da importare: ogni record del file è già qui.
        [one] Importato { $count } nuovo record.
       *[other] Importati { $count } nuovi record.
    }

## Perché un file non si è potuto importare.

records-import-not-json = Questo file non è in formato JSON.
records-import-not-records = Questo file non è un'esportazione dei record di Yahtzee.

records-import-damaged = Questo file di record è danneggiato ({ $error }).

records-import-version = Questo file di record ha la versione di formato { $version }, che questa versione del gioco non sa leggere.

records-import-impossible = Questo file di record contiene un record impossibile (il n. { $number } del file: { $detail }).

## I grafici dei record (ognuno con una tabella degli stessi valori per i lettori di schermo).

chart-histogram-title = Punteggi finali, partite per fasce di 25 punti
chart-histogram-caption = Punteggi finali, a fasce di 25 punti
chart-timeline-title = Punteggi nel tempo
chart-timeline-caption = Punteggi nel tempo, i più vecchi a sinistra
chart-games = Partite
chart-score = Punteggio
chart-date = Data

chart-games-axis = { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    }, dalla più vecchia

chart-histogram-bar = Da { $low } a { $high }: { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    }

chart-range = { $low }–{ $high }

chart-timeline-dot = { $date }: { $score }

## La fine di una partita: punteggi finali, classifica della sessione, che cosa giocare dopo.

over-game = Partita finita
over-session = Sessione finita

over-game-of = Partita { $game } di { $games } finita

over-breakdown = Dettaglio
over-upper = Sezione superiore
over-upper-bonus = Bonus superiore
over-lower = Sezione inferiore
over-final-score = Punteggio finale

over-ranking = Classifica
over-last-ranking = Classifica dell'ultima partita
over-last-game = Ultima partita

# Un posto in classifica: 1º, 2º, 3º…
over-place = { $place }º

over-standings = Classifica dopo { $played ->
        [one] { $played } partita
       *[other] { $played } partite
    } su { $games }

over-col-player = Giocatore
over-col-wins = Vittorie
over-col-points = Punti

over-session-winner = { $name ->
        [You] Hai vinto la sessione: { $wins ->
            [one] { $wins } vittoria
           *[other] { $wins } vittorie
        } su { $games ->
                [one] { $games } partita
               *[other] { $games } partite
            }, { $points } punti.
       *[other] { $name } vince la sessione: { $wins ->
            [one] { $wins } vittoria
           *[other] { $wins } vittorie
        } su { $games ->
                [one] { $games } partita
               *[other] { $games } partite
            }, { $points } punti.
    }

over-session-shared = { $names } vincono la sessione a pari merito: { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    } a testa su { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, { $points } punti a testa.

over-game-winner = { $name ->
        [You] Hai vinto!
       *[other] { $name } vince!
    }
over-game-shared = { $names } vincono a pari merito!

over-names-pair = { $first } e { $last }

over-names-more = { $first }, { $rest }

over-tie-rule = Classifica per partite vinte; a parità di vittorie contano i punti di tutte le partite.
over-tie-rule-points = Classifica per partite vinte; a parità di vittorie contano i punti di tutte le partite. Il primo posto è stato deciso dai punti.

over-personal-best = { $name ->
        [You] Nuovo record personale: { $score } (prima { $was })!
       *[other] Nuovo record personale per { $name }: { $score } (prima { $was })!
    }

over-enters-records = { $name ->
        [You] Con { $score } punti sei al { $place }º posto dei tuoi punteggi migliori di { $game }.
       *[other] Con { $score } punti, { $name } è al { $place }º posto dei vostri punteggi migliori di { $game }.
    }

over-news-placed = { $place } su { $players }. { $news }

over-next-game = Prossima partita ({ $game } di { $games })

over-rematch = Rivincita
over-new-table = Nuovo tavolo
over-new-game = Nuova partita
over-review = Analizza questa partita

end-seed-entered = Questi dadi sono stati lanciati al tavolo e inseriti a mano: questa partita non ha un numero, quindi nessun link può riproporli. Le sue decisioni restano disponibili per l'analisi.
end-seed-link = Questi dadi sono { $link }: questo link li ripropone.
end-seed-link-words = la partita n. { $seed }
end-seed-share = Partita n. { $seed }: condividi l'indirizzo di questa pagina per rigiocare questi dadi.

## Saved lists read item by item: the items that could not be read, set aside.

saved-items-aside = Alcuni elementi salvati non erano leggibili e sono stati messi da parte: { $items }. L'elenco com'era è conservato sotto «{ $key }»; nient'altro è stato modificato.
saved-item = { $what } n. { $number } ({ $detail })
saved-items-more = altri { $count }
stored-record = record
stored-finished-game = partita finita

saved-moved-aside = Alcuni dati salvati non erano leggibili e ripartono da zero: { $data }. Nient'altro è stato modificato.
saved-moved = { $what } (copia conservata sotto «{ $key }»)
stored-table-rules = regole del tavolo
stored-records = record
stored-finished-games = partite finite
stored-coach-settings = impostazioni del coach
stored-bot-speed = velocità dei bot
stored-feel = impostazioni di suono e vibrazione
