//! The hint's line to win: a chance below 10 % with one decimal, and a word when no move can win
//! (a percentage is kept to its number by a no-break space); why the best box, in every game.

use super::*;
use yahtzee_engine::{Action, Counts, RuleSet, VariantId};
use yahtzee_protocol::{Choice, WhyBox};

fn ranked(choice: Choice, value: f64) -> Ranked {
    Ranked { choice, value }
}

/// A table of two after its first roll.
fn rolled() -> Game {
    Game::new(RuleSet::default(), 2, 11)
        .unwrap()
        .apply(Action::Roll)
        .unwrap()
}

#[test]
fn a_small_chance_keeps_a_decimal_and_a_lost_game_says_so() {
    let game = rolled();
    let keep = Choice::Keep(Counts::of(&[6, 6]));
    let chance = Choice::Score(12);
    let points = ranked(keep, 0.5);
    let say = |ranking: &[Ranked]| to_win_words(&game, Some(ranking), true, &points);
    // 1.24 % and 0.61 %: not both "1 %".
    let (win, for_points) = say(&[ranked(chance, 0.0124), ranked(keep, 0.0061)]).unwrap();
    assert_eq!(
        win,
        format!("To win: {}, 1.2\u{a0}%", describe(&game, &chance))
    );
    assert_eq!(
        for_points.as_deref(),
        Some(&*format!(
            "For points: {}, 0.6\u{a0}%",
            describe(&game, &keep)
        ))
    );
    // From 10 % on, whole percents.
    let (win, _) = say(&[ranked(chance, 0.0996), ranked(keep, 0.05)]).unwrap();
    assert_eq!(
        win,
        format!("To win: {}, 10\u{a0}%", describe(&game, &chance))
    );
    // No move can win: no "0 %" to play for, and no move named for it.
    let (win, for_points) = say(&[ranked(chance, 0.0), ranked(keep, 0.0)]).unwrap();
    assert_eq!(win, "No move can win this game any more.");
    assert_eq!(for_points, None);
}

/// A position's reasons and what the hint says: the game, the seed of a new game of one rolled
/// three times, the two boxes (the best first), their points now, what each leaves open is worth
/// later, the upper bonus's chance (at the turn's start, after each), the playouts, the words.
type Said = (
    VariantId,
    u64,
    [&'static str; 2],
    [u16; 2],
    [f64; 2],
    Option<[f64; 3]>,
    u32,
    &'static str,
);

/// Three positions per game. A snapshot: the numbers are `yahtzee advise --game --why`'s
/// (2026-11-29, the shipped tables), and each sentence was written from them apart from this
/// code, by tests/e2e/why.test.js's way (the words of locales/en/coach.ftl, the weightiest
/// reason first). A change to the playouts moves the numbers; one to the words or their order,
/// the sentences.
#[rustfmt::skip]
const SAID: &[Said] = &[
    (VariantId::Classic, 3, ["Ones", "Chance"], [1, 18], [21.745, 1.625], Some([0.705, 0.48, 0.595]), 200,
     "Why: Chance left open is worth about 22 later, Ones 2; Ones scores 1 now, Chance 18; the upper bonus 71\u{a0}% at the start of this turn, 48\u{a0}% after Ones, 60\u{a0}% after Chance."),
    (VariantId::Classic, 4, ["Small Straight", "Ones"], [30, 1], [1.79, 29.1], Some([0.65, 0.62, 0.505]), 200,
     "Why: Small Straight scores 30 now, Ones 1; Ones left open is worth about 2 later, Small Straight 29; the upper bonus 65\u{a0}% at the start of this turn, 62\u{a0}% after Small Straight, 51\u{a0}% after Ones."),
    (VariantId::Classic, 5, ["Small Straight", "Chance"], [30, 21], [21.79, 29.25], Some([0.64, 0.605, 0.565]), 200,
     "Why: Small Straight scores 30 now, Chance 21; Chance left open is worth about 22 later, Small Straight 29; the upper bonus 64\u{a0}% at the start of this turn, 61\u{a0}% after Small Straight, 56\u{a0}% after Chance."),
    (VariantId::Yatzy, 3, ["Small Straight", "One Pair"], [0, 8], [11.07, 3.15], Some([0.92, 0.92, 0.91]), 200,
     "Why: Small Straight scores 0 now, One Pair 8; One Pair left open is worth about 11 later, Small Straight 3; the upper bonus 92\u{a0}% at the start of this turn, 92\u{a0}% after Small Straight, 91\u{a0}% after One Pair."),
    (VariantId::Yatzy, 4, ["Small Straight", "Ones"], [0, 1], [2.11, 3.6], Some([0.89, 0.88, 0.815]), 200,
     "Why: the upper bonus 89\u{a0}% at the start of this turn, 88\u{a0}% after Small Straight, 82\u{a0}% after Ones; Ones left open is worth about 2 later, Small Straight 4; Small Straight scores 0 now, Ones 1."),
    (VariantId::Yatzy, 5, ["Chance", "Small Straight"], [21, 0], [3.0, 22.525], Some([0.865, 0.84, 0.855]), 200,
     "Why: Chance scores 21 now, Small Straight 0; Small Straight left open is worth about 3 later, Chance 23; the upper bonus 87\u{a0}% at the start of this turn, 84\u{a0}% after Chance, 86\u{a0}% after Small Straight."),
    (VariantId::Yacht, 3, ["Fours", "Ones"], [8, 1], [1.3431372549019607, 9.647058823529411], None, 204,
     "Why: Ones left open is worth about 1 later, Fours 10; Fours scores 8 now, Ones 1."),
    (VariantId::Yacht, 4, ["Ones", "Twos"], [1, 2], [3.5098039215686274, 1.3235294117647058], None, 204,
     "Why: Twos left open is worth about 4 later, Ones 1; Ones scores 1 now, Twos 2."),
    (VariantId::Yacht, 5, ["Threes", "Choice"], [6, 21], [23.323529411764707, 6.926470588235294], None, 204,
     "Why: Choice left open is worth about 23 later, Threes 7; Threes scores 6 now, Choice 21."),
    (VariantId::Tricolor, 3, ["Ones", "Fours"], [1, 8], [10.82, 1.72], Some([0.535, 0.34, 0.25]), 200,
     "Why: Fours left open is worth about 11 later, Ones 2; Ones scores 1 now, Fours 8; the upper bonus 54\u{a0}% at the start of this turn, 34\u{a0}% after Ones, 25\u{a0}% after Fours."),
    (VariantId::Tricolor, 4, ["Ones", "Twos"], [1, 2], [4.5, 1.86], Some([0.555, 0.355, 0.225]), 200,
     "Why: the upper bonus 56\u{a0}% at the start of this turn, 36\u{a0}% after Ones, 23\u{a0}% after Twos; Twos left open is worth about 5 later, Ones 2; Ones scores 1 now, Twos 2."),
    (VariantId::Tricolor, 5, ["Chance", "Threes"], [21, 6], [7.395, 21.76], Some([0.565, 0.3, 0.315]), 200,
     "Why: Chance scores 21 now, Threes 6; Threes left open is worth about 7 later, Chance 22; the upper bonus 56\u{a0}% at the start of this turn, 30\u{a0}% after Chance, 32\u{a0}% after Threes."),
    (VariantId::Lucky7, 3, ["Fives", "Three of a Kind"], [15, 25], [24.66, 16.075], Some([0.645, 0.635, 0.645]), 200,
     "Why: Fives scores 15 now, Three of a Kind 25; Three of a Kind left open is worth about 25 later, Fives 16; the upper bonus 65\u{a0}% at the start of this turn, 64\u{a0}% after Fives, 65\u{a0}% after Three of a Kind."),
    (VariantId::Lucky7, 4, ["Full House", "Twos"], [25, 6], [5.36, 21.125], Some([0.62, 0.66, 0.66]), 200,
     "Why: Full House scores 25 now, Twos 6; Twos left open is worth about 5 later, Full House 21; the upper bonus 62\u{a0}% at the start of this turn, 66\u{a0}% after Full House, 66\u{a0}% after Twos."),
    (VariantId::Lucky7, 5, ["Threes", "Ones"], [6, 1], [1.81, 8.37], Some([0.715, 0.475, 0.58]), 200,
     "Why: Ones left open is worth about 2 later, Threes 8; Threes scores 6 now, Ones 1; the upper bonus 72\u{a0}% at the start of this turn, 48\u{a0}% after Threes, 58\u{a0}% after Ones."),
];

#[test]
fn why_the_best_box_is_said_weightiest_reason_first_in_every_game() {
    for &(variant, seed, boxes, points, later, bonus, playouts, said) in SAID {
        let rules = RuleSet {
            variant,
            ..RuleSet::default()
        };
        let mut game = Game::new(rules, 1, seed).unwrap();
        for _ in 0..3 {
            game = game.apply(Action::Roll).unwrap();
        }
        let r = game.rules();
        let slot = |name: &str| {
            r.boxes()
                .iter()
                .position(|b| b.name.english() == name)
                .unwrap()
        };
        let each = |i: usize| {
            let slot = slot(boxes[i]);
            // The points are the engine's for the dice the seed rolls.
            assert_eq!(
                game.preview(slot).unwrap().points,
                points[i],
                "{variant:?} seed {seed}"
            );
            WhyBox {
                slot,
                points: points[i],
                left_open: later[i],
                bonus: bonus.map_or(0.0, |b| b[1 + i]),
            }
        };
        let why = Why {
            best: each(0),
            other: each(1),
            bonus_before: bonus.map(|b| b[0]),
            playouts,
        };
        assert_eq!(why::why_words(&r, &why), said, "{variant:?} seed {seed}");
    }
}
