### Perché una mossa è stata rifiutata: letto nella regione live (e accanto all'inserimento
### dei dadi veri), come frasi.

refused-game-over = La partita è finita.
refused-no-rolls-left = In questo turno non ci sono più lanci.
refused-all-dice-held = Tutti i dadi sono tenuti.
refused-not-rolled = Prima lancia i dadi (premi R).
refused-not-entered = Prima inserisci i dadi (premi R per digitarli).
refused-no-such-die = Non esiste il dado { $die }.
refused-no-such-box = Non esiste la casella { $box }.
refused-box-filled = La casella { $box } è già riempita.
# Regola del jolly: un ulteriore Yahtzee va nella casella superiore del suo numero, se è aperta.
refused-joker-upper = Regola del jolly: questo Yahtzee va segnato in { $box }.
refused-joker-lower = Regola del jolly: questo Yahtzee va segnato in una casella inferiore aperta.
refused-out-of-order = A questo tavolo le caselle si riempiono in ordine: la prossima è { $box }.
refused-nothing-to-undo = Non c'è niente da annullare.
refused-player-count = Questo tavolo non accoglie { $players } giocatori.
refused-bot-score = Il punteggio di un bot non si può annullare.
refused-bots-turn = È il turno di un bot.
refused-not-wild = Il dado contrassegnato non mostra la sua faccia jolly.
refused-no-such-face = I dadi non hanno la faccia { $face }.
refused-face-out-of-range = Il dado { $die } non può mostrare { $face }: questi dadi hanno facce da 1 a { $faces }.
refused-held-die-changed = Il dado { $die } è tenuto e mostra { $face }: inseriscilo così com'è, oppure prima rilascialo.
refused-dice-are-rolled = In questa partita i dadi li lancia la pagina.
refused-dice-are-entered = A questo tavolo si lanciano dadi veri: premi R e digita le facce uscite.

## Una sessione rifiutata (partita successiva, rivincita, nuovo tavolo).

refused-bot-with-real-dice = Al posto { $seat } c'è un bot, e i bot non possono lanciare dadi veri.
refused-games = Una sessione ha da 1 a 10 partite, non { $games }.
refused-empty-name = Il posto { $seat } ha bisogno di un nome.
refused-long-name = Il nome del posto { $seat } supera i { $most } caratteri.
refused-game-not-over = La partita non è ancora finita.
refused-session-over = Tutte le partite della sessione sono state giocate.

refused-seed = Il numero di partita { $seed } è troppo grande: le partite di un tavolo arrivano fino al numero { $max }.
