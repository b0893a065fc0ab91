### Le parole del coach nella schermata di gioco: mosse descritte, consiglio e avviso letti,
### stato del coach in fondo alla pagina.

## Una mossa, a parole (all'infinito): nel consiglio, nell'avviso e nell'analisi.

coach-move-score = segnare { $points } in { $box }
coach-move-score-wild = contare il dado jolly come { $wild } e segnare { $points } in { $box }
coach-move-roll-all = rilanciare tutti i dadi
coach-move-keep = tenere { $kept } e rilanciare { $count ->
    [one] { $count } dado
   *[other] { $count } dadi
}

## Letto nella regione live.

said-hint = Consiglio: { $move }. Punteggio finale atteso { $score }.
said-hint-next = Consiglio: { $move }. Punteggio finale atteso { $score }. Seconda scelta: { $next }, { $less } punti in meno.
said-coach-warns = Coach: questa mossa perde { $loss } punti. Meglio { $move }.
said-keep-real-dice = Tieni { $kept }: lancia gli altri dadi, poi premi R e digitali.

## Lo stato del coach.

coach-starting = Avvio del coach
coach-preparing = Preparazione del coach { $percent }%
coach-ready = Coach pronto
coach-unavailable = Coach non disponibile
