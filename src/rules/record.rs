//! A game's history: the start position, the moves, a cursor for undo/redo and viewing, and the
//! draws that need history (repetition, move limits) plus the ends players declare (agreement,
//! resignation).
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::{Game, Record};
//! let mut record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
//! let mv = record.current().parse_move("11-15").unwrap();
//! record.play(&mv).unwrap();
//! assert!(record.undo());
//! assert_eq!(record.cursor(), 0);
//! assert!(record.redo());
//! ```

use std::collections::HashMap;

use super::error::IllegalMove;
use super::game::{Game, Outcome, Reason, Seat, Verdict};

/// An end declared by the players, effective at the end of the recorded moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordEnd {
    DrawAgreed,
    Resigned(Seat),
    /// This side's time ran out (see [`super::game_clock`]).
    TimeOut(Seat),
}

/// How another copy of a game stands to this one: a game passed back and forth between two
/// devices (issue 26) is taken in only where it continues the kept one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The same start, moves and declared end.
    Same,
    /// The other has all of this one's moves and more, or an end declared after them.
    Extends,
    /// The other is this one as it was before: fewer moves (or no end yet), all of them ours.
    Older,
    /// The two part ways at move `at` (its index): another start, another move there, or
    /// another end after the same moves.
    Differs { at: usize },
}

/// History with undo/redo. `positions[i]` is the position after `i` moves; the cursor says how many
/// moves are applied now; moves after the cursor can be redone until a new move replaces them.
#[derive(Clone, Debug, PartialEq)]
pub struct Record<G: Game> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
    cursor: usize,
    end: Option<RecordEnd>,
}

impl<G: Game> Record<G> {
    pub fn new(start: G) -> Self {
        Record {
            positions: vec![start],
            moves: Vec::new(),
            cursor: 0,
            end: None,
        }
    }

    /// The position at the cursor.
    pub fn current(&self) -> &G {
        &self.positions[self.cursor]
    }

    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    /// All recorded moves, including those after the cursor.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The position before move `i` (for writing move `i` in notation).
    pub fn position_before(&self, i: usize) -> Option<&G> {
        self.positions.get(i)
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Each recorded move in notation.
    pub fn notations(&self) -> Vec<String> {
        self.moves
            .iter()
            .enumerate()
            .map(|(i, mv)| self.positions[i].notation(mv))
            .collect()
    }

    /// Plays a move at the cursor, dropping any moves after it. Refused when the game is over.
    pub fn play(&mut self, mv: &G::Move) -> Result<(), IllegalMove<G>> {
        if self.verdict().is_some() {
            return Err(IllegalMove {
                game: self.current().clone(),
                reason: "the game is over".into(),
            });
        }
        let next = self.current().clone().play(mv)?;
        self.truncate_future();
        self.positions.push(next);
        self.moves.push(mv.clone());
        self.cursor += 1;
        Ok(())
    }

    fn truncate_future(&mut self) {
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.end = None;
    }

    pub fn undo(&mut self) -> bool {
        self.goto(self.cursor.wrapping_sub(1))
    }

    pub fn redo(&mut self) -> bool {
        self.goto(self.cursor + 1)
    }

    /// Moves the cursor to `ply` (0 = the start); false if there is no such ply.
    pub fn goto(&mut self, ply: usize) -> bool {
        if ply < self.positions.len() && ply != self.cursor {
            self.cursor = ply;
            true
        } else {
            false
        }
    }

    pub fn at_latest(&self) -> bool {
        self.cursor == self.moves.len()
    }

    /// Ends the game by agreement or resignation at the cursor (later moves are dropped).
    pub fn declare(&mut self, end: RecordEnd) {
        if self.verdict().is_none() {
            self.truncate_future();
            self.end = Some(end);
        }
    }

    pub fn declared(&self) -> Option<&RecordEnd> {
        self.end.as_ref()
    }

    /// How `other` stands to this record, whatever either's cursor.
    pub fn relation(&self, other: &Record<G>) -> Relation {
        if self.start() != other.start() {
            return Relation::Differs { at: 0 };
        }
        let (mine, theirs) = (&self.moves, &other.moves);
        let shared = mine.iter().zip(theirs).take_while(|(a, b)| a == b).count();
        let (more_mine, more_theirs) = (mine.len() > shared, theirs.len() > shared);
        match (more_mine, more_theirs, &self.end, &other.end) {
            // Both go on past the moves they share, with other moves.
            (true, true, _, _) => Relation::Differs { at: shared },
            // One has more moves: the other must not have ended where it stops.
            (false, true, None, _) => Relation::Extends,
            (true, false, _, None) => Relation::Older,
            (false, true, Some(_), _) | (true, false, _, Some(_)) => {
                Relation::Differs { at: shared }
            }
            // The same moves: the ends decide.
            (false, false, None, None) => Relation::Same,
            (false, false, None, Some(_)) => Relation::Extends,
            (false, false, Some(_), None) => Relation::Older,
            (false, false, Some(a), Some(b)) if a == b => Relation::Same,
            (false, false, Some(_), Some(_)) => Relation::Differs { at: shared },
        }
    }

    /// How the game at the cursor has ended, if it has: by the position, by history, or declared.
    pub fn verdict(&self) -> Option<Verdict> {
        if let Some(verdict) = self.current().outcome() {
            return Some(verdict);
        }
        let rules = self.current().history_rules();
        if let Some(times) = rules.repetition {
            if self.repetitions() >= times as usize {
                return Some(Verdict::new(Outcome::Draw, Reason::Repetition));
            }
        }
        if let Some(limit) = rules.quiet_plies {
            if self.quiet_plies() >= limit {
                return Some(Verdict::new(Outcome::Draw, Reason::MoveLimit));
            }
        }
        match (&self.end, self.at_latest()) {
            (Some(RecordEnd::DrawAgreed), true) => {
                Some(Verdict::new(Outcome::Draw, Reason::Agreement))
            }
            (Some(RecordEnd::Resigned(seat)), true) => {
                // In usize: a seat read from outside (a save) may be any u8, and 255 + 1 must
                // not overflow (issue 11, 4.7). Saves refuse such seats; this stays safe anyway.
                let players = self.current().num_players().max(2);
                let winner = Seat(((usize::from(seat.0) + 1) % players) as u8);
                Some(Verdict::new(Outcome::Win(winner), Reason::Resignation))
            }
            (Some(RecordEnd::TimeOut(seat)), true) => {
                let other = Seat(u8::from(seat.0 == 0));
                let outcome = if self.current().can_win(other) {
                    Outcome::Win(other)
                } else {
                    Outcome::Draw
                };
                Some(Verdict::new(outcome, Reason::TimeOut))
            }
            _ => None,
        }
    }

    /// Plies since the last progress move (or the start), up to the cursor.
    pub fn quiet_plies(&self) -> u32 {
        let mut count = 0;
        for i in (0..self.cursor).rev() {
            if self.positions[i].is_progress(&self.moves[i]) {
                break;
            }
            count += 1;
        }
        count
    }

    /// How many times the current position has occurred since the last progress move.
    pub fn repetitions(&self) -> usize {
        let since = self.cursor - self.quiet_plies() as usize;
        let mut seen: HashMap<String, usize> = HashMap::new();
        let key = self.current().repetition_key();
        for position in &self.positions[since..=self.cursor] {
            *seen.entry(position.repetition_key()).or_default() += 1;
        }
        seen.get(&key).copied().unwrap_or(0)
    }
}
