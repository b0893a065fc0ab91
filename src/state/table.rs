//! The table: the session (seats, games, the game in progress) and what the moves made in this
//! visit change about how it is drawn.

use std::rc::Rc;

use yahtzee_engine::{
    Action, BotLevel, DiceMode, Game, Held, MoveError, Scored, SeatKind, Session,
};

use crate::travel::{self, Played, Seen, Travel};

/// The session on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// The session: seats, games, and the game in progress.
    pub session: Rc<Session>,
    /// Dice were rolled since the page opened: only then does the tray animate them (a reload
    /// shows the dice as they lie).
    pub rolled_here: bool,
    /// A move was made since the page opened: only then does a score get its moment (a reload
    /// does not celebrate again).
    pub moved_here: bool,
    /// The last move was a roll made in this visit: its dice tumble until they land
    /// (`screen::TUMBLE_MS`), and what they show is said then.
    pub landing: bool,
    /// The dice in the air began their tumble on screen. It can begin a moment after the roll
    /// (its stylesheet comes with the later parts), and the clock that lands them should they
    /// draw no tumble counts from then (`hooks::use_bot_clock`).
    pub tumbling: bool,
    /// The score last written in this visit: its box counts up to it while it is the game's
    /// last score (an undo, or a reload, leaves it still).
    pub scored_here: Option<Scored>,
    /// Why the last entry of real dice was refused, shown beside the entry until the next
    /// accepted move.
    pub entry_error: Option<String>,
    /// A day's game for the record asked for its first roll, which waits for this device's
    /// claim on the day (`hooks::use_day_claim`): its dice are shown only once the day is
    /// marked as started, so that two tabs never both play it for the record.
    pub claiming: bool,
    /// The table travels between devices by link: the seats this device plays.
    pub travel: Option<Travel>,
    /// What other devices played since this one last saw the table, told until dismissed.
    pub catch_up: Vec<Played>,
    /// How far this device saw the table before a link brought it further: the catching-up
    /// starts there once this device's seats are known.
    pub seen: Seen,
    /// The link to a table the address holds, opened once the later parts have come (they
    /// read links: `app::use_table_link`).
    pub opening: Option<String>,
}

/// What changes the table.
#[derive(Clone, Debug, PartialEq)]
pub enum TableAction {
    /// A move in the game.
    Apply(Action),
    /// This session takes the table, travelling between devices or not.
    Start(Box<Session>, Option<Travel>),
    /// What other devices played, to tell (a link was opened), or nothing (told).
    CatchUp(Vec<Played>),
    /// An entry of real dice was refused, for this reason.
    RefuseEntry(String),
}

impl Table {
    /// A table with `session`, nothing moved yet.
    pub fn new(session: Session) -> Table {
        Table {
            session: Rc::new(session),
            rolled_here: false,
            moved_here: false,
            landing: false,
            tumbling: false,
            scored_here: None,
            entry_error: None,
            claiming: false,
            travel: None,
            catch_up: Vec::new(),
            seen: Seen::default(),
            opening: None,
        }
    }

    /// Whether the game on the table is a day's game for the record not rolled yet: its first
    /// roll claims the day.
    pub fn unclaimed_day(&self) -> bool {
        let game = self.game();
        game.dice_mode() == DiceMode::Daily && game.decisions().is_empty() && game.turn().rolls == 0
    }

    /// The game in progress.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The box (player, box) whose score counts up: the score last written in this visit,
    /// while it is the game's last.
    pub fn counting(&self) -> Option<(usize, usize)> {
        self.scored_here
            .filter(|s| Some(*s) == self.game().last_scored())
            .map(|s| (s.player, s.box_index))
    }

    /// The level of the bot whose turn it is, if it is a bot's turn.
    pub fn bot_to_move(&self) -> Option<BotLevel> {
        match self.session.current_seat().kind {
            SeatKind::Bot(level) if !self.game().is_over() && self.plays_here() => Some(level),
            _ => None,
        }
    }

    /// Whether the move is this device's: always, unless the table travels and the seat to
    /// move is another device's.
    pub fn plays_here(&self) -> bool {
        self.travel
            .is_none_or(|t| travel::plays_here(&self.session, t) || self.game().is_over())
    }

    /// The current turn, as (player, round): what "skip to the end of the turn" refers to.
    pub fn turn_marker(&self) -> (usize, usize) {
        (self.game().current_player(), self.game().round())
    }

    /// The dice held for the next roll (none before the turn's first roll).
    pub fn held_now(&self) -> Held {
        let t = self.game().turn();
        if t.rolls > 0 {
            t.held
        } else {
            Held::none(t.dice.len())
        }
    }

    /// Whether scoring `b` would throw points away: it scores nothing while another allowed box
    /// would score something.
    pub fn is_wasteful(&self, b: usize) -> bool {
        let points = |i| {
            self.game()
                .preview(i)
                .map(|p| p.points + p.bonus)
                .unwrap_or(0)
        };
        let Ok(placement) = self.game().placement() else {
            return false;
        };
        points(b) == 0
            && (0..self.game().rules().box_count())
                .any(|i| placement.allowed & (1 << i) != 0 && points(i) > 0)
    }

    /// The table after `action`, or the engine's reason for refusing the move.
    pub fn reduce(&self, action: TableAction) -> Result<Table, MoveError> {
        let mut t = self.clone();
        match action {
            TableAction::Apply(a) => {
                t.session = Rc::new(self.session.apply(a)?);
                t.rolled_here |= a == Action::Roll;
                t.landing = a == Action::Roll;
                t.tumbling = false;
                t.moved_here = true;
                if matches!(a, Action::Score(_)) {
                    t.scored_here = t.game().last_scored();
                }
                t.entry_error = None;
            }
            TableAction::Start(session, travel) => {
                t.session = Rc::new(*session);
                t.travel = travel;
                t.catch_up = Vec::new();
                t.seen = Seen::of(&t.session);
                t.rolled_here = false;
                t.landing = false;
                t.tumbling = false;
                t.scored_here = None;
                t.entry_error = None;
                t.claiming = false;
            }
            TableAction::RefuseEntry(why) => t.entry_error = Some(why),
            TableAction::CatchUp(played) => t.catch_up = played,
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_dice_rolled_in_this_visit_tumble() {
        let t = Table::new(Session::solo(Game::solo(1).apply(Action::Roll).unwrap()));
        assert!(!t.rolled_here, "a reloaded roll lies still");
        let t = t.reduce(TableAction::Apply(Action::Hold(0))).unwrap();
        assert!(!t.rolled_here && t.moved_here);
        let t = t.reduce(TableAction::Apply(Action::Roll)).unwrap();
        assert!(
            t.rolled_here && t.landing,
            "dice rolled here are in the air"
        );
        let t = t.reduce(TableAction::Apply(Action::Toggle(1))).unwrap();
        assert!(!t.landing, "the next move finds them landed");
    }

    #[test]
    fn a_score_written_here_counts_up_until_it_is_taken_back() {
        let t = Table::new(Session::solo(Game::solo(1)));
        let t = t.reduce(TableAction::Apply(Action::Roll)).unwrap();
        assert_eq!(t.counting(), None);
        let t = t.reduce(TableAction::Apply(Action::Score(12))).unwrap();
        assert_eq!(t.counting(), Some((0, 12)), "Chance, just written");
        let t = t.reduce(TableAction::Apply(Action::Roll)).unwrap();
        assert_eq!(
            t.counting(),
            Some((0, 12)),
            "still the last score as the next turn starts"
        );
        let t = Table::new(Session::solo(Game::solo(1)))
            .reduce(TableAction::Apply(Action::Roll))
            .and_then(|t| t.reduce(TableAction::Apply(Action::Score(12))))
            .and_then(|t| t.reduce(TableAction::Apply(Action::Undo)))
            .unwrap();
        assert_eq!(t.counting(), None, "an undone score is not written again");
        let reloaded = Table::new((*t.session).clone());
        assert_eq!(reloaded.counting(), None);
    }

    #[test]
    fn a_refused_move_leaves_the_table_as_it_was() {
        let t = Table::new(Session::solo(Game::solo(1)));
        assert_eq!(
            t.reduce(TableAction::Apply(Action::Hold(0))),
            Err(MoveError::NotRolled)
        );
        let t = t
            .reduce(TableAction::RefuseEntry("Five faces.".into()))
            .unwrap();
        assert_eq!(t.entry_error.as_deref(), Some("Five faces."));
        // An accepted move clears the entry's error; a new session starts still.
        let t = t.reduce(TableAction::Apply(Action::Roll)).unwrap();
        assert_eq!(t.entry_error, None);
        let t = t
            .reduce(TableAction::Start(
                Box::new(Session::solo(Game::solo(2))),
                None,
            ))
            .unwrap();
        assert!(!t.rolled_here);
        assert_eq!(t.session.seed(), 2);
    }
}
