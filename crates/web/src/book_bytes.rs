//! The opening book's bytes from JavaScript: a real `Uint8Array`, whose size its header must
//! announce, copied once into wasm memory. Nothing the caller defines is asked: not a `length`
//! or `byteLength` property of its own, not a getter that throws; an array-like, a proxy, an
//! object made from `Uint8Array.prototype`, a detached array are refused with what was
//! expected, and a size the header does not announce is refused before anything is allocated.

use js_sys::{ArrayBuffer, Reflect, Uint8Array};
use mancala_ai::{Book, BookError};
use wasm_bindgen::prelude::*;

use crate::args::{expected, expected_got};

#[wasm_bindgen]
extern "C" {
    /// A `Uint8Array`, through accessors and methods that catch and are `final`: those of the
    /// prototype chain (%TypedArray%.prototype's, which read the array's own slots), called on
    /// it, never a property the caller gave the array itself.
    #[wasm_bindgen(extends = Uint8Array, js_name = Uint8Array)]
    type Bytes;
    #[wasm_bindgen(method, final, catch, getter, js_class = "Uint8Array", js_name = length)]
    fn real_length(this: &Bytes) -> Result<f64, JsValue>;
    #[wasm_bindgen(method, final, catch, getter, js_class = "Uint8Array", js_name = byteLength)]
    fn real_byte_length(this: &Bytes) -> Result<f64, JsValue>;
    /// `target.set(source)`: copies a typed array's elements by its slots.
    #[wasm_bindgen(method, final, catch, js_class = "Uint8Array", js_name = set)]
    fn set_from(this: &Bytes, source: &Bytes) -> Result<(), JsValue>;
}

const WHAT: &str = "the book's bytes, a Uint8Array";
/// The header: `MBK2` (or `MBK1`) and the number of entries, which gives the size.
const HEADER_BYTES: usize = 8;
/// Far above any book the project makes (the shipped one is 18 KB): a size beyond it is refused
/// before it costs memory.
const MAX_BOOK_BYTES: usize = 1 << 24;

/// The book in `value`, or what is wrong with it.
pub fn read(value: &JsValue) -> Result<Book, JsError> {
    let array = uint8_array(value)?;
    let length = array.real_length().map_err(|_| expected(WHAT, value))? as usize;
    if length == 0 {
        // A detached array (its buffer transferred) reads as empty too.
        return Err(expected_got(WHAT, "an empty or detached one"));
    }
    let mut header = [0u8; HEADER_BYTES];
    let header = &mut header[..length.min(HEADER_BYTES)];
    for (i, byte) in header.iter_mut().enumerate() {
        let element = Reflect::get_u32(array, i as u32).map_err(|_| expected(WHAT, value))?;
        *byte = element.as_f64().map_or(0, |b| b as u8);
    }
    // The book's own reader says what size the header announces: a header alone is a whole book
    // of no entries, or the size it lacks.
    let announced = match Book::from_bytes(header) {
        Ok(_) => header.len(),
        Err(BookError::Length { expected, .. }) => expected,
        Err(e) => return Err(JsError::new(&e.to_string())),
    };
    if announced != length {
        return Err(JsError::new(&BookError::Length { expected: announced, found: length }.to_string()));
    }
    if length > MAX_BOOK_BYTES {
        return Err(expected_got("a book of at most 16 MiB", "a larger one"));
    }
    let mut bytes = vec![0u8; length];
    // SAFETY: the view covers exactly `bytes`, and nothing allocates while it is alive.
    let view: Bytes = unsafe { Uint8Array::view_mut_raw(bytes.as_mut_ptr(), length) }.unchecked_into();
    view.set_from(array).map_err(|_| expected(WHAT, value))?;
    Book::from_bytes(&bytes).map_err(|e| JsError::new(&e.to_string()))
}

/// `value` as a `Uint8Array` if it is one: a typed array (by its slots, not its prototype) of
/// the class `Uint8Array`, of bytes.
fn uint8_array(value: &JsValue) -> Result<&Bytes, JsError> {
    let array = ArrayBuffer::is_view(value) && value.is_instance_of::<Uint8Array>();
    match array.then(|| value.unchecked_ref::<Bytes>()) {
        Some(array) if array.real_byte_length().ok() == array.real_length().ok() => Ok(array),
        _ => Err(expected(WHAT, value)),
    }
}
