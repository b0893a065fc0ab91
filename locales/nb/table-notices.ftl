### Varsler over spillet: lagrede data, lenker, filer.

## Det lagrede spillet kunne ikke gjenopprettes (et nytt spill starter).

saved-unreadable = Det lagrede spillet ditt kunne ikke leses, så et nytt spill har startet. De gamle dataene er tatt vare på i denne nettleseren under «{ $key }».
saved-other-version = Det lagrede spillet ditt ble lagret av en annen versjon av spillet (format { $version }), så et nytt spill har startet. De gamle dataene er tatt vare på i denne nettleseren under «{ $key }».
saved-damaged = Det lagrede spillet ditt er skadet ({ $detail }), så et nytt spill har startet. De gamle dataene er tatt vare på i denne nettleseren under «{ $key }».

## Lagring.

saved-no-storage = Denne nettleseren lar ikke spillet lagre (privat modus eller blokkert lagring): du kan spille, men spillet starter på nytt hvis siden lastes inn igjen.
saved-game-not-kept = Lagringsplassen i denne nettleseren er full eller blokkert: spillet fortsetter, men det går tapt hvis siden lastes inn på nytt.
saved-not-written = Dette kunne ikke lagres.
saved-games-not-kept = Lagringsplassen i denne nettleseren er full eller blokkert: ferdige spill blir ikke tatt vare på.

## Andre lagrede data som ikke kunne leses, og som ble flyttet til side.

## Sidens adresse viser til et spill den ikke kan åpne.

link-bad-seed = Denne adressen viser til spill «{ $text }», som ikke er et spillnummer (et heltall under 9007199254740992).
link-bad-game = Denne adressen viser til et spill som heter «{ $key }», og det finnes ikke på denne siden (den har { $known }).
link-opens-game = Denne lenken åpner { $game }, spill nr. { $seed }.
link-opens-new-game = Denne lenken starter et nytt { $game }-spill.

## Rekordfiler.

records-save-failed = Denne nettleseren kunne ikke lagre filen.
records-not-imported = Ingenting ble importert: { $why }
records-deleted = Rekordene er slettet.
link-bad-day = Denne adressen viser til spillet fra «{ $text }», som ikke er en dato (siden leser datoer som 2026-12-01).
link-opens-daily = Denne lenken åpner et daglig spill { $game }, med de samme terningene for alle den dagen.

## En lenke til et bord på flere mobiler som siden ikke åpner, eller åpner på en annen måte.
