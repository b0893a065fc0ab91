## Träning: positioner från spelarens egna granskade partier, som frågas igen.

# Knappen i tränarens dialogruta som öppnar träningen.
practice-open = Träna på dina misstag ({ $count })
# I tränarens dialogruta, så länge inget granskat parti har gett en position att träna på.
practice-none = Granska ett avslutat parti: dragen som kostade dig mest kommer tillbaka hit så att du kan träna på dem.
# Träningens rubrik.
practice-title = Träning
# Frågan ovanför positionen.
practice-ask = Vad skulle du göra?
# Vilket parti positionen kommer från.
practice-game = Ett parti { $game }
# Hur man svarar.
practice-how = Välj tärningar att spara och slå igen, eller ta poäng i en ruta.
# Knappen som svarar ”slå igen och spara de valda tärningarna”.
practice-roll = Slå igen
# Medan tränaren bedömer svaret.
practice-judging = Tränaren bedömer ditt drag…
practice-unavailable = Tränaren kan inte bedöma här: den kunde inte starta i den här webbläsaren.
# Svaret när det valda draget var det bästa.
practice-best = Bra spelat: bästa draget.
# Svaret när det inte var det.
practice-not-best = Bästa draget var att { $action }. Ditt ger bort { $points } poäng i snitt.
# Efter ett bra svar: när positionen kommer tillbaka.
practice-later = Den här positionen kommer tillbaka senare.
# Efter ett bra svar, sista gången den frågas.
practice-learnt = Inlärd: den här positionen lämnar din träning.
# Efter ett dyrt svar: när positionen kommer tillbaka.
practice-sooner = Den här positionen kommer tillbaka snart.
# Knappen som visar nästa position.
practice-next = Nästa position
# När kön är tom.
practice-empty = Inget att träna på just nu. Granska ett avslutat parti: dragen som kostade dig mest hamnar här.
# Knappen som stänger dialogrutan.
practice-close = Stäng
# Det som sparas, som det kallas i ett meddelande om skadade sparade uppgifter.
stored-practice = träningspositioner
stored-practice-item = träningsposition
