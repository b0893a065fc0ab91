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

## A link to a table on several phones that the page does not open, or opens otherwise.

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
