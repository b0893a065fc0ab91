### I momenti festeggiati nella schermata di gioco, subito dopo un punteggio.

## Un momento festeggiato sotto i dadi. Con più giocatori, prima il nome.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus superiore! +{ $points }

moment-upper-bonus-named = { $name }: bonus superiore! +{ $points }
