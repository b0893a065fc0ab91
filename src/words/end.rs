//! The words of the end of a game and of a session: the session's winner, the records a
//! score enters, and the moments celebrated during play.

use yahtzee_engine::{Game, Section, Session};

/// Names joined as people say them: "Ann", "Ann and Ben", "Ann, Ben and Cy".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The headline of a finished session: who won it, with how many wins.
pub fn session_winner(session: &Session) -> Option<String> {
    let leaders = session.leaders();
    let first = session.standings().into_iter().next()?;
    let names: Vec<String> = leaders
        .iter()
        .map(|&i| session.seats()[i].name.clone())
        .collect();
    let wins = match first.wins {
        1 => "1 win".to_string(),
        n => format!("{n} wins"),
    };
    let games = session.results().len();
    Some(match names.len() {
        0 => return None,
        1 => format!(
            "{} wins the session: {wins} of {games} games, {} points.",
            names[0], first.points
        ),
        _ => format!(
            "{} share the session: {wins} each of {games} games, {} points each.",
            and_list(&names),
            first.points
        ),
    })
}

/// How the standings are ordered, and what settled a tie on wins if one did.
pub fn tie_rule(session: &Session) -> String {
    let rule = "Ranked by games won; equal wins are ranked by points over all games.";
    if session.lead_by_points() {
        format!("{rule} The lead was settled on points.")
    } else {
        rule.to_string()
    }
}

/// A moment worth marking that the last score made: the Yahtzee box filled with its full
/// score, an extra-Yahtzee bonus, or the upper bonus reached.
pub fn moment(session: &Session) -> Option<String> {
    let game: &Game = session.game();
    let last = game.last_scored()?;
    let rules = game.rules();
    let name = &session.seats().get(last.player)?.name;
    let who = if session.seats().len() > 1 {
        format!("{name}: ")
    } else {
        String::new()
    };
    let sheet = game.sheets().get(last.player)?;
    let boxes = rules.boxes();
    if let Some(y) = rules.five_alike_box() {
        if (last.box_index == y && last.points > 0) || last.bonus > 0 {
            let what = boxes[y].name;
            let points = last.points + last.bonus;
            return Some(format!("{who}{what}! +{points}"));
        }
    }
    if boxes[last.box_index].section == Section::Upper {
        let now = sheet.totals(&rules);
        let before = rules.upper_bonus(now.upper - last.points);
        if now.upper_bonus > before {
            return Some(format!("{who}Upper bonus! +{}", now.upper_bonus - before));
        }
    }
    None
}

/// A personal best: the player's best score before this game with these rules.
pub fn personal_best(name: &str, score: u16, was: u16) -> String {
    format!("New personal best for {name}: {score} (was {was})!")
}

/// A score that enters the high-score table of its rules.
pub fn enters_records(name: &str, score: u16, place: usize, game: &str) -> String {
    format!("{name}'s {score} enters the {game} high scores at #{place}.")
}
