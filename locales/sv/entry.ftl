### Inmatning av riktiga tärningar och guiden vid första besöket.

## Ange riktiga tärningar: efter att ha slagit fysiska tärningar trycker spelaren på varje
## tärning och dess värde, eller skriver in värdena.

entry-instructions-touch = { $title }: slå tärningarna, tryck sedan på varje tärning och dess värde eller skriv in dem

entry-instructions-mouse = { $title }: slå tärningarna, klicka sedan på varje tärning och dess värde eller skriv in dem

entry-field-all = Eller skriv alla värdena och tryck Enter

entry-field-one = Eller skriv värdet på tärningen du slog om (eller alla { $dice }) och tryck Enter

entry-field-some = Eller skriv de { $count } värdena du slog om (eller alla { $dice }) och tryck Enter

entry-placeholder = 3 3 5 1 6 2

entry-die = tärning { $number }

entry-die-marked = märkt tärning { $number }

entry-not-entered = inte angiven

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, sparad

entry-face-button = Tärning { $die } visar { $face }

entry-face-group = Värde för { $die }

entry-correct-die = Rätta { $die }

entry-correct-summary = Skrev du fel? Rätta en tärning
entry-correct-group = Rätta de angivna tärningarna

entry-no-rolls-left = Inga slag kvar: välj en ruta.

## Guiden vid första besöket: tre steg (slå, spara, fyll i) tills den första rutan är ifylld.

guide-heading = Ny här? Steg { $step } av { $steps }: { $step ->
        [1] Slå
        [2] Spara
       *[other] Fyll i
    }

guide-roll-touch = Tryck på Slå för att kasta tärningarna. Du får slå upp till tre gånger per tur.
guide-roll-mouse = Klicka på Slå (eller tryck på tangenten R) för att kasta tärningarna. Du får slå upp till tre gånger per tur.
guide-hold-touch = Tryck på tärningarna du vill spara: de ligger kvar medan du slår om de andra.
guide-hold-mouse = Klicka på tärningarna du vill spara (eller tryck 1 till { $dice }): de ligger kvar medan du slår om de andra.
guide-roll-real = Slå tärningarna vid bordet och för in dem här: tryck på varje tärning och dess värde, eller skriv siffrorna.
guide-hold-real = Tryck på tärningarna du sparar, slå om de andra vid bordet och för bara in dem.
guide-score = När du är nöjd med tärningarna, eller slagen är slut, väljer du en ruta i protokollet: där ser du vad varje ruta skulle ge. Varje ruta fylls i en gång; högst summa vinner.
guide-skip = Hoppa över guiden

entry-title = Ange slag { $roll } av { $rolls }
