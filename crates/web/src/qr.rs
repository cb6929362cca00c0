//! QR codes for links: the page draws the modules (www/board/qr.js), this encodes them.

use qrcode::{EcLevel, QrCode};
use wasm_bindgen::prelude::*;

use crate::args;

/// The modules of a QR code for `text` (its UTF-8 bytes), row by row, 1 for dark: a square of
/// side `sqrt(length)`, without the quiet zone. Error correction is the highest level at which
/// the text fits a code of at most 61 modules a side (version 11), which a phone reads from a
/// screen or a page at arm's length; past that the lowest level that fits any version. Throws
/// for a text too long for any QR code (2,953 bytes).
#[wasm_bindgen(js_name = qrModules)]
pub fn qr_modules(text: JsValue) -> Result<Vec<u8>, JsError> {
    let text = args::string(&text, "the text of the QR code, a string")?;
    // Each level is encoded once; the last that fits (L, the lowest) is the one past 61 modules.
    let mut lowest = None;
    for level in [EcLevel::H, EcLevel::Q, EcLevel::M, EcLevel::L] {
        let Ok(code) = QrCode::with_error_correction_level(text.as_bytes(), level) else { continue };
        if code.width() <= READABLE_WIDTH {
            return Ok(dark_modules(&code));
        }
        lowest = Some(code);
    }
    lowest
        .map(|code| dark_modules(&code))
        .ok_or_else(|| JsError::new("the text is too long for a QR code (2,953 bytes at most)"))
}

fn dark_modules(code: &QrCode) -> Vec<u8> {
    code.to_colors().into_iter().map(|color| u8::from(color == qrcode::Color::Dark)).collect()
}

/// Modules a side of version 11, the largest code given more error correction than it needs.
const READABLE_WIDTH: usize = 61;
