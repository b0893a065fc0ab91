//! The practice queue: positions that replay, the mistakes a review gives, the exact order of
//! the queue for a fixed history of reviews and answers, and stored positions read by replay.

use super::*;
use yahtzee_engine::{Action, DiceMode, VariantId};
use yahtzee_protocol::Choice as Best;

/// A whole game of `players` seats: every turn rolls, holds the first die, rolls again and
/// scores the first open box.
fn played(rules: RuleSet, players: usize, seed: u64) -> Vec<Decision> {
    let mut g = Game::with_dice(rules, players, seed, DiceMode::Rolled).unwrap();
    while !g.is_over() {
        g = g.apply(Action::Roll).unwrap();
        g = g.apply(Action::Toggle(0)).unwrap();
        g = g.apply(Action::Roll).unwrap();
        let open = g.sheet().boxes.iter().position(Option::is_none).unwrap();
        g = g.apply(Action::Score(open)).unwrap();
    }
    g.decisions().to_vec()
}

/// A verdict on decision `index` that gave away `loss`.
fn judged(index: usize, loss: f64) -> Judged {
    Judged {
        index,
        chosen: 100.0 - loss,
        best: 100.0,
        best_choice: Best::Score(0),
        why: None,
    }
}

#[test]
fn every_decision_is_a_position_of_its_player_alone() {
    for variant in [VariantId::Classic, VariantId::Yatzy, VariantId::Lucky7] {
        let rules = RuleSet {
            variant,
            options: Default::default(),
        }
        .fitted();
        let decisions = played(rules, 2, 7);
        for (i, d) in decisions.iter().enumerate() {
            let found = position(rules, &decisions, i).unwrap();
            let p = Practice {
                rules,
                decisions: found,
                loss: 1.0,
                level: 0,
            };
            let g = p.game().unwrap();
            let last = p.decisions.last().unwrap();
            assert_eq!((last.choice, last.dice), (d.choice, d.dice));
            let r = g.rules();
            assert_eq!(g.sheet().filled(), d.filled, "{variant:?} {i}");
            assert_eq!(g.sheet().totals(&r).upper, d.upper);
            assert_eq!((g.turn().dice, g.turn().rolls), (d.dice, d.rolls));
            // Earlier turns are one score each: at most a turn's decisions more.
            assert!(p.decisions.len() <= r.box_count() + 2);
        }
    }
}

#[test]
fn a_position_of_maxi_yatzy_keeps_the_rolls_saved_before_it() {
    let rules = RuleSet {
        variant: VariantId::Maxi,
        options: Default::default(),
    };
    // Two seats; odd turns score after one roll (two rolls saved), even ones use every roll.
    let mut g = Game::with_dice(rules, 2, 3, DiceMode::Rolled).unwrap();
    while !g.is_over() {
        g = g.apply(Action::Roll).unwrap();
        let turn = g.sheet().filled().count_ones();
        while turn % 2 == 1 && g.rolls_left() > 0 {
            g = g.apply(Action::Toggle(0)).unwrap();
            g = g.apply(Action::Roll).unwrap();
        }
        let open = g.sheet().boxes.iter().position(Option::is_none).unwrap();
        g = g.apply(Action::Score(open)).unwrap();
    }
    let decisions = g.decisions();
    assert!(
        decisions.iter().any(|d| d.rolls > 3),
        "saved rolls were spent"
    );
    for (i, d) in decisions.iter().enumerate() {
        let found = position(rules, decisions, i).unwrap();
        let at = Practice {
            rules,
            decisions: found,
            loss: 1.0,
            level: 0,
        }
        .game()
        .unwrap();
        let there = Game::at_decision(rules, 2, decisions, i).unwrap();
        assert_eq!(at.sheet(), &there.sheets()[d.player], "decision {i}");
        assert_eq!(
            (at.turn().dice, at.rolls_left()),
            (d.dice, there.rolls_left())
        );
    }
}

/// Labels the queue by the decision each position ends with (its index in the game `game`).
fn labels(queue: &[Practice], games: &[(&str, Vec<Decision>)]) -> Vec<String> {
    queue
        .iter()
        .map(|p| {
            let last = p.decisions.last().unwrap();
            let (name, i) = games
                .iter()
                .find_map(|(name, ds)| {
                    (0..ds.len())
                        .find(|&i| position(p.rules, ds, i).as_deref() == Some(&p.decisions[..]))
                        .map(|i| (name, i))
                })
                .unwrap();
            assert_eq!(
                last.dice,
                games.iter().find(|g| g.0 == *name).unwrap().1[i].dice
            );
            format!("{name}{i}")
        })
        .collect()
}

#[test]
fn a_review_gives_the_costliest_mistakes_of_its_people() {
    let rules = RuleSet::default();
    let decisions = played(rules, 2, 3);
    // Seat 0's decisions are even-numbered turns' (two per turn): 0, 1, 4, 5, 8, 9…
    let seat = |i: usize| decisions[i].player;
    assert_eq!((seat(0), seat(1), seat(2), seat(4)), (0, 0, 1, 0));
    let verdicts = vec![
        judged(0, 0.4),  // too small
        judged(1, 2.0),  // seat 0
        judged(2, 9.0),  // seat 1, a bot here
        judged(4, 3.0),  // seat 0
        judged(5, 0.5),  // seat 0, just enough
        judged(8, 1.0),  // seat 0
        judged(9, 7.5),  // seat 0
        judged(12, 2.5), // seat 0
        judged(13, 0.7), // seat 0: the sixth, not taken
    ];
    let new = from_review(rules, &decisions, &verdicts, |p| p == 0);
    let games = [("A", decisions.clone())];
    assert_eq!(labels(&new, &games), ["A9", "A4", "A12", "A1", "A8"]);
    assert_eq!(
        new.iter().map(|p| p.loss).collect::<Vec<_>>(),
        [7.5, 3.0, 2.5, 2.0, 1.0]
    );
}

/// A fixed history of two reviews and eleven answers gives this queue, position by position.
#[test]
fn the_queue_order_is_exact_for_a_fixed_history() {
    let rules = RuleSet::default();
    let a = played(rules, 1, 11);
    let b = played(rules, 1, 12);
    let games = [("A", a.clone()), ("B", b.clone())];
    let mut queue = Vec::new();
    let review_a = [judged(3, 4.0), judged(7, 1.5), judged(10, 6.0)];
    assert_eq!(
        add(&mut queue, from_review(rules, &a, &review_a, |_| true)),
        3
    );
    assert_eq!(labels(&queue, &games), ["A10", "A3", "A7"]);
    // The same review again adds nothing.
    assert_eq!(
        add(&mut queue, from_review(rules, &a, &review_a, |_| true)),
        0
    );
    let review_b = [judged(2, 0.9), judged(5, 3.5)];
    assert_eq!(
        add(&mut queue, from_review(rules, &b, &review_b, |_| true)),
        2
    );
    assert_eq!(labels(&queue, &games), ["B5", "B2", "A10", "A3", "A7"]);
    let mut answer_first = |loss: f64| {
        let first = queue[0].clone();
        assert!(answer(&mut queue, &first, loss));
        labels(&queue, &games)
    };
    // Badly: back after one other.
    assert_eq!(answer_first(2.0), ["B2", "B5", "A10", "A3", "A7"]);
    // Well (level 1): after three others.
    assert_eq!(answer_first(0.0), ["B5", "A10", "A3", "B2", "A7"]);
    assert_eq!(answer_first(0.1), ["A10", "A3", "B2", "B5", "A7"]);
    assert_eq!(answer_first(0.3), ["A3", "A10", "B2", "B5", "A7"]);
    assert_eq!(answer_first(0.0), ["A10", "B2", "B5", "A3", "A7"]);
    assert_eq!(answer_first(0.0), ["B2", "B5", "A3", "A10", "A7"]);
    // B2 well again (level 2): after seven others, at the end of a shorter queue.
    assert_eq!(answer_first(0.0), ["B5", "A3", "A10", "A7", "B2"]);
    assert_eq!(answer_first(0.0), ["A3", "A10", "A7", "B2", "B5"]);
    assert_eq!(answer_first(5.0), ["A10", "A3", "A7", "B2", "B5"]);
    let levels: Vec<u8> = queue.iter().map(|p| p.level).collect();
    assert_eq!(levels, [1, 0, 0, 2, 2]);
    // B2 well twice more: learnt, it leaves the queue.
    let b2 = queue[3].clone();
    assert!(answer(&mut queue, &b2, 0.0));
    let b2 = queue.iter().find(|p| p.level == 3).unwrap().clone();
    assert!(answer(&mut queue, &b2, 0.0));
    assert_eq!(labels(&queue, &games), ["A10", "A3", "A7", "B5"]);
    // An answer to a position the queue no longer holds changes nothing.
    assert!(!answer(&mut queue, &b2, 0.0));
    assert_eq!(queue.len(), 4);
}

#[test]
fn the_queue_keeps_its_newest_forty() {
    let rules = RuleSet::default();
    let mut queue = Vec::new();
    for seed in 0..10 {
        let ds = played(rules, 1, seed);
        let verdicts: Vec<Judged> = (0..6).map(|i| judged(i * 2 + 1, 1.0 + i as f64)).collect();
        add(&mut queue, from_review(rules, &ds, &verdicts, |_| true));
    }
    assert_eq!(queue.len(), PRACTICE_LEN);
    // The last game's five lead, costliest first.
    let newest = played(rules, 1, 9);
    assert_eq!(queue[0].decisions, position(rules, &newest, 11).unwrap());
}

#[test]
fn a_stored_position_is_read_by_replay() {
    let rules = RuleSet::default();
    let ds = played(rules, 1, 5);
    let good = Practice {
        rules,
        decisions: position(rules, &ds, 9).unwrap(),
        loss: 2.5,
        level: 1,
    };
    let text = serde_json::to_string(&good).unwrap();
    assert_eq!(serde_json::from_str::<Practice>(&text).unwrap(), good);
    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        serde_json::from_str::<Practice>(&v.to_string())
            .unwrap_err()
            .to_string()
    };
    assert!(refused(&|v| v["level"] = LEARNT.into()).contains("learnt"));
    assert!(refused(&|v| v["loss"] = (-1.0).into()).contains("loss"));
    assert!(refused(&|v| v["loss"] = 2000.0.into()).contains("loss"));
    assert!(refused(&|v| v["decisions"] = serde_json::json!([])).contains("no decision"));
    // A die the position did not show, a box not filled, an upper total it cannot have.
    assert!(!refused(&|v| v["decisions"][0]["dice"][0] = 9.into()).is_empty());
    assert!(!refused(&|v| v["decisions"][1]["filled"] = 0.into()).is_empty());
    assert!(!refused(&|v| v["decisions"][1]["upper"] = 50.into()).is_empty());
    // A keep after the last roll.
    let mut g = Game::with_dice(rules, 1, 5, DiceMode::Rolled).unwrap();
    for _ in 0..3 {
        g = g.apply(Action::Roll).unwrap();
    }
    let mut three = g.apply(Action::Score(0)).unwrap().decisions().to_vec();
    let at_three = Practice {
        rules,
        decisions: three.clone(),
        loss: 1.0,
        level: 0,
    };
    assert!(at_three.game().is_ok());
    three[2].choice = Choice::Keep(yahtzee_engine::Held::from([true; 5]));
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["decisions"] = serde_json::to_value(&three).unwrap();
    let why = serde_json::from_str::<Practice>(&v.to_string()).unwrap_err();
    assert!(
        why.to_string().contains("keep after the last roll"),
        "{why}"
    );
}
