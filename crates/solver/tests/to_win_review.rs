//! The review by the chance to win: a Tactician's own last turns lose none of it, and every
//! judged decision is the one the end game ranks there.

use yahtzee_engine::{BotLevel, Game, VariantId};
use yahtzee_solver::towin::{play_seat_turn, rank_to_win, review_to_win, Finals, ToWin, HORIZON};

mod common;

use common::{official, table};

#[test]
fn a_tacticians_last_turns_lose_no_chance_to_win_and_an_experts_are_judged() {
    let rules = official(VariantId::Classic);
    let t = table(VariantId::Classic);
    let player = ToWin {
        table: t,
        risk: None,
        horizon: HORIZON,
    };
    let levels = [BotLevel::ToWin, BotLevel::Expert];
    let (mut ws, mut finals) = (t.workspace(1), Finals::default());
    let mut lost_by_expert = 0.0;
    for seed in [3, 7] {
        let mut game = Game::new(rules, 2, seed).unwrap();
        while !game.is_over() {
            game = play_seat_turn(&player, &game, &levels, &mut ws, &mut finals).unwrap();
        }
        let decisions = game.decisions();
        let judged = review_to_win(&player, rules, 2, decisions, &mut ws, &mut finals);
        let in_end: Vec<usize> = (0..decisions.len())
            .filter(|&i| 13 - decisions[i].filled.count_ones() as usize <= HORIZON)
            .collect();
        assert_eq!(
            judged.iter().map(|j| j.index).collect::<Vec<_>>(),
            in_end,
            "every decision of the last four turns is judged, seed {seed}"
        );
        for j in &judged {
            assert!(j.best >= j.chosen - 1e-12 && (0.0..=1.0).contains(&j.best));
            let at = Game::at_decision(rules, 2, decisions, j.index).unwrap();
            let ranking = rank_to_win(&player, &at, &[BotLevel::Expert; 2], &mut ws, &mut finals);
            assert_eq!(
                ranking.unwrap()[0].value,
                j.best,
                "the end game's own ranking"
            );
            match decisions[j.index].player {
                0 => assert!(
                    j.best - j.chosen < 1e-9,
                    "the Tactician's choice is the best"
                ),
                _ => lost_by_expert += j.best - j.chosen,
            }
        }
    }
    assert!(
        lost_by_expert > 0.0,
        "playing for points costs the Expert some chance"
    );
    // Alone there is no one to beat.
    let solo = Game::new(rules, 1, 1).unwrap();
    assert!(review_to_win(&player, rules, 1, solo.decisions(), &mut ws, &mut finals).is_empty());
}
