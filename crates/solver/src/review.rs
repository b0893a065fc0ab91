//! Reviewing a played game: every decision against the best one.

use yahtzee_engine::{Counts, Decision, Face, Rules};

use crate::{Choice, Position, Ranked, Table, TurnState, Workspace};

mod reasons;

pub use reasons::{judge_with_reasons, Reason, TopAims};

/// One decision of a game, judged.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Judged {
    /// Index into the game's decisions.
    pub index: usize,
    /// Expected points to come after what was chosen.
    pub chosen: f64,
    /// Expected points to come after the best choice.
    pub best: f64,
    /// The best choice.
    pub best_choice: Choice,
    /// Why the best choice beats the one made, when asked for ([`reasons::judge_with_reasons`]).
    #[serde(default)]
    pub why: Option<Reason>,
}

impl Judged {
    /// Decision `d` (number `index`) judged against `options`, best first; `None` when it is
    /// not among them.
    pub fn of(
        index: usize,
        d: &Decision,
        wild_die: Option<usize>,
        options: &[Ranked],
    ) -> Option<Judged> {
        let chosen = options
            .iter()
            .find(|o| is_decision(d, wild_die, o.choice))?;
        let best = options.first()?;
        Some(Judged {
            index,
            chosen: chosen.value,
            best: best.value,
            best_choice: best.choice,
            why: None,
        })
    }

    /// Points given away by the choice (0 for a best move).
    pub fn loss(&self) -> f64 {
        (self.best - self.chosen).max(0.0)
    }
}

/// The multiset of the dice marked `true`.
pub fn kept(dice: &[Face], held: &[bool]) -> Counts {
    let faces: Vec<Face> = (dice.iter().zip(held))
        .filter(|(_, &h)| h)
        .map(|(&f, _)| f)
        .collect();
    Counts::of(&faces)
}

/// Whether the solver's `choice` is decision `d` (`wild_die`: the marked die of a game with one).
///
/// A decision records which dice were held, not which keep that is for the solver: in a game
/// with a marked die, keeping it is a different choice from keeping another die with the same
/// face. A box scored with a wild die is judged at the value the player gave it; records from
/// before that value was kept are judged at the best value.
pub fn is_decision(d: &Decision, wild_die: Option<usize>, choice: Choice) -> bool {
    match (d.choice, choice) {
        (yahtzee_engine::Choice::Keep(held), Choice::Keep(k)) => {
            !wild_die.is_some_and(|m| held[m]) && k == kept(&d.dice, &held)
        }
        (yahtzee_engine::Choice::Keep(held), Choice::KeepMarked(k)) => {
            wild_die.is_some_and(|m| held[m]) && k == kept(&d.dice, &held)
        }
        (yahtzee_engine::Choice::Score(b), Choice::Score(c)) => b == c,
        (yahtzee_engine::Choice::Score(b), Choice::ScoreWild { box_index, wild }) => {
            b == box_index && d.wild.is_none_or(|w| w == wild)
        }
        _ => false,
    }
}

/// The position decision `d` was made in, as the hint met it there (`play::position` of the game
/// at that decision): the sheet at the turn's start, the dice, the marked die's face in a game
/// with one, and the rolls left, saved ones counted.
pub fn position_of(rules: &Rules, d: &Decision) -> Position {
    Position {
        state: TurnState {
            filled: d.filled,
            upper: d.upper,
            yahtzee_scored: d.yahtzee_scored,
        },
        dice: Counts::of(&d.dice),
        marked: rules.def.wild.and_then(|w| d.dice.get(w.die).copied()),
        rolls_left: (rules.def.rolls_per_turn + d.saved).saturating_sub(d.rolls),
    }
}

/// Judges every decision. A decision the table cannot place (a corrupt record) is skipped.
pub fn review(table: &Table, decisions: &[Decision], ws: &mut Workspace) -> Vec<Judged> {
    let rules = table.rules();
    let wild_die = rules.def.wild.map(|w| w.die);
    let mut out = Vec::with_capacity(decisions.len());
    for (index, d) in decisions.iter().enumerate() {
        let pos = position_of(&rules, d);
        let plan = table.plan_turn(pos.state, ws);
        let options = plan.every_option(&pos.dice, pos.marked, pos.rolls_left);
        out.extend(Judged::of(index, d, wild_die, &options));
    }
    out
}
