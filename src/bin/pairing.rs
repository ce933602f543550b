//! The pairing worker (issue 26, 2): a Web Worker of its own wasm that the page starts only
//! when two devices connect in one room. It turns a WebRTC description into the short code the
//! devices show each other and back ([`tabula::pairing::handshake`]), draws a code as a QR
//! code and reads one from a camera frame ([`tabula::pairing::qr`]).
//!
//! Kept out of the page's wasm: the QR crates and the code's reader are about 100 kB of
//! download (gzipped) that a player who never connects two devices never needs; and a QR
//! reader that fails on an odd picture takes down this worker only, which the page starts
//! again (src/ui/pairing.rs). scripts/pairing-worker.sh builds it and writes the worker's
//! script, which passes each message to one of the functions below.

use wasm_bindgen::prelude::*;

use tabula::pairing::handshake::{Handshake, Kind};
use tabula::pairing::qr::{self, QrCode, HANDSHAKE_CORRECTION};

/// A browser's description (after ICE gathering) as its short code; `kind` is `offer` or
/// `answer`. The error says in English what was wrong.
#[wasm_bindgen]
pub fn encode(kind: &str, sdp: &str) -> Result<String, String> {
    let kind = if kind == "offer" {
        Kind::Offer
    } else {
        Kind::Answer
    };
    Handshake::from_sdp(kind, sdp)
        .map(|handshake| handshake.encode())
        .map_err(|error| error.to_string())
}

/// A short code back as a description: its type (`offer` or `answer`), a line break, its SDP.
#[wasm_bindgen]
pub fn decode(code: &str) -> Result<String, String> {
    let handshake = Handshake::decode(code).map_err(|error| error.to_string())?;
    Ok(format!("{}\n{}", handshake.sdp_type(), handshake.to_sdp()))
}

/// A code drawn as a QR code: its width in modules (quiet zone included), a line break, and
/// the SVG path of its dark modules.
#[wasm_bindgen]
pub fn draw(text: &str) -> Result<String, String> {
    let code = QrCode::new(text, HANDSHAKE_CORRECTION).map_err(|error| error.to_string())?;
    Ok(format!(
        "{}\n{}",
        code.width_with_quiet_zone(),
        code.svg_path()
    ))
}

/// The text of the QR code in a grey camera frame (`width × height` bytes), if one is read.
#[wasm_bindgen]
pub fn read(width: usize, height: usize, luma: &[u8]) -> Option<String> {
    qr::read(width, height, luma).ok()
}

fn main() {}
