//! JSON text for the browser's storage and the records files.
//!
//! In the page a value goes through a JavaScript value: serde-wasm-bindgen, then the browser's
//! own `JSON.stringify` and `JSON.parse`. Natively (the unit tests) `serde_json` does the same.
//! Every number the page saves is exact as a JavaScript number: seeds stay below 2^53, and a
//! game's generator state, a full 64-bit integer, is saved as decimal text
//! (`yahtzee_engine::Pcg32`). Saves written before held that state as a number; where the
//! browser tells a reviver the number's source text, it is read exactly, as a `BigInt`.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// `value` as compact JSON text, or `None` if it cannot be written.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    imp::to_string(value, false)
}

/// `value` as JSON text indented by two spaces.
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
    use js_sys::{BigInt, Number, Reflect, JSON};
    use wasm_bindgen::prelude::*;

    #[derive(serde::Deserialize)]
    #[serde(transparent)]
    pub struct Raw(#[serde(with = "serde_wasm_bindgen::preserve")] JsValue);

    pub fn to_string<T: Serialize + ?Sized>(value: &T, pretty: bool) -> Option<String> {
        // `None` as `null`, as `serde_json` writes it.
        let js = value
            .serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true))
            .ok()?;
        let text = if pretty {
            JSON::stringify_with_replacer_and_space(&js, &JsValue::NULL, &JsValue::from(2))
        } else {
            JSON::stringify(&js)
        };
        text.ok()?.as_string()
    }

    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        serde_wasm_bindgen::from_value(parse(text)?).map_err(message)
    }

    pub fn decode<T: DeserializeOwned>(raw: &Raw) -> Result<T, String> {
        serde_wasm_bindgen::from_value(raw.0.clone()).map_err(message)
    }

    /// `text` parsed by the browser. Text with an integer of 16 digits or more (an old save's
    /// generator state) is parsed with a reviver that reads such an integer from its source
    /// text, exactly, where the browser gives the source (Chrome 114, Firefox 135, Safari
    /// 18.4); elsewhere it is rounded, and the game goes on with other dice.
    fn parse(text: &str) -> Result<JsValue, String> {
        let long = text
            .as_bytes()
            .windows(16)
            .any(|w| w.iter().all(u8::is_ascii_digit));
        let parsed = if long {
            let reviver = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> JsValue>::new(
                |_key: JsValue, value: JsValue, context: JsValue| exact(value, &context),
            );
            parse_with_reviver(text, reviver.as_ref().unchecked_ref())
        } else {
            JSON::parse(text)
        };
        parsed.map_err(|_| "not JSON".to_string())
    }

    /// An integer beyond a JavaScript number's exact range as a `BigInt` read from its source.
    fn exact(value: JsValue, context: &JsValue) -> JsValue {
        if value.as_f64().is_none() || Number::is_safe_integer(&value) {
            return value;
        }
        let source = Reflect::get(context, &JsValue::from_str("source"))
            .ok()
            .and_then(|s| s.as_string());
        match source {
            Some(s) if s.bytes().all(|b| b.is_ascii_digit()) => {
                BigInt::new(&JsValue::from_str(&s)).map_or(value, Into::into)
            }
            _ => value,
        }
    }

    #[wasm_bindgen]
    extern "C" {
        /// `JSON.parse(text, reviver)`.
        #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
        fn parse_with_reviver(text: &str, reviver: &js_sys::Function) -> Result<JsValue, JsValue>;
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
}
