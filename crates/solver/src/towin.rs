//! Playing to win: the chance of finishing first, rather than the expected points, at a table
//! of several players.
//!
//! Against other players whose final totals do not depend on what the player to move does
//! (each plays their own sheet with their own strategy), the chance to win is a function of
//! the mover's own final total alone: `win_curve` works it out from the others' final-total
//! distributions, a tie sharing the win among the tied. Playing to win is then maximising the
//! expected value of that curve at the final total, which the end game does exactly
//! (`backward.rs`): the widget of every turn still to come, with each state's value a vector
//! over the total scored so far instead of one number. The others' distributions are exact
//! too (`forward.rs`): their sheets played out, roll by roll, with the expected-score strategy.
//!
//! The state of a turn is the solver's usual one (filled boxes, upper total capped where the
//! bonus is settled, the Yahtzee flag) plus the total: scoring a box adds its points, the
//! extra-Yahtzee bonus and, once the upper total crosses its threshold, the upper bonus.

mod backward;
mod bot;
#[cfg(not(target_arch = "wasm32"))]
mod duel;
mod forward;
mod risk;

use yahtzee_engine::{BoxMask, Counts, Rules, Section, VariantId};

pub use backward::{plan_to_win, WinPlan};
pub use bot::{
    in_end_game, others_finals, play_seat_turn, play_to_win_turn, rank_to_win, review_to_win,
    tactician_ranking, win_plan, win_ranking, Tactic, ToWin, Valued, HORIZON,
};
#[cfg(not(target_arch = "wasm32"))]
pub use duel::{duel, Duel};
pub use forward::{final_distribution, Finals};
pub use risk::{attitudes, takes_risk, RiskTables, THETAS};

/// The share of decided two-player games the page's Tactician wins against an Expert, in %, and
/// how many games it was measured on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WinShare {
    /// Games won, of the games not drawn, in %.
    pub percent: f64,
    /// Games played.
    pub games: u32,
}

/// The share of decided two-player games the page's to-win bot (the exact end game over its
/// last [`HORIZON`] turns; before, a risk attitude moved by the standings where the game
/// [`takes_risk`], else the expected-score strategy) wins against an Expert, in each game with
/// its official options; the setup shows it. Measured by `scripts/win-shares.sh`
/// (`yahtzee duel --variant KEY --games N --seed 1`), whose report, `towin/win_shares.txt`,
/// these must match (`tests/towin.rs`): fewer games for the slower end games (Tricolor, Lucky7).
const WIN_SHARES: [(VariantId, WinShare); 5] = [
    (VariantId::Classic, share(51.35, 20_000)),
    (VariantId::Lucky7, share(52.29, 3_000)),
    (VariantId::Tricolor, share(51.30, 6_000)),
    (VariantId::Yacht, share(51.98, 20_000)),
    (VariantId::Yatzy, share(51.82, 20_000)),
];

const fn share(percent: f64, games: u32) -> WinShare {
    WinShare { percent, games }
}

/// The share of decided two-player games the page's to-win bot wins against an Expert in
/// `variant` ([`WIN_SHARES`]); `None` for a game not measured.
pub fn win_share(variant: VariantId) -> Option<WinShare> {
    WIN_SHARES
        .iter()
        .find(|(v, _)| *v == variant)
        .map(|&(_, share)| share)
}

/// A player's final total as a distribution: entry `t` is the chance of ending on exactly `t`.
pub type Distribution = Vec<f64>;

/// The chance to win of the player to move at each final total `x` (entry `x`), against other
/// players whose final totals are independent and distributed as `others`. A tie with `k`
/// others counts as `1 / (k + 1)` of a win. Past its end the curve keeps its last value (every
/// other total is then beaten). With no other player every total wins.
pub fn win_curve(others: &[Distribution]) -> Vec<f64> {
    let len = others.iter().map(Vec::len).max().unwrap_or(0) + 1;
    let mut below = vec![0.0; others.len()];
    let mut curve = Vec::with_capacity(len);
    for x in 0..len {
        // The product over the others of (P(below x) + P(at x)·z): the coefficient of z^k is
        // the chance that every other is at most x with exactly k of them at x.
        let mut poly = vec![1.0];
        for (d, b) in others.iter().zip(&below) {
            let at = d.get(x).copied().unwrap_or(0.0);
            let mut next = vec![0.0; poly.len() + 1];
            for (k, c) in poly.iter().enumerate() {
                next[k] += c * b;
                next[k + 1] += c * at;
            }
            poly = next;
        }
        curve.push(
            poly.iter()
                .enumerate()
                .map(|(k, c)| c / (k + 1) as f64)
                .sum(),
        );
        for (d, b) in others.iter().zip(&mut below) {
            *b += d.get(x).copied().unwrap_or(0.0);
        }
    }
    curve
}

/// A turn-start state as the end game keys it: the upper total capped as the table caps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Key {
    pub(crate) filled: BoxMask,
    pub(crate) flag: bool,
    pub(crate) upper: u16,
}

impl Key {
    pub(crate) fn of(rules: &Rules, state: crate::TurnState) -> Key {
        Key {
            filled: state.filled,
            flag: state.yahtzee_scored,
            upper: state.upper.min(rules.upper_cap()),
        }
    }

    pub(crate) fn state(self) -> crate::TurnState {
        crate::TurnState {
            filled: self.filled,
            upper: self.upper,
            yahtzee_scored: self.flag,
        }
    }
}

/// Scoring the final `counts` in box `b` from `key`: the next state, and the points the total
/// gains (the box's, the extra-Yahtzee bonus the placement gives, the upper bonus if this box
/// brings it). The same steps as the table's (`widget.rs`, `next_values_in`).
pub(crate) fn step(rules: &Rules, key: Key, counts: &Counts, b: usize) -> (Key, u16) {
    let placement = rules.placement(key.filled, key.flag, counts);
    let pts = rules.box_score(b, counts, placement.joker);
    let filled = key.filled | (1 << b) as BoxMask;
    match rules.boxes()[b].section {
        Section::Upper => {
            let upper = (key.upper + pts).min(rules.upper_cap());
            let bonus = rules.upper_bonus(upper) - rules.upper_bonus(key.upper);
            let next = Key {
                filled,
                flag: key.flag,
                upper,
            };
            (next, pts + bonus + placement.bonus)
        }
        Section::Lower => {
            let flag = if rules.def.yahtzee_box == Some(b) {
                rules.yahtzee_held(b, pts)
            } else {
                key.flag
            };
            let next = Key {
                filled,
                flag,
                upper: key.upper,
            };
            (next, pts + placement.bonus)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_shares_ties_and_beats_everything_past_the_others() {
        // One other on 10 for sure: below 10 a loss, 10 half a win, above a win.
        let mut ten = vec![0.0; 11];
        ten[10] = 1.0;
        let w = win_curve(std::slice::from_ref(&ten));
        assert_eq!((w[9], w[10], w[11]), (0.0, 0.5, 1.0));
        // Two others on 10: a three-way tie is a third of a win.
        let w = win_curve(&[ten.clone(), ten.clone()]);
        assert!((w[10] - 1.0 / 3.0).abs() < 1e-15);
        // One other on 10 or 12, even: at 10, half of the half; at 11, half; at 12, 3/4.
        let mut two = vec![0.0; 13];
        two[10] = 0.5;
        two[12] = 0.5;
        let w = win_curve(&[two]);
        assert_eq!((w[10], w[11], w[12], w[13]), (0.25, 0.5, 0.75, 1.0));
        assert_eq!(win_curve(&[]), vec![1.0]);
    }
}
