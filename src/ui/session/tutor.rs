//! The tutor (issue 25): with it on, a person's move is looked at by the engine before the game
//! goes on (the computer's answer, the next roll's decision): the page's tutor
//! (`pages::play::tutor`) asks the worker, and either passes the move or warns, with the
//! better move, "Play it anyway" and "Take it back". Here: which move waits for it.
//!
//! The setting is a number, as the board's preferences keep it: 0 off, 1 warn of inaccuracies
//! too, 2 of mistakes and blunders only.

use crate::ai::review::{is_searched, Mark};
use crate::games::backgammon::BgMove;
use crate::games::{AnyMove, GameKind};
use crate::rules::Game;
use crate::ui::session::Session;

/// The settings in order, as the menu offers them.
pub const SETTINGS: [u8; 3] = [0, 2, 1];

/// The least mark the tutor warns of, `None` where it is off.
pub fn least_mark(tutor: u8) -> Option<Mark> {
    match tutor {
        0 => None,
        1 => Some(Mark::Inaccuracy),
        _ => Some(Mark::Mistake),
    }
}

/// Whether the tutor can look at this game's moves: the searched games' moves and
/// backgammon's chequer plays (Ludo's choices are left to the review).
pub fn tutors(kind: GameKind) -> bool {
    is_searched(kind) || kind == GameKind::Backgammon
}

impl Session {
    /// The ply of the person's move the tutor has still to pass, where the game waits for it:
    /// the last move of the game (in backgammon the last play's confirmation, with the next
    /// player's roll after it), played by a person, not yet passed, and not ending the game.
    pub fn tutor_pending(&self) -> Option<usize> {
        let kind = self.game().kind();
        if least_mark(self.tutor).is_none() || !tutors(kind) || !self.record.at_latest() {
            return None;
        }
        if self.record.verdict().is_some() {
            return None;
        }
        let moves = self.record.moves();
        let mut ply = moves.len().checked_sub(1)?;
        if kind == GameKind::Backgammon {
            let rolled = |mv: &AnyMove| {
                matches!(mv, AnyMove::Backgammon(BgMove::RollDice | BgMove::Roll(..)))
            };
            while ply > 0 && rolled(&moves[ply]) {
                ply -= 1;
            }
            if moves[ply] != AnyMove::Backgammon(BgMove::ConfirmTurn) {
                return None;
            }
        }
        if ply < self.tutor_passed {
            return None;
        }
        let mover = self.record.position_before(ply)?.turn().seat()?;
        self.computers.level_of(mover.0).is_none().then_some(ply)
    }
}
