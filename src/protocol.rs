//! Messages between the page and the solver's Web Worker.
//!
//! A message travels as a JavaScript value, copied by `postMessage` (the structured clone), not
//! as JSON text: neither side writes or parses text, and a number arrives as the same bits it
//! left with. Both sides convert with [`to_js`] and [`from_js`] (serde-wasm-bindgen).

use serde::{Deserialize, Serialize};
use yahtzee_engine::{BoxMask, Counts, Decision, Face, Game, RuleSet, DICE};
use yahtzee_solver::Choice;

/// A position inside a turn, as the solver needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pos {
    /// Boxes filled at the start of the turn.
    pub filled: BoxMask,
    /// Upper total at the start of the turn.
    pub upper: u16,
    /// The Yahtzee box holds its full score.
    pub yahtzee_scored: bool,
    /// The dice showing.
    pub dice: [Face; DICE],
    /// The face of the marked die, in a game with one.
    #[serde(default)]
    pub marked: Option<Face>,
    /// Rolls left this turn.
    pub rolls_left: u8,
}

/// A choice: the faces to keep (sorted), or a box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Keep these faces and roll the rest (in a game with a marked die, it is rolled again).
    Keep(Vec<Face>),
    /// Keep the marked die and these other faces (the marked one included), roll the rest.
    KeepMarked(Vec<Face>),
    /// Score in this box.
    Score(usize),
    /// Count the wild die as `wild` and score in this box.
    ScoreWild {
        /// The box.
        box_index: usize,
        /// The wild die's value.
        wild: Face,
    },
}

impl From<Choice> for Move {
    fn from(c: Choice) -> Move {
        match c {
            Choice::Keep(k) => Move::Keep(k.faces()),
            Choice::KeepMarked(k) => Move::KeepMarked(k.faces()),
            Choice::Score(b) => Move::Score(b),
            Choice::ScoreWild { box_index, wild } => Move::ScoreWild { box_index, wild },
        }
    }
}

impl From<&Move> for Choice {
    fn from(m: &Move) -> Choice {
        match m {
            Move::Keep(f) => Choice::Keep(Counts::of(f)),
            Move::KeepMarked(f) => Choice::KeepMarked(Counts::of(f)),
            Move::Score(b) => Choice::Score(*b),
            Move::ScoreWild { box_index, wild } => Choice::ScoreWild {
                box_index: *box_index,
                wild: *wild,
            },
        }
    }
}

/// A choice with its expected points to come.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RankedMove {
    /// What to do.
    pub choice: Move,
    /// Expected points still to come after it, this turn included.
    pub value: f64,
}

/// One judged decision of a review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    /// Index into the game's decisions.
    pub index: usize,
    /// Expected points to come after the choice made.
    pub chosen: f64,
    /// Expected points to come after the best choice.
    pub best: f64,
    /// The best choice.
    pub best_choice: Move,
}

/// From the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Load the table for these rules from the cache, or build it.
    Build {
        /// The rules.
        rules: RuleSet,
    },
    /// Rank every choice in a position.
    Advise {
        /// Echoed in the answer: the page's name for the position.
        key: String,
        /// The rules.
        rules: RuleSet,
        /// The position.
        pos: Pos,
    },
    /// Each player's chance to win and expected final total, from playouts of the game to its
    /// end with every player following the optimal strategy. The playouts' dice come from the
    /// game's seed (never from its own generator), so the same position always gets the same
    /// numbers.
    Odds {
        /// Echoed in the answer.
        key: String,
        /// The rules.
        rules: RuleSet,
        /// The game as it stands; a turn under way is played on from its dice.
        game: Game,
        /// How many playouts; the worker runs at most 10,000. With 2,000 the standard error of
        /// each chance is at most 1.1 points of percentage.
        playouts: u32,
    },
    /// Judge every decision of a game.
    Review {
        /// Echoed in the answer.
        id: u32,
        /// The rules.
        rules: RuleSet,
        /// The decisions, as the engine recorded them.
        decisions: Vec<Decision>,
    },
}

/// Where the worker got a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableSource {
    /// Downloaded: the table shipped with the page, fetched now.
    Downloaded,
    /// From this browser's storage: shipped files fetched before, or a table built here before.
    Stored,
    /// Worked out in this browser now, split over this many workers.
    Built {
        /// Workers that shared the build (this one included).
        workers: u32,
    },
}

/// From the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// The worker has started and listens.
    Started,
    /// Building the table: this fraction is done.
    Progress {
        /// The rules being built.
        rules: RuleSet,
        /// 0 to 1.
        fraction: f32,
    },
    /// The table can advise the first turn. A shipped table may still be arriving: a request
    /// that needs a later layer is answered as soon as that layer is in.
    Ready {
        /// The rules.
        rules: RuleSet,
        /// Expected final score of a whole game.
        start_value: f64,
        /// Time from the request to this answer, in milliseconds.
        millis: f64,
        /// Where the table came from.
        source: TableSource,
    },
    /// The table could be neither fetched nor built.
    Failed {
        /// The rules.
        rules: RuleSet,
    },
    /// Every layer of the table is in (after [`Response::Ready`]).
    Complete {
        /// The rules.
        rules: RuleSet,
        /// Time from the request, in milliseconds.
        millis: f64,
    },
    /// Every choice, best first.
    Advice {
        /// The request's key.
        key: String,
        /// The choices.
        options: Vec<RankedMove>,
        /// Time taken in the worker, in microseconds.
        micros: f64,
    },
    /// Chances to win, from [`Request::Odds`]; both lists are empty for a game that does not
    /// fit its rules.
    Odds {
        /// The request's key.
        key: String,
        /// Each player's chance to win, 0 to 1, summing to 1 (a shared first place is split).
        chances: Vec<f64>,
        /// Each player's mean final total over the playouts.
        expected: Vec<f64>,
    },
    /// A judged game.
    Review {
        /// The request's id.
        id: u32,
        /// The decisions, judged.
        judged: Vec<Judged>,
        /// Time taken in the worker, in microseconds.
        micros: f64,
    },
}

/// `value` as the JavaScript value to post. A 64-bit integer (a game's generator state) becomes
/// a `BigInt`, so it arrives exact even above 2^53.
pub fn to_js<T: Serialize>(value: &T) -> Option<wasm_bindgen::JsValue> {
    value
        .serialize(
            &serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true),
        )
        .ok()
}

/// The message in a posted value, or `None` if it is not one.
pub fn from_js<T: serde::de::DeserializeOwned>(value: wasm_bindgen::JsValue) -> Option<T> {
    serde_wasm_bindgen::from_value(value).ok()
}
