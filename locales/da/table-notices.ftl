### Notices above the game: saved data, links, files.

## The saved game could not be restored (a new game starts).

saved-unreadable = Dit gemte spil kunne ikke læses, så et nyt spil er startet. De gamle data er gemt i denne browser under »{ $key }«.
saved-other-version = Dit spil blev gemt af en anden version af spillet (format { $version }), så et nyt spil er startet. De gamle data er gemt i denne browser under »{ $key }«.
saved-damaged = Dit gemte spil er beskadiget ({ $detail }), så et nyt spil er startet. De gamle data er gemt i denne browser under »{ $key }«.

## Saving.

saved-no-storage = Denne browser lader ikke spillet gemme (privat tilstand eller blokeret lager): du kan spille, men en genindlæsning starter forfra.
saved-game-not-kept = Denne browsers lager er fuldt eller blokeret: spillet fortsætter, men det går tabt ved en genindlæsning.
saved-not-written = Dette kunne ikke gemmes.
saved-games-not-kept = Denne browsers lager er fuldt eller blokeret: afsluttede spil gemmes ikke.

## Other saved data that could not be read, and was moved aside.

## The page's address names a game it cannot open.

link-bad-seed = Denne adresse angiver spil »{ $text }«, som ikke er et spilnummer (et helt tal under 9007199254740992).
link-bad-game = Denne adresse angiver et spil ved navn »{ $key }«, som denne side ikke har (den har { $known }).
link-opens-game = Dette link åbner { $game }, spil #{ $seed }.
link-opens-new-game = Dette link åbner et nyt spil { $game }.

## Records files.

records-save-failed = Denne browser kunne ikke gemme filen.
records-not-imported = Intet blev importeret: { $why }
records-deleted = Rekorderne er slettet.
link-bad-day = Denne adresse nævner spillet fra "{ $text }", som ikke er en dato (siden læser datoer som 2026-12-01).
link-opens-daily = Dette link åbner et dagligt spil { $game }, med de samme terninger for alle den dag.
