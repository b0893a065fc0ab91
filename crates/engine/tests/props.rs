//! Property tests: scoring ignores dice order and stays within each box's bounds; sheet totals
//! always add up; random action sequences never panic and replay exactly. Every variant, every
//! option set.

use proptest::prelude::*;
use yahtzee_engine::{
    Action, Counts, Game, JokerMode, Pattern, Points, RuleSet, Section, VariantId, MAX_SEED,
};

mod common;

/// Any variant with any options, the ones that mean nothing for it included.
fn any_rules() -> impl Strategy<Value = RuleSet> {
    (
        0..VariantId::ALL.len(),
        0usize..3,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(v, j, house, bonus, four, order)| {
            let mut r = common::ruleset(VariantId::ALL[v], JokerMode::ALL[j], house, bonus);
            r.options.four_of_a_kind_two_pairs = four;
            r.options.forced_order = order;
            r
        })
}

/// Five dice for these rules: faces drawn from 1 to 7 and folded into the game's faces.
fn fit(dice: [u8; 5], rules: &RuleSet) -> [u8; 5] {
    let faces = rules.variant.def().faces;
    dice.map(|d| (d - 1) % faces + 1)
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => Just(Action::Roll),
        3 => (0usize..7).prop_map(Action::Toggle),
        1 => (0usize..7).prop_map(Action::Hold),
        1 => (0usize..7).prop_map(Action::Release),
        2 => (0u8..9).prop_map(Action::SetWild),
        4 => (0usize..20).prop_map(Action::Score),
        1 => Just(Action::Undo),
    ]
}

proptest! {
    #[test]
    fn scores_do_not_depend_on_dice_order(
        dice in prop::array::uniform5(1u8..=7),
        perm in Just([0usize, 1, 2, 3, 4]).prop_shuffle(),
        rules in any_rules(),
        joker in any::<bool>(),
    ) {
        let r = rules.rules();
        let dice = fit(dice, &rules);
        let shuffled: Vec<u8> = perm.iter().map(|&i| dice[i]).collect();
        for b in 0..r.box_count() {
            prop_assert_eq!(
                r.box_score(b, &Counts::of(&dice), joker),
                r.box_score(b, &Counts::of(&shuffled), joker)
            );
        }
    }

    #[test]
    fn scores_stay_within_each_box_bounds(
        dice in prop::array::uniform5(1u8..=7),
        rules in any_rules(),
        joker in any::<bool>(),
    ) {
        let r = rules.rules();
        let dice = fit(dice, &rules);
        let c = Counts::of(&dice);
        let total = c.total();
        let most = 5 * r.def.faces as u16;
        for (i, b) in r.boxes().iter().enumerate() {
            let s = r.box_score(i, &c, joker);
            match (b.pattern, b.points) {
                (Pattern::Face(f), _) => {
                    prop_assert_eq!(s % f as u16, 0);
                    prop_assert!(s <= 5 * f as u16);
                }
                (_, Points::Total) => prop_assert!(s == 0 || s == total),
                (_, Points::TotalPlus(p)) => prop_assert!(s == 0 || s == total + p),
                (Pattern::OfAKind(n), Points::MatchingSum) => {
                    prop_assert!(s == 0 || (s % n as u16 == 0 && s <= total && s <= most));
                }
                // Two pairs: four of the dice, two and two alike (or four alike).
                (Pattern::TwoPairs, Points::MatchingSum) => {
                    prop_assert!(s == 0 || (s % 2 == 0 && s < total && s >= 4));
                }
                (_, Points::MatchingSum) => prop_assert!(s == 0 || s == total),
                (_, Points::Fixed(p)) => prop_assert!(s == 0 || s == p),
                (_, Points::FaceSum) => prop_assert!(false, "FaceSum outside the upper section"),
            }
            // A lower box scores nothing exactly when its pattern is not met (the Joker aside).
            if !joker && b.section == Section::Lower {
                prop_assert_eq!(s > 0, r.meets(b.pattern, &c));
            }
        }
    }

    #[test]
    fn random_play_never_panics_and_totals_add_up(
        seed in 0..=MAX_SEED,
        rules in any_rules(),
        players in 1usize..=4,
        actions in prop::collection::vec(any_action(), 0..400),
    ) {
        let r = rules.rules();
        let mut g = Game::new(rules, players, seed).unwrap();
        let mut replay = g.clone();
        let mut accepted = Vec::new();
        for a in actions {
            if let Ok(next) = g.apply(a) {
                accepted.push(a);
                g = next;
            }
            // Saved and read back, every position is the same game: parsing refuses nothing
            // that play makes.
            let back: Game = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
            prop_assert_eq!(&back, &g);
            for sheet in g.sheets() {
                let t = sheet.totals(&r);
                let sum: u16 = sheet.boxes.iter().map(|b| b.unwrap_or(0)).sum();
                prop_assert_eq!(t.upper + t.lower, sum);
                prop_assert_eq!(t.total, sum + t.upper_bonus + t.yahtzee_bonus);
                let reached = r.bonus_tiers().iter().filter(|tier| t.upper >= tier.threshold);
                prop_assert_eq!(t.upper_bonus, reached.map(|tier| tier.bonus).max().unwrap_or(0));
                prop_assert_eq!(t.yahtzee_bonus, r.def.extra_yahtzee_bonus * sheet.yahtzee_bonuses as u16);
                for (b, score) in r.boxes().iter().zip(&sheet.boxes) {
                    if b.section == Section::Upper {
                        prop_assert!(score.unwrap_or(0) <= u16::from(r.def.dice) * r.def.faces as u16);
                    }
                }
            }
            prop_assert_eq!(g.counts().is_some(), g.turn().rolls > 0);
            if let Some(c) = g.counts() {
                prop_assert!(c.faces().iter().all(|f| (1..=r.def.faces).contains(f)));
                prop_assert_eq!(c.len(), r.def.dice);
            }
            prop_assert!(g.turn().wild.is_none() || g.wild_showing());
        }
        for a in accepted {
            replay = replay.apply(a).unwrap();
        }
        prop_assert_eq!(replay, g);
    }

    #[test]
    fn every_legal_box_can_be_scored_and_its_preview_is_what_it_scores(
        seed in 0..=MAX_SEED,
        rules in any_rules(),
        choices in prop::collection::vec(0usize..20, 20),
        wilds in prop::collection::vec(1u8..=7, 20),
    ) {
        let mut g = Game::new(rules, 1, seed).unwrap();
        let n = g.rules().box_count();
        for (&pick, &wild) in choices.iter().zip(&wilds).take(n) {
            g = g.apply(Action::Roll).unwrap();
            if g.wild_showing() {
                g = g.apply(Action::SetWild(wild)).unwrap();
            }
            let p = g.placement().unwrap();
            prop_assert!(p.allowed != 0, "a roll always has somewhere to go");
            let legal: Vec<usize> = (0..n).filter(|b| p.allowed & (1 << b) != 0).collect();
            let b = legal[pick % legal.len()];
            let preview = g.preview(b).unwrap();
            let r = g.rules();
            let before = g.sheet().totals(&r);
            g = g.apply(Action::Score(b)).unwrap();
            prop_assert_eq!(g.sheet().boxes[b], Some(preview.points));
            let after = g.sheet().totals(&r).total;
            // Exactly the box's points, the bonus, and what the upper bonus gains.
            let upper = before.upper
                + if r.boxes()[b].section == Section::Upper { preview.points } else { 0 };
            prop_assert_eq!(
                after,
                before.total - before.upper_bonus + preview.points + preview.bonus + r.upper_bonus(upper)
            );
        }
        prop_assert!(g.is_over());
        // A game carries only the options its rules offer.
        prop_assert_eq!(g.rule_set(), rules.fitted());
    }
}
