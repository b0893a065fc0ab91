### A bot's turn, under the dice. They come with the later parts: a table with bots is set up
### in a dialog, or reopened a moment before its bot plays on.

tray-bot-playing = { $name } spiller…
tray-bot-faster = Raskere
tray-bot-rush = Hopp til slutten av turen
