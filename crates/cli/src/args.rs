//! The command line's subcommands and flags, parsed by clap: an unknown or misspelt flag, a
//! missing value or one that does not parse is an error that names it (exit 2), and `--help`
//! prints the help and runs nothing (exit 0).

use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use yahtzee_engine::daily::parse_date;
use yahtzee_engine::{BotLevel, JokerMode, Options, RuleSet, VariantId};

pub use crate::values::{BoxList, Dice};

/// The engine and the solver on the command line.
#[derive(Debug, Parser)]
#[command(name = "yahtzee", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Replays a recorded game through the engine: reads {"seed": N, "actions": [...]} (and
    /// optionally "rules", "players", "dice": "Entered") on standard input, prints every roll
    /// and the final scoresheet as JSON.
    Replay,
    /// Reads a recorded game as `replay` does, with "names" and "bots" (a level or null a seat),
    /// and prints its link to a table on several phones (the page's `?t=`); `--decode TEXT`
    /// reads a link instead and prints its totals and whether its game is over, as JSON.
    Link {
        /// A link's text to read, in place of a recorded game to write.
        #[arg(long, value_name = "TEXT")]
        decode: Option<String>,
    },
    /// Reads a recorded game as `replay` does and prints the ranking a Tactician follows in its
    /// position (a table of two or more, the dice rolled), as the page's hint gives it: the move
    /// for the win and, when another, the move for points, then every choice. In the player's
    /// last four turns by the chance to win, each with its chance; before, in a game that takes
    /// a risk attitude, by that attitude (the points it is worth to it).
    ToWin(ToWinArgs),
    /// Builds the optimal-strategy table (f32, as the page ships it, and f64) and prints the
    /// exact start value, the f32 table's, and both build times.
    Solve(Solve),
    /// Plays games with a bot (by default the optimal strategy) through the engine and prints
    /// the score statistics.
    Simulate(Simulate),
    /// Plays one game of a table of bots, seat by seat, as the page's bots play it, and prints
    /// every seat's boxes and totals as JSON.
    Bots(Bots),
    /// Plays a new game to the end many times with the optimal strategy and prints each
    /// player's chance to win, expected total, 10-90 % range and the playouts' time.
    Odds(Odds),
    /// Ranks every choice in a position, best first; with `--why`, what each keep aims at.
    Advise(Advise),
    /// Writes the optimal-strategy tables the page ships, or checks them bit for bit.
    Tables(Tables),
    /// Plays a day's game (its official rules, the same dice for everyone) with the optimal
    /// strategy, and prints its total beside the optimal mean, then every turn's dice and keeps.
    Daily(Daily),
    /// Plays the player who plays to win against Experts (one by default), the seats taken in
    /// turn, and prints the share of decided games it wins with its 95 % interval.
    Duel(Duel),
}

/// The table rules (`RuleSet`): a game and its options. Options the game does not offer are
/// left at their official values (`RuleSet::fitted`).
#[derive(Debug, Args)]
#[command(next_help_heading = "Rules")]
pub struct Rules {
    /// The game.
    #[arg(long, value_name = "GAME", default_value = "classic", value_parser = variants())]
    pub variant: VariantId,
    #[command(flatten)]
    pub options: RuleOptions,
}

/// The table options, for any game.
#[derive(Debug, Args)]
#[command(next_help_heading = "Rules")]
pub struct RuleOptions {
    /// How a further Yahtzee may be placed.
    #[arg(long, value_enum, default_value_t = Joker::Forced)]
    pub joker: Joker,
    /// House rule: five of a kind also counts as a Full House.
    #[arg(long)]
    pub five_of_a_kind_full_house: bool,
    /// No bonus for a further Yahtzee.
    #[arg(long)]
    pub no_yahtzee_bonus: bool,
    /// Yatzy's house rule: four of a kind also counts as Two Pairs.
    #[arg(long)]
    pub four_of_a_kind_two_pairs: bool,
    /// Yatzy's house rule: the boxes are filled in order, top to bottom.
    #[arg(long)]
    pub forced_order: bool,
}

/// Every game's key (`VariantDef::key`), which `--variant` takes and its help lists.
fn variants() -> impl TypedValueParser<Value = VariantId> {
    PossibleValuesParser::new(VariantId::ALL.map(|v| v.def().key))
        .try_map(|key| VariantId::from_key(&key).ok_or_else(|| format!("there is no game {key:?}")))
}

impl Rules {
    /// The rules these flags name.
    pub fn rules(&self) -> RuleSet {
        self.options.of(self.variant)
    }
}

impl RuleOptions {
    /// The rules of `variant` with these options.
    pub fn of(&self, variant: VariantId) -> RuleSet {
        RuleSet {
            variant,
            options: Options {
                joker: self.joker.into(),
                five_of_a_kind_full_house: self.five_of_a_kind_full_house,
                yahtzee_bonus: !self.no_yahtzee_bonus,
                four_of_a_kind_two_pairs: self.four_of_a_kind_two_pairs,
                forced_order: self.forced_order,
                other_bonus: false,
                no_saved_rolls: false,
            },
        }
        .fitted()
    }
}

/// `--joker`'s values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Joker {
    /// The official rule: the matching upper box if open, else any lower box as a Joker.
    Forced,
    /// Any open box; lower boxes score as a Joker once the upper one is filled.
    Free,
    /// No Joker: the dice score only what they show.
    None,
}

impl From<Joker> for JokerMode {
    fn from(j: Joker) -> Self {
        match j {
            Joker::Forced => JokerMode::Forced,
            Joker::Free => JokerMode::FreeChoice,
            Joker::None => JokerMode::None,
        }
    }
}

/// A bot's level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Level {
    /// Always the optimal move.
    Expert,
    /// Plays to finish first: the exact end game in its last four turns at a table of
    /// several, the optimal move before (and alone).
    ToWin,
    /// Usually a good move, now and then a poor one.
    Casual,
    /// Often a clearly worse move.
    Beginner,
}

impl From<Level> for BotLevel {
    fn from(l: Level) -> Self {
        match l {
            Level::Expert => BotLevel::Expert,
            Level::ToWin => BotLevel::ToWin,
            Level::Casual => BotLevel::Casual,
            Level::Beginner => BotLevel::Beginner,
        }
    }
}

/// The rules, and where their table comes from (`simulate`, `bots`, `odds`, `advise`).
#[derive(Debug, Args)]
pub struct TableOf {
    /// Read the page's own table from its layer files in DIR (dist/tables), checked as the
    /// worker checks them, instead of building it, when DIR has one for the rules.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<PathBuf>,
    #[command(flatten)]
    pub rules: Rules,
}

#[derive(Debug, Args)]
pub struct Daily {
    /// The day (UTC), from 1970-01-01 to 9999-12-31 [default: today].
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = date)]
    pub date: Option<u64>,
    /// The game, played by its official rules: a day's game has no house rules.
    #[arg(long, value_name = "GAME", default_value = "classic", value_parser = variants())]
    pub variant: VariantId,
    /// Read the page's own table from its layer files in DIR (dist/tables), as for `simulate`.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<PathBuf>,
}

/// A day written `YYYY-MM-DD` (`daily::parse_date`), or why it is not one.
fn date(text: &str) -> Result<u64, String> {
    parse_date(text)
        .ok_or_else(|| format!("{text:?} is not a date: YYYY-MM-DD, from 1970-01-01 to 9999-12-31"))
}

#[derive(Debug, Args)]
pub struct Solve {
    /// The game: one of the five, or Maxi Yatzy (`maxi`, with --no-saved-rolls).
    #[arg(long, value_name = "GAME", default_value = "classic", value_parser = crate::maxi::games())]
    pub variant: crate::maxi::SolveGame,
    #[command(flatten)]
    pub options: RuleOptions,
    #[command(flatten)]
    pub maxi: crate::maxi::MaxiArgs,
}

#[derive(Debug, Args)]
pub struct Simulate {
    /// How many games.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// The first game's seed; game i is dealt from seed + i.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// The bot that plays.
    #[arg(long, value_enum, default_value_t = Level::Expert)]
    pub bot: Level,
    #[command(flatten)]
    pub table: TableOf,
}

#[derive(Debug, Args)]
pub struct Duel {
    /// How many games.
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// The first game's seed; game i is dealt from seed + i.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Players at the table: the player who plays to win and Experts, the seats taken in turn.
    #[arg(long, value_name = "P", default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=8))]
    pub players: u8,
    /// The turns at the end of the sheet played with the exact end game (0: none, all for points).
    #[arg(long, value_name = "T", default_value_t = yahtzee_solver::towin::HORIZON)]
    pub horizon: usize,
    /// Play every turn before the end game for the most points, with no risk attitude.
    #[arg(long)]
    pub no_risk: bool,
    #[command(flatten)]
    pub table: TableOf,
}

#[derive(Debug, Args)]
pub struct Bots {
    /// One bot per seat, in order, separated by commas.
    #[arg(
        long,
        value_enum,
        value_name = "LEVEL,..",
        value_delimiter = ',',
        default_value = "expert"
    )]
    pub seats: Vec<Level>,
    /// The game's seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// A to-win bot plays every turn before its end game for the most points, no risk attitude.
    #[arg(long)]
    pub no_risk: bool,
    #[command(flatten)]
    pub table: TableOf,
}

#[derive(Debug, Args)]
pub struct ToWinArgs {
    /// Read the tables (the points' and the risk attitudes') from the page's layer files in
    /// DIR (e.g. dist/tables) when it holds them, instead of building them.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct Odds {
    /// Players in the new game.
    #[arg(long, value_name = "P", default_value_t = 2, conflicts_with = "seats")]
    pub players: usize,
    /// The seats' levels instead, as the page's chances see them: a Casual or Beginner bot's
    /// playouts are played as it plays; a person, an Expert's and a to-win bot's by the table.
    #[arg(long, value_enum, value_name = "LEVEL,..", value_delimiter = ',')]
    pub seats: Option<Vec<Level>>,
    /// Playouts [default: as many as the page's answer gets].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub playouts: Option<u32>,
    /// The playouts' seed, any 64-bit number (the page's worker draws it from the game's seed).
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub table: TableOf,
}

#[derive(Debug, Args)]
pub struct Advise {
    /// The five dice, e.g. 11234; the first is the marked die of a game that has one (Lucky7).
    #[arg(long, value_name = "FACES", required_unless_present = "game")]
    pub dice: Option<Dice>,
    /// Rolls left in the turn.
    #[arg(long, value_name = "R", default_value_t = 0)]
    pub rolls_left: u8,
    /// The filled boxes, by their place in the sheet (0 the first), e.g. 0,5,12.
    #[arg(long, value_name = "B,..")]
    pub filled: Option<BoxList>,
    /// The upper section's total so far.
    #[arg(long, value_name = "U", default_value_t = 0)]
    pub upper: u16,
    /// The Yahtzee box holds its 50.
    #[arg(long)]
    pub yahtzee50: bool,
    /// Beside each keep, the chance of each box being the one the turn ends in; with `--game`,
    /// why the best score beats the best score in another box too.
    #[arg(long)]
    pub why: bool,
    /// The position is a recorded game's, read on standard input as `replay` reads it (its own
    /// rules), instead of `--dice`, `--filled`, `--upper` and the rules' flags.
    #[arg(long, conflicts_with_all = ["dice", "filled", "upper", "yahtzee50"])]
    pub game: bool,
    #[command(flatten)]
    pub table: TableOf,
}

/// `tables --out DIR`, `tables --verify DIR` or `tables --verify-sample DIR`, one of them.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct Tables {
    /// Build every shipped table and write its layer files and manifest.json into DIR
    /// (nothing is rebuilt when DIR already holds them).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Read every table in DIR back and compare it with a fresh build, bit for bit.
    #[arg(long, value_name = "DIR")]
    pub verify: Option<PathBuf>,
    /// Read every table in DIR back whole (each layer checked by its SHA-256), and compare a
    /// sample with a fresh build, bit for bit: every game's official table and the first table
    /// of its risk attitudes. Every other table's start value must be its manifest's.
    #[arg(long, value_name = "DIR")]
    pub verify_sample: Option<PathBuf>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Command, clap::Error> {
        Cli::try_parse_from(std::iter::once("yahtzee").chain(args.iter().copied()))
            .map(|c| c.command)
    }

    #[test]
    fn the_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn variant_takes_every_games_key() {
        for v in VariantId::ALL {
            let Ok(Command::Solve(s)) = parse(&["solve", "--variant", v.def().key]) else {
                panic!("{} is not taken", v.def().key);
            };
            assert_eq!(s.variant, crate::maxi::SolveGame::of(v));
        }
        let Ok(Command::Solve(s)) = parse(&["solve"]) else {
            panic!()
        };
        assert_eq!(
            s.options.of(VariantId::Classic),
            RuleSet::default().fitted()
        );
        let err = parse(&["solve", "--variant", "kismet"]).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidValue);
        let text = err.to_string();
        assert!(
            text.contains("kismet")
                && text.contains("classic, lucky7, tricolor, yacht, yatzy, maxi"),
            "{text}"
        );
    }

    #[test]
    fn rules_flags_keep_their_meaning() {
        let Ok(Command::Odds(o)) = parse(&[
            "odds",
            "--joker",
            "none",
            "--no-yahtzee-bonus",
            "--variant",
            "lucky7",
        ]) else {
            panic!()
        };
        let r = o.table.rules.rules();
        assert_eq!(
            (r.variant, r.options.joker),
            (VariantId::Lucky7, JokerMode::None)
        );
        assert!(!r.options.yahtzee_bonus);
        assert_eq!((o.players, o.seed, o.playouts), (2, 1, None));
        assert!(parse(&["odds", "--joker", "sometimes"]).is_err());
    }

    #[test]
    fn values_are_typed() {
        let Ok(Command::Advise(a)) = parse(&[
            "advise",
            "--dice",
            "11136",
            "--rolls-left",
            "2",
            "--filled",
            "0,12,",
            "--upper",
            "3",
        ]) else {
            panic!()
        };
        assert_eq!(a.dice, Some(Dice(vec![1, 1, 1, 3, 6])));
        assert_eq!(
            (a.filled, a.rolls_left, a.upper),
            (Some(BoxList(vec![0, 12])), 2, 3)
        );
        for bad in [
            &["advise", "--dice", "1123"][..],
            &["advise", "--dice", "1123x"],
            &["advise", "--dice", "11234", "--filled", "0,x"],
            &["advise", "--dice", "11234", "--rolls-left", "-1"],
            &["advise"],
            &["odds", "--seed", "18446744073709551616"],
            &["odds", "--players", "two"],
            &["odds", "--playouts", "0"],
            &["simulate", "--games", "0"],
            &["bots", "--seats", "expert,grandmaster"],
            &["tables"],
            &["tables", "--out", "a", "--verify", "b"],
            &["tables", "--verify", "a", "--verify-sample", "b"],
        ] {
            assert!(parse(bad).is_err(), "{bad:?} is taken");
        }
        let Ok(Command::Bots(b)) = parse(&["bots", "--seats", "expert,casual,beginner"]) else {
            panic!()
        };
        assert_eq!(b.seats, [Level::Expert, Level::Casual, Level::Beginner]);
    }

    #[test]
    fn a_misspelt_flag_is_an_error_naming_it() {
        let err = parse(&["odds", "--player", "3"]).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::UnknownArgument);
        assert!(err.to_string().contains("--player"), "{err}");
        // A flag of another subcommand is not taken either.
        assert!(parse(&["solve", "--games", "3"]).is_err());
        assert!(parse(&["replay", "--seed", "3"]).is_err());
    }

    #[test]
    fn help_is_asked_for_not_run() {
        for args in [
            &["--help"][..],
            &["odds", "--help"],
            &["help", "advise"],
            &["tables", "-h"],
        ] {
            assert_eq!(
                parse(args).unwrap_err().kind(),
                ErrorKind::DisplayHelp,
                "{args:?}"
            );
        }
    }
}
