//! The compiled form the page reads: patterns with numbered arguments, written as JSON by
//! serde_json (`crate::read` reads them back).

use serde::ser::{Serialize, SerializeSeq, Serializer};

use crate::compile::{Language, Piece, VarType};
use crate::{Key, Part, Pattern};

/// A message's pieces with its variables numbered in English's declared order.
pub fn compiled(pieces: &[Piece], order: &[(String, VarType)]) -> Pattern {
    let index = |v: &str| {
        order
            .iter()
            .position(|(n, _)| n == v)
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(u8::MAX)
    };
    pieces
        .iter()
        .map(|p| match p {
            Piece::Text(t) => Part::Text(t.clone()),
            Piece::Var(v) => Part::Arg(index(v)),
            Piece::Select {
                var,
                variants,
                default,
            } => Part::Select {
                arg: index(var),
                variants: variants
                    .iter()
                    .map(|(k, p)| (k.clone(), compiled(p, order)))
                    .collect(),
                default: *default,
            },
        })
        .collect()
}

/// A bundle of `lang` as the page reads it ([`crate::read::bundle`]): a JSON array of patterns in
/// English's order. A pattern is a string when it is plain text, else an array of parts: a
/// string (text), a number (an argument's position) or a choice, `[argument, default, key,
/// pattern, key, pattern…]` (arrays and strings only, which the page walks with the least code).
pub fn bundle_json(en: &Language, lang: &Language, bundle: &str) -> serde_json::Result<String> {
    serde_json::to_string(&Bundle(&bundle_patterns(en, lang, bundle)))
}

/// The patterns of a bundle of `lang`, compiled, in English's order: what [`bundle_json`] writes.
pub fn bundle_patterns(en: &Language, lang: &Language, bundle: &str) -> Vec<Pattern> {
    en.bundle(bundle)
        .map(|m| {
            let pieces = lang.get(&m.id).map_or(&m.pieces, |t| &t.pieces);
            compiled(pieces, &m.declared)
        })
        .collect()
}

/// A bundle's patterns, written as [`bundle_json`] says.
struct Bundle<'a>(&'a [Pattern]);

impl Serialize for Bundle<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|p| PatternJson(p)))
    }
}

/// A pattern: a string when it is plain text, else an array of parts.
struct PatternJson<'a>(&'a [Part]);

impl Serialize for PatternJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            [Part::Text(t)] => s.serialize_str(t),
            parts => s.collect_seq(parts.iter().map(PartJson)),
        }
    }
}

/// A part: its text, its argument's position, or a choice `[argument, default, key, pattern…]`.
struct PartJson<'a>(&'a Part);

impl Serialize for PartJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Part::Text(t) => s.serialize_str(t),
            Part::Arg(i) => s.serialize_u8(*i),
            Part::Select {
                arg,
                variants,
                default,
            } => {
                let mut choice = s.serialize_seq(Some(2 + 2 * variants.len()))?;
                choice.serialize_element(arg)?;
                choice.serialize_element(default)?;
                for (key, pattern) in variants {
                    choice.serialize_element(&KeyJson(key))?;
                    choice.serialize_element(&PatternJson(pattern))?;
                }
                choice.end()
            }
        }
    }
}

/// A variant's key: its name, or its number. A whole number is written as an integer (`0`, as
/// Fluent's `[0]` reads, not serde_json's `0.0` for an `f64`); the page reads either as the same
/// number.
struct KeyJson<'a>(&'a Key);

impl Serialize for KeyJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        /// Integers an `f64` holds exactly.
        const EXACT: f64 = (1u64 << 53) as f64;
        match *self.0 {
            Key::Name(ref n) => s.serialize_str(n),
            Key::Number(n) if n.fract() == 0.0 && n.abs() <= EXACT => s.serialize_i64(n as i64),
            Key::Number(n) => s.serialize_f64(n),
        }
    }
}
