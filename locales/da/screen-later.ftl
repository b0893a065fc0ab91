notice-dismiss = Luk beskeden
legend-label = Terningernes farver
legend-colour = { $colour }: { $faces }
