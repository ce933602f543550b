//! The board editor's positions for every game: [`AnySetup`] holds one game's editable position,
//! which may be one the rules refuse (a pawn on the last rank, sixteen checkers, no king), and
//! turns it into a game with [`AnySetup::build`], or says why there can be none. Cells are the
//! board cells the game's renderer uses ([`crate::rules::Cell`]), so a click places a piece
//! wherever the game draws one.
//!
//! ```
//! use tabula::games::setup::{AnySetup, Token};
//! use tabula::games::GameKind;
//! use tabula::rules::{Cell, Seat};
//! let mut setup = AnySetup::empty(GameKind::Chess);
//! setup.place(Cell(4), Token::Chess { seat: Seat(0), role: 'K' }).unwrap();
//! assert_eq!(setup.build().unwrap_err().message, "Black has no king");
//! setup.place(Cell(60), Token::Chess { seat: Seat(1), role: 'K' }).unwrap();
//! assert!(setup.build().is_ok());
//! ```

use super::backgammon::setup::BackgammonSetup;
use super::camelot::{setup::CamelotSetup, Piece as CamelotPiece};
use super::chess::setup::{role_name, ChessSetup, ROLES};
use super::draughts::{setup::DraughtsSetup, Piece as DraughtsPiece};
use super::ludo::{setup::LudoSetup, Colour};
use super::{AnyGame, AnyOptions, GameKind};
use crate::rules::{Cell, Seat, SetupError};

/// A piece the editor can place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Token {
    /// A chess piece: its side and letter (K, Q, R, B, N, P).
    Chess { seat: Seat, role: char },
    /// A draughts man or king.
    Draughts { seat: Seat, king: bool },
    /// A backgammon checker.
    Checker(Seat),
    /// A Ludo piece of a colour.
    Ludo(Colour),
    /// A Camelot knight or man.
    Camelot { seat: Seat, piece: CamelotPiece },
}

/// One game's position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnySetup {
    Chess(ChessSetup),
    Draughts(DraughtsSetup),
    Backgammon(BackgammonSetup),
    Ludo(LudoSetup),
    Camelot(CamelotSetup),
}

fn two_sides(name: impl Fn(Seat) -> &'static str) -> Vec<(Seat, String)> {
    [Seat(0), Seat(1)]
        .into_iter()
        .map(|s| (s, name(s).to_string()))
        .collect()
}

fn white_black(seat: Seat) -> &'static str {
    if seat.0 == 0 {
        "White"
    } else {
        "Black"
    }
}

impl AnySetup {
    /// The game's starting position, with its default options.
    pub fn start(kind: GameKind) -> AnySetup {
        AnySetup::from_game(&AnyGame::new_of(kind))
    }

    /// An empty board of the game (for Ludo: every piece in its base).
    pub fn empty(kind: GameKind) -> AnySetup {
        AnySetup::start(kind).cleared()
    }

    /// The same game and options with the board emptied.
    pub fn cleared(&self) -> AnySetup {
        match self {
            AnySetup::Chess(s) => {
                let mut empty = ChessSetup::empty();
                empty.options = s.options.clone();
                AnySetup::Chess(empty)
            }
            AnySetup::Draughts(s) => AnySetup::Draughts(DraughtsSetup::empty(s.options.clone())),
            AnySetup::Backgammon(s) => {
                AnySetup::Backgammon(BackgammonSetup::empty(s.options.clone()))
            }
            AnySetup::Ludo(s) => AnySetup::Ludo(LudoSetup::start(&super::ludo::LudoOptions {
                colours: s.colours(),
            })),
            AnySetup::Camelot(s) => AnySetup::Camelot(CamelotSetup::empty(s.options.clone())),
        }
    }

    /// The position of a game, to edit.
    pub fn from_game(game: &AnyGame) -> AnySetup {
        match game {
            AnyGame::Chess(g) => AnySetup::Chess(ChessSetup::from_game(g)),
            AnyGame::Draughts(g) => AnySetup::Draughts(DraughtsSetup::from_game(g)),
            AnyGame::Backgammon(g) => AnySetup::Backgammon(BackgammonSetup::from_game(g)),
            AnyGame::Ludo(g) => AnySetup::Ludo(LudoSetup::from_game(g)),
            AnyGame::Camelot(g) => AnySetup::Camelot(CamelotSetup::from_game(g)),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnySetup::Chess(_) => GameKind::Chess,
            AnySetup::Draughts(s) => AnyOptions::Draughts(s.options.clone()).kind(),
            AnySetup::Backgammon(_) => GameKind::Backgammon,
            AnySetup::Ludo(_) => GameKind::Ludo,
            AnySetup::Camelot(_) => GameKind::Camelot,
        }
    }

    /// The pieces a player can place, in the order the palette shows them.
    pub fn palette(&self) -> Vec<Token> {
        let sides = [Seat(0), Seat(1)];
        match self {
            AnySetup::Chess(_) => sides
                .into_iter()
                .flat_map(|seat| ROLES.map(|role| Token::Chess { seat, role }))
                .collect(),
            AnySetup::Draughts(_) => sides
                .into_iter()
                .flat_map(|seat| [false, true].map(|king| Token::Draughts { seat, king }))
                .collect(),
            AnySetup::Backgammon(_) => sides.map(Token::Checker).to_vec(),
            AnySetup::Ludo(s) => s.colours().into_iter().map(Token::Ludo).collect(),
            AnySetup::Camelot(_) => sides
                .into_iter()
                .flat_map(|seat| {
                    [CamelotPiece::Knight, CamelotPiece::Man]
                        .map(|piece| Token::Camelot { seat, piece })
                })
                .collect(),
        }
    }

    /// A piece's name for players ("White knight", "Black man", "Red piece").
    pub fn token_name(&self, token: Token) -> String {
        match (self, token) {
            (_, Token::Chess { seat, role }) => {
                format!("{} {}", white_black(seat), role_name(role))
            }
            (AnySetup::Draughts(s), Token::Draughts { seat, king }) => {
                let kind = if king { "king" } else { "man" };
                format!("{} {kind}", s.side_name(seat))
            }
            (_, Token::Draughts { seat, king }) => {
                format!(
                    "{} {}",
                    white_black(seat),
                    if king { "king" } else { "man" }
                )
            }
            (_, Token::Checker(seat)) => format!("{} checker", white_black(seat)),
            (_, Token::Ludo(colour)) => format!("{} piece", colour.name()),
            (_, Token::Camelot { seat, piece }) => {
                let kind = match piece {
                    CamelotPiece::Knight => "knight",
                    CamelotPiece::Man => "man",
                };
                format!("{} {kind}", white_black(seat))
            }
        }
    }

    /// The sides (seats) that can be set to move, with their names.
    pub fn sides(&self) -> Vec<(Seat, String)> {
        match self {
            AnySetup::Draughts(s) => two_sides(|seat| s.side_name(seat)),
            AnySetup::Ludo(s) => s
                .colours()
                .into_iter()
                .enumerate()
                .map(|(i, c)| (Seat(i as u8), c.name().to_string()))
                .collect(),
            _ => two_sides(white_black),
        }
    }

    /// The side to move (for Ludo, the seat of the colour on turn).
    pub fn to_move(&self) -> Seat {
        match self {
            AnySetup::Chess(s) => s.to_move,
            AnySetup::Draughts(s) => s.to_move,
            AnySetup::Backgammon(s) => s.on_roll,
            AnySetup::Ludo(s) => Seat(
                s.colours()
                    .iter()
                    .position(|&c| c == s.on_turn)
                    .unwrap_or(0) as u8,
            ),
            AnySetup::Camelot(s) => s.to_move,
        }
    }

    /// Sets the side to move.
    pub fn set_to_move(&mut self, seat: Seat) {
        match self {
            AnySetup::Chess(s) => s.to_move = Seat(seat.0.min(1)),
            AnySetup::Draughts(s) => s.to_move = Seat(seat.0.min(1)),
            AnySetup::Backgammon(s) => s.on_roll = Seat(seat.0.min(1)),
            AnySetup::Ludo(s) => {
                if let Some(&colour) = s.colours().get(usize::from(seat.0)) {
                    s.on_turn = colour;
                }
            }
            AnySetup::Camelot(s) => s.to_move = Seat(seat.0.min(1)),
        }
    }

    /// Places a piece on a cell: on the grid games it replaces what is there; on the
    /// backgammon points and bars and the Ludo fields it adds one to those there. The error
    /// says why the piece cannot go there.
    pub fn place(&mut self, cell: Cell, token: Token) -> Result<(), String> {
        let square = u8::try_from(cell.0).unwrap_or(u8::MAX);
        match (self, token) {
            (AnySetup::Chess(s), Token::Chess { seat, role }) if square < 64 => {
                s.put(square, Some((seat, role)));
                Ok(())
            }
            (AnySetup::Draughts(s), Token::Draughts { seat, king }) => {
                s.put(square, Some(DraughtsPiece { seat, king }))
            }
            (AnySetup::Backgammon(s), Token::Checker(seat)) => s.add(cell, seat),
            (AnySetup::Ludo(s), Token::Ludo(colour)) => s.add(cell, colour),
            (AnySetup::Camelot(s), Token::Camelot { seat, piece }) => {
                s.put(cell.0, Some((seat, piece)))
            }
            _ => Err("that piece does not belong to this game or this board".into()),
        }
    }

    /// Takes a piece off a cell (one of a stack); false when there was none. `chosen` is the
    /// piece picked in the palette, whose colour is taken first where several share a cell.
    pub fn remove(&mut self, cell: Cell, chosen: Option<Token>) -> bool {
        let square = u8::try_from(cell.0).unwrap_or(u8::MAX);
        let had = self.token_at(cell).is_some();
        match self {
            AnySetup::Chess(s) => s.put(square, None),
            AnySetup::Draughts(s) => {
                let _ = s.put(square, None);
            }
            AnySetup::Backgammon(s) => return s.remove_one(cell),
            AnySetup::Ludo(s) => {
                let prefer = match chosen {
                    Some(Token::Ludo(colour)) => Some(colour),
                    _ => None,
                };
                return s.remove_one(cell, prefer);
            }
            AnySetup::Camelot(s) => {
                let _ = s.put(cell.0, None);
            }
        }
        had
    }

    /// The piece on a cell of a grid game, or the side's checker on a backgammon point; `None`
    /// for an empty cell and for Ludo fields.
    pub fn token_at(&self, cell: Cell) -> Option<Token> {
        let square = u8::try_from(cell.0).unwrap_or(u8::MAX);
        match self {
            AnySetup::Chess(s) => s
                .piece_at(square)
                .map(|(seat, role)| Token::Chess { seat, role }),
            AnySetup::Draughts(s) => s.piece_at(square).map(|p| Token::Draughts {
                seat: p.seat,
                king: p.king,
            }),
            AnySetup::Backgammon(s) => s.owner(cell).map(Token::Checker),
            AnySetup::Ludo(_) => None,
            AnySetup::Camelot(s) => s
                .piece_at(cell.0)
                .map(|(seat, piece)| Token::Camelot { seat, piece }),
        }
    }

    /// Whether several pieces stack on one cell (backgammon, Ludo): then a click adds one more
    /// rather than taking the piece off.
    pub fn stacks(&self) -> bool {
        matches!(self, AnySetup::Backgammon(_) | AnySetup::Ludo(_))
    }

    /// The game at this position, or why there can be none.
    pub fn build(&self) -> Result<AnyGame, SetupError> {
        Ok(match self {
            AnySetup::Chess(s) => AnyGame::Chess(s.build()?),
            AnySetup::Draughts(s) => AnyGame::Draughts(s.build()?),
            AnySetup::Backgammon(s) => AnyGame::Backgammon(s.build()?),
            AnySetup::Ludo(s) => AnyGame::Ludo(s.build()?),
            AnySetup::Camelot(s) => AnyGame::Camelot(s.build()?),
        })
    }
}
