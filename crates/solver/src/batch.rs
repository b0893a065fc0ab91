//! Turns of several games planned at once, one game a lane: the playouts behind the chances to
//! win play [`BATCH`] games in step, every game at the same turn.
//!
//! The states differ from lane to lane, so the values of the next states and of the finals are
//! worked out a lane at a time; the keep stages, most of a turn's work, are the same steps in
//! every lane and run on whole tiles as when a table is solved. Each lane's values are those of
//! [`Table::plan_turn`] for its state, bit for bit: the same operations in the same order.

use crate::plan::TurnPlan;
use crate::{Table, TurnState, Workspace};

/// Games planned together: eight f32, two simd128 or SSE2 instructions per step.
pub const BATCH: usize = 8;

impl Table {
    /// Scratch space for [`Table::plan_turns`].
    pub fn batch_workspace(&self) -> Workspace {
        self.scratch(BATCH)
    }

    /// Plans a turn from each of `states` (at most [`BATCH`], every one a state of this game
    /// with a box still open), one plan per state, as [`Table::plan_turn`] would.
    pub fn plan_turns<'a>(
        &'a self,
        states: &[TurnState],
        ws: &'a mut Workspace,
    ) -> Vec<TurnPlan<'a>> {
        debug_assert_eq!(ws.len, BATCH, "plan_turns uses a batch workspace");
        // A table of a risk attitude plans a turn alone (`plan_turn`), its utilities turned back
        // into points there.
        debug_assert!(self.theta.is_none(), "plan_turns plans for points");
        debug_assert!(states.len() <= BATCH);
        let open = |s: &&TurnState| self.knows(s) && s.filled != self.rules.all_boxes();
        // With no state to plan, every plan has no options (a caller then stops), as from
        // `plan_turn`; never fewer plans than states.
        if let Some(first) = states.iter().find(open).copied() {
            for lane in 0..BATCH {
                // Lanes with no state of their own (or one that cannot be planned) repeat the
                // first.
                let s = states.get(lane).filter(open).unwrap_or(&first);
                let u = (s.upper as usize).min(self.lanes - 1);
                self.place(s.filled, s.yahtzee_scored, ws);
                self.next_values_in(s.filled, s.yahtzee_scored, u, lane, ws);
                self.final_rolls_in(lane, ws);
            }
            self.gather_finals::<BATCH>(ws);
            self.rerolls::<BATCH>(ws, true);
        }
        let ws: &Workspace = ws;
        states
            .iter()
            .enumerate()
            // A state that cannot be planned gets a plan with no options, as from `plan_turn`.
            .map(|(lane, &state)| TurnPlan {
                table: self,
                ws,
                lane,
                state,
            })
            .collect()
    }
}
