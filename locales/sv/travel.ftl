### Ett bord på flera mobiler: varje spelare på sin egen mobil, och bordet skickas vidare med länk
### eller QR-kod efter varje tur.

## Inställningen.

setup-travel = Var och en på sin egen mobil
setup-travel-hint = Efter varje tur ger sidan dig en länk att skicka till nästa spelare, som meddelande eller QR-kod. Inget konto, ingen server.
setup-travel-coach = Tränare under spelet (tips, vinstchanser, varningar)

## Skicka bordet vidare (under protokollet, i stället för tärningarna).

travel-waiting = Väntar på { $name }
travel-send-hint = Skicka länken till { $name }: nästa tur spelas på den andra mobilen.
travel-send-end = Skicka sista turen till de andra: deras mobiler visar placeringen.
travel-share = Skicka till { $name }
travel-share-end = Skicka avslutningen
travel-copy = Kopiera länk
travel-copied = Länken kopierad.
travel-copy-failed = Den här webbläsaren kopierade inte länken: håll fingret på den och kopiera den från rutan nedan.
travel-qr = QR-kod
travel-qr-hide = Dölj QR-koden
travel-qr-label = QR-kod med länken till { $name }: den andra mobilens kamera öppnar den.
travel-link-label = Länk till bordet
travel-message = { $game }: din tur, { $name }.
travel-message-end = { $game }: partiet är slut. Så här slutade det.

## Vem är du? (första gången en mobil öppnar ett bord)

travel-who-heading = Vem är du?
travel-who-text = Välj vem som spelar på den här mobilen. De andra spelar på sina egna mobiler: när det är deras tur visar sidan hur du skickar bordet till dem.
travel-who-play = Spela
travel-who-none = Välj minst en spelare.

## Ikapp: vad de andra mobilerna har spelat sedan den här senast såg bordet.

travel-caught-heading = Sedan sist
travel-caught-ok = Uppfattat
# Skips to the whole list while the turns still come in one after the other.
travel-caught-all = Visa alla

## Dina partier: varje bord på flera mobiler som sparats på den här mobilen.

travel-games = Dina partier
travel-games-empty = Inget bord på flera mobiler än. Starta ett med Nytt bord → Var och en på sin egen mobil.
travel-games-turn = { $name } står på tur
travel-games-over = Slut
travel-games-when = senast spelat { $date }
travel-games-open = Öppna
travel-games-on-screen = På bordet
travel-games-remove = Ta bort
travel-games-remove-sure = Ta bort för gott

## Hjälpen, vid ett bord på flera mobiler: hur ärligt ett sådant bord är.

travel-help-heading = Ett bord på flera mobiler
travel-help-fair = Tärningarna kommer från partiets nummer, som följer med i länken: en spelare som läser sidans kod, eller öppnar länken i en annan webbläsare, skulle kunna ta reda på de kommande slagen. Det är ett spel mellan vänner.
travel-help-checked = En länk kan inte ändras utan att sidan märker det: varje mobil spelar om varje tur från den första och avvisar en länk som spelet inte hade kunnat skapa.

## Sparade uppgifter som inte kunde läsas (saved-moved).

stored-tables = bord på flera mobiler
stored-table = bord på flera mobiler

## Problemet med inställningen.

setup-travel-too-few = Ett bord på flera mobiler kräver minst två spelare.

## A link to a table on several phones that the page does not open, or opens otherwise (said
## by the later parts, which read links).

link-table-not-text = Den här länken till ett bord kan sidan inte läsa: den innehåller tecken som en länk till ett bord aldrig har.
link-table-cut = Den här länken till ett bord är avkortad, så den öppnades inte: be om den igen.
link-table-version = Den här länken till ett bord skapades av en annan version av sidan (version { $version }), så den öppnades inte. Ladda om sidan för att få den senaste versionen.
link-table-changed = Den här länken till ett bord har ändrats efter att den skapades, så den öppnades inte.
link-table-unknown = Den här länken anger ett spel, en regel eller en bot som sidan inte känner till, så den öppnades inte.
link-table-setup = Sidan kan inte ställa upp bordet i den här länken ({ $detail }), så den öppnades inte.
link-table-move = Den här länken innehåller ett drag som spelet inte tillåter (drag { $at }: { $detail }), så den öppnades inte: länken har ändrats eller skadats.
link-table-older = Den här länken är äldre än bordet på den här mobilen: dess turer har redan spelats här. Bordet är som den här mobilen senast såg det.
link-table-contradicts = Den här länken har gått en annan väg än bordet på den här mobilen: en tur spelades två gånger, på olika sätt. Bordet förblir som den här mobilen hade det; länken har sparats i den här webbläsaren under ”{ $key }”.
link-table-kept-aside = Ditt pågående parti har sparats: länken till { $game }, parti nr { $seed }, tar tillbaka det.

## Said as a link to a table opens, and after Who are you?

said-travel-your-turn = { $name ->
    [You] Din tur.
   *[other] Din tur, { $name }.
}
said-travel-played = { $name } slog { $dice } och fick { $points } i { $box }.

## The menu's list of tables on several phones kept on this phone.

bar-your-games = Dina partier
