//! The board editor's positions, game by game: set-ups that build into the game expected, and a
//! table of impossible positions, each refused with its reason.

use tabula::games::backgammon::{BackgammonOptions, BLACK_BAR, WHITE_BAR};
use tabula::games::camelot::{board::parse_square, Piece as CamelotPiece};
use tabula::games::ludo::{Colour, PiecePos};
use tabula::games::setup::{AnySetup, Token};
use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Cell, Game, Seat};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

/// A chess square by name.
fn sq(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell(u16::from(b[1] - b'1') * 8 + u16::from(b[0] - b'a'))
}

fn chess(pieces: &[(&str, Seat, char)]) -> AnySetup {
    let mut setup = AnySetup::empty(GameKind::Chess);
    for &(square, seat, role) in pieces {
        setup
            .place(sq(square), Token::Chess { seat, role })
            .unwrap();
    }
    setup
}

fn kings() -> Vec<(&'static str, Seat, char)> {
    vec![("e1", WHITE, 'K'), ("e8", BLACK, 'K')]
}

fn chess_with(extra: &[(&'static str, Seat, char)]) -> AnySetup {
    let mut pieces = kings();
    pieces.extend_from_slice(extra);
    chess(&pieces)
}

fn with_chess(
    mut setup: AnySetup,
    edit: impl FnOnce(&mut tabula::games::chess::setup::ChessSetup),
) -> AnySetup {
    if let AnySetup::Chess(s) = &mut setup {
        edit(s);
    }
    setup
}

fn with_bg(
    mut setup: AnySetup,
    edit: impl FnOnce(&mut tabula::games::backgammon::setup::BackgammonSetup),
) -> AnySetup {
    if let AnySetup::Backgammon(s) = &mut setup {
        edit(s);
    }
    setup
}

fn draughts(kind: GameKind, pieces: &[(u16, Seat, bool)]) -> AnySetup {
    let mut setup = AnySetup::empty(kind);
    for &(square, seat, king) in pieces {
        setup
            .place(Cell(square), Token::Draughts { seat, king })
            .unwrap();
    }
    setup
}

/// A backgammon board with one White checker on the 24-point and one Black on its own
/// 24-point (White's 1), plus `extra` checkers of `seat` on a cell.
fn backgammon(extra: &[(Cell, Seat, u8)]) -> AnySetup {
    let mut setup = AnySetup::empty(GameKind::Backgammon);
    let mut all = vec![(Cell(24), WHITE, 1), (Cell(1), BLACK, 1)];
    all.extend_from_slice(extra);
    for (cell, seat, n) in all {
        for _ in 0..n {
            setup.place(cell, Token::Checker(seat)).unwrap();
        }
    }
    setup
}

#[test]
fn impossible_positions_are_refused_with_their_reason() {
    let sixteen_knights: Vec<(&str, Seat, char)> = ["a", "b", "c", "d", "f", "g", "h"]
        .iter()
        .flat_map(|f| ["3", "4", "5"].map(move |r| (f, r)))
        .map(|(f, r)| {
            (
                Box::leak(format!("{f}{r}").into_boxed_str()) as &str,
                WHITE,
                'N',
            )
        })
        .collect();
    let table: Vec<(&str, AnySetup, &str)> = vec![
        ("no king", chess(&[("e1", WHITE, 'K')]), "Black has no king"),
        (
            "two kings",
            chess_with(&[("a1", WHITE, 'K')]),
            "White has 2 kings",
        ),
        (
            "too many pieces",
            chess_with(&sixteen_knights),
            "White has 22 pieces",
        ),
        (
            "nine pawns",
            chess_with(&[
                ("a2", WHITE, 'P'),
                ("b2", WHITE, 'P'),
                ("c2", WHITE, 'P'),
                ("d2", WHITE, 'P'),
                ("e2", WHITE, 'P'),
                ("f2", WHITE, 'P'),
                ("g2", WHITE, 'P'),
                ("h2", WHITE, 'P'),
                ("a3", WHITE, 'P'),
            ]),
            "White has 9 pawns",
        ),
        (
            "pawn on the first rank",
            chess_with(&[("a1", WHITE, 'P')]),
            "pawns never stand on the first or last rank",
        ),
        (
            "pawn on the last rank",
            chess_with(&[("a8", BLACK, 'P')]),
            "a Black pawn stands on a8",
        ),
        (
            "side not to move in check",
            chess_with(&[("e4", WHITE, 'R')]),
            "Black is in check with White to move",
        ),
        (
            "both kings in check",
            chess_with(&[("a4", WHITE, 'Q'), ("b4", BLACK, 'B')]),
            "both kings are in check",
        ),
        (
            "castling without the rook",
            with_chess(chess(&kings()), |s| s.castling[0] = true),
            "White may castle kingside only with its king on e1 and a rook on h1",
        ),
        (
            "castling with the king moved",
            with_chess(
                chess(&[("e1", WHITE, 'K'), ("d8", BLACK, 'K'), ("a8", BLACK, 'R')]),
                |s| s.castling[3] = true,
            ),
            "Black may castle queenside",
        ),
        (
            "en passant without the pawn",
            with_chess(chess(&kings()), |s| s.en_passant = Some(3)),
            "en passant on d6 needs a Black pawn on d5",
        ),
        (
            "draughts man on its crowning row",
            draughts(
                GameKind::EnglishDraughts,
                &[(0, Seat(0), false), (63, Seat(1), true)],
            ),
            "a Black man stands on 29, on the row where Black is crowned",
        ),
        (
            "draughts: too many pieces",
            draughts(
                GameKind::EnglishDraughts,
                &(0..26u16)
                    .map(|i| {
                        let rank = i / 4 + 1;
                        (rank * 8 + (i % 4) * 2 + rank % 2, Seat(1), true)
                    })
                    .collect::<Vec<_>>(),
            ),
            "White has 26 pieces, but a side has at most 12",
        ),
        (
            "tama man behind its start rows",
            draughts(GameKind::Tama, &[(0, Seat(0), false)]),
            "behind the rows men start on",
        ),
        (
            "sixteen checkers",
            backgammon(&[(Cell(6), WHITE, 15)]),
            "White has 16 checkers on the board and the bar: a side has 15",
        ),
        (
            "all checkers borne off",
            with_bg(AnySetup::empty(GameKind::Backgammon), |s| s.on_roll = WHITE),
            "White has no checkers on the board",
        ),
        (
            "cube in the middle at 4",
            with_bg(backgammon(&[]), |s| s.cube_value = 4),
            "choose its owner",
        ),
        (
            "cube owned at 1",
            with_bg(backgammon(&[]), |s| s.cube_owner = Some(BLACK)),
            "Black owns the cube at 1",
        ),
        (
            "cube at 3",
            with_bg(backgammon(&[]), |s| {
                s.cube_value = 3;
                s.cube_owner = Some(WHITE)
            }),
            "not 3",
        ),
        (
            "score past the match",
            with_bg(backgammon(&[]), |s| s.score = [5, 2]),
            "at 5-2 the match to 5 is already won",
        ),
        (
            "money game with a score",
            with_bg(backgammon(&[]), |s| {
                s.options.match_length = 0;
                s.score = [1, 0]
            }),
            "a money game has no score",
        ),
        (
            "crawford game at the wrong score",
            with_bg(backgammon(&[]), |s| s.crawford_game = true),
            "the Crawford game is the game after one player first comes within a point",
        ),
        (
            "cube turned in the crawford game",
            with_bg(backgammon(&[]), |s| {
                s.score = [4, 1];
                s.crawford_game = true;
                s.cube_value = 2;
                s.cube_owner = Some(WHITE)
            }),
            "the Crawford game is played without the cube",
        ),
        (
            "cube in a one-point match",
            with_bg(backgammon(&[]), |s| {
                s.options = BackgammonOptions {
                    match_length: 1,
                    ..s.options.clone()
                };
                s.cube_value = 2;
                s.cube_owner = Some(WHITE)
            }),
            "a 1-point match is played without the cube",
        ),
        (
            "ludo with one colour",
            ludo_one_colour(),
            "two to four colours",
        ),
        (
            "ludo: on turn but finished",
            ludo_finished_on_turn(),
            "the colour on turn must still be racing",
        ),
        (
            "ludo: start throws with a piece out",
            ludo_start_with_piece_out(),
            "before any piece leaves its base",
        ),
        (
            "camelot: five knights",
            camelot_knights(5),
            "White has 5 knights",
        ),
        (
            "camelot: three castle moves",
            camelot_castle_moves(3),
            "at most 2",
        ),
    ];
    for (what, setup, reason) in table {
        match setup.build() {
            Ok(game) => panic!("{what}: accepted as {}", game.encode()),
            Err(error) => assert!(
                error.message.contains(reason),
                "{what}: the reason was \"{}\", expected it to say \"{reason}\"",
                error.message
            ),
        }
    }
}

fn ludo_one_colour() -> AnySetup {
    let mut setup = AnySetup::start(GameKind::Ludo);
    if let AnySetup::Ludo(s) = &mut setup {
        for colour in [Colour::Blue, Colour::Yellow, Colour::Green] {
            s.set_playing(colour, false);
        }
    }
    setup
}

fn ludo_finished_on_turn() -> AnySetup {
    let mut setup = AnySetup::start(GameKind::Ludo);
    for _ in 0..4 {
        setup.place(Cell(300), Token::Ludo(Colour::Red)).unwrap();
    }
    setup
}

fn ludo_start_with_piece_out() -> AnySetup {
    let mut setup = AnySetup::start(GameKind::Ludo);
    setup.place(Cell(3), Token::Ludo(Colour::Red)).unwrap();
    if let AnySetup::Ludo(s) = &mut setup {
        s.start_throws = true;
    }
    setup
}

fn camelot_knights(n: u16) -> AnySetup {
    let mut setup = AnySetup::empty(GameKind::Camelot);
    for file in 0..n {
        let square = parse_square(&format!("{}8", char::from(b'A' + file as u8))).unwrap();
        let token = Token::Camelot {
            seat: WHITE,
            piece: CamelotPiece::Knight,
        };
        setup.place(Cell(square), token).unwrap();
    }
    setup
}

fn camelot_castle_moves(n: u8) -> AnySetup {
    let mut setup = camelot_knights(1);
    if let AnySetup::Camelot(s) = &mut setup {
        s.castle_moves = [n, 0];
    }
    setup
}

#[test]
fn chess_set_ups_build_with_their_extras() {
    let game = with_chess(chess_with(&[("h1", WHITE, 'R'), ("a8", BLACK, 'R')]), |s| {
        s.castling = [true, false, false, true];
        s.to_move = BLACK;
    })
    .build()
    .unwrap();
    assert_eq!(game.encode(), "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1");
    // A pawn that has just advanced two squares, with a capture en passant possible.
    let game = with_chess(chess_with(&[("e4", WHITE, 'P'), ("d4", BLACK, 'P')]), |s| {
        s.to_move = BLACK;
        s.en_passant = Some(4);
    })
    .build()
    .unwrap();
    assert_eq!(game.encode(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let AnyGame::Chess(chess) = &game else {
        panic!()
    };
    assert!(game.parse_move("dxe3").is_ok(), "{}", chess.encode());
}

#[test]
fn draughts_set_ups_build_and_refuse_light_squares() {
    let setup = draughts(
        GameKind::EnglishDraughts,
        &[(2, Seat(0), true), (27, Seat(1), false)],
    );
    assert_eq!(setup.build().unwrap().encode(), "B:W18:BK30");
    let mut setup = AnySetup::empty(GameKind::EnglishDraughts);
    let refused = setup.place(
        Cell(1),
        Token::Draughts {
            seat: WHITE,
            king: false,
        },
    );
    assert_eq!(
        refused,
        Err("pieces stand only on the dark squares".to_string())
    );
    let setup = draughts(
        GameKind::Tammi,
        &[(27, Seat(0), false), (36, Seat(1), true)],
    );
    assert_eq!(setup.build().unwrap().encode(), "W:Wd4:BKe5");
}

#[test]
fn backgammon_set_up_with_the_bar_a_cube_and_a_score() {
    let setup = with_bg(
        backgammon(&[
            (WHITE_BAR, WHITE, 2),
            (BLACK_BAR, BLACK, 1),
            (Cell(6), WHITE, 3),
        ]),
        |s| {
            s.score = [2, 1];
            s.cube_value = 4;
            s.cube_owner = Some(BLACK);
            s.on_roll = BLACK;
        },
    );
    let AnyGame::Backgammon(game) = setup.build().unwrap() else {
        panic!()
    };
    assert_eq!((game.on_bar(WHITE), game.on_bar(BLACK)), (2, 1));
    assert_eq!(game.borne_off(WHITE), 9);
    assert_eq!(game.cube(), (4, Some(BLACK)));
    assert_eq!(game.score(), (2, 1));
    assert_eq!(game.seat_on_roll(), Some(BLACK));
    // A point held by the other side takes no checker; one's own tray is not for placing.
    let mut setup = backgammon(&[]);
    assert!(setup
        .place(Cell(24), Token::Checker(BLACK))
        .unwrap_err()
        .contains("White holds"));
    assert!(setup.place(Cell(0), Token::Checker(WHITE)).is_err());
    assert!(setup.remove(Cell(24), None));
    assert!(!setup.remove(Cell(24), None));
}

#[test]
fn ludo_set_up_with_three_colours_and_a_throw_to_move() {
    let mut setup = AnySetup::start(GameKind::Ludo);
    if let AnySetup::Ludo(s) = &mut setup {
        s.set_playing(Colour::Green, false);
    }
    setup.place(Cell(5), Token::Ludo(Colour::Red)).unwrap();
    setup
        .place(Cell(100 + 10 + 2), Token::Ludo(Colour::Blue))
        .unwrap();
    setup.place(Cell(300), Token::Ludo(Colour::Yellow)).unwrap();
    assert!(
        setup.place(Cell(5), Token::Ludo(Colour::Blue)).is_err(),
        "Red holds field 5"
    );
    assert!(
        setup.place(Cell(100), Token::Ludo(Colour::Blue)).is_err(),
        "Red's home line"
    );
    setup.set_to_move(Seat(1));
    if let AnySetup::Ludo(s) = &mut setup {
        s.thrown = true;
        s.die = 1;
    }
    let AnyGame::Ludo(game) = setup.build().unwrap() else {
        panic!()
    };
    assert_eq!(game.num_players(), 3);
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::Track(5));
    assert_eq!(game.pieces(Seat(1))[0], PiecePos::HomeLine(2));
    assert_eq!(game.pieces(Seat(2))[0], PiecePos::Finished);
    assert_eq!(game.seat_on_turn(), Some(Seat(1)));
    assert_eq!(game.die(), Some(1));
}

#[test]
fn camelot_set_up_builds() {
    let mut setup = camelot_knights(2);
    let f10 = parse_square("F10").unwrap();
    setup
        .place(
            Cell(f10),
            Token::Camelot {
                seat: BLACK,
                piece: CamelotPiece::Man,
            },
        )
        .unwrap();
    setup.set_to_move(BLACK);
    assert_eq!(setup.build().unwrap().encode(), "B:WNA8,NB8:BF10:00");
    assert!(setup
        .place(
            Cell(0),
            Token::Camelot {
                seat: BLACK,
                piece: CamelotPiece::Man
            }
        )
        .is_err());
}
