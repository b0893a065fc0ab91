//! The perfect player of a day's game: the page's Expert bot on the day's dice. Its totals are
//! the command line's, every decision it makes is the table's best at that moment, its dice are
//! the day's slot faces, and its game replays from its decisions as the page rebuilds it.

use yahtzee_engine::daily::{parse_date, slot_face, LAST_DAY};
use yahtzee_engine::{Choice, Dice, DiceMode, Game, Held, VariantId, DICE};
use yahtzee_solver::daily::perfect_play;
use yahtzee_solver::review::review;

mod common;

/// The official rules: the only ones a day's game is played by.
use common::{official, table};

fn day() -> u64 {
    parse_date("2026-12-01").unwrap()
}

/// The perfect player's finished game of 2026-12-01.
fn played(variant: VariantId) -> Game {
    let t = table(variant);
    perfect_play(t, variant, day(), &mut t.workspace(1)).unwrap()
}

/// A snapshot, not an independent value: the command line runs the same `perfect_play`, so this
/// pins what it printed when it was taken. A change is legitimate only with new dice for the day
/// (`daily::slot_face`) or a new table (`SOLVER_VERSION`); that perfect play is perfect is
/// checked apart, by the review (`every_decision_is_the_tables_best`).
/// `./target/release/yahtzee daily --date 2026-12-01 --variant KEY` prints
/// "Classic Yahtzee, the game of 2026-12-01: perfect play scores 241 on these dice (its mean is
/// 254.59)", "Yatzy, ... scores 251 ... (its mean is 248.44)" and "Yacht, ... scores 136 ...
/// (its mean is 166.96)".
#[test]
fn perfect_play_scores_what_the_command_line_prints() {
    for (variant, total) in [
        (VariantId::Classic, 241),
        (VariantId::Yatzy, 251),
        (VariantId::Yacht, 136),
    ] {
        let game = played(variant);
        assert!(game.is_over(), "{variant:?}");
        assert_eq!(game.dice_mode(), DiceMode::Practice, "{variant:?}");
        assert_eq!(
            game.sheet().totals(&game.rules()).total,
            total,
            "{variant:?}"
        );
    }
}

/// Judged apart from the bot's own steps (the review matches each recorded decision with the
/// table's options), no decision gives away anything.
#[test]
fn every_decision_is_the_tables_best() {
    for variant in [VariantId::Classic, VariantId::Yatzy, VariantId::Yacht] {
        let t = table(variant);
        let game = played(variant);
        let decisions = game.decisions();
        let judged = review(t, decisions, &mut t.workspace(1));
        assert_eq!(
            judged.len(),
            decisions.len(),
            "{variant:?}: every decision judged"
        );
        for j in &judged {
            assert_eq!(j.loss(), 0.0, "{variant:?}: decision {} loses", j.index);
        }
    }
}

/// Every die shows the day's slot face of the roll it was last thrown in: held dice keep their
/// face, thrown ones meet the day's, whatever the player held (no other dice, no look ahead).
#[test]
fn the_dice_are_the_days_slot_faces() {
    for variant in [VariantId::Classic, VariantId::Yatzy] {
        let game = played(variant);
        let mut held = Held::filled(DICE, false);
        let mut before = Dice::filled(DICE, 0);
        for d in game.decisions() {
            let turn = d.filled.count_ones() as usize;
            if d.rolls == 1 {
                held = Held::filled(DICE, false);
            }
            for slot in 0..DICE {
                let face = if held[slot] {
                    before[slot]
                } else {
                    slot_face(variant, day(), turn, d.rolls - 1, slot)
                };
                assert_eq!(
                    d.dice[slot], face,
                    "{variant:?} turn {turn} roll {}",
                    d.rolls
                );
            }
            held = match d.choice {
                Choice::Keep(h) => h,
                Choice::Score(_) => Held::filled(DICE, false),
            };
            before = d.dice;
        }
    }
}

/// The page rebuilds the perfect player's game from its decisions alone, and the engine checks
/// them: the same game, box for box.
#[test]
fn the_play_replays_from_its_decisions() {
    for variant in [VariantId::Classic, VariantId::Yatzy] {
        let game = played(variant);
        let again = Game::from_decisions(
            official(variant),
            1,
            day(),
            DiceMode::Practice,
            game.decisions(),
        )
        .unwrap();
        assert!(again.is_over());
        assert_eq!(again.sheets(), game.sheets(), "{variant:?}");
        assert_eq!(again.decisions(), game.decisions(), "{variant:?}");
    }
}

/// Another game's table, or a day past the last date, is an error, not a game.
#[test]
fn a_wrong_table_or_day_is_refused() {
    let yacht = table(VariantId::Yacht);
    let mut ws = yacht.workspace(1);
    let err = perfect_play(yacht, VariantId::Classic, day(), &mut ws).unwrap_err();
    assert!(err.contains("Classic Yahtzee"), "{err}");
    assert!(perfect_play(yacht, VariantId::Yacht, LAST_DAY + 1, &mut ws).is_err());
    assert!(perfect_play(yacht, VariantId::Yacht, LAST_DAY, &mut ws).is_ok());
}
