### A bot's turn, under the dice. They come with the later parts: a table with bots is set up
### in a dialog, or reopened a moment before its bot plays on.

tray-bot-playing = { $name } spiller…
tray-bot-faster = Hurtigere
tray-bot-rush = Spring til slutningen af turen
