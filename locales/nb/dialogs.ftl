### Dialogenes ord: hentes med sidens senere deler.

## Dialogen Nytt bord: hvem som spiller, hvor mange spill, hvilket spill og regelvalgene.

setup-title = Nytt bord
setup-game = Spill
setup-dice = Terninger
setup-dice-rolled = Siden kaster terningene (1 til { $most } spillere, personer eller boter)
setup-dice-entered = Vi kaster ekte terninger (1 til { $most } personer; legg inn hvert kast)
setup-seat = Plass { $number }
setup-name = Navn
setup-player-name = Spiller { $number }
setup-plays = Spilles av
setup-plays-person = Person
setup-plays-bot = { $level ->
    [beginner] Nybegynnerbot
    [casual] Hobbybot
   *[expert] Ekspertbot
} (snitt { $mean })
setup-plays-tactician = { $games ->
    [0] Taktikerbot
   *[other] Taktikerbot (vinner { $percent } % av { $games } spill mot en ekspert)
}
setup-remove = Fjern
setup-remove-seat = Fjern plass { $number }
setup-add-seat = Legg til en plass
setup-games = Spill i økten
setup-table-rules = Regelvalg
setup-joker = Joker
setup-yahtzee-bonus = Bonus på { $points } poeng for hver ekstra { $box }
setup-five-of-a-kind-full-house = Fem like teller også som Hus (husregel)
setup-four-of-a-kind-two-pairs = Fire like teller også som To par (husregel)
setup-forced-order = Fyll rutene i rekkefølge, ovenfra og ned (husregel)
setup-other-bonus = Bonus på { $bonus } ved { $threshold } over streken, som noen blokker gir
setup-no-saved-rolls = Ingen sparte kast: tre kast per tur og ikke flere
setup-too-many-seats = Sidens terninger har plass til opptil { $most } spillere: fjern { $remove ->
    [one] { $remove } plass
   *[other] { $remove } plasser
}, eller velg ekte terninger.
setup-start = Start
setup-cancel = Avbryt

## Hjelp: tastene og reglene for spillet som spilles.

help-title = Hjelp
help-keyboard = Tastatur
help-optimal = Med perfekt spill gir { $game } med disse regelvalgene i snitt { $points } poeng (eksakt, fra trenerens strategitabell).
help-strong = I { $game } spiller treneren sterkt, men ikke perfekt: uten sparte kast gir trekkene { $share } % av snittet til perfekt spill, { $points } poeng (regnet ut eksakt).
help-upper-bonus = Bonus over streken: { $tiers }.
help-upper-bonus-tier = { $bonus } poeng for { $threshold } eller mer over streken
help-tier-separator = {"; "}
help-no-upper-bonus = Ingen bonus over streken.
help-joker = Joker: { $rule }.
help-further-bonus = Hver ekstra { $box } mens { $box }-ruten har poeng: { $points } poeng.
help-dice-colours = Terningfarger: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] hvit
    [red] rød
   *[green] grønn
}
help-list-separator = {", "}
help-box = Rute
help-scores = Gir
help-example = Eksempel
help-example-score = { $dice } → { $points }
help-close = Lukk

## Treneren: innstillingene, tilstanden og de ferdige spillene den kan gå gjennom.

coach-title = Trener
coach-dialog-starting = Starter…
coach-building = Forbereder optimal strategi: { $percent } %
coach-dialog-ready = Klar: optimalt spill gir i snitt { $points } poeng ({ $source } på { $seconds } s).
coach-dialog-ready-strong = Klar: sterkt spill, { $share } % av snittet til perfekt spill ({ $source } på { $seconds } s).
coach-source = { $source ->
    [downloaded] lastet ned
    [stored] hentet fra denne nettleseren
   *[built] { $workers ->
        [0] regnet ut
        [1] regnet ut
       *[other] regnet ut på { $workers } kjerner
    }
}
coach-dialog-unavailable = Ikke tilgjengelig i denne nettleseren.
coach-progress = Forberedelse av treneren
# H er tasten (H på alle språk), Tips er knappens navn.
coach-how = Trykk H (eller Tips) i løpet av en tur for å se det beste trekket og hva de andre trekkene koster.
coach-warn = Advar meg før et trekk som koster mer enn
coach-by-chance = I de fire siste turene ved et bord med flere: døm etter sjansen til å vinne og advar før et trekk som senker den med mer enn så mange prosentpoeng
coach-threshold-label = Varslingsgrense i poeng
coach-threshold = { $points } poeng
coach-review-heading = Gå gjennom et ferdig spill
coach-no-games = Ferdige spill vises her.
coach-past-game = { $date } · spill nr. { $seed } · { $scores } poeng
coach-review = Gjennomgå
coach-review-title = spill nr. { $seed } fra { $date }
coach-close = Lukk

## Trenerens advarsel før et trekk som koster poeng.

warn-title = Dette koster { $points } poeng
warn-title-chance = Dette senker sjansen din til å vinne med { $percent } %
# Trekkene står i infinitiv: «føre opp 15 i Femmere», «beholde 5 5 5 og kaste 2 terninger».
warn-text = Du valgte å { $mine }. Treneren ville { $best }.
warn-play-best = Spill det bedre trekket: { $best }
warn-play-mine = Spill mitt likevel
warn-cancel = Avbryt

## Spørsmålet før 0 føres i en rute mens en annen rute ville gitt poeng.

zero-title = Føre opp 0 i { $box }?
zero-text = En annen åpen rute ville gitt poeng med disse terningene.
zero-confirm = Før opp 0 i { $box }
zero-cancel = Avbryt

## Spørsmålet før en lenke, et omspill eller et nytt bord erstatter spillet som pågår.

replace-title = Et spill pågår
replace-text = { $why } Du spiller { $current }. Hvis du spiller det nye spillet, blir ditt lagt til side: { $link } henter det tilbake slik det var.
replace-back = lenken til ditt spill nr. { $seed }
replace-current-turn = { $game }, spill nr. { $seed }, tur { $turn }
replace-current-session = { $game }, spill nr. { $seed }, spill { $number } av { $games } i en økt
replace-why-replay = Omspillet åpner { $game }, spill nr. { $seed }.
replace-keep = Fortsett mitt spill
replace-play-new = Spill det nye spillet

keys-roll = Kast terningene som ikke er beholdt (med ekte terninger: skriv inn tallene du fikk)
keys-toggle-die = Behold eller slipp den terningen
keys-wild = Lucky7: gå til jokerterningens verdi når den vises; så velger en talltast den
keys-dice = Les opp terningene
keys-sheet = Les opp poengblokken
keys-move-focus = Flytt mellom de åpne rutene
keys-focus-edge = Gå til den første eller den siste åpne ruten
keys-score = Før opp poeng i ruten som har fokus
keys-hint = Vis eller skjul trenerens tips
keys-undo = Ta tilbake siste føring (til noen kaster)
keys-help = Hurtigtaster og regler
keys-close = Lukk dialogen
keys-when-ignored = Tastene virker på bordet: når et tekstfelt, et tallfelt, en liste eller en glidebryter har fokus, eller en dialog er åpen, skriver de eller virker som vanlig der.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] Det nye bordet starter et { $game }-spill.
       *[other] Det nye bordet starter en økt med { $games } { $game }-spill.
    }
   *[other] { $games ->
        [1] Det nye bordet starter et { $game }-spill for { $players } spillere.
       *[other] Det nye bordet starter en økt med { $games } { $game }-spill for { $players } spillere.
    }
}

update-ready = En ny versjon av Yahtzee er klar. Spillet ditt er lagret.
update-reload = Last inn på nytt
update-dismiss = Lukk oppdateringsvarselet
update-label = Oppdatering

feel-sound = Lyd
feel-vibration = Vibrasjon
