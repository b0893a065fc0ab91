### Le regole di ogni gioco, nell'aiuto e sotto la scelta del gioco nella finestra Nuovo tavolo.

# Due frasi di un paragrafo, una dopo l'altra.
rules-sentences = { $first } { $second }

## Ogni gioco in un paragrafo: dadi, lanci, caselle e bonus superiore.

rules-summary-classic = Cinque dadi a sei facce, fino a tre lanci per turno, tredici caselle. Con 63 punti o più nella sezione superiore guadagni altri 35 punti.
rules-summary-lucky7 = Cinque dadi a sette facce, fino a tre lanci per turno, quattordici caselle. Il primo dado è contrassegnato: quando mostra il 7, quel 7 è un jolly e vale il numero da 1 a 7 che scegli prima di segnare. Con 84 punti o più nella sezione superiore guadagni altri 46 punti.
legend-wild = Dado contrassegnato: il suo { $face } è un jolly e vale il numero da 1 a { $face } che scegli.
rules-summary-tricolor = Il gioco noto come Kismet. Cinque dadi a sei facce con le facce colorate: 1 e 6 bianche, 2 e 5 rosse, 3 e 4 verdi. Fino a tre lanci per turno, quindici caselle, alcune delle quali richiedono dadi di un solo colore. Il bonus superiore cresce con il totale della sezione superiore: 35 da 63, 55 da 71, 75 da 78.
rules-summary-yacht = Il gioco di pubblico dominio da cui deriva Yahtzee. Cinque dadi a sei facce, fino a tre lanci per turno, dodici caselle e nessun bonus di alcun tipo.
rules-summary-yatzy = Il gioco scandinavo. Cinque dadi a sei facce, fino a tre lanci per turno, quindici caselle. Con 63 punti o più nella sezione superiore guadagni altri 50 punti. Le caselle inferiori contano per lo più solo i dadi che formano la combinazione: Coppia la coppia più alta, Doppia coppia i quattro dadi di due coppie diverse. Uno Yatzy vale 50 una volta sola: non c'è jolly né bonus per un altro Yatzy.
rules-summary-maxi = La sorella maggiore dello Yatzy, secondo il foglio svedese (maxiyatzy.com). Sei dadi a sei facce, fino a tre lanci per turno, venti caselle. I lanci che un turno non usa si conservano per i turni successivi, come quarto lancio o altri quando servono. Con 84 punti o più nella sezione superiore guadagni altri 100 punti. Come nello Yatzy, le caselle inferiori contano per lo più solo i dadi che formano la combinazione, e un Maxi Yatzy, sei dadi uguali, vale 100 una volta sola.

## La frase dopo il paragrafo su un ulteriore cinque uguali, come lo gioca il tavolo.

rules-bonus-yahtzee = Ogni ulteriore Yahtzee vale 100 punti, se la casella Yahtzee contiene 50.
rules-no-bonus-yahtzee = A questo tavolo un ulteriore Yahtzee non dà alcun bonus.
rules-bonus-kismet = Ogni ulteriore Kismet vale 100 punti, se la casella Kismet contiene il suo punteggio.
rules-no-bonus-kismet = A questo tavolo un ulteriore Kismet non dà alcun bonus.

## Note sotto le regole di un gioco nell'aiuto: decisioni che il regolamento lascia aperte.

rules-lucky7-wild-until-chosen = Finché non scegli un numero per il 7 jolly, vale 7. Se tieni il dado contrassegnato, il numero scelto resta; se lo rilanci, si azzera.
rules-lucky7-wild-everywhere = Il dado jolly vale il numero scelto in ogni casella: le caselle superiori, Tris e Poker, le scale, Yahtzee e Chance.
rules-lucky7-straights = Le scale possono usare qualsiasi numero da 1 a 7: una Scala piccola è una sequenza qualsiasi di quattro numeri (da 1-2-3-4 a 4-5-6-7), una Scala grande una qualsiasi di cinque (1-2-3-4-5, 2-3-4-5-6 o 3-4-5-6-7).
rules-lucky7-as-classic = La sezione inferiore è come nello Yahtzee classico, quindi il bonus Yahtzee e la regola del jolly sono quelli del classico: un ulteriore Yahtzee, con il dado jolly contato come scelto, vale 100 punti se la casella Yahtzee contiene 50 e va segnato secondo la regola del jolly in vigore.

rules-tricolor-kismet = Tricolor segue le regole pubblicate di Kismet.
rules-tricolor-two-pair-same-colour = Doppia coppia stesso colore richiede due coppie i cui quattro dadi sono dello stesso colore, come 2-2-5-5, 1-1-6-6 o 4-4-4-3-3. Come in Kismet, quattro dadi uguali contano come due coppie (e anche cinque uguali), e il quinto dado può essere di qualsiasi colore.
rules-tricolor-no-joker = Non c'è jolly, come in Kismet: uno Kismet segna solo nelle caselle a cui i suoi dadi corrispondono davvero (la Scala e, se la regola della casa non è attiva, i due Full non segnano nulla).
rules-tricolor-bonus = Il bonus di 100 per ogni ulteriore Kismet si ottiene solo se la casella Kismet contiene un punteggio, come nello Yahtzee classico: una casella Kismet riempita con 0 non dà alcun bonus.
rules-tricolor-full-house = Come nello Yahtzee classico, cinque dadi uguali non sono un full, a meno che non sia attiva la regola della casa; la regola della casa li conta anche per Full dello stesso colore.

rules-yacht-no-bonus = Non ci sono né bonus superiore, né bonus per ulteriori Yacht, né jolly: ogni casella segna solo ciò che i dadi mostrano davvero, quindi le opzioni del jolly e del bonus Yahtzee non cambiano nulla.
rules-yacht-four-of-a-kind = Poker conta solo i quattro dadi uguali: 6-6-6-6-2 vale 24, e cinque dadi uguali valgono quattro dei loro dadi.
rules-yacht-full-house = Cinque dadi uguali non sono un Full, a meno che non sia attiva la regola della casa.

rules-yatzy-any-box = Puoi scegliere qualsiasi casella aperta; i dadi che non vi corrispondono vi segnano 0.
rules-yatzy-two-pairs = Doppia coppia richiede due facce diverse: 4-4-4-4-2 non è una Doppia coppia, a meno che non sia attiva la regola della casa sui quattro uguali (allora segna i quattro dadi uguali), e una coppia sola non lo è mai.
rules-yatzy-full-house = Un full contiene due coppie: 3-3-3-5-5 vale 16 in Doppia coppia.
rules-yatzy-straights = Scala piccola è esattamente 1-2-3-4-5 (15 punti), Scala grande esattamente 2-3-4-5-6 (20).
rules-yatzy-house-rules = Regole della casa, ciascuna disattivata a meno che il tavolo non la scelga: quattro dadi uguali valgono come Doppia coppia; cinque dadi uguali valgono come Full; le caselle si riempiono in ordine, dall'alto in basso.

rules-maxi-kinds = Doppia coppia, Tre coppie, Full, Villa e Torre richiedono numeri diversi: 6-6-6-6-2-2 è una Torre (28) ma non Tre coppie, e sei dadi uguali non sono nessuna di queste.
rules-maxi-straights = La Scala piccola è 1-2-3-4-5 (15 punti) e la Scala grande 2-3-4-5-6 (20), qualunque cosa mostri il sesto dado; la Scala completa sono tutti e sei i numeri (21).
rules-maxi-house-rules = Regole del tavolo, ciascuna disattivata a meno che il tavolo non la scelga: 50 punti a 75 nella sezione superiore, come in alcuni fogli, invece di 100 a 84; nessun lancio conservato, tre lanci per turno e non di più; quattro dadi uguali valgono come Doppia coppia.

# Una casella superiore (da Uno a Sei, il Sette di Lucky7).
box-help-face = La somma dei dadi con il numero { $face }.
# La frase di una casella inferiore: che cosa devono mostrare i dadi, poi che cosa segna.
box-help = { $needs }: { $scores }.
# Tris, Poker, Coppia. Lo Yatzy scandinavo lo dice senza "almeno".
box-needs-alike = { $game ->
    [yatzy] { $count ->
        [2] Due
        [3] Tre
        [4] Quattro
        [5] Cinque
       *[other] { $count }
    } dadi uguali
   *[other] Almeno { $count ->
        [2] due
        [3] tre
        [4] quattro
       *[other] { $count }
    } dadi uguali
}
# Yahtzee, Yacht, Yatzy, Kismet: cinque dadi uguali.
box-needs-all-alike = Tutti e { $dice ->
    [6] sei
   *[other] cinque
} i dadi uguali
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
box-needs-three-pairs = Tre coppie di numeri diversi
box-needs-kinds = { $big ->
    [3] Tre
    [4] Quattro
   *[other] { $big }
} dadi di un numero e { $small ->
    [2] due
    [3] tre
   *[other] { $small }
} di un altro
# Doppia coppia stesso colore di Tricolor.
box-needs-two-pair-same-colour = Due coppie di un solo colore (1 e 6 bianchi, 2 e 5 rossi, 3 e 4 verdi), compresi quattro dadi uguali
# Colore di Tricolor: tutti i dadi dello stesso colore.
box-needs-flush = Tutti e cinque i dadi dello stesso colore
# Full dello stesso colore di Tricolor.
box-needs-full-house-same-colour = Un full tutto dello stesso colore
# Chance: dadi qualsiasi.
box-needs-any = Qualsiasi combinazione
box-scores-total = la somma di tutti e { $dice ->
    [6] sei
   *[other] cinque
} i dadi
box-scores-total-plus = la somma di tutti e { $dice ->
    [6] sei
   *[other] cinque
} i dadi più { $bonus }
box-scores-fixed = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
# Yatzy e Yacht contano solo i dadi uguali.
box-scores-alike = { $count ->
    [2] solo la somma della coppia più alta
    [3] solo la somma di quei tre dadi
    [4] solo la somma di quei quattro dadi
    [5] solo la somma di quei cinque dadi
   *[other] solo la somma di quei { $count } dadi
}
box-scores-two-pairs = la somma di quei quattro dadi
