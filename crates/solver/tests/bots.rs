//! The bots: one function ([`bot_action`]) decides every step of a bot, on the page and in the
//! simulations, and every step it returns changes the game, so a bot's turn always ends.

use proptest::prelude::*;
use yahtzee_engine::{Action, BotLevel, Game, Pcg32, Scripted, VariantId, DICE, MAX_SEED};
use yahtzee_solver::play::{bot_action, play_bot_turn, position};
use yahtzee_solver::{Choice, Ranked, Table};

mod common;
use common::{official, table};

/// The ranking the page's worker sends for the position in `game` (none before a roll).
fn ranking(table: &Table, game: &Game) -> Vec<Ranked> {
    let mut ws = table.workspace(1);
    position(game).map_or_else(Vec::new, |pos| table.advise(&pos, &mut ws))
}

/// The position a player met in the browser: Lucky7, the marked die and one more showing 7,
/// three 2s, no rolls left. The best choice counts the wild 7 as a 7, which the engine stores
/// as no choice at all; a bot used to ask for that 7 again and again and its table stalled.
#[test]
fn lucky7_a_wild_seven_counted_as_seven_is_scored_at_once() {
    let rules = official(VariantId::Lucky7);
    let t = table(VariantId::Lucky7);
    let mut game = Game::new(rules, 2, 7).unwrap();
    for _ in 0..3 {
        game = game.roll_with(&mut Scripted::new([7, 7, 2, 2, 2])).unwrap();
    }
    assert_eq!(game.turn().dice, [7, 7, 2, 2, 2]);
    assert_eq!(game.rolls_left(), 0);
    assert_eq!(game.turn().wild, None);
    let ranked = ranking(t, &game);
    let best = yahtzee_solver::best_per_box(&ranked)[0].choice;
    let Choice::ScoreWild { box_index, wild } = best else {
        panic!("the best choice scores with the wild die: {best:?}");
    };
    assert_eq!(wild, 7, "the solver counts the 7 as 7");
    // Expert plays the best choice: the score itself, with no wild step that changes nothing.
    assert_eq!(
        bot_action(&game, &ranked, BotLevel::Expert),
        Some(Action::Score(box_index))
    );
    for level in BotLevel::ALL {
        let a = bot_action(&game, &ranked, level).unwrap();
        let next = game.apply(a).unwrap();
        assert_ne!(next, game, "{level:?}: {a:?} changes the game");
        let mut ws = t.workspace(1);
        let after = play_bot_turn(t, &game, level, &mut ws).unwrap();
        assert_eq!(after.current_player(), 1, "{level:?}: the turn ended");
    }
}

/// A game of `variant` with `players`, brought to a random position: `turns` turns of random
/// scores, then `rolls` rolls with random holds between, and maybe a random wild face.
fn random_position(
    variant: VariantId,
    players: usize,
    seed: u64,
    turns: usize,
    rolls: u8,
    wild: bool,
) -> Game {
    let mut game = Game::new(official(variant), players, seed).unwrap();
    let mut rng = Pcg32::new(seed, 99);
    let boxes = game.rules().box_count();
    for _ in 0..turns {
        if game.is_over() {
            return game;
        }
        game = game.apply(Action::Roll).unwrap();
        let start = rng.next_u32() as usize % boxes;
        game = (0..boxes)
            .find_map(|i| game.apply(Action::Score((start + i) % boxes)).ok())
            .expect("some box takes the dice");
    }
    if game.is_over() {
        return game;
    }
    for r in 0..rolls {
        if r > 0 {
            for i in 0..DICE - 1 {
                if rng.next_u32() % 2 == 0 {
                    game = game.apply(Action::Toggle(i)).unwrap();
                }
            }
        }
        game = game.apply(Action::Roll).unwrap();
    }
    if wild && game.wild_showing() {
        let face = (rng.next_u32() % game.rules().def.faces as u32) as u8 + 1;
        game = game.apply(Action::SetWild(face)).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// From any position of any game, each level's action changes the game, and its turn ends
    /// (one more box filled, or the game over) within the bounded number of steps.
    #[test]
    fn every_bot_action_changes_the_game_and_every_turn_ends(
        v in 0..common::tabled().count(),
        players in 1usize..=4,
        seed in 0..=MAX_SEED,
        turns in 0usize..40,
        rolls in 0u8..=3,
        wild in any::<bool>(),
    ) {
        let variant = common::tabled().nth(v).unwrap();
        let t = table(variant);
        let game = random_position(variant, players, seed, turns, rolls, wild);
        let ranked = ranking(t, &game);
        for level in BotLevel::ALL {
            let a = bot_action(&game, &ranked, level);
            if game.is_over() {
                prop_assert_eq!(a, None);
                continue;
            }
            let a = a.expect("a bot always has an action");
            let next = game.apply(a).unwrap();
            prop_assert_ne!(&next, &game, "{:?}: {:?} changes nothing", level, a);
            let player = game.current_player();
            let filled = game.sheet().filled().count_ones();
            let mut ws = t.workspace(1);
            let after = play_bot_turn(t, &game, level, &mut ws).unwrap();
            prop_assert_eq!(after.sheets()[player].filled().count_ones(), filled + 1);
        }
    }
}

/// Tables of four bots, one of every level and a second Expert, play whole games of every game
/// from many seeds: no turn stalls or runs long, and every game ends with every box filled.
#[test]
fn four_bot_tables_of_every_game_play_to_the_end() {
    let seats = [
        BotLevel::Expert,
        BotLevel::Expert,
        BotLevel::Casual,
        BotLevel::Beginner,
    ];
    for variant in common::tabled() {
        let t = table(variant);
        let mut ws = t.workspace(1);
        for seed in 0..100 {
            let mut game = Game::new(official(variant), seats.len(), seed).unwrap();
            while !game.is_over() {
                let level = seats[game.current_player()];
                game = play_bot_turn(t, &game, level, &mut ws)
                    .unwrap_or_else(|e| panic!("{variant:?} seed {seed}: {e}"));
            }
            let all = game.rules().all_boxes();
            assert!(game.sheets().iter().all(|s| s.filled() == all));
        }
    }
}
