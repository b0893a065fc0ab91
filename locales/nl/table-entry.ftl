### Dobbelstenen vasthouden, en getypte dobbelstenen die zijn geweigerd.

## Onder de dobbelstenen, na een worp: hoe je dobbelstenen vasthoudt.

hold-hint-touch = Tik op dobbelstenen om ze vast te houden en gooi dan opnieuw, of kies een vak.
hold-hint-mouse = Klik op dobbelstenen (of druk op 1 tot { $dice }) om ze vast te houden en gooi dan opnieuw, of kies een vak.
hold-hint-touch-entered = Tik op dobbelstenen om ze vast te houden, gooi de andere aan tafel en voer ze in, of kies een vak.
hold-hint-mouse-entered = Klik op dobbelstenen (of druk op 1 tot { $dice }) om ze vast te houden, gooi de andere aan tafel en voer ze in, of kies een vak.

## Echte dobbelstenen getypt als cijfers (bv. "3 3 5 1 6") en geweigerd: waarom, en wat je
## moet typen.

entry-example-rerolled = { $rolled ->
    [one] typ de opnieuw gegooide dobbelsteen, of alle { $dice }
   *[other] typ de { $rolled } opnieuw gegooide dobbelstenen, of alle { $dice }
}

entry-example-all = typ { $dice } getallen, zoals { $dice ->
    [6] 3 3 5 1 6 2
   *[other] 3 3 5 1 6
}

entry-error-not-a-face = "{ $typed }" is geen getal op een dobbelsteen: { $example }.

entry-error-none = Geen dobbelstenen getypt: { $example }.

entry-error-count-rerolled = { $count ->
        [one] Dat is 1 dobbelsteen
       *[other] Dat zijn { $count } dobbelstenen
    }: { $example }.

entry-error-count = { $count ->
        [one] Dat is 1 dobbelsteen
       *[other] Dat zijn { $count } dobbelstenen
    }, geen { $dice }: { $example }.

entry-error-range = Dobbelsteen { $die } kan geen { $face } tonen: deze dobbelstenen gaan van 1 tot { $faces }.
