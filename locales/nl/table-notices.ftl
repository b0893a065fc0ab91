### Meldingen boven het spel: opgeslagen gegevens, links, bestanden.

## Het opgeslagen spel kon niet worden hersteld (er begint een nieuw spel).

saved-unreadable = Je opgeslagen spel kon niet worden gelezen, dus er is een nieuw spel begonnen. De oude gegevens zijn in deze browser bewaard onder "{ $key }".
saved-other-version = Je opgeslagen spel is bewaard door een andere versie van het spel (formaat { $version }), dus er is een nieuw spel begonnen. De oude gegevens zijn in deze browser bewaard onder "{ $key }".
saved-damaged = Je opgeslagen spel is beschadigd ({ $detail }), dus er is een nieuw spel begonnen. De oude gegevens zijn in deze browser bewaard onder "{ $key }".

## Opslaan.

saved-no-storage = Deze browser laat het spel niets opslaan (privémodus of geblokkeerde opslag): je kunt spelen, maar na herladen begin je opnieuw.
saved-game-not-kept = De opslag van deze browser is vol of geblokkeerd: het spel gaat door, maar na herladen ben je het kwijt.
saved-not-written = Dit kon niet worden opgeslagen.
saved-games-not-kept = De opslag van deze browser is vol of geblokkeerd: afgelopen spellen worden niet bewaard.

## Andere opgeslagen gegevens die niet konden worden gelezen en opzij zijn gezet.

## Het adres van de pagina noemt een spel dat ze niet kan openen.

link-bad-seed = Dit adres noemt spel "{ $text }", maar dat is geen spelnummer (een geheel getal onder 9007199254740992).
link-bad-game = Dit adres noemt een spel "{ $key }", maar dat heeft deze pagina niet (beschikbaar: { $known }).
link-opens-game = Deze link opent { $game }, spel #{ $seed }.
link-opens-new-game = Deze link opent een nieuw spel { $game }.

## Recordbestanden.

records-save-failed = Deze browser kon het bestand niet opslaan.
records-not-imported = Er is niets geïmporteerd: { $why }
records-deleted = Records verwijderd.
link-bad-day = Dit adres noemt het spel van "{ $text }", wat geen datum is (de pagina leest datums als 2026-12-01).
link-opens-daily = Deze link opent een spel van de dag van { $game }, met dezelfde dobbelstenen voor iedereen op die dag.

## Een link naar een tafel op meerdere telefoons die de pagina niet opent, of anders opent.
