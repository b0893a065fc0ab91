//! The cues of every kind of change, in every game, with seeded and with real dice.

use super::*;
use yahtzee_engine::{
    Action, Dice, DiceMode, Face, Options, RuleSet, Seat, SeatKind, VariantId, DICE,
};

fn rules(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        options: Options::default(),
    }
    .fitted()
}

fn seats(n: usize) -> Vec<Seat> {
    (0..n)
        .map(|i| Seat {
            name: format!("P{i}"),
            kind: SeatKind::Human,
        })
        .collect()
}

/// A table of `n` with real dice: every die is the test's to choose.
fn real(variant: VariantId, n: usize) -> Session {
    Session::with_dice(rules(variant), seats(n), 1, 7, DiceMode::Entered).unwrap()
}

fn act(s: &Session, action: Action) -> Session {
    s.apply(action).unwrap()
}

/// Enters `dice` and scores them in `box_index`: the session after the entry, and after the score.
fn enter_and_score(s: &Session, dice: &[Face], box_index: usize) -> (Session, Session) {
    let entered = act(s, Action::Enter(Dice::from_slice(dice).unwrap()));
    let scored = act(&entered, Action::Score(box_index));
    (entered, scored)
}

fn boxes_where(variant: VariantId, pick: impl Fn(&Pattern) -> bool) -> Vec<usize> {
    let r = rules(variant).variant.def();
    (0..r.boxes.len())
        .filter(|&i| pick(&r.boxes[i].pattern))
        .collect()
}

#[test]
fn a_seeded_game_tells_each_roll_and_each_score_as_it_was_made() {
    let mut s = Session::new(RuleSet::default(), seats(1), 1, 2024).unwrap();
    for turn in 0..13 {
        let rolled = act(&s, Action::Roll);
        assert_eq!(
            cues(&s, &rolled),
            vec![Cue::Roll { thrown: 5 }],
            "turn {turn}"
        );
        let held = act(&rolled, Action::Hold(0));
        assert_eq!(cues(&rolled, &held), vec![], "a hold is no cue");
        let again = act(&held, Action::Roll);
        assert_eq!(cues(&held, &again), vec![Cue::Roll { thrown: 4 }]);
        let open = (0..13)
            .find(|&b| again.game().sheet().boxes[b].is_none())
            .unwrap();
        let scored = act(&again, Action::Score(open));
        let last = scored.game().last_scored().unwrap();
        let told = cues(&again, &scored);
        assert_eq!(
            told[0],
            Cue::Score {
                player: 0,
                points: last.points
            }
        );
        // Alone, nobody takes a lead; the game's end comes last.
        assert!(!told.iter().any(|c| matches!(c, Cue::Lead { .. })));
        assert_eq!(
            told.last() == Some(&Cue::Won { seats: vec![0] }),
            turn == 12
        );
        s = scored;
    }
    assert!(s.game().is_over());
}

#[test]
fn every_games_full_houses_and_straights_are_flourished() {
    for variant in VariantId::ALL {
        let boxes = boxes_where(variant, |p| {
            matches!(
                p,
                Pattern::FullHouse
                    | Pattern::FullHouseSameColour
                    | Pattern::Straight(_)
                    | Pattern::Run { .. }
            )
        });
        assert!(
            !boxes.is_empty(),
            "{variant:?} has a full house or a straight"
        );
        for b in boxes {
            let s = real(variant, 1);
            let example = rules(variant).variant.def().boxes[b].example();
            let (entered, scored) = enter_and_score(&s, example, b);
            let points = scored.game().last_scored().unwrap().points;
            assert!(points > 0, "{variant:?} box {b}'s example scores");
            let told = cues(&entered, &scored);
            assert!(
                told.contains(&Cue::Flourish {
                    player: 0,
                    box_index: b,
                    points
                }),
                "{variant:?} box {b}: {told:?}"
            );
            // Scored 0, the same box is no flourish.
            let dice = usize::from(rules(variant).variant.def().dice);
            let (entered, zero) = enter_and_score(&s, &[1, 1, 2, 2, 4, 4][..dice], b);
            if zero.game().last_scored().unwrap().points == 0 {
                let told = cues(&entered, &zero);
                assert!(!told.iter().any(|c| matches!(c, Cue::Flourish { .. })));
            }
        }
    }
}

#[test]
fn a_chance_of_30_is_flourished_and_one_of_29_is_not() {
    let chance = boxes_where(VariantId::Yatzy, |p| *p == Pattern::Chance)[0];
    let s = real(VariantId::Yatzy, 1);
    let (entered, scored) = enter_and_score(&s, &[6, 6, 6, 6, 5], chance);
    assert_eq!(
        cues(&entered, &scored),
        vec![Cue::Score {
            player: 0,
            points: 29
        }]
    );
    let (entered, scored) = enter_and_score(&s, &[6, 6, 6, 6, 6], chance);
    assert_eq!(
        cues(&entered, &scored),
        vec![
            Cue::Score {
                player: 0,
                points: 30
            },
            Cue::Flourish {
                player: 0,
                box_index: chance,
                points: 30
            }
        ]
    );
}

#[test]
fn every_games_five_alike_box_is_a_five_alike() {
    for variant in VariantId::ALL {
        let r = rules(variant);
        let y = r.rules().five_alike_box().unwrap();
        let s = real(variant, 1);
        let example = r.variant.def().boxes[y].example();
        let (entered, scored) = enter_and_score(&s, example, y);
        let points = scored.game().last_scored().unwrap().points;
        assert!(
            cues(&entered, &scored).contains(&Cue::FiveAlike { player: 0, points }),
            "{variant:?}"
        );
        // A five alike scored elsewhere, the box still open, is none (no bonus without it).
        let other = (0..r.variant.def().boxes.len()).find(|&b| b != y).unwrap();
        let (entered, scored) = enter_and_score(&s, example, other);
        let told = cues(&entered, &scored);
        assert!(!told.iter().any(|c| matches!(c, Cue::FiveAlike { .. })));
    }
}

#[test]
fn an_extra_yahtzee_is_a_five_alike_with_its_bonus() {
    let s = real(VariantId::Classic, 1);
    let y = rules(VariantId::Classic).variant.def().yahtzee_box.unwrap();
    let (_, first) = enter_and_score(&s, &[4; DICE], y);
    // The Joker sends the second to the Fours, open: 20 points and the 100 bonus.
    let (entered, second) = enter_and_score(&first, &[4; DICE], 3);
    assert_eq!(
        cues(&entered, &second)[..2],
        [
            Cue::Score {
                player: 0,
                points: 20
            },
            Cue::FiveAlike {
                player: 0,
                points: 120
            }
        ]
    );
}

#[test]
fn the_upper_bonus_comes_with_the_score_that_reaches_it() {
    let mut s = real(VariantId::Classic, 1);
    for face in 1..=6u8 {
        let (entered, scored) = enter_and_score(
            &s,
            &[face, face, face, face, 1 + face % 6],
            (face - 1) as usize,
        );
        let bonus: Vec<Cue> = cues(&entered, &scored)
            .into_iter()
            .filter(|c| matches!(c, Cue::UpperBonus { .. }))
            .collect();
        // 4 × (1 + … + 5) = 60 before the Sixes, 84 after: over 63.
        let expected = match face {
            6 => vec![Cue::UpperBonus {
                player: 0,
                points: 35,
            }],
            _ => vec![],
        };
        assert_eq!(bonus, expected, "face {face}");
        s = scored;
    }
}

#[test]
fn the_lead_changes_hands_only_when_a_seat_passes_the_one_ahead() {
    let s = real(VariantId::Classic, 2);
    let chance = boxes_where(VariantId::Classic, |p| *p == Pattern::Chance)[0];
    let told = |a: &Session, b: &Session| -> Vec<Cue> {
        cues(a, b)
            .into_iter()
            .filter(|c| matches!(c, Cue::Lead { .. }))
            .collect()
    };
    // The first points of the game take no lead.
    let (e, a) = enter_and_score(&s, &[1, 2, 3, 3, 3], chance);
    assert_eq!(told(&e, &a), vec![]);
    // The second player passes the first (24 to 12): the lead changes hands.
    let (e, b) = enter_and_score(&a, &[6, 6, 5, 5, 2], chance);
    assert_eq!(told(&e, &b), vec![Cue::Lead { seat: 1 }]);
    // The first player draws level (24 and 24): nobody leads alone.
    let (e, c) = enter_and_score(&b, &[6, 6, 1, 1, 1], 5);
    assert_eq!(told(&e, &c), vec![]);
    // From a tie, the second goes ahead (26): a lead taken.
    let (e, d) = enter_and_score(&c, &[1, 1, 3, 4, 5], 0);
    assert_eq!(told(&e, &d), vec![Cue::Lead { seat: 1 }]);
    // Closer behind (25), or the leader adding to the lead (30): no change.
    let (e, f) = enter_and_score(&d, &[1, 4, 4, 5, 5], 0);
    assert_eq!(told(&e, &f), vec![]);
    let (e, g) = enter_and_score(&f, &[2, 2, 3, 4, 5], 1);
    assert_eq!(told(&e, &g), vec![]);
    // The first passes the second (25 + 12 = 37 to 30): the lead changes hands again.
    let (e, h) = enter_and_score(&g, &[4, 4, 4, 1, 2], 3);
    assert_eq!(told(&e, &h), vec![Cue::Lead { seat: 0 }]);
}

#[test]
fn the_last_score_ends_the_game_with_its_winners() {
    for (second, winners) in [(true, vec![0, 1]), (false, vec![0])] {
        let def = rules(VariantId::Yacht).variant.def();
        let mut s = real(VariantId::Yacht, 2);
        let mut last = Vec::new();
        for b in 0..def.boxes.len() {
            for player in 0..2 {
                let dice = match player == 1 && !second {
                    true => [1, 2, 4, 5, 5].map(|f| if b == 0 { 2 } else { f }).to_vec(),
                    false => def.boxes[b].example().to_vec(),
                };
                let (e, next) = enter_and_score(&s, &dice, b);
                last = cues(&e, &next);
                s = next;
            }
        }
        assert!(s.game().is_over());
        assert_eq!(last.last(), Some(&Cue::Won { seats: winners }));
    }
}

#[test]
fn going_back_or_to_another_game_is_no_cue() {
    let s = real(VariantId::Classic, 1);
    let (entered, scored) = enter_and_score(&s, &[3, 3, 3, 2, 2], 8);
    let undone = act(&scored, Action::Undo);
    assert_eq!(cues(&scored, &undone), vec![]);
    assert_eq!(cues(&scored, &entered), vec![]);
    assert_eq!(cues(&entered, &s), vec![]);
    // A new game, or another table's session, is not a step of this one.
    let new = act(&scored, Action::NewGame { seed: 8 });
    assert_eq!(cues(&scored, &new), vec![]);
    let other = real(VariantId::Yatzy, 1);
    let other = act(&other, Action::Enter(Dice::from([1, 2, 3, 4, 5])));
    assert_eq!(cues(&s, &other), vec![]);
    assert_eq!(cues(&scored, &scored), vec![]);
}

#[test]
fn real_dice_entered_are_a_roll_and_a_correction_is_not() {
    let s = real(VariantId::Classic, 1);
    let entered = act(&s, Action::Enter(Dice::from([1, 2, 3, 4, 5])));
    assert_eq!(cues(&s, &entered), vec![Cue::Roll { thrown: 5 }]);
    let corrected = act(&entered, Action::Correct { die: 0, face: 6 });
    assert_eq!(cues(&entered, &corrected), vec![]);
    let held = act(&corrected, Action::Hold(1));
    let again = act(&held, Action::Enter(Dice::from([6, 2, 3, 4, 4])));
    assert_eq!(cues(&held, &again), vec![Cue::Roll { thrown: 4 }]);
}

#[test]
fn a_score_and_the_next_roll_seen_together_are_both_told() {
    let s = real(VariantId::Classic, 2);
    let (entered, scored) = enter_and_score(&s, &[3, 3, 3, 2, 2], 8);
    let rolled = act(&scored, Action::Enter(Dice::from([1, 1, 1, 1, 2])));
    let told = cues(&entered, &rolled);
    assert_eq!(
        told.first(),
        Some(&Cue::Score {
            player: 0,
            points: 25
        })
    );
    assert_eq!(told.last(), Some(&Cue::Roll { thrown: 5 }));
}

#[test]
fn the_mover_is_the_seat_whose_turn_it_was_at_its_pace() {
    let mut table = seats(2);
    table[1].kind = SeatKind::Bot(yahtzee_engine::BotLevel::Expert);
    let s = Session::new(RuleSet::default(), table, 1, 3).unwrap();
    assert_eq!(mover(&s, None, true), Mover::Person);
    let rolled = act(&s, Action::Roll);
    let bots_turn = act(&rolled, Action::Score(12));
    assert_eq!(mover(&bots_turn, None, false), Mover::Bot);
    assert_eq!(mover(&bots_turn, None, true), Mover::FastBot);
    assert_eq!(mover(&bots_turn, Some((1, 1)), false), Mover::SkippedBot);
    // A rush of another turn is over.
    assert_eq!(mover(&bots_turn, Some((1, 2)), false), Mover::Bot);
}
