### De woorden van de vensters.

## Het venster Nieuwe tafel: wie speelt, hoeveel spellen, welk spel en de tafelregels.

setup-title = Nieuwe tafel
setup-game = Spel
setup-dice = Dobbelstenen
setup-dice-rolled = De pagina gooit de dobbelstenen (1 tot { $most } spelers, mensen of bots)
setup-dice-entered = We gooien met echte dobbelstenen (1 tot { $most } mensen; voer elke worp in)
setup-seat = Plaats { $number }
setup-name = Naam
setup-player-name = Speler { $number }
setup-plays = Wie speelt
setup-plays-person = Mens
setup-plays-bot = { $level ->
    [beginner] Bot: beginner
    [casual] Bot: amateur
   *[expert] Bot: expert
} (gemiddeld { $mean })
setup-plays-tactician = { $games ->
    [0] Bot: tacticus
   *[other] Bot: tacticus (wint { $percent } % van { $games } spellen tegen een expert)
}
setup-remove = Verwijder
setup-remove-seat = Plaats { $number } verwijderen
setup-add-seat = Plaats toevoegen
setup-games = Spellen in de reeks
setup-table-rules = Tafelregels
setup-joker = Joker
setup-yahtzee-bonus = Bonus van { $points } punten voor elke volgende { $box }
setup-five-of-a-kind-full-house = Vijf dezelfde telt ook als Full House (huisregel)
setup-four-of-a-kind-two-pairs = Carré telt ook als Twee paar (huisregel)
setup-forced-order = Vakken op volgorde invullen, van boven naar beneden (huisregel)
setup-other-bonus = Bonus van { $bonus } bij { $threshold } in het bovenste deel, zoals op sommige scoreblokken
setup-no-saved-rolls = Geen bewaarde worpen: drie worpen per beurt en niet meer
setup-too-many-seats = De dobbelstenen van de pagina zijn voor hoogstens { $most } spelers: verwijder { $remove ->
    [one] { $remove } plaats
   *[other] { $remove } plaatsen
}, of kies echte dobbelstenen.
setup-start = Start
setup-cancel = Annuleren

## Help: de toetsen en de regels van het spel.

help-title = Help
help-keyboard = Toetsenbord
help-optimal = Perfect gespeeld levert een spel { $game } met deze tafelregels gemiddeld { $points } punten op (exact, uit de strategietabel van de coach).
help-strong = Bij { $game } speelt de coach sterk, maar niet perfect: zonder bewaarde worpen halen zijn zetten { $share } % van het gemiddelde van perfect spel, { $points } punten (exact berekend).
help-upper-bonus = Bonus bovenste deel: { $tiers }.
help-upper-bonus-tier = { $bonus } punten bij { $threshold } of meer in het bovenste deel
help-tier-separator = {"; "}
help-no-upper-bonus = Geen bonus voor het bovenste deel.
help-joker = Joker: { $rule }.
help-further-bonus = Elke volgende { $box } zolang het eigen vak een score bevat: { $points } punten.
help-dice-colours = Kleuren van de dobbelstenen: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] wit
    [red] rood
   *[green] groen
}
help-list-separator = {", "}
help-box = Vak
help-scores = Levert op
help-example = Voorbeeld
help-example-score = { $dice } → { $points }
help-close = Sluiten

## De coach: instellingen, status en de afgelopen spellen die hij kan analyseren.

coach-title = Coach
coach-dialog-starting = Starten…
coach-building = Optimale strategie wordt berekend: { $percent } %
coach-dialog-ready = Klaar: optimaal spel levert gemiddeld { $points } punten op ({ $source } in { $seconds } s).
coach-dialog-ready-strong = Klaar: sterk spel, { $share } % van het gemiddelde van perfect spel ({ $source } in { $seconds } s).
coach-source = { $source ->
    [downloaded] gedownload
    [stored] geladen uit deze browser
   *[built] { $workers ->
        [0] berekend
        [1] berekend
       *[other] berekend op { $workers } kernen
    }
}
coach-dialog-unavailable = Niet beschikbaar in deze browser.
coach-progress = Voorbereiding van de coach
# H is de toets, Tip de naam van de knop.
coach-how = Druk tijdens een beurt op H (of Tip) voor de beste zet en wat de andere zetten kosten.
coach-warn = Waarschuw me voor een zet die meer kost dan
coach-by-chance = In de laatste vier beurten aan een tafel van meerdere: oordeel naar de kans om te winnen en waarschuw voor een zet die die met meer dan zoveel procentpunten verlaagt
coach-threshold-label = Waarschuwingsdrempel in punten
coach-threshold = { $points } punten
coach-review-heading = Een afgelopen spel analyseren
coach-no-games = Afgelopen spellen verschijnen hier.
coach-past-game = { $date } · spel #{ $seed } · { $scores } punten
coach-review = Analyseer
coach-review-title = spel #{ $seed } van { $date }
coach-close = Sluiten

## De waarschuwing van de coach voor een zet die punten kost.

warn-title = Dit kost { $points } punten
warn-title-chance = Dit verlaagt je kans om te winnen met { $percent } %
warn-text = Jij koos: { $mine }. De coach zou kiezen: { $best }.
warn-play-best = Speel de betere zet: { $best }
warn-play-mine = Toch mijn zet
warn-cancel = Annuleren

## De vraag voordat je 0 invult terwijl een ander vak punten zou opleveren.

zero-title = 0 invullen bij { $box }?
zero-text = Een ander open vak zou met deze dobbelstenen punten opleveren.
zero-confirm = 0 invullen bij { $box }
zero-cancel = Annuleren

## De vraag voordat een link, een herhaling of een nieuwe tafel het lopende spel vervangt.

replace-title = Er is een spel bezig
replace-text = { $why } Je speelt { $current }. Als je het nieuwe spel speelt, wordt het jouwe apart gezet: { $link } brengt het terug zoals het was.
replace-back = de link naar je spel #{ $seed }
replace-current-turn = { $game }, spel #{ $seed }, beurt { $turn }
replace-current-session = { $game }, spel #{ $seed }, spel { $number } van { $games } in een reeks
replace-why-replay = De herhaling opent { $game }, spel #{ $seed }.
replace-keep = Mijn spel verder spelen
replace-play-new = Het nieuwe spel spelen

keys-roll = De dobbelstenen gooien die niet vastliggen (met echte dobbelstenen: de gegooide getallen typen)
keys-toggle-die = Die dobbelsteen vasthouden of loslaten
keys-wild = Lucky7: naar de waarde van de wilde dobbelsteen, als die verschijnt; daarna kiest een cijfertoets hem
keys-dice = De dobbelstenen voorlezen
keys-sheet = Het scoreblok voorlezen
keys-move-focus = Door de open vakken gaan
keys-focus-edge = Naar het eerste of het laatste open vak
keys-score = Het vak met de focus invullen
keys-hint = De tip van de coach tonen of verbergen
keys-undo = De laatste score terugnemen (tot iemand gooit)
keys-help = Sneltoetsen en regels
keys-close = Het venster sluiten
keys-when-ignored = De toetsen werken op de tafel: zolang een tekstveld, getalveld, lijst of schuifregelaar de focus heeft, of er een venster open is, typen of werken ze daar zoals gewoonlijk.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] De nieuwe tafel begint een spel { $game }.
       *[other] De nieuwe tafel begint een reeks van { $games } spellen { $game }.
    }
   *[other] { $games ->
        [1] De nieuwe tafel begint een spel { $game } voor { $players } spelers.
       *[other] De nieuwe tafel begint een reeks van { $games } spellen { $game } voor { $players } spelers.
    }
}

update-ready = Er staat een nieuwe versie van Yahtzee klaar. Je spel is bewaard.
update-reload = Herladen
update-dismiss = Melding over update sluiten
update-label = Update

feel-sound = Geluid
feel-vibration = Trillen
