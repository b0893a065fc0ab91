notice-dismiss = Hinweis schließen
legend-label = Würfelfarben
legend-colour = { $colour }: { $faces }
