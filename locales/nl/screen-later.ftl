notice-dismiss = Melding sluiten
legend-label = Kleuren van de dobbelstenen
legend-colour = { $colour }: { $faces }
