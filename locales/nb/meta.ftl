### Det bygget skriver inn i siden og webappmanifestet.

language-name = Norsk bokmål
app-title = Yahtzee
app-description = Yahtzee i nettleseren: spill alene, godt tilpasset tastatur og skjermleser.
