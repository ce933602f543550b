//! Each draughts ruleset as data: which squares are used, where the men start, the directions men
//! and kings move and capture in, how far kings fly, when captured pieces come off, which captures
//! are compulsory among several, what crowning does to a capture in progress, and how squares are
//! named. The move generator ([`super::movegen`]) reads only this description, so a new ruleset
//! (Tammi, Tama) is a new [`RuleSpec`] value, not a new engine.
//!
//! ```
//! use tabula::games::draughts::Ruleset;
//! use tabula::rules::Seat;
//! assert_eq!(Ruleset::English.spec().side_names, ["Black", "White"]);
//! // Black moves first in English draughts, White in Tammi; White is light in both.
//! assert!(Ruleset::English.spec().plays_light(Seat(1)));
//! assert!(Ruleset::Tammi.spec().plays_light(Seat(0)));
//! ```

use serde::Serialize;

/// A ruleset players can choose, each with its own [`RuleSpec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Ruleset {
    /// English draughts (checkers): short kings, free choice of capture, crowning ends the move.
    English,
    /// Tammi (Finnish draughts): flying kings, captured pieces come off at the end, kings first.
    Tammi,
    /// Tama (Armenian draughts): all 64 squares, orthogonal captures, the longest capture.
    Tama,
}

impl<'de> serde::Deserialize<'de> for Ruleset {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let all = [Ruleset::English, Ruleset::Tammi, Ruleset::Tama];
        Ok(all[crate::rules::codec::unit_variant(reader, &["English", "Tammi", "Tama"])?])
    }
}

impl Ruleset {
    /// The rules this ruleset plays by.
    pub fn spec(self) -> &'static RuleSpec {
        match self {
            Ruleset::English => &ENGLISH,
            Ruleset::Tammi => &TAMMI,
            Ruleset::Tama => &TAMA,
        }
    }
}

/// A direction relative to the side moving: `forward` is +1 toward the opponent's home row, -1
/// backward, 0 along the row; `side` is -1, 0 or +1 across files. The side to move decides what
/// "forward" means on the board, so one table serves both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dir {
    pub forward: i8,
    pub side: i8,
}

const fn dir(forward: i8, side: i8) -> Dir {
    Dir { forward, side }
}

/// The four diagonals.
pub const DIAGONALS: [Dir; 4] = [dir(1, -1), dir(1, 1), dir(-1, -1), dir(-1, 1)];
/// The two forward diagonals.
pub const FORWARD_DIAGONALS: [Dir; 2] = [dir(1, -1), dir(1, 1)];

/// Which squares of the 8x8 board are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Squares {
    /// The 32 dark squares, a1 dark.
    Dark,
    /// All 64 squares (Tama).
    All,
}

/// How squares are written in moves and position codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Labels {
    /// 1-32 over the dark squares, from the first player's side (b8 = 1, g1 = 32), as checkers.
    Numbered,
    /// a1..h8, as chess.
    Algebraic,
}

/// When jumped pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// At the end of the move: until then they block and cannot be jumped again (English, Tammi).
    EndOfMove,
    /// At once, so their squares are free for the rest of the chain (Tama).
    Immediate,
}

/// What happens when a man reaches the far row in the middle of a capture chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrownMidCapture {
    /// It is crowned and the move ends, even if it could jump on (English).
    EndsMove,
    /// It jumps on as a man and is crowned only if the move ends on the far row (Tama).
    ContinuesAsMan,
    /// It is crowned at once and jumps on as a king (a Turkish reading, an option for Tama).
    ContinuesAsKing,
}

/// A complete draughts ruleset, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSpec {
    pub squares: Squares,
    pub labels: Labels,
    /// The names of `Seat(0)` and `Seat(1)`.
    pub side_names: [&'static str; 2],
    /// Whether `Seat(0)` starts at the top of the board (ranks 8 down, as Black in checkers)
    /// and so moves toward rank 1.
    pub first_starts_on_top: bool,
    /// Rows holding men at the start, counted from each side's own back row (0).
    pub start_rows: &'static [u8],
    pub man_steps: &'static [Dir],
    pub man_captures: &'static [Dir],
    pub king_steps: &'static [Dir],
    pub king_captures: &'static [Dir],
    /// Kings move and capture any distance along a line (landing anywhere beyond the piece).
    pub flying_kings: bool,
    pub removal: Removal,
    /// Whether the chain capturing the most pieces is compulsory (kings and men count one each).
    pub max_capture: bool,
    /// Whether a king must make the capture when a king can capture.
    pub king_capture_priority: bool,
    /// Whether a king may turn back 180 degrees between two jumps.
    pub king_may_reverse: bool,
    pub crown_mid_capture: CrownMidCapture,
    /// The no-progress draw in plies (with the option on).
    pub quiet_plies: u32,
    /// Whether a man's move toward the far row (straight or diagonally) counts as progress
    /// (English, Tama); else only captures do (Tammi). A sideways step never does: it can be
    /// undone, so it cannot make a game end (issue 11, 2.14).
    pub forward_man_move_is_progress: bool,
    /// Whether a position with one piece on each side is a draw (Tama): neither can win.
    pub lone_pieces_draw: bool,
}

impl RuleSpec {
    /// Whether `seat` plays the light pieces: White does in every draughts game, whether it
    /// moves first (Tammi, Tama) or second (English draughts), so the board, the status line
    /// and the rules text agree (issue 11, 2.1).
    pub fn plays_light(&self, seat: crate::rules::Seat) -> bool {
        self.side_names[usize::from(seat.0 & 1)] == "White"
    }
}

/// English draughts (checkers), WCDF rules.
pub const ENGLISH: RuleSpec = RuleSpec {
    squares: Squares::Dark,
    labels: Labels::Numbered,
    side_names: ["Black", "White"],
    first_starts_on_top: true,
    start_rows: &[0, 1, 2],
    man_steps: &FORWARD_DIAGONALS,
    man_captures: &FORWARD_DIAGONALS,
    king_steps: &DIAGONALS,
    king_captures: &DIAGONALS,
    flying_kings: false,
    removal: Removal::EndOfMove,
    max_capture: false,
    king_capture_priority: false,
    king_may_reverse: true,
    crown_mid_capture: CrownMidCapture::EndsMove,
    quiet_plies: 80,
    forward_man_move_is_progress: true,
    lone_pieces_draw: false,
};

/// Tammi (Finnish draughts, seed 000): as English draughts on the board, but White (light)
/// starts, kings fly, a king must capture when one can, a king that can land where it captures on
/// must land there, and only captures count against the 15-moves-each draw.
pub const TAMMI: RuleSpec = RuleSpec {
    labels: Labels::Algebraic,
    side_names: ["White", "Black"],
    first_starts_on_top: false,
    flying_kings: true,
    king_capture_priority: true,
    quiet_plies: 30,
    forward_man_move_is_progress: false,
    ..ENGLISH
};

const ORTHOGONALS: [Dir; 4] = [dir(1, 0), dir(-1, 0), dir(0, -1), dir(0, 1)];
const MAN_ORTHOGONALS: [Dir; 3] = [dir(1, 0), dir(0, -1), dir(0, 1)];
const QUEEN_LINES: [Dir; 8] = [
    dir(1, 0),
    dir(-1, 0),
    dir(0, -1),
    dir(0, 1),
    dir(1, -1),
    dir(1, 1),
    dir(-1, -1),
    dir(-1, 1),
];
/// A Tama man steps forward, diagonally forward or sideways.
const TAMA_MAN_STEPS: [Dir; 5] = [dir(1, 0), dir(1, -1), dir(1, 1), dir(0, -1), dir(0, 1)];

/// Tama (Armenian draughts, seed 001): every square, men step forward, diagonally forward or
/// sideways and capture forward or sideways; kings move like a queen and capture along ranks
/// and files at a distance; pieces come off at once; the longest capture is compulsory. White
/// (light) starts. One piece each is a draw; a sideways man step is no progress.
pub const TAMA: RuleSpec = RuleSpec {
    squares: Squares::All,
    labels: Labels::Algebraic,
    side_names: ["White", "Black"],
    first_starts_on_top: false,
    start_rows: &[1, 2],
    man_steps: &TAMA_MAN_STEPS,
    man_captures: &MAN_ORTHOGONALS,
    king_steps: &QUEEN_LINES,
    king_captures: &ORTHOGONALS,
    flying_kings: true,
    removal: Removal::Immediate,
    max_capture: true,
    king_capture_priority: false,
    king_may_reverse: false,
    crown_mid_capture: CrownMidCapture::ContinuesAsMan,
    quiet_plies: 100,
    forward_man_move_is_progress: true,
    lone_pieces_draw: true,
};

/// Rulesets for the generator's unit tests: Tammi, and Turkish draughts, which is not offered
/// but has published perft numbers to check the capture engine Tama shares.
#[cfg(test)]
pub mod drafts {
    use super::*;

    pub use super::TAMMI;

    /// Turkish draughts (Tama without diagonal steps: men step forward or sideways, kings move
    /// along ranks and files), which has published perft numbers.
    pub const TURKISH: RuleSpec = RuleSpec {
        man_steps: &MAN_ORTHOGONALS,
        king_steps: &ORTHOGONALS,
        ..TAMA
    };
}
