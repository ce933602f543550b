//! Chess scenarios, one per rule of the FIDE Laws the issue names: castling (both ways, and
//! never out of, through or into check), castling rights, en passant (only at once), promotion
//! to each piece, check, checkmate, stalemate, and each draw (repetition, fifty moves,
//! insufficient material, agreement), with the options that turn draws off.

use tabula::games::chess::{Chess, ChessMove, ChessOptions, START_FEN};
use tabula::rules::{Game, Outcome, Reason, Record, RecordEnd, Seat, Turn, Verdict};

fn at(fen: &str) -> Chess {
    Chess::decode(fen, &ChessOptions::default()).expect("a valid FEN")
}

fn with_options(fen: &str, options: ChessOptions) -> Chess {
    Chess::decode(fen, &options).expect("a valid FEN")
}

/// Every legal move in SAN.
fn legal_sans(chess: &Chess) -> Vec<String> {
    let mut moves = Vec::new();
    chess.legal_moves(&mut moves);
    moves.iter().map(|mv| chess.notation(mv)).collect()
}

fn is_legal(chess: &Chess, san: &str) -> bool {
    legal_sans(chess).iter().any(|s| s == san)
}

/// Plays moves in SAN through a Record (as the app does), failing the test on any refusal.
fn record_of(start: Chess, sans: &[&str]) -> Record<Chess> {
    let mut record = Record::new(start);
    for san in sans {
        let mv = record
            .current()
            .parse_move(san)
            .unwrap_or_else(|e| panic!("{san}: {e}"));
        record.play(&mv).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    record
}

fn after(fen: &str, sans: &[&str]) -> Chess {
    record_of(at(fen), sans).current().clone()
}

fn square(name: &str) -> u8 {
    let bytes = name.as_bytes();
    (bytes[1] - b'1') * 8 + (bytes[0] - b'a')
}

fn verdict(outcome: Outcome, reason: Reason) -> Option<Verdict> {
    Some(Verdict::new(outcome, reason))
}

/// Both sides may castle both ways; pawns keep the files closed.
const CASTLES: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
/// The same without pawns: rooks see each other along the files.
const OPEN: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn white_moves_first_from_the_standard_position() {
    let chess = Chess::new(&ChessOptions::default());
    assert_eq!(chess.encode(), START_FEN);
    assert_eq!(chess.turn(), Turn::Player(Seat(0)));
    assert_eq!(chess.side_name(Seat(0)), "White");
    assert_eq!(chess.side_name(Seat(1)), "Black");
    assert_eq!(legal_sans(&chess).len(), 20);
    assert_eq!(chess.piece_at(square("e1")), Some((Seat(0), 'K')));
    assert_eq!(chess.piece_at(square("d8")), Some((Seat(1), 'Q')));
    assert_eq!(chess.piece_at(square("e4")), None);
    assert_eq!(chess.king_square(Seat(1)), Some(square("e8")));
    assert_eq!(after(START_FEN, &["e4"]).turn(), Turn::Player(Seat(1)));
}

#[test]
fn castling_kingside_moves_king_two_squares_and_rook_across() {
    let chess = at(CASTLES);
    let mv = chess.parse_move("O-O").unwrap();
    let gesture = chess.gesture(&mv).unwrap();
    assert_eq!(gesture.from.unwrap().0, u16::from(square("e1")));
    assert_eq!(gesture.to.unwrap().0, u16::from(square("g1")));
    let next = after(CASTLES, &["O-O"]);
    assert_eq!(next.piece_at(square("g1")), Some((Seat(0), 'K')));
    assert_eq!(next.piece_at(square("f1")), Some((Seat(0), 'R')));
    assert_eq!(next.piece_at(square("h1")), None);
    let black = after(CASTLES, &["O-O", "O-O"]);
    assert_eq!(black.piece_at(square("g8")), Some((Seat(1), 'K')));
    assert_eq!(black.piece_at(square("f8")), Some((Seat(1), 'R')));
}

#[test]
fn castling_queenside_moves_king_to_c_file_and_rook_to_d_file() {
    let next = after(CASTLES, &["O-O-O", "O-O-O"]);
    assert_eq!(next.piece_at(square("c1")), Some((Seat(0), 'K')));
    assert_eq!(next.piece_at(square("d1")), Some((Seat(0), 'R')));
    assert_eq!(next.piece_at(square("c8")), Some((Seat(1), 'K')));
    assert_eq!(next.piece_at(square("d8")), Some((Seat(1), 'R')));
    assert_eq!(
        next.encode(),
        "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2"
    );
}

#[test]
fn castling_is_not_allowed_out_of_check() {
    let chess = at("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(chess.in_check());
    assert!(!is_legal(&chess, "O-O"));
    assert!(!is_legal(&chess, "O-O-O"));
}

#[test]
fn castling_is_not_allowed_through_an_attacked_square() {
    let chess = at("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!is_legal(&chess, "O-O"), "f1 is attacked");
    assert!(is_legal(&chess, "O-O-O"));
}

#[test]
fn castling_is_not_allowed_into_check() {
    let chess = at("k5r1/8/8/8/8/8/P6P/R3K2R w KQ - 0 1");
    assert!(!is_legal(&chess, "O-O"), "g1 is attacked");
    assert!(is_legal(&chess, "O-O-O"));
}

#[test]
fn queenside_castling_ignores_an_attack_on_b1_but_needs_it_empty() {
    let attacked = at("1r4k1/8/8/8/8/8/P6P/R3K2R w KQ - 0 1");
    assert!(is_legal(&attacked, "O-O-O"), "the king never crosses b1");
    let blocked = at("6k1/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
    assert!(!is_legal(&blocked, "O-O-O"), "b1 is occupied");
    assert!(is_legal(&blocked, "O-O"));
}

#[test]
fn castling_rights_are_lost_when_the_king_moves() {
    let chess = after(OPEN, &["Ke2", "Ke7", "Ke1", "Ke8"]);
    assert_eq!(chess.encode(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
    assert!(!is_legal(&chess, "O-O") && !is_legal(&chess, "O-O-O"));
}

#[test]
fn castling_rights_are_lost_on_one_side_when_its_rook_moves() {
    let chess = after(OPEN, &["Rh2", "Ra7", "Rh1", "Ra8"]);
    assert!(chess.encode().contains(" Qk "), "{}", chess.encode());
    assert!(!is_legal(&chess, "O-O"));
    assert!(is_legal(&chess, "O-O-O"));
}

#[test]
fn castling_rights_are_lost_when_the_rook_is_captured() {
    let chess = after(OPEN, &["Rxa8+"]);
    assert!(chess.encode().contains(" Kk "), "{}", chess.encode());
    let chess = after(OPEN, &["Rxa8+", "Kd7", "Rb8", "Rxh1+", "Kd2", "Ke7"]);
    assert!(chess.encode().contains(" - "), "{}", chess.encode());
}

#[test]
fn en_passant_captures_the_pawn_beside() {
    let chess = after("4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", &["c5"]);
    let mv = chess.parse_move("dxc6").unwrap();
    assert!(mv.is_en_passant());
    let gesture = chess.gesture(&mv).unwrap();
    assert_eq!(gesture.to.unwrap().0, u16::from(square("c6")));
    assert_eq!(gesture.captured[0].0, u16::from(square("c5")));
    let next = chess.clone().play(&mv).unwrap();
    assert_eq!(next.piece_at(square("c5")), None);
    assert_eq!(next.piece_at(square("c6")), Some((Seat(0), 'P')));
}

#[test]
fn en_passant_is_allowed_only_immediately() {
    let chess = after("4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", &["c5", "Kf1", "Ke7"]);
    assert!(!is_legal(&chess, "dxc6"));
    assert!(is_legal(&chess, "d6+"));
}

#[test]
fn en_passant_counts_for_repetition_only_when_it_is_legal() {
    let with_capture = after("4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", &["c5"]);
    assert!(with_capture.repetition_key().ends_with(" c6"));
    let without = after(START_FEN, &["e4"]);
    assert_eq!(
        without.repetition_key(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -"
    );
}

#[test]
fn promotion_to_each_of_queen_rook_bishop_and_knight() {
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
    let chess = at(fen);
    let mut moves = Vec::new();
    chess.legal_moves(&mut moves);
    let promotions: Vec<&ChessMove> = moves.iter().filter(|m| m.promotion().is_some()).collect();
    assert_eq!(promotions.len(), 4);
    for mv in &promotions {
        let gesture = chess.gesture(mv).unwrap();
        assert_eq!(gesture.from.unwrap().0, u16::from(square("a7")));
        assert_eq!(gesture.to.unwrap().0, u16::from(square("a8")));
    }
    for (san, piece) in [("a8=Q", 'Q'), ("a8=R", 'R'), ("a8=B", 'B'), ("a8=N", 'N')] {
        let next = after(fen, &[san]);
        assert_eq!(next.piece_at(square("a8")), Some((Seat(0), piece)), "{san}");
        assert_eq!(next.piece_at(square("a7")), None);
    }
    assert!(is_legal(&chess, "a8=Q") && is_legal(&chess, "a8=N"));
    assert!(
        !is_legal(&chess, "a8"),
        "a pawn on the last rank must become a piece"
    );
}

#[test]
fn promotion_by_capture_and_by_black() {
    let chess = after("1r5k/P7/8/8/8/8/p7/7K w - - 0 1", &["axb8=N", "a1=Q+"]);
    assert_eq!(chess.piece_at(square("b8")), Some((Seat(0), 'N')));
    assert_eq!(chess.piece_at(square("a1")), Some((Seat(1), 'Q')));
    assert!(chess.in_check());
}

#[test]
fn check_is_marked_and_must_be_answered() {
    let chess = after(START_FEN, &["e4", "f6", "Qh5+"]);
    assert!(chess.in_check());
    assert_eq!(chess.king_square(Seat(1)), Some(square("e8")));
    assert_eq!(legal_sans(&chess), vec!["g6"]);
    let record = record_of(at(START_FEN), &["e4", "f6", "Qh5"]);
    assert_eq!(record.notations().last().unwrap(), "Qh5+");
}

#[test]
fn checkmate_scholars_mate_wins_for_white() {
    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let mut record = record_of(at(START_FEN), &moves);
    assert_eq!(record.notations().last().unwrap(), "Qxf7#");
    assert!(record.current().in_check());
    let win = verdict(Outcome::Win(Seat(0)), Reason::Checkmate);
    assert_eq!(record.current().outcome(), win);
    assert_eq!(record.verdict(), win);
    let mut legal = Vec::new();
    record.current().legal_moves(&mut legal);
    assert!(legal.is_empty());
    record.undo();
    assert_eq!(record.verdict(), None);
}

#[test]
fn checkmate_fools_mate_wins_for_black() {
    let record = record_of(at(START_FEN), &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        record.verdict(),
        verdict(Outcome::Win(Seat(1)), Reason::Checkmate)
    );
}

#[test]
fn stalemate_is_a_draw() {
    let record = record_of(at("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1"), &["Qf7"]);
    assert!(!record.current().in_check());
    assert_eq!(record.verdict(), verdict(Outcome::Draw, Reason::Stalemate));
}

#[test]
fn threefold_repetition_is_a_draw_through_the_record() {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    let mut record = record_of(at(START_FEN), &shuffle);
    assert_eq!(record.verdict(), None);
    let mv = record.current().parse_move("Ng8").unwrap();
    record.play(&mv).unwrap();
    assert_eq!(record.repetitions(), 3);
    assert_eq!(record.verdict(), verdict(Outcome::Draw, Reason::Repetition));
    assert!(record.play(&mv).is_err(), "no moves after the draw");
}

#[test]
fn repetition_needs_the_same_castling_rights() {
    // The kings' shuffle loses castling rights on its first move: the start never comes back.
    let moves = [
        "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8",
    ];
    let record = record_of(at(START_FEN), &moves);
    assert_eq!(record.repetitions(), 2);
    assert_eq!(record.verdict(), None);
}

#[test]
fn repetition_option_off_leaves_threefold_to_claim_and_draws_at_fivefold() {
    let options = ChessOptions {
        repetition_draw: false,
        ..ChessOptions::default()
    };
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let twice: Vec<&str> = cycle.iter().chain(cycle.iter()).copied().collect();
    let mut record = record_of(with_options(START_FEN, options.clone()), &twice);
    assert_eq!(record.repetitions(), 3);
    assert_eq!(record.verdict(), None, "threefold is only claimable");
    for san in cycle.iter().chain(cycle.iter()) {
        let mv = record.current().parse_move(san).unwrap();
        record.play(&mv).unwrap();
    }
    assert_eq!(record.repetitions(), 5);
    assert_eq!(record.verdict(), verdict(Outcome::Draw, Reason::Repetition));
}

#[test]
fn fifty_move_rule_draws_at_the_hundredth_quiet_ply() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 99 80";
    assert_eq!(at(fen).outcome(), None);
    let chess = after(fen, &["Ra2"]);
    assert_eq!(chess.halfmove_clock(), 100);
    assert_eq!(chess.outcome(), verdict(Outcome::Draw, Reason::MoveLimit));
}

#[test]
fn fifty_move_rule_restarts_after_a_pawn_move_or_capture() {
    let pawn = after("4k3/8/8/8/8/8/P7/R3K3 w - - 99 80", &["a3"]);
    assert_eq!(pawn.halfmove_clock(), 0);
    assert_eq!(pawn.outcome(), None);
    let capture = after("4k3/8/8/8/8/8/r7/R3K3 w - - 99 80", &["Rxa2"]);
    assert_eq!(capture.halfmove_clock(), 0);
}

#[test]
fn checkmate_on_the_hundredth_ply_wins_rather_than_draws() {
    let chess = after("7k/8/6K1/8/8/8/8/R7 w - - 99 80", &["Ra8#"]);
    assert_eq!(chess.halfmove_clock(), 100);
    assert_eq!(
        chess.outcome(),
        verdict(Outcome::Win(Seat(0)), Reason::Checkmate)
    );
}

#[test]
fn fifty_move_option_off_leaves_it_to_claim_and_draws_at_seventy_five() {
    let options = ChessOptions {
        fifty_move_draw: false,
        ..ChessOptions::default()
    };
    let chess = with_options("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", options.clone());
    let chess = chess
        .clone()
        .play(&chess.parse_move("Ra2").unwrap())
        .unwrap();
    assert_eq!(chess.outcome(), None);
    assert!(chess.fifty_moves_claimable());
    let chess = with_options("4k3/8/8/8/8/8/8/R3K3 w - - 149 80", options);
    let chess = chess
        .clone()
        .play(&chess.parse_move("Ra2").unwrap())
        .unwrap();
    assert_eq!(chess.outcome(), verdict(Outcome::Draw, Reason::MoveLimit));
}

#[test]
fn insufficient_material_draws_king_against_king() {
    let draw = verdict(Outcome::Draw, Reason::InsufficientMaterial);
    assert_eq!(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1").outcome(), draw);
    // Reached by capturing the last piece.
    let chess = after("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", &["Kxd2"]);
    assert_eq!(chess.outcome(), draw);
}

#[test]
fn insufficient_material_draws_king_and_bishop_or_knight_against_king() {
    let draw = verdict(Outcome::Draw, Reason::InsufficientMaterial);
    assert_eq!(at("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").outcome(), draw);
    assert_eq!(at("4k3/8/8/8/8/8/8/1N2K3 b - - 0 1").outcome(), draw);
    let chess = after("4k3/8/8/8/8/8/3r4/3NK3 w - - 0 1", &["Kxd2"]);
    assert_eq!(chess.outcome(), draw);
}

#[test]
fn insufficient_material_draws_bishops_all_on_one_colour() {
    let draw = verdict(Outcome::Draw, Reason::InsufficientMaterial);
    // c1 and f8 are both dark squares; d1 is light.
    assert_eq!(at("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").outcome(), draw);
    assert_eq!(at("4kb2/8/8/8/8/8/8/2B1KB2 w - - 0 1").outcome(), None);
    assert_eq!(at("4k3/8/8/8/8/8/8/3BK3 w - - 0 1").outcome(), draw);
    assert_eq!(
        at("4kb2/8/8/8/8/8/8/3BK3 w - - 0 1").outcome(),
        None,
        "opposite colours can mate"
    );
}

#[test]
fn sufficient_material_plays_on() {
    for fen in [
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",  // K+P v K
        "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1", // K+N+N v K (a mate exists)
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",   // K+R v K
        "4k3/8/8/8/8/8/8/1N1BK3 w - - 0 1", // K+B+N v K
    ] {
        assert_eq!(at(fen).outcome(), None, "{fen}");
    }
}

#[test]
fn draw_by_agreement_and_resignation_are_declared_in_the_record() {
    let mut record = record_of(at(START_FEN), &["e4", "e5"]);
    record.declare(RecordEnd::DrawAgreed);
    assert_eq!(record.verdict(), verdict(Outcome::Draw, Reason::Agreement));
    let mut record = record_of(at(START_FEN), &["e4"]);
    record.declare(RecordEnd::Resigned(Seat(1)));
    assert_eq!(
        record.verdict(),
        verdict(Outcome::Win(Seat(0)), Reason::Resignation)
    );
}

#[test]
fn progress_moves_are_captures_pawn_moves_and_castling_right_changes() {
    let chess = at("r3k2r/pppp1ppp/8/4p3/3P4/5N2/PPP1PPPP/R3K2R w KQkq - 0 1");
    let progress = |san: &str| chess.is_progress(&chess.parse_move(san).unwrap());
    assert!(progress("dxe5"));
    assert!(progress("Nxe5"));
    assert!(progress("a3"));
    assert!(progress("O-O"));
    assert!(progress("Kd2"));
    assert!(progress("Rb1"));
    assert!(!progress("Ng5"));
    let rules = chess.history_rules();
    assert_eq!(rules.repetition, Some(3));
    assert_eq!(rules.quiet_plies, None);
}

#[test]
fn kings_never_stand_side_by_side() {
    let chess = at("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
    for san in ["Kc4", "Kd4", "Ke4"] {
        assert!(!is_legal(&chess, san), "{san}");
    }
    assert!(is_legal(&chess, "Kc3"));
}

#[test]
fn pinned_pieces_may_not_expose_their_king() {
    let chess = at("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(legal_sans(&chess).iter().all(|san| !san.starts_with('N')));
}

#[test]
fn play_refuses_illegal_moves_and_apply_ignores_them_without_panicking() {
    // Moves legal in one position, tried in another: play refuses them, apply leaves the
    // position as it was, and nothing panics.
    let fens = [
        START_FEN,
        CASTLES,
        OPEN,
        "4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1",
    ];
    let positions: Vec<Chess> = fens
        .iter()
        .flat_map(|fen| {
            let chess = at(fen);
            let mut moves = Vec::new();
            chess.legal_moves(&mut moves);
            let mut all = vec![chess.clone()];
            all.extend(moves.iter().map(|mv| chess.clone().play(mv).unwrap()));
            all
        })
        .collect();
    let mut foreign = Vec::new();
    for chess in &positions {
        chess.legal_moves(&mut foreign);
    }
    for chess in &positions {
        for mv in &foreign {
            let mut legal = Vec::new();
            chess.legal_moves(&mut legal);
            let mut applied = chess.clone();
            applied.apply(mv);
            if legal.contains(mv) {
                assert_eq!(chess.clone().play(mv).unwrap(), applied);
            } else {
                assert_eq!(&applied, chess);
                assert_eq!(chess.clone().play(mv).unwrap_err().game, *chess);
            }
            let _ = (applied.outcome(), applied.encode(), chess.notation(mv));
        }
    }
}
