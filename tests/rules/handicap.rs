//! Each handicap's start position (issue 27, 5), by name.

use tabula::games::backgammon::{Backgammon, BgMove, Phase};
use tabula::games::handicap::{Handicap, Odds};
use tabula::games::{AnyGame, AnyOptions, GameKind};
use tabula::rules::{Game, Outcome, Seat};

fn start(kind: GameKind, odds: Odds, seat: u8) -> String {
    start_with(&kind.default_options(), odds, seat)
}

fn start_with(options: &AnyOptions, odds: Odds, seat: u8) -> String {
    let handicap = Handicap {
        odds,
        seat: Seat(seat),
    };
    handicap.start(options).unwrap().encode()
}

#[test]
fn pawn_odds_takes_the_f_pawn() {
    assert_eq!(
        start(GameKind::Chess, Odds::Piece('P'), 0),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPP1PP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        start(GameKind::Chess, Odds::Piece('P'), 1),
        "rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn knight_odds_takes_the_queens_knight() {
    assert_eq!(
        start(GameKind::Chess, Odds::Piece('N'), 0),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
    );
}

#[test]
fn rook_odds_takes_the_queens_rook_and_its_castling() {
    assert_eq!(
        start(GameKind::Chess, Odds::Piece('R'), 0),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"
    );
    assert_eq!(
        start(GameKind::Chess, Odds::Piece('R'), 1),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
    );
}

#[test]
fn queen_odds_takes_the_queen() {
    assert_eq!(
        start(GameKind::Chess, Odds::Piece('Q'), 1),
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn draw_odds_keeps_the_board_and_counts_a_draw_for_the_weaker_side() {
    let chess = AnyGame::new_of(GameKind::Chess);
    assert_eq!(start(GameKind::Chess, Odds::Draw, 0), chess.encode());
    let white_gives = Handicap {
        odds: Odds::Draw,
        seat: Seat(0),
    };
    assert_eq!(
        white_gives.counted(&Outcome::Draw),
        Some(Outcome::Win(Seat(1)))
    );
    assert_eq!(white_gives.counted(&Outcome::Win(Seat(0))), None);
    assert_eq!(
        white_gives.name(&chess),
        "Draw odds: a draw counts as a win for Black"
    );
}

#[test]
fn english_draughts_men_fewer_come_off_the_front_row() {
    // Black (first to move) starts on 1-12, its front row 9-12; the central men go first.
    assert_eq!(
        start(GameKind::EnglishDraughts, Odds::Men(1), 0),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,11,12"
    );
    assert_eq!(
        start(GameKind::EnglishDraughts, Odds::Men(2), 1),
        "B:W21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
}

#[test]
fn tammi_and_tama_men_fewer_come_off_the_front_row() {
    // Tammi: White's front row is the third; e3 is its central man on White's left.
    assert_eq!(
        start(GameKind::Tammi, Odds::Men(1), 0),
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    assert_eq!(
        start(GameKind::Tammi, Odds::Men(2), 1),
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    // Tama: the men stand on the second and third rows (sixth and seventh for Black).
    assert_eq!(
        start(GameKind::Tama, Odds::Men(1), 0),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
    assert_eq!(
        start(GameKind::Tama, Odds::Men(2), 1),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
}

#[test]
fn camelot_knight_fewer() {
    // White's knights stand on C6, D7, I7 and J6: a front one goes, D7 (on White's left).
    assert_eq!(
        start(GameKind::Camelot, Odds::Piece('N'), 0),
        "W:WNC6,NI7,NJ6,D6,E6,E7,F6,F7,G6,G7,H6,H7,I6:BNC11,ND10,NI10,NJ11,D11,E10,E11,F10,F11,G10,G11,H10,H11,I11:00"
    );
}

#[test]
fn backgammon_points_ahead_start_the_match_at_that_score() {
    let mut money = GameKind::Backgammon.default_options();
    let AnyOptions::Backgammon(o) = &mut money else {
        unreachable!()
    };
    o.match_length = 0;
    // A money game has no points to start ahead by: its one handicap is the kept cube.
    assert!(Handicap::choices(&money)
        .iter()
        .all(|h| h.odds == Odds::CubeKept));
    let mut options = money.clone();
    let AnyOptions::Backgammon(o) = &mut options else {
        unreachable!()
    };
    o.match_length = 7;
    let code = start_with(&options, Odds::PointsAhead(3), 1);
    let game = AnyGame::decode(&code, &options).unwrap();
    let AnyGame::Backgammon(bg) = &game else {
        unreachable!()
    };
    assert_eq!(bg.score(), (0, 3));
    // The code opens the same game: the opening roll is still to come.
    assert_eq!(
        game,
        Handicap {
            odds: Odds::PointsAhead(3),
            seat: Seat(1)
        }
        .start(&options)
        .unwrap()
    );
    // A point short of the match: the Crawford game.
    let short = Handicap {
        odds: Odds::PointsAhead(6),
        seat: Seat(0),
    }
    .start(&options)
    .unwrap();
    let AnyGame::Backgammon(bg) = &short else {
        unreachable!()
    };
    assert!(bg.is_crawford_game());
    assert_eq!(AnyGame::decode(&short.encode(), &options).unwrap(), short);
    // Seven points ahead would win a match to 7.
    assert!(Handicap {
        odds: Odds::PointsAhead(7),
        seat: Seat(0)
    }
    .start(&options)
    .is_err());
}

/// Plays on (small rolls, the first legal steps) until `seat`'s turn, before its dice.
fn to_turn_of(mut game: Backgammon, seat: Seat) -> Backgammon {
    for _ in 0..40 {
        let mv = match game.phase() {
            Phase::OnRoll(s) | Phase::Rolling(s) if s == seat => return game,
            Phase::Opening => BgMove::OpeningRoll(
                if seat.0 == 0 { 1 } else { 2 },
                if seat.0 == 0 { 2 } else { 1 },
            ),
            Phase::OnRoll(_) => BgMove::RollDice,
            Phase::Rolling(_) => BgMove::Roll(2, 1),
            _ => {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                moves[0]
            }
        };
        game = game.play(&mv).unwrap();
    }
    panic!("{seat:?} never came on roll");
}

#[test]
fn backgammon_kept_cube_is_always_the_weaker_players() {
    let options = GameKind::Backgammon.default_options();
    let kept = Handicap {
        odds: Odds::CubeKept,
        seat: Seat(1),
    };
    assert!(Handicap::choices(&options).contains(&kept));
    let AnyGame::Backgammon(game) = kept.start(&options).unwrap() else {
        unreachable!()
    };
    // It starts Black's, at 1.
    assert_eq!(game.cube(), (1, Some(Seat(1))));
    // White's turns go straight to the dice: there is no cube to turn.
    let game = to_turn_of(game, Seat(0));
    assert_eq!(
        game.phase(),
        Phase::Rolling(Seat(0)),
        "the stronger side never doubles"
    );
    // Black doubles, White takes: the cube is at 2 and still Black's.
    let doubled = |game: Backgammon| {
        let game = to_turn_of(game, Seat(1)).play(&BgMove::Double).unwrap();
        game.play(&BgMove::Take).unwrap()
    };
    let game = doubled(game);
    assert_eq!(game.cube(), (2, Some(Seat(1))));
    // Black may double again on a later turn; White still may not.
    let game = to_turn_of(game, Seat(0));
    assert_eq!(game.phase(), Phase::Rolling(Seat(0)));
    let game = doubled(game);
    assert_eq!(game.cube(), (4, Some(Seat(1))));
    // Its code reads back under the handicap's rules, and is refused without them (a cube
    // owned at 1, or given to the doubler, is no position of the usual rules).
    let AnyGame::Backgammon(start) = kept.start(&options).unwrap() else {
        unreachable!()
    };
    let kept_options = start.options();
    assert_eq!(kept_options.cube_keeper, Some(Seat(1)));
    assert_eq!(
        Backgammon::decode(&game.encode(), &kept_options).unwrap(),
        game
    );
    let AnyOptions::Backgammon(usual) = &options else {
        unreachable!()
    };
    assert!(Backgammon::decode(&start.encode(), usual).is_err());
    // A pass ends the game; the next one starts with the cube Black's again.
    let game = to_turn_of(to_turn_of(game, Seat(0)), Seat(1));
    let game = game
        .play(&BgMove::Double)
        .unwrap()
        .play(&BgMove::Pass)
        .unwrap();
    let game = game.play(&BgMove::NextGame).unwrap();
    assert_eq!(game.cube(), (1, Some(Seat(1))));
    // A 1-point match has no cube to keep.
    let mut one = options.clone();
    let AnyOptions::Backgammon(o) = &mut one else {
        unreachable!()
    };
    o.match_length = 1;
    assert!(!Handicap::choices(&one).contains(&kept));
}

#[test]
fn ludo_pieces_start_on_the_board() {
    let options = GameKind::Ludo.default_options();
    for n in [1, 2] {
        let game = Handicap {
            odds: Odds::PiecesOut(n),
            seat: Seat(1),
        }
        .start(&options)
        .unwrap();
        let AnyGame::Ludo(ludo) = &game else {
            unreachable!()
        };
        let out = ludo.progress(Seat(1)).iter().filter(|&&r| r == 1).count();
        assert_eq!(out, usize::from(n));
        assert!(ludo.progress(Seat(0)).iter().all(|&r| r == 0));
        assert_eq!(AnyGame::decode(&game.encode(), &options).unwrap(), game);
    }
}

#[test]
fn codes_read_back_and_every_handicap_has_a_name() {
    for kind in GameKind::ALL {
        let mut options = kind.default_options();
        if let AnyOptions::Backgammon(o) = &mut options {
            o.match_length = 5;
        }
        let choices = Handicap::choices(&options);
        assert!(!choices.is_empty(), "{kind:?}");
        for handicap in choices {
            let game = handicap.start(&options).unwrap();
            assert_eq!(Handicap::parse(kind, &handicap.code()), Some(handicap));
            assert!(!handicap.name(&game).is_empty());
            // Every start is a position the game's own code reads back, under the rules the
            // handicap makes (the kept cube).
            assert_eq!(
                AnyGame::decode(&game.encode(), &game.options()).unwrap(),
                game
            );
        }
    }
    assert_eq!(Handicap::parse(GameKind::Chess, "men1:0"), None);
    assert!(Handicap {
        odds: Odds::Piece('Q'),
        seat: Seat(2)
    }
    .start(&GameKind::Chess.default_options())
    .is_err());
}
