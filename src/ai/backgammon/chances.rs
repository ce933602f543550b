//! A backgammon position's chances, as GNU Backgammon writes them: from one side's point of
//! view, the probability of winning (any way), of winning a gammon or better, of winning a
//! backgammon, and of losing a gammon or better and a backgammon. The evaluation produces them;
//! move choice, the cube and the hint read them.
//!
//! ```
//! use tabula::ai::backgammon::chances::Chances;
//! let even = Chances { win: 0.5, ..Chances::default() };
//! assert!(even.money_equity().abs() < 1e-6);
//! assert_eq!(even.flip().win, 0.5);
//! ```

/// Probabilities from one side's point of view; the gammon figures include backgammons.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Chances {
    pub win: f32,
    pub win_gammon: f32,
    pub win_backgammon: f32,
    pub lose_gammon: f32,
    pub lose_backgammon: f32,
}

impl Chances {
    /// The same chances from the other side's point of view.
    pub fn flip(&self) -> Chances {
        Chances {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The expected points of a money game with the cube at 1 and no cube play (cubeless
    /// equity): +1 a single win, +2 a gammon, +3 a backgammon, the same lost.
    pub fn money_equity(&self) -> f32 {
        2.0 * self.win - 1.0 + self.win_gammon - self.lose_gammon + self.win_backgammon
            - self.lose_backgammon
    }

    /// The chances kept consistent: each in 0..=1, a backgammon no likelier than a gammon,
    /// a gammon no likelier than the win (or the loss) it is part of.
    pub fn clamped(&self) -> Chances {
        let win = within(self.win, 1.0);
        let win_gammon = within(self.win_gammon, win);
        let lose_gammon = within(self.lose_gammon, 1.0 - win);
        Chances {
            win,
            win_gammon,
            win_backgammon: within(self.win_backgammon, win_gammon),
            lose_gammon,
            lose_backgammon: within(self.lose_backgammon, lose_gammon),
        }
    }
}

/// `value` kept between 0 and `most` (never below 0 here). Not `f32::clamp`: with a bound
/// that is not a constant, its check of the bounds formats floats in its panic message, which
/// put the float formatter (about 5 kB gzipped) in the page's download.
fn within(value: f32, most: f32) -> f32 {
    value.min(most).max(0.0)
}
