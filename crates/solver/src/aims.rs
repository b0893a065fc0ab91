//! What a keep aims at: the chance of each box being the one the turn ends in, when the dice of
//! the keep are held and the rest of the turn is played as the table advises. Worked out exactly,
//! over every throw of the dice rerolled, the way a keep's value is (a keep averages its
//! children, one more die of each face), with the plan's own best choice at every roll.

use crate::{Choice, Keep, Position, Ranked, Table, TurnPlan, Workspace};
use yahtzee_engine::{Counts, Face};

/// The chance of each box of the sheet (by its place) being scored at the end of the turn.
pub type Aims = Vec<f64>;

impl Table {
    /// [`Table::advise`], and what each keep among the first `aimed` choices aims at
    /// ([`TurnPlan::aims_each`]; `None` for a score), the turn planned once for both: the hint
    /// of the page's worker and `yahtzee advise --why`.
    pub fn advise_aimed(
        &self,
        pos: &Position,
        ws: &mut Workspace,
        aimed: usize,
    ) -> (Vec<Ranked>, Vec<Option<Aims>>) {
        let plan = self.plan_turn(pos.state, ws);
        let options = plan.every_option(&pos.dice, pos.marked, pos.rolls_left);
        let choices: Vec<Choice> = options.iter().take(aimed).map(|o| o.choice).collect();
        let aims = plan.aims_each(pos, &choices);
        (options, aims)
    }
}

impl TurnPlan<'_> {
    /// What `choice` aims at in `pos` with its rolls left (at least one): for each box, the
    /// chance that the turn ends scored in it when best play ([`TurnPlan::best`]) follows.
    /// `None` for a score (which ends the turn), a keep these dice cannot make, no roll left, or
    /// a plan with no choice (a full sheet, a state of another game).
    pub fn aims_of(&self, pos: &Position, choice: Choice) -> Option<Aims> {
        self.aims_each(pos, &[choice]).pop().flatten()
    }

    /// What each of `choices` aims at in `pos` ([`TurnPlan::aims_of`]), the turn worked out
    /// once for all of them.
    pub fn aims_each(&self, pos: &Position, choices: &[Choice]) -> Vec<Option<Aims>> {
        let every = self.every_keep(pos.rolls_left);
        let space = &self.table.space;
        choices
            .iter()
            .map(|&choice| {
                let keep = match choice {
                    Choice::Keep(plain) => Keep { plain, marked: 0 },
                    Choice::KeepMarked(faces) => {
                        let marked = pos.marked?;
                        Keep {
                            plain: without(faces, marked)?,
                            marked,
                        }
                    }
                    Choice::Score(_) | Choice::ScoreWild { .. } => return None,
                };
                every.as_ref()?.get(space.keep_index(&keep)?).cloned()
            })
            .collect()
    }

    /// What every keep aims at with `rolls_left` rolls left.
    fn every_keep(&self, rolls_left: u8) -> Option<Vec<Aims>> {
        if rolls_left == 0 {
            return None;
        }
        // `after[k]`: what keep `k` aims at, thrown to a roll with `r` rolls left after it.
        let mut after: Vec<Aims> = Vec::new();
        for r in 0..rolls_left.min(2) {
            after = self.thrown(r, &after)?;
        }
        Some(after)
    }

    /// For every keep, what it aims at when thrown to a roll with `r` rolls left, given
    /// `below`: the same for `r - 1` (empty for `r = 0`).
    fn thrown(&self, r: u8, below: &[Aims]) -> Option<Vec<Aims>> {
        let space = &self.table.space;
        let n = self.table.rules.box_count();
        let mut at: Vec<Aims> = vec![Vec::new(); space.keeps().len()];
        for (ri, roll) in space.rolls().iter().enumerate() {
            let marked = (roll.marked != 0).then_some(roll.marked);
            let aims = match self.best(&roll.faces(), marked, r)?.choice {
                Choice::Score(b) | Choice::ScoreWild { box_index: b, .. } => {
                    let mut one = vec![0.0; n];
                    one[b] = 1.0;
                    one
                }
                Choice::Keep(plain) => below[space.keep_index(&Keep { plain, marked: 0 })?].clone(),
                Choice::KeepMarked(faces) => {
                    let plain = without(faces, roll.marked)?;
                    below[space.keep_index(&Keep {
                        plain,
                        marked: roll.marked,
                    })?]
                    .clone()
                }
            };
            at[space.roll_keep(ri)] = aims;
        }
        // Children come after their keep, so each is known before the keep averages it.
        for k in space.smaller_keeps() {
            let children = space.children(k);
            let mut mean = vec![0.0; n];
            for &c in children {
                for (m, p) in mean.iter_mut().zip(&at[c]) {
                    *m += p;
                }
            }
            let faces = children.len() as f64;
            mean.iter_mut().for_each(|m| *m /= faces);
            at[k] = mean;
        }
        Some(at)
    }
}

/// `faces` without one die showing `face`.
fn without(mut faces: Counts, face: Face) -> Option<Counts> {
    let c = faces.0.get_mut(face as usize)?;
    *c = c.checked_sub(1)?;
    Some(faces)
}

/// What a keep aims at, in short: the (at most) three boxes it most likely ends in, each with its
/// chance, most likely first (on a tie, the box first on the sheet), and the chance of every
/// other box together. A box it cannot end in is never among them.
pub fn top_aims(aims: &[f64]) -> (Vec<(usize, f64)>, f64) {
    let mut boxes: Vec<(usize, f64)> = aims
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, p)| p > 0.0)
        .collect();
    boxes.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let other = boxes.iter().skip(3).map(|&(_, p)| p).sum();
    boxes.truncate(3);
    (boxes, other)
}
