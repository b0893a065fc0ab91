//! The words of the end of a game and of a session: the session's winner, the records a
//! score enters, and the moments celebrated during play.

use yahtzee_engine::{places, Game, Session};

use super::names::box_name;
use crate::cues::{self, Cue};
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

/// The winner of a finished game at a table of several, or those who share the first place;
/// none for a player alone or a game still being played.
pub fn game_winner(session: &Session) -> Option<String> {
    let game = session.game();
    if session.seats().len() < 2 || !game.is_over() {
        return None;
    }
    let all = super::seat_names(session.seats());
    let first: Vec<String> = cues::winners(game)
        .into_iter()
        .map(|seat| all[seat].clone())
        .collect();
    match first.as_slice() {
        [one] => Some(msg::over_game_winner(one)),
        _ => Some(msg::over_game_shared(&and_list(&first))),
    }
}

/// How the standings are ordered, and what settled a tie on wins if one did.
pub fn tie_rule(session: &Session) -> String {
    if session.lead_by_points() {
        msg::over_tie_rule_points()
    } else {
        msg::over_tie_rule()
    }
}

/// The moments the last score made, each with whether it is a big one: what it made, the
/// biggest only (`cues::marks`: a Yahtzee or a further one's bonus, or the upper bonus, big; a
/// full house, a straight or a high Chance, a flourish), then, at a table whose game goes on,
/// the lead it took. At a table of several, the player's name comes first.
pub fn moments(session: &Session) -> Vec<(String, bool)> {
    let game: &Game = session.game();
    let Some(last) = game.last_scored() else {
        return Vec::new();
    };
    let names = super::seat_names(session.seats());
    let named = names.len() > 1;
    let name = names.get(last.player).cloned().unwrap_or_default();
    // As the eye reads it ("Du"); the sentences that select on the kept name take `name`.
    let shown = super::shown_name(&name);
    let rules = game.rules();
    let boxed = |b: usize, points: u16| {
        let what = box_name(&rules, b);
        match named {
            true => msg::moment_box_named(&shown, &what, points),
            false => msg::moment_box(&what, points),
        }
    };
    let mut out = Vec::new();
    match cues::marks(game).first() {
        Some(&Cue::FiveAlike { points, .. }) => {
            out.extend(rules.five_alike_box().map(|b| (boxed(b, points), true)));
        }
        Some(&Cue::UpperBonus { points, .. }) => out.push((
            match named {
                true => msg::moment_upper_bonus_named(&shown, points),
                false => msg::moment_upper_bonus(points),
            },
            true,
        )),
        Some(&Cue::Flourish {
            box_index, points, ..
        }) => out.push((boxed(box_index, points), false)),
        _ => {}
    }
    if !game.is_over() {
        if let Some(seat) = cues::lead_taken(game) {
            out.push((msg::moment_lead(&names[seat]), false));
        }
    }
    out
}

/// A personal best: the player's best score before this game with these rules.
pub fn personal_best(name: &str, score: u16, was: u16) -> String {
    msg::over_personal_best(name, score, was)
}

/// News for the records of `player`, after the place the player finished this game in at a
/// table of several ("3rd of 3. Your 227 is #1 in your own high scores."); alone, the news.
pub fn placed(session: &Session, player: usize, news: &str) -> String {
    let scores = cues::totals(session.game());
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
    use yahtzee_engine::{Action, RuleSet, Seat, SeatKind};

    /// Ann and Ben play seeded game `seed` to its end, each scoring the first box allowed.
    fn played(seed: u64) -> Session {
        let seat = |name: &str| Seat {
            name: name.into(),
            kind: SeatKind::Human,
        };
        let mut s =
            Session::new(RuleSet::default(), vec![seat("Ann"), seat("Ben")], 1, seed).unwrap();
        while !s.game().is_over() {
            s = s.apply(Action::Roll).unwrap();
            let allowed = s.game().placement().unwrap().allowed;
            let b = (0..13).find(|&b| allowed & (1 << b) != 0).unwrap();
            s = s.apply(Action::Score(b)).unwrap();
        }
        s
    }

    /// `s` after a roll of `dice` scored in box `b`.
    fn score(s: Session, dice: [u8; 5], b: usize) -> Session {
        let s = s
            .roll_with(&mut yahtzee_engine::Scripted::new(dice))
            .unwrap();
        s.apply(Action::Score(b)).unwrap()
    }

    #[test]
    fn a_score_worth_marking_gets_its_moment_big_or_small_and_a_lead_taken_is_told() {
        let solo = Session::solo(Game::solo(3));
        let fh = score(solo.clone(), [2, 2, 3, 3, 3], 8);
        assert_eq!(moments(&fh), [("Full House! +25".to_string(), false)]);
        let low = score(solo.clone(), [1, 2, 3, 3, 3], 12);
        assert_eq!(moments(&low), [], "a Chance of 12 is no moment");
        let high = score(solo.clone(), [6, 6, 6, 6, 6], 11);
        assert_eq!(moments(&high), [("Yahtzee! +50".to_string(), true)]);
        let seat = |name: &str| yahtzee_engine::Seat {
            name: name.into(),
            kind: SeatKind::Human,
        };
        let two = Session::new(RuleSet::default(), vec![seat("Ann"), seat("Ben")], 1, 3).unwrap();
        // Ann 12 in Chance, then Ben's large straight takes the lead: both said.
        let s = score(two, [1, 2, 3, 3, 3], 12);
        assert_eq!(moments(&s), [], "the first points take no lead");
        let s = score(s, [2, 3, 4, 5, 6], 10);
        assert_eq!(
            moments(&s),
            [
                ("Ben: Large Straight! +40".to_string(), false),
                ("Ben takes the lead!".to_string(), false)
            ]
        );
    }

    #[test]
    fn a_finished_game_at_a_table_names_its_winner() {
        let s = played(5);
        let scores = cues::totals(s.game());
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => "Ann wins!",
            std::cmp::Ordering::Less => "Ben wins!",
            std::cmp::Ordering::Equal => "Ann and Ben share the win!",
        };
        assert_eq!(game_winner(&s).as_deref(), Some(winner), "{scores:?}");
        let solo = Session::solo(Game::solo(5));
        assert_eq!(
            game_winner(&solo),
            None,
            "a game still played has no winner"
        );
    }

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
