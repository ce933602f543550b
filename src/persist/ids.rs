//! The ids of kept games: an entry's in the library, and the id two devices share for a game
//! with a friend ([`super::friend`]). Short, and without letters that look alike.

/// The letters of an id: lower case and digits without the look-alikes (l, o, 0, 1).
pub(crate) const ID_LETTERS: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
/// How long a new id is.
pub(crate) const ID_LENGTH: usize = 8;

/// Whether `text` has the shape of an id (the letters of [`ID_LETTERS`], 1 to 32 of them).
pub fn is_entry_id(text: &str) -> bool {
    (1..=32).contains(&text.len()) && text.bytes().all(|b| ID_LETTERS.contains(&b))
}
