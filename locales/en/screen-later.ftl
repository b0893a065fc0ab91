### Words of the game screen's later parts: a notice's close button and Tricolor's key to the
### dice colours. They come with the later parts, which alone draw them.

# The close button (×) of a notice above the game.
notice-dismiss = Dismiss notice
# The key to the colours.
legend-label = Dice colours
# One colour of the key: "white: 1, 6".
# Variables:
#   $colour (String) - the colour (colour-…)
#   $faces (String) - the faces of that colour, e.g. "1, 6"
legend-colour = { $colour }: { $faces }
