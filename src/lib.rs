//! Tabula: classic board games with their rules as a library and a Yew web app as its client.
//!
//! Layers, from the bottom: [`rules`] (the game-agnostic contract), [`games`] (one engine per game),
//! [`ai`] (computer opponents over the games),
//! [`persist`] (saved games and share links, as text), [`pairing`] (two devices connecting
//! across the table: the WebRTC handshake as text and QR codes), and `ui` (the web app, wasm only in spirit:
//! it compiles natively so that `cargo test` and clippy cover it), with [`worker`], the computer
//! player's Web Worker end of the same wasm. `rules`, `games`, `ai` and `pairing` never use a web crate;
//! `tests/layering.rs` checks that.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Game;
//! let game = AnyGame::new_of(GameKind::EnglishDraughts);
//! let mut moves = Vec::new();
//! game.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 7);
//! ```

pub mod ai;
pub mod games;
pub mod pairing;
pub mod persist;
pub mod rules;
#[cfg(feature = "ui")]
pub mod ui;
pub mod worker;
