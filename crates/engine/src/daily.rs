//! The daily game: the same dice for everyone on a day, with no server.
//!
//! A daily game's dice are drawn per slot, not from one stream: in turn `t`, roll `r`, the die
//! in slot `i` always shows [`slot_face`]`(game, day, t, r, i)`, whatever was held before. Two
//! players who hold different dice still meet the same faces in the slots they throw, and the
//! optimal player can be replayed on exactly those dice without knowing the future.
//!
//! A day is a count of days since 1970-01-01 (UTC): the page, the command line and a link all
//! name it by its date, `YYYY-MM-DD`.

use crate::dice::{Dice, Face};
use crate::rules::VariantId;

/// The last day a daily game can have: 9999-12-31, the last date `YYYY-MM-DD` can write.
pub const LAST_DAY: u64 = 2_932_896;

/// The face of slot `slot` in roll `roll` (0 for the first roll of a turn) of turn `turn` (0 for
/// the first) of `game`'s daily game on `day`.
///
/// The game's link name is hashed with 64-bit FNV-1a; the day times the golden ratio's 64-bit
/// constant and the three indices (`turn << 16 | roll << 8 | slot`) are mixed in with exclusive
/// or, and the word goes through SplitMix64's finaliser; the face is the high part of that word
/// times the number of faces. Its bias is below faces / 2^64: no player could ever tell it from
/// a fair die. It is written again, independently, in `tests/golden/daily_dice.py`. (Small on
/// purpose: it is part of the page's first load.)
pub fn slot_face(game: VariantId, day: u64, turn: usize, roll: u8, slot: usize) -> Face {
    let def = game.def();
    let name = crate::hash::fnv1a(def.key.as_bytes());
    let at = (turn as u64) << 16 | u64::from(roll) << 8 | slot as u64;
    let h = crate::hash::mix64(name ^ day.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ at);
    ((u128::from(h) * u128::from(def.faces.max(1))) >> 64) as Face + 1
}

/// Every slot's face in roll `roll` of turn `turn`.
pub fn slot_faces(game: VariantId, day: u64, turn: usize, roll: u8) -> Dice {
    Dice::from_fn(game.def().dice.into(), |slot| {
        slot_face(game, day, turn, roll, slot)
    })
}

/// The day of a date in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`),
/// or `None` for a date that does not exist or lies outside 1970-01-01..=9999-12-31.
pub fn day_of(year: i64, month: u32, day: u32) -> Option<u64> {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days_in_month = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => return None,
    };
    if !(1970..=9999).contains(&year) || !(1..=days_in_month).contains(&day) {
        return None;
    }
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    u64::try_from(era * 146_097 + doe - 719_468).ok()
}

/// The date of a day: year, month (1-12) and day of the month (Hinnant's `civil_from_days`).
pub fn date_of(day: u64) -> (i64, u32, u32) {
    let z = day.min(LAST_DAY) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// A day read from `YYYY-MM-DD`, or `None` for any other text or a date that does not exist.
pub fn parse_date(text: &str) -> Option<u64> {
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    // By hand, digit by digit: the page reads a link's date before anything else is loaded.
    let mut n = [0u32; 3];
    let mut part = 0;
    for (i, &c) in b.iter().enumerate() {
        if i == 4 || i == 7 {
            part += 1;
        } else if c.is_ascii_digit() {
            n[part] = n[part] * 10 + u32::from(c - b'0');
        } else {
            return None;
        }
    }
    day_of(i64::from(n[0]), n[1], n[2])
}

/// A day written `YYYY-MM-DD`, as links and the command line name it.
pub fn format_date(day: u64) -> String {
    let (y, m, d) = date_of(day);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_day_reads_back_from_its_date() {
        for day in (0..=LAST_DAY).step_by(97).chain([0, 59, 60, LAST_DAY]) {
            let text = format_date(day);
            assert_eq!(parse_date(&text), Some(day), "{text}");
        }
        assert_eq!(format_date(0), "1970-01-01");
        assert_eq!(parse_date("2026-12-01"), Some(20_788));
        assert_eq!(format_date(LAST_DAY), "9999-12-31");
    }

    #[test]
    fn dates_that_do_not_exist_are_refused() {
        for bad in [
            "2026-02-29",
            "2100-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "1969-12-31",
            "2026-1-01",
            "2026/12/01",
            "+026-12-01",
            "2026-12-01 ",
            "",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
        assert_eq!(parse_date("2024-02-29"), Some(19_782));
        assert_eq!(parse_date("2000-02-29"), Some(11_016));
    }
}
