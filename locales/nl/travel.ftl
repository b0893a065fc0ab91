### Een tafel op meerdere telefoons: elke speler op een eigen telefoon, en de tafel gaat na elke
### beurt door via een link of QR-code.

## De instelling.

setup-travel = Ieder op eigen telefoon
setup-travel-hint = Na elke beurt geeft de pagina een link om naar de volgende speler te sturen, via een bericht of als QR-code. Geen account, geen server.
setup-travel-coach = Coach tijdens het spel (tips, winkansen, waarschuwingen)

## De tafel doorgeven (onder het scoreblok, in plaats van de dobbelstenen).

travel-waiting = Wachten op { $name }
travel-send-hint = Stuur { $name } de link: de volgende beurt wordt op die telefoon gespeeld.
travel-send-end = Stuur de anderen de laatste beurt: hun telefoon toont de uitslag.
travel-share = Naar { $name } sturen
travel-share-end = Eindstand sturen
travel-copy = Link kopiëren
travel-copied = Link gekopieerd.
travel-copy-failed = Deze browser heeft de link niet gekopieerd: houd hem ingedrukt en kopieer hem uit het vak hieronder.
travel-qr = QR-code
travel-qr-hide = QR-code verbergen
travel-qr-label = QR-code van de link voor { $name }: de camera van de andere telefoon opent hem.
travel-link-label = Link naar de tafel
travel-message = { $game }: jouw beurt, { $name }.
travel-message-end = { $game }: het spel is afgelopen. Zo is het geëindigd.

## Wie ben jij? (de eerste keer dat een telefoon een tafel opent)

travel-who-heading = Wie ben jij?
travel-who-text = Kies wie er op deze telefoon speelt. De anderen spelen op hun eigen telefoon: als zij aan de beurt zijn, laat de pagina zien hoe je hun de tafel stuurt.
travel-who-play = Spelen
travel-who-none = Kies minstens één speler.

## Bijpraten: wat de andere telefoons speelden sinds deze de tafel het laatst zag.

travel-caught-heading = Sinds je laatste bezoek
travel-caught-ok = Begrepen
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Alles tonen

## Jouw spellen: elke tafel op meerdere telefoons die op deze telefoon bewaard is.

travel-games = Jouw spellen
travel-games-empty = Nog geen tafel op meerdere telefoons. Begin er een met Nieuwe tafel → Ieder op eigen telefoon.
travel-games-turn = Beurt van { $name }
travel-games-over = Afgelopen
travel-games-when = laatst gespeeld op { $date }
travel-games-open = Openen
travel-games-on-screen = Op tafel
travel-games-remove = Verwijderen
travel-games-remove-sure = Definitief verwijderen

## De hulp, aan een tafel op meerdere telefoons: hoe eerlijk zo'n tafel is.

travel-help-heading = Een tafel op meerdere telefoons
travel-help-fair = De dobbelstenen volgen uit het spelnummer, dat met de link meereist: wie de code van de pagina leest, of de link in een tweede browser opent, kan de komende worpen te weten komen. Het is een spel onder vrienden.
travel-help-checked = Een link kan niet worden veranderd zonder dat de pagina het merkt: elke telefoon speelt elke beurt opnieuw vanaf de eerste, en weigert een link die het spel niet had kunnen opleveren.

## Opgeslagen gegevens die niet gelezen konden worden (saved-moved).

stored-tables = tafels op meerdere telefoons
stored-table = tafel op meerdere telefoons

## Het probleem van de instelling.

setup-travel-too-few = Een tafel op meerdere telefoons heeft minstens twee spelers nodig.

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Deze pagina kan deze link naar een tafel niet lezen: er staan tekens in die een link naar een tafel nooit heeft.
link-table-cut = Deze link naar een tafel is afgekapt en is daarom niet geopend: vraag er opnieuw om.
link-table-version = Deze link naar een tafel is gemaakt door een andere versie van de pagina (versie { $version }) en is daarom niet geopend. Herlaad de pagina voor de nieuwste versie.
link-table-changed = Deze link naar een tafel is na het maken veranderd en is daarom niet geopend.
link-table-unknown = Deze link noemt een spel, een regel of een bot die deze pagina niet kent, en is daarom niet geopend.
link-table-setup = De pagina kan de tafel uit deze link niet klaarzetten ({ $detail }), dus de link is niet geopend.
link-table-move = Deze link bevat een zet die het spel niet toestaat (zet { $at }: { $detail }) en is daarom niet geopend: de link is veranderd of beschadigd.
link-table-older = Deze link is ouder dan de tafel op deze telefoon: de beurten erin zijn hier al gespeeld. De tafel blijft zoals deze telefoon hem het laatst zag.
link-table-contradicts = Deze link is anders gelopen dan de tafel op deze telefoon: een beurt is twee keer gespeeld, op verschillende manieren. De tafel blijft zoals deze telefoon hem had; de link is in deze browser bewaard onder "{ $key }".
link-table-kept-aside = Je lopende spel is bewaard: de link naar { $game }, spel #{ $seed }, brengt het terug.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Jouw beurt.
   *[other] Jouw beurt, { $name }.
}
said-travel-played = { $name } gooide { $dice } en vulde { $points } in bij { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Jouw spellen
