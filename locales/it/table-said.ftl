### Ciò che la pagina dice nella regione live (letto dai lettori di schermo, non mostrato), e le
### frasi costruite dal gioco che segnapunti e dadi condividono.

## Pezzi condivisi da più frasi.

list-join = {", "}

# Di chi è il turno, all'inizio di frasi più lunghe. "You" è il nome di chi gioca da solo
# (salvato come "You" in ogni lingua).
turn-whose = { $name ->
    [You] Tocca a te
   *[other] Turno di { $name }
}

# Come si inizia un turno, dopo i due punti: "Turno di Anna: premi R per lanciare."
turn-start-rolled = premi R per lanciare
turn-start-entered = lancia, poi premi R e digita i dadi

## I dadi, letti (tasto D, e dopo ogni lancio).

said-dice-over = La partita è finita.
said-dice-none-rolled = Turno { $round } di { $rounds }: nessun dado ancora lanciato. Premi R per lanciare.
said-dice-none-entered = Turno { $round } di { $rounds }: nessun dado ancora lanciato. Lancia, poi premi R e digita i dadi.
said-die = dado { $die }
said-dice-none-held = Nessun dado tenuto
said-dice-held = Tenuti: { $dice }
said-dice = Lancio { $roll } di { $rolls }: { $faces }. { $held }. { $left ->
    [0] Nessun lancio rimasto.
    [one] Resta { $left } lancio.
   *[other] Restano { $left } lanci.
}

## Il segnapunti, letto (tasto C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = casella { $box } non consentita
said-sheet-scored = Caselle segnate: { $boxes }.
said-sheet-open = Caselle aperte: { $boxes }.
said-sheet-open-rolled = Caselle aperte, con quanto segnerebbero questi dadi: { $boxes }.
said-sheet-upper = Sezione superiore { $points }, { $bonus }.
said-sheet-upper-bonus = Bonus superiore { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Totale { $points }.

## Le mosse, lette mentre vengono fatte.

said-by = { $name }: { $said }
said-die-corrected = Dado { $die } corretto in { $face }. { $dice }
said-die-held = Dado { $die }: { $face }, tenuto.
said-die-free = Dado { $die }: { $face }, libero.
said-scored = Hai segnato { $points } in { $box }. Totale { $total }.
said-scored-bonus = Hai segnato { $points } in { $box } e un { $extra } di { $bonus }. Totale { $total }.
said-player-scored = { $name ->
    [You] Hai segnato { $points } in { $box }. Totale { $total }.
   *[other] { $name } ha segnato { $points } in { $box }. Totale { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Hai segnato { $points } in { $box } e un { $extra } di { $bonus }. Totale { $total }.
   *[other] { $name } ha segnato { $points } in { $box } e un { $extra } di { $bonus }. Totale { $total }.
}
said-game-over = Partita finita.
said-next-turn = Turno { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = Il dado jolly vale { $face }.
said-undone-player = Punteggio annullato. { $turn }: scegli di nuovo una casella.
said-undone = Punteggio annullato: scegli di nuovo una casella.
said-took-back = Annullato: { $target }. { $said }
said-new-game = Nuova partita. Premi R per lanciare.
said-new-session = Nuova sessione, { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}. { $turn }: { $start }.
said-next-game = Partita { $game } di { $games }. { $turn }: { $start }.
said-rematch = Rivincita: partita 1. Premi R per lanciare.
said-bots-turn = È il turno di { $name }.
said-kept-dice = I tuoi dadi restano; scegli un'altra casella.
said-kept-game = Partita in corso mantenuta. { $turn }.
# Il punteggio che Annulla ritira, da solo al tavolo: "22 in Chance".
undo-target = { $points } in { $box }
# Lo stesso con più giocatori: "22 in Chance di Anna".
undo-target-player = { $name ->
    [You] il tuo { $points } in { $box }
   *[other] { $points } in { $box } di { $name }
}

## Un tavolo su più telefoni (ogni giocatore sul proprio telefono, e il tavolo passa con un link).

said-travel-waiting = In attesa di { $name }: mandagli il link al tavolo.
said-travel-no-undo = A un tavolo su più telefoni un punteggio segnato non si annulla: il suo link potrebbe essere già partito.
said-coach-off = A questo tavolo l’allenatore è spento fino alla fine della partita: niente suggerimenti, probabilità o avvisi.
