//! The compiled form the page reads: patterns with numbered arguments, written as JSON.

use std::fmt::Write as _;

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

/// A bundle of `lang` as the page reads it: a JSON array of patterns in English's order. A
/// pattern is a string when it is plain text, else an array of parts: a string (text), a number
/// (an argument's position) or a choice, `[argument, default, key, pattern, key, pattern…]`
/// (arrays and strings only, which the page walks with the least code).
pub fn bundle_json(en: &Language, lang: &Language, bundle: &str) -> String {
    let patterns: Vec<String> = en
        .bundle(bundle)
        .map(|m| {
            let pieces = lang.get(&m.id).map_or(&m.pieces, |t| &t.pieces);
            pattern_json(&compiled(pieces, &m.declared))
        })
        .collect();
    format!("[{}]", patterns.join(","))
}

fn pattern_json(p: &Pattern) -> String {
    if let [Part::Text(t)] = p.as_slice() {
        return json_string(t);
    }
    let parts: Vec<String> = p
        .iter()
        .map(|part| match part {
            Part::Text(t) => json_string(t),
            Part::Arg(i) => i.to_string(),
            Part::Select {
                arg,
                variants,
                default,
            } => {
                let mut select = vec![arg.to_string(), default.to_string()];
                for (k, p) in variants {
                    select.push(match k {
                        Key::Name(n) => json_string(n),
                        Key::Number(n) => n.to_string(),
                    });
                    select.push(pattern_json(p));
                }
                format!("[{}]", select.join(","))
            }
        })
        .collect();
    format!("[{}]", parts.join(","))
}

/// `s` as a JSON string.
pub fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
