//! What a keep aims at (`TurnPlan::aims`): against an enumeration of every ordered throw of the
//! dice, written apart from the solver's dice space (each die thrown one by one, dice held by
//! their place, the engine's counting), to 1e-9, in three positions of every game; and against
//! 20,000 turns thrown with the engine's generator, within four standard errors.

use yahtzee_engine::{BoxMask, Counts, Face, Pcg32, Rules, VariantId, DICE};
use yahtzee_solver::{top_aims, Choice, Position, TurnPlan, TurnState};

mod common;

use common::{official, table};

/// The dice of a turn by their place, and which are held.
type Hand = ([Face; DICE], [bool; DICE]);

/// The places to hold for `choice` in `dice` (`None` for a score): the marked die by its
/// place, the other faces from the first die showing each.
fn held_for(rules: &Rules, dice: &[Face; DICE], choice: Choice) -> Option<[bool; DICE]> {
    let marked = rules.def.wild.map(|w| w.die);
    let (faces, keep_marked) = match choice {
        Choice::Keep(faces) => (faces, false),
        Choice::KeepMarked(faces) => (faces, true),
        Choice::Score(_) | Choice::ScoreWild { .. } => return None,
    };
    let mut want = faces.0;
    let mut held = [false; DICE];
    if keep_marked {
        let m = marked.expect("a marked die");
        held[m] = true;
        want[dice[m] as usize] -= 1;
    }
    for (i, &f) in dice.iter().enumerate() {
        if Some(i) != marked && want[f as usize] > 0 {
            want[f as usize] -= 1;
            held[i] = true;
        }
    }
    assert!(want.iter().all(|&w| w == 0), "{choice:?} in {dice:?}");
    Some(held)
}

/// The plan's choice for the dice by their place.
fn best(plan: &TurnPlan, rules: &Rules, dice: &[Face; DICE], rolls_left: u8) -> Choice {
    let marked = rules.def.wild.map(|w| dice[w.die]);
    plan.best(&Counts::of(dice), marked, rolls_left)
        .expect("a choice")
        .choice
}

/// The box a turn ends in when `choice` is made.
fn scored(choice: Choice) -> Option<usize> {
    match choice {
        Choice::Score(b) | Choice::ScoreWild { box_index: b, .. } => Some(b),
        Choice::Keep(_) | Choice::KeepMarked(_) => None,
    }
}

/// Every ordered throw of the dice not yet landed (`landed` false), each face of each die with
/// chance 1/faces, then the plan's choice, and so on to the turn's end: adds each box's chance,
/// times `p`, to `out`.
fn enumerate(
    plan: &TurnPlan,
    rules: &Rules,
    (dice, landed): Hand,
    rolls_left: u8,
    p: f64,
    out: &mut [f64],
) {
    if let Some(i) = (0..DICE).find(|&i| !landed[i]) {
        let faces = rules.def.faces;
        for f in 1..=faces {
            let (mut dice, mut landed) = (dice, landed);
            dice[i] = f;
            landed[i] = true;
            enumerate(
                plan,
                rules,
                (dice, landed),
                rolls_left,
                p / f64::from(faces),
                out,
            );
        }
        return;
    }
    let choice = best(plan, rules, &dice, rolls_left);
    match scored(choice) {
        Some(b) => out[b] += p,
        None => {
            let held = held_for(rules, &dice, choice).unwrap();
            enumerate(plan, rules, (dice, held), rolls_left - 1, p, out);
        }
    }
}

/// One turn thrown from `hand` by the engine's generator: the box it ends in.
fn thrown(
    plan: &TurnPlan,
    rules: &Rules,
    (mut dice, mut held): Hand,
    mut rolls_left: u8,
    rng: &mut Pcg32,
) -> usize {
    loop {
        for (d, h) in dice.iter_mut().zip(held) {
            if !h {
                *d = 1 + rng.below(u32::from(rules.def.faces)) as Face;
            }
        }
        let choice = best(plan, rules, &dice, rolls_left);
        if let Some(b) = scored(choice) {
            return b;
        }
        held = held_for(rules, &dice, choice).unwrap();
        rolls_left -= 1;
    }
}

/// Positions of `variant`: the sheet's filled boxes, the dice by their place, the rolls left.
fn positions(variant: VariantId) -> [(BoxMask, [Face; DICE], u8); 3] {
    let marked_first = variant == VariantId::Lucky7;
    [
        // An empty sheet, three alike with two rolls left.
        (0, [6, 6, 6, 1, 2], 2),
        // The upper boxes but Fives and Sixes filled, one roll left.
        (0b1111, [if marked_first { 7 } else { 5 }, 5, 6, 2, 3], 1),
        // Most of the lower section filled, one roll left.
        (0b111_1100_0000, [1, 3, 4, 4, 6], 1),
    ]
}

#[test]
fn a_keeps_aims_are_every_ordered_throw_of_its_dice() {
    for variant in common::tabled() {
        let rules = official(variant).rules();
        let t = table(variant);
        let mut ws = t.workspace(1);
        for (filled, dice, rolls_left) in positions(variant) {
            let state = TurnState {
                filled,
                upper: 0,
                yahtzee_scored: false,
            };
            let pos = Position {
                state,
                dice: Counts::of(&dice),
                marked: rules.def.wild.map(|w| dice[w.die]),
                rolls_left,
            };
            let options = t.advise(&pos, &mut ws);
            let plan = t.plan_turn(state, &mut ws);
            let mut keeps = 0;
            // The best keep and the next two.
            for o in options
                .iter()
                .filter(|o| scored(o.choice).is_none())
                .take(3)
            {
                let aims = plan.aims_of(&pos, o.choice).expect("a keep's aims");
                let held = held_for(&rules, &dice, o.choice).unwrap();
                let mut want = vec![0.0; rules.box_count()];
                enumerate(&plan, &rules, (dice, held), rolls_left - 1, 1.0, &mut want);
                for (b, (got, want)) in aims.iter().zip(&want).enumerate() {
                    assert!(
                        (got - want).abs() < 1e-9,
                        "{variant:?} {dice:?} {:?}: box {b}: {got} against {want}",
                        o.choice
                    );
                }
                assert!((aims.iter().sum::<f64>() - 1.0).abs() < 1e-9);
                keeps += 1;
            }
            assert_eq!(keeps, 3, "{variant:?} {dice:?}");
        }
    }
}

#[test]
fn twenty_thousand_turns_end_where_the_keep_aims() {
    for variant in [VariantId::Classic, VariantId::Lucky7] {
        let rules = official(variant).rules();
        let t = table(variant);
        let mut ws = t.workspace(1);
        let (filled, dice, rolls_left) = positions(variant)[0];
        let state = TurnState {
            filled,
            upper: 0,
            yahtzee_scored: false,
        };
        let plan = t.plan_turn(state, &mut ws);
        let choice = best(&plan, &rules, &dice, rolls_left);
        let held = held_for(&rules, &dice, choice).unwrap();
        let pos = Position {
            state,
            dice: Counts::of(&dice),
            marked: rules.def.wild.map(|w| dice[w.die]),
            rolls_left,
        };
        let aims = plan.aims_of(&pos, choice).unwrap();
        let n = 20_000;
        let mut counts = vec![0u32; rules.box_count()];
        let mut rng = Pcg32::from_seed(2026);
        for _ in 0..n {
            counts[thrown(&plan, &rules, (dice, held), rolls_left - 1, &mut rng)] += 1;
        }
        for (b, (&p, &c)) in aims.iter().zip(&counts).enumerate() {
            let seen = f64::from(c) / f64::from(n);
            let se = (p * (1.0 - p) / f64::from(n)).sqrt();
            assert!(
                (seen - p).abs() <= 4.0 * se,
                "{variant:?} box {b}: {seen} of {n} turns against {p}"
            );
        }
        let (top, other) = top_aims(&aims);
        assert!(top.len() == 3 && top[0].1 >= top[1].1 && top[1].1 >= top[2].1);
        assert!((top.iter().map(|t| t.1).sum::<f64>() + other - 1.0).abs() < 1e-9);
    }
}
