### Et bord på flere mobiler: hver spiller på sin egen mobil, og bordet sendes videre med lenke
### eller QR-kode etter hver tur.

## Oppsettet.

setup-travel = Hver på sin egen mobil
setup-travel-hint = Etter hver tur gir siden deg en lenke som du sender til neste spiller, som melding eller QR-kode. Ingen konto, ingen server.
setup-travel-coach = Trener under spillet (tips, vinnersjanser, advarsler)

## Sende bordet videre (under poengblokken, i stedet for terningene).

travel-waiting = Venter på { $name }
travel-send-hint = Send lenken til { $name }: neste tur spilles på den andre mobilen.
travel-send-end = Send den siste turen til de andre: mobilene deres viser rangeringen.
travel-share = Send til { $name }
travel-share-end = Send avslutningen
travel-copy = Kopier lenken
travel-copied = Lenken er kopiert.
travel-copy-failed = Denne nettleseren kopierte ikke lenken: hold fingeren på den og kopier den fra feltet nedenfor.
travel-qr = QR-kode
travel-qr-hide = Skjul QR-koden
travel-qr-label = QR-kode med lenken til { $name }: kameraet på den andre mobilen åpner den.
travel-link-label = Lenke til bordet
travel-message = { $game }: din tur, { $name }.
travel-message-end = { $game }: spillet er over. Her ser du hvordan det endte.

## Hvem er du? (første gang en mobil åpner et bord)

travel-who-heading = Hvem er du?
travel-who-text = Velg hvem som spiller på denne mobilen. De andre spiller på sine egne mobiler: når det er deres tur, viser siden hvordan du sender dem bordet.
travel-who-play = Spill
travel-who-none = Velg minst én spiller.

## Oppdatering: hva de andre mobilene har spilt siden denne sist så bordet.

travel-caught-heading = Siden sist
travel-caught-ok = Greit

## Dine spill: alle bord på flere mobiler som er lagret på denne mobilen.

travel-games = Dine spill
travel-games-empty = Ingen bord på flere mobiler ennå. Start et med Nytt bord → Hver på sin egen mobil.
travel-games-turn = Turen til { $name }
travel-games-over = Ferdig
travel-games-when = sist spilt { $date }
travel-games-open = Åpne
travel-games-on-screen = På bordet
travel-games-remove = Fjern
travel-games-remove-sure = Fjern for godt

## Hjelpen, ved et bord på flere mobiler: hvor ærlig et slikt bord er.

travel-help-heading = Et bord på flere mobiler
travel-help-fair = Terningene kommer fra spillnummeret, som følger med i lenken: en spiller som leser koden til siden, eller åpner lenken i en annen nettleser, kan finne ut hvilke kast som kommer. Det er et spill mellom venner.
travel-help-checked = En lenke kan ikke endres uten at siden merker det: hver mobil spiller hver tur på nytt fra den første, og avviser en lenke som spillet ikke kunne ha laget.

## Lagrede data som ikke kunne leses (saved-moved).

stored-tables = bord på flere mobiler
stored-table = bord på flere mobiler

## Problemet med oppsettet.

setup-travel-too-few = Et bord på flere mobiler krever minst to spillere.
