//! Messages between the page and the solver's Web Worker.
//!
//! A message travels as a JavaScript value, copied by `postMessage` (the structured clone), not
//! as JSON text: neither side writes or parses text, and a number arrives as the same bits it
//! left with. Both sides convert with [`to_js`] and [`from_js`] (serde-wasm-bindgen).
//!
//! The solver's own types cross as they are: a position is a [`Position`], a choice a
//! [`Choice`], a ranked choice a [`Ranked`], a judged decision a [`Judged`].

use serde::{Deserialize, Serialize};
use yahtzee_engine::{BotLevel, Decision, Dice, Game, RuleSet};
pub use yahtzee_solver::review::{Judged, Reason, TopAims};
pub use yahtzee_solver::{Choice, Position, Ranked};

/// Which decision a request is about: the game, the player to move, the decisions made so far
/// and the dice as they lie. Advice or odds for one moment are never shown at another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Moment {
    /// The game's seed.
    pub seed: u64,
    /// The player to move.
    pub player: usize,
    /// Decisions the game holds.
    pub decisions: usize,
    /// The dice, in the tray's order.
    pub dice: Dice,
    /// Rolls made this turn.
    pub rolls: u8,
}

impl Moment {
    /// The moment `game` stands at.
    pub fn of(game: &Game) -> Moment {
        let t = game.turn();
        Moment {
            seed: game.seed(),
            player: game.current_player(),
            decisions: game.decisions().len(),
            dice: t.dice,
            rolls: t.rolls,
        }
    }
}

mod explained;

pub use explained::{Aimed, Why, WhyBox};

/// How many of a ranking's first choices the hint shows, and [`Response::Advice`] tells what
/// each keep among them aims at.
pub const AIMED: usize = 5;

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
        /// Echoed in the answer.
        key: Moment,
        /// The rules.
        rules: RuleSet,
        /// The position.
        pos: Position,
    },
    /// Each player's chance to win and expected final total, from playouts of the game to its
    /// end with every player playing as they play (a person the optimal strategy, a bot its
    /// level). The playouts' dice come from the
    /// game's seed (never from its own generator), so the same position always gets the same
    /// numbers.
    Odds {
        /// Echoed in the answer.
        key: Moment,
        /// The rules.
        rules: RuleSet,
        /// The game as it stands; a turn under way is played on from its dice. The worker runs
        /// as many playouts as `odds::playouts_for` gives for it.
        game: Game,
        /// Each player's bot level (`None` for a person): a Casual or Beginner bot's playouts
        /// and expected total are its level's, not the optimal strategy's.
        #[serde(default)]
        levels: Vec<Option<BotLevel>>,
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
    /// Judge every decision of a game, and say why the best move beats the one made at the
    /// decisions of `which` (`review::judge_with_reasons`: the hint's reasons at each): a
    /// review asks it for the decisions it shows. Answered by a [`Response::Review`].
    Reasons {
        /// Echoed in the answer.
        id: u32,
        /// The rules.
        rules: RuleSet,
        /// Players at the table (the game is replayed to each decision of `which`).
        players: usize,
        /// The decisions, as the engine recorded them.
        decisions: Vec<Decision>,
        /// The decisions to give reasons for, by their place in `decisions`.
        which: Vec<usize>,
    },
    /// Rank every choice in the current position as a Tactician plays it, for a to-win bot or
    /// the hint at a table of several (`towin::tactician_ranking`): by the chance to win in the
    /// last turns, by the risk attitude the standings call for before.
    ToWin {
        /// Echoed in the answer.
        key: Moment,
        /// The rules.
        rules: RuleSet,
        /// The game as it stands, the player to move's dice rolled.
        game: Game,
        /// Each player's bot level (`None` for a person, who is taken to play as an Expert).
        levels: Vec<Option<BotLevel>>,
    },
    /// Judge the decisions of each player's last turns at a table of several by the chance to
    /// win (`towin::review_to_win`).
    ReviewToWin {
        /// Echoed in the answer.
        id: u32,
        /// The rules.
        rules: RuleSet,
        /// Players at the table.
        players: usize,
        /// The decisions, as the engine recorded them.
        decisions: Vec<Decision>,
    },
    /// Rank every choice in the current position, and say why the best score beats the best
    /// score in another box (`why::score_why`, from playouts of the player's own sheet): the
    /// hint asks it when its best move is a score. Answered by a [`Response::Advice`] whose
    /// numbers carry the reasons after the aims ([`Why::flatten`]).
    Why {
        /// Echoed in the answer.
        key: Moment,
        /// The rules.
        rules: RuleSet,
        /// The game as it stands, the player to move's dice rolled.
        game: Game,
    },
    /// Play a day's game with the optimal strategy on the day's dice (`daily::perfect_play`).
    Daily {
        /// Echoed in the answer.
        id: u32,
        /// The official rules of the day's game (a day's game has no house rules).
        rules: RuleSet,
        /// The day: days since 1970-01-01 (UTC).
        day: u64,
    },
}

/// The requests the page's game screen sends itself, the table and advice, written exactly as
/// those variants of [`Request`]: the worker reads them as a [`Request`]. The other requests
/// (chances to win, reviews, a day's perfect play) are sent by the page's later parts, so that
/// their code, the writing of a whole game among it, is not part of the page's first load.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename = "Request")]
pub enum TableRequest {
    /// [`Request::Build`].
    Build {
        /// The rules.
        rules: RuleSet,
    },
    /// [`Request::Advise`].
    Advise {
        /// Echoed in the answer.
        key: Moment,
        /// The rules.
        rules: RuleSet,
        /// The position.
        pos: Position,
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
        key: Moment,
        /// The choices.
        options: Vec<Ranked>,
        /// What the keeps among the first [`AIMED`] choices aim at, in their order, as numbers
        /// ([`Aimed::flatten`]), then for [`Request::Why`] why the best score ([`Why::flatten`]):
        /// a list of numbers needs no decoder of its own in the page's first load (its later
        /// parts read it, [`Why::split`] and [`Aimed::unflatten`]).
        aims: Vec<f64>,
        /// Time taken in the worker, in microseconds.
        micros: f64,
    },
    /// Every choice as a Tactician ranks it, from [`Request::ToWin`]
    /// (`towin::tactician_ranking`): in the last turns of a table of several
    /// (`towin::in_end_game`) by the chance to win (each choice's value, 0 to 1); before, by
    /// the table of the risk attitude the standings call for (points), or of points in a game
    /// that takes none. Empty before the turn's first roll.
    ToWin {
        /// The request's key.
        key: Moment,
        /// The choices, best first.
        options: Vec<Ranked>,
        /// Time taken in the worker, in microseconds.
        micros: f64,
    },
    /// Chances to win, from [`Request::Odds`]; both lists are empty for a game that does not
    /// fit its rules.
    Odds {
        /// The request's key.
        key: Moment,
        /// Each player's chance to win, 0 to 1, summing to 1 (a shared first place is split).
        chances: Vec<f64>,
        /// Each player's expected final total under optimal play, exact from the table.
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
    /// The decisions of the last turns judged by the chance to win (`chosen` and `best` are
    /// chances, 0 to 1), from [`Request::ReviewToWin`].
    ReviewToWin {
        /// The request's id.
        id: u32,
        /// The decisions, judged.
        judged: Vec<Judged>,
        /// Time taken in the worker, in microseconds.
        micros: f64,
    },
    /// The perfect player's game of a day, from [`Request::Daily`]: the page rebuilds it with
    /// `Game::from_decisions(rules, 1, day, DiceMode::Practice, &decisions)`, which checks it.
    /// Empty when the day or the rules have no daily game.
    Daily {
        /// The request's id.
        id: u32,
        /// Every decision of the perfect play, in order.
        decisions: Vec<Decision>,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The game screen's requests read as the worker's [`Request`]s, field for field.
    #[test]
    fn a_table_request_is_written_as_the_request_it_stands_for() {
        let rules = RuleSet::default();
        let game = Game::solo(7).apply(yahtzee_engine::Action::Roll).unwrap();
        let key = Moment::of(&game);
        let pos = yahtzee_solver::play::position(&game).unwrap();
        let pairs = [
            (TableRequest::Build { rules }, Request::Build { rules }),
            (
                TableRequest::Advise { key, rules, pos },
                Request::Advise { key, rules, pos },
            ),
        ];
        for (table, request) in pairs {
            let text = serde_json::to_string(&table).unwrap();
            assert_eq!(text, serde_json::to_string(&request).unwrap());
            assert_eq!(serde_json::from_str::<Request>(&text).unwrap(), request);
        }
    }
}
