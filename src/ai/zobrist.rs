//! Zobrist keys for the search's hashes (draughts, Camelot, and chess by [`key`] numbers of its
//! own): one fixed pseudo-random 64-bit key per (piece kind, square) plus a few for the side to
//! move and other state, the same in every build (native or wasm).
//!
//! ```
//! use tabula::ai::zobrist::{piece_key, SIDE_KEY};
//! assert_ne!(piece_key(0, 5), piece_key(1, 5));
//! assert_ne!(piece_key(0, 5), SIDE_KEY);
//! ```

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

/// Key number `index`: a fixed pseudo-random 64-bit number, worked out when asked (a few
/// multiplications) rather than read from a table, which would be 6 kB of the wasm that no
/// compression shrinks.
pub const fn key(index: u64) -> u64 {
    split_mix(0x7AB0_1A00_0000_0000 ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The key of a piece kind (`0..KINDS`) on a square (`0..SQUARES`); out-of-range numbers wrap,
/// so a bad square never panics.
pub fn piece_key(kind: usize, square: usize) -> u64 {
    key(((kind % KINDS) * SQUARES + square % SQUARES) as u64)
}

/// XORed in when the second player is to move.
pub const SIDE_KEY: u64 = split_mix(0x51DE);

/// A key for a small counter value (`which` picks the counter, `value` its value).
pub fn counter_key(which: usize, value: usize) -> u64 {
    key((KINDS * SQUARES + (which * 4 + value) % EXTRA) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = (0..(KINDS * SQUARES + EXTRA) as u64).map(key).collect();
        all.push(SIDE_KEY);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), KINDS * SQUARES + EXTRA + 1);
    }
}
