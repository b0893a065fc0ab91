## Practice: positions from the player's own reviewed games, asked again.

# The button in the coach dialog that opens practice.
practice-open = Deine Fehler üben ({ $count })
# In the coach dialog, while no reviewed game has given a position to practise.
practice-none = Analysiere ein beendetes Spiel: Die Züge, die dich am meisten gekostet haben, kommen hier zum Üben wieder.
# The practice dialog's title.
practice-title = Übung
# The question over the position.
practice-ask = Was würdest du tun?
# Which game the position is from.
practice-game = Eine Partie { $game }
# How to answer.
practice-how = Wähle die Würfel zum Behalten und würfle neu – oder trage Punkte in ein Feld ein.
# The button that answers "roll again keeping the dice chosen".
practice-roll = Neu würfeln
# While the coach judges the answer.
practice-judging = Der Coach bewertet deinen Zug…
practice-unavailable = Der Coach kann hier nicht urteilen: Er konnte in diesem Browser nicht starten.
# The answer when the move chosen was the best one.
practice-best = Gut gespielt: der beste Zug.
# The answer when it was not.
practice-not-best = Der beste Zug war: { $action }. Deiner verschenkt im Schnitt { $points } Punkte.
# After a good answer: when the position comes back.
practice-later = Diese Position kommt später wieder.
# After a good answer, the last time it is asked.
practice-learnt = Gelernt: Diese Position wird nicht mehr abgefragt.
# After a costly answer: when the position comes back.
practice-sooner = Diese Position kommt bald wieder.
# The button that asks the next position.
practice-next = Nächste Position
# When the queue is empty.
practice-empty = Gerade gibt es nichts zu üben. Analysiere ein beendetes Spiel: Die Züge, die dich am meisten gekostet haben, landen hier.
# The button that closes the dialog.
practice-close = Schließen
# What is kept, as named in a notice about damaged saved data.
stored-practice = Übungspositionen
stored-practice-item = Übungsposition
