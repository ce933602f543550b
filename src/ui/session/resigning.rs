//! Resigning, for the play page's [`Session`]: who resigns, the side moves a game offers
//! instead (backgammon's resignation levels, leaving a Ludo race), and the end it declares.

use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, RecordEnd, Seat};
use crate::ui::session::Session;

impl Session {
    /// The resigning player's side moves (backgammon's resignation levels, leaving a Ludo race)
    /// with their notation; none once the game is over, and none while the computer is on turn
    /// (they would be its side moves, not the person's).
    pub fn side_moves(&self) -> Vec<(AnyMove, String)> {
        if self.record.verdict().is_some() || self.computer_on_turn() {
            return Vec::new();
        }
        let game = self.game();
        let mut moves = Vec::new();
        game.side_moves(&mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let label = game.notation(&mv);
                (mv, label)
            })
            .collect()
    }

    /// Whether Resign can do anything now: a side move to offer, or a player to move who can
    /// end the game by resigning. In a game that resigns by side moves (backgammon, Ludo), the
    /// person resigns on their own turn, not during the computer's.
    pub(crate) fn can_resign(&self) -> bool {
        if self.record.verdict().is_some() {
            return false;
        }
        if self.computer_on_turn() {
            let mut sides = Vec::new();
            self.game().side_moves(&mut sides);
            return sides.is_empty() && self.resigning_seat().is_some();
        }
        self.resigning_seat().is_some() || !self.side_moves().is_empty()
    }

    /// The computer plays the seat on turn (to move, to throw in Ludo, or about to roll in
    /// backgammon, whose resignation offers those are while chance throws the dice).
    fn computer_on_turn(&self) -> bool {
        let seat = self
            .seat_to_move()
            .or_else(|| self.thrower())
            .or_else(|| match self.game() {
                AnyGame::Backgammon(game) if self.chance_pending() => game.seat_on_roll(),
                _ => None,
            });
        seat.is_some_and(|seat| self.computers.level_of(seat.0).is_some())
    }

    /// Who resigns: the player to move, or, while the computer is to move, the one person at
    /// the table (a player resigns their own side, not the computer's). Nobody when only
    /// computers play.
    fn resigning_seat(&self) -> Option<Seat> {
        if let Some(me) = self.my_seat() {
            return Some(me);
        }
        let mover = self.seat_to_move()?;
        if self.computers.level_of(mover.0).is_none() {
            return Some(mover);
        }
        let players = self.game().num_players() as u8;
        let mut people = (0..players).filter(|&seat| self.computers.level_of(seat).is_none());
        match (people.next(), people.next()) {
            (Some(person), None) => Some(Seat(person)),
            _ => None,
        }
    }

    /// Ends the game by the mover's resignation, for games without side moves (those play one
    /// of their side moves instead, through [`Action::Side`]).
    pub(crate) fn resign(mut self) -> Self {
        if self.resigning && self.side_moves().is_empty() {
            if let Some(seat) = self.resigning_seat() {
                self.record.declare(RecordEnd::Resigned(seat));
            }
        }
        self.moved_cursor()
    }
}
