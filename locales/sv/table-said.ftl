### Det som sidan säger i sin levande region (läses upp av skärmläsare, visas inte), och
### meningarna som protokollet och tärningarna delar.

## Delar som flera meningar använder.

list-join = {", "}

# Vems tur det är. ”You” är namnet som sidan ger en ensam spelare (sparas som ”You” på alla
# språk): då blir det ”Din tur”.
turn-whose = { $name ->
    [You] Din tur
   *[other] { $name } står på tur
}

turn-start-rolled = tryck R för att slå
turn-start-entered = slå, tryck sedan R och skriv in tärningarna

## Tärningarna, upplästa (tangent D, och efter varje slag).

said-dice-over = Partiet är slut.
said-dice-none-rolled = Omgång { $round } av { $rounds }: inga tärningar slagna än. Tryck R för att slå.
said-dice-none-entered = Omgång { $round } av { $rounds }: inga tärningar slagna än. Slå, tryck sedan R och skriv in tärningarna.
said-die = tärning { $die }
said-dice-none-held = Inga tärningar sparade
said-dice-held = Sparade: { $dice }
said-dice = Slag { $roll } av { $rolls }: { $faces }. { $held }. { $left ->
    [0] Inga slag kvar.
    [one] { $left } slag kvar.
   *[other] { $left } slag kvar.
}

## Protokollet, uppläst (tangent C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box } inte tillåten
said-sheet-scored = Ifyllda: { $boxes }.
said-sheet-open = Öppna: { $boxes }.
said-sheet-open-rolled = Öppna, med vad de här tärningarna skulle ge: { $boxes }.
said-sheet-upper = Övre delen { $points }, { $bonus }.
said-sheet-upper-bonus = Övre bonus { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Totalt { $points }.

## Drag, upplästa när de görs.

said-by = { $name }: { $said }
said-die-corrected = Tärning { $die } rättad till { $face }. { $dice }
said-die-held = Tärning { $die }: { $face }, sparad.
said-die-free = Tärning { $die }: { $face }, släppt.
said-scored = Du fick { $points } i { $box }. Totalt { $total }.
said-scored-bonus = Du fick { $points } i { $box } och en { $extra } på { $bonus }. Totalt { $total }.
said-player-scored = { $name ->
    [You] Du fick { $points } i { $box }. Totalt { $total }.
   *[other] { $name } fick { $points } i { $box }. Totalt { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Du fick { $points } i { $box } och en { $extra } på { $bonus }. Totalt { $total }.
   *[other] { $name } fick { $points } i { $box } och en { $extra } på { $bonus }. Totalt { $total }.
}
said-game-over = Partiet är slut.
said-next-turn = Omgång { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = Den vilda tärningen räknas som { $face }.
said-undone-player = Poängen togs tillbaka. { $turn } igen: välj en ruta.
said-undone = Poängen togs tillbaka; välj igen.
said-took-back = Tog tillbaka { $target }. { $said }
said-new-game = Nytt parti. Tryck R för att slå.
said-new-session = Ny serie, { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}. { $turn }: { $start }.
said-next-game = Parti { $game } av { $games }. { $turn }: { $start }.
said-rematch = Revansch: parti 1. Tryck R för att slå.
said-bots-turn = { $name } står på tur.
said-kept-dice = Tärningarna är kvar; välj en annan ruta.
said-kept-game = Det pågående partiet fortsätter. { $turn }.
# Poängen som Ångra tar tillbaka, för en ensam spelare: ”22 i Chans”.
undo-target = { $points } i { $box }
# Samma vid ett bord med flera: ”Annas 22 i Chans” omskrivet utan genitiv.
undo-target-player = { $name ->
    [You] dina { $points } i { $box }
   *[other] { $points } i { $box } för { $name }
}

## Ett bord på flera mobiler (varje spelare på sin egen mobil, och bordet skickas vidare med länk).

said-travel-waiting = Väntar på { $name }: skicka länken till bordet vidare.
said-travel-no-undo = Vid ett bord på flera mobiler kan poäng inte ångras: länken kan redan vara på väg.
said-coach-off = Vid det här bordet är tränaren av tills spelet är slut: inga tips, chanser eller varningar.
