//! Backgammon boards for tests, built from lists of points (the rules and ai test crates share it).

use tabula::games::backgammon::board::Board;

/// A board from (point, checkers) lists in each side's own numbering (25 = bar); the rest of
/// each side's 15 are borne off.
pub fn board(white: &[(u8, u8)], black: &[(u8, u8)]) -> Board {
    let mut points = [[0u8; 25]; 2];
    for (side, list) in [white, black].into_iter().enumerate() {
        for &(p, n) in list {
            points[side][p as usize - 1] += n;
        }
    }
    Board::from_points(points)
}
