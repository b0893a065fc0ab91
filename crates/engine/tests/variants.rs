//! Lucky7, Tricolor, Yacht and Yatzy as games: the shape of each definition, the bonuses, and
//! options that mean nothing for a game staying harmless.

use yahtzee_engine::{
    Action, Counts, Game, JokerMode, Pattern, Points, RuleSet, Section, VariantId, DICE, MAX_BOXES,
    MAX_FACES,
};

mod common;
use common::*;

#[test]
fn box_names_are_the_issues_names() {
    let names =
        |v: VariantId| -> Vec<&str> { v.def().boxes.iter().map(|b| b.name.english()).collect() };
    assert_eq!(
        names(VariantId::Lucky7),
        [
            "Ones",
            "Twos",
            "Threes",
            "Fours",
            "Fives",
            "Sixes",
            "Sevens",
            "Three of a Kind",
            "Four of a Kind",
            "Full House",
            "Small Straight",
            "Large Straight",
            "Yahtzee",
            "Chance"
        ]
    );
    assert_eq!(
        names(VariantId::Tricolor),
        [
            "Ones",
            "Twos",
            "Threes",
            "Fours",
            "Fives",
            "Sixes",
            "Two Pair Same Colour",
            "Three of a Kind",
            "Straight",
            "Flush",
            "Full House",
            "Full House Same Colour",
            "Four of a Kind",
            "Kismet",
            "Chance"
        ]
    );
    assert_eq!(
        names(VariantId::Yacht),
        [
            "Ones",
            "Twos",
            "Threes",
            "Fours",
            "Fives",
            "Sixes",
            "Full House",
            "Four of a Kind",
            "Little Straight",
            "Big Straight",
            "Choice",
            "Yacht"
        ]
    );
}

#[test]
fn every_definition_is_well_formed() {
    let mut keys = Vec::new();
    for v in VariantId::ALL {
        let def = v.def();
        let r = official(v).rules();
        assert_eq!(def.id, v);
        assert_eq!(VariantId::from_key(def.key), Some(v));
        assert!(!keys.contains(&def.key), "key {} used twice", def.key);
        keys.push(def.key);
        assert!(!def.id.name().is_empty());
        assert!((1..=MAX_FACES as u8).contains(&def.faces));
        assert!((1..=MAX_BOXES).contains(&r.box_count()));
        assert!(def.rolls_per_turn >= 1);
        for (i, b) in def.boxes.iter().enumerate() {
            assert!(
                def.id.box_help(i).is_some_and(|h| !h.is_empty()),
                "{}: {} has no help",
                def.id.name(),
                b.name
            );
            assert!(b.example().iter().all(|f| (1..=def.faces).contains(f)));
            let s = r.box_score(i, &Counts::of(b.example()), false);
            assert!(
                s > 0,
                "{}: the example for {} scores nothing",
                def.id.name(),
                b.name
            );
            if b.section == Section::Upper {
                assert!(matches!(b.pattern, Pattern::Face(_)) && b.points == Points::FaceSum);
            }
        }
        assert!(def
            .upper_bonus
            .windows(2)
            .all(|w| w[0].threshold < w[1].threshold));
        if let Some(y) = def.yahtzee_box {
            assert_eq!(def.boxes[y].pattern, Pattern::OfAKind(DICE as u8));
            assert_eq!(def.boxes[y].section, Section::Lower);
        } else {
            assert_eq!(def.extra_yahtzee_bonus, 0);
            assert!(!def.has_joker, "the Joker needs a Yahtzee box");
        }
        if let Some(w) = def.wild {
            assert!(w.die < DICE && (1..=def.faces).contains(&w.face));
        }
        if let Some(c) = def.colours {
            assert_eq!(c.len(), def.faces as usize);
        }
    }
    assert_eq!(VariantId::from_key("kismet"), None);
}

#[test]
fn upper_bonuses_follow_the_seed() {
    let r = official(VariantId::Tricolor).rules();
    for (total, bonus) in [
        (0, 0),
        (62, 0),
        (63, 35),
        (70, 35),
        (71, 55),
        (77, 55),
        (78, 75),
        (105, 75),
    ] {
        assert_eq!(r.upper_bonus(total), bonus, "Tricolor upper {total}");
    }
    assert_eq!(r.upper_cap(), 78);
    let r = official(VariantId::Lucky7).rules();
    assert_eq!(
        (r.upper_bonus(83), r.upper_bonus(84), r.upper_cap()),
        (0, 46, 84)
    );
    let r = official(VariantId::Yacht).rules();
    assert_eq!((r.upper_bonus(105), r.upper_cap()), (0, 0));
}

#[test]
fn tricolor_faces_have_the_seeds_colours() {
    use yahtzee_engine::Colour::*;
    let r = official(VariantId::Tricolor).rules();
    let colours: Vec<_> = (1..=6).map(|f| r.colour(f).unwrap()).collect();
    assert_eq!(colours, [White, Red, Green, Green, Red, White]);
    assert_eq!(r.colour(0), None);
    assert_eq!(r.colour(7), None);
    assert_eq!(official(VariantId::Classic).rules().colour(1), None);
}

#[test]
fn options_that_mean_nothing_for_a_game_change_nothing() {
    // Tricolor has no Joker; Yacht has neither Joker nor Yahtzee bonus. Whatever the options say,
    // every roll may go in every open box and earns what the game alone gives.
    for v in [VariantId::Tricolor, VariantId::Yacht] {
        let base = rules(v, false);
        let all = base.all_boxes();
        for counts in Counts::all(5, 6) {
            for filled in [0, all >> 1, all & !1, all & 0x0f0f, all & 0x7ffe] {
                for yahtzee_scored in [false, true] {
                    let want = base.placement(filled, yahtzee_scored, &counts);
                    assert!(!want.joker && want.restriction.is_none());
                    assert_eq!(want.allowed, all & !filled);
                    for joker in JokerMode::ALL {
                        for bonus in [false, true] {
                            let r = ruleset(v, joker, false, bonus).rules();
                            let p = r.placement(filled, yahtzee_scored, &counts);
                            assert_eq!(
                                (p.allowed, p.joker, p.restriction),
                                (want.allowed, false, None)
                            );
                            let expect_bonus = if bonus { want.bonus } else { 0 };
                            assert_eq!(p.bonus, expect_bonus);
                        }
                    }
                }
            }
        }
    }
    // Yacht never pays an extra bonus.
    let yacht = rules(VariantId::Yacht, false);
    assert_eq!(
        yacht
            .placement(0x0fff & !1, true, &Counts::of(&[1; 5]))
            .bonus,
        0
    );
}

#[test]
fn tricolor_pays_100_for_each_further_kismet_while_its_box_holds_a_score() {
    let g = Game::new(official(VariantId::Tricolor), 1, 3).unwrap();
    let r = g.rules();
    let kismet = box_named(&r, "Kismet");
    let g = play(&g, [6; 5], kismet);
    assert_eq!(g.sheet().boxes[kismet], Some(80));
    assert!(g.sheet().yahtzee_scored(&r));
    let g2 = rolled(&g, [3; 5]);
    let p = g2.placement().unwrap();
    // No Joker: any open box, scored for what the dice really are.
    assert_eq!(
        (p.allowed, p.joker, p.bonus),
        (r.all_boxes() & !(1 << kismet), false, 100)
    );
    assert_eq!(g2.preview(box_named(&r, "Straight")).unwrap().points, 0);
    assert_eq!(g2.preview(box_named(&r, "Full House")).unwrap().points, 0);
    assert_eq!(g2.preview(box_named(&r, "Flush")).unwrap().points, 35);
    assert_eq!(
        g2.preview(box_named(&r, "Four of a Kind")).unwrap().points,
        40
    );
    let g3 = g2.apply(Action::Score(box_named(&r, "Straight"))).unwrap();
    assert_eq!(g3.sheet().boxes[box_named(&r, "Straight")], Some(0));
    assert_eq!(g3.sheet().yahtzee_bonus_points, 100);
    assert_eq!(g3.sheet().totals(&r).total, 80 + 100);

    // A Kismet box filled with 0 earns no bonus.
    let g = Game::new(official(VariantId::Tricolor), 1, 3).unwrap();
    let g = play(&g, [1, 2, 3, 4, 6], kismet);
    assert!(!g.sheet().yahtzee_scored(&r));
    let g = rolled(&g, [5; 5]);
    assert_eq!(g.placement().unwrap().bonus, 0);

    // The bonus option turns it off.
    let off = ruleset(VariantId::Tricolor, JokerMode::Forced, false, false);
    let g = play(&Game::new(off, 1, 3).unwrap(), [6; 5], kismet);
    assert_eq!(rolled(&g, [2; 5]).placement().unwrap().bonus, 0);
}

#[test]
fn a_yacht_game_has_twelve_rounds_and_no_bonus_row() {
    let mut g = Game::new(official(VariantId::Yacht), 2, 9).unwrap();
    let r = g.rules();
    assert_eq!(r.box_count(), 12);
    for b in 0..12 {
        g = play(&g, [5; 5], b);
        g = play(&g, [5; 5], b);
    }
    assert!(g.is_over());
    for sheet in g.sheets() {
        let t = sheet.totals(&r);
        // 25 in Fives, 25 in Full House only with the house rule (not here), 20 in Four of a
        // Kind, 25 in Choice and 50 in Yacht.
        assert_eq!(
            (t.upper_bonus, t.yahtzee_bonus, t.total),
            (0, 0, 25 + 20 + 25 + 50)
        );
    }
}

#[test]
fn variants_round_trip_through_json() {
    for v in VariantId::ALL {
        let g = Game::new(official(v), 2, 77)
            .unwrap()
            .apply(Action::Roll)
            .unwrap();
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back, g);
        assert_eq!(back.rule_set().variant, v);
    }
    let rs: RuleSet = serde_json::from_str(r#"{"variant":"Lucky7","options":{"joker":"Forced","five_of_a_kind_full_house":false,"yahtzee_bonus":true}}"#).unwrap();
    assert_eq!(rs.variant, VariantId::Lucky7);
}

#[test]
fn a_game_never_carries_an_option_it_does_not_offer_and_fitting_changes_no_score() {
    for v in VariantId::ALL {
        let def = v.def();
        for joker in JokerMode::ALL {
            for house in [false, true] {
                for bonus in [false, true] {
                    let carried = ruleset(v, joker, house, bonus);
                    let fitted = carried.fitted();
                    assert_eq!(fitted.fitted(), fitted, "fitting twice changes nothing");
                    let o = fitted.options;
                    // What the game offers is kept as chosen; the rest is official.
                    assert_eq!(
                        o.joker,
                        if def.offers_joker() {
                            joker
                        } else {
                            JokerMode::Forced
                        }
                    );
                    assert_eq!(o.yahtzee_bonus, !def.offers_yahtzee_bonus() || bonus);
                    assert_eq!(
                        o.five_of_a_kind_full_house,
                        def.offers_five_of_a_kind_full_house() && house
                    );
                    assert_eq!(Game::new(carried, 1, 7).unwrap().rule_set(), fitted);
                    let (a, b) = (carried.rules(), fitted.rules());
                    let all = a.all_boxes();
                    for counts in Counts::all(DICE as u8, def.faces) {
                        for filled in [0, all >> 1, all & !1, all & 0x0f0f, all & 0x7ffe] {
                            for scored in [false, true] {
                                assert_eq!(
                                    a.placement(filled, scored, &counts),
                                    b.placement(filled, scored, &counts),
                                    "{v:?} {:?} {counts}",
                                    carried.options
                                );
                            }
                        }
                        for i in 0..a.box_count() {
                            for joker in [false, true] {
                                assert_eq!(
                                    a.box_score(i, &counts, joker),
                                    b.box_score(i, &counts, joker)
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    // What the setup offers, game by game.
    let offers = |v: VariantId| {
        let d = v.def();
        (
            d.offers_joker(),
            d.offers_yahtzee_bonus(),
            d.offers_five_of_a_kind_full_house(),
        )
    };
    assert_eq!(offers(VariantId::Classic), (true, true, true));
    assert_eq!(offers(VariantId::Tricolor), (false, true, true));
    assert!(!offers(VariantId::Yacht).0);
}

#[test]
fn yatzy_in_forced_order_fills_its_boxes_top_to_bottom() {
    let rules = RuleSet {
        variant: VariantId::Yatzy,
        options: yahtzee_engine::Options {
            forced_order: true,
            ..Default::default()
        },
    };
    let mut g = Game::new(rules, 1, 3).unwrap();
    for b in 0..15 {
        g = g.apply(Action::Roll).unwrap();
        let p = g.placement().unwrap();
        assert_eq!(p.allowed, 1 << b, "only box {b} is open to this roll");
        let later = (b + 1) % 15;
        if later > b {
            assert_eq!(
                g.apply(Action::Score(later)),
                Err(yahtzee_engine::MoveError::OutOfOrder {
                    box_index: later,
                    next: b
                })
            );
        }
        g = g.apply(Action::Score(b)).unwrap();
    }
    assert!(g.is_over());
    // Without the house rule every open box may be chosen.
    let free = Game::new(official(VariantId::Yatzy), 1, 3)
        .unwrap()
        .apply(Action::Roll)
        .unwrap();
    assert_eq!(free.placement().unwrap().allowed, 0x7fff);
}
