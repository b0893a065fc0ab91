//! Playing whole games with the optimal strategy, through the game engine.

use yahtzee_engine::{Action, BotLevel, Counts, Game, Pcg32, RuleSet};

use crate::{Choice, Ranked, Table, TurnState};

/// How a bot level chooses: among the `top` best options, each with weight
/// `exp(-loss / temperature)`. People rarely consider every keep, and the worse a move the less
/// likely they make it.
fn temperament(level: BotLevel) -> Option<(usize, f64)> {
    match level {
        BotLevel::Expert => None,
        BotLevel::Casual => Some((4, 2.0)),
        BotLevel::Beginner => Some((5, 4.0)),
    }
}

/// Mean final score of each bot level in Classic (Beginner, Casual, Expert), measured with
/// `yahtzee simulate --games 10000 --seed 10 --bot LEVEL`: 204.0, 232.1 and 255.7 (the
/// exact optimal mean is 254.59). The setup screen shows them; `tests/simulate.rs` checks them.
pub const LEVEL_MEANS: [f64; 3] = [204.0, 232.1, 254.6];

/// A bot's choice among ranked options (best first), given a uniform number `u` in 0..1.
pub fn bot_choice(options: &[Ranked], level: BotLevel, u: f64) -> Option<Choice> {
    let best = options.first()?;
    let Some((top, temperature)) = temperament(level) else {
        return Some(best.choice);
    };
    let candidates = &options[..options.len().min(top)];
    let weights: Vec<f64> = candidates
        .iter()
        .map(|o| (-(best.value - o.value) / temperature).exp())
        .collect();
    let mut pick = u.clamp(0.0, 1.0) * weights.iter().sum::<f64>();
    for (o, w) in candidates.iter().zip(&weights) {
        if pick < *w {
            return Some(o.choice);
        }
        pick -= w;
    }
    candidates.last().map(|o| o.choice)
}

/// The random number a bot uses at one decision: fixed by the game's seed and how many
/// decisions came before, so a reloaded game makes the same choice again.
pub fn bot_random(seed: u64, step: usize) -> f64 {
    let mut rng = Pcg32::new(seed, 0x626f_7473 ^ step as u64);
    rng.next_u32() as f64 / 4_294_967_296.0
}

/// Score statistics of simulated games.
pub struct Stats {
    /// Final scores.
    pub scores: Vec<u16>,
    /// Games with the upper bonus.
    pub upper_bonus: u32,
    /// Games with 50 in the Yahtzee box.
    pub yahtzee_50: u32,
    /// Games with at least one extra-Yahtzee bonus.
    pub yahtzee_bonus: u32,
}

impl Stats {
    /// Mean final score.
    pub fn mean(&self) -> f64 {
        self.scores.iter().map(|&s| s as f64).sum::<f64>() / self.scores.len().max(1) as f64
    }

    /// Standard deviation of the final score.
    pub fn sd(&self) -> f64 {
        let m = self.mean();
        let n = self.scores.len().max(2) as f64;
        (self
            .scores
            .iter()
            .map(|&s| (s as f64 - m).powi(2))
            .sum::<f64>()
            / (n - 1.0))
            .sqrt()
    }
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.scores.len().max(1) as f64;
        let mut sorted = self.scores.clone();
        sorted.sort_unstable();
        let median = sorted.get(sorted.len() / 2).copied().unwrap_or(0);
        writeln!(f, "games: {}", self.scores.len())?;
        writeln!(f, "mean: {:.3}", self.mean())?;
        writeln!(f, "standard deviation: {:.3}", self.sd())?;
        writeln!(f, "median: {median}")?;
        writeln!(
            f,
            "upper bonus: {:.2} %",
            100.0 * self.upper_bonus as f64 / n
        )?;
        writeln!(
            f,
            "Yahtzee box 50: {:.2} %",
            100.0 * self.yahtzee_50 as f64 / n
        )?;
        writeln!(
            f,
            "at least one Yahtzee bonus: {:.2} %",
            100.0 * self.yahtzee_bonus as f64 / n
        )
    }
}

/// The turn-start state of the player to move.
pub fn turn_state(game: &Game) -> TurnState {
    let rules = game.rules();
    let sheet = game.sheet();
    TurnState {
        filled: sheet.filled(),
        upper: sheet.totals(&rules).upper,
        yahtzee_scored: sheet.yahtzee_scored(&rules),
    }
}

/// The actions that turn the current holds into holding exactly `keep`.
pub fn holds_for(game: &Game, keep: &Counts) -> Vec<Action> {
    let mut want = *keep;
    let turn = game.turn();
    let mut actions = Vec::new();
    for (i, &face) in turn.dice.iter().enumerate() {
        let hold = want.get(face) > 0;
        if hold {
            want.0[face as usize] -= 1;
        }
        if hold != turn.held[i] {
            actions.push(Action::Toggle(i));
        }
    }
    actions
}

/// Plays `games` solo games as a bot of `level` (Expert: the optimal strategy). Every move
/// goes through [`Game::apply`], so the scores are the engine's, not the solver's.
pub fn simulate(
    table: &Table,
    rules: RuleSet,
    games: u32,
    seed: u64,
    level: BotLevel,
) -> Result<Stats, String> {
    let mut ws = table.workspace(1);
    let mut stats = Stats {
        scores: Vec::with_capacity(games as usize),
        upper_bonus: 0,
        yahtzee_50: 0,
        yahtzee_bonus: 0,
    };
    let apply = |g: &Game, a: Action| g.apply(a).map_err(|e| format!("{a:?}: {e}"));
    for i in 0..games {
        let mut game =
            Game::new(rules, 1, seed.wrapping_add(i as u64)).map_err(|e| e.to_string())?;
        while !game.is_over() {
            let plan = table.plan_turn(turn_state(&game), &mut ws);
            game = apply(&game, Action::Roll)?;
            loop {
                let dice = game.counts().ok_or("no dice after a roll")?;
                let choice = if level == BotLevel::Expert {
                    plan.best(&dice, game.rolls_left()).map(|r| r.choice)
                } else {
                    let options = plan.options(&dice, game.rolls_left());
                    let u = bot_random(game.seed(), game.decisions().len());
                    bot_choice(&options, level, u)
                };
                match choice.ok_or("the solver found no move")? {
                    Choice::Score(b) => {
                        game = apply(&game, Action::Score(b))?;
                        break;
                    }
                    Choice::Keep(keep) => {
                        for a in holds_for(&game, &keep) {
                            game = apply(&game, a)?;
                        }
                        game = apply(&game, Action::Roll)?;
                    }
                }
            }
        }
        let r = game.rules();
        let sheet = game.sheet();
        let t = sheet.totals(&r);
        stats.scores.push(t.total);
        stats.upper_bonus += (t.upper_bonus > 0) as u32;
        stats.yahtzee_50 += sheet.yahtzee_scored(&r) as u32;
        stats.yahtzee_bonus += (sheet.yahtzee_bonuses > 0) as u32;
    }
    Ok(stats)
}
