//! Reading the faces of real dice from what a player types: `3 3 5 1 6`, `33516` or
//! `3,3,5,1,6`. A pure function with typed errors, so the page only words them.

use crate::dice::{Dice, Face, Held, DICE};

/// Why typed dice were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// A character that is neither a digit nor a separator (space, comma, semicolon, dash).
    NotAFace(char),
    /// Not as many dice as asked for: how many were typed.
    Count(usize),
    /// A die with a face these dice do not have.
    OutOfRange {
        /// Which die (0-based).
        die: usize,
        /// The face typed.
        face: Face,
        /// The highest face of these dice.
        faces: u8,
    },
}

impl std::fmt::Display for EntryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EntryError::NotAFace(c) => write!(f, "\"{c}\" is not a face"),
            EntryError::Count(n) => write!(f, "{n} dice typed: not as many as were thrown"),
            EntryError::OutOfRange { die, face, faces } => {
                write!(
                    f,
                    "die {} cannot show {face}: faces are 1 to {faces}",
                    die + 1
                )
            }
        }
    }
}

impl std::error::Error for EntryError {}

/// The faces of `dice` dice in `text`, each with faces `1..=faces`. Every digit is one die (no die
/// has more than nine faces), so `33516` and `3 3 5 1 6` read the same; spaces, commas,
/// semicolons and dashes only separate. Letters come back as [`EntryError::NotAFace`], a count
/// other than `dice` as [`EntryError::Count`], a face out of range as [`EntryError::OutOfRange`],
/// in that order, so the message names the first thing to fix.
pub fn parse_faces(text: &str, faces: u8, dice: usize) -> Result<Dice, EntryError> {
    parse_roll(text, faces, Dice::none(dice), Held::none(dice))
}

/// The digits of `text`, one face each, with spaces, commas, semicolons and dashes between
/// them ignored.
fn read_faces(text: &str) -> Result<Vec<Face>, EntryError> {
    let mut read = Vec::with_capacity(DICE);
    for c in text.chars() {
        match c {
            '0'..='9' => read.push(c as u8 - b'0'),
            ' ' | ',' | ';' | '-' | '\t' => {}
            other => return Err(EntryError::NotAFace(other)),
        }
    }
    Ok(read)
}

/// The dice of a roll typed at the table, where the dice marked `held` stay as `dice` shows
/// them: either every die's face, or only the faces of the dice rolled again, in order (with
/// 4 4 4 held, "2 5" is the roll 4 4 4 2 5). Typed errors as [`parse_faces`].
pub fn parse_roll(text: &str, faces: u8, dice: Dice, held: Held) -> Result<Dice, EntryError> {
    let read = read_faces(text)?;
    let rolled: Vec<usize> = (0..dice.len()).filter(|&i| !held[i]).collect();
    let dice = if read.len() == dice.len() {
        Dice::from_slice(&read).ok_or(EntryError::Count(read.len()))?
    } else if read.len() == rolled.len() && !read.is_empty() {
        let mut all = dice;
        for (&i, &f) in rolled.iter().zip(&read) {
            all[i] = f;
        }
        all
    } else {
        return Err(EntryError::Count(read.len()));
    };
    if let Some(die) = dice.iter().position(|&d| !(1..=faces).contains(&d)) {
        return Err(EntryError::OutOfRange {
            die,
            face: dice[die],
            faces,
        });
    }
    Ok(dice)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaced_run_together_and_comma_separated_read_the_same() {
        for text in ["3 3 5 1 6", "33516", "3,3,5,1,6", "  3 35-16 "] {
            assert_eq!(
                parse_faces(text, 6, DICE),
                Ok(Dice::from([3, 3, 5, 1, 6])),
                "{text}"
            );
        }
    }

    #[test]
    fn with_dice_held_only_the_rerolled_faces_may_be_typed() {
        let dice = Dice::from([4, 2, 4, 6, 4]);
        let held = Held::from([true, false, true, false, true]);
        assert_eq!(
            parse_roll("2 5", 6, dice, held),
            Ok(Dice::from([4, 2, 4, 5, 4]))
        );
        assert_eq!(
            parse_roll("4 1 4 3 4", 6, dice, held),
            Ok(Dice::from([4, 1, 4, 3, 4]))
        );
        assert_eq!(parse_roll("2", 6, dice, held), Err(EntryError::Count(1)));
        assert_eq!(
            parse_roll("2 5 1", 6, dice, held),
            Err(EntryError::Count(3))
        );
        assert_eq!(
            parse_roll("2 9", 6, dice, held),
            Err(EntryError::OutOfRange {
                die: 3,
                face: 9,
                faces: 6
            })
        );
        // Nothing held: five faces, as before.
        assert_eq!(
            parse_roll("", 6, dice, Held::filled(DICE, false)),
            Err(EntryError::Count(0))
        );
    }

    #[test]
    fn bad_input_gets_a_typed_error() {
        assert_eq!(parse_faces("3 3 5 1", 6, DICE), Err(EntryError::Count(4)));
        assert_eq!(parse_faces("335166", 6, DICE), Err(EntryError::Count(6)));
        assert_eq!(parse_faces("", 6, DICE), Err(EntryError::Count(0)));
        assert_eq!(
            parse_faces("3 3 x 1 6", 6, DICE),
            Err(EntryError::NotAFace('x'))
        );
        assert_eq!(
            parse_faces("3 3 7 1 6", 6, DICE),
            Err(EntryError::OutOfRange {
                die: 2,
                face: 7,
                faces: 6
            })
        );
        assert_eq!(
            parse_faces("03516", 6, DICE),
            Err(EntryError::OutOfRange {
                die: 0,
                face: 0,
                faces: 6
            })
        );
    }

    #[test]
    fn the_range_follows_the_dice() {
        assert_eq!(parse_faces("77777", 7, DICE), Ok(Dice::filled(DICE, 7)));
        assert!(parse_faces("77777", 6, DICE).is_err());
    }
}
