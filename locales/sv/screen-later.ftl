notice-dismiss = Stäng meddelandet
legend-label = Tärningarnas färger
legend-colour = { $colour }: { $faces }
