//! The match around the games: the length (0 = a single money game), the score, the Crawford
//! game (the one right after a player first reaches N-1: no doubling). The games are not
//! counted here: gnubg's Match ID has no game number, so a count would not survive a share
//! code (issue 11, section 3), and a record's `NextGame` moves count them where needed.
//!
//! ```
//! use tabula::games::backgammon::match_state::MatchState;
//! use tabula::rules::Seat;
//! let mut state = MatchState::new(3);
//! assert!(!state.record_win(Seat(0), 2));
//! state.next_game(true);
//! assert!(state.crawford_game);
//! ```

use crate::rules::Seat;

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinKind {
    /// The loser had borne off a checker: 1 × the cube.
    Single,
    /// The loser had borne off none: 2 × the cube.
    Gammon,
    /// None off and a checker on the bar or in the winner's home board: 3 × the cube.
    Backgammon,
    /// The loser refused a double: the cube's value before the double.
    CubePassed,
    /// The loser resigned and the winner accepted: the level conceded × the cube.
    Resigned(Resignation),
}

impl WinKind {
    /// The points of this win per cube value, before the Jacoby rule.
    pub fn multiplier(self) -> u32 {
        match self {
            WinKind::Single | WinKind::CubePassed => 1,
            WinKind::Gammon => 2,
            WinKind::Backgammon => 3,
            WinKind::Resigned(level) => level.multiplier(),
        }
    }

    /// The win that bearing off all 15 gives with `multiplier` (1, 2 or 3).
    pub fn borne_off(multiplier: u32) -> WinKind {
        match multiplier {
            1 => WinKind::Single,
            2 => WinKind::Gammon,
            _ => WinKind::Backgammon,
        }
    }
}

/// What a resigning player concedes (GNU Backgammon's three levels): the game as a single win,
/// a gammon or a backgammon for the opponent, times the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resignation {
    Single,
    Gammon,
    Backgammon,
}

impl Resignation {
    /// The three levels, lowest first.
    pub const ALL: [Resignation; 3] = [
        Resignation::Single,
        Resignation::Gammon,
        Resignation::Backgammon,
    ];

    /// Points per cube value: 1, 2 or 3 (also the Match ID's resignation field).
    pub fn multiplier(self) -> u32 {
        match self {
            Resignation::Single => 1,
            Resignation::Gammon => 2,
            Resignation::Backgammon => 3,
        }
    }

    /// The level of a Match ID's resignation field (1, 2 or 3; 0 is "none").
    pub fn from_level(level: u8) -> Option<Resignation> {
        Resignation::ALL
            .get(usize::from(level).checked_sub(1)?)
            .copied()
    }

    /// "single", "gammon" or "backgammon" (as the notation writes it).
    pub fn name(self) -> &'static str {
        match self {
            Resignation::Single => "single",
            Resignation::Gammon => "gammon",
            Resignation::Backgammon => "backgammon",
        }
    }
}

/// The end of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    pub winner: Seat,
    /// Points scored (after the cube and, in a money game, the Jacoby rule).
    pub points: u32,
    pub kind: WinKind,
}

/// Score and Crawford state of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchState {
    /// Points to win; 0 for a single money game.
    pub length: u32,
    pub score: [u32; 2],
    /// This game is the Crawford game (no doubling).
    pub crawford_game: bool,
    /// The Crawford game has been played (or the score passed it).
    pub crawford_done: bool,
}

impl MatchState {
    pub fn new(length: u32) -> Self {
        MatchState {
            length,
            score: [0, 0],
            crawford_game: false,
            crawford_done: false,
        }
    }

    /// Adds a game's points; true when that ends the match (a money game ends after one game).
    pub fn record_win(&mut self, winner: Seat, points: u32) -> bool {
        let side = usize::from(winner.0.min(1));
        self.score[side] += points;
        self.length == 0 || self.score[side] >= self.length
    }

    /// Starts the next game: it is the Crawford game when a player has just first reached N-1.
    pub fn next_game(&mut self, crawford_rule: bool) {
        let at_point = self.length > 1 && self.score.contains(&(self.length - 1));
        self.crawford_game = crawford_rule && at_point && !self.crawford_done;
        if at_point {
            self.crawford_done = true;
        }
    }

    /// Whether the cube may be used in this game at all: not in a one-point match, not in
    /// the Crawford game.
    pub fn cube_in_play(&self) -> bool {
        self.length != 1 && !self.crawford_game
    }
}
