//! The records' tests: personal bests, high scores, statistics, export and import.

use super::*;
use yahtzee_engine::{Action, Scripted};

fn rec(name: &str, score: u16, date: &str) -> Record {
    Record {
        name: name.into(),
        player: 0,
        seed: score as u64,
        rules: RuleSet::default(),
        date: date.into(),
        score,
        upper_bonus: score > 250,
        yahtzees: (score > 300) as u8,
        mean_loss: None,
        game: String::new(),
        entered: false,
    }
}

#[test]
fn a_finished_game_names_personal_bests_and_high_score_places() {
    let mut kept: Vec<Record> = (0..12)
        .map(|i| rec("Bo", 100 + i * 20, "2026-11-01"))
        .collect();
    kept.push(rec("Ann", 250, "2026-11-02"));
    let mut ann = rec("Ann", 260, "2026-11-23");
    ann.game = "g1".into();
    let mut bo = rec("Bo", 120, "2026-11-23");
    bo.game = "g1".into();
    bo.player = 1;
    // The game's own records, already kept, do not count against it.
    kept.push(ann.clone());
    let got = achievements(&kept, &[ann.clone(), bo.clone()]);
    assert_eq!(
        got[0],
        Achievement {
            name: "Ann".into(),
            score: 260,
            beaten_best: Some(250),
            place: Some(5),
        }
    );
    assert_eq!(got[1].beaten_best, None);
    assert_eq!(got[1].place, None, "120 is below the ten best");
    // A first game: no best to beat, first place.
    let first = achievements(&[], &[ann]);
    assert_eq!((first[0].beaten_best, first[0].place), (None, Some(1)));
}

#[test]
fn real_dice_games_are_kept_apart_from_seeded_ones() {
    use yahtzee_engine::{DiceMode, Seat};
    let seats = |n: usize| {
        (0..n)
            .map(|i| Seat {
                name: format!("P{i}"),
                kind: SeatKind::Human,
            })
            .collect::<Vec<_>>()
    };
    let play = |mut s: Session| {
        while !s.game().is_over() {
            s = s
                .apply(Action::Enter(yahtzee_engine::Dice::from([6, 6, 6, 6, 6])))
                .unwrap_or_else(|_| s.roll_with(&mut Scripted::new([6, 6, 6, 6, 6])).unwrap());
            let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
            s = s.apply(Action::Score(b)).unwrap();
        }
        s
    };
    let real =
        play(Session::with_dice(RuleSet::default(), seats(6), 1, 3, DiceMode::Entered).unwrap());
    let rolled = play(Session::new(RuleSet::default(), seats(1), 1, 3).unwrap());
    let r = records_of(&real, "2026-11-21");
    assert_eq!(r.len(), 6, "every person at a table of six is recorded");
    assert!(r.iter().all(|x| x.entered));
    let seeded = records_of(&rolled, "2026-11-21");
    assert!(!seeded[0].entered);
    assert_ne!(
        r[0].game, seeded[0].game,
        "same seed, same dice, another game"
    );
    // Records from before real dice read as seeded games.
    let old = export(&[rec("A", 200, "1")], &[])
        .unwrap()
        .replace(",\n      \"entered\": false", "");
    assert!(!old.contains("entered"));
    assert!(!import(&old).unwrap().0[0].entered);
}

#[test]
fn high_scores_keep_the_best_ten_of_a_rule_set() {
    let mut all: Vec<Record> = (0..15)
        .map(|i| rec("You", 100 + 10 * i, "2026-01-01"))
        .collect();
    let mut other = rec("You", 999, "2026-01-02");
    other.rules.options.yahtzee_bonus = false;
    all.push(other);
    let top = high_scores(&all, &RuleSet::default());
    assert_eq!(top.len(), 10);
    assert_eq!(top[0].score, 240);
    assert!(top.windows(2).all(|w| w[0].score >= w[1].score));
}

#[test]
fn stats_and_histogram_add_up() {
    let all = [rec("A", 200, "1"), rec("A", 260, "2"), rec("A", 310, "3")];
    let refs: Vec<&Record> = all.iter().collect();
    let s = stats(&refs).unwrap();
    assert_eq!((s.games, s.best), (3, 310));
    assert!((s.mean - 256.667).abs() < 1e-3);
    assert!((s.upper_bonus_rate - 2.0 / 3.0).abs() < 1e-9);
    assert!(s.mean_loss.is_none());
    let h = histogram(&refs, 50);
    assert_eq!(h.iter().map(|b| b.1).sum::<usize>(), 3);
    assert_eq!(h[4], (200, 1));
    assert!(stats(&[]).is_none());
}

#[test]
fn export_round_trips_and_bad_files_are_refused() {
    let all = vec![rec("A", 200, "1"), rec("B", 260, "2")];
    let days = vec![daily::DailyResult {
        game: yahtzee_engine::VariantId::Yatzy,
        day: 20_788,
        score: Some(231),
        perfect: Some(251),
        aided: true,
    }];
    assert_eq!(
        import(&export(&all, &days).unwrap()).unwrap(),
        (all.clone(), days.clone())
    );
    // A file written before the daily game has no daily results, and reads.
    let before = export(&all, &[]).unwrap().replace(",\n  \"daily\": []", "");
    assert!(!before.contains("daily"));
    assert_eq!(import(&before).unwrap(), (all.clone(), Vec::new()));
    // A damaged day is named by its place, and nothing of the file is taken.
    let bad_day = export(&all, &days).unwrap().replace("20788", "9999999");
    assert_eq!(
        import(&bad_day).unwrap_err(),
        "This records file is damaged (daily result 1: a day after 9999-12-31)."
    );
    assert_eq!(import("nope").unwrap_err(), "This file is not JSON.");
    assert!(import("{\"a\":1}")
        .unwrap_err()
        .contains("not a Yahtzee records export"));
    // A record that cannot be read is named by its place in the file, with why.
    assert_eq!(
        import("{\"format\":\"yahtzee-records\",\"version\":1,\"records\":[{}]}")
            .unwrap_err(),
        "This records file has an impossible record (record 1 in the file: missing field `name` at line 1 column 2)."
    );
    assert!(
        import("{\"format\":\"yahtzee-records\",\"version\":1,\"records\":{}}")
            .unwrap_err()
            .contains("damaged")
    );
    let v2 = export(&all, &[])
        .unwrap()
        .replace("\"version\": 1", "\"version\": 2");
    assert!(import(&v2).unwrap_err().contains("version 2"));
    let mut merged = vec![all[0].clone()];
    assert_eq!(merge(&mut merged, all.clone()), 1);
    assert_eq!(merged.len(), 2);
}

#[test]
fn records_are_kept_for_people_not_bots() {
    use yahtzee_engine::{BotLevel, Seat};
    let seats = vec![
        Seat {
            name: "Ann".into(),
            kind: SeatKind::Human,
        },
        Seat {
            name: "Robo".into(),
            kind: SeatKind::Bot(BotLevel::Expert),
        },
    ];
    let mut s = Session::new(RuleSet::default(), seats, 1, 3).unwrap();
    while !s.game().is_over() {
        s = s.roll_with(&mut Scripted::new([6, 6, 6, 6, 6])).unwrap();
        let b = s.game().placement().unwrap().allowed.trailing_zeros() as usize;
        s = s.apply(Action::Score(b)).unwrap();
    }
    let r = records_of(&s, "2026-11-21");
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].name, "Ann");
    assert_eq!(
        r[0].score,
        s.game().sheets()[0].totals(&s.game().rules()).total
    );
    // Thirteen rolls of 6 6 6 6 6, each in the first box open: the Yahtzee box (the
    // twelfth) holds 50, and only Chance comes after it, with the one extra bonus.
    let sheet = &s.game().sheets()[0];
    assert_eq!((sheet.boxes[11], sheet.yahtzee_bonuses), (Some(50), 1));
    assert_eq!(r[0].yahtzees, 2);
}

#[test]
fn a_review_lands_on_its_own_games_records_only() {
    use yahtzee_engine::{BoxMask, Seat, VariantId};
    // One person plays seed 7 of Classic twice (a replay of a high score, scoring in another
    // order) and seed 7 of Yatzy: three games of one number.
    let play = |variant: VariantId, last_box_first: bool| {
        let rules = RuleSet {
            variant,
            options: Default::default(),
        };
        let seat = Seat {
            name: "Ann".into(),
            kind: SeatKind::Human,
        };
        let mut s = Session::new(rules, vec![seat], 1, 7).unwrap();
        while !s.game().is_over() {
            s = s.apply(Action::Roll).unwrap();
            let allowed = s.game().placement().unwrap().allowed;
            let b = match last_box_first {
                true => (BoxMask::BITS - 1 - allowed.leading_zeros()) as usize,
                false => allowed.trailing_zeros() as usize,
            };
            s = s.apply(Action::Score(b)).unwrap();
        }
        s
    };
    let games = [
        play(VariantId::Classic, false),
        play(VariantId::Classic, true),
        play(VariantId::Yatzy, false),
    ];
    let mut all: Vec<Record> = games
        .iter()
        .flat_map(|s| records_of(s, "2026-11-28"))
        .collect();
    assert_eq!(all.iter().map(|r| r.seed).collect::<Vec<_>>(), [7, 7, 7]);
    // Each game's review notes its own loss, in any order, and no other game's.
    for (i, s) in games.iter().enumerate().rev() {
        let g = s.game();
        let reviewed = Reviewed::of(g.seed(), g.rule_set(), g.decisions());
        assert!(note_mean_losses(
            &mut all,
            &reviewed,
            &[(0, i as f64 + 1.0)]
        ));
    }
    let losses: Vec<_> = all.iter().map(|r| r.mean_loss).collect();
    assert_eq!(losses, [Some(1.0), Some(2.0), Some(3.0)]);
    // A record kept before records named their game is told by its seed and rules alone.
    let mut old = all[2].clone();
    old.game.clear();
    let yatzy = games[2].game();
    let classic = games[0].game();
    let of = |g: &Game| Reviewed::of(g.seed(), g.rule_set(), g.decisions());
    assert!(of_reviewed(&old, &of(yatzy).key, 7, yatzy.rule_set()));
    assert!(!of_reviewed(&old, &of(classic).key, 7, classic.rule_set()));
}
