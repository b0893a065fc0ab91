//! Playing whole games with the optimal strategy, through the game engine.

use yahtzee_engine::{Action, BotLevel, Counts, Game, Pcg32, RuleSet, VariantId};

use crate::{best_per_box, Choice, Position, Ranked, Table, TurnPlan, TurnState};

/// How a bot level chooses: among the `top` best options, each with weight
/// `exp(-loss / temperature)`. People rarely consider every keep, and the worse a move the less
/// likely they make it.
fn temperament(level: BotLevel) -> Option<(usize, f64)> {
    match level {
        // A to-win bot plays the first of its ranking: outside its end game the table's.
        BotLevel::Expert | BotLevel::ToWin => None,
        BotLevel::Casual => Some((4, 2.0)),
        BotLevel::Beginner => Some((5, 4.0)),
    }
}

/// Mean final score of each bot level (Beginner, Casual, Expert) in each game with its official
/// options. Beginner and Casual were measured with
/// `./target/release/yahtzee simulate --variant KEY --bot LEVEL --games 10000 --seed 10`
/// (standard errors 0.3 to 0.7 points; crates/solver/RESULTS.md has the standard deviations).
/// Expert is the exact optimal mean, the table's start value from `yahtzee solve --variant KEY`,
/// rather than its simulation (which agrees within 2 standard errors), so that the setup screen
/// and the help page show the same number. `tests/simulate.rs` checks all of them. Maxi Yatzy
/// has no exact table with saved rolls: its three are its coach's bots, measured with the same
/// command (`tests/maxi_coach.rs` checks them).
const LEVEL_MEANS: [(VariantId, [f64; 3]); 6] = [
    (VariantId::Classic, [204.0, 232.1, 254.6]),
    (VariantId::Lucky7, [239.3, 269.0, 293.8]),
    (VariantId::Tricolor, [258.9, 298.0, 324.9]),
    (VariantId::Yacht, [125.7, 145.7, 167.0]),
    (VariantId::Yatzy, [191.8, 221.3, 248.4]),
    (VariantId::Maxi, [365.8, 412.1, 444.1]),
];

/// Mean final score of a Beginner, a Casual and an Expert bot playing `variant` alone with its
/// official options. Other options score somewhat differently: without the Yahtzee bonus, for
/// instance, an Expert averages about 8 points less in Classic.
pub fn level_means(variant: VariantId) -> [f64; 3] {
    LEVEL_MEANS
        .iter()
        .find(|(v, _)| *v == variant)
        .map_or(LEVEL_MEANS[0].1, |&(_, means)| means)
}

/// The options a bot of `level` considers among ranked ones (best first), each with its weight:
/// `exp(-loss / temperature)` among its `top` best; the best alone for an Expert.
fn weighed(options: &[Ranked], level: BotLevel) -> Vec<(Choice, f64)> {
    let Some(best) = options.first() else {
        return Vec::new();
    };
    let Some((top, temperature)) = temperament(level) else {
        return vec![(best.choice, 1.0)];
    };
    options[..options.len().min(top)]
        .iter()
        .map(|o| (o.choice, (-(best.value - o.value) / temperature).exp()))
        .collect()
}

/// A bot's choice among ranked options (best first), given a uniform number `u` in 0..1.
pub fn bot_choice(options: &[Ranked], level: BotLevel, u: f64) -> Option<Choice> {
    let candidates = weighed(options, level);
    let mut pick = u.clamp(0.0, 1.0) * candidates.iter().map(|c| c.1).sum::<f64>();
    for &(choice, w) in &candidates {
        if pick < w {
            return Some(choice);
        }
        pick -= w;
    }
    candidates.last().map(|c| c.0)
}

/// Each choice a bot of `level` may make among ranked options (best first), with its chance:
/// what [`bot_choice`] picks for a uniform `u`, as a distribution.
pub fn choice_chances(options: &[Ranked], level: BotLevel) -> Vec<(Choice, f64)> {
    let mut candidates = weighed(options, level);
    let sum: f64 = candidates.iter().map(|c| c.1).sum();
    for c in &mut candidates {
        c.1 /= sum;
    }
    candidates
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
    /// Games whose five-of-a-kind box holds a score (the Yahtzee box's 50 in Classic, the
    /// Yacht's or the Yatzy's 50).
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
            "Yahtzee box scored: {:.2} %",
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

/// The decision in front of the player to move, once the dice are rolled: the dice as they
/// show (a wild die at its wild face) and, in a game with one, the marked die's face.
pub fn position(game: &Game) -> Option<Position> {
    let turn = game.turn();
    if turn.rolls == 0 || game.is_over() {
        return None;
    }
    Some(Position {
        state: turn_state(game),
        dice: Counts::of(&turn.dice),
        marked: game
            .rules()
            .def
            .wild
            .and_then(|w| turn.dice.get(w.die).copied()),
        rolls_left: game.rolls_left(),
    })
}

/// The toggles that turn the current holds into holding exactly `keep`. In a game with a marked
/// die, `marked` says whether it is one of the dice held (`keep` then counts it); otherwise it is
/// released and only other dice are held.
pub fn holds_for(game: &Game, keep: &Counts, marked: bool) -> Vec<Action> {
    let marked_die = game.rules().def.wild.map(|w| w.die);
    let turn = game.turn();
    let mut want = *keep;
    if let Some(m) = marked_die.filter(|_| marked) {
        let face = turn.dice[m] as usize;
        want.0[face] = want.0[face].saturating_sub(1);
    }
    // Dice already held are kept first, so that following advice moves as few dice as possible.
    let mut hold = [false; yahtzee_engine::MAX_DICE];
    for pass_held in [true, false] {
        for (i, &face) in turn.dice.iter().enumerate() {
            if Some(i) == marked_die {
                hold[i] = marked;
            } else if turn.held[i] == pass_held && !hold[i] && want.get(face) > 0 {
                want.0[face as usize] -= 1;
                hold[i] = true;
            }
        }
    }
    (0..turn.dice.len())
        .filter(|&i| hold[i] != turn.held[i])
        .map(Action::Toggle)
        .collect()
}

/// The actions that carry out `choice`: the toggles and the roll for a keep; the wild die's face
/// (unless it already counts as that face) and the score for a box. Each action changes the game
/// it is applied to, in turn: none is a step that would leave the game as it was.
pub fn actions_for(game: &Game, choice: Choice) -> Vec<Action> {
    match choice {
        Choice::Keep(keep) | Choice::KeepMarked(keep) => {
            let marked = matches!(choice, Choice::KeepMarked(_));
            let mut actions = holds_for(game, &keep, marked);
            actions.push(Action::Roll);
            actions
        }
        Choice::Score(b) => vec![Action::Score(b)],
        Choice::ScoreWild { box_index, wild } => {
            // The engine stores a wild die counted as its own face as no choice at all, so the
            // face it counts as now is the chosen one, or the wild face itself.
            let counted = game
                .rules()
                .def
                .wild
                .map(|w| game.turn().wild.unwrap_or(w.face));
            let mut actions = Vec::with_capacity(2);
            if counted != Some(wild) {
                actions.push(Action::SetWild(wild));
            }
            actions.push(Action::Score(box_index));
            actions
        }
    }
}

/// The next action of a bot of `level` whose turn it is in `game`: the one function by which
/// bots play, on the page and in every simulation.
///
/// `ranking` is every choice in [`position`]`(game)`, best first, as [`Table::advise`] gives it
/// (the page has it from the solver's worker, simulations from the turn's plan); it is not read
/// before the turn's first roll, when the bot rolls. A bot chooses among the best wild value
/// per box ([`best_per_box`]) with its level's temperament ([`bot_choice`]) and a random number
/// fixed by the game's seed and the decisions made ([`bot_random`]), so the same position gives
/// the same choice on every call, and the steps of one decision carry out one choice.
///
/// The action returned always changes the game: a caller that waits for the game to change
/// before the next step never stalls. `None` when the game is over, the ranking has no choice,
/// or (a ranking of another position) its first step would be refused or change nothing.
/// A turn takes at most [`max_bot_turn_steps`] actions.
pub fn bot_action(game: &Game, ranking: &[Ranked], level: BotLevel) -> Option<Action> {
    bot_move(game, ranking, level).map(|(action, _)| action)
}

/// [`bot_action`] with the game it leads to: the check that the action changes the game has
/// applied it already, so a caller playing on the game itself need not apply it again.
pub fn bot_move(game: &Game, ranking: &[Ranked], level: BotLevel) -> Option<(Action, Game)> {
    bot_move_at(
        game,
        ranking,
        level,
        bot_random(game.seed(), game.decisions().len()),
    )
}

/// [`bot_move`] with the random number `u` given: the chances to win play bots out with
/// numbers of each playout's own (`odds::playouts_of`), by the same steps.
pub fn bot_move_at(
    game: &Game,
    ranking: &[Ranked],
    level: BotLevel,
    u: f64,
) -> Option<(Action, Game)> {
    if game.is_over() {
        return None;
    }
    let action = if game.turn().rolls == 0 {
        Action::Roll
    } else {
        let options = best_per_box(ranking);
        let choice = bot_choice(&options, level, u)?;
        *actions_for(game, choice).first()?
    };
    let next = game.apply(action).ok()?;
    (next != *game).then_some((action, next))
}

/// The most actions the rest of a bot's turn in `game` takes: for each roll left (rolls saved
/// from earlier turns counted) a toggle per die and the roll, then a wild face and the score.
pub fn max_bot_turn_steps(game: &Game) -> usize {
    usize::from(game.rolls_left()) * (usize::from(game.rules().def.dice) + 1) + 2
}

/// Plays `games` solo games as a bot of `level` (Expert: the optimal strategy), step by step
/// through [`bot_action`], as the page's bots play. Every move goes through [`Game::apply`], so
/// the scores are the engine's, not the solver's.
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
    for i in 0..games {
        let mut game =
            Game::new(rules, 1, seed.wrapping_add(i as u64)).map_err(|e| e.to_string())?;
        while !game.is_over() {
            game = play_bot_turn(table, &game, level, &mut ws)?;
        }
        let r = game.rules();
        let sheet = game.sheet();
        let t = sheet.totals(&r);
        stats.scores.push(t.total);
        stats.upper_bonus += (t.upper_bonus > 0) as u32;
        stats.yahtzee_50 += sheet.five_alike_scored(&r) as u32;
        stats.yahtzee_bonus += (sheet.yahtzee_bonuses > 0) as u32;
    }
    Ok(stats)
}

/// One whole turn of the player to move as a bot of `level`, one [`bot_move`] at a time, each
/// decision ranked as the page's worker ranks it ([`Table::advise`]). An error names the step
/// that failed: no action (none, or one refused or changing nothing), or a turn longer than
/// [`max_bot_turn_steps`].
pub fn play_bot_turn(
    table: &Table,
    game: &Game,
    level: BotLevel,
    ws: &mut crate::Workspace,
) -> Result<Game, BotError> {
    let plan = table.plan_turn(turn_state(game), ws);
    bot_turn(&plan, game.clone(), level, |g| {
        bot_random(g.seed(), g.decisions().len())
    })
}

/// The turn `plan` was made for, played on from where `game` stands as a bot of `level`, one
/// [`bot_move_at`] at a time with the random number `random` gives for each position.
pub(crate) fn bot_turn(
    plan: &TurnPlan,
    game: Game,
    level: BotLevel,
    random: impl Fn(&Game) -> f64,
) -> Result<Game, BotError> {
    bot_turn_ranked(game, level, random, |pos| {
        plan.every_option(&pos.dice, pos.marked, pos.rolls_left)
    })
}

/// A turn played on from where `game` stands as a bot of `level`, each decision ranked by
/// `rank` (asked once per decision), one [`bot_move_at`] at a time with the random number
/// `random` gives for each position.
pub(crate) fn bot_turn_ranked(
    mut game: Game,
    level: BotLevel,
    random: impl Fn(&Game) -> f64,
    mut rank: impl FnMut(&Position) -> Vec<Ranked>,
) -> Result<Game, BotError> {
    // The ranking of the decision in front of the bot, and which decision that is: the steps
    // of one decision (holds, a wild face) leave the position as it was.
    let mut ranking = Vec::new();
    let mut ranked_at = None;
    for _ in 0..max_bot_turn_steps(&game) {
        if let Some(pos) = position(&game) {
            let at = game.decisions().len();
            if ranked_at != Some(at) {
                ranking = rank(&pos);
                ranked_at = Some(at);
            }
        }
        let (a, next) = bot_move_at(&game, &ranking, level, random(&game))
            .ok_or_else(|| BotError::NoAction(Box::new(*game.turn())))?;
        game = next;
        if matches!(a, Action::Score(_)) {
            return Ok(game);
        }
    }
    Err(BotError::TooLong)
}

/// Why a bot could not play its turn: never, while the engine allows every move the table
/// ranks; a typed error rather than a panic should that change.
#[derive(Clone, Debug, PartialEq)]
pub enum BotError {
    /// No action at this turn: none ranked, or the one chosen refused or changing nothing.
    NoAction(Box<yahtzee_engine::Turn>),
    /// The turn took more than [`max_bot_turn_steps`] steps.
    TooLong,
    /// The game could not be dealt.
    Deal(yahtzee_engine::MoveError),
}

impl std::fmt::Display for BotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotError::NoAction(turn) => write!(f, "no bot action at {turn:?}"),
            BotError::TooLong => write!(f, "a bot turn took more steps than its rolls allow"),
            BotError::Deal(e) => write!(f, "the game could not be dealt: {e}"),
        }
    }
}

impl std::error::Error for BotError {}

/// The command line's errors are sentences.
impl From<BotError> for String {
    fn from(e: BotError) -> String {
        e.to_string()
    }
}
