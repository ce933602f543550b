//! Chess notation and codes: SAN, UCI and FEN round trips over seeded random games, PGN export
//! then import giving the same game, PGN with comments, variations and NAGs, and bad FEN or PGN
//! text giving messages that say where it is wrong (and never a panic).

use tabula::games::chess::{Chess, ChessMove, ChessOptions, START_FEN};
use tabula::persist::pgn::{export_pgn, import_pgn, import_position, read_pgn};
use tabula::rules::{Game, Record, Rng, Verdict};

fn at(fen: &str) -> Chess {
    Chess::decode(fen, &ChessOptions::default()).expect("a valid FEN")
}

const STARTS: [&str; 4] = [
    START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// A seeded random game through a Record: its start, moves and verdict (if it ended).
fn random_game(seed: u64) -> (Chess, Vec<ChessMove>, Option<Verdict>) {
    let mut rng = Rng::new(seed);
    let start = at(STARTS[seed as usize % STARTS.len()]);
    let mut record = Record::new(start.clone());
    let mut legal = Vec::new();
    for _ in 0..(60 + rng.below(200)) {
        if record.verdict().is_some() {
            break;
        }
        legal.clear();
        record.current().legal_moves(&mut legal);
        let mv = *rng.pick(&legal).expect("a game not over has moves");
        record.play(&mv).unwrap();
    }
    (start, record.moves().to_vec(), record.verdict())
}

const GAMES: u64 = 300;

#[test]
fn san_and_uci_round_trip_for_every_legal_move_of_random_games() {
    let mut checked = 0;
    for seed in 0..GAMES {
        let (mut chess, moves, _) = random_game(seed);
        for mv in &moves {
            let mut legal = Vec::new();
            chess.legal_moves(&mut legal);
            for candidate in &legal {
                let san = chess.notation(candidate);
                assert_eq!(
                    chess.parse_move(&san).as_ref(),
                    Ok(candidate),
                    "{san} in {chess:?}"
                );
                assert_eq!(chess.parse_move(&candidate.uci()).as_ref(), Ok(candidate));
                checked += 1;
            }
            chess.apply(mv);
        }
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn fen_round_trips_for_every_position_of_random_games() {
    for seed in 0..GAMES {
        let (mut chess, moves, _) = random_game(seed);
        for mv in &moves {
            let fen = chess.encode();
            let back = Chess::decode(&fen, &chess.options()).unwrap();
            assert_eq!(back, chess, "{fen}");
            assert_eq!(back.encode(), fen);
            assert_eq!(back.repetition_key(), chess.repetition_key());
            chess.apply(mv);
        }
    }
}

#[test]
fn pgn_export_then_import_gives_the_same_game() {
    for seed in 0..GAMES {
        let (start, moves, verdict) = random_game(seed);
        let tags = [("White".to_string(), format!("Player {seed}"))];
        let text = export_pgn(&start, &moves, verdict.as_ref(), &tags);
        let game = read_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(game.start.encode(), start.encode(), "{text}");
        assert_eq!(game.moves, moves, "{text}");
        let token = tabula::persist::pgn::result_token(verdict.as_ref());
        assert_eq!(game.result.as_deref(), Some(token));
        assert!(game
            .tags
            .contains(&("White".into(), format!("Player {seed}"))));
        assert!(text.lines().all(|line| line.len() <= 79), "{text}");
    }
}

#[test]
fn pgn_export_writes_the_seven_tag_roster_san_and_the_result() {
    let mut record = Record::new(at(START_FEN));
    for san in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
        let mv = record.current().parse_move(san).unwrap();
        record.play(&mv).unwrap();
    }
    let text = export_pgn(
        record.start(),
        record.moves(),
        record.verdict().as_ref(),
        &[],
    );
    let expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
        [White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n\
        1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# {White wins by checkmate} 1-0\n";
    assert_eq!(text, expected);
}

#[test]
fn pgn_export_from_a_set_up_position_has_setup_and_fen_tags() {
    let start = at("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40");
    let mv = start.parse_move("Kd7").unwrap();
    let text = export_pgn(&start, &[mv], None, &[("Event".into(), "Study".into())]);
    assert!(text.starts_with("[Event \"Study\"]\n"));
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 40\"]\n"));
    assert!(text.ends_with("\n40... Kd7 *\n"), "{text}");
}

#[test]
fn pgn_import_skips_comments_variations_nags_and_reads_move_numbers() {
    let text = r#"[Event "Casual"]
[White "Anderssen"]
[Black "Kieseritzky"]
[Result "1-0"]

% an escape line, ignored
1.e4 {the king's pawn} e5 2. f4 exf4 $1 3. Bc4!? Qh4+ ; a rest-of-line comment
4. Kf1 b5 (4... Nf6 5. Nf3 (5. Nc3 {nested}) Qh6) 5. Bxb5 Nf6
6.Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5
14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6
21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0
"#;
    let game = read_pgn(text).unwrap();
    assert_eq!(game.moves.len(), 45);
    assert_eq!(game.result.as_deref(), Some("1-0"));
    assert_eq!(game.tags[1], ("White".to_string(), "Anderssen".to_string()));
    let mut chess = game.start.clone();
    for mv in &game.moves {
        chess.apply(mv);
    }
    assert!(chess.in_check());
    assert!(chess.outcome().is_some());
}

#[test]
fn pgn_import_without_tags_and_with_black_to_move_first() {
    let (start, moves) = import_pgn("1. d4 d5 2. c4").unwrap();
    assert!(start.is_standard_start());
    assert_eq!(moves.len(), 3);
    let text = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1... Kd7 2. e4 *";
    let (start, moves) = import_pgn(text).unwrap();
    assert_eq!(start.encode(), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    assert_eq!(moves.len(), 2);
}

#[test]
fn pgn_import_lets_a_game_play_on_past_a_claimable_draw() {
    // Lichess-style games may repeat three times without a claim: the import then leaves the
    // threefold draw to claim so that the whole game replays.
    let text = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *";
    let (start, moves) = import_pgn(text).unwrap();
    assert!(!start.options().repetition_draw);
    let mut record = Record::new(start);
    for mv in &moves {
        record.play(mv).unwrap();
    }
    assert_eq!(record.verdict(), None);
}

#[test]
fn import_position_takes_a_fen_or_a_pgn() {
    let (chess, moves) = import_position("  8/8/8/4k3/8/8/8/4K2R w K - 0 1 ").unwrap();
    assert_eq!(chess.encode(), "8/8/8/4k3/8/8/8/4K2R w K - 0 1");
    assert!(moves.is_empty());
    let (chess, moves) = import_position("1. e4 e5").unwrap();
    assert!(chess.is_standard_start());
    assert_eq!(moves.len(), 2);
    let (_, moves) = import_position("[Event \"x\"]\n\n1. e4 *").unwrap();
    assert_eq!(moves.len(), 1);
    assert!(import_position("   ").is_err());
}

#[test]
fn bad_fens_get_messages_that_say_where_they_are_wrong() {
    let cases = [
        ("", "empty"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "field 1 (board) must have 8 ranks",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
            "rank 1 ('RNBQKBN') covers 7",
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "'9'",
        ),
        (
            "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rank 7 ('ppppxppp'): 'x'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "field 2 (side to move) must be w or b, found 'x'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
            "field 3 (castling)",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
            "names 'K' twice",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
            "field 4 (en passant)",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "must be on rank 6",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
            "field 4 (en passant) 'e6'",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            "field 5 (halfmove clock)",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            "field 6 (move number)",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 9",
            "6 fields",
        ),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "6 fields"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
            "White has no king",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1",
            "White has 2 kings",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBR1 w KQkq - 0 1",
            "the right 'K' needs White's king on e1 and a rook on h1",
        ),
        (
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "a pawn stands on the first or last rank (on a8)",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            "White is in check but it is Black's turn",
        ),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "the board is empty"),
        (
            "NNNNNNNN/NNNNNNNN/8/8/8/8/8/k1K5 w - - 0 1",
            "more pieces than its pawns could have promoted to",
        ),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 é", "characters"),
    ];
    for (fen, expected) in cases {
        let error = Chess::decode(fen, &ChessOptions::default()).unwrap_err();
        assert!(error.message.contains(expected), "{fen}: {}", error.message);
    }
}

#[test]
fn bad_pgns_get_messages_that_say_where_they_are_wrong() {
    let cases = [
        (
            "1. e4 e5 2. Nf9",
            "move 2 (White): 'Nf9' is not a move in chess notation (line 1)",
        ),
        (
            "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 Nf4",
            "move 3 (Black): 'Nf4' is not a legal move (line 3)",
        ),
        (
            "1. e4 e5 2. Ke3",
            "move 2 (White): 'Ke3' is not a legal move",
        ),
        ("1. e4\n\n{ never closed", "line 3: unclosed comment"),
        ("1. e4 (1. d4 d5", "line 1: a variation '(' is never closed"),
        ("1. e4 e5 )", "line 1: ')' closes no variation"),
        ("1. e4 }", "line 1: '}' closes no comment"),
        (
            "[Event \"x\"]\n[White Anderssen]\n1. e4",
            "line 2: tag White: the value must be in double quotes",
        ),
        ("[Event \"x", "line 1: tag Event: unclosed string"),
        ("[Event \"x\"\n1. e4", "line 1: tag Event: ']' expected"),
        (
            "[FEN \"8/8/8/8 w - - 0 1\"]\n1. e4",
            "line 1: tag FEN: FEN field 1 (board) must have 8 ranks",
        ),
        ("[Variant \"Atomic\"]\n1. e4", "variant (Atomic)"),
        (
            "1. f3 e5 2. g4 Qh4# 3. e4",
            "move 3 (White): 'e4' comes after the game has ended by checkmate",
        ),
        ("1. e4 & e5", "line 1: unexpected character '&'"),
        ("1. e4 $x", "'$' must be followed by a number"),
        (
            "[FEN \"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1\"]\n1. Kxd2 Ke7",
            "move 1 (Black): the game had already ended",
        ),
        ("8/8/8/8/8/8/8/8 w - - 0 1", "the board is empty"),
    ];
    for (text, expected) in cases {
        let error = import_position(text).unwrap_err();
        assert!(
            error.message.contains(expected),
            "{text:?}: {}",
            error.message
        );
    }
}

/// Small random edits of valid text: a deleted, doubled, swapped or replaced character.
fn mangle(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let alphabet: Vec<char> = "/ -012389KQRBNPkqrbnpxwe{}()[]\"$;.#+=!?é\n"
        .chars()
        .collect();
    for _ in 0..=rng.below(3) {
        if chars.is_empty() {
            break;
        }
        let at = rng.below(chars.len());
        match rng.below(4) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, chars[at]),
            2 => {
                let other = rng.below(chars.len());
                chars.swap(at, other);
            }
            _ => chars[at] = *rng.pick(&alphabet).unwrap(),
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mangled_fens_and_pgns_never_panic() {
    let mut rng = Rng::new(2026);
    let mut rejected = 0;
    for round in 0..3000 {
        let (start, moves, verdict) = random_game(round % 50);
        let fen = start.encode();
        let bad = mangle(&fen, &mut rng);
        if Chess::decode(&bad, &ChessOptions::default()).is_err() {
            rejected += 1;
        }
        let pgn = export_pgn(&start, &moves[..moves.len().min(20)], verdict.as_ref(), &[]);
        let bad = mangle(&pgn, &mut rng);
        let _ = import_position(&bad);
        let _ = start.parse_move(&mangle("Nxe5+", &mut rng));
    }
    assert!(rejected > 1000, "only {rejected} mangled FENs rejected");
}

/// Issue 11, 4.1: "1." glued 50,000 times used to recurse once per move number (a 1 MiB stack,
/// wasm's default, overflowed at 8,000) and copy the rest each time (quadratic time). Read on a
/// 1 MiB stack, it must finish quickly and read no moves.
#[test]
fn pgn_import_of_50000_glued_move_numbers_is_linear_and_flat() {
    let text = "1.".repeat(50_000);
    let started = std::time::Instant::now();
    let reader = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || read_pgn(&text).map(|game| game.moves.len()))
        .unwrap();
    let read = reader
        .join()
        .expect("the PGN reader must not overflow its stack");
    assert_eq!(read.ok(), Some(0));
    let took = started.elapsed();
    assert!(took.as_secs_f64() < 2.0, "took {took:?}");
}
