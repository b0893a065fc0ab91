## Trening: posisjoner fra spillerens egne gjennomgåtte spill, spurt om igjen.

# Knappen i trenerdialogen som åpner treningen.
practice-open = Øv på feilene dine ({ $count })
# I trenerdialogen, så lenge ingen gjennomgåtte spill har gitt en posisjon å øve på.
practice-none = Gå gjennom et ferdig spill: trekkene som kostet deg mest, kommer tilbake hit så du kan øve på dem.
# Tittelen på treningsdialogen.
practice-title = Trening
# Spørsmålet over posisjonen.
practice-ask = Hva ville du gjort?
# Hvilket spill posisjonen kommer fra.
practice-game = Et { $game }-spill
# Hvordan man svarer.
practice-how = Velg terningene du vil beholde, og kast på nytt, eller før opp i en rute.
# Knappen som svarer «kast på nytt og behold de valgte terningene».
practice-roll = Kast på nytt
# Mens treneren vurderer svaret.
practice-judging = Treneren vurderer trekket ditt…
practice-unavailable = Treneren kan ikke vurdere her: den kunne ikke starte i denne nettleseren.
# Svaret når det valgte trekket var det beste.
practice-best = Godt spilt: det beste trekket.
# Svaret når det ikke var det.
practice-not-best = Det beste trekket var å { $action }. Ditt koster i snitt { $points } poeng.
# Etter et godt svar: når posisjonen kommer tilbake.
practice-later = Denne posisjonen kommer tilbake senere.
# Etter et godt svar, siste gang den blir spurt om.
practice-learnt = Lært: denne posisjonen går ut av treningen din.
# Etter et dyrt svar: når posisjonen kommer tilbake.
practice-sooner = Denne posisjonen kommer snart tilbake.
# Knappen som viser neste posisjon.
practice-next = Neste posisjon
# Når køen er tom.
practice-empty = Ingenting å øve på nå. Gå gjennom et ferdig spill: trekkene som kostet deg mest, havner her.
# Knappen som lukker dialogen.
practice-close = Lukk
# Det som lagres, slik en melding om skadde lagrede data kaller det.
stored-practice = treningsposisjoner
stored-practice-item = treningsposisjon
