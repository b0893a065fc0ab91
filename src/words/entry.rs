//! The words of real dice entered by hand, and of holding dice: what to type, why an entry was
//! refused, by touch or with a mouse and keys.

use yahtzee_engine::{EntryError, Held};

use crate::msg;

/// Why typed dice were refused, as a sentence with what to type instead. With dice `held`,
/// the faces of the dice rolled again are enough.
pub fn entry_error_text(e: EntryError, held: Held) -> String {
    let dice = held.len();
    let rolled = held.iter().filter(|h| !**h).count();
    let example = if rolled < dice {
        msg::entry_example_rerolled(rolled, dice)
    } else {
        msg::entry_example_all(dice)
    };
    match e {
        EntryError::NotAFace(c) => msg::entry_error_not_a_face(&c.to_string(), &example),
        EntryError::Count(0) => msg::entry_error_none(&example),
        EntryError::Count(n) if rolled < dice => msg::entry_error_count_rerolled(n, &example),
        EntryError::Count(n) => msg::entry_error_count(n, dice, &example),
        EntryError::OutOfRange { die, face, faces } => msg::entry_error_range(die + 1, face, faces),
    }
}

/// The label of the field the faces of a roll are typed into, with the space before the field.
pub fn entry_field_label(held: Held) -> String {
    let dice = held.len();
    let label = match held.iter().filter(|h| !**h).count() {
        n if n == dice => msg::entry_field_all(),
        1 => msg::entry_field_one(dice),
        n => msg::entry_field_some(n, dice),
    };
    format!("{label} ")
}

/// The example in the empty field: as many faces as are asked for (the dice not held).
pub fn entry_placeholder(held: Held) -> String {
    let asked = held.iter().filter(|h| !**h).count();
    let sample = msg::entry_placeholder();
    sample
        .split_whitespace()
        .take(asked)
        .collect::<Vec<_>>()
        .join(" ")
}

/// How to hold dice, by touch ("Tap") or with a mouse and keys ("Click … or press 1 to 5"),
/// the keys as many as the game's `dice`.
pub fn hold_hint(touch: bool, entered: bool, dice: usize) -> String {
    match (touch, entered) {
        (true, false) => msg::hold_hint_touch(),
        (false, false) => msg::hold_hint_mouse(dice),
        (true, true) => msg::hold_hint_touch_entered(),
        (false, true) => msg::hold_hint_mouse_entered(dice),
    }
}

/// What to do with real dice: "Enter roll 1 of 3: roll the dice, then tap each die and its
/// face or type them".
pub fn entry_instructions(title: &str, touch: bool) -> String {
    if touch {
        msg::entry_instructions_touch(title)
    } else {
        msg::entry_instructions_mouse(title)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refused_dice_say_what_to_type() {
        let none = Held::filled(5, false);
        let two = Held::from([true, true, true, false, false]);
        assert_eq!(
            entry_error_text(EntryError::Count(1), none),
            "That is 1 die, not 5: type 5 faces, like 3 3 5 1 6."
        );
        assert_eq!(
            entry_error_text(EntryError::Count(3), two),
            "That is 3 dice: type the 2 dice rolled again, or all 5."
        );
        assert_eq!(
            entry_error_text(EntryError::NotAFace('x'), none),
            "\"x\" is not a face: type 5 faces, like 3 3 5 1 6."
        );
        assert_eq!(
            entry_field_label(two),
            "Or type the 2 faces rolled again (or all 5), then Enter "
        );
        // Six dice: six faces asked for, and shown.
        assert_eq!(
            entry_error_text(EntryError::Count(5), Held::filled(6, false)),
            "That is 5 dice, not 6: type 6 faces, like 3 3 5 1 6 2."
        );
        assert_eq!(entry_placeholder(Held::filled(6, false)), "3 3 5 1 6 2");
    }
}
