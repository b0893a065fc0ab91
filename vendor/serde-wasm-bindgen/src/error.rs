use wasm_bindgen::prelude::*;

/// A newtype that represents Serde errors as JavaScript exceptions.
#[derive(Debug)]
pub struct Error(JsValue);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        #[wasm_bindgen]
        extern "C" {
            #[wasm_bindgen(js_name = String)]
            pub fn to_string(value: &JsValue) -> String;
        }

        to_string(&self.0).fmt(f)
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Creates a JavaScript `Error` with a given message.
    pub fn new<T: std::fmt::Display>(msg: T) -> Self {
        Error(JsError::new(&msg.to_string()).into())
    }
}

impl serde::ser::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error::new(msg)
    }
}

impl serde::de::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error::new(msg)
    }

    // Patched (see PATCHED.md): serde's default `invalid_type` and `invalid_value` write the
    // unexpected value with serde's `Display for Unexpected`, which links Rust's float printer
    // and string escaper into every WebAssembly module that decodes through this crate. These
    // two write the same messages with the browser doing the float and the quoting.
    fn invalid_type(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Self {
        Error::new(format_args!("invalid type: {}, expected {}", Unexpected(unexp), exp))
    }

    fn invalid_value(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Self {
        Error::new(format_args!("invalid value: {}, expected {}", Unexpected(unexp), exp))
    }
}

/// serde's `Display for Unexpected`, with a float written by JavaScript's `Number.toString`
/// and a string quoted by `JSON.stringify`, in place of Rust's float printer and `Debug`.
struct Unexpected<'a>(serde::de::Unexpected<'a>);

impl std::fmt::Display for Unexpected<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        use serde::de::Unexpected::*;
        match self.0 {
            Bool(b) => write!(f, "boolean `{}`", b),
            Unsigned(i) => write!(f, "integer `{}`", i),
            Signed(i) => write!(f, "integer `{}`", i),
            Float(x) => {
                let text = String::from(js_sys::Number::from(x).to_string_with_radix(10).unwrap_or_default());
                // As serde writes it: a whole number keeps a decimal point ("2.0", not "2").
                let point = if x.is_finite() && !text.contains(['.', 'e']) { ".0" } else { "" };
                write!(f, "floating point `{}{}`", text, point)
            }
            Char(c) => write!(f, "character `{}`", c),
            Str(s) => {
                let quoted = js_sys::JSON::stringify(&JsValue::from_str(s))
                    .map(String::from)
                    .unwrap_or_default();
                write!(f, "string {}", quoted)
            }
            Bytes(_) => f.write_str("byte array"),
            Unit => f.write_str("unit value"),
            Option => f.write_str("Option value"),
            NewtypeStruct => f.write_str("newtype struct"),
            Seq => f.write_str("sequence"),
            Map => f.write_str("map"),
            Enum => f.write_str("enum"),
            UnitVariant => f.write_str("unit variant"),
            NewtypeVariant => f.write_str("newtype variant"),
            TupleVariant => f.write_str("tuple variant"),
            StructVariant => f.write_str("struct variant"),
            Other(other) => f.write_str(other),
        }
    }
}

/// This conversion is needed for `?` to just work when using wasm-bindgen
/// imports that return JavaScript exceptions as `Result<T, JsValue>`.
impl From<JsValue> for Error {
    fn from(error: JsValue) -> Error {
        Error(error)
    }
}

// This conversion is needed for `?` to just work in wasm-bindgen exports
// that return `Result<T, JsValue>` to throw JavaScript exceptions.
impl From<Error> for JsValue {
    fn from(error: Error) -> JsValue {
        error.0
    }
}
