### Det siden sier i live-regionen (leses opp av skjermlesere, vises ikke), og setningene
### som poengblokken og terningene deler.

## Deler som flere setninger bruker.

list-join = {", "}

# Hvem sin tur det er, først i lengre setninger. «You» er navnet siden gir en spiller
# som spiller alene (lagret som «You» på alle språk): da blir det «Din tur».
turn-whose = { $name ->
    [You] Din tur
   *[other] Turen går til { $name }
}

turn-start-rolled = trykk R for å kaste
# Ved et bord med ekte terninger.
turn-start-entered = kast, trykk så R og skriv inn terningene

## Terningene, lest opp (tasten D, og etter hvert kast).

said-dice-over = Spillet er over.
said-dice-none-rolled = Tur { $round } av { $rounds }: ingen terninger kastet ennå. Trykk R for å kaste.
said-dice-none-entered = Tur { $round } av { $rounds }: ingen terninger kastet ennå. Kast, trykk så R og skriv inn terningene.
said-die = terning { $die }
said-dice-none-held = Ingen terninger beholdt
said-dice-held = Beholdt: { $dice }
said-dice = Kast { $roll } av { $rolls }: { $faces }. { $held }. { $left ->
    [0] Ingen kast igjen.
    [one] { $left } kast igjen.
   *[other] { $left } kast igjen.
}

## Poengblokken, lest opp (tasten C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box } ikke tillatt
said-sheet-scored = Fylt ut: { $boxes }.
said-sheet-open = Åpne ruter: { $boxes }.
said-sheet-open-rolled = Åpne ruter, med det disse terningene ville gitt: { $boxes }.
said-sheet-upper = Over streken { $points }, { $bonus }.
said-sheet-upper-bonus = Bonus over streken { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Totalt { $points }.

## Trekk, lest opp når de gjøres.

said-by = { $name }: { $said }
said-die-corrected = Terning { $die } rettet til { $face }. { $dice }
said-die-held = Terning { $die }: { $face }, beholdt.
said-die-free = Terning { $die }: { $face }, sluppet.
said-scored = Du førte opp { $points } i { $box }. Totalt { $total }.
said-scored-bonus = Du førte opp { $points } i { $box } og fikk { $extra } på { $bonus }. Totalt { $total }.
said-player-scored = { $name ->
    [You] Du førte opp { $points } i { $box }. Totalt { $total }.
   *[other] { $name } førte opp { $points } i { $box }. Totalt { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Du førte opp { $points } i { $box } og fikk { $extra } på { $bonus }. Totalt { $total }.
   *[other] { $name } førte opp { $points } i { $box } og fikk { $extra } på { $bonus }. Totalt { $total }.
}
said-game-over = Spillet er over.
said-next-turn = Tur { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = Jokerterningen teller som { $face }.
said-undone-player = Poengene er tatt tilbake. { $turn } igjen: velg en rute.
said-undone = Poengene er tatt tilbake; velg på nytt.
said-took-back = Angret: { $target }. { $said }
said-new-game = Nytt spill. Trykk R for å kaste.
said-new-session = Ny økt, { $games } spill. { $turn }: { $start }.
said-next-game = Spill { $game } av { $games }. { $turn }: { $start }.
said-rematch = Omkamp: spill 1. Trykk R for å kaste.
said-bots-turn = Nå er det { $name } som spiller.
said-kept-dice = Du beholder terningene; velg en annen rute.
said-kept-game = Spillet som pågår, fortsetter. { $turn }.
# Poengene Angre tar tilbake, alene ved bordet: «22 i Sjanse».
undo-target = { $points } i { $box }
# Det samme ved et bord med flere: «22 i Sjanse for Ann».
undo-target-player = { $name ->
    [You] dine { $points } i { $box }
   *[other] { $points } i { $box } for { $name }
}

## Et bord på flere mobiler (hver spiller på sin egen mobil, og bordet sendes videre med lenke).

said-travel-waiting = Venter på { $name }: send lenken til bordet videre.
said-travel-no-undo = Ved et bord på flere mobiler kan poeng ikke angres: lenken kan allerede være på vei.
said-coach-off = Ved dette bordet er treneren av til spillet er slutt: ingen tips, sjanser eller advarsler.
