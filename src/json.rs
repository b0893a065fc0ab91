//! JSON text for the browser's storage and files, without `serde_json` in the page.
//!
//! In the page, a value goes through a JavaScript value (`serde-wasm-bindgen`): `to_string`
//! writes that value as JSON text, and `from_str` reads the text into one. The saved data and
//! the records files go this way (the solver worker's messages need no text: `protocol.rs`).
//! The reader and the writer are small and exact: an integer too large for a JavaScript number
//! (a game's random generator state is a full 64-bit integer) is a `BigInt` in between, so
//! what is written is the text `serde_json` wrote before, byte for byte (a fractional number
//! aside: the browser writes 2.0 as `2`), and every save from before reads back exactly.
//! Text without such integers (most of it: the history, the records) is read and written by
//! the browser's `JSON.parse` and `JSON.stringify`, each in one call. Natively (the unit
//! tests, the command line's crates) `serde_json` does the same.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// `value` as compact JSON text, or `None` if it cannot be written.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    imp::to_string(value, false)
}

/// `value` as JSON text indented by two spaces, as `serde_json::to_string_pretty` writes it.
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    imp::to_string(value, true)
}

/// The value in `text`, or why it is not one.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    imp::from_str(text)
}

/// A JSON value read but not decoded yet (the content of an envelope whose version is read
/// first).
#[derive(serde::Deserialize)]
#[serde(transparent)]
pub struct Raw(imp::Raw);

impl Raw {
    /// The value decoded, or why it does not fit.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, String> {
        imp::decode(&self.0)
    }
}

/// Nesting deeper than this is refused (as `serde_json` refuses it), so that no text can
/// exhaust the stack.
const MAX_DEPTH: usize = 128;

/// Whether `JSON.parse` reads `text` as `Reader` does: no run of more than 15 digits outside
/// strings (`Reader` reads such an integer exactly, as a BigInt) and no nesting deeper than
/// `MAX_DEPTH` (which `Reader` refuses).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn plain(text: &str) -> bool {
    let (mut depth, mut digits) = (0usize, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    for &b in text.as_bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        if b.is_ascii_digit() {
            digits += 1;
            if digits > 15 {
                return false;
            }
            continue;
        }
        digits = 0;
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return false;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    true
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::*;

    pub type Raw = Box<serde_json::value::RawValue>;

    pub fn to_string<T: Serialize + ?Sized>(value: &T, pretty: bool) -> Option<String> {
        if pretty {
            serde_json::to_string_pretty(value).ok()
        } else {
            serde_json::to_string(value).ok()
        }
    }

    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn decode<T: DeserializeOwned>(raw: &Raw) -> Result<T, String> {
        from_str(raw.get())
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::*;
    use js_sys::{Array, BigInt, Object, Reflect, JSON};
    use wasm_bindgen::{JsCast, JsValue};

    #[derive(serde::Deserialize)]
    #[serde(transparent)]
    pub struct Raw(#[serde(with = "serde_wasm_bindgen::preserve")] JsValue);

    pub fn to_string<T: Serialize + ?Sized>(value: &T, pretty: bool) -> Option<String> {
        // Most values have no integer beyond a JavaScript number's exact range: the browser
        // writes those in one call, the same text as `write` below (which crosses into
        // JavaScript for every string). The serializer refuses such an integer, and then
        // `write` takes the value with its 64-bit integers as BigInts.
        let plain =
            value.serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true));
        if let Ok(js) = plain {
            let text = if pretty {
                JSON::stringify_with_replacer_and_space(&js, &JsValue::NULL, &JsValue::from(2))
            } else {
                JSON::stringify(&js)
            };
            return text.ok()?.as_string();
        }
        // 64-bit integers as BigInt (exact), `None` as `null` (as `serde_json` writes it).
        let js = value
            .serialize(
                &serde_wasm_bindgen::Serializer::new()
                    .serialize_large_number_types_as_bigints(true)
                    .serialize_missing_as_null(true),
            )
            .ok()?;
        let mut out = String::new();
        write(&js, pretty.then_some(0), &mut out)?;
        Some(out)
    }

    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        // The browser's parser reads the whole text in one call; `Reader` crosses into
        // JavaScript for every token, which for a long history is most of the page's time
        // reading storage. Where the two could differ, `Reader` decides.
        let js = match super::plain(text).then(|| JSON::parse(text).ok()).flatten() {
            Some(js) => js,
            None => Reader { text, at: 0 }.document()?,
        };
        serde_wasm_bindgen::from_value(js).map_err(message)
    }

    pub fn decode<T: DeserializeOwned>(raw: &Raw) -> Result<T, String> {
        serde_wasm_bindgen::from_value(raw.0.clone()).map_err(message)
    }

    /// What went wrong, as serde says it ("invalid type: …"). The error is a JavaScript
    /// `Error`, whose text starts with "Error: ", which the player's notice does not need.
    fn message(e: serde_wasm_bindgen::Error) -> String {
        let text = e.to_string();
        match text.strip_prefix("Error: ") {
            Some(message) => message.to_string(),
            None => text,
        }
    }

    fn newline(indent: Option<usize>, out: &mut String) {
        if let Some(n) = indent {
            out.push('\n');
            out.extend(std::iter::repeat_n(' ', n));
        }
    }

    /// Writes `v` as JSON; `indent` is the current depth's indentation when pretty-printing.
    fn write(v: &JsValue, indent: Option<usize>, out: &mut String) -> Option<()> {
        let inner = indent.map(|n| n + 2);
        if v.is_null() || v.is_undefined() {
            out.push_str("null");
        } else if let Some(b) = v.as_bool() {
            out.push_str(if b { "true" } else { "false" });
        } else if let Some(x) = v.as_f64() {
            out.push_str(&crate::number::text(x));
        } else if v.is_bigint() {
            out.push_str(&String::from(
                v.unchecked_ref::<BigInt>().to_string(10).ok()?,
            ));
        } else if v.is_string() {
            out.push_str(&JSON::stringify(v).ok()?.as_string()?);
        } else if Array::is_array(v) {
            let items = v.unchecked_ref::<Array>();
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(inner, out);
                write(&item, inner, out)?;
            }
            if items.length() > 0 {
                newline(indent, out);
            }
            out.push(']');
        } else if v.is_object() {
            let keys = Object::keys(v.unchecked_ref::<Object>());
            out.push('{');
            for (i, key) in keys.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(inner, out);
                out.push_str(&JSON::stringify(&key).ok()?.as_string()?);
                out.push_str(if indent.is_some() { ": " } else { ":" });
                write(&Reflect::get(v, &key).ok()?, inner, out)?;
            }
            if keys.length() > 0 {
                newline(indent, out);
            }
            out.push('}');
        } else {
            return None;
        }
        Some(())
    }

    struct Reader<'a> {
        text: &'a str,
        at: usize,
    }

    const BAD: &str = "not JSON";

    impl Reader<'_> {
        fn document(mut self) -> Result<JsValue, String> {
            let v = self.value(0)?;
            self.space();
            if self.at < self.text.len() {
                return Err(BAD.into());
            }
            Ok(v)
        }

        fn space(&mut self) {
            let b = self.text.as_bytes();
            while self.at < b.len() && matches!(b[self.at], b' ' | b'\t' | b'\n' | b'\r') {
                self.at += 1;
            }
        }

        /// The next byte after white space, taken.
        fn next(&mut self) -> Result<u8, String> {
            self.space();
            let b = *self.text.as_bytes().get(self.at).ok_or(BAD)?;
            self.at += 1;
            Ok(b)
        }

        /// One scalar token (`text[start..self.at]`) parsed by the browser, which checks it.
        fn token(&self, start: usize) -> Result<JsValue, String> {
            JSON::parse(&self.text[start..self.at]).map_err(|_| BAD.to_string())
        }

        fn string(&mut self) -> Result<JsValue, String> {
            let start = self.at - 1;
            let b = self.text.as_bytes();
            loop {
                match b.get(self.at).ok_or(BAD)? {
                    b'"' => break,
                    b'\\' => self.at += 2,
                    _ => self.at += 1,
                }
            }
            self.at += 1;
            self.token(start)
        }

        fn value(&mut self, depth: usize) -> Result<JsValue, String> {
            if depth > super::MAX_DEPTH {
                return Err(BAD.into());
            }
            match self.next()? {
                b'"' => self.string(),
                b'[' => {
                    let items = Array::new();
                    self.space();
                    if self.text.as_bytes().get(self.at) == Some(&b']') {
                        self.at += 1;
                        return Ok(items.into());
                    }
                    loop {
                        items.push(&self.value(depth + 1)?);
                        match self.next()? {
                            b',' => {}
                            b']' => return Ok(items.into()),
                            _ => return Err(BAD.into()),
                        }
                    }
                }
                b'{' => {
                    let object = Object::new();
                    if self.next()? == b'}' {
                        return Ok(object.into());
                    }
                    self.at -= 1;
                    loop {
                        if self.next()? != b'"' {
                            return Err(BAD.into());
                        }
                        let key = self.string()?;
                        if self.next()? != b':' {
                            return Err(BAD.into());
                        }
                        let value = self.value(depth + 1)?;
                        Reflect::set(&object, &key, &value).map_err(|_| BAD)?;
                        match self.next()? {
                            b',' => {}
                            b'}' => return Ok(object.into()),
                            _ => return Err(BAD.into()),
                        }
                    }
                }
                b'-' | b'0'..=b'9' | b't' | b'f' | b'n' => {
                    let start = self.at - 1;
                    let b = self.text.as_bytes();
                    while self.at < b.len()
                        && matches!(b[self.at], b'0'..=b'9' | b'a'..=b'z' | b'+' | b'-' | b'.' | b'E')
                    {
                        self.at += 1;
                    }
                    let value = self.token(start)?;
                    let digits = &self.text[start..self.at];
                    let digits = digits.strip_prefix('-').unwrap_or(digits);
                    // An integer of more than 15 digits may be beyond a JavaScript number's
                    // exact range: it is read exactly, as a BigInt.
                    if digits.len() > 15 && digits.bytes().all(|d| d.is_ascii_digit()) {
                        return BigInt::new(&JsValue::from_str(&self.text[start..self.at]))
                            .map(Into::into)
                            .map_err(|_| BAD.into());
                    }
                    Ok(value)
                }
                _ => Err(BAD.into()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn the_browser_parser_is_used_only_where_it_reads_what_the_exact_reader_reads() {
        assert!(plain(r#"{"seed":900719925474099,"a":[1.5,-2,{"b":null}]}"#));
        // More than 15 digits: perhaps beyond 2^53, read exactly by the reader.
        assert!(!plain(r#"{"state":12345678901234567}"#));
        assert!(!plain("[0.12345678901234567]"));
        // Digits, brackets and escaped quotes inside strings are text.
        assert!(plain(
            r#"["12345678901234567890", "[[[{", "a \"quoted\" 1234567890123456"]"#
        ));
        let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert!(plain(&deep(super::MAX_DEPTH)));
        assert!(!plain(&deep(super::MAX_DEPTH + 1)));
    }
}
