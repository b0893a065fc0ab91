//! Every multiset of five dice scored in every Classic box, against a table computed
//! independently from the seeds' box definitions (tests/golden/classic_scores.py).

use yahtzee_engine::{Counts, JokerMode, Options, RuleSet, Rules, VariantId};

mod common;

fn golden() -> Vec<(Vec<u8>, Vec<u16>)> {
    common::golden(include_str!("golden/classic_scores.txt"))
}

fn rules(house: bool) -> Rules {
    common::classic(JokerMode::Forced, house, true).rules()
}

#[test]
fn golden_table_covers_all_252_multisets() {
    let table = golden();
    assert_eq!(table.len(), 252);
    let mine: Vec<Counts> = Counts::all(5, 6);
    assert_eq!(mine.len(), 252);
    for ((dice, _), counts) in table.iter().zip(&mine) {
        assert_eq!(&counts.faces(), dice);
    }
}

#[test]
fn every_box_matches_the_golden_table() {
    let official = rules(false);
    let house = rules(true);
    assert_eq!(official.box_count(), 13);
    for (dice, expected) in golden() {
        let counts = Counts::of(&dice);
        for (b, &want) in expected.iter().take(13).enumerate() {
            assert_eq!(
                official.box_score(b, &counts, false),
                want,
                "{} in {}",
                counts,
                official.boxes()[b].name
            );
        }
        assert_eq!(
            house.box_score(8, &counts, false),
            expected[13],
            "{counts} in Full House with the house rule"
        );
        // The house rule changes nothing else.
        for b in (0..13).filter(|&b| b != 8) {
            assert_eq!(house.box_score(b, &counts, false), expected[b]);
        }
    }
}

#[test]
fn box_names_are_the_seeds_names() {
    let names: Vec<&str> = rules(false)
        .boxes()
        .iter()
        .map(|b| b.name.english())
        .collect();
    assert_eq!(
        names,
        [
            "Ones",
            "Twos",
            "Threes",
            "Fours",
            "Fives",
            "Sixes",
            "Three of a Kind",
            "Four of a Kind",
            "Full House",
            "Small Straight",
            "Large Straight",
            "Yahtzee",
            "Chance"
        ]
    );
}

#[test]
fn help_examples_score_in_their_box() {
    let r = rules(false);
    for (i, b) in r.boxes().iter().enumerate() {
        let s = r.box_score(i, &Counts::of(b.example()), false);
        assert!(s > 0, "the example for {} scores nothing", b.name);
    }
}

#[test]
fn upper_bonus_is_35_from_63() {
    let r = RuleSet::default().rules();
    assert_eq!(r.upper_bonus(62), 0);
    assert_eq!(r.upper_bonus(63), 35);
    assert_eq!(r.upper_bonus(105), 35);
    assert_eq!(r.upper_cap(), 63);
}

#[test]
fn default_options_are_the_official_rules() {
    let o = Options::default();
    assert_eq!(o.joker, JokerMode::Forced);
    assert!(!o.five_of_a_kind_full_house);
    assert!(o.yahtzee_bonus);
    assert_eq!(RuleSet::default().variant, VariantId::Classic);
}
