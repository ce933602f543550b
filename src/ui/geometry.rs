//! Where an 8x8 board's squares are drawn: shared by the chess and draughts renderers.

/// Screen column and row of a square (a1 = 0): rank 1 at the bottom unless flipped.
pub fn place(square: u8, flipped: bool) -> (i32, i32) {
    let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
    if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    }
}
