//! Players' names as the page shows and says them: a bot's always says its level ("Expert bot",
//! "Ada (Expert)"), the same on the sheet, in the ranking, the review and the chances to win.

use yahtzee_engine::{BotLevel, Seat, Session};

use crate::msg;

/// A level as the messages select it.
pub fn level_key(level: BotLevel) -> &'static str {
    match level {
        BotLevel::Beginner => "beginner",
        BotLevel::Casual => "casual",
        BotLevel::Expert => "expert",
        BotLevel::ToWin => "tactician",
    }
}

/// The name kept for a bot the player did not name: "Bot 2" for seat 2, as it is in every
/// language (as every language's setup named bots before their names said their level, so games
/// kept then read the same way). It is shown as its level ([`player_names`]).
pub fn given_bot_name(seat: usize) -> String {
    format!("Bot {}", seat + 1)
}

/// Whether `name` is a bot's name the page gave ([`given_bot_name`]).
pub fn is_given_bot_name(name: &str) -> bool {
    name.strip_prefix("Bot ")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The players' names as the page shows and says them, in seat order, from their kept names
/// and levels (`None`: a person, or a player of a game kept before levels were). A person's
/// name is as kept ("You" stays the key the sentences about that player select on); a bot the
/// player named shows its level after its name ("Ada (Expert)"); a bot the page named is its
/// level ("Expert bot"), numbered when two bots of one level play ("Expert bot 1", "Expert
/// bot 2").
pub fn player_names(names: &[String], levels: &[Option<BotLevel>]) -> Vec<String> {
    let given = |p: usize| match levels.get(p).copied().flatten() {
        Some(level) if is_given_bot_name(&names[p]) => Some(level),
        _ => None,
    };
    (0..names.len())
        .map(|p| match (levels.get(p).copied().flatten(), given(p)) {
            (Some(level), Some(_)) => {
                let alike: Vec<usize> = (0..names.len())
                    .filter(|&q| given(q) == Some(level))
                    .collect();
                match alike.iter().position(|&q| q == p) {
                    Some(i) if alike.len() > 1 => msg::bot_name_numbered(level_key(level), i + 1),
                    _ => msg::bot_name(level_key(level)),
                }
            }
            (Some(level), None) => msg::bot_named(&names[p], level_key(level)),
            (None, _) => names[p].clone(),
        })
        .collect()
}

/// The names of a table's seats, as [`player_names`] gives them.
pub fn seat_names(seats: &[Seat]) -> Vec<String> {
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let levels: Vec<Option<BotLevel>> = seats.iter().map(|s| s.kind.level()).collect();
    player_names(&names, &levels)
}

/// The name of the player whose turn it is, as [`player_names`] gives it.
pub fn current_name(session: &Session) -> String {
    seat_name(session.seats(), session.game().current_player())
}

/// The name of seat `p`, as [`player_names`] gives it.
pub fn seat_name(seats: &[Seat], p: usize) -> String {
    seat_names(seats).swap_remove(p.min(seats.len().saturating_sub(1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::SeatKind;

    fn seat(name: &str, kind: SeatKind) -> Seat {
        Seat {
            name: name.into(),
            kind,
        }
    }

    #[test]
    fn a_bot_is_named_by_its_level_and_keeps_it_beside_a_name_given() {
        let seats = [
            seat("Ann", SeatKind::Human),
            seat("Bot 2", SeatKind::Bot(BotLevel::Expert)),
            seat("Bot 3", SeatKind::Bot(BotLevel::Casual)),
            seat("Bot 4", SeatKind::Bot(BotLevel::Expert)),
            seat("Ada", SeatKind::Bot(BotLevel::Beginner)),
        ];
        assert_eq!(
            seat_names(&seats),
            [
                "Ann",
                "Expert bot 1",
                "Casual bot",
                "Expert bot 2",
                "Ada (Beginner)"
            ]
        );
        assert_eq!(seat_name(&seats, 2), "Casual bot");
        // A game kept before levels were: its names as they were kept.
        let names = vec!["Ann".to_string(), "Bot 2".to_string()];
        assert_eq!(player_names(&names, &[]), names);
        assert!(is_given_bot_name(&given_bot_name(7)));
        assert!(!is_given_bot_name("Bot") && !is_given_bot_name("Bot 2b"));
    }
}
