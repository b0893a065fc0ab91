### L'inserimento dei dadi veri e la guida della prima visita.

## Inserire dadi veri: dopo aver lanciato i dadi al tavolo, tocca ogni dado e la sua faccia,
## oppure digita le facce.

entry-instructions-touch = { $title }: lancia i dadi, poi tocca ogni dado e la sua faccia, oppure digitali

entry-instructions-mouse = { $title }: lancia i dadi, poi fai clic su ogni dado e sulla sua faccia, oppure digitali

# Invio è il tasto Enter.
entry-field-all = Oppure digita tutte le facce, poi Invio

entry-field-one = Oppure digita la faccia del dado rilanciato (o tutti e { $dice }), poi Invio

entry-field-some = Oppure digita le { $count } facce rilanciate (o tutte e { $dice }), poi Invio

entry-placeholder = 3 3 5 1 6 2

entry-die = dado { $number }

entry-die-marked = dado contrassegnato { $number }

entry-not-entered = non inserito

entry-slot = { $title }, { $die }: { $face }

entry-slot-held = { $title }, { $die }: { $face }, tenuto

entry-face-button = Il dado { $die } mostra { $face }

entry-face-group = Faccia del { $die }

entry-correct-die = Correggi il { $die }

entry-correct-summary = Hai sbagliato un dado? Correggilo
entry-correct-group = Correggi i dadi inseriti

entry-no-rolls-left = Nessun lancio rimasto: scegli una casella.

## La guida della prima visita: tre passi (lancia, tieni, segna) accanto ai dadi.

guide-heading = Prima volta qui? Passo { $step } di { $steps }: { $step ->
        [1] Lancia
        [2] Tieni
       *[other] Segna
    }

# "Lancia" è il pulsante Lancia.
guide-roll-touch = Tocca Lancia per tirare i dadi. Hai fino a tre lanci per turno.
guide-roll-mouse = Premi Lancia (o il tasto R) per tirare i dadi. Hai fino a tre lanci per turno.
guide-hold-touch = Tocca i dadi che vuoi tenere: restano fermi mentre rilanci gli altri.
guide-hold-mouse = Fai clic sui dadi che vuoi tenere (o premi da 1 a { $dice }): restano fermi mentre rilanci gli altri.
guide-roll-real = Lancia i dadi sul tavolo, poi inseriscili qui: tocca ogni dado e la sua faccia, o scrivi le facce.
guide-hold-real = Tocca i dadi che tieni, rilancia gli altri sul tavolo e inserisci solo quelli.
guide-score = Quando i dadi ti piacciono, o i lanci sono finiti, scegli una casella del segnapunti: mostra quanto segnerebbe ogni casella. Ogni casella si riempie una volta sola; vince il totale più alto.
guide-skip = Salta la guida

entry-title = Inserisci il lancio { $roll } di { $rolls }
