### I momenti festeggiati nella schermata di gioco, subito dopo un punteggio.

## Un momento festeggiato sotto i dadi. Con più giocatori, prima il nome.

moment-five-alike = { $box }! +{ $points }

moment-five-alike-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus superiore! +{ $points }

moment-upper-bonus-named = { $name }: bonus superiore! +{ $points }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Cinque uguali
