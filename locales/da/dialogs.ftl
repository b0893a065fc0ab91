### The dialogs' words: fetched with the page's later parts.

## The New table dialog: who plays, how many games, which game and its table rules.

setup-title = Nyt bord
setup-game = Spil
setup-dice = Terninger
setup-dice-rolled = Siden slår med terningerne (1 til { $most } spillere, personer eller bots)
setup-dice-entered = Vi slår med rigtige terninger (1 til { $most } personer; indtast hvert kast)
setup-seat = Plads { $number }
setup-name = Navn
setup-player-name = Spiller { $number }
setup-plays = Spilles af
setup-plays-person = Person
setup-plays-bot = { $level ->
    [beginner] Begynderbot
    [casual] Hyggebot
   *[expert] Ekspertbot
} (i snit { $mean })
setup-plays-tactician = { $games ->
    [0] Taktikerbot
   *[other] Taktikerbot (vinder { $percent } % af { $games } spil mod en ekspert)
}
setup-remove = Fjern
setup-remove-seat = Fjern plads { $number }
setup-add-seat = Tilføj en plads
setup-games = Spil i serien
setup-table-rules = Bordregler
setup-joker = Joker
setup-yahtzee-bonus = Bonus på { $points } point for hver ekstra { $box }
setup-five-of-a-kind-full-house = Fem ens tæller også som Hus (husregel)
setup-four-of-a-kind-two-pairs = Fire ens tæller også som 2 par (husregel)
setup-forced-order = Udfyld rubrikkerne i rækkefølge, oppefra og ned (husregel)
setup-other-bonus = Bonus på { $bonus } ved { $threshold } i øverste del, som nogle blokke giver
setup-no-saved-rolls = Ingen gemte kast: tre kast pr. tur og ikke flere
setup-too-many-seats = Sidens terninger har plads til højst { $most } spillere: fjern { $remove ->
    [one] { $remove } plads
   *[other] { $remove } pladser
}, eller vælg rigtige terninger.
setup-start = Start
setup-cancel = Annuller

## Help: the keys and the rules of the game in play.

help-title = Hjælp
help-keyboard = Tastatur
help-optimal = Med perfekt spil giver et spil { $game } med disse bordregler i snit { $points } point (præcist, fra trænerens strategitabel).
help-strong = I { $game } spiller træneren stærkt, men ikke perfekt: uden gemte kast giver dens træk { $share } % af perfekt spils snit på { $points } point (regnet præcist ud).
help-upper-bonus = Bonus i øverste del: { $tiers }.
help-upper-bonus-tier = { $bonus } point for { $threshold } eller mere i øverste del
help-tier-separator = {"; "}
help-no-upper-bonus = Ingen bonus i øverste del.
help-joker = Joker: { $rule }.
help-further-bonus = Hver ekstra { $box }, så længe dens rubrik har sine point: { $points } point.
help-dice-colours = Terningernes farver: { $colours }.
help-face-colour = { $face } { $colour ->
    [white] hvid
    [red] rød
   *[green] grøn
}
help-list-separator = {", "}
help-box = Rubrik
help-scores = Giver
help-example = Eksempel
help-example-score = { $dice } → { $points }
help-close = Luk

## The coach: its settings, its state, and the finished games it can review.

coach-title = Træner
coach-dialog-starting = Starter…
coach-building = Forbereder den optimale strategi: { $percent } %
coach-dialog-ready = Klar: optimalt spil giver i snit { $points } point ({ $source } på { $seconds } s).
coach-dialog-ready-strong = Klar: stærkt spil, { $share } % af perfekt spils snit ({ $source } på { $seconds } s).
coach-source = { $source ->
    [downloaded] hentet
    [stored] indlæst fra denne browser
   *[built] { $workers ->
        [0] beregnet
        [1] beregnet
       *[other] beregnet på { $workers } kerner
    }
}
coach-dialog-unavailable = Ikke tilgængelig i denne browser.
coach-progress = Trænerens forberedelse
# H er tasten (den samme på alle sprog), Tip er knappens navn.
coach-how = Tryk på H (eller Tip) i løbet af en tur for at se det bedste træk, og hvad de andre koster.
coach-warn = Advar mig før et træk, der koster mere end
coach-by-chance = I de sidste fire ture ved et bord med flere: døm efter chancen for at vinde og advar før et træk, der sænker den med mere end så mange procentpoint
coach-threshold-label = Grænse for advarsel i point
coach-threshold = { $points } point
coach-review-heading = Gennemgå et afsluttet spil
coach-no-games = Afsluttede spil vises her.
coach-past-game = { $date } · spil #{ $seed } · { $scores } point
coach-review = Gennemgå
coach-review-title = spil #{ $seed } fra { $date }
coach-close = Luk

## The coach's warning before a move that gives points away.

warn-title = Dette koster { $points } point
warn-title-chance = Dette sænker din chance for at vinde med { $percent } %
# Trækkene står i bydeform (coach-move-…): "skriv 15 i Femmere".
warn-text = Dit valg: { $mine }. Trænerens valg: { $best }.
warn-play-best = Spil det bedre træk: { $best }
warn-play-mine = Spil mit alligevel
warn-cancel = Annuller

## The question before scoring 0 in a box while another box would score points.

zero-title = Skriv 0 i { $box }?
zero-text = En anden åben rubrik ville give point med disse terninger.
zero-confirm = Skriv 0 i { $box }
zero-cancel = Annuller

## The question before a link, a replay or a new table replaces the game in progress.

replace-title = Et spil er i gang
replace-text = { $why } Du spiller { $current }. Hvis du spiller det nye spil, bliver dit gemt: { $link } henter det tilbage, som det var.
replace-back = linket til dit spil #{ $seed }
replace-current-turn = { $game }, spil #{ $seed }, tur { $turn }
replace-current-session = { $game }, spil #{ $seed }, spil { $number } af { $games } i en serie
replace-why-replay = Genspillet åbner { $game }, spil #{ $seed }.
replace-keep = Fortsæt mit spil
replace-play-new = Spil det nye spil

keys-roll = Slå de terninger, der ikke holdes (med rigtige terninger: skriv de slåede øjental)
keys-toggle-die = Hold eller slip terningen
keys-wild = Lucky7: gå til den vilde ternings værdi, når den vises; så vælger en taltast den
keys-dice = Læs terningerne op
keys-sheet = Læs pointblokken op
keys-move-focus = Gå gennem de åbne rubrikker
keys-focus-edge = Gå til den første eller den sidste åbne rubrik
keys-score = Skriv point i rubrikken med fokus
keys-hint = Vis eller skjul trænerens tip
keys-undo = Tag de sidste point tilbage (indtil nogen slår)
keys-help = Genveje og regler
keys-close = Luk dialogen
keys-when-ignored = Tasterne virker på bordet: når et tekstfelt, et talfelt, en liste eller en skyder har fokus, eller når en dialog er åben, skriver eller virker de som normalt dér.

replace-why-new-table = { $players ->
    [1] { $games ->
        [1] Det nye bord starter et spil { $game }.
       *[other] Det nye bord starter en serie på { $games } spil { $game }.
    }
   *[other] { $games ->
        [1] Det nye bord starter et spil { $game } for { $players } spillere.
       *[other] Det nye bord starter en serie på { $games } spil { $game } for { $players } spillere.
    }
}

update-ready = En ny version af Yahtzee er klar. Dit spil er gemt.
update-reload = Genindlæs
update-dismiss = Luk beskeden om opdatering
update-label = Opdatering

feel-sound = Lyd
feel-vibration = Vibration
