//! The page's words in many languages.
//!
//! The source of truth is Project Fluent: `locales/<language>/*.ftl`, one folder per language,
//! English (`en`) first. Nothing parses Fluent in the browser:
//!
//! - at build time ([`compile`], the `compile` feature) the official parser (`fluent-syntax`)
//!   reads every language, the checks fail the build when a language misses a message of
//!   English's, has one English lacks, or uses other variables; the page's build script then
//!   writes one Rust function per English message, with typed arguments, and the `locales`
//!   program writes each language as a small JSON file of compiled [`Pattern`]s;
//! - in the browser the page fetches only the chosen language's files, reads them back into
//!   patterns with [`read::bundle`] and fills the patterns in with [`format`], asking the browser (`Intl.PluralRules`, `Intl.NumberFormat`) for plural
//!   categories and number formats through [`Locale`]: no CLDR tables in the WebAssembly.
//!
//! A compiled pattern names its arguments by position, in the order the English message's
//! comment declares them, so neither variable names nor message ids reach the WebAssembly.

#[cfg(feature = "compile")]
mod check;
#[cfg(feature = "compile")]
pub mod codegen;
#[cfg(feature = "compile")]
pub mod compile;
#[cfg(feature = "compile")]
mod json;
#[cfg(feature = "compile")]
pub mod pseudo;
pub mod read;

/// A message's text, compiled: plain text, arguments and choices among variants.
pub type Pattern = Vec<Part>;

/// One piece of a [`Pattern`].
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Text as written.
    Text(String),
    /// The argument at this position, formatted for the language.
    Arg(u8),
    /// A choice on an argument: the first variant whose key matches, else the default one.
    Select {
        /// The argument chosen on.
        arg: u8,
        /// Keys and their patterns, in the order written.
        variants: Vec<(Key, Pattern)>,
        /// The variant taken when no key matches (Fluent's `*[other]`).
        default: usize,
    },
}

/// A variant's key.
#[derive(Clone, Debug, PartialEq)]
pub enum Key {
    /// A plural category (`one`, `few`, `other`…) or, for a text argument, that text.
    Name(String),
    /// An exact number (`[0]`).
    Number(f64),
}

/// A number and how many decimals it is shown with: `254.6` with one decimal is "254.6" in
/// English, "254,6" in German.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num {
    /// The value.
    pub value: f64,
    /// Digits after the decimal separator, always shown.
    pub decimals: u8,
}

impl Num {
    /// `value` shown with `decimals` digits after the separator.
    pub fn fixed(value: f64, decimals: u8) -> Self {
        Num { value, decimals }
    }
}

macro_rules! whole_numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Num {
            fn from(n: $t) -> Self {
                Num { value: n as f64, decimals: 0 }
            }
        }
    )*};
}
whole_numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// An argument given to a message.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// Text put in as it is (a name, another message already formatted).
    Str(&'a str),
    /// A number, formatted by the language.
    Num(Num),
}

/// What a language knows beyond its texts: its plural rules and how it writes numbers.
pub trait Locale {
    /// The plural category of `n` (`"one"`, `"other"`…), as CLDR names them.
    fn plural(&self, n: Num) -> String;
    /// `n` written in the language.
    fn number(&self, n: Num) -> String;
}

/// English's rules written out, for native programs and tests: `1` is "one" (but not `1.0`),
/// numbers are written with a decimal point and no grouping, a value halfway between two
/// written ones rounded away from zero as the browser's `Intl.NumberFormat` and `toFixed` do
/// (Rust's own printing rounds such a tie to the even digit: 70.5 would be "70" natively and
/// "71" in the page).
pub struct English;

impl Locale for English {
    fn plural(&self, n: Num) -> String {
        if n.value == 1.0 && n.decimals == 0 {
            "one"
        } else {
            "other"
        }
        .to_string()
    }

    fn number(&self, n: Num) -> String {
        let d = usize::from(n.decimals);
        // A tie's exact expansion ends at d + 1 decimals, with a 5: printed to 39 decimals more,
        // zeros follow it.
        let exact = format!("{:.*}", d + 40, n.value);
        let (head, tail) = exact.split_at(exact.len() - 39);
        if !(head.ends_with('5') && tail.bytes().all(|b| b == b'0')) {
            return format!("{:.*}", d, n.value);
        }
        // Away from zero: the digits before the 5, one unit up in the last place.
        let mut digits: Vec<u8> = head[..head.len() - 1]
            .trim_end_matches('.')
            .bytes()
            .collect();
        let mut i = digits.len();
        loop {
            match i.checked_sub(1) {
                Some(j) if digits[j] == b'9' => digits[j] = b'0',
                Some(j) if digits[j].is_ascii_digit() => {
                    digits[j] += 1;
                    break;
                }
                Some(j) if digits[j] == b'.' => {}
                // Past the first digit (after a sign, if any): a new leading 1.
                _ => {
                    let at = usize::from(digits.first() == Some(&b'-'));
                    digits.insert(at, b'1');
                    break;
                }
            }
            i -= 1;
        }
        String::from_utf8(digits).unwrap_or_default()
    }
}

/// Appends `pattern` with `args` filled in to `out`. An argument the pattern names but the call
/// lacks is written as `{?}`: the build checks make that impossible for the generated functions.
pub fn format(pattern: &[Part], args: &[Arg], locale: &impl Locale, out: &mut String) {
    for part in pattern {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Arg(i) => match args.get(usize::from(*i)) {
                Some(Arg::Str(s)) => out.push_str(s),
                Some(Arg::Num(n)) => out.push_str(&locale.number(*n)),
                None => out.push_str("{?}"),
            },
            Part::Select {
                arg,
                variants,
                default,
            } => {
                let chosen = args
                    .get(usize::from(*arg))
                    .and_then(|a| choose(a, variants, locale))
                    .unwrap_or(*default);
                if let Some((_, p)) = variants.get(chosen) {
                    format(p, args, locale, out);
                }
            }
        }
    }
}

/// The variant `arg` selects: an exact number first, then its plural category, or the text.
fn choose(arg: &Arg, variants: &[(Key, Pattern)], locale: &impl Locale) -> Option<usize> {
    match arg {
        Arg::Str(s) => variants
            .iter()
            .position(|(k, _)| matches!(k, Key::Name(n) if n == s)),
        Arg::Num(n) => variants
            .iter()
            .position(|(k, _)| matches!(k, Key::Number(v) if *v == n.value))
            .or_else(|| {
                let category = locale.plural(*n);
                variants
                    .iter()
                    .position(|(k, _)| matches!(k, Key::Name(c) if *c == category))
            }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Part {
        Part::Text(s.to_string())
    }

    #[test]
    fn plurals_exact_numbers_and_texts_choose_their_variant() {
        let points = vec![
            Part::Arg(0),
            Part::Select {
                arg: 0,
                variants: vec![
                    (Key::Number(0.0), vec![text(" (none)")]),
                    (Key::Name("one".into()), vec![text(" point")]),
                    (Key::Name("other".into()), vec![text(" points")]),
                ],
                default: 2,
            },
        ];
        let say = |n: Num| {
            let mut out = String::new();
            format(&points, &[Arg::Num(n)], &English, &mut out);
            out
        };
        assert_eq!(say(1.into()), "1 point");
        assert_eq!(say(0.into()), "0 (none)");
        assert_eq!(say(Num::fixed(1.0, 1)), "1.0 points");
        assert_eq!(say(Num::fixed(254.64, 1)), "254.6 points");
        // Halfway between two written numbers: away from zero, as the page's browser writes it.
        for (value, decimals, written) in [
            (70.5, 0, "71"),
            (100.0 * 0.705, 0, "71"),
            (69.5, 0, "70"),
            (9.5, 0, "10"),
            (99.5, 0, "100"),
            (-2.5, 0, "-3"),
            (0.125, 2, "0.13"),
            (0.375, 2, "0.38"),
            (70.49, 0, "70"),
            (0.1, 1, "0.1"),
        ] {
            assert_eq!(
                English.number(Num::fixed(value, decimals)),
                written,
                "{value}"
            );
        }
        let mode = vec![Part::Select {
            arg: 0,
            variants: vec![
                (Key::Name("entered".into()), vec![text("type them")]),
                (Key::Name("other".into()), vec![text("press R")]),
            ],
            default: 1,
        }];
        let mut out = String::new();
        format(&mode, &[Arg::Str("entered")], &English, &mut out);
        format(&mode, &[Arg::Str("rolled")], &English, &mut out);
        format(&mode, &[], &English, &mut out);
        assert_eq!(out, "type thempress Rpress R");
    }
}
