### A table on several phones: each player on their own phone, the table sent on by link or
### QR code after each turn.

## The setup.

setup-travel = Jeder am eigenen Handy
setup-travel-hint = Nach jedem Zug bietet die Seite einen Link an, den du dem nächsten Spieler schickst – per Nachricht oder als QR-Code. Kein Konto, kein Server.
setup-travel-coach = Coach während des Spiels (Tipps, Gewinnchancen, Warnungen)

## Handing the table on (below the sheet, in place of the dice).

travel-waiting = Warten auf { $name }
travel-send-hint = Schick { $name } den Link: Der nächste Zug wird auf dem anderen Handy gespielt.
travel-send-end = Schick den anderen den letzten Zug: Ihre Handys zeigen dann die Rangliste.
travel-share = An { $name } senden
travel-share-end = Spielende senden
travel-copy = Link kopieren
travel-copied = Link kopiert.
travel-copy-failed = Dieser Browser hat den Link nicht kopiert: Halte ihn gedrückt und kopiere ihn aus dem Feld unten.
travel-qr = QR-Code
travel-qr-hide = QR-Code ausblenden
travel-qr-label = QR-Code des Links für { $name }: Die Kamera des anderen Handys öffnet ihn.
travel-link-label = Link zum Tisch
travel-message = { $game }: Du bist dran, { $name }.
travel-message-end = { $game }: Das Spiel ist vorbei. Hier ist das Ergebnis.

## Who are you? (the first time a phone opens a table)

travel-who-heading = Wer bist du?
travel-who-text = Wähle, wer auf diesem Handy spielt. Die anderen spielen auf ihren eigenen Handys: Wenn sie dran sind, zeigt die Seite, wie du ihnen den Tisch schickst.
travel-who-play = Spielen
travel-who-none = Wähle mindestens einen Spieler.

## Catching up: what the other phones played since this one last saw the table.

travel-caught-heading = Seit deinem letzten Besuch
travel-caught-ok = Alles klar
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Alle zeigen

## Your games: every table on several phones kept on this phone.

travel-games = Deine Spiele
travel-games-empty = Noch kein Tisch auf mehreren Handys. Starte einen über „Neuer Tisch“ → „Jeder am eigenen Handy“.
travel-games-turn = { $name } ist dran
travel-games-over = Beendet
travel-games-when = zuletzt gespielt am { $date }
travel-games-open = Öffnen
travel-games-on-screen = Auf dem Tisch
travel-games-remove = Entfernen
travel-games-remove-sure = Endgültig entfernen

## The help, at a table on several phones: how honest such a table is.

travel-help-heading = Ein Tisch auf mehreren Handys
travel-help-fair = Die Würfel ergeben sich aus der Spielnummer, die im Link mitreist: Wer den Code der Seite liest oder den Link in einem zweiten Browser öffnet, könnte die kommenden Würfe erfahren. Es ist ein Spiel unter Freunden.
travel-help-checked = Ein Link lässt sich nicht unbemerkt verändern: Jedes Handy spielt jeden Zug ab dem ersten nach und lehnt einen Link ab, den das Spiel so nicht hervorbringen kann.

## Saved data that could not be read (saved-moved).

stored-tables = Tische auf mehreren Handys
stored-table = Tisch auf mehreren Handys

## The setup's problem.

setup-travel-too-few = Ein Tisch auf mehreren Handys braucht mindestens zwei Spieler.

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

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

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Du bist dran.
   *[other] Du bist dran, { $name }.
}
said-travel-played = { $name } hat { $dice } gewürfelt und { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in { $box } eingetragen.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Deine Spiele
