//! The tutor (issue 25): with it on, a person's move is looked at by the engine before the game
//! goes on (the computer's answer, the next roll or throw): the page's tutor
//! (`pages::play::tutor`) asks the worker, and either passes the move or warns, with the
//! better move, "Play it anyway" and "Take it back". Here: which move waits for it.
//!
//! The setting is one number, as the board's preferences keep it. Its two low bits are how
//! much the tutor says: 0 off, 1 warn of inaccuracies too, 2 of mistakes and blunders only.
//! Bit 4 + n set leaves seat n alone, for two people at one board where one of them wants no
//! help (a setting saved before seats could be left has none of these bits: every seat).

use crate::ai::review::Mark;
use crate::games::backgammon::BgMove;
use crate::games::ludo::LudoMove;
use crate::games::{AnyMove, GameKind};
use crate::rules::{Game, Seat};
use crate::ui::session::Session;

/// The levels in order, as the menu offers them.
pub const SETTINGS: [u8; 3] = [0, 2, 1];

/// The bits of the setting that say how much the tutor warns of.
const LEVEL: u8 = 0b11;

/// The setting's level: what the menu shows.
pub fn level(tutor: u8) -> u8 {
    tutor & LEVEL
}

/// The setting with another level, the seats left alone kept.
pub fn with_level(tutor: u8, level: u8) -> u8 {
    tutor & !LEVEL | level & LEVEL
}

/// Whether the tutor looks at `seat`'s moves.
pub fn watches(tutor: u8, seat: Seat) -> bool {
    tutor & (0x10 << seat.0) == 0
}

/// The setting with `seat` watched or left alone.
pub fn with_seat(tutor: u8, seat: Seat, watched: bool) -> u8 {
    let bit = 0x10 << seat.0;
    if watched {
        tutor & !bit
    } else {
        tutor | bit
    }
}

/// The least mark the tutor warns of, `None` where it is off.
pub fn least_mark(tutor: u8) -> Option<Mark> {
    match level(tutor) {
        0 => None,
        1 => Some(Mark::Inaccuracy),
        _ => Some(Mark::Mistake),
    }
}

impl Session {
    /// The ply of the person's move the tutor has still to pass, where the game waits for it:
    /// the last move of the game (in backgammon the last play's confirmation, with the next
    /// player's roll after it), played by a person the tutor watches, not yet passed, and not
    /// ending the game.
    pub fn tutor_pending(&self) -> Option<usize> {
        let kind = self.game().kind();
        if least_mark(self.tutor).is_none() || !self.record.at_latest() {
            return None;
        }
        if self.record.verdict().is_some() {
            return None;
        }
        let moves = self.record.moves();
        let mut ply = moves.len().checked_sub(1)?;
        match kind {
            GameKind::Backgammon => {
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
            // A Ludo move the player chose: not a throw, nor a pass that had no choice.
            GameKind::Ludo => {
                if let AnyMove::Ludo(LudoMove::StartRoll(_) | LudoMove::Roll(_) | LudoMove::Pass) =
                    moves[ply]
                {
                    return None;
                }
            }
            _ => {}
        }
        if ply < self.tutor_passed {
            return None;
        }
        let mover = self.record.position_before(ply)?.turn().seat()?;
        (self.computers.level_of(mover.0).is_none() && watches(self.tutor, mover)).then_some(ply)
    }
}
