//! The words of the end of a game and of a session: the session's winner, the records a
//! score enters, and the moments celebrated during play.

use yahtzee_engine::{places, Game, Session};

use super::names::box_name;
use crate::cues;
use crate::msg;

/// Names joined as the language joins them: "Ann", "Ann and Ben", "Ann, Ben and Cy".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [first, last] => msg::over_names_pair(first, last),
        [first, rest @ ..] => msg::over_names_more(first, &and_list(rest)),
    }
}

/// The headline of a finished session: who won it, with how many wins.
pub fn session_winner(session: &Session) -> Option<String> {
    let leaders = session.leaders();
    let first = session.standings().into_iter().next()?;
    let all = super::seat_names(session.seats());
    let names: Vec<String> = leaders.iter().map(|&i| all[i].clone()).collect();
    let games = session.results().len();
    Some(match names.as_slice() {
        [] => return None,
        [one] => msg::over_session_winner(one, first.wins, games, first.points),
        _ => msg::over_session_shared(&and_list(&names), first.wins, games, first.points),
    })
}

/// How the standings are ordered, and what settled a tie on wins if one did.
pub fn tie_rule(session: &Session) -> String {
    if session.lead_by_points() {
        msg::over_tie_rule_points()
    } else {
        msg::over_tie_rule()
    }
}

/// A moment worth marking that the last score made: the Yahtzee box filled with its full
/// score, an extra-Yahtzee bonus, or the upper bonus reached (as `cues` finds them for the
/// sounds). At a table of several, the player's name comes first.
pub fn moment(session: &Session) -> Option<String> {
    let game: &Game = session.game();
    let last = game.last_scored()?;
    let name = &super::seat_names(session.seats()).get(last.player)?.clone();
    let named = session.seats().len() > 1;
    if let Some(points) = cues::five_alike(game, &last) {
        let rules = game.rules();
        let what = box_name(&rules, rules.five_alike_box()?);
        return Some(if named {
            msg::moment_five_alike_named(name, &what, points)
        } else {
            msg::moment_five_alike(&what, points)
        });
    }
    let points = cues::upper_bonus(game, &last)?;
    Some(if named {
        msg::moment_upper_bonus_named(name, points)
    } else {
        msg::moment_upper_bonus(points)
    })
}

/// A personal best: the player's best score before this game with these rules.
pub fn personal_best(name: &str, score: u16, was: u16) -> String {
    msg::over_personal_best(name, score, was)
}

/// Each player's total, in seat order.
pub fn final_scores(game: &Game) -> Vec<u16> {
    let rules = game.rules();
    game.sheets()
        .iter()
        .map(|s| s.totals(&rules).total)
        .collect()
}

/// News for the records of `player`, after the place the player finished this game in at a
/// table of several ("3rd of 3. Your 227 is #1 in your own high scores."); alone, the news.
pub fn placed(session: &Session, player: usize, news: &str) -> String {
    let scores = final_scores(session.game());
    match places(&scores).get(player) {
        Some(&place) if scores.len() > 1 => {
            msg::over_news_placed(&msg::over_place(place), scores.len(), news)
        }
        _ => news.to_string(),
    }
}

/// A score that enters the high-score table of its rules, this device's people's own.
pub fn enters_records(name: &str, score: u16, place: usize, game: &str) -> String {
    msg::over_enters_records(name, score, game, place)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_listed_and_the_default_player_is_spoken_to() {
        let names = |n: &[&str]| and_list(&n.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(names(&["Ann"]), "Ann");
        assert_eq!(names(&["Ann", "Ben"]), "Ann and Ben");
        assert_eq!(names(&["Ann", "Ben", "Cy"]), "Ann, Ben and Cy");
        assert_eq!(
            enters_records("Ann", 339, 1, "Classic Yahtzee"),
            "Ann's 339 is #1 in your own Classic Yahtzee high scores."
        );
        assert_eq!(
            enters_records(crate::words::DEFAULT_NAME, 254, 2, "Yatzy"),
            "Your 254 is #2 in your own Yatzy high scores."
        );
        assert_eq!(
            personal_best("Ann", 339, 250),
            "New personal best for Ann: 339 (was 250)!"
        );
        assert_eq!(
            msg::over_session_winner("Ben", 1, 2, 628),
            "Ben wins the session: 1 win of 2 games, 628 points."
        );
        assert_eq!(
            msg::over_session_shared("Ann and Ben", 2, 4, 980),
            "Ann and Ben share the session: 2 wins each of 4 games, 980 points each."
        );
        assert_eq!(msg::over_place(2), "2nd");
        assert_eq!(
            msg::over_news_placed(
                &msg::over_place(3),
                3,
                "Your 227 is #1 in your own Classic Yahtzee high scores."
            ),
            "3rd of 3. Your 227 is #1 in your own Classic Yahtzee high scores."
        );
        assert_eq!(msg::over_place(11), "11th");
    }
}
