### I momenti festeggiati nella schermata di gioco, subito dopo un punteggio.

## Un momento festeggiato sotto i dadi. Con più giocatori, prima il nome.

moment-box = { $box }! +{ $points }

moment-box-named = { $name }: { $box }! +{ $points }

moment-upper-bonus = Bonus superiore! +{ $points }

moment-upper-bonus-named = { $name }: bonus superiore! +{ $points }


moment-lead = { $name ->
        [You] Passi in testa!
       *[other] { $name } passa in testa!
    }

## Five of a kind just rolled, in large letters over the dice.

tray-five = { $name }!
tray-five-of-a-kind = Cinque uguali
