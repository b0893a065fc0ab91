### What the build writes into the page and its web app manifest, not read by the Rust code.

# The language's name in itself, for the menu of languages.
language-name = Deutsch
# The page's title and the installed app's name.
app-title = Yahtzee
# The page's description and the installed app's.
app-description = Yahtzee im Browser: allein spielen, gut mit Tastatur und Screenreader bedienbar.
