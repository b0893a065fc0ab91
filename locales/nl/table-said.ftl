### Wat de pagina zegt in de live-regio (voorgelezen door schermlezers, niet getoond), en de
### zinnen die het scoreblok en de dobbelstenen delen.

## Stukken die meerdere zinnen delen.

list-join = {", "}

# "You" is de opgeslagen naam van een speler alleen aan tafel.
turn-whose = { $name ->
    [You] Jouw beurt
   *[other] Beurt van { $name }
}

turn-start-rolled = druk op R om te gooien
turn-start-entered = gooi, druk dan op R en typ de dobbelstenen in

## De dobbelstenen, uitgesproken (toets D, en na elke worp).

said-dice-over = Het spel is afgelopen.
said-dice-none-rolled = Beurt { $round } van { $rounds }: er is nog niet gegooid. Druk op R om te gooien.
said-dice-none-entered = Beurt { $round } van { $rounds }: er is nog niet gegooid. Gooi, druk dan op R en typ de dobbelstenen in.
said-die = dobbelsteen { $die }
said-dice-none-held = Geen dobbelstenen vast
said-dice-held = Vast: { $dice }
said-dice = Worp { $roll } van { $rolls }: { $faces }. { $held }. { $left ->
    [0] Geen worpen meer.
    [one] Nog { $left } worp.
   *[other] Nog { $left } worpen.
}

## Het scoreblok, uitgesproken (toets C).

said-sheet-box = { $box } { $points }
said-sheet-box-not-allowed = { $box } niet toegestaan
said-sheet-scored = Ingevuld: { $boxes }.
said-sheet-open = Open: { $boxes }.
said-sheet-open-rolled = Open, met wat deze dobbelstenen er zouden opleveren: { $boxes }.
said-sheet-upper = Bovenste deel { $points }, { $bonus }.
said-sheet-upper-bonus = Bonus bovenste deel { $points }.
said-sheet-extra-bonus = { $name } { $points }.
said-sheet-total = Totaal { $points }.

## Zetten, uitgesproken terwijl ze gebeuren.

said-by = { $name }: { $said }
said-die-corrected = Dobbelsteen { $die } verbeterd naar { $face }. { $dice }
said-die-held = Dobbelsteen { $die }: { $face }, vast.
said-die-free = Dobbelsteen { $die }: { $face }, los.
said-scored = { $points } ingevuld bij { $box }. Totaal { $total }.
said-scored-bonus = { $points } ingevuld bij { $box }, plus een { $extra } van { $bonus }. Totaal { $total }.
said-player-scored = { $name ->
    [You] Je vult { $points } in bij { $box }. Totaal { $total }.
   *[other] { $name } vult { $points } in bij { $box }. Totaal { $total }.
}
said-player-scored-bonus = { $name ->
    [You] Je vult { $points } in bij { $box }, plus een { $extra } van { $bonus }. Totaal { $total }.
   *[other] { $name } vult { $points } in bij { $box }, plus een { $extra } van { $bonus }. Totaal { $total }.
}
said-game-over = Spel afgelopen.
said-next-turn = Beurt { $round }: { $start }.
said-next-player = { $turn }: { $start }.
said-next-bot = { $turn }.
said-wild = Wilde dobbelsteen telt als { $face }.
said-undone-player = Score teruggenomen. Weer { $turn }: kies een vak.
said-undone = Score teruggenomen; kies opnieuw.
said-took-back = Teruggenomen: { $target }. { $said }
said-new-game = Nieuw spel. Druk op R om te gooien.
said-new-session = Nieuwe reeks, { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}. { $turn }: { $start }.
said-next-game = Spel { $game } van { $games }. { $turn }: { $start }.
said-rematch = Revanche: spel 1. Druk op R om te gooien.
said-bots-turn = { $name } is aan de beurt.
said-kept-dice = Je dobbelstenen blijven liggen; kies een ander vak.
said-kept-game = Het lopende spel gaat door. { $turn }.
# Wat Terug terugneemt: "22 bij Chance".
undo-target = { $points } bij { $box }
undo-target-player = { $name ->
    [You] jouw { $points } bij { $box }
   *[other] { $points } van { $name } bij { $box }
}

## Een tafel op meerdere telefoons (elke speler op een eigen telefoon, de tafel gaat door via een link).

said-travel-waiting = Wachten op { $name }: stuur de link van de tafel door.
said-travel-no-undo = Aan een tafel op meerdere telefoons kan een score niet worden teruggenomen: de link is misschien al onderweg.
said-coach-off = Aan deze tafel staat de coach uit tot het einde van het spel: geen tip, kansen of waarschuwing.
