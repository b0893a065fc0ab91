//! `solve`, `simulate`, `bots`, `odds` and `advise`: the solver on the command line.

use std::time::Instant;

use yahtzee_engine::{BotLevel, Counts, Game, JokerMode, Options, RuleSet, VariantId};
use yahtzee_solver::odds::{
    exact_means, expected, percentile, playouts, playouts_for, win_chances,
};
use yahtzee_solver::play::{play_bot_turn, simulate};
use yahtzee_solver::{Choice, Position, Table, TurnState};

/// Options after the subcommand, as `--name value` or `--flag`.
struct Args<'a>(&'a [String]);

impl Args<'_> {
    fn value(&self, name: &str) -> Option<&str> {
        let i = self.0.iter().position(|a| a == name)?;
        self.0.get(i + 1).map(String::as_str)
    }

    fn flag(&self, name: &str) -> bool {
        self.0.iter().any(|a| a == name)
    }

    fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.value(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("{name} needs a number, not {v:?}")),
        }
    }

    fn rules(&self) -> Result<RuleSet, String> {
        let joker = match self.value("--joker").unwrap_or("forced") {
            "forced" => JokerMode::Forced,
            "free" => JokerMode::FreeChoice,
            "none" => JokerMode::None,
            other => return Err(format!("--joker takes forced, free or none, not {other:?}")),
        };
        let key = self.value("--variant").unwrap_or("classic");
        let variant = VariantId::from_key(key).ok_or_else(|| {
            let keys: Vec<&str> = VariantId::ALL.iter().map(|v| v.def().key).collect();
            format!("--variant takes {}, not {key:?}", keys.join(", "))
        })?;
        // Options the game does not offer are left at their official values (`RuleSet::fitted`).
        Ok(RuleSet {
            variant,
            options: Options {
                joker,
                five_of_a_kind_full_house: self.flag("--five-of-a-kind-full-house"),
                yahtzee_bonus: !self.flag("--no-yahtzee-bonus"),
                four_of_a_kind_two_pairs: self.flag("--four-of-a-kind-two-pairs"),
                forced_order: self.flag("--forced-order"),
            },
        }
        .fitted())
    }
}

/// The table for `rules`: with `--tables DIR`, the page's own table read from its layer files
/// there when DIR holds this solver version's table for these rules (no build: the browser
/// tests pass `dist/tables`); otherwise built. A shipped table has no values for upper totals
/// that no game can reach, which only `advise` can ask for.
fn table(args: &Args, rules: RuleSet) -> Result<Table, String> {
    if let Some(dir) = args.value("--tables") {
        if let Some(table) = crate::tables::read(std::path::Path::new(dir), rules)? {
            return Ok(table);
        }
    }
    Ok(Table::build(rules, |_| {}))
}

/// A bot level by its name on the command line.
fn level(name: &str) -> Result<BotLevel, String> {
    match name {
        "expert" => Ok(BotLevel::Expert),
        "casual" => Ok(BotLevel::Casual),
        "beginner" => Ok(BotLevel::Beginner),
        other => Err(format!(
            "a bot level is expert, casual or beginner, not {other:?}"
        )),
    }
}

/// Runs one subcommand and returns what it prints.
pub fn run(cmd: &str, args: &[String]) -> Result<String, String> {
    let args = Args(args);
    let rules = args.rules()?;
    match cmd {
        "solve" => {
            // The shipped table (f32) and its build time, then the exact start value from the
            // same kernels in f64.
            let t0 = Instant::now();
            let table = Table::build(rules, |_| {});
            let secs = t0.elapsed().as_secs_f64();
            let t0 = Instant::now();
            let exact = Table::build_f64(rules, |_| {}).start_value();
            let secs64 = t0.elapsed().as_secs_f64();
            Ok(format!(
                "rules: {} {:?}\nstart value: {exact:.7}\nf32 table start value: {:.7}\n\
                 build time: {secs:.3} s\nf64 build time: {secs64:.3} s\ntable: {} bytes\n",
                rules.variant.def().name,
                rules.options,
                table.start_value(),
                table.size_bytes()
            ))
        }
        "simulate" => {
            let games = args.number("--games", 1000u32)?;
            let seed = args.number("--seed", 1u64)?;
            let table = table(&args, rules)?;
            let t0 = Instant::now();
            let level = level(args.value("--bot").unwrap_or("expert"))?;
            let stats = simulate(&table, rules, games, seed, level)?;
            let secs = t0.elapsed().as_secs_f64();
            Ok(format!(
                "{stats}games per second: {:.0}\n",
                games as f64 / secs.max(1e-9)
            ))
        }
        "bots" => {
            let seed = args.number("--seed", 1u64)?;
            let seats = args
                .value("--seats")
                .unwrap_or("expert")
                .split(',')
                .map(level)
                .collect::<Result<Vec<_>, _>>()?;
            let table = table(&args, rules)?;
            let mut ws = table.workspace(1);
            let mut game = Game::new(rules, seats.len(), seed).map_err(|e| e.to_string())?;
            while !game.is_over() {
                let level = seats[game.current_player()];
                game = play_bot_turn(&table, &game, level, &mut ws)?;
            }
            let r = game.rules();
            let out = serde_json::json!({
                "boxes": game.sheets().iter().map(|s| s.boxes.clone()).collect::<Vec<_>>(),
                "totals": game.sheets().iter().map(|s| s.totals(&r)).collect::<Vec<_>>(),
            });
            Ok(format!("{out}\n"))
        }
        "odds" => {
            let players = args.number("--players", 2usize)?;
            // The playouts' dice come from `--seed`, any 64-bit number (the page's worker draws
            // it from the game's seed); the new game's own seed deals nothing here.
            let seed = args.number("--seed", 1u64)?;
            let game = Game::new(rules, players, 0).map_err(|e| e.to_string())?;
            let table = table(&args, rules)?;
            let n = args.number("--playouts", playouts_for(&table, &game))?;
            let t0 = Instant::now();
            let finals = playouts(&table, &game, n, seed);
            let secs = t0.elapsed().as_secs_f64();
            let exact = exact_means(&table, &game);
            let (chances, means) = (win_chances(&game, &finals, &exact), expected(&finals));
            let (lo, hi) = (percentile(&finals, 0.1), percentile(&finals, 0.9));
            let mut out = format!("{n} playouts of a new {players}-player game\n");
            for p in 0..players {
                out += &format!(
                    "player {}: wins {:.1} %, expected {:.1} (playouts {:.1}), 10-90 % {}-{}\n",
                    p + 1,
                    100.0 * chances[p],
                    exact[p],
                    means[p],
                    lo[p],
                    hi[p]
                );
            }
            out += &format!("playout time: {secs:.3} s\n");
            Ok(out)
        }
        "advise" => {
            let dice: Vec<u8> = args
                .value("--dice")
                .ok_or("--dice is needed, e.g. --dice 11234")?
                .bytes()
                .map(|b| b.wrapping_sub(b'0'))
                .collect();
            let rules_v = rules.rules();
            if dice.len() != 5 || dice.iter().any(|&d| !(1..=rules_v.def.faces).contains(&d)) {
                return Err("--dice takes five faces, e.g. 11234".into());
            }
            let mut filled = 0u16;
            if let Some(list) = args.value("--filled") {
                for b in list.split(',').filter(|s| !s.is_empty()) {
                    let b: usize = b.parse().map_err(|_| format!("bad box {b:?}"))?;
                    if b >= rules_v.box_count() {
                        return Err(format!("there is no box {b}"));
                    }
                    filled |= 1 << b;
                }
            }
            let state = TurnState {
                filled,
                upper: args.number("--upper", 0u16)?,
                yahtzee_scored: args.flag("--yahtzee50"),
            };
            let rolls_left = args.number("--rolls-left", 0u8)?;
            let table = table(&args, rules)?;
            let mut ws = table.workspace(1);
            let t0 = Instant::now();
            // As in the game, the marked die (if any) is the die at its index: the first one.
            let marked = rules_v.def.wild.map(|w| dice[w.die]);
            let options = table.advise(
                &Position {
                    state,
                    dice: Counts::of(&dice),
                    marked,
                    rolls_left,
                },
                &mut ws,
            );
            let micros = t0.elapsed().as_secs_f64() * 1e6;
            let mut out = String::new();
            for o in &options {
                let what = match o.choice {
                    Choice::Keep(k) if k.is_empty() => "reroll all".to_string(),
                    Choice::Keep(k) => format!("keep {k}"),
                    Choice::KeepMarked(k) => format!("keep {k} (the marked die among them)"),
                    Choice::Score(b) => format!("score {}", rules_v.boxes()[b].name),
                    Choice::ScoreWild { box_index, wild } => format!(
                        "wild die as {wild}, score {}",
                        rules_v.boxes()[box_index].name
                    ),
                };
                out += &format!("{:>12.4}  {what}\n", o.value);
            }
            out += &format!("({} options in {micros:.0} us)\n", options.len());
            Ok(out)
        }
        _ => Err(format!("unknown command {cmd}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn variant_takes_every_games_key() {
        for v in VariantId::ALL {
            let a = args(&["--variant", v.def().key]);
            assert_eq!(Args(&a).rules().unwrap().variant, v);
        }
        assert_eq!(Args(&[]).rules().unwrap().variant, VariantId::Classic);
        let err = Args(&args(&["--variant", "kismet"])).rules().unwrap_err();
        assert!(err.contains("classic, lucky7, tricolor, yacht"), "{err}");
    }

    #[test]
    fn solves_and_advises_yacht() {
        let out = run("solve", &args(&["--variant", "yacht"])).unwrap();
        assert!(
            out.contains("Yacht") && out.contains("start value: 166.955"),
            "{out}"
        );
        let out = run(
            "advise",
            &args(&["--variant", "yacht", "--dice", "66662", "--rolls-left", "0"]),
        )
        .unwrap();
        assert!(out.contains("score Four of a Kind"), "{out}");
        assert!(run("advise", &args(&["--variant", "yacht", "--dice", "66667"])).is_err());
    }

    #[test]
    fn odds_of_a_new_yacht_game() {
        let out = run(
            "odds",
            &args(&["--variant", "yacht", "--players", "2", "--playouts", "40"]),
        )
        .unwrap();
        assert!(
            out.contains("40 playouts") && out.contains("player 2: wins"),
            "{out}"
        );
        assert!(run("odds", &args(&["--players", "5"])).is_err());
        // A playout seed beyond a game's (the page's worker draws them from the whole u64).
        let big = run(
            "odds",
            &args(&[
                "--variant",
                "yacht",
                "--playouts",
                "8",
                "--seed",
                "18446744073709551615",
            ]),
        )
        .unwrap();
        assert!(big.contains("8 playouts"), "{big}");
    }
}
