notice-dismiss = Chiudi l'avviso
legend-label = Colori dei dadi
legend-colour = { $colour }: { $faces }
