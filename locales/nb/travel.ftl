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
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Vis alle

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

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Denne lenken til et bord kan ikke leses av siden: den inneholder tegn som en lenke til et bord aldri har.
link-table-cut = Denne lenken til et bord er avkortet, så den ble ikke åpnet: be om å få den på nytt.
link-table-version = Denne lenken til et bord ble laget av en annen versjon av siden (versjon { $version }), så den ble ikke åpnet. Last inn siden på nytt for å få den nyeste versjonen.
link-table-changed = Denne lenken til et bord ble endret etter at den ble laget, så den ble ikke åpnet.
link-table-unknown = Denne lenken viser til et spill, en regel eller en bot som siden ikke kjenner, så den ble ikke åpnet.
link-table-setup = Siden kan ikke sette opp bordet i denne lenken ({ $detail }), så den ble ikke åpnet.
link-table-move = Denne lenken inneholder et trekk som spillet ikke tillater (trekk { $at }: { $detail }), så den ble ikke åpnet: lenken er endret eller skadet.
link-table-older = Denne lenken er eldre enn bordet på denne mobilen: turene i den er allerede spilt her. Bordet er slik denne mobilen sist så det.
link-table-contradicts = Denne lenken har gått en annen vei enn bordet på denne mobilen: en tur ble spilt to ganger, på ulike måter. Bordet forblir slik denne mobilen hadde det; lenken er tatt vare på i denne nettleseren under «{ $key }».
link-table-kept-aside = Det pågående spillet ditt er tatt vare på: lenken til { $game }, spill nr. { $seed }, henter det tilbake.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Din tur.
   *[other] Din tur, { $name }.
}
said-travel-played = { $name } kastet { $dice } og førte opp { $points } i { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Dine spill
