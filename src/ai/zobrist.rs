//! Zobrist keys for the search's hashes (draughts, Camelot, and chess from [`CHESS_KEYS`] on): one fixed pseudo-random 64-bit key per (piece kind, square) plus a few for the side to
//! move and other state, the same in every build (native or wasm).
//!
//! ```
//! use tabula::ai::zobrist::{piece_key, SIDE_KEY};
//! assert_ne!(piece_key(0, 5), piece_key(1, 5));
//! assert_ne!(piece_key(0, 5), SIDE_KEY);
//! ```

use std::sync::OnceLock;

/// Piece kinds a game may use (seat x man/king or man/knight).
pub const KINDS: usize = 4;
/// Square numbers a game may use (Camelot's 12 x 16 rectangle is the largest).
pub const SQUARES: usize = 192;
/// Extra keys after the piece keys: side to move, then small counters.
const EXTRA: usize = 16;

const fn split_mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Chess's keys, after those of draughts and Camelot: 12 pieces x 64 squares, then castling
/// rights by rook square, the en-passant square, and the side to move.
pub const CHESS_KEYS: usize = KINDS * SQUARES + EXTRA;
const ALL_KEYS: usize = CHESS_KEYS + 15 * 64;

/// Key number `index` worked out (a few multiplications).
const fn make_key(index: u64) -> u64 {
    split_mix(0x7AB0_1A00_0000_0000 ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Key number `index` (out-of-range numbers wrap): a fixed pseudo-random 64-bit number. The
/// keys are worked out into a table on first use, in memory: a table made at compile time would
/// be 14 kB of the wasm that no compression shrinks, and working each out when asked would cost
/// the search a sixth of its speed.
pub fn key(index: usize) -> u64 {
    keys()[index % ALL_KEYS]
}

/// All the keys, by number (for a hash that takes many at once).
pub fn keys() -> &'static [u64] {
    static TABLE: OnceLock<Vec<u64>> = OnceLock::new();
    TABLE.get_or_init(|| (0..ALL_KEYS as u64).map(make_key).collect())
}

/// The key of a piece kind (`0..KINDS`) on a square (`0..SQUARES`); out-of-range numbers wrap,
/// so a bad square never panics.
pub fn piece_key(kind: usize, square: usize) -> u64 {
    key((kind % KINDS) * SQUARES + square % SQUARES)
}

/// XORed in when the second player is to move.
pub const SIDE_KEY: u64 = split_mix(0x51DE);

/// A key for a small counter value (`which` picks the counter, `value` its value).
pub fn counter_key(which: usize, value: usize) -> u64 {
    key(KINDS * SQUARES + (which * 4 + value) % EXTRA)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = (0..ALL_KEYS).map(key).collect();
        all.push(SIDE_KEY);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), ALL_KEYS + 1);
    }
}
