### The coach's panels and its review of a finished game: fetched with the page's later parts.

# A number shown on its own (in a table's cell): keep it as it is.
number-alone = { $value }

## The hint panel beside the dice: the best move for the dice on the table.

hint-title = Tipp
hint-close = Tipp schließen
hint-roll-first = Erst würfeln: Der Coach berät dich, sobald die Würfel auf dem Tisch liegen.

# The best move, in bold: "Am besten: 6 6 behalten".
hint-best = Am besten: { $action }
hint-aims = Zielt auf: { $boxes }
hint-aim = { $box } { $percent } %
hint-aim-other = anderes { $percent } %
hint-why = Warum: { $reasons }.
hint-why-points = { $box } bringt jetzt { $points }, { $other } { $against }
hint-why-later = { $box } offen zu lassen bringt später etwa { $worth }, { $other } { $against }
hint-why-bonus = der obere Bonus { $before } % zu Beginn dieses Zugs, { $after } % nach { $box }, { $against } % nach { $other }
hint-to-win = Für den Sieg: { $action }, { $percent } %
hint-for-points = Für Punkte: { $action }, { $percent } %
hint-to-win-move = Für den Sieg: { $action }
hint-for-points-move = Für Punkte: { $action }
hint-no-win = Kein Zug kann dieses Spiel noch gewinnen.

# After the best move: the final score it leads to on average.
hint-expected = — erwartete Endsumme { $score }

hint-other-moves = Andere Züge

# Beside each of those moves: the points it gives away against the best one.
hint-loss = −{ $points }

hint-preparing = Coach wird vorbereitet… { $percent } %

hint-preparation = Vorbereitung des Coachs
hint-unavailable = Der Coach läuft in diesem Browser nicht.
hint-thinking = Denkt nach…

## The panel of each player's chance to win.

odds-title = Gewinnchancen
odds-close = Gewinnchancen schließen

odds-expected = erwartet { $score }

odds-chance = { $percent } %

odds-explained = Berechnet aus dem bisherigen Punktestand jedes Spielers, den Punkten, die in den übrigen Feldern zu erwarten sind (bei Menschen optimales Spiel, bei Bots ihre eigene Stufe), und einer Streuung, die kleiner wird, je voller der Block ist.
odds-working = Wird berechnet…
odds-unavailable = Keine Gewinnchancen in diesem Spiel: Sie werden aus perfektem Spiel berechnet, und sein Coach ist stark, nicht perfekt.

## The review of a finished game: every decision against the best one.

review-title = Analyse: { $game }
review-working = Jede Entscheidung wird geprüft…
review-strong = Jede Entscheidung wird am starken Spiel des Coaches gemessen, nicht an perfektem Spiel: seine Züge erreichen { $share } % des Schnitts perfekten Spiels.
review-close = Schließen

review-player-number = Spieler { $number }

# A move, after "hast gewählt:" and "am besten wäre:" below: scoring a box.
review-move-score = { $points } in { $box } eintragen

review-move-score-wild = den wilden Würfel als { $face } zählen und { $points } in { $box } eintragen

review-move-reroll = alle neu würfeln

review-move-keep = { $dice } behalten

review-move-keep-marked = { $dice } behalten (mit dem markierten Würfel)

review-place-score = Zug { $turn }, Feld:

review-place-keep = Zug { $turn }, nach Wurf { $roll }:

# "Würfel 6 6 3 2 1; du hast gewählt: 6 6 behalten"
review-choice = Würfel { $dice }; { $who ->
        [you] du hast
       *[player] { $name } hat
    } gewählt: { $action }

review-best-was = ; am besten wäre: { $action }

review-loss = (−{ $points })
review-chance-loss = (−{ $percent } % Siegchance)

review-best-move = — bester Zug

## The review's summary.

review-players-caption = Die Entscheidungen jedes Spielers im Vergleich zu den besten
review-col-player = Spieler
review-col-decisions = Entscheidungen
review-col-lost = Verschenkte Punkte
review-col-per-decision = Pro Entscheidung
review-col-play = Spielstärke

review-expert-note = Weniger als { $threshold } Punkte pro Entscheidung gilt als Expertenniveau.

review-turns-of = Züge von
review-every-player = allen Spielern

review-summary = { $decisions ->
        [one] 1 Entscheidung
       *[other] { $decisions } Entscheidungen
    }, insgesamt { $total } Punkte verschenkt, { $mean } pro Entscheidung:

review-summary-end = (unter { $threshold } pro Entscheidung gilt als Expertenniveau).

review-largest-mistakes = Größte Fehler
review-no-mistakes = Keine: Jede Entscheidung war die beste.
review-show-all = Alle { $count } Fehler zeigen
review-show-fewer = Die fünf größten zeigen
review-why-keep = Dein Behalten zielte auf { $chosen }; das beste auf { $best }.
review-why-keep-chosen = Dein Behalten zielte auf { $chosen }.
review-why-keep-best = Das beste Behalten zielte auf { $best }.
review-why-wild = Als { $best } gezählt, bringt der wilde Würfel { $points } in { $box }; als { $chosen } { $other }.
review-why-win-behind = { $who } lag { $gap ->
        [one] { $gap } Punkt
       *[other] { $gap } Punkte
    } hinter { $other }, bei noch { $turns ->
        [one] einer Runde
       *[other] { $turns } Runden
    }: Der beste Zug brachte { $best } % Siegchance, dieser { $chosen } %.
review-why-win-ahead = { $who } lag { $gap ->
        [one] { $gap } Punkt
       *[other] { $gap } Punkte
    } vor { $other }, bei noch { $turns ->
        [one] einer Runde
       *[other] { $turns } Runden
    }: Der beste Zug brachte { $best } % Siegchance, dieser { $chosen } %.
review-to-win-heading = Am teuersten für den Sieg
review-to-win-none = Keine: In den letzten vier Runden hielt jede Entscheidung die beste Siegchance.

review-turn-of = { $who ->
        [you] Zug { $turn } von { $turns }
       *[player] { $name }, Zug { $turn } von { $turns }
    }

review-previous-turn = Vorheriger Zug
review-next-turn = Nächster Zug

level-expert = Experte
level-advanced = Fortgeschritten
level-intermediate = Mittelstufe
level-novice = Einsteiger
level-beginner = Anfänger
hint-explain = Durchschnitte über den Rest des Spiels: die erwartete Endpunktzahl, wenn jeder Zug der beste ist; eine Minuszahl: was ein Zug verschenkt.
hint-explain-strong = Starkes Spiel, nicht perfekt: { $share } % des Schnitts perfekten Spiels. { $worth ->
    [0] Die Zahlen sind die ab hier erwarteten Punkte; eine Minuszahl: was ein Zug verschenkt.
   *[other] Die Zahlen sind die ab hier erwarteten Punkte, jeder aufgehobene Wurf zählt { $worth }; eine Minuszahl: was ein Zug verschenkt.
}
help-coach-heading = Die Zahlen des Coachs
help-coach-expected = Erwartete Endpunktzahl: die Punkte, mit denen dieses Spiel im Durchschnitt endet, wenn von hier an jeder Zug der beste ist.
help-coach-loss = Eine Minuszahl neben einem Zug, etwa −1,43: die Punkte, die dieser Zug gegenüber dem besten verschenkt, im Durchschnitt über den Rest des Spiels.
help-coach-aims = Zielt auf: wie oft der Zug in jedem Feld endet, wenn diese Würfel behalten werden und der Rest des Zugs so gespielt wird, wie der Coach rät.
help-coach-why = Warum: bei einem Eintrag, was er und das nächstbeste Feld jetzt bringen, was das Feld, das jeder offen lässt, später wert ist, und die Chance auf den oberen Bonus, aus einigen hundert Partien, die der Coach zu Ende spielt: nahe Werte, nicht genaue.
# In the help: what Practice is.
help-coach-practice = Übung: „Deine Fehler üben“ im Coach-Dialog fragt die Züge erneut ab, die dich in deinen analysierten Spielen am meisten gekostet haben. Eine gut beantwortete Position kommt später wieder, eine schlecht beantwortete früher.
