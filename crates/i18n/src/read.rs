//! The page's reader of a bundle: the [`Pattern`]s back from the JSON that
//! [`compile::bundle_json`](crate::compile::bundle_json) writes, once parsed. The page walks
//! what the browser's `JSON.parse` made of a fetched bundle (src/i18n/web.rs); natively the same
//! walk reads what serde_json made of it, so a test can write the words and read them back as
//! the page does.

use crate::{Key, Part, Pattern};

/// A parsed JSON value, as the reader walks it: a bundle holds strings, numbers and arrays only.
pub trait Json: Sized {
    /// The string it is, if it is one.
    fn string(&self) -> Option<String>;
    /// The number it is, if it is one.
    fn number(&self) -> Option<f64>;
    /// How many items it has, as an array.
    fn count(&self) -> u32;
    /// Its item `i`, as an array.
    fn item(&self, i: u32) -> Self;
}

/// Every pattern of a bundle, in order.
pub fn bundle(v: &impl Json) -> Vec<Pattern> {
    (0..v.count()).map(|i| pattern(&v.item(i))).collect()
}

/// A pattern: a string is plain text, else an array of parts.
fn pattern(v: &impl Json) -> Pattern {
    match v.string() {
        Some(s) => vec![Part::Text(s)],
        None => (0..v.count()).map(|i| part(&v.item(i))).collect(),
    }
}

fn part(v: &impl Json) -> Part {
    if let Some(s) = v.string() {
        return Part::Text(s);
    }
    if let Some(n) = v.number() {
        return Part::Arg(n as u8);
    }
    // A choice: [argument, default, key, pattern, key, pattern…].
    let number = |i: u32| v.item(i).number().unwrap_or(0.0);
    let variants = (2..v.count())
        .step_by(2)
        .map(|i| {
            let k = v.item(i);
            let key = match k.number() {
                Some(n) => Key::Number(n),
                None => Key::Name(k.string().unwrap_or_default()),
            };
            (key, pattern(&v.item(i + 1)))
        })
        .collect();
    Part::Select {
        arg: number(0) as u8,
        default: number(1) as usize,
        variants,
    }
}

/// Natively: what serde_json parsed (the build's tests).
#[cfg(feature = "compile")]
impl Json for serde_json::Value {
    fn string(&self) -> Option<String> {
        self.as_str().map(str::to_owned)
    }

    fn number(&self) -> Option<f64> {
        self.as_f64()
    }

    fn count(&self) -> u32 {
        self.as_array()
            .map_or(0, |a| u32::try_from(a.len()).unwrap_or(u32::MAX))
    }

    fn item(&self, i: u32) -> Self {
        self.get(i as usize)
            .cloned()
            .unwrap_or(serde_json::Value::Null)
    }
}
