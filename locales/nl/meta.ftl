### Wat de build in de pagina en het manifest van de web-app schrijft.

language-name = Nederlands
app-title = Yahtzee
app-description = Yahtzee in je browser: solo spelen, goed te bedienen met toetsenbord en schermlezer.
