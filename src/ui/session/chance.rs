//! Chance on the play page: the dice drawn from the session's seed, who throws (a person by
//! pressing Roll in Ludo, the computer for its own seats after a pause, the page at once for
//! backgammon), automatic rolling, and Ludo's throws that move nothing.

use crate::games::backgammon::BgMove;
use crate::games::ludo::LudoMove;
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Rng, Seat, Turn};
use crate::ui::session::Session;

/// Chance's result at `ply` of the game whose dice come from `seed`, picked by its weight: the
/// same seed and ply give the same result, so a throw taken back and thrown again is the same.
pub(crate) fn draw<M: Clone>(outcomes: &[(M, f32)], seed: u64, ply: u64) -> Option<M> {
    let mut rng = Rng::new(seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let total: f32 = outcomes.iter().map(|(_, p)| p).sum();
    let mut point = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * total;
    let picked = outcomes.iter().find(|(_, p)| {
        point -= p;
        point < 0.0
    });
    picked.or(outcomes.last()).map(|(mv, _)| mv.clone())
}

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
        } else if self.rolls_by_hand() && !self.thrower_is_computer() && !self.throw_held() {
            self.resolve_chance()
        } else {
            self
        }
    }

    /// Ludo's next throw waits while the tutor looks at the move before it.
    pub fn throw_held(&self) -> bool {
        self.rolls_by_hand() && (self.tutor_pending().is_some() || self.friend_throws())
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
        // With a friend on another device the dice come from both devices' values; until the
        // friend's has come, nothing is thrown.
        let thrown = match &self.friend {
            Some(friend) if friend.dice.is_some() => self.fair_throw(),
            _ => draw(&outcomes, self.seed, self.record.cursor() as u64),
        };
        match thrown {
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
    /// timer), at the latest position only: not while the person looks back through the game,
    /// nor while the tutor holds the game.
    pub fn computer_throw(&self) -> Option<usize> {
        (self.thrower_is_computer() && self.record.at_latest() && !self.throw_held())
            .then(|| self.record.cursor())
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

#[cfg(test)]
mod tests {
    use super::draw;
    use crate::games::backgammon::BgMove;
    use crate::games::{AnyGame, AnyMove, GameKind};
    use crate::rules::dice_stats::{DiceCounts, Evenness};
    use crate::rules::{Game, Turn};

    /// The page's draws for `kind`'s first chance outcomes, at `plies` plies of one seed.
    fn drawn(kind: GameKind, seed: u64, plies: u64) -> DiceCounts {
        let mut outcomes = Vec::new();
        let mut game = AnyGame::new_of(kind);
        // Backgammon: on to a regular roll (the opening roll, which never shows a double, is
        // played, then the first legal moves, rolling rather than doubling).
        if kind == GameKind::Backgammon {
            let roll = AnyMove::Backgammon(BgMove::RollDice);
            let mut legal = Vec::new();
            game.chance_outcomes(&mut outcomes);
            game.apply(&outcomes[0].0);
            while game.turn() != Turn::Chance {
                legal.clear();
                game.legal_moves(&mut legal);
                let next = legal.iter().find(|mv| **mv == roll).unwrap_or(&legal[0]);
                game.apply(&next.clone());
            }
            outcomes.clear();
        }
        game.chance_outcomes(&mut outcomes);
        assert!(!outcomes.is_empty(), "{kind:?}: chance is to move");
        let mut counts = DiceCounts::default();
        for ply in 0..plies {
            let throw = draw(&outcomes, seed, ply).and_then(|mv| mv.throw());
            counts.add(throw.expect("a throw"));
        }
        counts
    }

    #[test]
    fn the_pages_ludo_throws_from_a_seed_are_as_even_as_fair_dice() {
        let counts = drawn(GameKind::Ludo, 0x00C0_FFEE, 6000);
        assert_eq!(counts.dice(), 6000);
        let fit = counts.fit().unwrap();
        assert!(fit.p > 0.01, "{counts:?} {fit:?}");
    }

    #[test]
    fn the_pages_backgammon_rolls_from_a_seed_give_even_faces_and_doubles_one_in_36() {
        let counts = drawn(GameKind::Backgammon, 0xD1CE, 6000);
        assert_eq!((counts.dice(), counts.pairs), (12_000, 6000));
        assert_eq!(counts.fit().map(|f| f.evenness()), Some(Evenness::AsUsual));
        // 6000 / 36 ≈ 167 a double; four standard deviations (about 50) either side.
        for seen in counts.doubles {
            assert!((117..=217).contains(&seen), "{:?}", counts.doubles);
        }
    }

    #[test]
    fn the_same_seed_and_ply_draw_the_same_throw() {
        let outcomes: Vec<(u8, f32)> = (1..=6).map(|face| (face, 1.0 / 6.0)).collect();
        for ply in 0..50 {
            assert_eq!(draw(&outcomes, 77, ply), draw(&outcomes, 77, ply));
        }
        assert_eq!(draw::<u8>(&[], 77, 0), None);
    }
}
