//! Two devices across the table (issue 26, §2): what they show each other to connect directly
//! with WebRTC, with no server in between. One device shows its offer as a QR code (and as text to
//! copy); the other reads it and shows its answer the same way. Only host candidates are used (no
//! STUN or TURN): both devices are on the same network.
//!
//! This is the part with no browser in it, so that plain `cargo test` covers it:
//! [`handshake`] turns a browser's SDP into a short text and back, [`qr`] draws that text as a QR
//! code and reads one from a camera frame. It uses no web crate (tests/tools/layering.rs).
//!
//! ```
//! use tabula::pairing::qr::{Correction, QrCode};
//! let code = QrCode::new("T1OKlQh.DQQqZvNPtarhPpONguwBEkpX.2oLQ", Correction::Medium).unwrap();
//! assert!(code.svg_path().starts_with("M4 4h7"));
//! ```

pub mod handshake;
pub mod qr;
mod sdp;
