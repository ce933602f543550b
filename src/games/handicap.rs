//! Handicaps for players of unequal strength, chosen with a new game: what each game offers, the
//! start position each one makes, how a handicap counts the result, and its names in the game's
//! record (a short code for saves and links, an English sentence for game files).
//!
//! - Chess: piece odds (the stronger side plays without the f-pawn, the queen's knight, the
//!   queen's rook or the queen) and draw odds (a draw counts as a win for the weaker side; the
//!   board's result stays a draw, the handicap names who it counts for).
//! - English draughts, Tammi and Tama: the stronger side plays one or two men fewer.
//! - Camelot: the stronger side plays a knight fewer.
//! - Backgammon: in a match, the weaker player starts ahead by a chosen number of points; in a
//!   match or a money game, the cube is always the weaker player's (only they double, and a
//!   taken double stays with them: [`BackgammonOptions::cube_keeper`](super::backgammon::BackgammonOptions)).
//!   A rule of the game more than a position, so it lives in the game's options.
//! - Ludo: one or two of the weaker player's pieces start on the board, on their start field.
//!
//! Time odds are the clock's (different times per side), not a handicap of the position.
//!
//! ```
//! use tabula::games::handicap::{Handicap, Odds};
//! use tabula::games::GameKind;
//! use tabula::rules::{Game, Seat};
//! let queen = Handicap { odds: Odds::Piece('Q'), seat: Seat(0) };
//! let game = queen.start(&GameKind::Chess.default_options()).unwrap();
//! assert_eq!(game.encode(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
//! assert_eq!(queen.code(), "queen:0");
//! assert_eq!(Handicap::parse(GameKind::Chess, "queen:0"), Some(queen));
//! ```

use super::backgammon::Backgammon;
use super::ludo::board::cell_of;
use super::setup::{AnySetup, Token};
use super::{AnyGame, AnyOptions, GameKind};
use crate::rules::{Game, Outcome, Seat, SetupError};

/// What a handicap gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Odds {
    /// Chess: the stronger side plays without this piece ('P' the f-pawn, 'N' the queen's
    /// knight, 'R' the queen's rook, 'Q' the queen). Camelot: 'N', a knight fewer.
    Piece(char),
    /// Chess: a draw counts as a win for the weaker side.
    Draw,
    /// Draughts: the stronger side plays this many men fewer (1 or 2).
    Men(u8),
    /// Backgammon: the weaker player starts the match this many points ahead.
    PointsAhead(u8),
    /// Backgammon: the cube is always the weaker player's.
    CubeKept,
    /// Ludo: this many of the weaker player's pieces start on the board (1 or 2).
    PiecesOut(u8),
}

/// A handicap and the seat it names: the stronger side, who gives it, where it takes
/// something away (piece odds, men, a knight, draw odds); the weaker side, who receives it,
/// where it adds something (backgammon's points, Ludo's pieces), since Ludo's other seats may
/// be several.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handicap {
    pub odds: Odds,
    pub seat: Seat,
}

/// The chess pieces piece odds take, in the order offered.
const CHESS_ODDS: [char; 4] = ['P', 'N', 'R', 'Q'];

/// The square (a1 = 0) of the piece a side gives at chess: the classical odds pieces.
fn chess_square(role: char, seat: Seat) -> Option<u8> {
    let white = match role {
        'P' => 13, // f2: the f-pawn, the classical pawn odds
        'N' => 1,  // b1: the queen's knight
        'R' => 0,  // a1: the queen's rook
        'Q' => 3,  // d1
        _ => return None,
    };
    // Black's piece stands on the same file of the mirrored rank.
    Some(if seat.0 == 0 { white } else { white ^ 56 })
}

fn role_code(role: char) -> &'static str {
    match role {
        'P' => "pawn",
        'N' => "knight",
        'R' => "rook",
        _ => "queen",
    }
}

impl Odds {
    /// The odds a game offers with these options (none where the game has none to offer:
    /// points ahead need a match of at least two points).
    pub fn offered(options: &AnyOptions) -> Vec<Odds> {
        match options {
            AnyOptions::Chess(_) => CHESS_ODDS
                .map(Odds::Piece)
                .into_iter()
                .chain([Odds::Draw])
                .collect(),
            AnyOptions::Draughts(_) => vec![Odds::Men(1), Odds::Men(2)],
            AnyOptions::Camelot(_) => vec![Odds::Piece('N')],
            AnyOptions::Backgammon(o) => {
                let ahead = (1..o.match_length.max(1)).map(Odds::PointsAhead);
                // A 1-point match has no cube to keep.
                let kept = (o.match_length != 1).then_some(Odds::CubeKept);
                ahead.chain(kept).collect()
            }
            AnyOptions::Ludo(_) => vec![Odds::PiecesOut(1), Odds::PiecesOut(2)],
        }
    }

    fn code(self) -> String {
        match self {
            Odds::Piece(role) => role_code(role).to_string(),
            Odds::Draw => "draw".into(),
            Odds::Men(n) => format!("men{n}"),
            Odds::PointsAhead(n) => format!("ahead{n}"),
            Odds::CubeKept => "cube".into(),
            Odds::PiecesOut(n) => format!("out{n}"),
        }
    }
}

impl Handicap {
    /// Every handicap a game with these options offers, for each seat it may name.
    pub fn choices(options: &AnyOptions) -> Vec<Handicap> {
        let seats = AnyGame::new(options).num_players() as u8;
        Odds::offered(options)
            .into_iter()
            .flat_map(|odds| {
                (0..seats).map(move |seat| Handicap {
                    odds,
                    seat: Seat(seat),
                })
            })
            .collect()
    }

    /// The short code saves and links carry: `<odds>:<seat>` ("queen:0", "men2:1", "ahead3:1").
    pub fn code(&self) -> String {
        format!("{}:{}", self.odds.code(), self.seat.0)
    }

    /// Reads a code of [`Handicap::code`] for a game of `kind`; `None` for a code the game
    /// does not offer (a seat it lacks is caught by [`Handicap::start`]).
    pub fn parse(kind: GameKind, code: &str) -> Option<Handicap> {
        let (odds, seat) = code.split_once(':')?;
        let seat = Seat(seat.parse().ok()?);
        let offered = Odds::offered(&kind.default_options());
        let odds = match odds {
            "cube" if kind == GameKind::Backgammon => Odds::CubeKept,
            // Backgammon's points depend on the match length, which the options hold: any
            // number reads, and the start checks it against the match.
            _ if kind == GameKind::Backgammon => {
                Odds::PointsAhead(odds.strip_prefix("ahead")?.parse().ok()?)
            }
            _ => offered.into_iter().find(|o| o.code() == odds)?,
        };
        Some(Handicap { odds, seat })
    }

    /// The handicap's English name (the command line, docs): "Queen odds: White plays without
    /// the queen". The page's files name it by its code.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn name(&self, game: &AnyGame) -> String {
        let side = game.side_name(self.seat);
        let other = game.side_name(Seat(1 - self.seat.0.min(1)));
        match (self.odds, game) {
            (Odds::Piece('N'), AnyGame::Camelot(_)) => {
                format!("Knight odds: {side} plays a knight fewer")
            }
            (Odds::Piece(role), _) => {
                let square = chess_square(role, self.seat).map_or(String::new(), |s| {
                    format!("{}{} ", char::from(b'a' + s % 8), s / 8 + 1)
                });
                let piece = match role {
                    'Q' => "queen".to_string(),
                    _ => format!("{square}{}", role_code(role)),
                };
                let title = format!(
                    "{}{}",
                    role_code(role)[..1].to_ascii_uppercase(),
                    &role_code(role)[1..]
                );
                format!("{title} odds: {side} plays without the {piece}")
            }
            (Odds::Draw, _) => format!("Draw odds: a draw counts as a win for {other}"),
            (Odds::Men(1), _) => format!("{side} plays one man fewer"),
            (Odds::Men(n), _) => format!("{side} plays {n} men fewer"),
            (Odds::PointsAhead(n), _) => {
                let points = if n == 1 { "point" } else { "points" };
                format!("{side} starts the match {n} {points} ahead")
            }
            (Odds::CubeKept, _) => format!("The cube is always {side}'s"),
            (Odds::PiecesOut(1), _) => format!("{side} starts with one piece on the board"),
            (Odds::PiecesOut(n), _) => format!("{side} starts with {n} pieces on the board"),
        }
    }

    /// The rules this handicap changes in the game's options: the kept cube's keeper.
    pub fn rules(&self, options: &mut AnyOptions) {
        if let (Odds::CubeKept, AnyOptions::Backgammon(o)) = (self.odds, options) {
            o.cube_keeper = Some(self.seat);
        }
    }

    /// The start position of a new game with these options and this handicap, or why there
    /// can be none (a seat the game lacks, points ahead that would win the match).
    pub fn start(&self, options: &AnyOptions) -> Result<AnyGame, SetupError> {
        let players = AnyGame::new(options).num_players();
        if usize::from(self.seat.0) >= players {
            return SetupError::refuse(format!("the game has no seat {}", self.seat.0));
        }
        if !Odds::offered(options).contains(&self.odds) {
            return SetupError::refuse(format!(
                "{} is not a handicap of this game",
                self.odds.code()
            ));
        }
        let mut setup = AnySetup::from_game(&AnyGame::new(options));
        match (&mut setup, self.odds) {
            (AnySetup::Chess(chess), Odds::Piece(role)) => {
                if let Some(square) = chess_square(role, self.seat) {
                    chess.put(square, None);
                }
                if role == 'R' {
                    // Without the queen's rook there is no castling on that side.
                    chess.castling[usize::from(self.seat.0.min(1)) * 2 + 1] = false;
                }
            }
            (AnySetup::Camelot(_), Odds::Piece(_)) => {
                take_front(&mut setup, self.seat, 12, |t| {
                    matches!(
                        t,
                        Token::Camelot {
                            piece: super::camelot::Piece::Knight,
                            ..
                        }
                    )
                });
            }
            (AnySetup::Draughts(_), Odds::Men(n)) => {
                for _ in 0..n {
                    take_front(&mut setup, self.seat, 8, |t| {
                        matches!(t, Token::Draughts { king: false, .. })
                    });
                }
            }
            (AnySetup::Ludo(ludo), Odds::PiecesOut(n)) => {
                let colours = ludo.colours();
                let colour = colours[usize::from(self.seat.0)];
                for _ in 0..n {
                    ludo.add(cell_of(colour, 1), colour)
                        .map_err(|why| SetupError { message: why })?;
                }
                // A piece already out: there is no throwing for who starts (which waits for
                // every piece to be in its base); the first colour throws first, as seated.
                ludo.start_throws = false;
                ludo.on_turn = colours[0];
            }
            (AnySetup::Backgammon(_), Odds::PointsAhead(n)) => {
                let AnyOptions::Backgammon(o) = options else {
                    return SetupError::refuse("points ahead are a backgammon handicap");
                };
                let mut score = [0, 0];
                score[usize::from(self.seat.0)] = u32::from(n);
                return Ok(AnyGame::Backgammon(Backgammon::start_at_score(o, score)));
            }
            (AnySetup::Backgammon(_), Odds::CubeKept) => {
                let mut kept = options.clone();
                self.rules(&mut kept);
                return Ok(AnyGame::new(&kept));
            }
            _ => {}
        }
        setup.build()
    }

    /// The result as the handicap counts it, where it counts it otherwise than the board:
    /// under draw odds a draw is a win for the weaker side.
    pub fn counted(&self, outcome: &Outcome) -> Option<Outcome> {
        match (self.odds, outcome) {
            (Odds::Draw, Outcome::Draw) => Some(Outcome::Win(Seat(1 - self.seat.0.min(1)))),
            _ => None,
        }
    }
}

/// Takes off one of `seat`'s pieces that `which` accepts: the one in front (nearest the
/// other side's pieces), nearest the centre, so that the back row stays whole. `width` is the
/// board's cells per row.
fn take_front(setup: &mut AnySetup, seat: Seat, width: u16, which: impl Fn(Token) -> bool) {
    let cells: Vec<(u16, Token)> = (0..width * 16)
        .filter_map(|cell| Some((cell, setup.token_at(crate::rules::Cell(cell))?)))
        .collect();
    let owner = |token: Token| match token {
        Token::Draughts { seat, .. } | Token::Camelot { seat, .. } | Token::Chess { seat, .. } => {
            Some(seat)
        }
        _ => None,
    };
    let row = |cell: u16| i32::from(cell / width);
    let mean_row = |of: Seat| {
        let rows: Vec<i32> = cells
            .iter()
            .filter(|(_, t)| owner(*t) == Some(of))
            .map(|(c, _)| row(*c))
            .collect();
        rows.iter().sum::<i32>() / rows.len().max(1) as i32
    };
    // Forward is toward the other side's pieces.
    let forward = if mean_row(seat) < mean_row(Seat(1 - seat.0.min(1))) {
        1
    } else {
        -1
    };
    let centre = |cell: u16| (2 * i32::from(cell % width) - i32::from(width) + 1).abs();
    let chosen = cells
        .iter()
        .filter(|(_, t)| owner(*t) == Some(seat) && which(*t))
        // The front row first, then the most central; of two, the one on the side's left.
        .min_by_key(|(cell, _)| {
            (
                -forward * row(*cell),
                centre(*cell),
                forward * i32::from(*cell),
            )
        })
        .map(|(cell, _)| *cell);
    if let Some(cell) = chosen {
        setup.remove(crate::rules::Cell(cell), None);
    }
}
