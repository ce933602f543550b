//! The handshake text from the command line, for trying it against a real browser
//! (scripts/pairing-roundtrip.mjs):
//!
//! ```text
//! cargo run --example pairing_handshake -- encode offer < offer.sdp    # SDP -> text
//! cargo run --example pairing_handshake -- sdp < text.txt              # text -> SDP
//! ```

use std::io::Read as _;
use std::process::ExitCode;

use tabula::pairing::handshake::{Handshake, Kind};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("cannot read the input: {e}");
        return ExitCode::FAILURE;
    }
    let result = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["encode", "offer"] => Handshake::from_sdp(Kind::Offer, &input).map(|h| h.encode()),
        ["encode", "answer"] => Handshake::from_sdp(Kind::Answer, &input).map(|h| h.encode()),
        ["sdp"] => Handshake::decode(&input).map(|h| h.to_sdp()),
        _ => {
            eprintln!("usage: pairing_handshake encode offer|answer < SDP, or sdp < TEXT");
            return ExitCode::FAILURE;
        }
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
