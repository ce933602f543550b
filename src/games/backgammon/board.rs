//! The checkers on the board, each side counted from its own side as GNU Backgammon does:
//! points 1..=24 in the direction of travel (1 is the last point before bearing off), 25 the bar,
//! 0 off. A side's point `p` is the other side's point `25 - p`.
//!
//! ```
//! use tabula::games::backgammon::board::Board;
//! let board = Board::start();
//! assert_eq!(board.count(0, 6), 5);
//! assert_eq!(board.pip_count(1), 167);
//! ```

/// The bar, in a side's own numbering.
pub const BAR: u8 = 25;
/// Off the board (borne off), in a side's own numbering.
pub const OFF: u8 = 0;
/// Checkers per side.
pub const CHECKERS: u8 = 15;

/// Both sides' checkers: `points[side][p - 1]` for point `p` in 1..=24, `points[side][24]` the
/// bar (gnubg's `TanBoard`). Sides are 0 (White) and 1 (Black); checkers off are the rest of 15.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub(crate) points: [[u8; 25]; 2],
}

impl Board {
    /// The standard start: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6, for each side.
    pub fn start() -> Board {
        let mut side = [0u8; 25];
        side[23] = 2;
        side[12] = 5;
        side[7] = 3;
        side[5] = 5;
        Board {
            points: [side, side],
        }
    }

    /// A board from gnubg's layout (`[side][p - 1]`, index 24 the bar); not checked.
    pub fn from_points(points: [[u8; 25]; 2]) -> Board {
        Board { points }
    }

    /// gnubg's layout of the board.
    pub fn points(&self) -> [[u8; 25]; 2] {
        self.points
    }

    /// Checkers of `side` on its own point `point` (1..=24), on the bar (25) or off (0).
    pub fn count(&self, side: usize, point: u8) -> u8 {
        match point {
            OFF => self.off(side),
            1..=25 => self.points[side][point as usize - 1],
            _ => 0,
        }
    }

    /// Checkers of `side` borne off.
    pub fn off(&self, side: usize) -> u8 {
        let on: u32 = self.points[side].iter().map(|&n| u32::from(n)).sum();
        CHECKERS.saturating_sub(on.min(255) as u8)
    }

    /// Checkers of `side` on the bar.
    pub fn bar(&self, side: usize) -> u8 {
        self.points[side][24]
    }

    /// The other side's checkers on `side`'s point `point` (1..=24).
    pub fn opponent_on(&self, side: usize, point: u8) -> u8 {
        match point {
            1..=24 => self.points[1 - side][24 - point as usize],
            _ => 0,
        }
    }

    /// `side`'s blots (single checkers on a point) that one of the other side's checkers is
    /// from 1 to 12 pips away from, ahead of it: what a roll could hit, blocks aside (the
    /// tutor's words on a play).
    ///
    /// ```
    /// use tabula::games::backgammon::board::Board;
    /// assert_eq!(Board::start().blots_in_reach(0), 0);
    /// let mut points = Board::start().points();
    /// points[0][7] = 2; // White's 8-point: 2 of 3 left...
    /// points[0][4] = 1; // ...and one on the 5-point, 4 pips from Black's back checkers
    /// assert_eq!(Board::from_points(points).blots_in_reach(0), 1);
    /// ```
    pub fn blots_in_reach(&self, side: usize) -> usize {
        (1..=24u8)
            .filter(|&point| self.count(side, point) == 1)
            .filter(|&point| {
                // The other side's checker on its own point `from` reaches our `point` (its
                // point 25 - point) with `from + point - 25` pips.
                (1..=25u8).any(|from| {
                    let pips = i32::from(from) + i32::from(point) - 25;
                    (1..=12).contains(&pips) && self.count(1 - side, from) > 0
                })
            })
            .count()
    }

    /// The pips `side` needs to bear off everything (the bar counts 25).
    pub fn pip_count(&self, side: usize) -> u32 {
        (1..=25u32)
            .map(|p| p * u32::from(self.points[side][p as usize - 1]))
            .sum()
    }

    /// Whether all of `side`'s checkers are in its home board (points 1..=6) or off.
    pub fn all_home(&self, side: usize) -> bool {
        self.points[side][6..].iter().all(|&n| n == 0)
    }

    /// The highest point (1..=25) where `side` has a checker, 0 when all are off.
    pub fn highest(&self, side: usize) -> u8 {
        (1..=25u8)
            .rev()
            .find(|&p| self.points[side][p as usize - 1] > 0)
            .unwrap_or(0)
    }

    /// Where one checker of `side` from `from` (1..=25) ends with `die`, if that step is legal on
    /// its own: the bar first, no landing on two or more opposing checkers, bearing off only with
    /// all home and, past the exact point, only from the highest point.
    pub fn step_target(&self, side: usize, from: u8, die: u8) -> Option<u8> {
        if !(1..=25).contains(&from) || !(1..=6).contains(&die) || self.count(side, from) == 0 {
            return None;
        }
        if self.bar(side) > 0 && from != BAR {
            return None;
        }
        let to = i16::from(from) - i16::from(die);
        if to >= 1 {
            let to = to as u8;
            return (self.opponent_on(side, to) < 2).then_some(to);
        }
        if !self.all_home(side) {
            return None;
        }
        (to == 0 || self.highest(side) == from).then_some(OFF)
    }

    /// Moves one checker (the step must be legal); returns where it landed and whether it hit.
    pub fn apply_step(&mut self, side: usize, from: u8, to: u8) -> bool {
        self.points[side][from as usize - 1] -= 1;
        if to == OFF {
            return false;
        }
        self.points[side][to as usize - 1] += 1;
        let theirs = &mut self.points[1 - side];
        let hit = theirs[24 - to as usize] == 1;
        if hit {
            theirs[24 - to as usize] = 0;
            theirs[24] += 1;
        }
        hit
    }

    /// The win's multiplier for `winner` (all off): 1 single, 2 gammon (the loser has none
    /// off), 3 backgammon (none off and one on the bar or in the winner's home board).
    pub fn win_multiplier(&self, winner: usize) -> u32 {
        let loser = 1 - winner;
        if self.off(loser) > 0 {
            1
        } else if self.points[loser][18..].iter().any(|&n| n > 0) {
            3
        } else {
            2
        }
    }

    /// Checks a decoded board: at most 15 checkers a side (the rest are off), no point held by
    /// both, and not both sides with all 15 off (one side's last checker off ends the game).
    pub fn validate(&self) -> Result<(), String> {
        for (side, name) in [(0, "White"), (1, "Black")] {
            let total: u32 = self.points[side].iter().map(|&n| u32::from(n)).sum();
            if total > u32::from(CHECKERS) {
                return Err(format!("{name} has {total} checkers (at most 15)"));
            }
        }
        for p in 1..=24u8 {
            if self.count(0, p) > 0 && self.opponent_on(0, p) > 0 {
                return Err(format!(
                    "both sides have checkers on point {p} (White's numbering)"
                ));
            }
        }
        if self.off(0) == CHECKERS && self.off(1) == CHECKERS {
            return Err("both sides have borne off all 15 checkers: no game ends that way".into());
        }
        Ok(())
    }
}
