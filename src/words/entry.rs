//! The words of real dice entered by hand, and of holding dice: what to type, why an entry was
//! refused, by touch or with a mouse and keys.

use yahtzee_engine::{EntryError, DICE};

/// Why typed dice were refused, as a sentence with what to type instead. With dice `held`,
/// the faces of the dice rolled again are enough.
pub fn entry_error_text(e: EntryError, held: [bool; DICE]) -> String {
    let rolled = held.iter().filter(|h| !**h).count();
    let example = if rolled < DICE {
        format!("type the {rolled} dice rolled again, or all {DICE}")
    } else {
        "type five faces, like 3 3 5 1 6".to_string()
    };
    let typed = |n: usize| {
        if n == 1 {
            "1 die".to_string()
        } else {
            format!("{n} dice")
        }
    };
    match e {
        EntryError::NotAFace(c) => format!("\"{c}\" is not a face: {example}."),
        EntryError::Count(0) => format!("No dice typed: {example}."),
        EntryError::Count(n) if rolled < DICE => format!("That is {}: {example}.", typed(n)),
        EntryError::Count(n) => format!("That is {}, not {DICE}: {example}.", typed(n)),
        EntryError::OutOfRange { die, face, faces } => format!(
            "Die {} cannot show {face}: these dice have faces 1 to {faces}.",
            die + 1
        ),
    }
}

/// The label of the field the faces of a roll are typed into.
pub fn entry_field_label(held: [bool; DICE]) -> String {
    match held.iter().filter(|h| !**h).count() {
        DICE => "Or type the five faces, then Enter ".into(),
        1 => format!("Or type the face of the die rolled again (or all {DICE}), then Enter "),
        n => format!("Or type the {n} faces rolled again (or all {DICE}), then Enter "),
    }
}

/// How to hold dice, by touch ("Tap") or with a mouse and keys ("Click … or press 1 to 5").
pub fn hold_hint(touch: bool, entered: bool) -> String {
    let how = if touch {
        "Tap dice to hold them"
    } else {
        "Click dice (or press 1 to 5) to hold them"
    };
    if entered {
        format!("{how}, roll the others at the table and enter them, or choose a box.")
    } else {
        format!("{how}, then roll again, or choose a box.")
    }
}

/// What to do with real dice: "Enter roll 1 of 3: roll the dice, then tap each die and its
/// face or type them".
pub fn entry_instructions(title: &str, touch: bool) -> String {
    let verb = if touch { "tap" } else { "click" };
    format!("{title}: roll the dice, then {verb} each die and its face or type them")
}
