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

## A link to a table on several phones that the page does not open, or opens otherwise.

link-table-not-text = Diesen Link zu einem Tisch kann die Seite nicht lesen: Er enthält Zeichen, die in einem Tisch-Link nie vorkommen.
link-table-cut = Dieser Link zu einem Tisch ist abgeschnitten und wurde deshalb nicht geöffnet: Lass ihn dir noch einmal schicken.
link-table-version = Dieser Link zu einem Tisch stammt von einer anderen Version der Seite (Version { $version }) und wurde deshalb nicht geöffnet. Lade die Seite neu, um die neueste Version zu bekommen.
link-table-changed = Dieser Link zu einem Tisch wurde nachträglich verändert und deshalb nicht geöffnet.
link-table-unknown = Dieser Link nennt ein Spiel, eine Regel oder einen Bot, die dieser Seite unbekannt sind, und wurde deshalb nicht geöffnet.
link-table-setup = Die Seite kann den Tisch aus diesem Link nicht einrichten ({ $detail }), deshalb wurde er nicht geöffnet.
link-table-move = Dieser Link enthält einen Zug, den das Spiel nicht zulässt (Zug { $at }: { $detail }), und wurde deshalb nicht geöffnet: Der Link wurde verändert oder beschädigt.
link-table-older = Dieser Link ist älter als der Tisch auf diesem Handy: Seine Züge wurden hier schon gespielt. Der Tisch bleibt so, wie dieses Handy ihn zuletzt gesehen hat.
link-table-contradicts = Dieser Link ist anders verlaufen als der Tisch auf diesem Handy: Ein Zug wurde zweimal gespielt, und zwar unterschiedlich. Der Tisch bleibt so, wie er auf diesem Handy war; der Link bleibt in diesem Browser unter „{ $key }“ erhalten.
link-table-kept-aside = Dein laufendes Spiel wurde aufbewahrt: Der Link zu { $game }, Spiel Nr. { $seed }, holt es zurück.
