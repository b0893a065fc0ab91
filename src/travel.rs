//! A table that travels between phones by link: which seats this device holds, whose device
//! plays now (a bot's turn is played by the device that hands the turn to it), and what other
//! devices played since this one last saw the table. Pure, tested natively; the words are
//! `words::travel`'s, the links `yahtzee_engine::link`'s.

use yahtzee_engine::{Choice, Dice, SeatKind, Session};

mod kept;
pub use kept::KeptTable;

/// Seats held by this device, a bit each (a table seats at most eight).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    /// The set stored as `bits`.
    pub const fn from_bits(bits: u8) -> SeatSet {
        SeatSet(bits)
    }

    /// The stored form.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether seat `i` is in the set.
    pub fn contains(self, i: usize) -> bool {
        i < 8 && self.0 & (1 << i) != 0
    }

    /// The set with seat `i` in or out.
    pub fn with(self, i: usize, on: bool) -> SeatSet {
        match (i < 8, on) {
            (false, _) => self,
            (true, true) => SeatSet(self.0 | (1 << i)),
            (true, false) => SeatSet(self.0 & !(1 << i)),
        }
    }

    /// No seat.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A table whose seats are on several devices, and this device's part in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Travel {
    /// The seats this device plays; none until the player says who they are.
    pub mine: SeatSet,
    /// The table's rule, the same at every phone: no hint, chances or warning until the game
    /// ends (the review is there afterwards).
    pub coach_off: bool,
}

impl Travel {
    /// Whether the page still has to ask who this device's players are.
    pub fn asks_who(self) -> bool {
        self.mine.is_empty()
    }
}

/// The person whose device plays seat `seat`: the seat's own when a person sits there; for a
/// bot, the nearest person before it in turn order, who hands the turn to it.
pub fn device_of(session: &Session, seat: usize) -> usize {
    let seats = session.seats();
    let n = seats.len();
    (0..n)
        .map(|back| (seat + n - back) % n)
        .find(|&i| seats[i].kind == SeatKind::Human)
        .unwrap_or(0)
}

/// Whether this device moves now: the game goes on and the seat to move is one of its own, or
/// a bot one of its own hands the turn to.
pub fn plays_here(session: &Session, travel: Travel) -> bool {
    let game = session.game();
    !game.is_over()
        && travel
            .mine
            .contains(device_of(session, game.current_player()))
}

/// The person whose device the table waits for, when it is not this one.
pub fn waiting_for(session: &Session, travel: Travel) -> Option<usize> {
    let game = session.game();
    let seat = device_of(session, game.current_player());
    (!game.is_over() && !travel.asks_who() && !travel.mine.contains(seat)).then_some(seat)
}

/// The people on other devices, who are to be sent the link.
pub fn others(session: &Session, travel: Travel) -> Vec<usize> {
    (0..session.seats().len())
        .filter(|&i| session.seats()[i].kind == SeatKind::Human && !travel.mine.contains(i))
        .collect()
}

/// The table a link opens.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    /// The session on the table.
    pub session: Session,
    /// This phone's part in it (no seat yet: the page asks who plays here).
    pub travel: Travel,
    /// How far this phone had seen it before.
    pub seen: Seen,
    /// A notice to show.
    pub notice: Option<String>,
    /// A game of this phone alone in progress, which the table replaced, to keep aside.
    pub set_aside: Option<Session>,
    /// The link went another way than the table kept here: it is to be kept aside.
    pub contradicts: bool,
    /// What the other phones played since this one last saw it (when its players are known).
    pub catch_up: Vec<Played>,
    /// What the live region says as it opens.
    pub said: String,
}

/// This phone's players, chosen ("Who are you?"), and what the table tells them: what the
/// other phones played since this one last saw it, and the words said.
#[derive(Clone, Debug, PartialEq)]
pub struct Seated {
    /// This phone's part in the table.
    pub travel: Travel,
    /// What the other phones played since.
    pub catch_up: Vec<Played>,
    /// What the live region says.
    pub said: String,
}

/// How far a device saw a table: the game and the decisions of it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The game on the table, from 1.
    pub game: u8,
    /// Decisions made in it.
    pub decisions: usize,
}

impl Seen {
    /// Where `session` stands.
    pub fn of(session: &Session) -> Seen {
        Seen {
            game: session.game_number(),
            decisions: session.game().decisions().len(),
        }
    }
}

/// A box another device's seat scored: what the catching-up shows and says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The seat.
    pub player: usize,
    /// The dice it scored.
    pub dice: Dice,
    /// The box.
    pub box_index: usize,
    /// The points it holds.
    pub points: u16,
}

/// The boxes scored in `session`'s game since `seen`, by seats this device does not play (a
/// device's own moves need no telling). A game further on than `seen` is told from its start.
pub fn since(session: &Session, seen: Seen, travel: Travel) -> Vec<Played> {
    let game = session.game();
    let from = if seen.game == session.game_number() {
        seen.decisions
    } else {
        0
    };
    game.decisions()
        .iter()
        .skip(from)
        .filter(|d| !travel.mine.contains(device_of(session, d.player)))
        .filter_map(|d| played(game, d))
        .collect()
}

/// The last box scored in `session`'s game, by any seat (Your games names it).
pub fn last_played(session: &Session) -> Option<Played> {
    let game = session.game();
    game.decisions().iter().rev().find_map(|d| played(game, d))
}

/// Decision `d` of `game`, if it scored a box.
fn played(game: &yahtzee_engine::Game, d: &yahtzee_engine::Decision) -> Option<Played> {
    match d.choice {
        Choice::Score(b) => Some(Played {
            player: d.player,
            dice: d.dice,
            box_index: b,
            points: game.sheets()[d.player].boxes[b].unwrap_or(0),
        }),
        Choice::Keep(_) => None,
    }
}

#[cfg(test)]
mod tests;
