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
