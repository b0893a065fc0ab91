### Lo que la compilación escribe en la página y en el manifiesto de la aplicación web.

language-name = Español
app-title = Yahtzee
app-description = Yahtzee en tu navegador: juego en solitario, preparado para teclado y lector de pantalla.
