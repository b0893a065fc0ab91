//! A turn worked out on one lane, answering every decision in it: the coach's advice, a bot's
//! moves, a review's judgement.

use crate::widget::scored_value;
use crate::{Choice, Position, Ranked, Table, TurnState, Workspace, V};
use yahtzee_engine::{Counts, Face};

impl Table {
    /// Every choice open in `pos`, best first, each with the expected points still to come.
    /// Before a reroll these are every distinct keep and every box the dice could be scored in
    /// now; after the last roll, the allowed boxes.
    ///
    /// When the marked die shows its wild face, every value it may count as is ranked for
    /// every box, so that a player's own choice can be judged, not only the best one.
    pub fn advise(&self, pos: &Position, ws: &mut Workspace) -> Vec<Ranked> {
        self.plan_turn(pos.state, ws)
            .every_option(&pos.dice, pos.marked, pos.rolls_left)
    }

    /// Works out a whole turn from `state` (one widget on one lane); the plan then answers every
    /// decision of that turn.
    pub fn plan_turn<'a>(&'a self, state: TurnState, ws: &'a mut Workspace) -> TurnPlan<'a> {
        debug_assert_eq!(ws.len, 1, "a turn plan uses a one-lane workspace");
        let u = (state.upper as usize).min(self.lanes - 1);
        // A foreign state gets a plan with no options rather than a panic.
        if self.knows(&state) && state.filled != self.rules.all_boxes() {
            self.place(state.filled, state.yahtzee_scored, ws);
            self.widget::<1>(state.filled, state.yahtzee_scored, u, ws, true);
        }
        TurnPlan {
            table: self,
            ws,
            lane: 0,
            state,
        }
    }
}

/// The optimal values inside one turn, for every decision the turn can bring.
pub struct TurnPlan<'a> {
    pub(crate) table: &'a Table,
    /// The widget's values, this turn's in lane `lane` of every tile.
    pub(crate) ws: &'a Workspace,
    pub(crate) lane: usize,
    pub(crate) state: TurnState,
}

impl TurnPlan<'_> {
    /// Every choice for these dice (`marked`: the face of the marked die, in a game with one)
    /// with `rolls_left` rolls left, best first.
    ///
    /// A box scored with a wild die appears once, at the wild value that is best for it.
    pub fn options(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Vec<Ranked> {
        let mut out = Vec::new();
        self.each_option(dice, marked, rolls_left, false, |r| out.push(r));
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }

    /// Like [`TurnPlan::options`], but a box scored with a wild die appears once for every
    /// value the die may count as.
    pub fn every_option(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Vec<Ranked> {
        let mut out = Vec::new();
        self.each_option(dice, marked, rolls_left, true, |r| out.push(r));
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }

    /// The first of [`TurnPlan::every_option`] without the list: what an Expert plays. (The
    /// list is sorted stably, so the first choice of the highest value made comes first.)
    pub(crate) fn first_option(
        &self,
        dice: &Counts,
        marked: Option<Face>,
        rolls_left: u8,
    ) -> Option<Ranked> {
        let mut best: Option<Ranked> = None;
        self.each_option(dice, marked, rolls_left, true, |r| {
            if best.is_none_or(|b| r.value.total_cmp(&b.value).is_gt()) {
                best = Some(r);
            }
        });
        best
    }

    /// The best choice for these dice (the first box on a tie, boxes before keeps).
    pub fn best(&self, dice: &Counts, marked: Option<Face>, rolls_left: u8) -> Option<Ranked> {
        let mut best: Option<Ranked> = None;
        self.each_option(dice, marked, rolls_left, false, |r| {
            if best.is_none_or(|b| r.value > b.value) {
                best = Some(r);
            }
        });
        best
    }

    fn each_option(
        &self,
        dice: &Counts,
        marked: Option<Face>,
        rolls_left: u8,
        every_wild: bool,
        mut f: impl FnMut(Ranked),
    ) {
        let t = self.table;
        let TurnState {
            filled,
            yahtzee_scored,
            ..
        } = self.state;
        let Some(ri) = t.space.roll_index(dice, marked) else {
            return;
        };
        if filled == t.rules.all_boxes() || !t.knows(&self.state) {
            return;
        }
        let n = t.rules.box_count();
        let finals = t.space.roll_finals(ri);
        // For each box, the best of the finals the roll may score as (one unless it shows the
        // wild face), with the face that gives the wild die.
        let mut per_box: [Option<(V, Face)>; yahtzee_engine::MAX_BOXES] =
            [None; yahtzee_engine::MAX_BOXES];
        for &(fi, wild) in finals {
            let counts = &t.space.finals()[fi];
            let placement = t.rules.placement(filled, yahtzee_scored, counts);
            let row = t.scored(fi, placement.joker);
            let extra = placement.bonus as V;
            for b in (0..n).filter(|b| placement.allowed & (1 << b) != 0) {
                // The widget's own sum, so advice ranks as the table was solved.
                let value = scored_value(row[b], extra, self.ws, self.lane);
                if every_wild && wild != 0 {
                    f(Ranked {
                        choice: Choice::ScoreWild { box_index: b, wild },
                        value: value as f64,
                    });
                } else if per_box[b].is_none_or(|(v, _)| value > v) {
                    per_box[b] = Some((value, wild));
                }
            }
        }
        for (b, entry) in per_box.iter().enumerate().take(n) {
            if let Some((value, wild)) = *entry {
                let choice = if wild == 0 {
                    Choice::Score(b)
                } else {
                    Choice::ScoreWild { box_index: b, wild }
                };
                f(Ranked {
                    choice,
                    value: value as f64,
                });
            }
        }
        let kv = match rolls_left {
            0 => return,
            1 => &self.ws.before_last,
            _ => &self.ws.before_second,
        };
        for &k in t.space.proper_parts(ri) {
            let keep = t.space.keeps()[k];
            let choice = if keep.marked == 0 {
                Choice::Keep(keep.plain)
            } else {
                Choice::KeepMarked(keep.faces())
            };
            f(Ranked {
                choice,
                value: t.points_of(kv[k * self.ws.len + self.lane] as f64, self.ws, self.lane),
            });
        }
    }
}
