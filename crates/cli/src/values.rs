//! The values of the command line's flags that clap does not type itself.

use std::str::FromStr;

/// Five dice, each a digit 1 to 9 (the game's faces are checked against its rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dice(pub Vec<u8>);

impl FromStr for Dice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let faces: Vec<u8> = s.bytes().map(|b| b.wrapping_sub(b'0')).collect();
        if faces.len() != yahtzee_engine::DICE || faces.iter().any(|&f| !(1..=9).contains(&f)) {
            return Err(format!("five faces are needed, e.g. 11234, not {s:?}"));
        }
        Ok(Dice(faces))
    }
}

/// Box numbers separated by commas; empty entries (`""`, `0,12,`) are skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoxList(pub Vec<usize>);

impl FromStr for BoxList {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        s.split(',')
            .filter(|b| !b.is_empty())
            .map(|b| b.parse().map_err(|_| format!("{b:?} is not a box number")))
            .collect::<Result<_, _>>()
            .map(BoxList)
    }
}
