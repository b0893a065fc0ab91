//! The words of the records dialog and its charts.

use yahtzee_engine::{JokerMode, RuleSet, VariantId};

use super::names::{game_name, joker_label};
use crate::msg;

/// A game's table rules in a few words: "official rules", or what differs from them.
pub fn rules_label(rules: RuleSet) -> String {
    let def = rules.variant.def();
    let o = rules.fitted().options;
    let mut parts: Vec<String> = Vec::new();
    if def.offers_joker() && o.joker != JokerMode::Forced {
        parts.push(joker_label(o.joker));
    }
    if def.offers_yahtzee_bonus() && !o.yahtzee_bonus {
        parts.push(msg::records_rule_no_bonus());
    }
    if o.five_of_a_kind_full_house {
        parts.push(msg::records_rule_five_full_house());
    }
    parts.extend(super::house_rules(&rules.fitted().rules()));
    if parts.is_empty() {
        msg::records_official_rules()
    } else {
        // A typographic separator of short phrases, not a word: the same in every language.
        parts.join(" · ")
    }
}

/// The high-score table's heading: the game and its rules.
pub fn high_scores_title(rules: RuleSet) -> String {
    msg::records_high_scores(&game_name(rules.variant), &rules_label(rules))
}

/// When the chosen game and rules have no finished game yet.
pub fn no_records(rules: RuleSet) -> String {
    msg::records_none(&game_name(rules.variant), &rules_label(rules))
}

/// The question before every record is deleted, with the space before its buttons.
pub fn delete_all(n: usize) -> String {
    format!("{} ", msg::records_delete_all(n))
}

/// After an export.
pub fn exported(n: usize, file: &str) -> String {
    msg::records_exported(n, file)
}

/// After an import.
pub fn imported(n: usize) -> String {
    msg::records_imported(n)
}

/// Whether a day's game of `game` is played against strong play rather than perfect play: its
/// coach is strong, not perfect (Maxi Yatzy).
pub fn strong_rival(game: VariantId) -> bool {
    yahtzee_solver::maxi::coaches(RuleSet {
        variant: game,
        ..RuleSet::default()
    })
}

/// Whom a day's game of `game` is played against, as the daily words select it: "strong" or
/// "perfect" ([`strong_rival`]).
pub fn rival(game: VariantId) -> &'static str {
    match strong_rival(game) {
        true => "strong",
        false => "perfect",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{Options, VariantId};

    #[test]
    fn one_is_singular_and_rules_are_named() {
        assert_eq!(
            delete_all(1),
            "Delete the one record and the finished games? "
        );
        assert_eq!(
            delete_all(3),
            "Delete all 3 records and the finished games? "
        );
        assert_eq!(exported(1, "r.json"), "Exported 1 record to r.json.");
        assert_eq!(
            imported(0),
            "Nothing new to import: every record in the file is already here."
        );
        assert_eq!(imported(1), "Imported 1 new record.");
        assert_eq!(imported(2), "Imported 2 new records.");
        let classic = RuleSet::default();
        assert_eq!(rules_label(classic), "official rules");
        assert_eq!(
            high_scores_title(classic),
            "High scores: Classic Yahtzee, official rules"
        );
        let no_joker = RuleSet {
            options: Options {
                joker: JokerMode::None,
                yahtzee_bonus: false,
                ..Options::default()
            },
            ..classic
        };
        assert_eq!(rules_label(no_joker), "No Joker · no extra-Yahtzee bonus");
        // Tricolor has no Joker: a carried one is not named.
        let tricolor = RuleSet {
            variant: VariantId::Tricolor,
            ..no_joker
        };
        assert_eq!(rules_label(tricolor), "no extra-Yahtzee bonus");
    }
}
