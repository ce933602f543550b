//! Camelot (seeds 003 BrainKing and 004 WCF summary; RULES.md "Camelot", RULES-NOTES.md §5).
//! 160 squares, 4 knights and 10 men a side, castles F1 G1 (White, `Seat(0)`, moves first) and
//! F16 G16 (Black, `Seat(1)`).
//!
//! Moves ([`MoveKind`]): a plain step; a canter chain over friendly pieces; a jump chain over
//! enemies, each taken off at once; a knight's charge (canters, then jumps); a castle move.
//!
//! Decisions where the seeds leave room (RULES-NOTES.md defaults):
//! - **Turn order of duties**: a piece of the side to move standing in its own castle must leave
//!   it, before any capture elsewhere; by a capture if it can jump, otherwise by any of its moves.
//!   If no such piece can move, the duty lapses. The duty is read from the position (a piece
//!   stands in its own castle), so the code needs no flag for it; two pieces there (possible
//!   only after a lapse) share it. As in open play, a possible charge alone does not force the
//!   leaving piece to capture; a possible jump does, and then it may jump or charge.
//! - **Compulsory capture**: otherwise, if any piece can jump, the player must capture, by a jump
//!   or by any knight's charge; a charge alone (no jump anywhere) does not make capture
//!   compulsory. Pieces in the enemy castle never jump, so they do not count.
//! - **Jumps**: the jumping piece must go on while it can, choosing its branch freely (no
//!   maximum-capture rule); a piece that jumps into its own castle must jump on out if it can
//!   ([`CamelotOptions::parker_castle_stop`] ends the move there instead).
//! - **Canters**: never onto the own castle, even in passing; never ending on the start square.
//!   A knight's canter-only move may not land, at any step, where that knight could jump (seed
//!   004: it would have to jump); the canter part of a charge may, and must end off the start.
//! - **Enemy castle**: any move may enter it and ends there; a piece there only makes castle
//!   moves (to the other castle square), two per player per game, never while capture is
//!   compulsory, since a castle move is no capture.
//! - **Identity**: a move is its result, (origin, final square, captured set). Paths with the
//!   same result are one move, listed by its shortest path (canters are found breadth-first).
//! - **End**, checked in this order: two pieces in the enemy castle win
//!   ([`crate::rules::Reason::CastleTaken`]); a side without pieces loses if the other has two or
//!   more, else it is a draw ([`crate::rules::Reason::NoPieces`],
//!   [`crate::rules::Reason::LonePieces`]); both with at most one piece draw
//!   ([`crate::rules::Reason::LonePieces`]); a side to move without a legal move loses if the other
//!   has two or more pieces, else it is a draw ([`crate::rules::Reason::NoMoves`]).
//!   [`CamelotOptions::brainking_wins`] drops the two-piece conditions. Threefold repetition
//!   (castle-move counts are part of the position) and 50 moves each without a capture or a move
//!   onto an enemy castle square (castle moves count as such) draw through
//!   [`crate::rules::Record`].
//!
//! Squares are numbered `rank0 * 12 + file0` ([`board`]); moves are written `F6-F7`, `F6-F8-F10`,
//! `F6xF8xF10`, `F6-F8xF10` ([`notation`]); positions as `W:WNC6,...:BNC11,...:00` ([`codec`]).
//!
//! ```
//! use tabula::games::camelot::{board, Camelot, CamelotOptions, Piece};
//! use tabula::rules::{Game, Record, Seat};
//! let mut record = Record::new(Camelot::new(&CamelotOptions::default()));
//! assert_eq!(record.current().next_moves().len(), 100);
//! for text in ["F7-F8", "F10-F9"] {
//!     let mv = record.current().parse_move(text).unwrap();
//!     record.play(&mv).unwrap();
//! }
//! // Men face to face on F8 and F9, F10 empty behind: White must jump, and jump on while it can,
//! // choosing the branch.
//! let game = record.current();
//! let moves: Vec<String> = game.next_moves().iter().map(|m| game.notation(m)).collect();
//! assert_eq!(moves, ["F8xF10xF12", "F8xF10xH12xJ10xJ12", "F8xF10xD12xB10"]);
//! let f9 = board::parse_square("F9").unwrap();
//! assert_eq!(game.piece_at(f9), Some((Seat(1), Piece::Man)));
//! ```

pub mod board;
pub mod codec;
mod game_impl;
pub mod movegen;
pub mod notation;
pub mod setup;

use serde::{Deserialize, Serialize};

use crate::rules::Seat;
pub use board::Piece;
use board::{Cells, SQUARES};

/// The draw rules and the seed-difference options.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct CamelotOptions {
    /// Draw at the third occurrence of a position (castle-move counts included), same side to move.
    pub repetition_draw: bool,
    /// Draw after 50 moves each (100 plies) without a capture or a piece entering the enemy
    /// castle.
    pub move_limit_draw: bool,
    /// Parker Brothers 1931: a jump that lands in the own castle ends the move there.
    pub parker_castle_stop: bool,
    /// BrainKing (seed 003): taking every enemy piece, or leaving the opponent without a move,
    /// wins even with a single piece left.
    pub brainking_wins: bool,
}

impl Default for CamelotOptions {
    fn default() -> Self {
        CamelotOptions {
            repetition_draw: true,
            move_limit_draw: true,
            parker_castle_stop: false,
            brainking_wins: false,
        }
    }
}

/// Which of the move types a move is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveKind {
    /// One step to an adjacent empty square.
    Plain,
    /// One or more leaps over friendly pieces.
    Canter,
    /// One or more leaps over enemy pieces, each taken.
    Jump,
    /// A knight's canters followed by jumps.
    Charge,
    /// A step between the two squares of the enemy castle.
    CastleMove,
}

/// One move. `landings` are the squares landed on in order, the last being where the piece ends;
/// `captured` the squares of the pieces taken, in order. In a charge the first
/// `landings.len() - captured.len()` landings are canters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CamelotMove {
    pub kind: MoveKind,
    pub from: u16,
    pub landings: Squares,
    pub captured: Squares,
}

/// A move's few squares, kept inline (no allocation) up to six.
pub type Squares = smallvec::SmallVec<[u16; 6]>;

impl CamelotMove {
    fn single(kind: MoveKind, from: u16, to: u16) -> Self {
        CamelotMove {
            kind,
            from,
            landings: smallvec::smallvec![to],
            captured: Squares::new(),
        }
    }

    /// The square the piece ends on.
    pub fn to(&self) -> u16 {
        self.landings.last().copied().unwrap_or(self.from)
    }

    /// How many of the landings are canters (the rest are jumps).
    pub fn canter_steps(&self) -> usize {
        self.landings.len().saturating_sub(self.captured.len())
    }
}

/// A Camelot position: the pieces, the side to move, each side's castle moves so far.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Camelot {
    options: CamelotOptions,
    cells: Cells,
    to_move: Seat,
    castle_moves: [u8; 2],
}

/// Shows the position code, which says more than the cell array.
impl std::fmt::Debug for Camelot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::rules::Game;
        f.debug_struct("Camelot")
            .field("code", &self.encode())
            .field("options", &self.options)
            .finish()
    }
}

impl Camelot {
    /// "White" or "Black": the names the notation, the codes and the files use.
    pub fn side_name(seat: Seat) -> &'static str {
        if seat.0 & 1 == 0 {
            "White"
        } else {
            "Black"
        }
    }

    /// The piece on a square, if any (`None` off the board too).
    pub fn piece_at(&self, square: u16) -> Option<(Seat, Piece)> {
        board::unpack(*self.cells.get(usize::from(square))?)
    }

    /// Castle moves the seat has made in this game (at most two).
    pub fn castle_moves_made(&self, seat: Seat) -> u8 {
        self.castle_moves[usize::from(seat.0 & 1)]
    }

    /// The seat's pieces on the board.
    pub fn piece_count(&self, seat: Seat) -> usize {
        let bit = seat.0 & 1;
        self.cells
            .iter()
            .filter(|&&c| c != 0 && board::owner(c) == bit)
            .count()
    }

    /// The pieces of seat 0 and of seat 1.
    pub fn piece_counts(&self) -> [usize; 2] {
        let mut counts = [0; 2];
        for &cell in self.cells.iter().filter(|&&c| c != 0) {
            counts[usize::from(board::owner(cell) & 1)] += 1;
        }
        counts
    }

    /// The seat to move (also when the game is over).
    pub fn side_to_move(&self) -> Seat {
        self.to_move
    }

    /// Builds a position from its parts (the codec checks them first).
    pub(crate) fn from_parts(
        options: &CamelotOptions,
        pieces: &[(u16, Seat, Piece)],
        to_move: Seat,
        castle_moves: [u8; 2],
    ) -> Self {
        let mut cells = [0; SQUARES];
        for &(square, seat, piece) in pieces {
            if let Some(cell) = cells.get_mut(usize::from(square)) {
                *cell = board::pack(seat, piece);
            }
        }
        Camelot {
            options: options.clone(),
            cells,
            to_move,
            castle_moves,
        }
    }
}
