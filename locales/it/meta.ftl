### Ciò che la build scrive nella pagina e nel manifest dell'app web.

# Il nome della lingua in sé, per il menu delle lingue.
language-name = Italiano
# Il titolo della pagina e il nome dell'app installata (il marchio).
app-title = Yahtzee
# La descrizione della pagina e dell'app.
app-description = Yahtzee nel tuo browser: partite in solitario, da giocare con la tastiera e con i lettori di schermo.
