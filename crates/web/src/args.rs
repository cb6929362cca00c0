//! Arguments from JavaScript, checked: every export takes whatever a caller may pass and
//! answers a wrong one with an `Error` that says what was expected and what came. Nothing here
//! lets a JavaScript exception unwind through Rust (it would leave a handle borrowed for good):
//! the only JavaScript that runs is behind `catch`.

use js_sys::Reflect;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws for a revoked proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// "expected {what}, got {value in words}".
pub fn expected(what: &str, value: &JsValue) -> JsError {
    let mut got = String::with_capacity(32);
    describe(value, &mut got);
    expected_got(what, &got)
}

/// "expected {what}, got {got}".
pub fn expected_got(what: &str, got: &str) -> JsError {
    let mut message = String::with_capacity(16 + what.len() + got.len());
    message.push_str("expected ");
    message.push_str(what);
    message.push_str(", got ");
    message.push_str(got);
    JsError::new(&message)
}

/// A value in a few words, without running any of the caller's code (no `toString`).
fn describe(value: &JsValue, out: &mut String) {
    if let Some(text) = value.as_string() {
        out.push_str("the string \"");
        out.extend(text.chars().take(24));
        out.push_str(if text.chars().nth(24).is_some() { "...\"" } else { "\"" });
    } else if value.as_f64().is_some() {
        out.push_str("the number ");
        let number: &js_sys::Number = value.unchecked_ref();
        out.push_str(&number.to_string_with_radix(10).ok().and_then(|s| s.as_string()).unwrap_or_default());
    } else if let Some(b) = value.as_bool() {
        out.push_str(if b { "true" } else { "false" });
    } else {
        out.push_str(if value.is_undefined() {
            "undefined"
        } else if value.is_null() {
            "null"
        } else if value.is_bigint() {
            "a BigInt"
        } else if value.is_symbol() {
            "a symbol"
        } else if value.is_function() {
            "a function"
        } else if is_array(value).unwrap_or(false) {
            "an array"
        } else {
            "an object"
        });
    }
}

/// A string argument.
pub fn string(value: &JsValue, what: &str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| expected(what, value))
}

/// A whole number from 0 to `max`.
pub fn whole(value: &JsValue, max: u32, what: &str) -> Result<u32, JsError> {
    match value.as_f64() {
        Some(n) if n >= 0.0 && n <= f64::from(max) && n.fract() == 0.0 => Ok(n as u32),
        _ => Err(expected(what, value)),
    }
}

/// A finite number.
#[cfg(feature = "computer")]
pub fn finite(value: &JsValue, what: &str) -> Result<f64, JsError> {
    value.as_f64().filter(|n| n.is_finite()).ok_or_else(|| expected(what, value))
}

/// The elements of an array of at most `max` elements; `None` for `null` or `undefined`.
pub fn array(value: &JsValue, max: u32, what: &str) -> Result<Option<Vec<JsValue>>, JsError> {
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    if !is_array(value).unwrap_or(false) {
        return Err(expected(what, value));
    }
    let unreadable = || expected_got(what, "an array that throws when read");
    let length = Reflect::get(value, &JsValue::from_str("length")).map_err(|_| unreadable())?;
    let length = whole(&length, max, what).map_err(|_| expected_got(what, "a longer array"))?;
    (0..length)
        .map(|i| Reflect::get_u32(value, i).map_err(|_| unreadable()))
        .collect::<Result<_, _>>()
        .map(Some)
}
