//! What names a game in the records: its key, the same across reloads, and the review that
//! notes its verdict on that game's records alone.

use yahtzee_engine::{Decision, DiceMode, Game, JokerMode, Options, RuleSet};

use super::Record;

/// A name for a game that stays the same across reloads: its seed, its rules and a hash of
/// every decision made in it (FNV-1a, so that it is the same in every build), then how its dice
/// came.
pub fn game_key(game: &Game) -> String {
    // A game of real dice is never the same game as a seeded one, whatever its seed.
    let real = match game.dice_mode() {
        DiceMode::Rolled => "",
        DiceMode::Entered => "-real",
        DiceMode::Daily => "-daily",
        DiceMode::Practice => "-practice",
    };
    let key = decisions_key(game.seed(), game.rule_set(), game.decisions());
    format!("{key}{real}")
}

/// [`game_key`] without how the dice came: what a finished game kept for review names (it
/// replays on any dice), the same for every record of that game.
pub fn decisions_key(seed: u64, rules: RuleSet, decisions: &[Decision]) -> String {
    let text = crate::json::to_string(decisions).unwrap_or_default();
    let hash = yahtzee_engine::hash::fnv1a(text.as_bytes());
    format!(
        "{seed}-{}-{}-{hash:016x}",
        rules.variant.def().key,
        options_key(&rules.options)
    )
}

/// Whether `record` is of the reviewed game whose [`decisions_key`] is `key`, with `seed` and
/// `rules`. A record kept before records named their game (no key) can only be told by its
/// seed and rules.
pub fn of_reviewed(record: &Record, key: &str, seed: u64, rules: RuleSet) -> bool {
    match record.game.strip_prefix(key) {
        // Records are kept of games of the page's dice and of real dice, never of a day's.
        Some(rest) => rest.is_empty() || rest == "-real",
        None => record.game.is_empty() && record.seed == seed && record.rules == rules,
    }
}

/// Notes the coach's verdict on a reviewed game (each seat's mean loss) on that game's records
/// and no other's; whether any changed.
pub fn note_mean_losses(all: &mut [Record], reviewed: &Reviewed, losses: &[(usize, f64)]) -> bool {
    let mut changed = false;
    for r in all
        .iter_mut()
        .filter(|r| of_reviewed(r, &reviewed.key, reviewed.seed, reviewed.rules))
    {
        if let Some(&(_, loss)) = losses.iter().find(|(p, _)| *p == r.player) {
            r.mean_loss = Some(loss);
            changed = true;
        }
    }
    changed
}

/// Which game a review is of, as its records name it.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// Its [`decisions_key`].
    pub key: String,
    pub seed: u64,
    pub rules: RuleSet,
}

impl Reviewed {
    pub fn of(seed: u64, rules: RuleSet, decisions: &[Decision]) -> Reviewed {
        Reviewed {
            key: decisions_key(seed, rules, decisions),
            seed,
            rules,
        }
    }
}

/// The table rules in a game key, as plain words: `forced-fh0-bonus1`.
pub(super) fn options_key(o: &Options) -> String {
    let joker = match o.joker {
        JokerMode::Forced => "forced",
        JokerMode::FreeChoice => "free",
        JokerMode::None => "nojoker",
    };
    let mut key = format!(
        "{joker}-fh{}-bonus{}",
        u8::from(o.five_of_a_kind_full_house),
        u8::from(o.yahtzee_bonus)
    );
    // Yatzy's house rules, named only when on, so the other games' keys stay as they were.
    if o.four_of_a_kind_two_pairs {
        key.push_str("-fourtwopairs");
    }
    if o.forced_order {
        key.push_str("-inorder");
    }
    // Maxi Yatzy's table rules, the same way.
    if o.other_bonus {
        key.push_str("-otherbonus");
    }
    if o.no_saved_rolls {
        key.push_str("-nosaved");
    }
    key
}
