//! The words of the records dialog and its charts.

use yahtzee_engine::{JokerMode, RuleSet};

/// `n` things, with the singular for one: "1 game", "3 games".
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A game's table rules in a few words: "official rules", or what differs from them.
pub fn rules_label(rules: RuleSet) -> String {
    let def = rules.variant.def();
    let o = rules.fitted().options;
    let mut parts: Vec<String> = Vec::new();
    if def.offers_joker() && o.joker != JokerMode::Forced {
        parts.push(o.joker.label().to_string());
    }
    if def.offers_yahtzee_bonus() && !o.yahtzee_bonus {
        parts.push("no extra-Yahtzee bonus".into());
    }
    if o.five_of_a_kind_full_house {
        parts.push("five of a kind counts as a Full House".into());
    }
    parts.extend(super::house_rules(o));
    if parts.is_empty() {
        "official rules".into()
    } else {
        parts.join(" · ")
    }
}

/// The high-score table's heading: the game and its rules.
pub fn high_scores_title(rules: RuleSet) -> String {
    format!(
        "High scores: {}, {}",
        rules.variant.def().name,
        rules_label(rules)
    )
}

/// When the chosen game and rules have no finished game yet.
pub fn no_records(rules: RuleSet) -> String {
    format!(
        "No finished games of {} with {} yet.",
        rules.variant.def().name,
        rules_label(rules)
    )
}

/// The question before every record is deleted.
pub fn delete_all(n: usize) -> String {
    if n == 1 {
        "Delete the one record and the finished games? ".into()
    } else {
        format!("Delete all {n} records and the finished games? ")
    }
}

/// After an export.
pub fn exported(n: usize, file: &str) -> String {
    format!("Exported {} to {file}.", count(n, "record", "records"))
}

/// After an import.
pub fn imported(n: usize) -> String {
    match n {
        0 => "Nothing new to import: every record in the file is already here.".into(),
        n => format!("Imported {}.", count(n, "new record", "new records")),
    }
}

/// The histogram's name.
pub const HISTOGRAM_TITLE: &str = "Final scores, games per 25 points";
/// Under the histogram.
pub const HISTOGRAM_CAPTION: &str = "Final scores, in steps of 25 points";
/// The timeline's name.
pub const TIMELINE_TITLE: &str = "Scores over time";
/// Under the timeline.
pub const TIMELINE_CAPTION: &str = "Scores over time, oldest on the left";
/// The count axis.
pub const GAMES_AXIS: &str = "Games";
/// The score axis.
pub const SCORE_AXIS: &str = "Score";
/// The date column of the timeline's table.
pub const DATE_COLUMN: &str = "Date";

/// The timeline's axis of games.
pub fn games_axis(n: usize) -> String {
    format!("{}, oldest first", count(n, "game", "games"))
}

/// One histogram bar.
pub fn histogram_bar(lo: u16, hi: u16, n: usize) -> String {
    format!("{lo} to {hi}: {}", count(n, "game", "games"))
}

/// One game on the timeline.
pub fn timeline_dot(day: &str, score: u16) -> String {
    format!("{day}: {score}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::{Options, VariantId};

    #[test]
    fn one_is_singular_and_rules_are_named() {
        assert_eq!(count(1, "game", "games"), "1 game");
        assert_eq!(count(0, "game", "games"), "0 games");
        assert_eq!(
            delete_all(1),
            "Delete the one record and the finished games? "
        );
        let classic = RuleSet::default();
        assert_eq!(rules_label(classic), "official rules");
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
