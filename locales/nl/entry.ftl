### Echte dobbelstenen invoeren, en de uitleg bij het eerste bezoek.

## Echte dobbelstenen invoeren: na het gooien aan tafel tik je op elke dobbelsteen en zijn
## getal, of typ je de getallen.

entry-instructions-touch = { $title }: gooi de dobbelstenen, tik dan op elke dobbelsteen en zijn getal, of typ ze

entry-instructions-mouse = { $title }: gooi de dobbelstenen, klik dan op elke dobbelsteen en zijn getal, of typ ze

entry-field-all = Of typ alle getallen en druk op Enter

entry-field-one = Of typ het getal van de opnieuw gegooide dobbelsteen (of alle { $dice }) en druk op Enter

entry-field-some = Of typ de { $count } opnieuw gegooide getallen (of alle { $dice }) en druk op Enter

entry-placeholder = 3 3 5 1 6 2

entry-die = dobbelsteen { $number }

entry-die-marked = gemarkeerde dobbelsteen { $number }

entry-not-entered = niet ingevoerd

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, vast

entry-face-button = Dobbelsteen { $die } toont { $face }

entry-face-group = Getal van { $die }

entry-correct-die = Verbeter { $die }

entry-correct-summary = Verkeerd getypt? Verbeter een dobbelsteen
entry-correct-group = Ingevoerde dobbelstenen verbeteren

entry-no-rolls-left = Geen worpen meer: kies een vak.

## De uitleg bij het eerste bezoek: drie stappen (gooien, vasthouden, invullen).

guide-heading = Nieuw hier? Stap { $step } van { $steps }: { $step ->
        [1] Gooien
        [2] Vasthouden
       *[other] Invullen
    }

# "Gooi" is de knop Gooi.
guide-roll-touch = Tik op Gooi om de dobbelstenen te gooien. Je mag tot drie keer per beurt gooien.
guide-roll-mouse = Druk op Gooi (of op de toets R) om de dobbelstenen te gooien. Je mag tot drie keer per beurt gooien.
guide-hold-touch = Tik op de dobbelstenen die je wilt houden: die blijven liggen terwijl je de andere opnieuw gooit.
guide-hold-mouse = Klik op de dobbelstenen die je wilt houden (of druk op 1 tot { $dice }): die blijven liggen terwijl je de andere opnieuw gooit.
guide-roll-real = Gooi de dobbelstenen aan tafel en voer ze hier in: tik op elke steen en zijn ogen, of typ de ogen.
guide-hold-real = Tik op de stenen die je houdt, gooi de andere aan tafel en voer alleen die in.
guide-score = Als de dobbelstenen je bevallen, of als je worpen op zijn, kies je een vak op het scoreblok: daar zie je wat elk vak zou opleveren. Elk vak wordt één keer ingevuld; het hoogste totaal wint.
guide-skip = Uitleg overslaan

entry-title = Voer worp { $roll } van { $rolls } in
