//! Two devices across the table: the handshake text made from the SDP that Chromium wrote
//! (tests/data/pairing/, made by scripts/pairing-sdp.mjs), and the QR codes that carry it, read
//! back from pictures drawn here: scaled, turned, blurred and noisy as a camera would see them.

mod handshake;
mod pictures;
mod qr;
