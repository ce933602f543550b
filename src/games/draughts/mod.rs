//! Draughts: one engine for the draughts family, driven by a ruleset description
//! ([`ruleset::RuleSpec`]): English draughts (checkers), Tammi (Finnish draughts) and Tama
//! (Armenian draughts). A capture chain is one move; two routes that take the same pieces from the
//! same square to the same square are the same move, listed once. Draws by threefold repetition
//! and by a ruleset's no-progress count come through [`crate::rules::Record`]; Tama's draw with
//! one piece each is part of [`Game::outcome`].
//!
//! White plays the light pieces in every ruleset ([`Draughts::plays_light`]): in English
//! draughts Black (dark) moves first, in Tammi and Tama White (light) does.
//!
//! Squares are numbered a1 = 0 .. h8 = 63 (index = rank * 8 + file) inside the engine; players see
//! the ruleset's names (1-32 for checkers, a1-h8 otherwise). Moves are written `11-15`,
//! `15x24x31` ([`notation`]); positions in PDN FEN, `B:W21,...,32:B1,...,12` ([`codec`]).
//!
//! ```
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::{Game, Record};
//! let mut record = Record::new(Draughts::new(&DraughtsOptions::default()));
//! for text in ["11-15", "22-18", "15x22"] {
//!     let mv = record.current().parse_move(text).unwrap();
//!     record.play(&mv).unwrap();
//! }
//! assert_eq!(record.current().encode(), "W:W21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,22");
//! ```

pub mod board;
pub mod codec;
pub mod movegen;
pub mod notation;
pub mod ruleset;
pub mod setup;
#[cfg(test)]
mod spec_tests;

use serde::{Deserialize, Serialize};

use crate::rules::{
    Cell, DecodeError, Game, Gesture, HistoryRules, NotationError, Outcome, Reason, Seat, Turn,
    Verdict,
};
pub use board::DraughtsMove;
use board::{Board, Geometry};
use movegen::Mover;
use ruleset::RuleSpec;
pub use ruleset::Ruleset;

/// The ruleset and the optional draw rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DraughtsOptions {
    pub ruleset: Ruleset,
    /// Draw at the third occurrence of a position with the same side to move.
    pub repetition_draw: bool,
    /// Draw after the ruleset's number of plies without progress (English: 40 moves each
    /// without a capture or a man moving).
    pub move_limit_draw: bool,
}

impl DraughtsOptions {
    /// The ruleset with both draw rules on.
    pub fn new(ruleset: Ruleset) -> Self {
        DraughtsOptions {
            ruleset,
            repetition_draw: true,
            move_limit_draw: true,
        }
    }
}

impl Default for DraughtsOptions {
    fn default() -> Self {
        DraughtsOptions::new(Ruleset::English)
    }
}

/// A piece: its owner, and whether it is crowned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub seat: Seat,
    pub king: bool,
}

/// A draughts position: the pieces, the side to move and the options.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Draughts {
    options: DraughtsOptions,
    board: Board,
    to_move: Seat,
}

/// Shows the position code, which says more than the bit sets.
impl std::fmt::Debug for Draughts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Draughts")
            .field("code", &self.encode())
            .field("options", &self.options)
            .finish()
    }
}

impl Draughts {
    fn spec(&self) -> &'static RuleSpec {
        self.options.ruleset.spec()
    }

    fn geometry(&self) -> Geometry {
        Geometry::of(self.spec())
    }

    fn with_geometry<T>(&self, f: impl FnOnce(&Mover) -> T) -> T {
        let geometry = self.geometry();
        f(&Mover {
            spec: self.spec(),
            geometry: &geometry,
            board: &self.board,
            seat: self.to_move,
        })
    }

    /// The pieces as bit sets (read-only; the engine in `crate::ai` evaluates and hashes them).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The piece on a square (a1 = 0 .. h8 = 63), if any.
    pub fn piece_at(&self, square: u8) -> Option<Piece> {
        if square >= 64 {
            return None;
        }
        self.board
            .get(square)
            .map(|(seat, king)| Piece { seat, king })
    }

    /// Whether pieces may stand on the square (the dark squares in English draughts; a1 is dark).
    pub fn is_playable_square(&self, square: u8) -> bool {
        self.geometry().is_playable(square)
    }

    /// Whether the seat's pieces are drawn light: White's are, in every ruleset.
    pub fn plays_light(&self, seat: Seat) -> bool {
        self.spec().plays_light(seat)
    }

    /// The side's name: "Black" for `Seat(0)` and "White" for `Seat(1)` in English draughts.
    pub fn side_name(&self, seat: Seat) -> &'static str {
        self.spec().side_names[usize::from(seat.0 & 1)]
    }

    /// The square's name in notation ("1".."32" in English draughts); `None` for unused squares.
    pub fn square_label(&self, square: u8) -> Option<String> {
        self.geometry().label(square)
    }

    /// Whether squares are numbered 1-32 (English draughts) rather than named a1-h8.
    pub fn numbered_squares(&self) -> bool {
        self.geometry().numbered()
    }

    /// The seat to move (also when the game is over).
    pub fn side_to_move(&self) -> Seat {
        self.to_move
    }

    /// The legal moves, in a fresh list.
    fn legal(&self) -> Vec<DraughtsMove> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
    }
}

impl Game for Draughts {
    type Move = DraughtsMove;
    type Options = DraughtsOptions;

    /// The starting position: each side's men on the ruleset's start rows; `Seat(0)` moves first.
    fn new(options: &DraughtsOptions) -> Self {
        let board = Board::start(options.ruleset.spec());
        Draughts {
            options: options.clone(),
            board,
            to_move: Seat(0),
        }
    }

    fn options(&self) -> DraughtsOptions {
        self.options.clone()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        Turn::Player(self.to_move)
    }

    /// The side to move loses with no pieces left, or with no legal move; where the ruleset says
    /// so (Tama), one piece on each side is a draw.
    fn outcome(&self) -> Option<Verdict> {
        let winner = Outcome::Win(Seat(1 - (self.to_move.0 & 1)));
        let lone = self.board.sides.iter().all(|side| side.count_ones() == 1);
        if self.board.sides[usize::from(self.to_move.0 & 1)] == 0 {
            Some(Verdict::new(winner, Reason::NoPieces))
        } else if lone && self.spec().lone_pieces_draw {
            Some(Verdict::new(Outcome::Draw, Reason::LonePieces))
        } else if !self.with_geometry(|mover| mover.has_move()) {
            Some(Verdict::new(winner, Reason::NoMoves))
        } else {
            None
        }
    }

    fn legal_moves(&self, out: &mut Vec<DraughtsMove>) {
        self.with_geometry(|mover| mover.generate(out));
    }

    /// Moves the piece along the path, takes the captured pieces off, crowns a man that ends on
    /// its far row, and passes the turn. A move without a piece of the side to move on its first
    /// square changes nothing.
    fn apply(&mut self, mv: &DraughtsMove) {
        if self.board.play(self.spec(), self.to_move, mv) {
            self.to_move = Seat(1 - (self.to_move.0 & 1));
        }
    }

    fn notation(&self, mv: &DraughtsMove) -> String {
        notation::write(&self.geometry(), mv)
    }

    fn parse_move(&self, text: &str) -> Result<DraughtsMove, NotationError> {
        notation::parse(&self.geometry(), &self.legal(), text)
    }

    fn encode(&self) -> String {
        codec::encode(self.spec(), &self.geometry(), &self.board, self.to_move)
    }

    fn decode(code: &str, options: &DraughtsOptions) -> Result<Self, DecodeError> {
        let spec = options.ruleset.spec();
        let (board, to_move) = codec::decode(spec, &Geometry::of(spec), code)?;
        Ok(Draughts {
            options: options.clone(),
            board,
            to_move,
        })
    }

    fn gesture(&self, mv: &DraughtsMove) -> Option<Gesture> {
        let cell = |square: &u8| Cell(u16::from(*square));
        let (from, to) = (mv.path.first()?, mv.path.last()?);
        let via = &mv.path[1..mv.path.len().saturating_sub(1).max(1)];
        Some(Gesture {
            from: Some(cell(from)),
            to: Some(cell(to)),
            via: via.iter().map(cell).collect(),
            captured: mv.captured.iter().map(cell).collect(),
        })
    }

    fn history_rules(&self) -> HistoryRules {
        HistoryRules {
            repetition: self.options.repetition_draw.then_some(3),
            quiet_plies: self
                .options
                .move_limit_draw
                .then_some(self.spec().quiet_plies),
        }
    }

    /// Captures always; where the ruleset says so (English, Tama), an uncrowned man's move
    /// toward the far row too, but not its sideways step (issue 11, 2.14).
    fn is_progress(&self, mv: &DraughtsMove) -> bool {
        if !mv.captured.is_empty() {
            return true;
        }
        let (Some(&from), Some(&to)) = (mv.path.first(), mv.path.last()) else {
            return false;
        };
        let man_moved = self.piece_at(from).is_some_and(|piece| !piece.king);
        let forward = from / 8 != to / 8;
        man_moved && forward && self.spec().forward_man_move_is_progress
    }

    /// Kept simple (docs/clocks.md): a side could still win while any of its pieces could
    /// move or capture were it to move now; with every piece blocked it could not.
    fn can_win(&self, seat: Seat) -> bool {
        let mut turned = self.clone();
        turned.to_move = seat;
        let mut moves = Vec::new();
        turned.legal_moves(&mut moves);
        !moves.is_empty()
    }
}
