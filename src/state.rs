//! The app state and its reducer.
//!
//! `reduce` only calls the engine and words the result for the live region. Storage, the random
//! seed of a new game, focus and timers live in effects and callbacks (see `components/app.rs`).

use std::rc::Rc;

use yahtzee_engine::{Action, Game, JokerRestriction, MoveError, Section};
use yew::Reducible;

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The game in progress.
    pub game: Game,
    /// The last message for screen readers, with a counter so that the same words are
    /// announced again when asked for again.
    pub announcement: (u32, String),
    /// A notice shown above the game (storage trouble, a restored or reset game).
    pub notice: Option<String>,
    /// A box waiting for "yes, score zero here".
    pub confirm_zero: Option<usize>,
    /// The help dialog is open.
    pub help_open: bool,
}

/// What the page can ask of the state.
#[derive(Clone, Debug, PartialEq)]
pub enum AppAction {
    /// A move in the game.
    Play(Action),
    /// The player chose a box: score it, or first ask when it would throw points away.
    ChooseBox(usize),
    /// The player confirmed a zero.
    ConfirmZero,
    /// The player backed out of a zero.
    CancelZero,
    /// Say the dice (key D).
    AnnounceDice,
    /// Say the scoresheet (key C).
    AnnounceSheet,
    /// Open or close the help (key ?).
    ToggleHelp,
    /// Close whatever dialog is open (Escape).
    CloseDialogs,
    /// Show a notice.
    Notice(String),
    /// Hide the notice.
    DismissNotice,
}

impl AppState {
    /// A state showing `game`, with an optional notice.
    pub fn new(game: Game, notice: Option<String>) -> AppState {
        AppState {
            game,
            announcement: (0, String::new()),
            notice,
            confirm_zero: None,
            help_open: false,
        }
    }

    fn with(self: &Rc<Self>, f: impl FnOnce(&mut AppState)) -> Rc<AppState> {
        let mut next = (**self).clone();
        f(&mut next);
        Rc::new(next)
    }

    fn say(&mut self, text: String) {
        self.announcement = (self.announcement.0.wrapping_add(1), text);
    }

    /// Whether scoring `b` would throw points away: it scores nothing while another allowed box
    /// would score something.
    pub fn is_wasteful(&self, b: usize) -> bool {
        let points = |i| {
            self.game
                .preview(i)
                .map(|p| p.points + p.bonus)
                .unwrap_or(0)
        };
        let Ok(placement) = self.game.placement() else {
            return false;
        };
        points(b) == 0
            && (0..self.game.rules().box_count())
                .any(|i| placement.allowed & (1 << i) != 0 && points(i) > 0)
    }
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<AppState> {
        // An open dialog is modal: keys that reach the page behind it do nothing.
        let modal = self.help_open || self.confirm_zero.is_some();
        let blocked = matches!(
            action,
            AppAction::Play(_)
                | AppAction::ChooseBox(_)
                | AppAction::AnnounceDice
                | AppAction::AnnounceSheet
        );
        if modal && blocked {
            return self;
        }
        match action {
            AppAction::Play(a) => match self.game.apply(a) {
                Ok(game) => self.with(|s| {
                    s.say(describe_move(&game, a));
                    s.game = game;
                    s.confirm_zero = None;
                }),
                Err(e) => self.with(|s| s.say(sentence(&error_text(&self.game, e)))),
            },
            AppAction::ChooseBox(b) => {
                if self.is_wasteful(b) {
                    self.with(|s| s.confirm_zero = Some(b))
                } else {
                    self.reduce(AppAction::Play(Action::Score(b)))
                }
            }
            AppAction::ConfirmZero => match self.confirm_zero {
                Some(b) => self
                    .with(|s| s.confirm_zero = None)
                    .reduce(AppAction::Play(Action::Score(b))),
                None => self,
            },
            AppAction::CancelZero => self.with(|s| {
                s.confirm_zero = None;
                s.say("Kept your dice; choose another box.".into());
            }),
            AppAction::AnnounceDice => self.with(|s| s.say(dice_text(&s.game))),
            AppAction::AnnounceSheet => self.with(|s| s.say(sheet_text(&s.game))),
            AppAction::ToggleHelp => self.with(|s| s.help_open = !s.help_open),
            AppAction::CloseDialogs => self.with(|s| {
                s.help_open = false;
                s.confirm_zero = None;
            }),
            AppAction::Notice(text) => self.with(|s| s.notice = Some(text)),
            AppAction::DismissNotice => self.with(|s| s.notice = None),
        }
    }
}

fn sentence(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => format!("{}{}.", f.to_uppercase(), c.as_str()),
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
        MoveError::NotRolled => "roll the dice first (press R)".into(),
        other => other.to_string(),
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
                "Turn {} of {}: no dice rolled yet. Press R to roll.",
                game.round(),
                game.rules().box_count()
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
    parts.push(format!(
        "Upper section {}, {}. Upper bonus {}. Yahtzee bonus {}. Total {}",
        t.upper,
        bonus_needed_text(game),
        t.upper_bonus,
        t.yahtzee_bonus,
        t.total
    ));
    parts.join(". ") + "."
}

/// "12 more for the bonus", "bonus earned" or "bonus out of reach".
pub fn bonus_needed_text(game: &Game) -> String {
    let rules = game.rules();
    let sheet = game.sheet();
    let t = sheet.totals(&rules);
    let cap = rules.upper_cap();
    if t.upper_bonus > 0 {
        return "bonus earned".into();
    }
    let reachable: u16 = rules
        .boxes()
        .iter()
        .zip(&sheet.boxes)
        .filter(|(b, s)| b.section == Section::Upper && s.is_none())
        .map(|(b, _)| match b.pattern {
            yahtzee_engine::Pattern::Face(f) => 5 * f as u16,
            _ => 0,
        })
        .sum();
    if t.upper + reachable < cap {
        "bonus out of reach".into()
    } else {
        format!("{} more for the bonus", cap - t.upper)
    }
}

/// What a successful move did, for the live region.
pub fn describe_move(next: &Game, action: Action) -> String {
    match action {
        Action::Roll => dice_text(next),
        Action::Hold(i) | Action::Release(i) | Action::Toggle(i) => {
            let t = next.turn();
            format!(
                "Die {}: {}, {}.",
                i + 1,
                t.dice[i],
                if t.held[i] { "held" } else { "free" }
            )
        }
        Action::Score(_) => {
            let Some(s) = next.last_scored() else {
                return String::new();
            };
            let rules = next.rules();
            let mut text = format!("Scored {} in {}", s.points, rules.boxes()[s.box_index].name);
            if s.bonus > 0 {
                text += &format!(" and a Yahtzee bonus of {}", s.bonus);
            }
            let total = next.sheets()[s.player].totals(&rules).total;
            text += &format!(". Total {total}.");
            if next.is_over() {
                text += " Game over.";
            } else {
                text += &format!(" Turn {}: press R to roll.", next.round());
            }
            text
        }
        Action::SetWild(face) => format!("Wild die counts as {face}."),
        Action::Undo => "Score taken back; choose again.".into(),
        Action::NewGame { .. } => "New game. Press R to roll.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Scripted;

    fn state(game: Game) -> Rc<AppState> {
        Rc::new(AppState::new(game, None))
    }

    #[test]
    fn scoring_zero_with_points_elsewhere_asks_first() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([2, 2, 3, 3, 3]))
            .unwrap();
        let s = state(g).reduce(AppAction::ChooseBox(0));
        assert_eq!(s.confirm_zero, Some(0));
        assert_eq!(s.game.sheet().boxes[0], None);
        let s = s.reduce(AppAction::ConfirmZero);
        assert_eq!(s.game.sheet().boxes[0], Some(0));
        assert_eq!(s.confirm_zero, None);
    }

    #[test]
    fn scoring_points_needs_no_confirmation() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([2, 2, 3, 3, 3]))
            .unwrap();
        let s = state(g).reduce(AppAction::ChooseBox(8));
        assert_eq!(s.game.sheet().boxes[8], Some(25));
        assert!(s.announcement.1.starts_with("Scored 25 in Full House"));
    }

    #[test]
    fn refused_moves_are_announced() {
        let s = state(Game::solo(1)).reduce(AppAction::Play(Action::Hold(0)));
        assert_eq!(s.announcement.1, "Roll the dice first (press R).");
    }

    #[test]
    fn dice_and_sheet_are_put_into_words() {
        let g = Game::solo(1)
            .roll_with(&mut Scripted::new([6, 6, 3, 2, 1]))
            .unwrap()
            .apply(Action::Hold(0))
            .unwrap();
        assert_eq!(
            dice_text(&g),
            "Roll 1 of 3: 6, 6, 3, 2, 1. Held: die 1. 2 rolls left."
        );
        let text = sheet_text(&g);
        assert!(text.contains("Sixes 12"), "{text}");
        assert!(text.contains("Small Straight 0"), "{text}");
        assert!(text.contains("63 more for the bonus"), "{text}");
    }
}
