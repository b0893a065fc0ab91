//! Numbers as text without Rust's float printer, which would add tens of kilobytes of
//! WebAssembly to the page: in the page the browser's `Number.toString` and `toFixed` write
//! them (natively, for the unit tests, Rust's printer does).
//!
//! - `fixed(x, digits)` for every number the page shows ("254.59 points", "12 %").
//! - `text(x)` for attribute values:
//!   the shortest text that reads back to the same number.

/// The shortest text that reads back as `x` (as `x.to_string()` writes it for the numbers the
/// page shows: no exponent below 1e21); `null` when it is not finite, as `serde_json` writes it.
pub fn text(x: f64) -> String {
    if !x.is_finite() {
        return "null".into();
    }
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Number::from(x)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_else(|_| "null".into())
    }
    // Natively (the unit tests) Rust's printer is fine: its `Debug` form is also the shortest
    // text that reads back as `x`, and it is valid JSON for every finite number.
    #[cfg(not(target_arch = "wasm32"))]
    {
        format!("{x:?}")
    }
}

/// `x` with `digits` decimals, as `format!("{x:.digits$}")` writes it, through the browser's
/// `Number.toFixed` in the page: Rust's float printer (tens of kilobytes of WebAssembly) is
/// then not linked into the page. The two differ only on an exact tie (the browser rounds
/// 0.25 up to "0.3", Rust to the even "0.2") and on negative zero ("0.0", not "-0.0").
pub fn fixed(x: f64, digits: u8) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Number::from(x)
            .to_fixed(digits)
            .map(String::from)
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        format!("{x:.*}", usize::from(digits))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_json_reads_them() {
        for x in [
            0.1,
            0.37,
            5.0,
            -0.0,
            1e-7,
            1e21,
            254.5916,
            f64::MIN_POSITIVE,
        ] {
            let t = text(x);
            assert_eq!(serde_json::from_str::<f64>(&t).unwrap(), x, "{t}");
        }
        assert_eq!(text(f64::NAN), "null");
        assert_eq!(text(f64::INFINITY), "null");
        assert_eq!(fixed(254.5916, 2), "254.59");
        assert_eq!(fixed(12.4, 0), "12");
    }
}
