//! The doubling cube: it starts in the middle at 1; a player may double before rolling when the
//! cube is in the middle or theirs; a take doubles it and hands it to the taker; a pass loses the
//! value before the double. Capped at 64 (the physical cube's highest face) unless uncapped.
//! Under the kept-cube handicap it starts with the weaker player and stays theirs.
//!
//! ```
//! use tabula::games::backgammon::cube::Cube;
//! use tabula::rules::Seat;
//! let mut cube = Cube::default();
//! assert!(cube.may_double(Seat(0), true));
//! cube.take(Seat(1));
//! assert_eq!((cube.value, cube.owner), (2, Some(Seat(1))));
//! assert!(!cube.may_double(Seat(0), true));
//! ```

use crate::rules::Seat;

/// The highest value a capped cube reaches.
pub const CUBE_CAP: u32 = 64;
/// The highest value the uncapped cube reaches: what a Match ID can write back in full. Its cube
/// field holds up to 2^15, but its scores have 15 bits each, and a backgammon at 2^13 (24,576
/// points) on top of a score short of a 255-point match is the most that still fits.
pub const CUBE_LIMIT: u32 = 1 << 13;

/// The cube's value and who holds it (`None`: in the middle).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    pub value: u32,
    pub owner: Option<Seat>,
}

impl Default for Cube {
    fn default() -> Self {
        Cube {
            value: 1,
            owner: None,
        }
    }
}

impl Cube {
    /// A game's cube: in the middle at 1, or at 1 with the player who keeps it throughout.
    pub fn start(keeper: Option<Seat>) -> Cube {
        Cube {
            value: 1,
            owner: keeper,
        }
    }

    /// Whether `seat` may offer a double by ownership and value (the game adds the Crawford
    /// rule, the one-point match and when in the turn).
    pub fn may_double(&self, seat: Seat, capped: bool) -> bool {
        let limit = if capped { CUBE_CAP } else { CUBE_LIMIT };
        self.owner.is_none_or(|owner| owner == seat) && self.value < limit
    }

    /// The double is taken: twice the value, owned by `holder`: the taker, or the player who
    /// keeps the cube.
    pub fn take(&mut self, holder: Seat) {
        self.value *= 2;
        self.owner = Some(holder);
    }
}
