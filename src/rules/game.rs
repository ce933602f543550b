//! The `Game` trait and the small vocabulary types it speaks in.

use std::fmt::Debug;

use super::error::{DecodeError, IllegalMove, NotationError};

/// A player's place at the table, 0-based: the first mover of a game is usually `Seat(0)`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub u8);

/// Who acts next: a player, or chance (dice are a pseudo-player whose moves are recorded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Player(Seat),
    Chance,
}

impl Turn {
    /// The seat to move, if a player is to move.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Turn::Player(seat) => Some(seat),
            Turn::Chance => None,
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Seat),
    Draw,
    /// Finishing order, first place first (games of more than two players).
    Ranking(Vec<Seat>),
}

/// Why a game ended; the UI turns this into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The loser has no pieces left.
    NoPieces,
    /// The player to move has no legal move.
    NoMoves,
    Checkmate,
    Stalemate,
    InsufficientMaterial,
    /// The same position for the third time (or the game's count).
    Repetition,
    /// Too many moves without progress (capture, man moved, pawn moved...).
    MoveLimit,
    Agreement,
    Resignation,
    /// Everyone has finished (race games).
    AllHome,
    /// Two of the winner's pieces stand in the opponent's castle (Camelot).
    CastleTaken,
    /// Neither side has more than one piece left, so neither can win (Camelot).
    LonePieces,
    /// A side's time ran out: it loses, or draws where the other side could not win.
    TimeOut,
}

/// An outcome with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub outcome: Outcome,
    pub reason: Reason,
}

impl Verdict {
    pub fn new(outcome: Outcome, reason: Reason) -> Self {
        Verdict { outcome, reason }
    }
}

/// A board location as a game numbers it; only that game's renderer knows where it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u16);

/// What a move looks like on the board: the piece's cell, where it ends, the cells it lands on
/// in between (a multi-jump) and the cells of pieces it takes.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Gesture {
    pub from: Option<Cell>,
    pub to: Option<Cell>,
    pub via: Vec<Cell>,
    pub captured: Vec<Cell>,
}

/// Draw rules that need the history, applied by [`crate::rules::Record`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct HistoryRules {
    /// Draw when a position occurs this many times (3 for threefold), with the same side to move.
    pub repetition: Option<u8>,
    /// Draw after this many plies in a row with no progress move (see [`Game::is_progress`]).
    pub quiet_plies: Option<u32>,
}

/// The contract every game implements. A move is one gesture: a whole capture path is one move;
/// the search never assumes strict alternation and asks [`Game::turn`].
pub trait Game: Clone + Debug + PartialEq + 'static {
    /// Plain data: one gesture, or one chance result.
    type Move: Clone + Eq + Debug;
    /// Ruleset, players, rule options.
    type Options: Clone + Default + Debug + PartialEq;

    fn new(options: &Self::Options) -> Self;
    /// The options this game was created with.
    fn options(&self) -> Self::Options;
    fn num_players(&self) -> usize;
    fn turn(&self) -> Turn;
    /// The end decided by the position alone (history-based draws live in `Record`).
    fn outcome(&self) -> Option<Verdict>;
    /// The legal moves of the player to move (empty when the game is over or chance is to act).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Chance results with their probabilities, when `turn()` is `Turn::Chance`.
    fn chance_outcomes(&self, _out: &mut Vec<(Self::Move, f32)>) {}
    /// Every move that can come next: chance's results when chance is to act, else the legal
    /// moves of the player to move.
    fn next_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        if self.turn() == Turn::Chance {
            let mut chances = Vec::new();
            self.chance_outcomes(&mut chances);
            moves.extend(chances.into_iter().map(|(m, _)| m));
        } else {
            self.legal_moves(&mut moves);
        }
        moves
    }
    /// Applies a move known to be legal (for search); behaviour on an illegal move is unspecified
    /// but must not panic.
    fn apply(&mut self, mv: &Self::Move);

    /// Moves a player may make outside the game's own moves, which search and perft leave out:
    /// offering a resignation (backgammon) or leaving the race (Ludo). The UI's Resign button
    /// offers these when there are any, and ends the game by `Record::declare` when there are
    /// none. They are played, recorded and written like any other move.
    fn side_moves(&self, _out: &mut Vec<Self::Move>) {}

    /// Whether the players may end the game by agreeing a draw (backgammon and Ludo have no draw).
    fn draws_by_agreement(&self) -> bool {
        true
    }

    /// Applies a move after checking it, handing the state back when it is not legal.
    fn play(mut self, mv: &Self::Move) -> Result<Self, IllegalMove<Self>> {
        let mut side = Vec::new();
        self.side_moves(&mut side);
        if self.next_moves().contains(mv) || side.contains(mv) {
            self.apply(mv);
            Ok(self)
        } else {
            // Written without the move: its notation is only sure for a legal one (and the page
            // is built without Debug formatting).
            let reason = "the move is not a legal move here".to_string();
            Err(IllegalMove { game: self, reason })
        }
    }

    /// The move in the game's standard notation, in this position.
    fn notation(&self, mv: &Self::Move) -> String;

    /// Reads a move in notation by matching it against the legal moves' notations.
    fn parse_move(&self, text: &str) -> Result<Self::Move, NotationError> {
        let wanted = text.trim();
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        self.side_moves(&mut legal);
        legal
            .into_iter()
            .find(|mv| self.notation(mv) == wanted)
            .ok_or_else(|| NotationError::new(wanted, "not a legal move in this position"))
    }

    /// The position as text (the standard code where one exists).
    fn encode(&self) -> String;
    fn decode(code: &str, options: &Self::Options) -> Result<Self, DecodeError>;
    /// The cells the board shows for a move.
    fn gesture(&self, mv: &Self::Move) -> Option<Gesture>;

    /// Which history-based draws apply (none unless the game says so).
    fn history_rules(&self) -> HistoryRules {
        HistoryRules::default()
    }
    /// What makes two positions "the same" for repetition: by default the whole code; games whose
    /// code carries move counters (chess FEN) leave those out.
    fn repetition_key(&self) -> String {
        self.encode()
    }
    /// Whether a move resets the no-progress count and makes earlier positions unrepeatable.
    fn is_progress(&self, _mv: &Self::Move) -> bool {
        true
    }
    /// Whether `seat` could still win by some series of legal moves, asked when the other
    /// side's time runs out: where it could not, the flag is a draw. By default it could.
    fn can_win(&self, _seat: Seat) -> bool {
        true
    }
}
