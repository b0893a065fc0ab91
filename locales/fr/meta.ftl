### Ce que le build écrit dans la page et dans le manifeste de l’application web.

# Le nom de la langue dans cette langue, pour le menu des langues.
language-name = Français
# Le titre de la page et le nom de l’application installée.
app-title = Yahtzee
# La description de la page et de l’application installée.
app-description = Le Yahtzee dans ton navigateur : en solo, jouable au clavier et adapté aux lecteurs d’écran.
