### A bot's turn, under the dice. They come with the later parts: a table with bots is set up
### in a dialog, or reopened a moment before its bot plays on.

# A bot's turn.
# Variables:
#   $name (String) - the bot's name, which says its level ("Expert bot", "Ada (Expert)")
tray-bot-playing = { $name } is playing…
# Bots play faster (a toggle).
tray-bot-faster = Faster
tray-bot-rush = Skip to the end of the turn
