### Che cosa segna ogni casella del segnapunti, una frase per casella: nella tabella delle
### caselle dell'aiuto e nei titoli delle righe del segnapunti.

# Una casella superiore (da Uno a Sei, il Sette di Lucky7).
box-help-face = La somma dei dadi con il numero { $face }.

# La frase di una casella inferiore: che cosa devono mostrare i dadi, poi che cosa segna.
box-help = { $needs }: { $scores }.

## Che cosa devono mostrare i dadi. Ognuna apre la frase (con la maiuscola).

# Tris, Poker, Coppia. Lo Yatzy scandinavo lo dice senza "almeno".
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Due
        [3] Tre
        [4] Quattro
       *[other] { $count }
    } dadi uguali
   *[other] Almeno { $count ->
        [2] due
        [3] tre
        [4] quattro
       *[other] { $count }
    } dadi uguali
}

# Yahtzee, Yacht, Yatzy, YachtC: cinque dadi uguali.
box-needs-all-alike = Tutti e cinque i dadi uguali

# Full: tre dadi di un numero e due di un altro.
box-needs-full-house = Tre dadi di un numero e due di un altro

# Una scala di 4 o 5 numeri; $runs elenca le scale valide (box-runs).
box-needs-straight = { $length ->
    [4] Quattro
    [5] Cinque
   *[other] { $length }
} numeri consecutivi ({ $runs })

# Le scale valide per una casella di scala.
box-runs = { $count ->
    [2] { $first } o { $last }
    [3] { $first }, { $second } o { $last }
   *[other] da { $first } a { $last }
}

# Doppia coppia dello Yatzy.
box-needs-two-pairs = Due coppie di numeri diversi

# Doppia coppia stesso colore di Tricolor.
box-needs-two-pair-same-colour = Due coppie di un solo colore (1 e 6 bianchi, 2 e 5 rossi, 3 e 4 verdi), compresi quattro dadi uguali

# Colore di Tricolor: tutti i dadi dello stesso colore.
box-needs-flush = Tutti e cinque i dadi dello stesso colore

# Full dello stesso colore di Tricolor.
box-needs-full-house-same-colour = Un full tutto dello stesso colore

# Chance: dadi qualsiasi.
box-needs-any = Qualsiasi combinazione

## Che cosa segna una casella. Segue i due punti di box-help (minuscola).

box-scores-total = la somma di tutti e cinque i dadi

box-scores-total-plus = la somma di tutti e cinque i dadi più { $bonus }

box-scores-fixed = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}

# Yatzy e Yacht contano solo i dadi uguali.
box-scores-alike = { $count ->
    [2] solo la somma della coppia più alta
    [3] solo la somma di quei tre dadi
    [4] solo la somma di quei quattro dadi
   *[other] solo la somma di quei { $count } dadi
}

box-scores-two-pairs = la somma di quei quattro dadi
