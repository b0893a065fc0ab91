notice-dismiss = Lukk varselet
legend-label = Terningfarger
legend-colour = { $colour }: { $faces }
