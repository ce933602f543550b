//! Chance on the play page: the dice drawn from the session's seed, who throws (a person by
//! pressing Roll in Ludo, the computer for its own seats after a pause, the page at once for
//! backgammon), automatic rolling, and Ludo's throws that move nothing.

use crate::games::backgammon::BgMove;
use crate::games::ludo::LudoMove;
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Rng, Seat, Turn};
use crate::ui::session::Session;

impl Session {
    /// With automatic rolling on, presses Roll whenever it is offered (declining to double).
    pub(crate) fn roll_if_automatic(self) -> Self {
        let roll = AnyMove::Backgammon(BgMove::RollDice);
        if self.auto_roll && self.off_board_moves().iter().any(|(mv, _)| *mv == roll) {
            self.play(&roll)
        } else {
            self
        }
    }

    /// Rolls for the person to move: presses backgammon's Roll where it is offered, or throws
    /// Ludo's die where the person throws it by hand.
    pub(crate) fn roll(self) -> Self {
        let roll = AnyMove::Backgammon(BgMove::RollDice);
        if self.off_board_moves().iter().any(|(mv, _)| *mv == roll) {
            self.play(&roll)
        } else if self.rolls_by_hand() && !self.thrower_is_computer() {
            self.resolve_chance()
        } else {
            self
        }
    }

    /// Whether the player throws the die by pressing Roll (Ludo) rather than the dice being
    /// thrown as soon as chance is to act (backgammon's Roll is a move of its own).
    pub fn rolls_by_hand(&self) -> bool {
        matches!(self.game(), AnyGame::Ludo(_))
    }

    /// The pass a Ludo player must play (the throw moves nothing), at the latest move only:
    /// the page plays it after a short pause (issue 11, 2.7). Not while viewing or after an
    /// undo, so that undo can go back past it.
    pub fn stuck_pass(&self) -> Option<AnyMove> {
        let stuck = matches!(self.game(), AnyGame::Ludo(g) if g.must_pass());
        (stuck && self.record.at_latest() && self.record.verdict().is_none())
            .then_some(AnyMove::Ludo(LudoMove::Pass))
    }

    /// Whether chance (the dice) is to move now.
    pub fn chance_pending(&self) -> bool {
        self.record.verdict().is_none() && self.game().turn() == Turn::Chance
    }

    /// Whether the dice roll by themselves now: chance is to move at the latest position. Not
    /// while looking back through the game (a whole game opened at its start from a link, or
    /// after undo), where a new throw would drop the moves recorded after it.
    pub fn chance_due(&self) -> bool {
        self.chance_pending() && self.record.at_latest()
    }

    /// Draws chance's result from the seed and the ply, weighted by probability.
    pub(crate) fn resolve_chance(self) -> Self {
        if !self.chance_pending() {
            return self;
        }
        let mut outcomes = Vec::new();
        self.game().chance_outcomes(&mut outcomes);
        let ply = self.record.cursor() as u64;
        let mut rng = Rng::new(self.seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let total: f32 = outcomes.iter().map(|(_, p)| p).sum();
        let mut point = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * total;
        let picked = outcomes.iter().find(|(_, p)| {
            point -= p;
            point < 0.0
        });
        match picked.or(outcomes.last()).map(|(mv, _)| mv.clone()) {
            // The dice roll by themselves (backgammon's opening roll as the page opens): a
            // notice shown then (a refused link, a game kept aside) stays to be read.
            Some(mv) => {
                let notice = self.notice.clone();
                Session {
                    notice,
                    ..self.play(&mv)
                }
            }
            None => self,
        }
    }

    /// Who throws the die now (Ludo: the player on turn, or the next to throw for the start);
    /// none where the dice roll by themselves or nothing is to be thrown.
    pub fn thrower(&self) -> Option<Seat> {
        match self.game() {
            AnyGame::Ludo(ludo) if self.chance_pending() => ludo.seat_on_turn(),
            _ => None,
        }
    }

    /// The die is the computer's to throw: the person's Roll is not offered.
    pub fn thrower_is_computer(&self) -> bool {
        self.thrower()
            .is_some_and(|seat| self.computers.level_of(seat.0).is_some())
    }

    /// The ply at which the computer throws for its seat, after a short pause (the page's
    /// timer), at the latest position only: not while the person looks back through the game.
    pub fn computer_throw(&self) -> Option<usize> {
        (self.thrower_is_computer() && self.record.at_latest()).then(|| self.record.cursor())
    }

    /// The computer's throw, drawn like a person's from the seed and the ply; a timer from a
    /// position gone by does nothing.
    pub(crate) fn computer_throws(self, ply: usize) -> Self {
        if self.computer_throw() == Some(ply) {
            self.resolve_chance()
        } else {
            self
        }
    }
}
