//! Why a box (`why::score_why`): the upper bonus's chance and the later worth of the box each
//! score leaves open, from the reasons' playouts, against 100,000 games played on from the same
//! position one by one, as the page's Expert bot plays (`play::play_bot_turn`, every move through
//! the engine, each game with its own generator), within four standard errors of the difference,
//! in three positions: Classic, Yatzy (50 at 63) and Tricolor (its tiers).

use yahtzee_engine::{Action, BotLevel, Game, VariantId};
use yahtzee_solver::play::{play_bot_turn, position};
use yahtzee_solver::why::{score_why, why_playouts_for, Outlook, ScoreWhy};
use yahtzee_solver::{odds, Choice, Table};

mod common;

use common::{official, table};

/// A one-player game of `variant` from `seed`, played by the table to its turn with `open`
/// boxes open, then on in that turn to its first decision whose best choice is a score; and the
/// game at that turn's start.
fn position_at(variant: VariantId, seed: u64, open: usize) -> (Game, Game) {
    let t = table(variant);
    let mut ws = t.workspace(1);
    let mut game = Game::new(official(variant), 1, seed).unwrap();
    while game.sheet().boxes.iter().filter(|b| b.is_none()).count() > open {
        game = play_bot_turn(t, &game, BotLevel::Expert, &mut ws).unwrap();
    }
    let start = game.clone();
    game = game.apply(Action::Roll).unwrap();
    loop {
        let pos = position(&game).unwrap();
        let best = t.advise(&pos, &mut ws)[0];
        if let Choice::Score(_) | Choice::ScoreWild { .. } = best.choice {
            return (game, start);
        }
        for a in yahtzee_solver::play::actions_for(&game, best.choice) {
            game = game.apply(a).unwrap();
        }
    }
}

/// The reasons for `game`'s position, as the page's worker gives them.
fn why(t: &Table, game: &Game) -> ScoreWhy {
    let mut ws = t.workspace(1);
    let options = t.advise(&position(game).unwrap(), &mut ws);
    let n = why_playouts_for(t, game);
    score_why(t, game, &options, n, odds::playout_seed(game)).expect("two boxes to compare")
}

/// `games` games of `game` (after a score) played on by the Expert bot, each from its own seed:
/// the share that earned an upper bonus, and the mean and standard deviation of box `open`.
fn played_on(t: &Table, game: &Game, games: u32, open: usize) -> (f64, f64, f64) {
    let mut ws = t.workspace(1);
    let rules = game.rules();
    let (mut bonus, mut sum, mut squares) = (0u32, 0.0, 0.0);
    for i in 0..games {
        let mut g = game.reseeded(1_000_003 + u64::from(i));
        while !g.is_over() {
            g = play_bot_turn(t, &g, BotLevel::Expert, &mut ws).unwrap();
        }
        let sheet = g.sheet();
        bonus += (sheet.totals(&rules).upper_bonus > 0) as u32;
        let x = f64::from(sheet.boxes[open].unwrap());
        sum += x;
        squares += x * x;
    }
    let n = f64::from(games);
    let mean = sum / n;
    (
        f64::from(bonus) / n,
        mean,
        (squares / n - mean * mean).max(0.0).sqrt(),
    )
}

/// A chance from `n` playouts against one from `m` games, within four standard errors.
fn same_chance(ours: f64, n: u32, theirs: f64, m: u32, what: &str) {
    let p = (ours + theirs) / 2.0;
    let se = (p * (1.0 - p) * (1.0 / f64::from(n) + 1.0 / f64::from(m))).sqrt();
    assert!(
        (ours - theirs).abs() <= 4.0 * se,
        "{what}: {ours} against {theirs} (se {se})"
    );
}

/// Games played on from each position to compare with.
const GAMES: u32 = 100_000;

/// `o` (after its score) against games played on from the same position.
fn agrees(t: &Table, game: &Game, o: &Outlook, open: usize, n: u32, what: &str) {
    let mut scored = game.clone();
    for a in yahtzee_solver::play::actions_for(game, o.choice) {
        scored = scored.apply(a).unwrap();
    }
    let (bonus, mean, sd) = played_on(t, &scored, GAMES, open);
    let se = (o.left_open_sd.powi(2) / f64::from(n) + sd.powi(2) / f64::from(GAMES)).sqrt();
    assert!(
        (o.left_open - mean).abs() <= 4.0 * se,
        "{what}: box {open} left open worth {} against {mean} (se {se})",
        o.left_open
    );
    same_chance(
        o.bonus,
        n,
        bonus,
        GAMES,
        &format!("{what}: bonus after box {}", o.slot),
    );
}

/// The reasons in a position where neither score settles the upper bonus (so that its chance is
/// checked where it is a chance), against games played on: after each score, and from the
/// turn's start.
fn check(variant: VariantId, seed: u64, open: usize) {
    let t = table(variant);
    let (game, start) = position_at(variant, seed, open);
    let t0 = std::time::Instant::now();
    let w = why(t, &game);
    println!(
        "{variant:?}: {w:?} in {:.1} ms",
        t0.elapsed().as_secs_f64() * 1e3
    );
    let unsettled = |p: f64| p > 0.05 && p < 0.95;
    let before = w.bonus_before.expect("a game with an upper bonus");
    assert!(
        unsettled(w.best.bonus) && unsettled(w.other.bonus) && unsettled(before),
        "{w:?}"
    );
    let what = format!("{variant:?} seed {seed}");
    agrees(t, &game, &w.best, w.other.slot, w.playouts, &what);
    agrees(t, &game, &w.other, w.best.slot, w.playouts, &what);
    let (from_start, _, _) = played_on(t, &start, GAMES, w.best.slot);
    same_chance(
        before,
        w.playouts,
        from_start,
        GAMES,
        &format!("{what}: bonus before"),
    );
}

#[test]
#[ignore]
fn classic_reasons_agree_with_games_played_on() {
    check(VariantId::Classic, 4, 4);
}

#[test]
#[ignore]
fn yatzy_reasons_agree_with_games_played_on() {
    check(VariantId::Yatzy, 9, 3);
}

#[test]
#[ignore]
fn tricolor_reasons_agree_with_games_played_on() {
    check(VariantId::Tricolor, 7, 4);
}
