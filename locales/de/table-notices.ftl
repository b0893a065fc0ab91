### Notices above the game: saved data, links, files.

## The saved game could not be restored (a new game starts).

saved-unreadable = Dein gespeichertes Spiel ließ sich nicht lesen, deshalb hat ein neues Spiel begonnen. Die alten Daten bleiben in diesem Browser unter „{ $key }“ erhalten.
saved-other-version = Dein gespeichertes Spiel stammt von einer anderen Version des Spiels (Format { $version }), deshalb hat ein neues Spiel begonnen. Die alten Daten bleiben in diesem Browser unter „{ $key }“ erhalten.
saved-damaged = Dein gespeichertes Spiel ist beschädigt ({ $detail }), deshalb hat ein neues Spiel begonnen. Die alten Daten bleiben in diesem Browser unter „{ $key }“ erhalten.

## Saving.

saved-no-storage = Dieser Browser lässt das Spiel nicht speichern (privater Modus oder gesperrter Speicher): Du kannst spielen, aber beim Neuladen beginnt alles von vorn.
saved-game-not-kept = Der Speicher dieses Browsers ist voll oder gesperrt: Das Spiel läuft weiter, geht aber beim Neuladen verloren.
saved-not-written = Das konnte nicht gespeichert werden.
saved-games-not-kept = Der Speicher dieses Browsers ist voll oder gesperrt: Beendete Spiele werden nicht aufbewahrt.

## Other saved data that could not be read, and was moved aside.

# One item of that list.

## The page's address names a game it cannot open.

link-bad-seed = Diese Adresse nennt das Spiel „{ $text }“, aber das ist keine Spielnummer (eine ganze Zahl unter 9007199254740992).
link-bad-game = Diese Adresse nennt ein Spiel namens „{ $key }“, das es auf dieser Seite nicht gibt (vorhanden: { $known }).
# Why the page asks before replacing the game in progress.
link-opens-game = Dieser Link öffnet { $game }, Spiel Nr. { $seed }.
link-opens-new-game = Dieser Link startet ein neues Spiel: { $game }.

## Records files.

records-save-failed = Dieser Browser konnte die Datei nicht speichern.
records-not-imported = Nichts importiert: { $why }
records-deleted = Rekorde gelöscht.
link-bad-day = Diese Adresse nennt das Spiel vom „{ $text }“, das ist kein Datum (die Seite liest Daten als 2026-12-01).
link-opens-daily = Dieser Link öffnet ein Tagesspiel { $game }, mit denselben Würfeln für alle an diesem Tag.
