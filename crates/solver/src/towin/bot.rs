//! The player who plays to win: a risk attitude moved by the standings until its last
//! `horizon` turns (`risk.rs`), then the exact end game against every other player's final
//! total as it stands.

use yahtzee_engine::{BotLevel, Decision, Game, RuleSet};

use super::{plan_to_win, win_curve, Distribution, Finals, RiskTables, WinPlan};
use crate::odds::sheet_state;
use crate::play::{bot_random, bot_turn_ranked, play_bot_turn, position, turn_state, BotError};
use crate::review::Judged;
use crate::{Choice, Position, Ranked, Table, TurnPlan, Workspace};

/// Turns played with the exact end game by default, and on the page: the last four, each
/// decision within about 30 ms natively (BENCHMARKS.md).
pub const HORIZON: usize = 4;

/// The final total of every player but the one to move, as it stands: a finished sheet's total,
/// or the distribution of the sheet played out as each plays (`levels`, one per seat: a bot's
/// level, Expert for a person).
pub fn others_finals(
    table: &Table,
    game: &Game,
    levels: &[BotLevel],
    finals: &mut Finals,
) -> Vec<Distribution> {
    let me = game.current_player();
    (0..game.sheets().len())
        .filter(|&j| j != me)
        .map(|j| {
            let (total, state) = sheet_state(game, j);
            let level = levels.get(j).copied().unwrap_or(BotLevel::Expert);
            finals.of(table, state, total, level)
        })
        .collect()
}

/// Chances to win this close are the same chance: their difference is the rounding of sums.
const SAME_CHANCE: f64 = 1e-9;

/// Puts first, among the choices whose chance to win is the best one's, the one worth the most
/// points (`points`, the table's ranking of the same position): a game already won or lost is
/// still played for points, not ended by the first box in the sheet.
pub fn for_points_on_a_tie(ranking: &mut [Ranked], points: &[Ranked]) {
    let Some(best) = ranking.first().map(|r| r.value) else {
        return;
    };
    let worth = |c: &Choice| {
        points
            .iter()
            .find(|p| p.choice == *c)
            .map_or(f64::NEG_INFINITY, |p| p.value)
    };
    let tied = ranking
        .iter()
        .take_while(|r| best - r.value <= SAME_CHANCE)
        .count();
    if let Some(pick) = (0..tied).max_by(|&a, &b| {
        worth(&ranking[a].choice)
            .total_cmp(&worth(&ranking[b].choice))
            .then(b.cmp(&a))
    }) {
        ranking[..=pick].rotate_right(1);
    }
}

/// Whether the player to move plays the exact end game this turn: at a table of two or more,
/// with at most `horizon` boxes left.
pub fn in_end_game(game: &Game, horizon: usize) -> bool {
    let rules = game.rules();
    let left = (rules.all_boxes() & !game.sheet().filled()).count_ones() as usize;
    game.sheets().len() > 1 && left <= horizon
}

/// How the player who plays to win plays: the table of points, the tables of every risk
/// attitude (`None`: points alone before the end game) and the turns of the exact end game.
#[derive(Clone, Copy)]
pub struct ToWin<'a> {
    /// The expected-score table of the game and option set.
    pub table: &'a Table,
    /// The tables of [`super::THETAS`], for the turns before the end game.
    pub risk: Option<&'a RiskTables>,
    /// Boxes left from which the end game is played exactly (0: never).
    pub horizon: usize,
}

/// One whole turn of the player to move, playing to win as `player` says, against the others
/// playing as `levels` says (one per seat): the exact end game within `horizon` boxes of the
/// end; before, the table of the risk attitude the standings call for. Every move goes through
/// the engine.
pub fn play_to_win_turn(
    player: &ToWin,
    game: &Game,
    levels: &[BotLevel],
    ws: &mut Workspace,
    finals: &mut Finals,
) -> Result<Game, BotError> {
    let table = player.table;
    if !in_end_game(game, player.horizon) {
        return play_bot_turn(attitude(player, game, levels), game, BotLevel::Expert, ws);
    }
    let plan = win_plan(table, game, levels, finals);
    // The table's own plan of the turn, for the points of moves that tie for the win.
    let points = table.plan_turn(turn_state(game), ws);
    // The bots' own steps (`play::bot_turn`), each decision ranked by its chance to win.
    bot_turn_ranked(
        game.clone(),
        BotLevel::Expert,
        |g| bot_random(g.seed(), g.decisions().len()),
        |pos| win_ranking(&plan, &points, pos),
    )
}

/// The table the player who plays to win plays a turn before its end game with: that of the
/// risk attitude the standings call for at a table of several, else the table of points.
fn attitude<'a>(player: &ToWin<'a>, game: &Game, levels: &[BotLevel]) -> &'a Table {
    (game.sheets().len() > 1)
        .then_some(player.risk)
        .flatten()
        .and_then(|r| r.for_turn(player.table, game, levels))
        .unwrap_or(player.table)
}

/// What the values of a [`Tactic`]'s ranking are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Valued {
    /// Chances to win, 0 to 1: the end game's.
    ByChance,
    /// The points a risk attitude would trade the turn for (or the table's expected points).
    ByAttitude,
}

/// The ranking a Tactician follows at a decision, best first, and what its values are.
#[derive(Clone, Debug, PartialEq)]
pub struct Tactic {
    /// Every choice, best first.
    pub ranking: Vec<Ranked>,
    /// What the values are.
    pub valued: Valued,
}

/// The ranking the player who plays to win (`player`) follows at the decision in front of it:
/// in its end game by the chance, as [`rank_to_win`]; before, by the table of its risk
/// attitude, whose values are the points that player would trade the turn for (the moves
/// [`play_to_win_turn`] makes). What the page's worker answers for a Tactician. `None` before
/// the turn's first roll.
pub fn tactician_ranking(
    player: &ToWin,
    game: &Game,
    levels: &[BotLevel],
    ws: &mut Workspace,
    finals: &mut Finals,
) -> Option<Tactic> {
    let pos = position(game)?;
    if in_end_game(game, player.horizon) {
        let ranking = end_game_ranking(player.table, game, &pos, levels, ws, finals);
        return Some(Tactic {
            ranking,
            valued: Valued::ByChance,
        });
    }
    Some(Tactic {
        ranking: attitude(player, game, levels).advise(&pos, ws),
        valued: Valued::ByAttitude,
    })
}

/// The exact end game of the turn of the player to move, against every other player's final
/// total as it stands (each playing as `levels` says).
pub fn win_plan<'a>(
    table: &'a Table,
    game: &Game,
    levels: &[BotLevel],
    finals: &mut Finals,
) -> WinPlan<'a> {
    let curve = win_curve(&others_finals(table, game, levels, finals));
    let total = game.sheet().totals(&game.rules()).total;
    plan_to_win(table, turn_state(game), total, &curve)
}

/// Every choice at `pos`, best first by the chance to win (each choice's value), the one worth
/// the most points (`points`, the table's plan of the same turn) first among equal chances.
pub fn win_ranking(plan: &WinPlan, points: &TurnPlan, pos: &Position) -> Vec<Ranked> {
    let mut ranking = plan.options(&pos.dice, pos.marked, pos.rolls_left);
    let worth = points.every_option(&pos.dice, pos.marked, pos.rolls_left);
    for_points_on_a_tie(&mut ranking, &worth);
    ranking
}

/// The ranking of the decision in front of the player to move, for the win: what the page's
/// worker answers for a to-win bot and for the hint at a table of several. `None` outside
/// `player`'s end game (its `horizon`, the one its play and review use) and before the turn's
/// first roll.
pub fn rank_to_win(
    player: &ToWin,
    game: &Game,
    levels: &[BotLevel],
    ws: &mut Workspace,
    finals: &mut Finals,
) -> Option<Vec<Ranked>> {
    let pos = position(game).filter(|_| in_end_game(game, player.horizon))?;
    Some(end_game_ranking(
        player.table,
        game,
        &pos,
        levels,
        ws,
        finals,
    ))
}

/// The end game's ranking of `pos`, the decision in front of the player to move.
fn end_game_ranking(
    table: &Table,
    game: &Game,
    pos: &Position,
    levels: &[BotLevel],
    ws: &mut Workspace,
    finals: &mut Finals,
) -> Vec<Ranked> {
    let plan = win_plan(table, game, levels, finals);
    let points = table.plan_turn(turn_state(game), ws);
    win_ranking(&plan, &points, pos)
}

/// One whole turn of the player to move as their seat plays (`levels`, one per seat): a to-win
/// bot as `player` says, any other level as [`play_bot_turn`] plays it. Simulations of a table
/// with a to-win bot play every turn through this.
pub fn play_seat_turn(
    player: &ToWin,
    game: &Game,
    levels: &[BotLevel],
    ws: &mut Workspace,
    finals: &mut Finals,
) -> Result<Game, BotError> {
    match levels.get(game.current_player()) {
        Some(BotLevel::ToWin) => play_to_win_turn(player, game, levels, ws, finals),
        level => play_bot_turn(
            player.table,
            game,
            level.copied().unwrap_or(BotLevel::Expert),
            ws,
        ),
    }
}

/// Judges every decision made in a player's end game (`player.horizon`: the turns its play
/// ranks by the chance) of a game of `players` by
/// the chance to win (`chosen` and `best` are chances, 0 to 1), every player taken to play on
/// as an Expert: the review's decisions that cost the most chance to win. A game of one, and
/// a decision that cannot be replayed or placed, give none.
pub fn review_to_win(
    player: &ToWin,
    rules: RuleSet,
    players: usize,
    decisions: &[Decision],
    ws: &mut Workspace,
    finals: &mut Finals,
) -> Vec<Judged> {
    let r = player.table.rules();
    let wild_die = r.def.wild.map(|w| w.die);
    let levels = vec![BotLevel::Expert; players];
    let mut out = Vec::new();
    for (index, d) in decisions.iter().enumerate() {
        let left = (r.all_boxes() & !d.filled).count_ones() as usize;
        if players < 2 || left > player.horizon {
            continue;
        }
        let Ok(game) = Game::at_decision(rules, players, decisions, index) else {
            continue;
        };
        let Some(ranking) = rank_to_win(player, &game, &levels, ws, finals) else {
            continue;
        };
        out.extend(Judged::of(index, d, wild_die, &ranking));
    }
    out
}
