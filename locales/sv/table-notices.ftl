### Meddelanden ovanför spelet: sparade data, länkar, filer.

## Det sparade partiet kunde inte återställas (ett nytt parti startar).

saved-unreadable = Ditt sparade parti kunde inte läsas, så ett nytt parti har startats. De gamla uppgifterna finns kvar i den här webbläsaren under ”{ $key }”.
saved-other-version = Ditt parti sparades av en annan version av spelet (format { $version }), så ett nytt parti har startats. De gamla uppgifterna finns kvar i den här webbläsaren under ”{ $key }”.
saved-damaged = Ditt sparade parti är skadat ({ $detail }), så ett nytt parti har startats. De gamla uppgifterna finns kvar i den här webbläsaren under ”{ $key }”.

## Sparande.

saved-no-storage = Den här webbläsaren låter inte spelet spara (privat läge eller blockerad lagring): du kan spela, men om du laddar om sidan börjar allt om.
saved-game-not-kept = Webbläsarens lagring är full eller blockerad: partiet fortsätter, men det försvinner om du laddar om sidan.
saved-not-written = Det gick inte att spara.
saved-games-not-kept = Webbläsarens lagring är full eller blockerad: avslutade partier sparas inte.

## Andra sparade data som inte kunde läsas och flyttades undan.

## Sidans adress anger ett parti som inte kan öppnas.

link-bad-seed = Den här adressen anger partiet ”{ $text }”, som inte är något partinummer (ett heltal under 9007199254740992).
link-bad-game = Den här adressen anger ett spel som heter ”{ $key }”, och det finns inte på den här sidan (den har { $known }).
link-opens-game = Den här länken öppnar { $game }, parti nr { $seed }.
link-opens-new-game = Den här länken öppnar ett nytt parti { $game }.

## Rekordfiler.

records-save-failed = Webbläsaren kunde inte spara filen.
records-not-imported = Inget importerades: { $why }
records-deleted = Rekorden raderades.
link-bad-day = Den här adressen anger spelet från ”{ $text }”, som inte är ett datum (sidan läser datum som 2026-12-01).
link-opens-daily = Den här länken öppnar ett dagligt parti { $game }, med samma tärningar för alla den dagen.

## En länk till ett bord på flera mobiler som sidan inte öppnar, eller öppnar på annat sätt.
