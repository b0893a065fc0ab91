## Practice: positions from the player's own reviewed games, asked again.

# Knappen i trænerens dialog, der åbner træningen.
practice-open = Øv dig på dine fejl ({ $count })
# I trænerens dialog, så længe intet gennemgået spil har givet en position at øve.
practice-none = Gennemgå et afsluttet spil: de træk, der kostede dig mest, kommer tilbage her, så du kan øve dig på dem.
# Træningsdialogens titel.
practice-title = Træning
# Spørgsmålet over positionen.
practice-ask = Hvad ville du gøre?
# Hvilket spil positionen stammer fra.
practice-game = Et spil { $game }
# Hvordan man svarer.
practice-how = Vælg de terninger, du vil beholde, og slå igen, eller skriv i en rubrik.
# Knappen, der svarer »slå igen og behold de valgte terninger«.
practice-roll = Slå igen
# Mens træneren bedømmer svaret.
practice-judging = Træneren bedømmer dit træk…
practice-unavailable = Træneren kan ikke bedømme her: den kunne ikke starte i denne browser.
# Svaret, når det valgte træk var det bedste.
practice-best = Godt spillet: det bedste træk.
# Svaret, når det ikke var.
practice-not-best = Det bedste træk var at { $action }. Dit koster i gennemsnit { $points } point.
# Efter et godt svar: hvornår positionen kommer igen.
practice-later = Denne position kommer igen senere.
# Efter et godt svar, sidste gang den stilles.
practice-learnt = Lært: denne position går ud af din træning.
# Efter et dyrt svar: hvornår positionen kommer igen.
practice-sooner = Denne position kommer snart igen.
# Knappen, der viser næste position.
practice-next = Næste position
# Når køen er tom.
practice-empty = Intet at øve lige nu. Gennemgå et afsluttet spil: de træk, der kostede dig mest, havner her.
# Knappen, der lukker dialogen.
practice-close = Luk
# Det, der gemmes, som en besked om beskadigede gemte data kalder det.
stored-practice = træningspositioner
stored-practice-item = træningsposition
