//! A table on several phones as this phone keeps it: its link, replayed when read (a kept
//! table that play could not make is damage), the seats this phone plays, how far it saw the
//! table and when. Stored by `storage::tables`.

use serde::{Deserialize, Serialize};
use yahtzee_engine::link;
use yahtzee_engine::Session;

use super::{SeatSet, Seen, Travel};

/// A table as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Stored {
    /// Its link text (`link::encode`).
    link: String,
    /// This phone's seats, a bit each.
    mine: u8,
    /// The game this phone last saw, from 1, and its decisions then.
    game: u8,
    seen: usize,
    /// When it was last played here (ms since 1970).
    at: f64,
}

/// A kept table, replayed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Stored", into = "Stored")]
pub struct KeptTable {
    /// Its link text.
    pub link: String,
    /// The session the link replays to.
    pub session: Session,
    /// This phone's part in it.
    pub travel: Travel,
    /// How far this phone saw it.
    pub seen: Seen,
    /// When it was last played here (ms since 1970).
    pub at: f64,
}

impl KeptTable {
    /// `session` as this phone keeps it at time `at` (ms since 1970), seen to its last move,
    /// or `None` for a table no link can hold (real dice, a day's game).
    pub fn of(session: &Session, travel: Travel, at: f64) -> Option<KeptTable> {
        Some(KeptTable {
            link: link::encode_table(session, travel.coach_off).ok()?,
            session: session.clone(),
            travel,
            seen: Seen::of(session),
            at,
        })
    }
}

impl TryFrom<Stored> for KeptTable {
    type Error = String;

    fn try_from(s: Stored) -> Result<KeptTable, String> {
        let linked = link::decode_table(&s.link).map_err(|e| format!("{e:?}"))?;
        let session = linked.session;
        let at_most = session.game().decisions().len();
        if s.game > session.game_number() || (s.game == session.game_number() && s.seen > at_most) {
            return Err("seen further than it holds".into());
        }
        if !s.at.is_finite() || s.at < 0.0 {
            return Err(format!("a time of {}", s.at));
        }
        Ok(KeptTable {
            link: s.link,
            session,
            travel: Travel {
                mine: SeatSet::from_bits(s.mine),
                coach_off: linked.coach_off,
            },
            seen: Seen {
                game: s.game,
                decisions: s.seen,
            },
            at: s.at,
        })
    }
}

impl From<KeptTable> for Stored {
    fn from(k: KeptTable) -> Stored {
        Stored {
            link: k.link,
            mine: k.travel.mine.bits(),
            game: k.seen.game,
            seen: k.seen.decisions,
            at: k.at,
        }
    }
}
