//! The daily game: its dice are a pure function of (game, date, turn, roll, slot), checked
//! against a table written independently (`golden/daily_dice.py`, three dates, every game);
//! whatever is held, a thrown slot shows the day's face; a stored daily game replays only on the
//! day's dice, by the official rules, for one person.

use proptest::prelude::*;
use yahtzee_engine::daily::{format_date, parse_date, slot_face, slot_faces};
use yahtzee_engine::{
    Action, DayPlay, DiceMode, Game, Invalid, JokerMode, MoveError, RuleSet, Seat, SeatKind,
    Session, SessionError, VariantId,
};

fn golden() -> Vec<(u64, VariantId, usize, u8, Vec<u8>)> {
    include_str!("golden/daily_dice.txt")
        .lines()
        .map(|line| {
            let f: Vec<&str> = line.split(' ').collect();
            let day = parse_date(f[0]).expect("a date");
            let game = VariantId::from_key(f[1]).expect("a game");
            let turn: usize = f[2].parse().unwrap();
            let roll: u8 = f[3].parse().unwrap();
            let faces = f[4].bytes().map(|b| b - b'0').collect();
            (day, game, turn - 1, roll - 1, faces)
        })
        .collect()
}

#[test]
fn the_slot_dice_match_the_golden_table_for_three_dates() {
    let table = golden();
    // Every game but Maxi Yatzy, which the page offers no daily game of (a day's game is played
    // against perfect play, and Maxi Yatzy's coach is strong, not perfect).
    assert_eq!(table.len(), 3 * (VariantId::ALL.len() - 1) * 15 * 3);
    for (day, game, turn, roll, faces) in table {
        let mine: Vec<u8> = (0..5)
            .map(|slot| slot_face(game, day, turn, roll, slot))
            .collect();
        assert_eq!(
            mine,
            faces,
            "{} {game:?} turn {turn} roll {roll}",
            format_date(day)
        );
    }
}

#[test]
fn every_face_comes_up_about_as_often() {
    for game in VariantId::ALL {
        let faces = game.def().faces as usize;
        let mut seen = vec![0u32; faces];
        for day in 20_000..20_400 {
            for turn in 0..13 {
                for roll in 0..3 {
                    for f in slot_faces(game, day, turn, roll) {
                        seen[f as usize - 1] += 1;
                    }
                }
            }
        }
        let n: u32 = seen.iter().sum();
        let expected = f64::from(n) / faces as f64;
        let chi2: f64 = seen
            .iter()
            .map(|&s| (f64::from(s) - expected).powi(2) / expected)
            .sum();
        // The 99.9 % point of chi-squared with 6 degrees of freedom is 22.5.
        assert!(chi2 < 22.5, "{game:?}: {seen:?}, chi2 {chi2}");
    }
}

/// Plays `g` to its end: before each roll the dice in `holds` (a mask per roll) are held, and
/// the first box the dice may go in is scored. Each thrown die is checked against the day.
fn play(variant: VariantId, day: u64, holds: &[u8]) -> Game {
    let mut g = Game::daily(variant, day, DayPlay::Record).unwrap();
    let mut step = 0;
    while !g.is_over() {
        let turn = g.sheet().filled().count_ones() as usize;
        while g.rolls_left() > 0 {
            let roll = g.turn().rolls;
            if roll > 0 {
                let mask = holds[step % holds.len()];
                step += 1;
                if mask == 0b11111 {
                    break;
                }
                for i in 0..5 {
                    let hold = if mask & (1 << i) != 0 {
                        Action::Hold(i)
                    } else {
                        Action::Release(i)
                    };
                    g = g.apply(hold).unwrap();
                }
            }
            let before = *g.turn();
            g = g.apply(Action::Roll).unwrap();
            for i in 0..5 {
                let thrown = roll == 0 || !before.held[i];
                let want = if thrown {
                    slot_face(variant, day, turn, roll, i)
                } else {
                    before.dice[i]
                };
                assert_eq!(g.turn().dice[i], want, "turn {turn} roll {roll} slot {i}");
            }
        }
        let allowed = g.placement().unwrap().allowed;
        g = g
            .apply(Action::Score(allowed.trailing_zeros() as usize))
            .unwrap();
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Two players who hold differently meet the same faces in every slot they both throw.
    #[test]
    fn different_holds_meet_the_same_faces(
        v in 0..VariantId::ALL.len(),
        day in 0u64..=yahtzee_engine::daily::LAST_DAY,
        a in proptest::collection::vec(0u8..32, 1..40),
        b in proptest::collection::vec(0u8..32, 1..40),
    ) {
        let variant = VariantId::ALL[v];
        let one = play(variant, day, &a);
        let two = play(variant, day, &b);
        // Both replay from their saved text, on the day's dice alone.
        for g in [&one, &two] {
            let text = serde_json::to_string(g).unwrap();
            let back: Game = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(&back, g);
        }
    }
}

#[test]
fn a_stored_daily_game_with_other_dice_is_refused() {
    let g = play(VariantId::Classic, 20_788, &[0b00011, 0]);
    let mut data = yahtzee_engine::GameData::from(g.clone());
    let first = &mut data.decisions[0];
    first.dice[0] = first.dice[0] % 6 + 1;
    let text = serde_json::to_string(&data).unwrap();
    assert!(serde_json::from_str::<Game>(&text).is_err());
    // The same game as a game of the page's own dice is a different game: the day's faces
    // are not what its seed deals.
    let mut rolled = yahtzee_engine::GameData::from(g);
    rolled.dice = DiceMode::Rolled;
    let back: Game = serde_json::from_str(&serde_json::to_string(&rolled).unwrap()).unwrap();
    assert_eq!(back.dice_mode(), DiceMode::Rolled);
}

#[test]
fn a_daily_game_has_the_official_rules_and_one_person() {
    let house = RuleSet {
        variant: VariantId::Classic,
        options: yahtzee_engine::Options {
            joker: JokerMode::FreeChoice,
            ..Default::default()
        },
    };
    let g = Game::with_dice(house, 1, 20_788, DiceMode::Daily).unwrap();
    assert_eq!(g.rule_set(), RuleSet::default());
    // Stored with house rules, it is refused.
    let mut data = yahtzee_engine::GameData::from(g.apply(Action::Roll).unwrap());
    data.rules = house;
    let text = serde_json::to_string(&data).unwrap();
    let refused = serde_json::from_str::<Game>(&text).unwrap_err().to_string();
    assert!(refused.contains(&Invalid::Rules.to_string()), "{refused}");
    assert_eq!(
        Game::with_dice(RuleSet::default(), 2, 20_788, DiceMode::Daily),
        Err(MoveError::PlayerCount(2))
    );
    assert_eq!(
        Game::daily(
            VariantId::Yatzy,
            yahtzee_engine::daily::LAST_DAY + 1,
            DayPlay::Practice
        ),
        Err(MoveError::Seed(yahtzee_engine::daily::LAST_DAY + 1))
    );
    let bot = vec![Seat {
        name: "Bot".into(),
        kind: SeatKind::Bot(yahtzee_engine::BotLevel::Expert),
    }];
    assert_eq!(
        Session::with_dice(RuleSet::default(), bot, 1, 20_788, DiceMode::Daily),
        Err(SessionError::BotWithRealDice(0))
    );
    let me = vec![Seat {
        name: "Me".into(),
        kind: SeatKind::Human,
    }];
    assert_eq!(
        Session::with_dice(RuleSet::default(), me, 3, 20_788, DiceMode::Practice),
        Err(SessionError::Games(3))
    );
}

#[test]
fn a_new_game_after_a_daily_game_rolls_its_own_dice() {
    let daily = Session::solo(Game::daily(VariantId::Yatzy, 20_788, DayPlay::Record).unwrap());
    let next = daily.apply(Action::NewGame { seed: 5 }).unwrap();
    assert_eq!(next.dice_mode(), DiceMode::Rolled);
    assert_eq!(next.rule_set().variant, VariantId::Yatzy);
    assert_eq!(daily.rematch(6).unwrap().dice_mode(), DiceMode::Rolled);
    // The same day's game for practice deals the same first roll.
    let practice = Game::daily(VariantId::Yatzy, 20_788, DayPlay::Practice).unwrap();
    let a = daily.apply(Action::Roll).unwrap();
    let b = practice.apply(Action::Roll).unwrap();
    assert_eq!(a.game().turn().dice, b.turn().dice);
    assert_eq!(b.dice_mode(), DiceMode::Practice);
}
