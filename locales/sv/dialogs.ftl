### Dialogrutornas ord.

## Dialogen Nytt bord: vilka som spelar, hur många partier, vilket spel och bordets regler.

setup-title = Nytt bord
setup-game = Spel
setup-dice = Tärningar
setup-dice-rolled = Sidan slår tärningarna (1 till { $most } spelare, personer eller bottar)
setup-dice-entered = Vi slår riktiga tärningar (1 till { $most } personer; ange varje slag)
setup-seat = Plats { $number }
setup-name = Namn
setup-player-name = Spelare { $number }
setup-plays = Spelas av
setup-plays-person = Person
setup-plays-bot = { $level ->
    [beginner] Nybörjarbot
    [casual] Medelbot
   *[expert] Expertbot
} (snitt { $mean })
setup-plays-tactician = { $games ->
    [0] Taktikerbot
   *[other] Taktikerbot (vinner { $percent } % av { $games } spel mot en expert)
}
setup-remove = Ta bort
setup-remove-seat = Ta bort plats { $number }
setup-add-seat = Lägg till en plats
setup-games = Partier i serien
setup-table-rules = Bordets regler
setup-joker = Joker
setup-yahtzee-bonus = Bonus på { $points } poäng för varje ytterligare { $box }
setup-five-of-a-kind-full-house = Fem lika räknas också som Kåk (husregel)
setup-four-of-a-kind-two-pairs = Fyrtal räknas också som Två par (husregel)
setup-forced-order = Fyll rutorna i ordning, uppifrån och ned (husregel)
setup-other-bonus = Bonus på { $bonus } vid { $threshold } i övre delen, som vissa protokoll ger
setup-no-saved-rolls = Inga sparade slag: tre slag per tur och inte fler
setup-too-many-seats = Sidans tärningar räcker till högst { $most } spelare: ta bort { $remove ->
    [one] { $remove } plats
   *[other] { $remove } platser
}, eller välj riktiga tärningar.
setup-start = Starta
setup-cancel = Avbryt

## Hjälp: tangenterna och reglerna för spelet som spelas.

help-title = Hjälp
help-keyboard = Tangentbord
help-optimal = Med perfekt spel ger ett parti { $game } med de här bordsreglerna i snitt { $points } poäng (exakt, enligt tränarens strategitabell).
help-strong = I { $game } spelar tränaren starkt men inte perfekt: utan sparade slag ger dess drag { $share } % av perfekt spels snitt på { $points } poäng (exakt uträknat).
help-upper-bonus = Övre bonus: { $tiers }.
help-upper-bonus-tier = { $bonus } poäng för { $threshold } eller mer i övre delen
help-tier-separator = {"; "}
help-no-upper-bonus = Ingen övre bonus.
help-joker = Joker: { $rule }.
help-further-bonus = Varje ytterligare { $box } så länge dess ruta har sina poäng: { $points } poäng.
help-dice-colours = Tärningarnas färger: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] vit
    [red] röd
   *[green] grön
}
help-list-separator = {", "}
help-box = Ruta
help-scores = Ger
help-example = Exempel
help-example-score = { $dice } → { $points }
help-close = Stäng

## Tränaren: inställningar, status och de avslutade partier den kan granska.

coach-title = Tränare
coach-dialog-starting = Startar…
coach-building = Förbereder den optimala strategin: { $percent } %
coach-dialog-ready = Klar: optimalt spel ger i snitt { $points } poäng ({ $source } på { $seconds } s).
coach-dialog-ready-strong = Klar: starkt spel, { $share } % av perfekt spels snitt ({ $source } på { $seconds } s).
coach-source = { $source ->
    [downloaded] nedladdad
    [stored] hämtad från den här webbläsaren
   *[built] { $workers ->
        [0] beräknad
        [1] beräknad
       *[other] beräknad på { $workers } kärnor
    }
}
coach-dialog-unavailable = Inte tillgänglig i den här webbläsaren.
coach-progress = Tränarens förberedelse
# H är tangenten (alltid H), Tips är knappens namn.
coach-how = Tryck H (eller Tips) under en tur för att se bästa draget och vad de andra kostar.
coach-warn = Varna mig före ett drag som kostar mer än
coach-by-chance = Under de fyra sista omgångarna vid ett bord med flera: döm efter chansen att vinna och varna före ett drag som sänker den med mer än så många procentenheter
coach-threshold-label = Varningsgräns i poäng
coach-threshold = { $points } poäng
coach-review-heading = Granska ett avslutat parti
coach-no-games = Avslutade partier visas här.
coach-past-game = { $date } · parti nr { $seed } · { $scores } poäng
coach-review = Granska
coach-review-title = parti nr { $seed } från { $date }
coach-close = Stäng

## Tränarens varning före ett drag som kostar poäng.

warn-title = Det här kostar { $points } poäng
warn-title-chance = Det här sänker din chans att vinna med { $percent } %
warn-text = Du valde att { $mine }. Tränaren skulle { $best }.
warn-play-best = Spela det bättre draget: { $best }
warn-play-mine = Spela mitt ändå
warn-cancel = Avbryt

## Frågan innan en ruta fylls med 0 när en annan ruta skulle ge poäng.

zero-title = Stryka { $box } med 0 poäng?
zero-text = En annan öppen ruta skulle ge poäng med de här tärningarna.
zero-confirm = Stryk { $box }
zero-cancel = Avbryt

## Frågan innan en länk, en omspelning eller ett nytt bord ersätter det pågående partiet.

replace-title = Ett parti pågår
replace-text = { $why } Du spelar { $current }. Om du spelar det nya partiet läggs ditt undan: { $link } tar tillbaka det precis som det var.
replace-back = länken till ditt parti nr { $seed }
replace-current-turn = { $game }, parti nr { $seed }, omgång { $turn }
replace-current-session = { $game }, parti nr { $seed }, parti { $number } av { $games } i en serie
replace-why-replay = Omspelningen öppnar { $game }, parti nr { $seed }.
replace-keep = Fortsätt mitt parti
replace-play-new = Spela det nya partiet

keys-roll = Slå de tärningar som inte är sparade (med riktiga tärningar: skriv in det du slog)
keys-toggle-die = Spara eller släpp den tärningen
keys-wild = Lucky7: gå till den vilda tärningens värde när det visas; sedan väljer en siffertangent det
keys-dice = Läs upp tärningarna
keys-sheet = Läs upp protokollet
keys-move-focus = Flytta mellan de öppna rutorna
keys-focus-edge = Gå till den första eller den sista öppna rutan
keys-score = Fyll i rutan som har fokus
keys-hint = Visa eller dölj tränarens tips
keys-undo = Ta tillbaka den senaste poängen (tills någon slår)
keys-help = Kortkommandon och regler
keys-close = Stäng dialogrutan
keys-when-ignored = Tangenterna styr spelbordet: när ett textfält, ett sifferfält, en lista eller ett reglage har fokus, eller när en dialogruta är öppen, skriver de eller fungerar som vanligt där.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] Det nya bordet startar ett parti { $game }.
       *[other] Det nya bordet startar en serie med { $games } partier { $game }.
    }
   *[other] { $games ->
        [1] Det nya bordet startar ett parti { $game } för { $players } spelare.
       *[other] Det nya bordet startar en serie med { $games } partier { $game } för { $players } spelare.
    }
}

update-ready = En ny version av Yahtzee finns. Ditt parti är sparat.
update-reload = Ladda om
update-dismiss = Stäng meddelandet om uppdatering
update-label = Uppdatering

feel-sound = Ljud
feel-vibration = Vibration
