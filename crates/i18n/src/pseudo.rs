//! The pseudo-language `en-XA`: English with accented letters and its vowels doubled, about 40%
//! longer, as Android and Chrome test their layouts. A text the page shows in English, not from a
//! message, stands out in it; a label too narrow for German or Finnish overflows in it.

use crate::compile::{Language, Message, Piece};

/// The code the page knows the pseudo-language by.
pub const CODE: &str = "en-XA";

/// English as the pseudo-language.
pub fn pseudo(en: &Language) -> Language {
    Language {
        code: CODE.to_string(),
        messages: en
            .messages
            .iter()
            .map(|m| Message {
                pieces: pieces(&m.pieces),
                ..m.clone()
            })
            .collect(),
    }
}

fn pieces(ps: &[Piece]) -> Vec<Piece> {
    ps.iter()
        .map(|p| match p {
            Piece::Text(t) => Piece::Text(text(t)),
            Piece::Var(v) => Piece::Var(v.clone()),
            Piece::Select {
                var,
                variants,
                default,
            } => Piece::Select {
                var: var.clone(),
                variants: variants
                    .iter()
                    .map(|(k, p)| (k.clone(), pieces(p)))
                    .collect(),
                default: *default,
            },
        })
        .collect()
}

/// Each letter accented, each vowel twice.
pub fn text(t: &str) -> String {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
    let mut out = String::new();
    for c in t.chars() {
        let accented = FROM.find(c).and_then(|i| TO.chars().nth(i)).unwrap_or(c);
        out.push(accented);
        if "aeiouAEIOU".contains(c) {
            out.push(accented);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn letters_are_accented_and_vowels_doubled() {
        assert_eq!(super::text("Roll 2"), "Ŕööļļ 2");
        assert_eq!(super::text("Chance"), "Çĥààñçéé");
    }
}
