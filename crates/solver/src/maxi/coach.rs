//! The page's coach and bots for Maxi Yatzy: every choice in a position ranked by the fit, the
//! turn worked out over the rolls it may use (`saved::Plan`), as the simulations play it.
//!
//! With saved rolls (the Swedish card's rule) a score is worth the box's points, the fit's value
//! of the state after it, and [`ROLL_WORTH`] for each roll carried over to later turns; without
//! them a turn's unused rolls are lost, and the plan is the exact turn over the fit.

use yahtzee_engine::maxi::MaxiCard;
use yahtzee_engine::{BotLevel, Counts, DayPlay, Decision, Game, RuleSet, VariantId};

use super::saved::{Plan, PLANNED};
use super::turn::Turn;
use super::{FitError, MaxiFit, MaxiGames, Values};
use crate::play::{bot_random, bot_turn_ranked, BotError};
use crate::review::{kept, position_of, Judged, Reason, TopAims};
use crate::{Choice, Position, Ranked};

/// What a roll carried over to a later turn is worth, in points: of the worths tried (3, 5 and
/// 7; `crates/solver/RESULTS.md`), the one whose games scored best.
pub const ROLL_WORTH: f64 = 5.0;

/// How strong the coach is on `rules`' card: the mean of its moves without saved rolls as a
/// percentage of perfect play's, the exact optimum (`crates/solver/RESULTS.md`, 100,000 games
/// each: 393.92 of 394.557507 on the Swedish card, 383.21 of 383.305403 on the other). The page
/// says it, to two decimals, wherever it would say "perfect" of another game's coach.
pub fn strength_percent(rules: RuleSet) -> f64 {
    match rules.options.other_bonus {
        true => 99.97,
        false => 99.84,
    }
}

/// Perfect play's average without saved rolls on `rules`' card, worked out exactly
/// (`yahtzee solve --variant maxi --no-saved-rolls`, with `--fifty-at-75` for the other card).
pub fn optimum(rules: RuleSet) -> f64 {
    match rules.options.other_bonus {
        true => 383.305403,
        false => 394.557507,
    }
}

/// A fit and the scratch to rank a position's choices by it.
pub struct MaxiCoach {
    /// The table rules it ranks for.
    rules: RuleSet,
    fit: MaxiFit,
    /// What a roll carried over is worth: [`ROLL_WORTH`] with saved rolls, else nothing.
    worth: f64,
    scratch: Scratch,
}

/// What ranking a position works in, kept from one position to the next.
pub(super) struct Scratch {
    turn: Turn,
    within: Vec<usize>,
}

impl Scratch {
    pub(super) fn new(fit: &MaxiFit) -> Scratch {
        Scratch {
            turn: Turn::new(&fit.maxi().dice, 1),
            within: Vec::new(),
        }
    }
}

/// The card of a Maxi Yatzy game's rules: the Swedish card, or with the other bonus, 50 at 75.
pub fn card_of(rules: RuleSet) -> MaxiCard {
    match rules.options.other_bonus {
        true => MaxiCard::fifty_at_75(),
        false => MaxiCard::swedish(),
    }
}

/// What a roll carried over is worth at `rules`' table: [`ROLL_WORTH`], or nothing when the
/// table saves no rolls. The coach ranks by it and the hint says it.
pub fn roll_worth(rules: RuleSet) -> f64 {
    match rules.options.no_saved_rolls {
        true => 0.0,
        false => ROLL_WORTH,
    }
}

/// Whether a coach plays `rules`' game: Maxi Yatzy, with any of its table rules.
pub fn coaches(rules: RuleSet) -> bool {
    rules.variant == VariantId::Maxi
}

impl MaxiCoach {
    /// The coach of `rules` (Maxi Yatzy) from the bytes of its card's fit.
    pub fn new(rules: RuleSet, bytes: &[u8]) -> Result<MaxiCoach, FitError> {
        let fit = MaxiFit::from_bytes(card_of(rules), bytes)?;
        let scratch = Scratch::new(&fit);
        Ok(MaxiCoach {
            rules,
            fit,
            worth: roll_worth(rules),
            scratch,
        })
    }

    /// The fit's value of a game's start (without saved rolls).
    pub fn start_value(&self) -> f64 {
        self.fit.start_value()
    }

    /// Every choice in `pos`, best first ([`rank`]).
    pub fn rank(&mut self, pos: &Position) -> Vec<Ranked> {
        rank(&self.fit, self.worth, &mut self.scratch, pos)
    }

    /// The fit, what a roll carried over is worth, and the turn to plan in (`aims.rs`).
    pub(super) fn parts(&mut self) -> (&MaxiFit, f64, &mut Turn) {
        (&self.fit, self.worth, &mut self.scratch.turn)
    }
}

/// Every choice in `pos` by `fit`, a roll carried over to a later turn worth `worth` points (0
/// without saved rolls), best first (equal ones in a fixed order: the boxes in the card's order,
/// then the keeps, from the most dice kept down): each box's score, and with rolls left each keep of fewer
/// dice than the roll. A choice's value is the points it is worth from here on. Empty for a
/// position of other dice than six.
pub(super) fn rank(
    fit: &MaxiFit,
    worth: f64,
    scratch: &mut Scratch,
    pos: &Position,
) -> Vec<Ranked> {
    let m = fit.maxi();
    let d = &m.dice;
    if pos.dice.len() != 6 {
        return Vec::new();
    }
    let filled = pos.state.filled;
    let upper = pos.state.upper.min(m.cap());
    let left = usize::from(pos.rolls_left);
    let planned = left.min(PLANNED);
    // The rolls beyond the plan's are carried over whatever happens; none in the last turn.
    let aside = left - planned;
    let worth = match filled.count_ones() as usize + 1 >= m.card.boxes.len() {
        true => 0.0,
        false => worth,
    };
    let carried = |k: usize| worth * (k + aside) as f64;
    let plan = Plan::new(
        m,
        fit,
        &mut scratch.turn,
        (filled, upper),
        planned,
        &carried,
    );
    let mut ranked = Vec::new();
    for b in (0..m.card.boxes.len()).filter(|b| filled & (1 << b) == 0) {
        let next = fit.row(filled | 1 << b);
        ranked.push(Ranked {
            choice: Choice::Score(b),
            value: m.score_worth(b, upper, &pos.dice, &next) + carried(planned),
        });
    }
    if planned > 0 {
        let roll = d.index_of(&pos.dice);
        d.keeps_within(roll, &mut scratch.within);
        let keeps = &plan.keeps[planned - 1];
        for &k in scratch.within.iter().filter(|&&k| k != roll) {
            ranked.push(Ranked {
                choice: Choice::Keep(d.counts[k]),
                value: keeps[k],
            });
        }
    }
    // A stable sort: equal values keep the order they were listed in.
    ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
    ranked
}

impl MaxiCoach {
    /// One whole turn of the player to move in `game` as a bot of `level`, each decision ranked
    /// as the page's worker ranks it ([`MaxiCoach::rank`]), with the page's random numbers.
    pub fn play_bot_turn(&mut self, game: &Game, level: BotLevel) -> Result<Game, BotError> {
        let random = |g: &Game| bot_random(g.seed(), g.decisions().len());
        bot_turn_ranked(game.clone(), level, random, |pos| self.rank(pos))
    }

    /// Every decision of a game of its rules judged against the best choice of the coach's ranking
    /// in its position ([`MaxiCoach::rank`], the hint's), as `review::review` judges a game of
    /// five dice against the exact table. A decision the ranking does not hold (another game's
    /// dice, a corrupt record) is skipped.
    pub fn review(&mut self, decisions: &[Decision]) -> Vec<Judged> {
        let rules = self.rules.rules();
        let judged = decisions.iter().enumerate().map(|(index, d)| {
            let options = self.rank(&position_of(&rules, d));
            Judged::of(index, d, None, &options)
        });
        judged.flatten().collect()
    }

    /// [`MaxiCoach::review`], and for the decisions of `which` (indices into `decisions`) that
    /// were not the best, why, when a keep was made or was best: what each keep aimed at
    /// ([`MaxiCoach::aims`]), as the review of a game of five dice says it.
    pub fn review_with_reasons(&mut self, decisions: &[Decision], which: &[usize]) -> Vec<Judged> {
        let rules = self.rules.rules();
        let mut judged = self.review(decisions);
        for j in judged.iter_mut().filter(|j| which.contains(&j.index)) {
            let d = &decisions[j.index];
            let pos = position_of(&rules, d);
            let chosen = match d.choice {
                yahtzee_engine::Choice::Keep(held) => Some(kept(&d.dice, &held)),
                yahtzee_engine::Choice::Score(_) => None,
            };
            let best = match j.best_choice {
                Choice::Keep(k) => Some(k),
                _ => None,
            };
            if j.loss() <= 0.0 || (chosen.is_none() && best.is_none()) {
                continue;
            }
            let keeps: Vec<Counts> = [best, chosen].into_iter().flatten().collect();
            let mut each = self.aims_each(&pos, &keeps).into_iter();
            let mut aims = |k: Option<Counts>| k.and_then(|_| each.next()).map(|a| TopAims::of(&a));
            let (best, chosen) = (aims(best), aims(chosen));
            j.why = Some(Reason::Keep { best, chosen });
        }
        judged
    }

    /// The day's game of Maxi Yatzy (`day`: days since 1970-01-01 UTC) played to its end by the
    /// coach's best choices, as the page's Expert plays, on the day's dice: the rival a player
    /// meets in the daily game (`daily::perfect_play` for the games with an exact table).
    pub fn daily_play(&mut self, day: u64) -> Result<Game, String> {
        let mut game =
            Game::daily(VariantId::Maxi, day, DayPlay::Practice).map_err(|e| e.to_string())?;
        if game.rule_set() != self.rules {
            return Err(
                "the daily game of Maxi Yatzy needs the coach of its official rules".into(),
            );
        }
        while !game.is_over() {
            game = self
                .play_bot_turn(&game, BotLevel::Expert)
                .map_err(|e| e.to_string())?;
        }
        Ok(game)
    }

    /// `games` solo games of `rules` by a bot of `level` (game `i` dealt from seed `seed + i`),
    /// played through the engine as the page plays them: their mean and spread.
    pub fn bot_games(
        &mut self,
        rules: RuleSet,
        level: BotLevel,
        games: u64,
        seed: u64,
    ) -> Result<MaxiGames, BotError> {
        let (mut sum, mut squares) = (0.0, 0.0);
        for i in 0..games {
            let mut game = Game::new(rules, 1, seed.wrapping_add(i)).map_err(BotError::Deal)?;
            while !game.is_over() {
                game = self.play_bot_turn(&game, level)?;
            }
            let total = f64::from(game.sheet().totals(&game.rules()).total);
            sum += total;
            squares += total * total;
        }
        let n = games as f64;
        let mean = sum / n;
        let var = (squares - n * mean * mean) / (n - 1.0).max(1.0);
        Ok(MaxiGames {
            games,
            mean,
            sd: var.max(0.0).sqrt(),
        })
    }
}
