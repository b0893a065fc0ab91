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
//! - `to_string` writes a value as text (`Writer`, a serde `Serializer`): byte for byte what
//!   `serde_json` writes (a fractional number aside: the browser writes 2.0 as `2`; both read
//!   back the same), so saves move freely between versions.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};
use serde::{ser, Deserialize, Serialize};

/// `value` as compact JSON text, or `None` if it cannot be written.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    write(value, false)
}

/// `value` as JSON text indented by two spaces, as `serde_json::to_string_pretty` writes it.
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    write(value, true)
}

fn write<T: Serialize + ?Sized>(value: &T, pretty: bool) -> Option<String> {
    let mut writer = Writer {
        out: String::new(),
        pretty,
        depth: 0,
    };
    value.serialize(&mut writer).ok()?;
    Some(writer.out)
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

/// Writes a value as JSON text straight from serde (a `Serializer`), byte for byte as
/// `serde_json` writes it: the same escapes, `None` as `null`, enums externally tagged, and in
/// pretty form two spaces of indentation. Numbers go through Rust's integer printer and
/// `number::text` (the browser's, in the page).
struct Writer {
    out: String,
    pretty: bool,
    depth: usize,
}

impl Writer {
    fn newline(&mut self) {
        if self.pretty {
            self.out.push('\n');
            self.out.extend(std::iter::repeat_n(' ', 2 * self.depth));
        }
    }

    fn string(&mut self, s: &str) {
        self.out.push('"');
        let mut run = 0;
        for (i, b) in s.bytes().enumerate() {
            let escape = match b {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0..=0x1f => "",
                _ => continue,
            };
            self.out.push_str(&s[run..i]);
            if escape.is_empty() {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                self.out.push_str("\\u00");
                self.out.push(char::from(HEX[usize::from(b >> 4)]));
                self.out.push(char::from(HEX[usize::from(b & 0xf)]));
            } else {
                self.out.push_str(escape);
            }
            run = i + 1;
        }
        self.out.push_str(&s[run..]);
        self.out.push('"');
    }

    fn open(&mut self, bracket: char) -> Compound<'_> {
        self.out.push(bracket);
        self.depth += 1;
        Compound {
            writer: self,
            first: true,
            tagged: false,
        }
    }

    /// `{"variant": ` before an enum variant's content.
    fn tag(&mut self, variant: &str) {
        self.out.push('{');
        self.depth += 1;
        self.newline();
        self.string(variant);
        self.out.push_str(if self.pretty { ": " } else { ":" });
    }

    /// `{"variant": [` or `{"variant": {`, closed by the compound's `close`.
    fn tagged(&mut self, variant: &str, bracket: char) -> Compound<'_> {
        self.tag(variant);
        let mut c = self.open(bracket);
        c.tagged = true;
        c
    }

    fn untag(&mut self) {
        self.depth -= 1;
        self.newline();
        self.out.push('}');
    }

    fn display(&mut self, n: impl fmt::Display) -> Result<(), Error> {
        use std::fmt::Write;
        write!(self.out, "{n}").map_err(|_| Error::Shape)
    }
}

/// An array or object being written.
struct Compound<'w> {
    writer: &'w mut Writer,
    first: bool,
    /// Inside `{"variant": …}`.
    tagged: bool,
}

impl Compound<'_> {
    fn item(&mut self) {
        if !std::mem::take(&mut self.first) {
            self.writer.out.push(',');
        }
        self.writer.newline();
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.item();
        value.serialize(&mut *self.writer)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        self.item();
        self.writer.string(key);
        self.writer
            .out
            .push_str(if self.writer.pretty { ": " } else { ":" });
        value.serialize(&mut *self.writer)
    }

    fn close(self, bracket: char) -> Result<(), Error> {
        self.writer.depth -= 1;
        if !self.first {
            self.writer.newline();
        }
        self.writer.out.push(bracket);
        if self.tagged {
            self.writer.untag();
        }
        Ok(())
    }
}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(_: T) -> Error {
        Error::Shape
    }
}

/// Integers, through Rust's integer printer.
macro_rules! integers {
    ($($method:ident: $t:ty),*) => {$(
        fn $method(self, v: $t) -> Result<(), Error> {
            self.display(v)
        }
    )*};
}

impl<'w> ser::Serializer for &'w mut Writer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'w>;
    type SerializeTuple = Compound<'w>;
    type SerializeTupleStruct = Compound<'w>;
    type SerializeTupleVariant = Compound<'w>;
    type SerializeMap = Compound<'w>;
    type SerializeStruct = Compound<'w>;
    type SerializeStructVariant = Compound<'w>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    integers!(
        serialize_i8: i8,
        serialize_i16: i16,
        serialize_i32: i32,
        serialize_i64: i64,
        serialize_u8: u8,
        serialize_u16: u16,
        serialize_u32: u32,
        serialize_u64: u64
    );
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.out.push_str(&crate::number::text(v));
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        ser::Serializer::collect_seq(self, v)
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.tag(variant);
        value.serialize(&mut *self)?;
        self.untag();
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'w>, Error> {
        Ok(self.open('['))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'w>, Error> {
        Ok(self.open('['))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'w>, Error> {
        Ok(self.open('['))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w>, Error> {
        Ok(self.tagged(variant, '['))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'w>, Error> {
        Ok(self.open('{'))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'w>, Error> {
        Ok(self.open('{'))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w>, Error> {
        Ok(self.tagged(variant, '{'))
    }
}

/// The four kinds of array serde tells apart, written alike.
macro_rules! arrays {
    ($($kind:ident::$method:ident),*) => {$(
        impl ser::$kind for Compound<'_> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                self.close(']')
            }
        }
    )*};
}

arrays!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        // Keys are strings in the data the page writes.
        self.element(key)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.writer
            .out
            .push_str(if self.writer.pretty { ": " } else { ":" });
        value.serialize(&mut *self.writer)
    }
    fn end(self) -> Result<(), Error> {
        self.close('}')
    }
}

/// A struct and a struct variant's fields, written alike.
macro_rules! structs {
    ($($kind:ident),*) => {$(
        impl ser::$kind for Compound<'_> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Error> {
                self.field(key, value)
            }
            fn end(self) -> Result<(), Error> {
                self.close('}')
            }
        }
    )*};
}

structs!(SerializeStruct, SerializeStructVariant);

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

    #[derive(Serialize)]
    enum Kind {
        Unit,
        Newtype(u8),
        Tuple(u8, i64),
        Struct { a: Option<u64>, b: Vec<u8> },
    }

    #[derive(Serialize)]
    struct All {
        text: String,
        kinds: Vec<Kind>,
        none: Option<u8>,
        empty: Vec<u8>,
        pair: (u64, i64),
        floats: [f64; 3],
        flag: bool,
        c: char,
    }

    #[test]
    fn writes_what_serde_json_writes() {
        let all = All {
            text: "a\"b\\c\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f} é 😀 /".into(),
            kinds: vec![
                Kind::Unit,
                Kind::Newtype(7),
                Kind::Tuple(1, -2),
                Kind::Struct {
                    a: Some(u64::MAX),
                    b: vec![],
                },
                Kind::Struct {
                    a: None,
                    b: vec![3],
                },
            ],
            none: None,
            empty: vec![],
            pair: (u64::MAX, i64::MIN),
            floats: [0.5, 2.0, -254.5916],
            flag: true,
            c: '"',
        };
        assert_eq!(
            to_string(&all).unwrap(),
            serde_json::to_string(&all).unwrap()
        );
        assert_eq!(
            to_string_pretty(&all).unwrap(),
            serde_json::to_string_pretty(&all).unwrap()
        );
    }

    proptest::proptest! {
        #[test]
        fn writes_any_text_as_serde_json_does(text in ".{0,40}") {
            proptest::prop_assert_eq!(to_string(&text).unwrap(), serde_json::to_string(&text).unwrap());
        }

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
