//! A table as a link: its rules, seats, game number and every decision in a few bits each,
//! versioned and checked, written as base64url text for an address or a QR code. No dice travel:
//! they come from the game's number. Read back, a link is parsed by replay: each decision goes
//! through [`Session::apply`], so a link that play could not make is refused, with why
//! ([`LinkError`]), and a decoded link is a session play made.
//!
//! Version 1, bits written first to last, most significant first:
//! - the version (8 bits);
//! - the game (3 bits, its place in [`VariantId::ALL`]) and its table rules (the Joker's place in
//!   [`JokerMode::ALL`], 2 bits; five alike a Full House, the Yahtzee bonus, four of a kind Two
//!   Pairs, boxes in order: a bit each), then the coach: 1 when it is off until the game ends;
//!   then, only for a game that offers them (Maxi Yatzy), the other card's bonus and no saved
//!   rolls, a bit each (so the links of the other games read as before);
//! - the session's number (53 bits, [`MAX_SEED`]) and its games (4 bits);
//! - the seats less one (3 bits), each a kind (3 bits: a person, or a bot's level from 1) and a
//!   name (its length in bytes, 7 bits, then its UTF-8);
//! - the games finished (4 bits), each seat's total in each (11 bits), as a stored session keeps
//!   them (checked as those are: [`SessionData`]);
//! - the game in progress: its decisions (11 bits for their number, then each: 0 and the dice
//!   held for the next roll, a bit per die; or 1, the box scored, 5 bits, and when the marked die
//!   shows its wild face, the face it counts as, 3 bits);
//! - zero bits to the byte, then a check: the first 4 bytes of the FNV-1a hash of all before it.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::game::{Action, Choice, DiceMode, Game, Invalid, MoveError};
use crate::hash::fnv1a;
use crate::rules::{JokerMode, Options, RuleSet, VariantId};
use crate::session::{BotLevel, Seat, SeatKind, Session, SessionData, MAX_GAMES, MAX_NAME};

mod order;
pub use order::{order, same_table, Order};

// A name's bytes (7 bits, four a character at most), the seats less one (3) and the games (4)
// fit their fields.
const _: () = assert!(
    MAX_NAME * 4 < 1 << 7
        && DiceMode::Rolled.max_players() <= 1 << 3
        && (MAX_GAMES as usize) < 1 << 4
);

/// The version of the links this page writes.
pub const LINK_VERSION: u8 = 1;

/// Why a link cannot be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not base64url text.
    NotText,
    /// The link ends before what it says it holds: cut short.
    Cut,
    /// Written by a version of the page this one does not read.
    Version(u8),
    /// Its check does not match what it holds: changed since it was written.
    Changed,
    /// A game, a Joker rule or a seat's kind this page does not know.
    Unknown,
    /// Its table is not one a session can be (seats, names, games, totals).
    Setup(Invalid),
    /// Decision `at` (counted from 0, over the session) is not one play could make.
    Move {
        /// Which decision.
        at: usize,
        /// Why play refused it.
        error: MoveError,
    },
    /// A table of real dice or a day's game: their dice are not the game's number's.
    NotRolled,
}

/// The levels as a link writes them, from 1 (0 is a person).
const LEVELS: [BotLevel; 4] = [
    BotLevel::Beginner,
    BotLevel::Casual,
    BotLevel::Expert,
    BotLevel::ToWin,
];

/// A table as a link holds it: its session, and its rule for the coach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Linked {
    /// The session, replayed.
    pub session: Session,
    /// No hint, chances or warning until the game ends (the review is there afterwards): the
    /// same at every phone of the table.
    pub coach_off: bool,
}

/// The link text of `session`, a table of the page's dice, with the coach on.
pub fn encode(session: &Session) -> Result<String, LinkError> {
    encode_table(session, false)
}

/// The session a link holds, replayed from its first decision to its last.
pub fn decode(text: &str) -> Result<Session, LinkError> {
    decode_table(text).map(|l| l.session)
}

/// The link text of `session`, a table of the page's dice, with its rule for the coach.
pub fn encode_table(session: &Session, coach_off: bool) -> Result<String, LinkError> {
    if session.dice_mode() != DiceMode::Rolled {
        return Err(LinkError::NotRolled);
    }
    let mut w = Bits::default();
    w.put(u64::from(LINK_VERSION), 8);
    let rules = session.rule_set();
    let place = |v: VariantId| VariantId::ALL.iter().position(|&x| x == v);
    w.put(place(rules.variant).ok_or(LinkError::Unknown)? as u64, 3);
    let o = rules.options;
    let joker = JokerMode::ALL.iter().position(|&j| j == o.joker);
    w.put(joker.ok_or(LinkError::Unknown)? as u64, 2);
    for flag in [
        o.five_of_a_kind_full_house,
        o.yahtzee_bonus,
        o.four_of_a_kind_two_pairs,
        o.forced_order,
        coach_off,
    ] {
        w.put(u64::from(flag), 1);
    }
    let def = rules.variant.def();
    for (offered, flag) in [
        (def.offers_other_bonus(), o.other_bonus),
        (def.offers_no_saved_rolls(), o.no_saved_rolls),
    ] {
        if offered {
            w.put(u64::from(flag), 1);
        }
    }
    w.put(session.seed(), 53);
    w.put(u64::from(session.games()), 4);
    let seats = session.seats();
    w.put(seats.len() as u64 - 1, 3);
    for seat in seats {
        let kind = match seat.kind {
            SeatKind::Human => 0,
            SeatKind::Bot(level) => {
                LEVELS
                    .iter()
                    .position(|&l| l == level)
                    .ok_or(LinkError::Unknown)?
                    + 1
            }
        };
        w.put(kind as u64, 3);
        w.put(seat.name.len() as u64, 7);
        for b in seat.name.bytes() {
            w.put(u64::from(b), 8);
        }
    }
    // The games before the one on the table (`results` counts that one too once it is over).
    let mut results = session.results();
    results.truncate(usize::from(session.game_number()) - 1);
    w.put(results.len() as u64, 4);
    for totals in &results {
        for &t in totals {
            w.put(u64::from(t), 11);
        }
    }
    let decisions = session.game().decisions();
    w.put(decisions.len() as u64, 11);
    for d in decisions {
        match d.choice {
            Choice::Keep(held) => {
                w.put(0, 1);
                for &h in held.iter() {
                    w.put(u64::from(h), 1);
                }
            }
            Choice::Score(b) => {
                w.put(1, 1);
                w.put(b as u64, 5);
                if let Some(face) = d.wild {
                    w.put(u64::from(face) - 1, 3);
                }
            }
        }
    }
    let mut bytes = w.bytes;
    let check = fnv1a(&bytes).to_be_bytes();
    bytes.extend_from_slice(&check[..4]);
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// The table a link holds, replayed from its first decision to its last.
pub fn decode_table(text: &str) -> Result<Linked, LinkError> {
    let text = text.trim();
    if !text
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(LinkError::NotText);
    }
    // Text of the right letters that is not whole base64 was cut short (or changed at its end).
    let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|_| LinkError::Cut)?;
    let mut r = Read {
        bytes: &bytes,
        at: 0,
    };
    let version = r.get(8)? as u8;
    if version != LINK_VERSION {
        return Err(LinkError::Version(version));
    }
    let (rules, coach_off) = read_rules(&mut r)?;
    let seed = r.get(53)?;
    let games = r.get(4)? as u8;
    let count = r.get(3)? as usize + 1;
    let mut seats = Vec::with_capacity(count);
    for _ in 0..count {
        let kind = match r.get(3)? as usize {
            0 => SeatKind::Human,
            k => SeatKind::Bot(*LEVELS.get(k - 1).ok_or(LinkError::Unknown)?),
        };
        let len = r.get(7)? as usize;
        let mut name = Vec::with_capacity(len);
        for _ in 0..len {
            name.push(r.get(8)? as u8);
        }
        let name = String::from_utf8(name).map_err(|_| LinkError::Unknown)?;
        seats.push(Seat { name, kind });
    }
    let finished = r.get(4)? as usize;
    let mut results = Vec::with_capacity(finished);
    for _ in 0..finished {
        let mut totals = Vec::with_capacity(count);
        for _ in 0..count {
            totals.push(r.get(11)? as u16);
        }
        results.push(totals);
    }
    let game = Game::with_dice(
        rules,
        count,
        seed.wrapping_add(finished as u64),
        DiceMode::Rolled,
    )
    .map_err(|_| LinkError::Setup(Invalid::Seed))?;
    let n = r.get(11)? as usize;
    let game = replay(game, n, &mut r)?;
    // Zero bits to the byte, then the check of everything before it.
    let end = r.at.div_ceil(8);
    if bytes.len() < end + 4 {
        return Err(LinkError::Cut);
    }
    let zeros = r.get((end * 8 - r.at) as u32)? == 0;
    if bytes.len() > end + 4 || !zeros || fnv1a(&bytes[..end]).to_be_bytes()[..4] != bytes[end..] {
        return Err(LinkError::Changed);
    }
    let session = Session::try_from(SessionData {
        seats,
        rules,
        games,
        seed,
        results,
        game,
    })
    .map_err(LinkError::Setup)?;
    Ok(Linked { session, coach_off })
}

/// `game` with the link's `n` decisions played, each read as play reaches it: whether a score
/// carries a wild face depends on the dice, which only the replay knows.
fn replay(mut g: Game, n: usize, r: &mut Read) -> Result<Game, LinkError> {
    let refused = |at: usize| move |error: MoveError| LinkError::Move { at, error };
    for at in 0..n {
        if g.turn().rolls == 0 {
            g = g.apply(Action::Roll).map_err(refused(at))?;
        }
        if r.get(1)? == 0 {
            for die in 0..g.turn().dice.len() {
                let action = match r.get(1)? {
                    1 => Action::Hold(die),
                    _ => Action::Release(die),
                };
                g = g.apply(action).map_err(refused(at))?;
            }
            g = g.apply(Action::Roll).map_err(refused(at))?;
        } else {
            let b = r.get(5)? as usize;
            if g.wild_showing() {
                let face = r.get(3)? as u8 + 1;
                g = g.apply(Action::SetWild(face)).map_err(refused(at))?;
            }
            g = g.apply(Action::Score(b)).map_err(refused(at))?;
        }
    }
    Ok(g)
}

/// Bits written most significant first.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    used: u32,
}

impl Bits {
    fn put(&mut self, value: u64, bits: u32) {
        for i in (0..bits).rev() {
            if self.used % 8 == 0 {
                self.bytes.push(0);
            }
            let bit = ((value >> i) & 1) as u8;
            let last = self.bytes.len() - 1;
            self.bytes[last] |= bit << (7 - self.used % 8);
            self.used += 1;
        }
    }
}

/// A link's game and table rules, and its rule for the coach (1 when it is off).
fn read_rules(r: &mut Read) -> Result<(RuleSet, bool), LinkError> {
    let variant = *VariantId::ALL
        .get(r.get(3)? as usize)
        .ok_or(LinkError::Unknown)?;
    let joker = *JokerMode::ALL
        .get(r.get(2)? as usize)
        .ok_or(LinkError::Unknown)?;
    let mut flags = [false; 5];
    for f in &mut flags {
        *f = r.get(1)? == 1;
    }
    let def = variant.def();
    let mut own = [false; 2];
    for (offered, f) in [def.offers_other_bonus(), def.offers_no_saved_rolls()]
        .into_iter()
        .zip(&mut own)
    {
        if offered {
            *f = r.get(1)? == 1;
        }
    }
    let rules = RuleSet {
        variant,
        options: Options {
            joker,
            five_of_a_kind_full_house: flags[0],
            yahtzee_bonus: flags[1],
            four_of_a_kind_two_pairs: flags[2],
            forced_order: flags[3],
            other_bonus: own[0],
            no_saved_rolls: own[1],
        },
    };
    Ok((rules, flags[4]))
}

/// Bits read most significant first; a read past the end is a cut link.
struct Read<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Read<'_> {
    fn get(&mut self, bits: u32) -> Result<u64, LinkError> {
        let mut v = 0;
        for _ in 0..bits {
            let byte = *self.bytes.get(self.at / 8).ok_or(LinkError::Cut)?;
            v = (v << 1) | u64::from((byte >> (7 - self.at % 8)) & 1);
            self.at += 1;
        }
        Ok(v)
    }
}

#[cfg(test)]
mod tests;
