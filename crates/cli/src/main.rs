//! `yahtzee`: the engine and the solver on the command line.
//!
//! - `yahtzee solve [RULES]`: builds the optimal-strategy table (f32, as the page ships it) and
//!   the same in f64, prints the exact (f64) start value, the f32 table's, and both build times.
//!   `yahtzee solve --variant maxi --no-saved-rolls [--simulate N]`: Maxi Yatzy's exact optimum
//!   without saved rolls, its time and peak memory (`yahtzee_solver::maxi`).
//! - `yahtzee simulate --games N --seed S [RULES]`: plays N games with the optimal strategy
//!   through the game engine and prints the score statistics.
//! - `yahtzee bots --seats expert,casual,beginner --seed S [RULES]`: plays one game of a table of
//!   bots, seat by seat, as the page's bots play it (`yahtzee_solver::play::bot_action`), and
//!   prints every seat's boxes and totals as JSON. The browser tests check a bot table against it.
//! - `yahtzee odds --players P --playouts N --seed S [RULES]`: plays a new game of P players to
//!   the end N times (by default as many as the page's answer gets) with the optimal strategy
//!   and prints each player's chance to win (as the page works it out), exact expected total
//!   (and the playouts' mean), 10-90 % range, and the time the playouts took.
//! - `yahtzee advise --filled B,B.. --upper U [--yahtzee50] --dice 11234 --rolls-left R [RULES]`:
//!   ranks every choice in a position; `--why` adds what each keep aims at. `yahtzee advise
//!   --game --why < game.json` takes a recorded game's position instead (read as `replay` reads
//!   it) and says why the best score beats the best score in another box, as the hint does.
//! - `yahtzee daily --date YYYY-MM-DD --variant KEY`: plays the day's game (official rules, the
//!   day's dice) with the optimal strategy and prints its total beside the optimal mean, then
//!   each turn's dice, keeps and box (`yahtzee_solver::daily::perfect_play`).
//! - `yahtzee duel --games N --seed S --players P --horizon T [--no-risk] [RULES]`: plays the
//!   player who plays to win (a risk attitude moved by the standings, unless `--no-risk`, then
//!   the exact end game over its last T turns) against P - 1 Experts, the seats
//!   taken in turn, and prints `to-win wins P % of decided games (95 % interval LO–HI), draws
//!   D %, N games`, then both mean scores (`yahtzee_solver::towin::duel`).
//! - `yahtzee to-win [--tables DIR] < game.json`: the ranking a Tactician follows in a recorded
//!   game's position (read as `replay` reads it), as the page's hint gives it
//!   (`yahtzee_solver::towin::tactician_ranking`).
//!
//! `--tables DIR` (simulate, bots, odds, advise, daily) reads the page's own table from its layer files
//! in DIR (`dist/tables`), checked as the worker checks them, instead of building it; the browser
//! tests use it.
//!
//! RULES: `--variant classic|lucky7|tricolor|yacht|yatzy`, `--joker forced|free|none`,
//! `--five-of-a-kind-full-house`, `--no-yahtzee-bonus`, and Yatzy's `--four-of-a-kind-two-pairs`,
//! `--forced-order`. In `advise`, the first of `--dice` is the
//! marked die of a game that has one (Lucky7), as in the game.
//!
//! `yahtzee replay` reads `{"seed": N, "actions": [...]}` (actions in the engine's JSON form,
//! e.g. `"Roll"`, `{"Toggle": 2}`, `{"Score": 12}`) on standard input, plays them through the
//! engine and prints every roll and the final scoresheet as JSON. With `"dice": "Entered"` it
//! replays a game of real dice from its `{"Enter": [3, 3, 5, 1, 6]}` and `{"Correct": ...}`
//! actions. The browser tests use it to
//! check what the page shows against the engine.
//!
//! `yahtzee --help` and `yahtzee SUB --help` list every flag with its default (src/args.rs, clap).
//! An unknown flag or a value that does not parse is an error naming it (exit 2), as is a position
//! or game the rules refuse; a table that cannot be written or checked, or a game that cannot be
//! replayed, exits 1.

use std::io::Read;
use std::process::ExitCode;

mod args;
mod daily;
mod fits;
mod maxi;
mod play;
mod tables;
mod towin;
mod values;
mod why;

use args::{Cli, Command};
use clap::Parser;

use serde::{Deserialize, Serialize};
use yahtzee_engine::{
    Action, BotLevel, Dice, DiceMode, Game, MoveError, RuleSet, Seat, SeatKind, Session, Totals,
};

#[derive(Deserialize)]
struct ReplayIn {
    seed: u64,
    #[serde(default)]
    rules: RuleSet,
    #[serde(default = "one")]
    players: usize,
    /// `"Entered"` replays a game of real dice from its `{"Enter": [...]}` actions.
    #[serde(default)]
    dice: DiceMode,
    actions: Vec<Action>,
}

fn one() -> usize {
    1
}

#[derive(Serialize)]
struct ReplayOut {
    /// The dice after each roll.
    rolls: Vec<Dice>,
    /// Each player's boxes, in sheet order.
    boxes: Vec<Vec<Option<u16>>>,
    totals: Vec<Totals>,
    over: bool,
    /// Whose turn it is at the end.
    current: usize,
    /// What each box would score now for that player, as (points, extra-Yahtzee bonus), or
    /// `null` where it cannot be chosen: the browser tests check every preview against this.
    previews: Vec<Option<(u16, u16)>>,
}

#[derive(Serialize)]
struct Refused {
    step: usize,
    action: Action,
    error: MoveError,
    message: String,
}

/// The game a recorded game's actions lead to, and the dice after each roll.
fn replayed(input: &str) -> Result<(Game, Vec<Dice>), String> {
    let req: ReplayIn = serde_json::from_str(input).map_err(|e| format!("bad input: {e}"))?;
    let mut game =
        Game::with_dice(req.rules, req.players, req.seed, req.dice).map_err(|e| e.to_string())?;
    let mut rolls = Vec::new();
    for (step, &action) in req.actions.iter().enumerate() {
        game = game.apply(action).map_err(|error| {
            serde_json::to_string(&Refused {
                step,
                action,
                error,
                message: error.to_string(),
            })
            .unwrap_or_default()
        })?;
        if matches!(action, Action::Roll | Action::Enter(_)) {
            rolls.push(game.turn().dice);
        }
    }
    Ok((game, rolls))
}

fn replay(input: &str) -> Result<String, String> {
    let (game, rolls) = replayed(input)?;
    let rules = game.rules();
    let out = ReplayOut {
        rolls,
        boxes: game.sheets().iter().map(|s| s.boxes.clone()).collect(),
        totals: game.sheets().iter().map(|s| s.totals(&rules)).collect(),
        over: game.is_over(),
        current: game.current_player(),
        previews: (0..rules.box_count())
            .map(|i| game.preview(i).ok().map(|p| (p.points, p.bonus)))
            .collect(),
    };
    serde_json::to_string(&out).map_err(|e| e.to_string())
}

#[derive(Deserialize)]
struct LinkIn {
    #[serde(flatten)]
    game: ReplayIn,
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    bots: Vec<Option<BotLevel>>,
}

/// `link`: the link text of a recorded game's table (`yahtzee_engine::link`).
fn link(input: &str) -> Result<String, String> {
    let req: LinkIn = serde_json::from_str(input).map_err(|e| format!("bad input: {e}"))?;
    let g = &req.game;
    let seats = (0..g.players)
        .map(|i| Seat {
            name: req
                .names
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("Player {}", i + 1)),
            kind: match req.bots.get(i).copied().flatten() {
                Some(level) => SeatKind::Bot(level),
                None => SeatKind::Human,
            },
        })
        .collect();
    let mut session = Session::new(g.rules, seats, 1, g.seed).map_err(|e| e.to_string())?;
    for (step, &action) in g.actions.iter().enumerate() {
        session = session
            .apply(action)
            .map_err(|e| format!("step {step}: {e}"))?;
    }
    yahtzee_engine::link::encode(&session).map_err(|e| format!("{e:?}"))
}

/// `link --decode`: the totals and the end of the table a link holds, or why it is refused.
fn decode_link(text: &str) -> Result<String, String> {
    let s = yahtzee_engine::link::decode(text).map_err(|e| format!("{e:?}"))?;
    let game = s.game();
    let rules = game.rules();
    let totals: Vec<u16> = game
        .sheets()
        .iter()
        .map(|x| x.totals(&rules).total)
        .collect();
    Ok(serde_json::json!({ "totals": totals, "over": game.is_over() }).to_string())
}

/// What a subcommand prints, or why it failed.
type Outcome = Result<String, String>;

/// Prints `outcome`; a failure exits with `code`.
fn finish(outcome: Outcome, code: u8) -> ExitCode {
    match outcome {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(code)
        }
    }
}

/// `replay`: the game on standard input.
fn stdin() -> Result<String, String> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    Ok(input)
}

fn replay_stdin() -> Outcome {
    replay(&stdin()?).map(|out| format!("{out}\n"))
}

fn main() -> ExitCode {
    // An unknown flag or a value that does not parse exits here with 2 and says which; `--help`
    // prints the help and exits with 0.
    let cli = Cli::parse();
    // A position or game the rules refuse is a usage error too (2); a table that cannot be
    // written or read back, or a game that cannot be replayed, a failure (1).
    match cli.command {
        Command::Replay => finish(replay_stdin(), 1),
        Command::Link { decode } => finish(
            match decode {
                Some(text) => decode_link(&text),
                None => stdin().and_then(|i| link(&i)),
            }
            .map(|l| format!("{l}\n")),
            1,
        ),
        Command::ToWin(a) => finish(
            stdin()
                .and_then(|i| replayed(&i))
                .and_then(|(g, _)| towin::to_win(&g, a.tables.as_deref())),
            2,
        ),
        Command::Tables(t) => finish(
            match (t.out, t.verify, t.verify_sample) {
                (Some(dir), ..) => tables::write(&dir),
                (None, Some(dir), _) => tables::verify(&dir, tables::Compare::All),
                (None, None, Some(dir)) => tables::verify(&dir, tables::Compare::Sample),
                (None, None, None) => Err("tables needs --out, --verify or --verify-sample".into()),
            },
            1,
        ),
        Command::Solve(a) => finish(play::solve(&a), 2),
        Command::Simulate(a) => finish(play::simulate(&a), 2),
        Command::Bots(a) => finish(play::bots(&a), 2),
        Command::Odds(a) => finish(play::odds(&a), 2),
        Command::Advise(a) if a.game => finish(
            stdin()
                .and_then(|i| replayed(&i))
                .and_then(|(g, _)| why::advise_game(&g, a.table.tables.as_deref(), a.why)),
            2,
        ),
        Command::Advise(a) => finish(play::advise(&a), 2),
        Command::Daily(a) => finish(daily::daily(&a), 2),
        Command::Duel(a) => finish(play::duel(&a), 2),
    }
}

#[cfg(test)]
mod tests {
    use super::{link, replay};

    #[test]
    fn writes_the_link_of_a_recorded_table() {
        let text = link(
            r#"{"seed": 42, "players": 3, "names": ["Ann", "Ben"], "bots": [null, null, "Expert"],
                "actions": ["Roll", {"Toggle": 0}, "Roll", {"Score": 12}]}"#,
        )
        .unwrap();
        let s = yahtzee_engine::link::decode(&text).unwrap();
        let names: Vec<&str> = s.seats().iter().map(|x| x.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Ben", "Player 3"]);
        assert_eq!(
            s.seats()[2].kind.level(),
            Some(yahtzee_engine::BotLevel::Expert)
        );
        assert_eq!(s.game().decisions().len(), 2);
        assert!(link(r#"{"seed": 1, "actions": [{"Score": 0}]}"#).is_err());
        let read: serde_json::Value =
            serde_json::from_str(&super::decode_link(&text).unwrap()).unwrap();
        assert_eq!(read["over"], false);
        assert_eq!(read["totals"].as_array().unwrap().len(), 3);
        assert!(super::decode_link("abc").is_err());
    }

    #[test]
    fn replays_a_recorded_turn() {
        let out =
            replay(r#"{"seed": 42, "actions": ["Roll", {"Toggle": 0}, "Roll", {"Score": 12}]}"#)
                .unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["rolls"].as_array().unwrap().len(), 2);
        assert_eq!(
            v["rolls"][0][0], v["rolls"][1][0],
            "a held die keeps its face"
        );
        let dice: u64 = v["rolls"][1]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_u64().unwrap())
            .sum();
        assert_eq!(v["boxes"][0][12].as_u64(), Some(dice));
        assert_eq!(v["totals"][0]["total"].as_u64(), Some(dice));
    }

    #[test]
    fn replays_entered_dice() {
        let out = replay(
            r#"{"seed": 1, "dice": "Entered", "players": 5, "actions": [
                {"Enter": [2, 2, 3, 3, 4]}, {"Correct": {"die": 4, "face": 3}}, {"Score": 8}]}"#,
        )
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["rolls"][0], serde_json::json!([2, 2, 3, 3, 4]));
        assert_eq!(v["current"].as_u64(), Some(1));
        assert_eq!(v["previews"][8], serde_json::Value::Null, "not rolled yet");
        assert_eq!(v["boxes"][0][8].as_u64(), Some(25));
        let err = replay(r#"{"seed": 1, "actions": [{"Enter": [1, 2, 3, 4, 5]}]}"#).unwrap_err();
        assert!(err.contains("DiceAreRolled"), "{err}");
    }

    #[test]
    fn an_illegal_action_is_reported_with_its_step() {
        let err = replay(r#"{"seed": 1, "actions": [{"Score": 0}]}"#).unwrap_err();
        assert!(
            err.contains("\"step\":0") && err.contains("NotRolled"),
            "{err}"
        );
        assert!(replay("nonsense").unwrap_err().starts_with("bad input"));
    }
}
