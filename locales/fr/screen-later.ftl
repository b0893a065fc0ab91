notice-dismiss = Fermer l’avis
legend-label = Couleurs des dés
legend-colour = { $colour } : { $faces }
