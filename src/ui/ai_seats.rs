//! The session's side of computer opponents, pure like the rest of the reducer: which seat the
//! computer plays, when it is its turn to think, what the page asks the worker, and how the
//! answer (a move or a hint) comes back into the game. Talking to the worker is the page's
//! effect (`thinking`); this file only decides.

use super::session::{Notice, Session};
use crate::persist::{Computers, SavedGame, ThinkPurpose, ThinkRequest};
use crate::rules::{Game, Record};

/// The level a hint is searched at (Expert: a fraction of a second a move).
pub const HINT_LEVEL: u8 = 5;

/// The worker's answer, as the page hands it to the reducer.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineAnswer {
    pub purpose: ThinkPurpose,
    /// The ply and the position code the question was asked at: an answer for any other
    /// position is stale and ignored.
    pub ply: usize,
    pub code: String,
    pub notation: String,
}

/// The computer's turn, as the page's effect sees it: a new value means a new search (and the
/// old one cancelled).
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerTurn {
    pub ply: usize,
    pub code: String,
    pub level: u8,
}

impl Session {
    /// The level of the computer on the seat to move, if the computer plays it.
    pub fn computer_level_to_move(&self) -> Option<u8> {
        let seat = self.game().turn().seat()?;
        self.computers.level_of(seat.0)
    }

    /// Whether a person plays any seat (if not, the computer plays itself, to watch).
    pub fn has_person(&self) -> bool {
        let players = self.game().num_players() as u8;
        (0..players).any(|seat| self.computers.level_of(seat).is_none())
    }

    /// The computer should think now: its seat is to move at the latest position of a game
    /// still going on.
    pub fn computer_turn(&self) -> Option<ComputerTurn> {
        let level = self.computer_level_to_move()?;
        (self.record.at_latest() && self.record.verdict().is_none()).then(|| ComputerTurn {
            ply: self.record.cursor(),
            code: self.game().encode(),
            level,
        })
    }

    /// A hint can be asked for: a person is to move in a game with an engine, still going on.
    pub fn can_hint(&self) -> bool {
        self.record.verdict().is_none()
            && self.game().turn().seat().is_some()
            && self.computer_level_to_move().is_none()
            && crate::persist::has_computer_player(self.game().kind())
    }

    /// The question for the worker about the position shown (the record up to the cursor).
    pub fn think_request(&self, purpose: ThinkPurpose) -> Option<ThinkRequest> {
        let level = match purpose {
            ThinkPurpose::Move => self.computer_level_to_move()?,
            ThinkPurpose::Hint => HINT_LEVEL,
        };
        let ply = self.record.cursor() as u64;
        Some(ThinkRequest {
            id: 0,
            purpose,
            game: SavedGame::from_record(&self.record, self.seed, 0.0),
            level,
            time_ms: None,
            // The game's seed and the ply: a reloaded game makes the same choices again.
            seed: self.seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        })
    }

    /// Seats the computer from now on; refused (with a notice) when the game has no engine.
    pub(super) fn set_computers(mut self, computers: Computers) -> Self {
        match computers.validate(self.game().kind()) {
            Ok(()) => {
                self.computers = computers;
                self.hint = None;
            }
            Err(why) => self.notice = Some(Notice::error(format!("No computer player: {why}."))),
        }
        self
    }

    /// Undo against the computer takes back its reply and the person's move together, so the
    /// person is to move again; the moves taken back are dropped (a take-back, not a redo
    /// list), so that the computer plays on from there when it is its turn.
    pub(super) fn undo(self) -> Self {
        if self.computers.is_empty() {
            return self.undo_one();
        }
        let mut session = self.undo_one();
        if session.has_person() {
            while session.computer_level_to_move().is_some() && session.record.cursor() > 0 {
                session = session.undo_one();
            }
        }
        session.drop_future()
    }

    fn drop_future(mut self) -> Self {
        if self.record.at_latest() {
            return self;
        }
        let mut record = Record::new(self.record.start().clone());
        for mv in &self.record.moves()[..self.record.cursor()] {
            if record.play(mv).is_err() {
                return self;
            }
        }
        self.record = record;
        self
    }

    /// Plays the computer's move, or shows a hint, when the answer is for the position shown.
    pub(super) fn engine_answer(mut self, answer: EngineAnswer) -> Self {
        let current = self.record.cursor() == answer.ply && self.game().encode() == answer.code;
        if !current {
            return self;
        }
        let mv = match self.game().parse_move(&answer.notation) {
            Ok(mv) => mv,
            Err(e) => {
                self.notice = Some(Notice::error(format!(
                    "The computer's move {} was refused: {e}",
                    answer.notation
                )));
                return self;
            }
        };
        match answer.purpose {
            ThinkPurpose::Move if self.computer_turn().is_some() => self.play(&mv),
            ThinkPurpose::Hint if self.can_hint() => {
                self.hint = self.game().gesture(&mv);
                self
            }
            _ => self,
        }
    }
}
