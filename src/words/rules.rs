//! The games' rules in the language spoken: what each box scores, built from the box's rule
//! (its pattern, its points, the game's faces), and each game's paragraph and notes, one
//! message each, chosen by an exhaustive `match` so that a new game cannot go without its words.
//!
//! The box sentences' messages are in `table-boxes.ftl`, fetched with the game screen, so that
//! the scoresheet's row titles can use [`box_help`] too. The engine's `BoxDef::help` keeps each
//! box's English sentence, and a test below holds the messages' English to it.

use yahtzee_engine::{Face, Pattern, Points, RuleSet, Rules, VariantId};

use crate::msg;

/// What box `index` of `rules` scores, in one sentence.
pub fn box_help(rules: &Rules, index: usize) -> String {
    let Some(b) = rules.boxes().get(index) else {
        return String::new();
    };
    let dice = rules.def.dice;
    // The Scandinavian games' sheets word the kinds without "at least".
    let style = match rules.def.id {
        VariantId::Maxi => VariantId::Yatzy.def().key,
        _ => rules.def.key,
    };
    let needs = match b.pattern {
        // An upper box: one sentence of its own, whatever its points (always the face's sum).
        Pattern::Face(face) => return msg::box_help_face(face),
        Pattern::OfAKind(n) if n >= dice => msg::box_needs_all_alike(dice),
        Pattern::OfAKind(n) => msg::box_needs_alike(n, style),
        Pattern::FullHouse => msg::box_needs_full_house(),
        Pattern::Straight(len) => msg::box_needs_straight(len, &straights(rules.def.faces, len)),
        Pattern::Run { low, len } => run(low, len),
        Pattern::TwoPairs => msg::box_needs_two_pairs(),
        Pattern::ThreePairs => msg::box_needs_three_pairs(),
        Pattern::Kinds { big, small } => msg::box_needs_kinds(big, small),
        Pattern::TwoPairSameColour => msg::box_needs_two_pair_same_colour(),
        Pattern::Flush => msg::box_needs_flush(),
        Pattern::FullHouseSameColour => msg::box_needs_full_house_same_colour(),
        Pattern::Chance => msg::box_needs_any(),
    };
    let scores = match (b.points, b.pattern) {
        (Points::Total, _) => msg::box_scores_total(dice),
        (Points::TotalPlus(p), _) => msg::box_scores_total_plus(p, dice),
        (Points::Fixed(p), _) => msg::box_scores_fixed(p),
        (Points::MatchingSum, Pattern::OfAKind(n)) => msg::box_scores_alike(n),
        (Points::MatchingSum, Pattern::TwoPairs) => msg::box_scores_two_pairs(),
        // Two kinds that leave a die out (a full house of six dice) count those they take.
        (Points::MatchingSum, Pattern::Kinds { big, small }) if big + small < dice => {
            msg::box_scores_alike(big + small)
        }
        // The other patterns take every die (`Points::MatchingSum`).
        (Points::MatchingSum, _) => msg::box_scores_total(dice),
        // A lower box never counts one face (the engine scores it 0).
        (Points::FaceSum, _) => msg::box_scores_fixed(0u16),
    };
    msg::box_help(&needs, &scores)
}

/// The faces of a straight written out: "1-2-3-4".
fn run(low: Face, len: u8) -> String {
    (0..len)
        .map(|i| (low + i).to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// The straights of `len` numbers that dice of `faces` faces can show: "1-2-3-4-5 or 2-3-4-5-6".
fn straights(faces: u8, len: u8) -> String {
    let count = (faces + 1).saturating_sub(len).max(1);
    let nth = |i: u8| run(1 + i.min(count - 1), len);
    msg::box_runs(count, &nth(0), &nth(1), &nth(count - 1))
}

/// The paragraph about a game, as the table `rules` plays it: with the sentence about a further
/// five of a kind that holds at it, in a game that has that bonus.
pub fn summary(rules: RuleSet) -> String {
    let bonus = rules.fitted().options.yahtzee_bonus;
    let (text, further) = match rules.variant {
        VariantId::Classic => (msg::rules_summary_classic(), Some(yahtzee_bonus(bonus))),
        VariantId::Lucky7 => (msg::rules_summary_lucky7(), Some(yahtzee_bonus(bonus))),
        VariantId::Tricolor => (
            msg::rules_summary_tricolor(),
            Some(if bonus {
                msg::rules_bonus_kismet()
            } else {
                msg::rules_no_bonus_kismet()
            }),
        ),
        VariantId::Yacht => (msg::rules_summary_yacht(), None),
        VariantId::Yatzy => (msg::rules_summary_yatzy(), None),
        VariantId::Maxi => (msg::rules_summary_maxi(), None),
    };
    match further {
        Some(further) => msg::rules_sentences(&text, &further),
        None => text,
    }
}

/// Classic's sentence about a further Yahtzee, with the bonus on or off.
fn yahtzee_bonus(on: bool) -> String {
    if on {
        msg::rules_bonus_yahtzee()
    } else {
        msg::rules_no_bonus_yahtzee()
    }
}

/// The rule decisions a game's rule book leaves open, one sentence each.
pub fn notes(variant: VariantId) -> Vec<String> {
    match variant {
        VariantId::Classic => Vec::new(),
        VariantId::Lucky7 => vec![
            msg::rules_lucky7_wild_until_chosen(),
            msg::rules_lucky7_wild_everywhere(),
            msg::rules_lucky7_straights(),
            msg::rules_lucky7_as_classic(),
        ],
        VariantId::Tricolor => vec![
            msg::rules_tricolor_kismet(),
            msg::rules_tricolor_two_pair_same_colour(),
            msg::rules_tricolor_no_joker(),
            msg::rules_tricolor_bonus(),
            msg::rules_tricolor_full_house(),
        ],
        VariantId::Yacht => vec![
            msg::rules_yacht_no_bonus(),
            msg::rules_yacht_four_of_a_kind(),
            msg::rules_yacht_full_house(),
        ],
        VariantId::Yatzy => vec![
            msg::rules_yatzy_any_box(),
            msg::rules_yatzy_two_pairs(),
            msg::rules_yatzy_full_house(),
            msg::rules_yatzy_straights(),
            msg::rules_yatzy_house_rules(),
        ],
        VariantId::Maxi => vec![
            msg::rules_maxi_kinds(),
            msg::rules_maxi_straights(),
            msg::rules_maxi_house_rules(),
        ],
    }
}

/// The table rules in force, when they are not the official ones, so nobody argues later.
pub fn options_text(rules: &Rules) -> String {
    let o = rules.options;
    let mut parts = Vec::new();
    if rules.def.has_joker {
        parts.push(super::joker_label(o.joker));
    }
    if rules.def.extra_yahtzee_bonus > 0 && !o.yahtzee_bonus {
        parts.push(msg::rules_no_extra_bonus());
    }
    if o.five_of_a_kind_full_house {
        parts.push(msg::rules_five_full_house());
    }
    parts.extend(super::house_rules(rules));
    parts.join(" · ")
}

/// The paragraph of the bonuses and the Joker: one sentence each, those the game has.
pub fn bonuses(rules: &Rules) -> String {
    let def = rules.def;
    let tiers = rules.bonus_tiers();
    let mut sentences = vec![if tiers.is_empty() {
        msg::help_no_upper_bonus()
    } else {
        let tiers = tiers
            .iter()
            .map(|t| msg::help_upper_bonus_tier(t.bonus, t.threshold))
            .collect::<Vec<_>>()
            .join(&msg::help_tier_separator());
        msg::help_upper_bonus(&tiers)
    }];
    if def.has_joker {
        sentences.push(msg::help_joker(&super::joker_label(rules.options.joker)));
    }
    if def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
        if let Some(b) = def.yahtzee_box {
            sentences.push(msg::help_further_bonus(
                &super::box_name(rules, b),
                def.extra_yahtzee_bonus,
            ));
        }
    }
    sentences
        .into_iter()
        .reduce(|a, b| msg::rules_sentences(&a, &b))
        .unwrap_or_default()
}

/// The colour of each face, in a game with coloured dice.
pub fn colours(rules: &Rules) -> Option<String> {
    let colours = rules.def.colours?;
    let faces = colours
        .iter()
        .enumerate()
        .map(|(i, c)| msg::help_face_colour(i + 1, c.name()))
        .collect::<Vec<_>>()
        .join(&msg::help_list_separator());
    Some(msg::help_dice_colours(&faces))
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{JokerMode, Options};

    #[test]
    fn every_box_of_every_game_says_the_engines_sentence() {
        for v in VariantId::ALL.into_iter().chain([VariantId::Maxi]) {
            let rules = RuleSet {
                variant: v,
                options: Options::default(),
            }
            .rules();
            for (i, b) in rules.boxes().iter().enumerate() {
                assert_eq!(
                    Some(box_help(&rules, i).as_str()),
                    v.box_help(i),
                    "{:?}: {}",
                    v,
                    b.name
                );
            }
        }
    }

    fn table(variant: VariantId, yahtzee_bonus: bool) -> RuleSet {
        RuleSet {
            variant,
            options: Options {
                joker: JokerMode::Forced,
                yahtzee_bonus,
                ..Options::default()
            },
        }
    }

    #[test]
    fn a_summary_promises_the_extra_bonus_only_at_a_table_that_pays_it() {
        for v in VariantId::ALL {
            let on = summary(table(v, true));
            let off = summary(table(v, false));
            match v {
                // No bonus for a further five of a kind in these games.
                VariantId::Yacht | VariantId::Yatzy | VariantId::Maxi => assert_eq!(on, off),
                _ => {
                    assert!(
                        on.contains("earns 100") && !off.contains("earns 100"),
                        "{on} / {off}"
                    );
                    assert!(off.contains("earns no bonus"), "{off}");
                }
            }
            for note in notes(v) {
                assert!(note.ends_with('.'), "{note}");
            }
        }
        assert_eq!(
            summary(table(VariantId::Classic, false)),
            "Five six-sided dice, up to three rolls a turn, thirteen boxes. 63 or more in the \
             upper section earns 35 more points. At this table a further Yahtzee earns no bonus."
        );
        assert_eq!(
            summary(table(VariantId::Tricolor, true)),
            "The game known as Kismet. Five six-sided dice whose faces are coloured: 1 and 6 \
             white, 2 and 5 red, 3 and 4 green. Up to three rolls a turn, fifteen boxes, some of \
             which need dice of one colour. The upper bonus grows with the upper total: 35 from \
             63, 55 from 71, 75 from 78. Each further Kismet earns 100 while the Kismet box \
             holds its score."
        );
    }

    #[test]
    fn maxi_yatzys_table_rules_are_said_as_the_table_plays_them() {
        let swedish = RuleSet {
            variant: VariantId::Maxi,
            options: Options::default(),
        };
        let other = RuleSet {
            options: Options {
                other_bonus: true,
                no_saved_rolls: true,
                ..Options::default()
            },
            ..swedish
        };
        assert!(
            bonuses(&swedish.rules()).contains("100"),
            "{}",
            bonuses(&swedish.rules())
        );
        assert!(
            bonuses(&other.rules()).contains("50"),
            "{}",
            bonuses(&other.rules())
        );
        assert_eq!(options_text(&swedish.rules()), "");
        assert_eq!(
            options_text(&other.rules()),
            "bonus 50 at 75 · no saved rolls"
        );
        assert!(summary(swedish).contains("maxiyatzy.com"));
    }
}
