//! Ludo for two to four players, by the LATTJO rules ("Čovječe, ne ljuti se", "Kızma Birader",
//! the Swedish "Fia med knuff" family): a 40-field track, a start point per colour, a home line
//! of 4 fields per colour and a shared finish in the centre.
//!
//! Dice are chance moves: [`LudoMove::StartRoll`] decides who starts, [`LudoMove::Roll`] is a
//! throw on a turn; the player's choices are [`LudoMove::Enter`], [`LudoMove::EnterTwo`],
//! [`LudoMove::EnterSix`], [`LudoMove::Advance`] and, when nothing can move, [`LudoMove::Pass`]
//! (an explicit move, so the list shows the lost turn). [`LudoMove::Leave`], a player leaving
//! the race, is a side move (see [`Game::side_moves`](crate::rules::Game::side_moves)): recorded and written like the others,
//! left out of search and perft.
//!
//! Decisions where the seed leaves room (RULES.md and RULES-NOTES.md §7 recommendations):
//! - **Seats**: the chosen colours sit in clockwise order (Red, Blue, Yellow, Green); the
//!   options are normalised to that order, duplicates dropped, fewer than two means the default.
//! - **Who starts**: every player throws once, in seat order ([`LudoMove::StartRoll`]); the
//!   highest starts; players tied on the highest throw again, among themselves only.
//! - **Leaving the base**: a 1 puts one piece on the start point. A 6 offers two pieces from
//!   the base to the start point (only with at least two in base), one piece from the base to
//!   the sixth field, or a piece in play moved six (the Turkish text). A 6 never puts a single
//!   piece on the start point.
//! - **Every 6 earns another throw**, without limit; a player who has just finished all pieces
//!   throws no more. A 6 always has a use (a piece in base enters at the sixth field, a piece
//!   in play moves six, bouncing from the finish if need be), so it is never passed.
//! - **Must move**: any legal move must be made; when none exists the only move is `Pass`.
//! - **Knocking**: ending a move (entering too) on a track field held by opponents sends them
//!   all back to their bases. Start points and coloured fields are not safe; only home lines
//!   are (no one else can reach them). Own pieces stack freely; there are no blockades.
//! - **Finish**: exact number; a throw too high goes to the finish and back by the excess, never
//!   stopping on the finish. From the last home field a 6 bounces back onto the track field
//!   before the start point (the literal reading, RULES-NOTES §7.3), where it knocks out
//!   opponents like any landing and can be knocked out in turn.
//! - **Leaving the race** (resigning, issue 11 2.5): the player on turn, to throw or to move
//!   (also while throwing for the start), may leave. The leaver's pieces leave the board, the
//!   turn goes to the next player still racing (no extra throw, even after a 6), and the
//!   others play on. There are no draws, so no draw by agreement.
//! - **End**: finished and departed players leave the rotation; the others play on for the
//!   places. The game ends when one player is left racing. The ranking: those who finished,
//!   in finishing order, then the last one racing, then those who left, the latest leaver
//!   ranked higher (who stayed longer beat those who left before). With two players the
//!   outcome is [`Outcome::Win`] for the first of the ranking, with three or four
//!   [`Outcome::Ranking`] of all seats; the reason is [`Reason::Resignation`] when anyone left,
//!   else [`Reason::AllHome`].
//!
//! Notation (see [`notation`]), code (see [`codec`]) and cells (see [`board::cell_of`]).
//!
//! ```
//! use tabula::games::ludo::{Ludo, LudoMove, LudoOptions, PiecePos};
//! use tabula::rules::{Game, Seat, Turn};
//! let mut game = Ludo::new(&LudoOptions::default());
//! for roll in [6, 3, 2, 1] {
//!     game = game.play(&LudoMove::StartRoll(roll)).unwrap();
//! }
//! assert_eq!(game.turn(), Turn::Chance); // Red threw highest and throws first
//! game = game.play(&LudoMove::Roll(1)).unwrap();
//! let enter = game.parse_move("Red: enter").unwrap();
//! assert_eq!(enter, LudoMove::Enter);
//! game = game.play(&enter).unwrap();
//! assert_eq!(game.pieces(Seat(0))[0], PiecePos::Track(0));
//! assert_eq!(game.turn(), Turn::Chance); // Blue throws next
//! ```

pub mod board;
pub mod codec;
mod consistency;
mod game_impl;
pub mod movegen;
pub mod notation;
pub mod setup;

use serde::{Deserialize, Serialize};

use crate::rules::{Outcome, Reason, Seat, Verdict};
pub use board::{start_field, Colour, PiecePos};

/// A move: a chance result or a player's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LudoMove {
    /// Chance: the next contender's throw for the right to start.
    StartRoll(u8),
    /// Chance: the throw of the player on turn.
    Roll(u8),
    /// On a 1: a piece from the base to the start point.
    Enter,
    /// On a 6: two pieces from the base to the start point.
    EnterTwo,
    /// On a 6: a piece from the base to the sixth field of its colour.
    EnterSix,
    /// A piece in play (index 0..=3 of the mover's pieces) moves by the throw.
    Advance { piece: u8 },
    /// Nothing can move: the turn passes.
    Pass,
    /// Side move: the player on turn leaves the race (resigns); the others play on.
    Leave,
}

/// Players and their colours.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct LudoOptions {
    /// 2 to 4 distinct colours in clockwise seat order: seat i plays `colours[i]`.
    pub colours: Vec<Colour>,
}

impl Default for LudoOptions {
    fn default() -> Self {
        LudoOptions {
            colours: Colour::ALL.to_vec(),
        }
    }
}

impl LudoOptions {
    /// The colours as played: clockwise order, no repeats; the default when fewer than two.
    pub fn normalised(&self) -> LudoOptions {
        let colours: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|c| self.colours.contains(c))
            .collect();
        if colours.len() < 2 {
            LudoOptions::default()
        } else {
            LudoOptions { colours }
        }
    }
}

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Phase {
    /// Throws for the start: a bit per seat still contending, each seat's throw (0: not yet).
    StartRolls {
        contenders: u8,
        rolls: [u8; 4],
    },
    /// Chance throws for this seat.
    Rolling(Seat),
    /// This seat moves with this throw.
    Moving(Seat, u8),
    Over,
}

/// A game of Ludo.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ludo {
    pub(crate) colours: Vec<Colour>,
    /// Each seat's pieces as progress from its base (see [`board`]); unused seats stay 0.
    pub(crate) progress: [[u8; 4]; 4],
    pub(crate) phase: Phase,
    pub(crate) die: Option<u8>,
    /// Seats in the order they finished (all seats once the game is over).
    pub(crate) ranking: Vec<Seat>,
    /// Seats that left the race, in the order they left.
    pub(crate) left: Vec<Seat>,
}

impl Ludo {
    pub(crate) fn start(options: &LudoOptions) -> Ludo {
        let colours = options.normalised().colours;
        let contenders = (1u8 << colours.len()) - 1;
        Ludo {
            colours,
            progress: [[0; 4]; 4],
            phase: Phase::StartRolls {
                contenders,
                rolls: [0; 4],
            },
            die: None,
            ranking: Vec::new(),
            left: Vec::new(),
        }
    }

    /// The colour a seat plays (Red for a seat out of range).
    pub fn colour(&self, seat: Seat) -> Colour {
        self.colours
            .get(usize::from(seat.0))
            .copied()
            .unwrap_or(Colour::Red)
    }

    /// The seat's colour name: "Red", "Blue", "Yellow" or "Green".
    pub fn side_name(&self, seat: Seat) -> &'static str {
        self.colour(seat).name()
    }

    /// Where a seat's four pieces are.
    pub fn pieces(&self, seat: Seat) -> [PiecePos; 4] {
        let colour = self.colour(seat);
        self.seat_progress(seat)
            .map(|r| board::piece_pos(colour, r))
    }

    /// A seat's pieces as progress from its base: 0 base, 1..=40 track, 41..=44 home line,
    /// 45 finished.
    pub fn progress(&self, seat: Seat) -> [u8; 4] {
        self.seat_progress(seat)
    }

    fn seat_progress(&self, seat: Seat) -> [u8; 4] {
        self.progress
            .get(usize::from(seat.0))
            .copied()
            .unwrap_or([0; 4])
    }

    /// The last throw (start throws included), if any.
    pub fn die(&self) -> Option<u8> {
        self.die
    }

    /// Seats in finishing order; once the game is over, every seat (see the module docs).
    pub fn ranking(&self) -> Vec<Seat> {
        self.ranking.clone()
    }

    /// Seats that left the race, in the order they left.
    pub fn leavers(&self) -> &[Seat] {
        &self.left
    }

    /// Whether a seat left the race (its pieces are off the board).
    pub fn has_left(&self, seat: Seat) -> bool {
        self.left.contains(&seat)
    }

    /// The player on turn has thrown a number that moves nothing: the only move is `Pass`.
    pub fn must_pass(&self) -> bool {
        let Phase::Moving(seat, die) = self.phase else {
            return false;
        };
        let mut moves = Vec::new();
        self.moves_for(seat, die, &mut moves);
        moves == [LudoMove::Pass]
    }

    /// The seat whose turn it is, to throw (for the start too) or to move; none once over.
    pub fn seat_on_turn(&self) -> Option<Seat> {
        match self.phase {
            Phase::StartRolls { contenders, rolls } => next_contender(contenders, rolls),
            Phase::Rolling(seat) | Phase::Moving(seat, _) => Some(seat),
            Phase::Over => None,
        }
    }

    /// The seat whose throws decide the start next, while the start is being thrown for.
    pub fn start_thrower(&self) -> Option<Seat> {
        match self.phase {
            Phase::StartRolls { contenders, rolls } => next_contender(contenders, rolls),
            _ => None,
        }
    }

    /// The throws for the start so far in this round (0: not thrown or not contending).
    pub fn start_rolls(&self) -> Option<[u8; 4]> {
        match self.phase {
            Phase::StartRolls { rolls, .. } => Some(rolls),
            _ => None,
        }
    }

    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.colours.len() as u8).map(Seat)
    }

    pub(crate) fn is_finished(&self, seat: Seat) -> bool {
        self.seat_progress(seat).iter().all(|&r| r == board::FINISH)
    }

    /// Seats still in the race: neither finished nor departed.
    pub(crate) fn racers(&self) -> Vec<Seat> {
        self.seats()
            .filter(|s| !self.ranking.contains(s) && !self.left.contains(s))
            .collect()
    }

    pub(crate) fn verdict(&self) -> Option<Verdict> {
        if self.phase != Phase::Over {
            return None;
        }
        let outcome = match (self.colours.len(), self.ranking.first()) {
            (2, Some(&winner)) => Outcome::Win(winner),
            _ => Outcome::Ranking(self.ranking.clone()),
        };
        let reason = if self.left.is_empty() {
            Reason::AllHome
        } else {
            Reason::Resignation
        };
        Some(Verdict::new(outcome, reason))
    }
}

/// The lowest contending seat that has not thrown yet this round.
pub(crate) fn next_contender(contenders: u8, rolls: [u8; 4]) -> Option<Seat> {
    (0..4u8)
        .find(|&s| contenders & (1 << s) != 0 && rolls[usize::from(s)] == 0)
        .map(Seat)
}
