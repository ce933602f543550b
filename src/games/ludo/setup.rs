//! The Ludo board editor's position: which colours play (two to four), where each colour's four
//! pieces are (in its base, on the track, on its home line, finished), whose turn it is and the
//! die. Pieces not placed stay in their base. [`LudoSetup::build`] turns it into a game through
//! the position code, or says what makes it impossible.
//!
//! With [`LudoSetup::start_throws`] on, the position is the start: every piece in its base and
//! the players throwing for who begins, as in a new game. Placing a piece turns it off.
//!
//! ```
//! use tabula::games::ludo::{setup::LudoSetup, Colour, LudoOptions, PiecePos};
//! use tabula::rules::{Cell, Seat};
//! let mut setup = LudoSetup::start(&LudoOptions::default());
//! setup.add(Cell(12), Colour::Blue).unwrap(); // Blue's third field
//! let game = setup.build().unwrap();
//! assert_eq!(game.pieces(Seat(1))[0], PiecePos::Track(12));
//! ```

use super::board::{start_field, Colour, FINISH, FINISH_CELL, HOME_LINE, TRACK};
use super::{Ludo, LudoOptions, Phase};
use crate::rules::{Cell, Game, Seat, SetupError};

/// A Ludo position being set up. Pieces are kept by colour (not seat), so that changing who
/// plays keeps the others' pieces where they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LudoSetup {
    playing: [bool; 4],
    /// Each colour's pieces as progress from its base (see [`super::board`]).
    progress: [[u8; 4]; 4],
    /// The colour on turn.
    pub on_turn: Colour,
    /// The die's face, 1 to 6.
    pub die: u8,
    /// Whether the die is thrown and the player on turn moves with it (else they throw next,
    /// the die showing the last throw).
    pub thrown: bool,
    /// The players are still to throw for who starts (every piece in its base).
    pub start_throws: bool,
    /// Colours in the order they finished, kept from the game edited.
    ranking: Vec<Colour>,
    /// Colours that left the race, in order, kept from the game edited.
    left: Vec<Colour>,
}

fn index(colour: Colour) -> usize {
    usize::from(colour.index())
}

impl LudoSetup {
    /// Every piece in its base, the given colours playing.
    pub fn start(options: &LudoOptions) -> LudoSetup {
        let colours = options.normalised().colours;
        LudoSetup {
            playing: Colour::ALL.map(|c| colours.contains(&c)),
            progress: [[0; 4]; 4],
            on_turn: colours.first().copied().unwrap_or(Colour::Red),
            die: 1,
            thrown: false,
            start_throws: true,
            ranking: Vec::new(),
            left: Vec::new(),
        }
    }

    /// The position of a game, to edit.
    pub fn from_game(game: &Ludo) -> LudoSetup {
        let mut setup = LudoSetup::start(&game.options());
        let colour = |seat: Seat| game.colour(seat);
        for seat in game.seats() {
            setup.progress[index(colour(seat))] = game.progress(seat);
        }
        if let Some(seat) = game.seat_on_turn() {
            setup.on_turn = colour(seat);
        }
        setup.die = game.die().unwrap_or(1);
        setup.thrown = matches!(game.phase, Phase::Moving(..));
        setup.start_throws = matches!(game.phase, Phase::StartRolls { .. });
        setup.ranking = game.ranking.iter().map(|&s| colour(s)).collect();
        setup.left = game.left.iter().map(|&s| colour(s)).collect();
        setup
    }

    /// The colours playing, in seat order.
    pub fn colours(&self) -> Vec<Colour> {
        Colour::ALL
            .into_iter()
            .filter(|&c| self.playing[index(c)])
            .collect()
    }

    /// Whether a colour plays.
    pub fn plays(&self, colour: Colour) -> bool {
        self.playing[index(colour)]
    }

    /// Adds or drops a colour; a colour dropped takes its pieces off the board.
    pub fn set_playing(&mut self, colour: Colour, plays: bool) {
        self.playing[index(colour)] = plays;
        if !plays {
            self.progress[index(colour)] = [0; 4];
            self.ranking.retain(|&c| c != colour);
            self.left.retain(|&c| c != colour);
        }
    }

    /// A colour's pieces as progress from its base.
    pub fn progress(&self, colour: Colour) -> [u8; 4] {
        self.progress[index(colour)]
    }

    /// The progress a piece of `colour` has on a board cell (see [`super::board::cell_of`]).
    fn progress_at(colour: Colour, cell: Cell) -> Result<u8, String> {
        let c = u16::from(colour.index());
        match cell.0 {
            field @ 0..40 => {
                let from_start =
                    (field + u16::from(TRACK) - u16::from(start_field(colour))) % u16::from(TRACK);
                Ok(from_start as u8 + 1)
            }
            100..140 if (cell.0 - 100) / 10 == c && (cell.0 % 10) < u16::from(HOME_LINE) => {
                Ok(TRACK + 1 + (cell.0 % 10) as u8)
            }
            100..140 => Err(format!(
                "a home line holds only its own colour's pieces, not {}'s",
                colour.name()
            )),
            200..204 => Err("pieces not placed on the board are in their base".into()),
            _ if cell == FINISH_CELL => Ok(FINISH),
            _ => Err("that is not a field of the board".into()),
        }
    }

    /// Moves one of `colour`'s pieces from its base to a cell.
    pub fn add(&mut self, cell: Cell, colour: Colour) -> Result<(), String> {
        if !self.plays(colour) {
            return Err(format!("{} is not playing", colour.name()));
        }
        let r = LudoSetup::progress_at(colour, cell)?;
        if let Some(other) = self.colour_on_track(cell).filter(|&o| o != colour) {
            return Err(format!(
                "{} holds that field: take its pieces off first",
                other.name()
            ));
        }
        let pieces = &mut self.progress[index(colour)];
        let Some(piece) = pieces.iter_mut().find(|r| **r == 0) else {
            return Err(format!(
                "all four {} pieces are on the board: take one off first",
                colour.name()
            ));
        };
        *piece = r;
        self.left.retain(|&c| c != colour);
        self.start_throws = false;
        Ok(())
    }

    /// The colour with pieces on a track field, if any.
    fn colour_on_track(&self, cell: Cell) -> Option<Colour> {
        if cell.0 >= u16::from(TRACK) {
            return None;
        }
        Colour::ALL.into_iter().find(|&c| {
            let r = LudoSetup::progress_at(c, cell).unwrap_or(0);
            self.plays(c) && self.progress(c).contains(&r)
        })
    }

    /// Sends one piece on a cell back to its base (at the finish, `prefer`'s if it has one
    /// there); false if the cell holds none.
    pub fn remove_one(&mut self, cell: Cell, prefer: Option<Colour>) -> bool {
        let order = prefer.into_iter().chain(Colour::ALL);
        for colour in order {
            let Ok(r) = LudoSetup::progress_at(colour, cell) else {
                continue;
            };
            let pieces = &mut self.progress[index(colour)];
            if let Some(piece) = pieces.iter_mut().find(|p| **p == r) {
                *piece = 0;
                self.ranking.retain(|&c| c != colour);
                return true;
            }
        }
        false
    }

    fn finished(&self, colour: Colour) -> bool {
        self.progress(colour).iter().all(|&r| r == FINISH)
    }

    /// The position drawn as it stands, for the editor's board (not checked: only for drawing).
    #[cfg(feature = "ui")]
    pub(crate) fn preview(&self) -> Ludo {
        let colours = self.colours();
        let seat = |colour: Colour| {
            colours
                .iter()
                .position(|&c| c == colour)
                .map(|i| Seat(i as u8))
        };
        let mut game = Ludo::start(&LudoOptions {
            colours: colours.clone(),
        });
        if game.colours != colours {
            return game;
        }
        for (i, &colour) in colours.iter().enumerate() {
            game.progress[i] = self.progress(colour);
        }
        game.left = self.left.iter().filter_map(|&c| seat(c)).collect();
        if let (false, Some(on_turn)) = (self.start_throws, seat(self.on_turn)) {
            game.phase = if self.thrown {
                Phase::Moving(on_turn, self.die)
            } else {
                Phase::Rolling(on_turn)
            };
            game.die = Some(self.die);
        }
        game
    }

    /// The ranking as the rules keep it: the finished colours, those already ranked first in
    /// their order, then any newly finished in seat order.
    fn ranking(&self) -> Vec<Colour> {
        let mut ranking: Vec<Colour> = self
            .ranking
            .iter()
            .copied()
            .filter(|&c| self.plays(c) && self.finished(c))
            .collect();
        for colour in self.colours() {
            if self.finished(colour) && !ranking.contains(&colour) {
                ranking.push(colour);
            }
        }
        ranking
    }

    /// The game at this position, or why there can be none.
    pub fn build(&self) -> Result<Ludo, SetupError> {
        let colours = self.colours();
        if colours.len() < 2 {
            return SetupError::refuse(
                "Ludo is played by two to four colours: choose at least two",
            );
        }
        if self.start_throws {
            if self.progress.iter().flatten().any(|&r| r != 0) || !self.left.is_empty() {
                return SetupError::refuse(
                    "the players throw for who starts before any piece leaves its base                      (and before anyone leaves the race)",
                );
            }
            return Ok(Ludo::new(&LudoOptions { colours }));
        }
        let seat_of = |colour: Colour| colours.iter().position(|&c| c == colour);
        let Some(on_turn) = seat_of(self.on_turn) else {
            return SetupError::refuse(format!(
                "{} is on turn but not playing",
                self.on_turn.name()
            ));
        };
        let ranking = self.ranking();
        let racing = colours.len() - ranking.len() - self.left.len();
        if racing < 2 {
            return SetupError::refuse(
                "fewer than two colours are still racing: that game is over",
            );
        }
        if ranking.contains(&self.on_turn) {
            return SetupError::refuse(format!(
                "{} has brought all four pieces home: the colour on turn must still be racing",
                self.on_turn.name()
            ));
        }
        if !(1..=6).contains(&self.die) {
            return SetupError::refuse(format!("a die shows 1 to 6, not {}", self.die));
        }
        let digits = |list: &[Colour]| -> String {
            let text: String = list
                .iter()
                .filter_map(|&c| seat_of(c))
                .map(|s| s.to_string())
                .collect();
            if text.is_empty() {
                "-".into()
            } else {
                text
            }
        };
        let letters: String = colours.iter().map(|c| c.letter()).collect();
        let pieces: Vec<String> = colours
            .iter()
            .map(|&c| self.progress(c).map(|r| r.to_string()).join(","))
            .collect();
        let phase = if self.thrown { 'm' } else { 'r' };
        let code = format!(
            "L2.{letters}.{}.{phase}{on_turn}.{}.{}.{}",
            pieces.join(":"),
            self.die,
            digits(&ranking),
            digits(&self.left)
        );
        Ok(Ludo::decode(&code, &LudoOptions { colours })?)
    }
}
