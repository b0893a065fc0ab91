### What the build writes into the page and its web app manifest, not read by the Rust code.

language-name = Dansk
app-title = Yahtzee
app-description = Yahtzee i din browser: spil alene, let at bruge med tastatur og skærmlæser.
