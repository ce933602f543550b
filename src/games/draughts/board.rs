//! The board: where each side's pieces stand, as bit sets over the 64 squares (a1 = 0, h8 = 63,
//! index = rank * 8 + file), and the geometry a ruleset gives it: which squares are used, which way
//! is forward for each side, where men are crowned, and how squares are named; and a move
//! ([`DraughtsMove`]), which the board plays and the generator lists.
//!
//! ```
//! use tabula::games::draughts::board::Geometry;
//! use tabula::games::draughts::ruleset::ENGLISH;
//! let geometry = Geometry::of(&ENGLISH);
//! assert_eq!(geometry.label(57).as_deref(), Some("1")); // b8
//! assert_eq!(geometry.parse_label("32"), Some(6)); // g1
//! ```

use super::ruleset::{CrownMidCapture, Dir, Labels, RuleSpec, Squares};
use crate::rules::Seat;

/// One move, a whole capture chain included: `path` is the starting square then every landing
/// square; `captured` the squares of the pieces taken, in order (empty for a step).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DraughtsMove {
    pub path: Vec<u8>,
    pub captured: Vec<u8>,
}

/// The bit of a square.
pub const fn bit(square: u8) -> u64 {
    1u64 << square
}

/// The squares of the dark colour (a1 dark): file + rank even.
const DARK: u64 = {
    let mut set = 0u64;
    let mut square = 0;
    while square < 64 {
        if (square % 8 + square / 8) % 2 == 0 {
            set |= 1 << square;
        }
        square += 1;
    }
    set
};

/// Pieces on the board: `sides[s]` holds every piece of `Seat(s)`, `kings` the crowned ones of
/// both sides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    pub sides: [u64; 2],
    pub kings: u64,
}

impl Board {
    /// Every square holding a piece.
    pub fn occupied(&self) -> u64 {
        self.sides[0] | self.sides[1]
    }

    /// The owner of the piece on a square and whether it is a king.
    pub fn get(&self, square: u8) -> Option<(Seat, bool)> {
        let b = bit(square & 63);
        let king = self.kings & b != 0;
        if self.sides[0] & b != 0 {
            Some((Seat(0), king))
        } else if self.sides[1] & b != 0 {
            Some((Seat(1), king))
        } else {
            None
        }
    }

    /// Puts a piece on an empty square (or replaces what is there).
    pub fn put(&mut self, square: u8, seat: Seat, king: bool) {
        self.remove(square);
        let b = bit(square & 63);
        self.sides[usize::from(seat.0 & 1)] |= b;
        if king {
            self.kings |= b;
        }
    }

    /// The starting position: each side's men on the ruleset's start rows.
    pub fn start(spec: &RuleSpec) -> Board {
        let geometry = Geometry::of(spec);
        let mut board = Board::default();
        for seat in [Seat(0), Seat(1)] {
            for &row in spec.start_rows {
                let rank = geometry.rank_of_row(seat, row);
                board.sides[usize::from(seat.0)] |= (0xFFu64 << (rank * 8)) & geometry.playable;
            }
        }
        board
    }

    /// Moves `seat`'s piece along the path, takes the captured pieces off and crowns a man as the
    /// ruleset says. Returns false, changing nothing, when the first square holds no piece of
    /// `seat` or a square is off the board (the move cannot be legal).
    pub fn play(&mut self, spec: &RuleSpec, seat: Seat, mv: &DraughtsMove) -> bool {
        let (Some(&from), Some(&to)) = (mv.path.first(), mv.path.last()) else {
            return false;
        };
        if mv
            .path
            .iter()
            .chain(&mv.captured)
            .any(|&square| square >= 64)
        {
            return false;
        }
        let Some((owner, king)) = self.get(from) else {
            return false;
        };
        if owner != seat {
            return false;
        }
        let row = Geometry::of(spec).crowning_row(seat);
        let crowned = match spec.crown_mid_capture {
            CrownMidCapture::ContinuesAsKing => mv.path.iter().any(|&sq| row & bit(sq) != 0),
            CrownMidCapture::EndsMove | CrownMidCapture::ContinuesAsMan => row & bit(to) != 0,
        };
        self.remove(from);
        for &square in &mv.captured {
            self.remove(square);
        }
        self.put(to, seat, king || crowned);
        true
    }

    /// Empties a square.
    pub fn remove(&mut self, square: u8) {
        let keep = !bit(square & 63);
        self.sides[0] &= keep;
        self.sides[1] &= keep;
        self.kings &= keep;
    }
}

/// The squares `set` holds, lowest first.
pub fn squares_of(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let square = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(square)
        }
    })
}

/// The shape of the board under a ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// The squares pieces may stand on.
    pub playable: u64,
    labels: Labels,
    /// Rank step of "forward" for `Seat(0)` (+1 up the board, -1 down).
    first_forward: i8,
}

impl Geometry {
    /// The board of a ruleset.
    pub fn of(spec: &RuleSpec) -> Geometry {
        Geometry {
            playable: match spec.squares {
                Squares::Dark => DARK,
                Squares::All => u64::MAX,
            },
            labels: spec.labels,
            first_forward: if spec.first_starts_on_top { -1 } else { 1 },
        }
    }

    /// Whether pieces may stand on the square.
    pub fn is_playable(&self, square: u8) -> bool {
        square < 64 && self.playable & bit(square) != 0
    }

    /// Which way the rank goes when `seat` moves forward.
    pub fn forward(&self, seat: Seat) -> i8 {
        if seat.0 == 0 {
            self.first_forward
        } else {
            -self.first_forward
        }
    }

    /// The square one step from `square` in a direction relative to `seat`, if on the board.
    pub fn step(&self, square: u8, seat: Seat, dir: Dir) -> Option<u8> {
        let file = (square % 8) as i8 + dir.side;
        let rank = (square / 8) as i8 + dir.forward * self.forward(seat);
        ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as u8)
    }

    /// The rank (0-7) that is `row` rows in front of `seat`'s own back row.
    pub fn rank_of_row(&self, seat: Seat, row: u8) -> u8 {
        if self.forward(seat) > 0 {
            row.min(7)
        } else {
            7 - row.min(7)
        }
    }

    /// The squares of the far row, where `seat`'s men are crowned.
    pub fn crowning_row(&self, seat: Seat) -> u64 {
        let rank = self.rank_of_row(seat, 7);
        (0xFFu64 << (rank * 8)) & self.playable
    }

    /// A square's name in notation: "1".."32" or "a1".."h8"; `None` for unused squares.
    pub fn label(&self, square: u8) -> Option<String> {
        if !self.is_playable(square) {
            return None;
        }
        let (file, rank) = (square % 8, square / 8);
        Some(match self.labels {
            Labels::Numbered => ((7 - rank) * 4 + file / 2 + 1).to_string(),
            Labels::Algebraic => format!("{}{}", (b'a' + file) as char, rank + 1),
        })
    }

    /// The square a name stands for; `None` for anything else.
    pub fn parse_label(&self, text: &str) -> Option<u8> {
        let square = match self.labels {
            Labels::Numbered => {
                if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                let index = text.parse::<u8>().ok()?.checked_sub(1)?;
                if index >= 32 {
                    return None;
                }
                let rank = 7 - index / 4;
                // Dark squares: file + rank even, so even ranks use files a, c, e, g.
                rank * 8 + (index % 4) * 2 + (rank % 2)
            }
            Labels::Algebraic => match text.as_bytes() {
                [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => (rank - b'1') * 8 + (file - b'a'),
                _ => return None,
            },
        };
        self.is_playable(square).then_some(square)
    }

    /// Whether squares are numbered, so that ranges such as "21-32" mean something.
    pub fn numbered(&self) -> bool {
        self.labels == Labels::Numbered
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::draughts::ruleset::ENGLISH;

    #[test]
    fn numbering_matches_the_checkers_diagram() {
        let g = Geometry::of(&ENGLISH);
        // 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1.
        for (label, square) in [("1", 57), ("4", 63), ("5", 48), ("29", 0), ("32", 6)] {
            assert_eq!(g.parse_label(label), Some(square), "{label}");
            assert_eq!(g.label(square).as_deref(), Some(label));
        }
        for square in 0..64u8 {
            if let Some(label) = g.label(square) {
                assert_eq!(g.parse_label(&label), Some(square));
            }
        }
        assert_eq!(g.playable.count_ones(), 32);
        for bad in ["0", "33", "", "x", "+1", "01a", "100"] {
            assert_eq!(g.parse_label(bad), None, "{bad}");
        }
        assert_eq!(g.label(1), None);
    }

    #[test]
    fn black_moves_down_and_is_crowned_on_rank_one() {
        let g = Geometry::of(&ENGLISH);
        assert_eq!(g.forward(Seat(0)), -1);
        assert_eq!(g.crowning_row(Seat(0)), 0x55);
        assert_eq!(g.crowning_row(Seat(1)), 0xAAu64 << 56);
    }
}
