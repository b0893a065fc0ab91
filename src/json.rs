//! JSON text for the browser's storage and files, without `serde_json` in the page.
//!
//! The saved data, records files and the solver worker's messages (JSON text, `protocol.rs`)
//! all go through here.
//!
//! - `from_str` reads text straight into a value: a small serde `Deserializer` (`Reader`),
//!   strict JSON as `serde_json` reads it, 64-bit integers exact, fractional numbers parsed by
//!   the browser in the page. It keeps no serde error message (formatting one would bring
//!   Rust's float printer into the page): an error says only "not JSON" or "not the shape".
//!   The same reader runs natively, so the unit and property tests read what the page reads.
//! - `to_string` in the page turns the value into a JavaScript value (`serde-wasm-bindgen`,
//!   64-bit integers as `BigInt`) and prints it: the text `serde_json` writes natively, byte
//!   for byte (a fractional number aside: the browser writes 2.0 as `2`; both read back the
//!   same). Natively `serde_json` writes it.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};
use serde::{Deserialize, Serialize};

/// `value` as compact JSON text, or `None` if it cannot be written.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    imp::to_string(value, false)
}

/// `value` as JSON text indented by two spaces, as `serde_json::to_string_pretty` writes it.
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    imp::to_string(value, true)
}

/// The value in `text`, or why it is not one.
pub fn from_str<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, String> {
    let mut reader = Reader {
        text,
        at: 0,
        depth: 0,
    };
    let value = T::deserialize(&mut reader).map_err(|e| e.to_string())?;
    reader.space();
    if reader.at < text.len() {
        return Err(Error::Syntax.to_string());
    }
    Ok(value)
}

/// A JSON value read but not decoded yet, as its text (the content of an envelope whose
/// version is read first).
pub struct Raw(String);

/// The name under which [`Reader`] hands a value's text to [`Raw`].
const RAW: &str = "$json::Raw";

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Raw, D::Error> {
        struct Text;
        impl Visitor<'_> for Text {
            type Value = Raw;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("JSON")
            }
            fn visit_str<E>(self, text: &str) -> Result<Raw, E> {
                Ok(Raw(text.to_string()))
            }
        }
        d.deserialize_newtype_struct(RAW, Text)
    }
}

impl Raw {
    /// The value decoded, or why it does not fit.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, String> {
        from_str(&self.0)
    }
}

/// Why text was not read. No message of serde's is kept: formatting them would bring Rust's
/// float printer back into the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Error {
    /// Not JSON.
    Syntax,
    /// JSON, but not the shape of the data.
    Shape,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Error::Syntax => "not JSON",
            Error::Shape => "not the shape of the game's data",
        })
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(_: T) -> Error {
        Error::Shape
    }
    fn invalid_type(_: de::Unexpected, _: &dyn de::Expected) -> Error {
        Error::Shape
    }
    fn invalid_value(_: de::Unexpected, _: &dyn de::Expected) -> Error {
        Error::Shape
    }
    fn invalid_length(_: usize, _: &dyn de::Expected) -> Error {
        Error::Shape
    }
    fn unknown_variant(_: &str, _: &'static [&'static str]) -> Error {
        Error::Shape
    }
    fn unknown_field(_: &str, _: &'static [&'static str]) -> Error {
        Error::Shape
    }
    fn missing_field(_: &'static str) -> Error {
        Error::Shape
    }
    fn duplicate_field(_: &'static str) -> Error {
        Error::Shape
    }
}

/// Nesting deeper than this is refused (as `serde_json` refuses it), so that no text can
/// exhaust the stack.
const MAX_DEPTH: usize = 128;

/// Reads JSON text straight into a value (a serde `Deserializer`): strict JSON, as
/// `serde_json` reads it; a fractional number is parsed by the browser in the page.
struct Reader<'a> {
    text: &'a str,
    at: usize,
    depth: usize,
}

enum Token<'a> {
    Null,
    Bool(bool),
    Str(Cow<'a, str>),
    Number(Number),
    /// `[` taken.
    Array,
    /// `{` taken.
    Object,
}

enum Number {
    Unsigned(u64),
    Negative(i64),
    Float(f64),
}

impl<'a> Reader<'a> {
    fn space(&mut self) {
        let b = self.text.as_bytes();
        while matches!(b.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// The next byte after white space, not taken.
    #[inline(never)]
    fn peek(&mut self) -> Result<u8, Error> {
        self.space();
        self.text
            .as_bytes()
            .get(self.at)
            .copied()
            .ok_or(Error::Syntax)
    }

    #[inline(never)]
    fn eat(&mut self, byte: u8) -> Result<(), Error> {
        if self.peek()? != byte {
            return Err(Error::Syntax);
        }
        self.at += 1;
        Ok(())
    }

    fn word(&mut self, word: &str) -> Result<(), Error> {
        if !self.text[self.at..].starts_with(word) {
            return Err(Error::Syntax);
        }
        self.at += word.len();
        Ok(())
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let digits = self.text.get(self.at..self.at + 4).ok_or(Error::Syntax)?;
        if !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(Error::Syntax);
        }
        self.at += 4;
        u32::from_str_radix(digits, 16).map_err(|_| Error::Syntax)
    }

    /// A string, its opening quote next.
    fn string(&mut self) -> Result<Cow<'a, str>, Error> {
        self.at += 1;
        let b = self.text.as_bytes();
        let mut out: Option<String> = None;
        let mut run = self.at;
        loop {
            match *b.get(self.at).ok_or(Error::Syntax)? {
                b'"' => {
                    let tail = &self.text[run..self.at];
                    self.at += 1;
                    return Ok(match out {
                        None => Cow::Borrowed(tail),
                        Some(mut s) => {
                            s.push_str(tail);
                            Cow::Owned(s)
                        }
                    });
                }
                b'\\' => {
                    let s = out.get_or_insert_with(String::new);
                    s.push_str(&self.text[run..self.at]);
                    let escape = *b.get(self.at + 1).ok_or(Error::Syntax)?;
                    self.at += 2;
                    let c = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let mut code = self.hex4()?;
                            if (0xD800..0xDC00).contains(&code) {
                                self.word("\\u")?;
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return Err(Error::Syntax);
                                }
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                            }
                            char::from_u32(code).ok_or(Error::Syntax)?
                        }
                        _ => return Err(Error::Syntax),
                    };
                    s.push(c);
                    run = self.at;
                }
                0..=0x1f => return Err(Error::Syntax),
                _ => self.at += 1,
            }
        }
    }

    fn digits(&mut self) -> Result<(), Error> {
        let b = self.text.as_bytes();
        let start = self.at;
        while b.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        if self.at == start {
            return Err(Error::Syntax);
        }
        Ok(())
    }

    fn number(&mut self) -> Result<Number, Error> {
        let b = self.text.as_bytes();
        let start = self.at;
        if b[self.at] == b'-' {
            self.at += 1;
        }
        if b.get(self.at) == Some(&b'0') {
            self.at += 1;
        } else {
            self.digits()?;
        }
        let mut integer = true;
        if b.get(self.at) == Some(&b'.') {
            integer = false;
            self.at += 1;
            self.digits()?;
        }
        if matches!(b.get(self.at), Some(b'e' | b'E')) {
            integer = false;
            self.at += 1;
            if matches!(b.get(self.at), Some(b'+' | b'-')) {
                self.at += 1;
            }
            self.digits()?;
        }
        let token = &self.text[start..self.at];
        if integer {
            let (negative, digits) = match token.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, token),
            };
            let value = digits.bytes().try_fold(0u64, |n, c| {
                n.checked_mul(10)?.checked_add(u64::from(c - b'0'))
            });
            match (negative, value) {
                (false, Some(n)) => return Ok(Number::Unsigned(n)),
                // "-0" is a float (-0.0), as serde_json reads it.
                (true, Some(n)) if n != 0 && n <= 1 << 63 => {
                    return Ok(Number::Negative(0i64.wrapping_sub_unsigned(n)));
                }
                // Beyond 64 bits: a float, as serde_json reads it.
                _ => {}
            }
        }
        Ok(Number::Float(float(token)?))
    }

    /// The next value's first token: a whole scalar, or the opening of an array or object.
    #[inline(never)]
    fn token(&mut self) -> Result<Token<'a>, Error> {
        Ok(match self.peek()? {
            b'n' => {
                self.word("null")?;
                Token::Null
            }
            b't' => {
                self.word("true")?;
                Token::Bool(true)
            }
            b'f' => {
                self.word("false")?;
                Token::Bool(false)
            }
            b'"' => Token::Str(self.string()?),
            b'[' => {
                self.open()?;
                Token::Array
            }
            b'{' => {
                self.open()?;
                Token::Object
            }
            b'-' | b'0'..=b'9' => Token::Number(self.number()?),
            _ => return Err(Error::Syntax),
        })
    }

    /// Opens an array or object, its bracket next.
    fn open(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Error::Syntax);
        }
        self.at += 1;
        Ok(())
    }

    #[inline(never)]
    fn close(&mut self, bracket: u8) -> Result<(), Error> {
        self.depth -= 1;
        self.eat(bracket)
    }
}

/// A JSON number with a fraction or an exponent. In the page the browser parses it: Rust's
/// float parser would add its tables of powers of ten to the WebAssembly.
fn float(token: &str) -> Result<f64, Error> {
    #[cfg(target_arch = "wasm32")]
    {
        Ok(js_sys::parse_float(token))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        token.parse().map_err(|_| Error::Syntax)
    }
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        // The reading is in `token` (one copy); what is here is repeated for every type read.
        match self.token()? {
            Token::Null => visitor.visit_unit(),
            Token::Bool(b) => visitor.visit_bool(b),
            Token::Str(Cow::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Token::Str(Cow::Owned(s)) => visitor.visit_string(s),
            Token::Number(Number::Unsigned(n)) => visitor.visit_u64(n),
            Token::Number(Number::Negative(n)) => visitor.visit_i64(n),
            Token::Number(Number::Float(x)) => visitor.visit_f64(x),
            Token::Array => {
                let value = visitor.visit_seq(Items {
                    reader: &mut *self,
                    first: true,
                })?;
                self.close(b']')?;
                Ok(value)
            }
            Token::Object => {
                let value = visitor.visit_map(Items {
                    reader: &mut *self,
                    first: true,
                })?;
                self.close(b'}')?;
                Ok(value)
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.peek()? == b'n' {
            self.word("null")?;
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        if name == RAW {
            self.space();
            let start = self.at;
            de::IgnoredAny::deserialize(&mut *self)?;
            return visitor.visit_str(&self.text[start..self.at]);
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.peek()? {
            b'"' => match self.string()? {
                Cow::Borrowed(s) => visitor.visit_enum(s.into_deserializer()),
                Cow::Owned(s) => visitor.visit_enum(s.into_deserializer()),
            },
            b'{' => {
                self.open()?;
                let value = visitor.visit_enum(Variant { reader: self })?;
                self.close(b'}')?;
                Ok(value)
            }
            _ => Err(Error::Shape),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// The items of an array, or the entries of an object.
struct Items<'r, 'de> {
    reader: &'r mut Reader<'de>,
    first: bool,
}

impl Items<'_, '_> {
    /// Whether another item follows (its comma taken), before `end`.
    #[inline(never)]
    fn more(&mut self, end: u8) -> Result<bool, Error> {
        if self.reader.peek()? == end {
            return Ok(false);
        }
        if !std::mem::take(&mut self.first) {
            self.reader.eat(b',')?;
        }
        Ok(true)
    }
}

impl<'de> de::SeqAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if !self.more(b']')? {
            return Ok(None);
        }
        seed.deserialize(&mut *self.reader).map(Some)
    }
}

impl<'de> de::MapAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        if !self.more(b'}')? {
            return Ok(None);
        }
        if self.reader.peek()? != b'"' {
            return Err(Error::Syntax);
        }
        seed.deserialize(&mut *self.reader).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        self.reader.eat(b':')?;
        seed.deserialize(&mut *self.reader)
    }
}

/// An enum variant with content: `{"Name": content}`.
struct Variant<'r, 'de> {
    reader: &'r mut Reader<'de>,
}

impl<'r, 'de> de::EnumAccess<'de> for Variant<'r, 'de> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Error> {
        if self.reader.peek()? != b'"' {
            return Err(Error::Syntax);
        }
        let name = seed.deserialize(&mut *self.reader)?;
        self.reader.eat(b':')?;
        Ok((name, self))
    }
}

impl<'de> de::VariantAccess<'de> for Variant<'_, 'de> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        <()>::deserialize(&mut *self.reader)
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(&mut *self.reader)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_seq(&mut *self.reader, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_map(&mut *self.reader, visitor)
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use super::*;

    pub fn to_string<T: Serialize + ?Sized>(value: &T, pretty: bool) -> Option<String> {
        if pretty {
            serde_json::to_string_pretty(value).ok()
        } else {
            serde_json::to_string(value).ok()
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use super::*;
    use js_sys::{Array, BigInt, Object, Reflect, JSON};
    use wasm_bindgen::{JsCast, JsValue};

    pub fn to_string<T: Serialize + ?Sized>(value: &T, pretty: bool) -> Option<String> {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[test]
    fn values_read_as_serde_json_reads_them() {
        for text in [
            r#""a\"b\\c\u00e9\ud83d\ude00\/\n\t é""#,
            "0",
            "-0",
            "18446744073709551615",
            "18446744073709551616",
            "-9223372036854775808",
            "-9223372036854775809",
            "1.5e3",
            "-0.25",
            " [ ] ",
            "{}",
            r#"{"a":[1,{"b":null,"c":true}],"d":false}"#,
        ] {
            let ours: Value = from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(ours, serde_json::from_str::<Value>(text).unwrap(), "{text}");
        }
        for bad in [
            "",
            "01",
            "1.",
            ".5",
            "+1",
            "1e",
            "[1,]",
            "{\"a\":1,}",
            "{a:1}",
            "\"\\x\"",
            "\"\\ud800\"",
            "\"a\u{1}\"",
            "nul",
            "[1 2]",
            "1 2",
            "[[]",
        ] {
            assert_eq!(
                from_str::<Value>(bad),
                Err(Error::Syntax.to_string()),
                "{bad:?}"
            );
        }
        let deep = "[".repeat(200) + &"]".repeat(200);
        assert!(from_str::<Value>(&deep).is_err());
    }

    proptest::proptest! {
        #[test]
        fn accepts_what_serde_json_accepts(text in r#"[\[\]{}",:0-9.eE+\- tfrunlsa\\]{0,40}"#) {
            proptest::prop_assert_eq!(
                from_str::<de::IgnoredAny>(&text).is_ok(),
                serde_json::from_str::<de::IgnoredAny>(&text).is_ok(),
                "{}", text
            );
        }
    }
}
