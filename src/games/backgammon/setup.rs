//! The backgammon board editor's position: each side's checkers on its points, on the bar and
//! borne off, the player about to roll, and the match around the game: its length, the score,
//! the cube's value and owner, and whether this is the Crawford game.
//!
//! Checkers that are not placed on a point or the bar count as borne off, as GNU Backgammon's
//! Position ID reads a board: a player setting up an end game places what is left on the board
//! and finds the rest already off, and a side is never short of its 15. More than 15 on the
//! board and the bar is refused, as is a side with all 15 off (that game is over).
//!
//! ```
//! use tabula::games::backgammon::setup::BackgammonSetup;
//! use tabula::games::backgammon::{BackgammonOptions, WHITE_BAR};
//! use tabula::rules::{Cell, Seat};
//! let mut setup = BackgammonSetup::empty(BackgammonOptions::default());
//! setup.add(WHITE_BAR, Seat(0)).unwrap();
//! setup.add(Cell(24), Seat(1)).unwrap(); // Black's 1-point, White's 24
//! assert_eq!(setup.borne_off(Seat(0)), 14);
//! let game = setup.build().unwrap();
//! assert_eq!(game.on_bar(Seat(0)), 1);
//! ```

use super::board::{Board, CHECKERS};
use super::cube::{CUBE_CAP, CUBE_LIMIT};
use super::gnubg_id::{encode_match, encode_position, MatchId};

use super::{cell_of, point_of, side, Backgammon, BackgammonOptions, Phase};
use crate::rules::{Cell, Game, Seat, SetupError};

/// The Match ID's game state "being played".
const PLAYING: u8 = 1;

/// A backgammon position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackgammonSetup {
    /// The match length is `options.match_length` (0: a money game).
    pub options: BackgammonOptions,
    /// Each side's checkers in its own numbering: `[side][p - 1]`, index 24 the bar.
    points: [[u8; 25]; 2],
    /// The player about to roll (or to double).
    pub on_roll: Seat,
    /// Points won so far, White then Black.
    pub score: [u32; 2],
    pub cube_value: u32,
    /// `None`: the cube is in the middle.
    pub cube_owner: Option<Seat>,
    pub crawford_game: bool,
}

fn name(seat: Seat) -> &'static str {
    Backgammon::side_name(seat)
}

impl BackgammonSetup {
    /// No checkers on the board (all borne off), White on roll, a new match.
    pub fn empty(options: BackgammonOptions) -> BackgammonSetup {
        BackgammonSetup {
            options,
            points: [[0; 25]; 2],
            on_roll: Seat(0),
            score: [0, 0],
            cube_value: 1,
            cube_owner: None,
            crawford_game: false,
        }
    }

    /// The starting position of a new match.
    pub fn start(options: BackgammonOptions) -> BackgammonSetup {
        let mut setup = BackgammonSetup::empty(options);
        setup.points = Board::start().points();
        setup
    }

    /// The position of a game, to edit (dice and a turn half played are left out: the
    /// position is the one before the roll).
    pub fn from_game(game: &Backgammon) -> BackgammonSetup {
        let (value, owner) = game.cube();
        let (white, black) = game.score();
        let board = if matches!(game.phase, Phase::Moving(_)) {
            game.turn_start
        } else {
            game.board
        };
        BackgammonSetup {
            options: game.options(),
            points: board.points(),
            on_roll: game.seat_on_roll().unwrap_or(Seat(0)),
            score: [white, black],
            cube_value: value,
            cube_owner: owner,
            crawford_game: game.is_crawford_game(),
        }
    }

    /// `seat`'s checkers on a board cell (the cells of [`super::cell_of`]); borne off on its tray.
    pub fn count(&self, cell: Cell, seat: Seat) -> u8 {
        match point_of(seat, cell) {
            Some(0) => self.borne_off(seat),
            Some(point) => self.points[side(seat)][usize::from(point) - 1],
            None => 0,
        }
    }

    /// Checkers on the board and the bar.
    pub fn placed(&self, seat: Seat) -> u32 {
        self.points[side(seat)].iter().map(|&n| u32::from(n)).sum()
    }

    /// Checkers borne off: those of the 15 not placed.
    pub fn borne_off(&self, seat: Seat) -> u8 {
        CHECKERS.saturating_sub(self.placed(seat).min(255) as u8)
    }

    /// Adds one of `seat`'s checkers to a point or its bar. A point held by the other side is
    /// refused: a point holds one side's checkers.
    pub fn add(&mut self, cell: Cell, seat: Seat) -> Result<(), String> {
        let other = Seat(1 - side(seat) as u8);
        match point_of(seat, cell) {
            Some(0) => Err(format!(
                "{}'s borne-off checkers are those not placed on the board: take one off the \
                 board to bear it off",
                name(seat)
            )),
            Some(point) if self.count(cell, other) > 0 && point != 25 => Err(format!(
                "{} holds that point: take its checkers off first",
                name(other)
            )),
            Some(point) => {
                let slot = &mut self.points[side(seat)][usize::from(point) - 1];
                *slot = slot.saturating_add(1);
                Ok(())
            }
            None => Err(format!("that is {}'s bar or tray", name(other))),
        }
    }

    /// Takes one checker off a point or bar (whichever side's is there); false if none.
    pub fn remove_one(&mut self, cell: Cell) -> bool {
        for seat in [Seat(0), Seat(1)] {
            if let Some(point @ 1..=25) = point_of(seat, cell) {
                let slot = &mut self.points[side(seat)][usize::from(point) - 1];
                if *slot > 0 {
                    *slot -= 1;
                    return true;
                }
            }
        }
        false
    }

    /// The side whose checkers are on a cell, if any.
    pub fn owner(&self, cell: Cell) -> Option<Seat> {
        [Seat(0), Seat(1)]
            .into_iter()
            .find(|&seat| cell_of(seat, 0) != cell && self.count(cell, seat) > 0)
    }

    /// The position drawn as it stands, for the editor's board (not checked: only for drawing).
    #[cfg(feature = "ui")]
    pub(crate) fn preview(&self) -> Backgammon {
        let mut game = Backgammon::start(&self.options);
        game.board = Board::from_points(self.points);
        game.turn_start = game.board;
        game.phase = Phase::OnRoll(self.on_roll);
        game.cube = super::cube::Cube {
            value: self.cube_value,
            owner: self.cube_owner,
        };
        game.score = self.match_state();
        game
    }

    #[cfg(feature = "ui")]
    fn match_state(&self) -> super::match_state::MatchState {
        let length = u32::from(self.options.match_length);
        super::match_state::MatchState {
            length,
            score: self.score,
            crawford_game: self.crawford_game,
            crawford_done: self.crawford_game || (length > 1 && self.score.contains(&(length - 1))),
        }
    }

    /// The share code of this position (not checked).
    pub fn code(&self) -> String {
        let on_roll = side(self.on_roll);
        let oriented = [self.points[1 - on_roll], self.points[on_roll]];
        let id = MatchId {
            cube: self.cube_value,
            cube_owner: self.cube_owner.map(|s| s.0),
            on_roll: self.on_roll.0,
            crawford: self.crawford_game,
            game_state: PLAYING,
            turn: self.on_roll.0,
            doubled: false,
            resignation: 0,
            dice: [0, 0],
            match_length: u32::from(self.options.match_length),
            score: self.score,
        };
        format!("{}:{}", encode_position(&oriented), encode_match(&id))
    }

    /// The game at this position, or why there can be none.
    pub fn build(&self) -> Result<Backgammon, SetupError> {
        self.check_checkers()?;
        self.check_score()?;
        self.check_cube()?;
        Ok(Backgammon::decode(&self.code(), &self.options)?)
    }

    fn check_checkers(&self) -> Result<(), SetupError> {
        for seat in [Seat(0), Seat(1)] {
            match self.placed(seat) {
                0 => {
                    return SetupError::refuse(format!(
                        "{} has no checkers on the board: with all 15 borne off the game is over",
                        name(seat)
                    ))
                }
                n if n > u32::from(CHECKERS) => {
                    return SetupError::refuse(format!(
                        "{} has {n} checkers on the board and the bar: a side has 15",
                        name(seat)
                    ))
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn check_score(&self) -> Result<(), SetupError> {
        let length = u32::from(self.options.match_length);
        let [white, black] = self.score;
        if length == 0 && (white, black) != (0, 0) {
            return SetupError::refuse("a money game has no score: it is a single game");
        }
        if length > 0 && (white >= length || black >= length) {
            return SetupError::refuse(format!(
                "at {white}-{black} the match to {length} is already won"
            ));
        }
        let short = self.score.iter().filter(|&&s| s + 1 == length).count();
        if self.crawford_game && !(self.options.crawford && length > 1 && short == 1) {
            return SetupError::refuse(format!(
                "the Crawford game is the game after one player first comes within a point of \
                 the match, not at {white}-{black} in a match to {length}{}",
                if self.options.crawford {
                    ""
                } else {
                    " (and the Crawford rule is off)"
                }
            ));
        }
        Ok(())
    }

    fn check_cube(&self) -> Result<(), SetupError> {
        let value = self.cube_value;
        let limit = if self.options.uncapped_cube {
            CUBE_LIMIT
        } else {
            CUBE_CAP
        };
        if !value.is_power_of_two() || value > limit {
            return SetupError::refuse(format!(
                "the cube shows 1, 2, 4 ... up to {limit}, not {value}"
            ));
        }
        match (value, self.cube_owner) {
            (1, Some(owner)) => SetupError::refuse(format!(
                "{} owns the cube at 1, but only a taken double gives the cube an owner",
                name(owner)
            )),
            (2.., None) => SetupError::refuse(format!(
                "a cube at {value} has been doubled and taken, so it belongs to the player who \
                 took it: choose its owner"
            )),
            (2.., _) if self.options.match_length == 1 => {
                SetupError::refuse("a 1-point match is played without the cube")
            }
            (2.., _) if self.crawford_game => {
                SetupError::refuse("the Crawford game is played without the cube")
            }
            _ => Ok(()),
        }
    }
}
