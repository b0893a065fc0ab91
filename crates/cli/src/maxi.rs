//! `yahtzee solve --variant maxi --no-saved-rolls`: Maxi Yatzy's exact optimum without saved
//! rolls (`yahtzee_solver::maxi`), its time and memory, and with `--simulate N` that many games
//! played by its moves.

use std::time::Instant;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::Args;
use yahtzee_engine::maxi::MaxiCard;
use yahtzee_engine::VariantId;
use yahtzee_solver::maxi::{MaxiFit, MaxiGames, MaxiTable};

/// The games `solve` takes: the five the page plays, and Maxi Yatzy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveGame {
    /// A game of the engine's rules.
    Five(VariantId),
    /// Maxi Yatzy.
    Maxi,
}

/// `solve --variant`'s parser: every game's key.
pub fn games() -> impl TypedValueParser<Value = SolveGame> {
    let keys = VariantId::ALL.map(|v| v.def().key);
    PossibleValuesParser::new(keys).try_map(|key| {
        VariantId::from_key(&key)
            .map(SolveGame::of)
            .ok_or_else(|| format!("there is no game {key:?}"))
    })
}

impl SolveGame {
    /// The game `solve` takes for `variant`.
    pub fn of(variant: VariantId) -> SolveGame {
        match variant {
            VariantId::Maxi => SolveGame::Maxi,
            v => SolveGame::Five(v),
        }
    }
}

/// Maxi Yatzy's flags.
#[derive(Debug, Args)]
#[command(next_help_heading = "Maxi Yatzy")]
pub struct MaxiArgs {
    /// Without saved rolls: three rolls a turn at most (the only Maxi Yatzy solved exactly).
    #[arg(long)]
    pub no_saved_rolls: bool,
    /// The card some tables play: a bonus of 50 at 75 (the Swedish card: 100 at 84).
    #[arg(long)]
    pub fifty_at_75: bool,
    /// Then plays N games by the solved moves and prints their mean against the optimum.
    #[arg(long, value_name = "N")]
    pub simulate: Option<u64>,
    /// The first simulated game's seed; game i is dealt from seed + i.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Then fits a strategy small enough for a phone to the solved values (two small tables,
    /// each turn worked out over them), writes its values to FILE and, with --simulate, plays
    /// as many games by its moves on the same dice.
    #[arg(long, value_name = "FILE")]
    pub fit: Option<std::path::PathBuf>,
    /// With --fit and --simulate, also plays the games with saved rolls (the Swedish card's
    /// rule) by the fit's moves, once for each worth given to a roll carried over, in points.
    #[arg(long, value_name = "POINTS", value_delimiter = ',')]
    pub saved_roll_worth: Vec<f64>,
}

impl MaxiArgs {
    /// Whether any of Maxi Yatzy's own flags is given.
    pub fn is_set(&self) -> bool {
        self.no_saved_rolls
            || self.fifty_at_75
            || self.simulate.is_some()
            || self.fit.is_some()
            || !self.saved_roll_worth.is_empty()
    }
}

/// Solves Maxi Yatzy without saved rolls and reports it.
pub fn solve(a: &MaxiArgs) -> Result<String, String> {
    if !a.no_saved_rolls {
        return Err(
            "Maxi Yatzy with saved rolls has no exact solve here (crates/solver/RESULTS.md \
                    says what one would take): add --no-saved-rolls"
                .into(),
        );
    }
    let card = match a.fifty_at_75 {
        true => MaxiCard::fifty_at_75(),
        false => MaxiCard::swedish(),
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let t0 = Instant::now();
    let table = MaxiTable::solve(card.clone(), threads);
    let secs = t0.elapsed().as_secs_f64();
    let mut out = format!(
        "game: Maxi Yatzy, no saved rolls, {} boxes, bonus {} at {}\nstart value: {:.6}\n\
         solve time: {secs:.1} s on {threads} threads\npeak memory: {}\n",
        card.boxes.len(),
        card.bonus,
        card.bonus_at,
        table.start_value(),
        peak_memory()
    );
    if let Some(n) = a.simulate {
        let t0 = Instant::now();
        let g = table.simulate(n, a.seed, threads);
        out += &simulated("simulated", &g, table.start_value(), t0);
    }
    if let Some(file) = &a.fit {
        let t0 = Instant::now();
        let fit = MaxiFit::fit(&table, FIT_ROUNDS);
        let secs = t0.elapsed().as_secs_f64();
        let bytes = fit.to_bytes();
        let name = file.display();
        std::fs::write(file, &bytes).map_err(|e| format!("cannot write {name}: {e}"))?;
        // Read back as a page would read it, before any figure is given for it.
        let read = std::fs::read(file).map_err(|e| format!("cannot read {name}: {e}"))?;
        let fit = MaxiFit::from_bytes(card.clone(), &read)
            .map_err(|e| format!("{name} read back: {e}"))?;
        if fit.to_bytes() != bytes {
            return Err(format!("{name} read back holds other values"));
        }
        out += &format!(
            "fit: {} bytes in {name}, read back the same ({FIT_ROUNDS} rounds, {secs:.1} s), \
             error {:.4} points (root mean square over the states), start value {:.4}\n",
            bytes.len(),
            fit.rms(&table),
            fit.start_value()
        );
        if let Some(n) = a.simulate {
            let t0 = Instant::now();
            let g = fit.simulate(n, a.seed, threads);
            out += &simulated("by the fit", &g, table.start_value(), t0);
            out += &format!(
                "by the fit: {:.3} % of the optimum\n",
                100.0 * g.mean / table.start_value()
            );
            for &worth in &a.saved_roll_worth {
                let t0 = Instant::now();
                let g = fit.simulate_saved(worth, n, a.seed, threads);
                let what = format!("with saved rolls, a roll carried over worth {worth}");
                out += &simulated(&what, &g, table.start_value(), t0);
            }
        }
    }
    Ok(out)
}

/// Rounds of the fit: each of its two tables fitted this many times, the other held.
const FIT_ROUNDS: usize = 12;

/// A line on simulated games against the optimum.
fn simulated(what: &str, g: &MaxiGames, optimum: f64, t0: Instant) -> String {
    let se = g.sd / (g.games as f64).sqrt();
    format!(
        "{what}: {} games, mean {:.4} (standard error {se:.4}, sd {:.3}), {:.2} standard errors \
         from the start value, in {:.1} s\n",
        g.games,
        g.mean,
        g.sd,
        (g.mean - optimum) / se,
        t0.elapsed().as_secs_f64()
    )
}

/// The process's peak resident memory, as Linux reports it (`VmHWM`), or "unknown".
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l["VmHWM:".len()..].trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}
