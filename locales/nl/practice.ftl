## Oefenen: posities uit de eigen geanalyseerde spellen van de speler, opnieuw gevraagd.

# De knop in het venster van de coach die het oefenen opent.
practice-open = Oefen je fouten ({ $count })
# In het venster van de coach, zolang geen geanalyseerd spel een positie om te oefenen heeft opgeleverd.
practice-none = Analyseer een afgelopen spel: de zetten die je het meest kostten, komen hier terug om te oefenen.
# De titel van het oefenvenster.
practice-title = Oefenen
# De vraag boven de positie.
practice-ask = Wat zou jij doen?
# Uit welk spel de positie komt.
practice-game = Een spel { $game }
# Hoe je antwoordt.
practice-how = Kies de dobbelstenen die je houdt en gooi opnieuw, of vul een vak in.
# De knop die antwoordt met "opnieuw gooien en de gekozen stenen houden".
practice-roll = Gooi opnieuw
# Terwijl de coach het antwoord beoordeelt.
practice-judging = De coach beoordeelt je zet…
practice-unavailable = De coach kan hier niet oordelen: hij kon niet starten in deze browser.
# Het antwoord als de gekozen zet de beste was.
practice-best = Goed gespeeld: de beste zet.
# Het antwoord als dat niet zo was.
practice-not-best = De beste zet was: { $action }. Jouw zet kost gemiddeld { $points } punten.
# Na een goed antwoord: wanneer de positie terugkomt.
practice-later = Deze positie komt later terug.
# Na een goed antwoord, de laatste keer dat ze gevraagd wordt.
practice-learnt = Geleerd: deze positie verdwijnt uit je oefeningen.
# Na een duur antwoord: wanneer de positie terugkomt.
practice-sooner = Deze positie komt snel terug.
# De knop die de volgende positie vraagt.
practice-next = Volgende positie
# Als er niets meer te oefenen is.
practice-empty = Er is nu niets te oefenen. Analyseer een afgelopen spel: de zetten die je het meest kostten, komen hier terecht.
# De knop die het venster sluit.
practice-close = Sluiten
# Wat bewaard wordt, zoals een melding over beschadigde opgeslagen gegevens het noemt.
stored-practice = oefenposities
stored-practice-item = oefenpositie
