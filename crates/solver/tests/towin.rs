//! Playing to win: the exact end game against an independent enumeration, the others' final
//! totals against the table's means, and positions where playing for points and playing to win
//! part ways, each chance to four decimals.

use std::collections::HashMap;

use yahtzee_engine::{BoxMask, Counts, Rules, Section, VariantId, DICE};
use yahtzee_solver::towin::{final_distribution, plan_to_win, win_curve};
use yahtzee_solver::{Choice, Ranked, TurnState};

mod common;

use common::{official as rules_of, table};

/// The mask of every box but `open`.
fn all_but(rules: &Rules, open: &[usize]) -> BoxMask {
    open.iter()
        .fold(rules.all_boxes(), |m, &b| m & !(1 << b) as BoxMask)
}

/// A certain final total of `t` for another player.
fn certain(t: usize) -> Vec<f64> {
    let mut d = vec![0.0; t + 1];
    d[t] = 1.0;
    d
}

/// The chance to win, worked out by brute force: every ordered throw of the dice rolled, every
/// sub-multiset kept, every allowed box, memoised on the whole state. It shares nothing with the
/// solver but the engine's scoring.
/// A turn-start state of the enumeration: filled boxes, Yahtzee flag, upper total, total.
type At = (BoxMask, bool, u16, u16);

struct Brute<'a> {
    rules: Rules,
    curve: &'a [f64],
    memo: HashMap<(At, [u8; 8], u8), f64>,
    starts: HashMap<At, f64>,
}

impl Brute<'_> {
    fn win(&self, total: u16) -> f64 {
        self.curve[(total as usize).min(self.curve.len() - 1)]
    }

    /// Scoring `c` in box `b`: the next state and total.
    fn score(&self, s: At, c: &Counts, b: usize) -> At {
        let (filled, flag, upper, total) = s;
        let p = self.rules.placement(filled, flag, c);
        let pts = self.rules.box_score(b, c, p.joker);
        let f = filled | (1 << b) as BoxMask;
        if self.rules.boxes()[b].section == Section::Upper {
            let u = upper + pts;
            let bonus = self.rules.upper_bonus(u) - self.rules.upper_bonus(upper);
            (f, flag, u, total + pts + bonus + p.bonus)
        } else {
            let nf = flag || (self.rules.def.yahtzee_box == Some(b) && pts > 0);
            (f, nf, upper, total + pts + p.bonus)
        }
    }

    fn start(&mut self, s: At) -> f64 {
        if s.0 == self.rules.all_boxes() {
            return self.win(s.3);
        }
        if let Some(&v) = self.starts.get(&s) {
            return v;
        }
        let v = self.throw(s, [0; 8], 2);
        self.starts.insert(s, v);
        v
    }

    /// Keeping `kept`, throwing the other dice: the mean over every ordered throw.
    fn throw(&mut self, s: At, kept: [u8; 8], rolls_left: u8) -> f64 {
        let n = DICE - kept.iter().map(|&x| x as usize).sum::<usize>();
        let ways = 6usize.pow(n as u32);
        let mut sum = 0.0;
        for w in 0..ways {
            let mut c = kept;
            let mut x = w;
            for _ in 0..n {
                c[1 + x % 6] += 1;
                x /= 6;
            }
            sum += self.roll(s, c, rolls_left);
        }
        sum / ways as f64
    }

    fn roll(&mut self, s: At, c: [u8; 8], rolls_left: u8) -> f64 {
        let key = (s, c, rolls_left);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let v = self
            .options(s, c, rolls_left)
            .into_iter()
            .map(|(_, v)| v)
            .fold(f64::NEG_INFINITY, f64::max);
        self.memo.insert(key, v);
        v
    }

    /// Every box allowed and every proper keep, with its chance to win.
    fn options(&mut self, s: At, c: [u8; 8], rolls_left: u8) -> Vec<(Choice, f64)> {
        let counts = Counts(c);
        let allowed = self.rules.placement(s.0, s.1, &counts).allowed;
        let mut out = Vec::new();
        for b in (0..self.rules.box_count()).filter(|b| allowed & (1 << b) != 0) {
            let next = self.score(s, &counts, b);
            out.push((Choice::Score(b), self.start(next)));
        }
        if rolls_left > 0 {
            let mut keep = [0u8; 8];
            loop {
                if keep != c {
                    let v = self.throw(s, keep, rolls_left - 1);
                    out.push((Choice::Keep(Counts(keep)), v));
                }
                // The next sub-multiset of `c`, as an odometer.
                let mut f = 1;
                while f <= 6 && keep[f] == c[f] {
                    keep[f] = 0;
                    f += 1;
                }
                if f > 6 {
                    break;
                }
                keep[f] += 1;
            }
        }
        out
    }
}

/// Checks every option of every roll, with every number of rolls left, of the turn that starts
/// in `state` with `total` points against `curve`.
fn check_against_brute(state: TurnState, total: u16, curve: &[f64]) {
    let t = table(VariantId::Classic);
    let plan = plan_to_win(t, state, total, curve);
    let mut brute = Brute {
        rules: t.rules(),
        curve,
        memo: HashMap::new(),
        starts: HashMap::new(),
    };
    let s = (state.filled, state.yahtzee_scored, state.upper, total);
    assert!(
        (plan.start - brute.start(s)).abs() < 1e-9,
        "the turn's start"
    );
    let mut seen = 0;
    for w in 0..6usize.pow(5) {
        let mut c = [0u8; 8];
        let mut x = w;
        for _ in 0..5 {
            c[1 + x % 6] += 1;
            x /= 6;
        }
        // Each multiset once: the throw in ascending order.
        let faces: Vec<usize> = (0..5).map(|i| 1 + (w / 6usize.pow(i)) % 6).collect();
        if faces.windows(2).any(|p| p[0] > p[1]) {
            continue;
        }
        seen += 1;
        for rolls_left in 0..=2 {
            let ours: Vec<Ranked> = plan.options(&Counts(c), None, rolls_left);
            let theirs = brute.options(s, c, rolls_left);
            assert_eq!(ours.len(), theirs.len(), "{c:?} {rolls_left}");
            for (choice, v) in &theirs {
                let o = ours
                    .iter()
                    .find(|r| r.choice == *choice)
                    .expect("the same options");
                assert!(
                    (o.value - v).abs() < 1e-9,
                    "{c:?} {rolls_left} {choice:?}: {} against {v}",
                    o.value
                );
            }
            let best = theirs.iter().map(|x| x.1).fold(f64::NEG_INFINITY, f64::max);
            assert!(
                (ours[0].value - best).abs() < 1e-9,
                "the best move is the enumeration's"
            );
        }
    }
    assert_eq!(seen, 252);
}

#[test]
fn the_last_turn_matches_an_enumeration_of_every_roll() {
    let r = rules_of(VariantId::Classic).rules();
    // Only the Yahtzee box left, 40 behind a finished player: a tie at 40 is half a win.
    let state = TurnState {
        filled: all_but(&r, &[11]),
        upper: 70,
        yahtzee_scored: false,
    };
    check_against_brute(state, 200, &win_curve(&[certain(240)]));
    // Only Sixes left, the upper bonus 12 points away, against a spread of totals.
    let mut spread = vec![0.0; 261];
    for t in [228, 240, 252, 260] {
        spread[t] = 0.25;
    }
    let state = TurnState {
        filled: all_but(&r, &[5]),
        upper: 51,
        yahtzee_scored: true,
    };
    check_against_brute(state, 210, &win_curve(&[spread]));
}

#[test]
fn the_last_two_turns_match_an_enumeration_of_every_roll() {
    let r = rules_of(VariantId::Classic).rules();
    // Chance and Large Straight left, 55 behind.
    let state = TurnState {
        filled: all_but(&r, &[10, 12]),
        upper: 63,
        yahtzee_scored: false,
    };
    check_against_brute(state, 220, &win_curve(&[certain(275)]));
}

#[test]
fn the_others_final_totals_average_the_tables_expected_points() {
    for variant in [VariantId::Classic, VariantId::Yatzy] {
        let t = table(variant);
        let r = t.rules();
        let n = r.box_count();
        // The last four boxes of each section, and every upper total on the way to the bonus.
        for (open, upper) in [
            (vec![n - 1, n - 2, n - 3, 5], 40),
            (vec![0, 1, 2, n - 1], 63),
        ] {
            let state = TurnState {
                filled: all_but(&r, &open),
                upper,
                yahtzee_scored: false,
            };
            let d = final_distribution(t, state, 150);
            let sum: f64 = d.iter().sum();
            let mean: f64 = d.iter().enumerate().map(|(x, p)| x as f64 * p).sum();
            assert!((sum - 1.0).abs() < 1e-9, "{variant:?}: {sum}");
            assert!(
                (mean - 150.0 - t.value(state)).abs() < 1e-3,
                "{variant:?} {open:?}: {mean} against {}",
                150.0 + t.value(state)
            );
        }
    }
}

/// The move for the win and the move for points in a position, each with its chance to win
/// (the chance of a move is with play to win after it).
fn both_moves(
    state: TurnState,
    total: u16,
    curve: &[f64],
    dice: [u8; 5],
    rolls_left: u8,
) -> ((Choice, f64), (Choice, f64)) {
    let t = table(VariantId::Classic);
    let dice = Counts::of(&dice);
    let win = plan_to_win(t, state, total, curve).options(&dice, None, rolls_left);
    let mut ws = t.workspace(1);
    let points = t.plan_turn(state, &mut ws).options(&dice, None, rolls_left)[0].choice;
    let chance = win.iter().find(|r| r.choice == points).unwrap().value;
    ((win[0].choice, win[0].value), (points, chance))
}

fn keep(faces: &[u8]) -> Choice {
    Choice::Keep(Counts::of(faces))
}

fn assert_chance(got: f64, want: f64) {
    assert!((got - want).abs() < 5e-5, "{got:.6} is not {want:.4}");
}

#[test]
fn trailing_by_more_than_a_full_house_the_player_keeps_three_threes_for_a_yahtzee() {
    // Full House and Yahtzee left on 200, the other finished on 240. A Full House now (25)
    // leaves a Yahtzee in the last turn as the only win; three threes kept give two throws at
    // a Yahtzee now, and the Full House can still come.
    let r = rules_of(VariantId::Classic).rules();
    let state = TurnState {
        filled: all_but(&r, &[8, 11]),
        upper: 63,
        yahtzee_scored: false,
    };
    let (win, points) = both_moves(state, 200, &win_curve(&[certain(240)]), [2, 2, 3, 3, 3], 2);
    assert_eq!((win.0, points.0), (keep(&[3, 3, 3]), Choice::Score(8)));
    assert_chance(win.1, 0.1351);
    assert_chance(points.1, 0.0460);
}

#[test]
fn trailing_by_more_than_a_large_straight_the_player_throws_it_back() {
    // Large Straight and Yahtzee left on 200, the other finished on 245: 40 is not enough.
    let r = rules_of(VariantId::Classic).rules();
    let state = TurnState {
        filled: all_but(&r, &[10, 11]),
        upper: 63,
        yahtzee_scored: false,
    };
    let (win, points) = both_moves(state, 200, &win_curve(&[certain(245)]), [1, 2, 3, 4, 5], 2);
    assert_eq!((win.0, points.0), (keep(&[]), Choice::Score(10)));
    assert_chance(win.1, 0.0581);
    assert_chance(points.1, 0.0460);
}

#[test]
fn a_leader_takes_the_sure_points_instead_of_rolling_for_more() {
    // Three of a Kind left on 250; the other on 230 with Chance and Yahtzee still to play.
    // Scoring 11 now wins unless the other makes a Yahtzee; rolling the ones again for a
    // better Three of a Kind (what the points ask) risks a zero.
    let r = rules_of(VariantId::Classic).rules();
    let t = table(VariantId::Classic);
    let theirs = TurnState {
        filled: all_but(&r, &[11, 12]),
        upper: 63,
        yahtzee_scored: false,
    };
    let curve = win_curve(&[final_distribution(t, theirs, 230)]);
    let state = TurnState {
        filled: all_but(&r, &[6]),
        upper: 63,
        yahtzee_scored: false,
    };
    let (win, points) = both_moves(state, 250, &curve, [1, 1, 1, 4, 4], 2);
    assert_eq!((win.0, points.0), (Choice::Score(6), keep(&[4, 4])));
    assert_chance(win.1, 0.9380);
    assert_chance(points.1, 0.6660);
}

#[test]
fn a_duel_plays_every_game_through_the_engine_the_same_way_every_time() {
    use yahtzee_solver::towin::{duel, ToWin, HORIZON};
    let points = |table| ToWin {
        table,
        risk: None,
        horizon: HORIZON,
    };
    let t = table(VariantId::Classic);
    let d = duel(&points(t), rules_of(VariantId::Classic), 2, 16, 7).unwrap();
    assert_eq!(d.games(), 16);
    // Each of the to-win player's last four turns (of 16 games) was an end-game turn.
    assert_eq!(d.end_turns.0, 64);
    let again = duel(&points(t), rules_of(VariantId::Classic), 2, 16, 7).unwrap();
    assert_eq!(
        (again.wins, again.losses, again.draws, again.points),
        (d.wins, d.losses, d.draws, d.points)
    );
    // A snapshot of these 16 games (seed 7): it moves only with the bots' play or the dice
    // stream, and each such change must say why. The sense of the figures is checked apart:
    // 16 games decided, and each side's points a plausible mean (150 to 350 a game).
    assert_eq!(
        (d.wins, d.losses, d.draws, d.points),
        (8, 8, 0, (3478, 4299))
    );
    assert!([d.points.0, d.points.1]
        .iter()
        .all(|&p| (150 * 16..=350 * 16).contains(&p)));
    // Every game's moves, a wild die's among them, are the engine's to take.
    for variant in common::tabled() {
        let d = duel(&points(table(variant)), rules_of(variant), 2, 2, 3).unwrap();
        assert_eq!((d.games(), d.end_turns.0), (2, 8), "{variant:?}");
    }
    // At a table of four the to-win player takes each seat in turn.
    let four = duel(
        &points(table(VariantId::Yatzy)),
        rules_of(VariantId::Yatzy),
        4,
        4,
        1,
    )
    .unwrap();
    assert_eq!((four.games(), four.players, four.end_turns.0), (4, 4, 16));
}

#[test]
fn a_casual_or_beginner_bots_final_total_is_its_playouts() {
    use yahtzee_engine::{BotLevel, Game};
    use yahtzee_solver::odds::playouts_of;
    use yahtzee_solver::play::{play_bot_turn, turn_state};
    use yahtzee_solver::towin::Finals;
    let t = table(VariantId::Classic);
    // A game nine turns in, four boxes left.
    let mut game = Game::new(rules_of(VariantId::Classic), 1, 31).unwrap();
    let mut ws = t.workspace(1);
    for _ in 0..9 {
        game = play_bot_turn(t, &game, BotLevel::Expert, &mut ws).unwrap();
    }
    let total = game.sheet().totals(&game.rules()).total;
    let mut finals = Finals::default();
    for level in [BotLevel::Casual, BotLevel::Beginner] {
        let d = finals.of(t, turn_state(&game), total, level);
        let mean: f64 = d.iter().enumerate().map(|(x, p)| x as f64 * p).sum();
        let var: f64 = d
            .iter()
            .enumerate()
            .map(|(x, p)| (x as f64 - mean).powi(2) * p)
            .sum();
        // The page's own playouts of the bot, 20,000 of them, agree within four standard errors.
        let n = 20_000;
        let played = playouts_of(t, &game, 0..n, 5, &[Some(level)]);
        let sim = played.iter().map(|f| f64::from(f[0])).sum::<f64>() / f64::from(n);
        let se = (var / f64::from(n)).sqrt();
        assert!(
            (sim - mean).abs() < 4.0 * se,
            "{level:?}: {sim} against {mean} ± {se}"
        );
        // And a bot that plays worse ends lower than the expected-score strategy.
        let expert = total as f64 + t.value(turn_state(&game));
        assert!(mean < expert, "{level:?}: {mean} against {expert}");
    }
}

#[test]
fn with_a_chance_to_win_that_grows_with_each_point_the_end_game_is_the_tables_play() {
    // A curve rising by the same amount with every point makes the chance to win the expected
    // total over a constant: the end game must then rank every choice as the table does, in
    // every game, wild dice and Yatzy's 15 boxes among them.
    for variant in common::tabled() {
        let t = table(variant);
        let r = t.rules();
        let n = r.box_count();
        let most = 2000.0;
        let curve: Vec<f64> = (0..2000).map(|x| x as f64 / most).collect();
        let state = TurnState {
            filled: all_but(&r, &[0, 5, n - 1]),
            upper: 40,
            yahtzee_scored: false,
        };
        let plan = plan_to_win(t, state, 100, &curve);
        let expected = 100.0 + t.value(state);
        assert!(
            (plan.start * most - expected).abs() < 1e-2,
            "{variant:?}: {} against {expected}",
            plan.start * most
        );
        let mut ws = t.workspace(1);
        let points = t.plan_turn(state, &mut ws);
        let faces = r.def.faces;
        for dice in [
            [1, 1, 1, 2, 3],
            [faces, faces, faces, faces, 2],
            [1, 2, 3, 4, 5],
        ] {
            let counts = Counts::of(&dice);
            let marked = r.def.wild.map(|_| dice[0]);
            for rolls_left in 0..=2 {
                let ours = plan.options(&counts, marked, rolls_left);
                let theirs = points.options(&counts, marked, rolls_left);
                assert_eq!(
                    ours.len(),
                    theirs.len(),
                    "{variant:?} {dice:?} {rolls_left}"
                );
                for o in &theirs {
                    let w = ours
                        .iter()
                        .find(|x| x.choice == o.choice)
                        .expect("the same choices");
                    let pts = w.value * most - 100.0;
                    assert!(
                        (pts - o.value).abs() < 1e-2,
                        "{variant:?} {dice:?} {rolls_left} {:?}: {pts} against {}",
                        o.choice,
                        o.value
                    );
                }
            }
        }
    }
}
