### Det som bygget skriver in i sidan och webbappens manifest.

language-name = Svenska
app-title = Yahtzee
app-description = Yahtzee i webbläsaren: spela solo, fungerar med tangentbord och skärmläsare.
