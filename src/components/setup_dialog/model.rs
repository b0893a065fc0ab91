//! What the player sets up, and how each choice changes the rest (names that follow a seat,
//! real dice, each game's own table rules).

use yahtzee_engine::{DiceMode, Options, RuleSet, Seat, SeatKind, VariantId};

use crate::msg;
use crate::words::players::{given_bot_name, is_given_bot_name, level_key};
use crate::words::{shown_name, DEFAULT_NAME};

/// What the player set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The game.
    pub variant: VariantId,
    /// The seats, in turn order.
    pub seats: Vec<Seat>,
    /// Games in the session.
    pub games: u8,
    /// Table rules of the game chosen.
    pub options: Options,
    /// The page's dice or real dice.
    pub dice: DiceMode,
    /// The table rules last chosen for each game, so that switching games shows each game's
    /// own rules and never carries one game's rule into another.
    pub kept: Vec<RuleSet>,
    /// Each player on their own phone, the table sent on by link (the page's dice only).
    pub travels: bool,
    /// At a table on several phones, no hint, chances or warning until the game ends.
    pub coach_off: bool,
}

/// Seats at a table on several phones: two at least, six at most (a phone's screen shows
/// six columns of names, and a link of six stays a QR code a phone reads off a screen).
pub const TRAVEL_SEATS: std::ops::RangeInclusive<usize> = 2..=6;

impl Setup {
    /// The game is now `variant`, with the table rules last chosen for it (or its official
    /// ones); the rules chosen for the game it was are kept for it.
    pub fn set_variant(&mut self, variant: VariantId) {
        let leaving = self.rules();
        self.kept.retain(|r| r.variant != leaving.variant);
        self.kept.push(leaving);
        self.variant = variant;
        self.options = self
            .kept
            .iter()
            .find(|r| r.variant == variant)
            .map(|r| r.fitted().options)
            .unwrap_or_default();
    }

    /// The game and its table rules, with nothing it does not offer (`RuleSet::fitted`).
    pub fn rules(&self) -> RuleSet {
        RuleSet {
            variant: self.variant,
            options: self.options,
        }
        .fitted()
    }

    /// Seat `i` now plays as `kind`. A name the page gave (not one the player typed) follows
    /// the change: "You" or "Player 2" for a person; none for a bot, whose empty field shows
    /// the name its level gives it ([`Setup::default_shown`]).
    pub fn set_kind(&mut self, i: usize, kind: SeatKind) {
        let alone = self.seats.len() == 1;
        let Some(seat) = self.seats.get_mut(i) else {
            return;
        };
        let given = seat.name == DEFAULT_NAME
            || seat.name == msg::setup_player_name(i + 1)
            || is_given_bot_name(&seat.name)
            || (seat.name.is_empty() && seat.kind != SeatKind::Human);
        seat.kind = kind;
        if given {
            seat.name = match kind {
                SeatKind::Human if alone => DEFAULT_NAME.to_string(),
                SeatKind::Human => msg::setup_player_name(i + 1),
                SeatKind::Bot(_) => String::new(),
            };
        }
    }

    /// The table now plays with `dice`. Real dice are rolled by people only, so every bot
    /// becomes a person (a name the page gave follows, as in [`Setup::set_kind`]).
    pub fn set_dice(&mut self, dice: DiceMode) {
        self.dice = dice;
        self.travels = false;
        if dice == DiceMode::Entered {
            for i in 0..self.seats.len() {
                if self.seats[i].kind != SeatKind::Human {
                    self.set_kind(i, SeatKind::Human);
                }
            }
        }
    }

    /// The table is now on several phones: the page's dice, and a second seat when there was
    /// one.
    pub fn set_travel(&mut self) {
        self.set_dice(DiceMode::Rolled);
        self.travels = true;
        if self.seats.len() < *TRAVEL_SEATS.start() {
            self.add_seat();
        }
    }

    /// How many seats the table can have.
    pub fn most_seats(&self) -> usize {
        match self.travels {
            true => *TRAVEL_SEATS.end(),
            false => self.dice.max_players(),
        }
    }

    /// The name seat `i` gets when its name field is left empty: "You" alone, else "Player 2"
    /// for a person and the name the page gives a bot ("Bot 2", shown as its level).
    pub fn default_name(&self, i: usize) -> String {
        match self.seats.get(i).map(|s| s.kind) {
            Some(SeatKind::Bot(_)) => given_bot_name(i),
            _ if self.seats.len() == 1 => DEFAULT_NAME.to_string(),
            _ => msg::setup_player_name(i + 1),
        }
    }

    /// The default name of seat `i` as its empty field shows it: "You" in the language
    /// spoken, "Player 2", or a bot's level ("Expert bot").
    pub fn default_shown(&self, i: usize) -> String {
        match self.seats.get(i).map(|s| s.kind) {
            Some(SeatKind::Bot(level)) => msg::bot_name(level_key(level)),
            _ => shown_name(&self.default_name(i)),
        }
    }

    /// A seat more, if the table has room: a person, whose name field is empty until typed in.
    pub fn add_seat(&mut self) {
        let n = self.seats.len();
        if n >= self.most_seats() {
            return;
        }
        // The seats already there keep their names: a player alone as "You" stays "You" (the
        // page says "Your turn"), as a name typed stays.
        self.seats.push(Seat {
            name: String::new(),
            kind: SeatKind::Human,
        });
    }

    /// The seats as they sit down: an empty name field gives the seat its default name.
    pub fn named_seats(&self) -> Vec<Seat> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| Seat {
                name: if s.name.trim().is_empty() {
                    self.default_name(i)
                } else {
                    s.name.trim().to_string()
                },
                kind: s.kind,
            })
            .collect()
    }

    /// What is wrong with it, if anything, in words.
    pub fn problem(&self) -> Option<String> {
        let most = self.most_seats();
        if self.travels && self.seats.len() < *TRAVEL_SEATS.start() {
            return Some(msg::setup_travel_too_few());
        }
        (self.seats.len() > most).then(|| msg::setup_too_many_seats(most, self.seats.len() - most))
    }
}

/// A typed name as the seat keeps it (the inverse of `words::shown_name`): that word typed is the page's default name again, so
/// that the page speaks to the player as it does by default.
pub(super) fn typed_name(typed: String) -> String {
    if typed == msg::name_you() {
        DEFAULT_NAME.to_string()
    } else {
        typed
    }
}

#[cfg(test)]
mod tests;
