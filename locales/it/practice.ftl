## Allenamento: posizioni dalle partite analizzate del giocatore, riproposte.

# Il pulsante della finestra del coach che apre l'allenamento.
practice-open = Allenati sui tuoi errori ({ $count })
# Nella finestra del coach, finché nessuna partita analizzata ha dato una posizione su cui allenarsi.
practice-none = Analizza una partita finita: le mosse che ti sono costate di più tornano qui per allenarti.
# Il titolo della finestra dell'allenamento.
practice-title = Allenamento
# La domanda sopra la posizione.
practice-ask = Cosa faresti?
# Da quale partita viene la posizione.
practice-game = Una partita di { $game }
# Come rispondere.
practice-how = Scegli i dadi da tenere e rilancia, oppure segna in una casella.
# Il pulsante che risponde "rilancia tenendo i dadi scelti".
practice-roll = Rilancia
# Mentre il coach valuta la risposta.
practice-judging = Il coach sta valutando la tua mossa…
practice-unavailable = Il coach non può giudicare qui: non è riuscito ad avviarsi in questo browser.
# La risposta quando la mossa scelta era la migliore.
practice-best = Ben giocato: la mossa migliore.
# La risposta quando non lo era.
practice-not-best = La mossa migliore era { $action }. La tua perde in media { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
# Dopo una buona risposta: quando torna la posizione.
practice-later = Questa posizione tornerà più avanti.
# Dopo una buona risposta, l'ultima volta che viene proposta.
practice-learnt = Imparata: questa posizione esce dal tuo allenamento.
# Dopo una risposta costosa: quando torna la posizione.
practice-sooner = Questa posizione tornerà presto.
# Il pulsante che propone la posizione successiva.
practice-next = Posizione successiva
# Quando la coda è vuota.
practice-empty = Per ora non c'è niente su cui allenarsi. Analizza una partita finita: le mosse che ti sono costate di più arrivano qui.
# Il pulsante che chiude la finestra.
practice-close = Chiudi
# Ciò che è conservato, come lo nomina un avviso sui dati salvati danneggiati.
stored-practice = posizioni di allenamento
stored-practice-item = posizione di allenamento
