//! The page's words: what the live region says and the sentences built from the game. Kept in
//! one module so that the reducer and the components share them and a translation has one
//! place to start from.

pub mod end;
pub mod entry;
pub mod guide;
pub mod names;
pub mod records;

pub use entry::{entry_error_text, entry_field_label, entry_instructions, hold_hint};
pub use guide::{guide_heading, guide_skip, guide_text};
pub use names::{box_name, box_named, game_name, joker_label};

use crate::number::fixed;
use yahtzee_engine::{
    Action, DiceMode, Game, JokerRestriction, MoveError, Scored, SeatKind, Section, Session, DICE,
};

use crate::coach;
use yahtzee_protocol::Ranked;

/// Said in place of a dialog asked for before the page's later parts have arrived.
pub const LOADING: &str = "Loading…";

/// The button that gives up waiting for that dialog.
pub const CANCEL: &str = "Cancel";

/// The name the page gives the first player of a solo game. It reads as "your", not "You's".
pub const DEFAULT_NAME: &str = "You";

/// "Zoe's" or "your"; `start` capitalises "Your" at the start of a sentence.
pub fn possessive(name: &str, start: bool) -> String {
    if name == DEFAULT_NAME {
        if start { "Your" } else { "your" }.to_string()
    } else {
        format!("{name}'s")
    }
}

/// "Zoe's turn" or "Your turn".
pub fn whose_turn(name: &str) -> String {
    format!("{} turn", possessive(name, true))
}

/// The score Undo would take back, in words: "Ann's 22 in Chance", or "22 in Chance" alone.
/// The button says "Undo" before it, the live region "Took back".
pub fn undo_target(session: &Session, s: &Scored) -> String {
    let rules = session.game().rules();
    let name = &session.seats()[s.player].name;
    let points = s.points + s.bonus;
    let what = box_name(&rules, s.box_index);
    if session.seats().len() > 1 {
        format!("{} {points} in {what}", possessive(name, false))
    } else {
        format!("{points} in {what}")
    }
}

/// The bonus row of the lower section, named after the game's own five-of-a-kind box
/// ("Yahtzee Bonus", "YachtC Bonus").
pub fn extra_bonus_name(game: &Game) -> String {
    let rules = game.rules();
    match rules.def.yahtzee_box {
        Some(b) => format!("{} Bonus", rules.boxes()[b].name),
        None => "Bonus".to_string(),
    }
}

/// The hint in words, for the solver's ranking of the position on the table.
pub fn hint_text(game: &Game, options: &[Ranked]) -> Option<String> {
    let best = options.first()?;
    let banked = coach::banked(game);
    let mut text = format!(
        "Hint: {}. Expected final score {}.",
        coach::describe(game, &best.choice),
        fixed(banked + best.value, 1)
    );
    if let Some(next) = options.get(1) {
        text += &format!(
            " Next best: {}, {} points less.",
            coach::describe(game, &next.choice),
            fixed(best.value - next.value, 1)
        );
    }
    Some(text)
}

/// `c` as a capital letter (or letters: "ß" is "SS"). In the page the browser's `toUpperCase`
/// does it beyond ASCII: Rust's Unicode case tables would add 25 KB to the page's WebAssembly.
pub fn capital(c: char) -> String {
    if c.is_ascii() {
        return c.to_ascii_uppercase().to_string();
    }
    #[cfg(target_arch = "wasm32")]
    {
        String::from(js_sys::JsString::from(c.to_string().as_str()).to_upper_case())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        c.to_uppercase().collect()
    }
}

/// `text` as a sentence: a capital first letter and a full stop.
pub fn sentence(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => format!("{}{}.", capital(f), c.as_str()),
        None => String::new(),
    }
}

/// The reason an action was refused, in the words of the page.
pub fn error_text(game: &Game, e: MoveError) -> String {
    let rules = game.rules();
    let name = |i: usize| rules.boxes().get(i).map_or("?", |b| b.name);
    match e {
        MoveError::BoxFilled(i) => format!("{} is already filled", name(i)),
        MoveError::JokerForbids {
            restriction: JokerRestriction::MatchingUpper { box_index },
            ..
        } => format!(
            "Joker rule: this Yahtzee must be scored in {}",
            name(box_index)
        ),
        MoveError::OutOfOrder { next, .. } => format!(
            "this table fills the boxes in order: {} is next",
            name(next)
        ),
        MoveError::NotRolled if game.dice_mode() == DiceMode::Entered => {
            "enter the dice first (press R to type them)".into()
        }
        MoveError::NotRolled => "roll the dice first (press R)".into(),
        MoveError::FaceOutOfRange { die, face } => format!(
            "die {} cannot show {face}: these dice have faces 1 to {}",
            die + 1,
            rules.def.faces
        ),
        MoveError::HeldDieChanged(i) => format!(
            "die {} is held at {}: enter it as it lies, or release it first",
            i + 1,
            game.turn().dice[i]
        ),
        MoveError::DiceAreEntered => {
            "this table rolls real dice: press R and type the faces rolled".into()
        }
        other => other.to_string(),
    }
}

/// What the next entry is: "Enter roll 2 of 3".
pub fn entry_title(game: &Game) -> String {
    format!(
        "Enter roll {} of {}",
        game.turn().rolls + 1,
        game.rules().def.rolls_per_turn
    )
}

/// How a player starts a turn at this table: "press R to roll", or with real dice "roll and
/// enter the dice".
pub fn start_turn(game: &Game) -> &'static str {
    match game.dice_mode() {
        DiceMode::Rolled => "press R to roll",
        DiceMode::Entered => "roll, then press R and type the dice",
    }
}

/// The dice in words, e.g. "Roll 2 of 3: 6, 6, 3, 2, 1. Held: die 1, die 2."
pub fn dice_text(game: &Game) -> String {
    let turn = game.turn();
    if turn.rolls == 0 {
        return if game.is_over() {
            "The game is over.".into()
        } else {
            format!(
                "Turn {} of {}: no dice rolled yet. {}.",
                game.round(),
                game.rules().box_count(),
                sentence(start_turn(game)).trim_end_matches('.')
            )
        };
    }
    let faces: Vec<String> = turn.dice.iter().map(|d| d.to_string()).collect();
    let held: Vec<String> = (0..turn.dice.len())
        .filter(|&i| turn.held[i])
        .map(|i| format!("die {}", i + 1))
        .collect();
    let held = if held.is_empty() {
        "No dice held".to_string()
    } else {
        format!("Held: {}", held.join(", "))
    };
    format!(
        "Roll {} of {}: {}. {}. {} left.",
        turn.rolls,
        game.rules().def.rolls_per_turn,
        faces.join(", "),
        held,
        match game.rolls_left() {
            0 => "No rolls".to_string(),
            1 => "1 roll".to_string(),
            n => format!("{n} rolls"),
        }
    )
}

/// The scoresheet in words: filled boxes with their scores, open boxes with what they would
/// score now, and the totals.
pub fn sheet_text(game: &Game) -> String {
    let rules = game.rules();
    let sheet = game.sheet();
    let mut filled = Vec::new();
    let mut open = Vec::new();
    for (i, b) in rules.boxes().iter().enumerate() {
        match sheet.boxes[i] {
            Some(s) => filled.push(format!("{} {}", b.name, s)),
            None => match game.preview(i) {
                Ok(p) => open.push(format!("{} {}", b.name, p.points)),
                Err(_) if game.turn().rolls > 0 => open.push(format!("{} not allowed", b.name)),
                Err(_) => open.push(b.name.to_string()),
            },
        }
    }
    let t = sheet.totals(&rules);
    let mut parts = Vec::new();
    if !filled.is_empty() {
        parts.push(format!("Scored: {}", filled.join(", ")));
    }
    if !open.is_empty() {
        let what = if game.turn().rolls > 0 {
            "Open, with what these dice would score"
        } else {
            "Open"
        };
        parts.push(format!("{what}: {}", open.join(", ")));
    }
    let mut foot = format!(
        "Upper section {}, {}",
        t.upper,
        bonus_needed_text(game, game.current_player())
    );
    if !rules.def.upper_bonus.is_empty() {
        foot += &format!(". Upper bonus {}", t.upper_bonus);
    }
    if rules.def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
        foot += &format!(". {} {}", extra_bonus_name(game), t.yahtzee_bonus);
    }
    parts.push(format!("{foot}. Total {}", t.total));
    parts.join(". ") + "."
}

/// Where `player` stands on the upper bonus: "12 more for a bonus of 35", "bonus earned" or
/// "bonus out of reach".
pub fn bonus_needed_text(game: &Game, player: usize) -> String {
    let rules = game.rules();
    let sheet = &game.sheets()[player];
    let t = sheet.totals(&rules);
    // The next step of the bonus not yet reached (Tricolor has three).
    let Some(next) = rules
        .def
        .upper_bonus
        .iter()
        .find(|tier| t.upper < tier.threshold)
    else {
        return if rules.def.upper_bonus.is_empty() {
            "no bonus in this game".into()
        } else {
            "bonus earned".into()
        };
    };
    let reachable: u16 = rules
        .boxes()
        .iter()
        .zip(&sheet.boxes)
        .filter(|(b, s)| b.section == Section::Upper && s.is_none())
        .map(|(b, _)| match b.pattern {
            yahtzee_engine::Pattern::Face(f) => DICE as u16 * f as u16,
            _ => 0,
        })
        .sum();
    if t.upper + reachable < next.threshold {
        if t.upper_bonus > 0 {
            "bonus earned".into()
        } else {
            "bonus out of reach".into()
        }
    } else {
        format!(
            "{} more for a bonus of {}",
            next.threshold - t.upper,
            next.bonus
        )
    }
}

/// What a successful move did, for the live region. With several players, moves are named
/// after the player who made them and the next player is announced.
pub fn describe_move(next: &Session, action: Action) -> String {
    let game = next.game();
    let several = next.seats().len() > 1;
    let name = |p: usize| next.seats()[p].name.clone();
    let who = if several {
        format!("{}: ", name(game.current_player()))
    } else {
        String::new()
    };
    match action {
        Action::Roll | Action::Enter(_) => format!("{who}{}", dice_text(game)),
        Action::Correct { die, face } => {
            format!(
                "{who}Die {} corrected to {face}. {}",
                die + 1,
                dice_text(game)
            )
        }
        Action::Hold(i) | Action::Release(i) | Action::Toggle(i) => {
            let t = game.turn();
            format!(
                "{who}Die {}: {}, {}.",
                i + 1,
                t.dice[i],
                if t.held[i] { "held" } else { "free" }
            )
        }
        Action::Score(_) => {
            let Some(s) = game.last_scored() else {
                return String::new();
            };
            let rules = game.rules();
            let by = if several {
                format!("{} scored", name(s.player))
            } else {
                "Scored".to_string()
            };
            let mut text = format!("{by} {} in {}", s.points, rules.boxes()[s.box_index].name);
            if s.bonus > 0 {
                text += &format!(" and a {} of {}", extra_bonus_name(game), s.bonus);
            }
            let total = game.sheets()[s.player].totals(&rules).total;
            text += &format!(". Total {total}.");
            if game.is_over() {
                text += " Game over.";
            } else if several {
                let seat = next.current_seat();
                text += &match seat.kind {
                    SeatKind::Human => {
                        format!(" {}: {}.", whose_turn(&seat.name), start_turn(game))
                    }
                    SeatKind::Bot(_) => format!(" {}.", whose_turn(&seat.name)),
                };
            } else {
                text += &format!(" Turn {}: {}.", game.round(), start_turn(game));
            }
            text
        }
        Action::SetWild(face) => format!("Wild die counts as {face}."),
        Action::Undo => {
            let name = &next.current_seat().name;
            if several {
                format!(
                    "Score taken back. {} again: choose a box.",
                    whose_turn(name)
                )
            } else {
                "Score taken back; choose again.".into()
            }
        }
        Action::NewGame { .. } => "New game. Press R to roll.".into(),
    }
}

/// Yatzy's house rules that are on, in words.
pub fn house_rules(o: yahtzee_engine::Options) -> Vec<String> {
    let mut parts = Vec::new();
    if o.four_of_a_kind_two_pairs {
        parts.push("four of a kind counts as Two Pairs".to_string());
    }
    if o.forced_order {
        parts.push("boxes in order".to_string());
    }
    parts
}

/// The header's badge: the running total, and in a table of several whose it is.
pub fn total_badge(whose: Option<&str>, total: u16) -> String {
    match whose {
        Some(name) => format!("{name}: {total} pts"),
        None => format!("{total} pts"),
    }
}

/// Above a scoresheet wider than a phone: it scrolls sideways.
pub fn scroll_hint(players: usize) -> String {
    format!("Swipe the sheet sideways to see all {players} players →")
}

/// Why the question before a new table comes up: what the new table is.
pub fn new_table_why(session: &Session) -> String {
    let name = session.rule_set().variant.def().name;
    match (session.seats().len(), session.games()) {
        (1, 1) => format!("The new table starts a game of {name}."),
        (1, g) => format!("The new table starts a session of {g} games of {name}."),
        (p, 1) => format!("The new table starts a game of {name} for {p} players."),
        (p, g) => format!("The new table starts a session of {g} games of {name} for {p} players."),
    }
}

/// The end screen's line about the game's dice: how to deal them again, or, for dice rolled at
/// the table and entered by hand, that they have no seed and no replay. A link to the game, if
/// any, goes between the two parts of the text.
pub fn game_over_seed_line(session: &Session) -> (String, Option<String>, String) {
    let game = session.game();
    if game.dice_mode() == DiceMode::Entered {
        return (
            "These dice were rolled at the table and entered by hand: this game has no seed, \
             so no link deals them again. Its decisions stay for the review."
                .to_string(),
            None,
            String::new(),
        );
    }
    // The address carries the session's seed, which deals its first game; from the second
    // game on, this game's own link is a different one.
    if session.game_number() == 1 && session.games() == 1 {
        (
            format!(
                "Game #{} — share this page's address to replay these dice.",
                game.seed()
            ),
            None,
            String::new(),
        )
    } else {
        (
            format!("These dice are game #{}: the link ", game.seed()),
            Some(crate::platform::game_query(
                game.seed(),
                game.rule_set().variant,
            )),
            " deals them again.".to_string(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_start_with_a_capital_beyond_ascii_too() {
        assert_eq!(sentence("roll the dice first"), "Roll the dice first.");
        assert_eq!(sentence("émile's turn"), "Émile's turn.");
        assert_eq!(capital('ß'), "SS");
        assert_eq!(sentence(""), "");
    }
}
