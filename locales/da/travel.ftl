### A table on several phones: each player on their own phone, the table sent on by link or
### QR code after each turn.

## The setup.

setup-travel = Hver på sin egen telefon
setup-travel-hint = Efter hver tur giver siden dig et link, som du sender til den næste spiller i en besked eller som QR-kode. Ingen konto, ingen server.
setup-travel-coach = Træner under spillet (tip, vinderchancer, advarsler)

## Handing the table on (below the sheet, in place of the dice).

travel-waiting = Venter på { $name }
travel-send-hint = Send linket til { $name }: næste tur spilles på den anden telefon.
travel-send-end = Send den sidste tur til de andre: deres telefoner viser placeringen.
travel-share = Send til { $name }
travel-share-end = Send afslutningen
travel-copy = Kopiér link
travel-copied = Linket er kopieret.
travel-copy-failed = Denne browser kopierede ikke linket: hold fingeren på det, og kopiér det fra feltet nedenfor.
travel-qr = QR-kode
travel-qr-hide = Skjul QR-koden
travel-qr-label = QR-kode med linket til { $name }: den anden telefons kamera åbner det.
travel-link-label = Link til bordet
travel-message = { $game }: din tur, { $name }.
travel-message-end = { $game }: spillet er slut. Her kan du se, hvordan det endte.

## Who are you? (the first time a phone opens a table)

travel-who-heading = Hvem er du?
travel-who-text = Vælg, hvem der spiller på denne telefon. De andre spiller på deres egne telefoner: når det er deres tur, viser siden, hvordan du sender dem bordet.
travel-who-play = Spil
travel-who-none = Vælg mindst én spiller.

## Catching up: what the other phones played since this one last saw the table.

travel-caught-heading = Siden sidst
travel-caught-ok = Forstået
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Vis alle

## Your games: every table on several phones kept on this phone.

travel-games = Dine spil
travel-games-empty = Endnu intet bord på flere telefoner. Start et med Nyt bord → Hver på sin egen telefon.
travel-games-turn = { $name } står for tur
travel-games-over = Slut
travel-games-when = sidst spillet { $date }
travel-games-open = Åbn
travel-games-on-screen = På bordet
travel-games-remove = Fjern
travel-games-remove-sure = Fjern for altid

## The help, at a table on several phones: how honest such a table is.

travel-help-heading = Et bord på flere telefoner
travel-help-fair = Terningerne kommer fra spillets nummer, som rejser med i linket: en spiller, der læser sidens kode eller åbner linket i en anden browser, kan finde ud af, hvad de næste kast bliver. Det er et spil mellem venner.
travel-help-checked = Et link kan ikke ændres, uden at siden opdager det: hver telefon spiller hver tur igen fra den første og afviser et link, som spillet ikke kunne have frembragt.

## Saved data that could not be read (saved-moved).

stored-tables = borde på flere telefoner
stored-table = bord på flere telefoner

## The setup's problem.

setup-travel-too-few = Et bord på flere telefoner kræver mindst to spillere.

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Dette link til et bord kan siden ikke læse: det indeholder tegn, som et link til et bord aldrig har.
link-table-cut = Dette link til et bord er afkortet, så det blev ikke åbnet: bed om at få det igen.
link-table-version = Dette link til et bord er lavet af en anden version af siden (version { $version }), så det blev ikke åbnet. Genindlæs siden for at få den nyeste version.
link-table-changed = Dette link til et bord er blevet ændret, efter det blev lavet, så det blev ikke åbnet.
link-table-unknown = Dette link nævner et spil, en regel eller en bot, som siden ikke kender, så det blev ikke åbnet.
link-table-setup = Siden kan ikke sætte bordet i dette link op ({ $detail }), så det blev ikke åbnet.
link-table-move = Dette link indeholder et træk, som spillet ikke tillader (træk { $at }: { $detail }), så det blev ikke åbnet: linket er blevet ændret eller beskadiget.
link-table-older = Dette link er ældre end bordet på denne telefon: dets ture er allerede spillet her. Bordet er, som denne telefon sidst så det.
link-table-contradicts = Dette link er gået en anden vej end bordet på denne telefon: en tur er blevet spillet to gange, forskelligt. Bordet forbliver, som denne telefon havde det; linket er gemt i denne browser under »{ $key }«.
link-table-kept-aside = Dit igangværende spil er gemt: linket til { $game }, spil #{ $seed }, henter det tilbage.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Din tur.
   *[other] Din tur, { $name }.
}
said-travel-played = { $name } slog { $dice } og skrev { $points } i { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Dine spil
