//! The command-line tool, run as a separate process: each command on good input, and a clear
//! message with exit status 2 on bad input.

use std::process::{Command, Output};

pub(crate) fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .output()
        .expect("the tabula binary runs")
}

/// Runs a command that must succeed and returns its stdout lines.
pub(crate) fn lines(args: &[&str]) -> Vec<String> {
    let output = tabula(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Runs a command that must fail with status 2 and returns its stderr.
pub(crate) fn failure(args: &[&str]) -> String {
    let output = tabula(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    String::from_utf8(output.stderr).unwrap()
}

const START: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn start_prints_the_start_code_of_each_game() {
    assert_eq!(lines(&["start", "english-draughts"]), [START]);
    assert_eq!(lines(&["start", "chess"]), [CHESS_START]);
}

#[test]
fn moves_lists_legal_moves_in_notation() {
    let mut moves = lines(&["moves", "english-draughts", START]);
    moves.sort();
    assert_eq!(
        moves,
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
    assert_eq!(
        lines(&["moves", "english-draughts", "W:W23:B10,11,18,19"]).len(),
        2
    );
    assert_eq!(lines(&["moves", "chess", CHESS_START]).len(), 20);
    assert!(lines(&["moves", "english-draughts", "B:W25,30:B21"]).is_empty());
}

#[test]
fn codes_may_be_url_escaped_or_start() {
    assert_eq!(
        lines(&["moves", "english-draughts", "W%3AWK3%2C21%3AB1%2CK30"]),
        lines(&["moves", "english-draughts", "W:WK3,21:B1,K30"])
    );
    let escaped_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1";
    assert_eq!(lines(&["moves", "chess", escaped_fen]).len(), 20);
    assert_eq!(lines(&["moves", "chess", "start"]).len(), 20);
}

#[test]
fn play_prints_the_resulting_code() {
    assert_eq!(
        lines(&["play", "english-draughts", START, "11-15", "22-18", "15x22"]),
        ["W:W21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,22"]
    );
    assert_eq!(
        lines(&["play", "chess", "start", "e4", "e5"]),
        ["rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"]
    );
    assert_eq!(lines(&["play", "english-draughts", START]), [START]);
}

#[test]
fn play_reports_a_win_when_the_game_ends() {
    assert_eq!(
        lines(&["play", "english-draughts", "W:W25,30,32:B21", "32-28"]),
        ["B:W25,28,30:B21", "result: White wins (no legal move)"]
    );
    assert_eq!(
        lines(&[
            "play",
            "english-draughts",
            "W:WK18:B6,7,14,15",
            "18x9x2x11x18"
        ]),
        ["B:WK18:B", "result: White wins (no pieces left)"]
    );
    let mate = lines(&["play", "chess", "start", "f3", "e5", "g4", "Qh4#"]);
    assert_eq!(mate[1], "result: Black wins (checkmate)");
}

#[test]
fn play_counts_history_draws() {
    let shuffle = ["1-5", "32-28", "5-1", "28-32"];
    let mut args = vec!["play", "english-draughts", "B:WK32:BK1"];
    args.extend(shuffle);
    args.extend(shuffle);
    assert_eq!(
        lines(&args),
        ["B:WK32:BK1", "result: draw (threefold repetition)"]
    );
    // The game is over: a further move is refused.
    args.push("1-5");
    assert!(failure(&args).contains("the game is over"));
}

#[test]
fn perft_and_divide_count_move_sequences() {
    assert_eq!(lines(&["perft", "english-draughts", START, "5"]), ["7361"]);
    assert_eq!(lines(&["perft", "chess", CHESS_START, "3"]), ["8902"]);
    assert_eq!(lines(&["perft", "english-draughts", START, "0"]), ["1"]);
    let split = lines(&["divide", "english-draughts", START, "3"]);
    assert_eq!(split.len(), 8);
    assert_eq!(split.last().unwrap(), "total\t302");
    assert!(split.iter().any(|line| line.starts_with("11-15\t")));
}

#[test]
fn help_and_no_arguments_print_usage() {
    assert!(lines(&["help"]).join("\n").contains("usage: tabula"));
    assert!(lines(&[]).join("\n").contains("usage: tabula"));
    let games = lines(&["games"]);
    assert!(games
        .iter()
        .any(|line| line.starts_with("english-draughts")));
    assert!(games.iter().any(|line| line.starts_with("chess")));
}

#[test]
fn bad_input_gives_a_message_and_status_2() {
    let cases: [(&[&str], &str); 10] = [
        (&["start", "go"], "unknown game \"go\""),
        (&["fly", "chess"], "unknown command"),
        (&["start"], "wrong arguments"),
        (&["moves", "english-draughts", "B:W33:B1"], "\"33\""),
        (
            &["moves", "english-draughts", "nonsense"],
            "bad position code",
        ),
        (&["moves", "chess", "B:W21:B1"], "bad position code"),
        (
            &["play", "english-draughts", START, "11-15", "11-15"],
            "move 2 \"11-15\"",
        ),
        (
            &["play", "english-draughts", START, "12-17"],
            "not a legal move",
        ),
        (&["perft", "english-draughts", START, "deep"], "bad depth"),
        (&["perft", "english-draughts", START, "-1"], "bad depth"),
    ];
    for (args, expected) in cases {
        let message = failure(args);
        assert!(message.starts_with("tabula: "), "{args:?}: {message}");
        assert!(message.contains(expected), "{args:?}: {message}");
    }
}

#[test]
fn moves_with_a_roll_lists_backgammons_whole_plays() {
    let plays = lines(&["moves", "backgammon", "4HPwATDgc/ABMA:MAGgAAAAAAAA", "6-4"]);
    assert_eq!(
        plays.len(),
        14,
        "one play per resulting position, as gnubg lists them: {plays:?}"
    );
    for play in ["24/14", "8/2 6/2", "24/18 13/9"] {
        assert!(plays.contains(&play.to_string()), "{play} in {plays:?}");
    }
    assert!(failure(&["moves", "backgammon", "4HPwATDgc/ABMA", "7-1"]).contains("bad roll"));
    assert!(failure(&["moves", "chess", "start", "6-4"]).contains("only given for backgammon"));
}

#[test]
fn impossible_backgammon_codes_exit_2_with_the_fault() {
    // issue 11, 2.4: every example position of the issue is refused with status 2.
    let cases = [
        ("AAAAAAAAAAAAAA", "both sides have borne off all 15"),
        ("ESFHkCoABRACAA", "both sides have checkers on point"),
        (
            "kVsAcQeKBzmATQ:sAGuAeAAAAAA",
            "has reached the match length",
        ),
        ("LxsAAAAAAAAAAA", "that game is over"),
        ("4HPwATDgc/ABMA:MQCgAAAAAAAA", "in the middle"),
    ];
    for (code, expected) in cases {
        let message = failure(&["moves", "backgammon", code]);
        assert!(message.contains(expected), "{code}: {message}");
    }
}

/// Issue 11, 4.9: perft and divide at depth 64 were accepted and never ended. Each game has a
/// deepest depth the tool runs; past it the answer is a message and exit status 2, at once.
#[test]
fn perft_and_divide_refuse_depths_that_would_run_for_hours() {
    for game in [
        "chess",
        "english-draughts",
        "tama",
        "backgammon",
        "ludo",
        "camelot",
    ] {
        for command in ["perft", "divide"] {
            let started = std::time::Instant::now();
            let message = failure(&[command, game, "start", "64"]);
            assert!(message.contains("too deep"), "{game}: {message}");
            assert!(started.elapsed().as_secs() < 10, "{game} {command} 64 ran");
        }
    }
    let message = failure(&["perft", "chess", "start", "8"]);
    assert!(message.contains("give 0 to 7"), "{message}");
    // At the cap's low end a count still runs.
    assert_eq!(lines(&["perft", "camelot", "start", "1"]).len(), 1);
}

/// `tabula bestmove backgammon <code>`: the play in gnubg's notation, or the cube action in
/// words, for each phase where a player acts; chance's phases and bad options exit 2.
#[test]
fn bestmove_answers_backgammon_plays_and_cube_actions() {
    use tabula::games::backgammon::board::Board;
    use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
    use tabula::rules::{Game, Seat};

    // White's opening 3-1: the 5-point; with 8/5 already played, the rest of it (the play
    // left in the position given, as a hint halfway through a turn gives it).
    let opening = "4HPwATDgc/ABMA:MIGlAAAAAAAA";
    assert_eq!(lines(&["bestmove", "backgammon", opening]), ["8/5 6/5"]);
    let half = format!("{opening}:8/5");
    assert_eq!(lines(&["bestmove", "backgammon", &half]), ["6/5"]);
    let plays = lines(&["moves", "backgammon", "4HPwATDgc/ABMA", "3-1"]);
    for level in ["1", "2", "3", "4", "5", "6"] {
        let play = lines(&["bestmove", "backgammon", opening, "--level", level]);
        assert!(plays.contains(&play[0]), "level {level}: {play:?}");
    }
    // Black on roll after it, the cube in the middle: no double; doubled, White takes.
    let black = "sGfwATDgc/ABMA:cAmgAAAAAAAA";
    assert_eq!(lines(&["bestmove", "backgammon", black]), ["no double"]);
    assert_eq!(
        lines(&["bestmove", "backgammon", "sGfwATDgc/ABMA:cBGgAAAAAAAA"]),
        ["take"]
    );
    // A bear-off race White wins 97 times in 100: double, and Black passes.
    let mut points = [[0u8; 25]; 2];
    (points[0][1], points[0][2], points[0][3]) = (1, 1, 1);
    (points[1][2], points[1][4], points[1][5]) = (1, 2, 1);
    let money = BackgammonOptions {
        match_length: 0,
        ..BackgammonOptions::default()
    };
    let race = Backgammon::setup(Board::from_points(points), Seat(0), &money).unwrap();
    assert_eq!(
        lines(&["bestmove", "backgammon", &race.encode()]),
        ["double"]
    );
    let doubled = race.play(&BgMove::Double).unwrap();
    assert_eq!(
        lines(&["bestmove", "backgammon", &doubled.encode()]),
        ["pass"]
    );
    // Before the dice are rolled there is nothing to choose; a bad level is refused.
    let message = failure(&["bestmove", "backgammon", "4HPwATDgc/ABMA:MAGgAAAAAAAA"]);
    assert!(message.contains("dice are to be rolled"), "{message}");
    assert!(failure(&["bestmove", "backgammon", opening, "--level", "8"]).contains("bad level"));
    assert!(failure(&["bestmove", "backgammon", "4HPwATDgc"]).contains("Position ID"));
}

/// Runs `tabula import <game> -` with `text` on standard input.
pub(crate) fn import_stdin(game: &str, text: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["import", game, "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tabula binary runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(text.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
fn export_writes_the_game_file_and_import_reads_it_back() {
    let cases: [(&str, &[&str], &str); 4] = [
        ("chess", &["e4", "e5", "Nf3"], "2. Nf3 *"),
        ("english-draughts", &["11-15", "23-19"], "[GameType \"21\"]"),
        ("camelot", &["C6-C7", "C11-C12"], "1. C6-C7 C11-C12 *"),
        (
            "backgammon",
            &["Opening 3-1", "8/5", "6/5", "Confirm"],
            "  1) 31: 8/5 6/5",
        ),
    ];
    for (game, moves, expected) in cases {
        let mut args = vec!["export", game, "start"];
        args.extend_from_slice(moves);
        let text = lines(&args).join("\n") + "\n";
        assert!(text.contains(expected), "{game}: {text}");
        let output = import_stdin(game, &text);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let read: Vec<String> = String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(read[0], lines(&["start", game])[0], "{game}");
        if game != "backgammon" {
            assert_eq!(
                read[1..],
                moves.iter().map(|m| m.to_string()).collect::<Vec<_>>()
            );
        }
    }
    let file = std::env::temp_dir().join(format!("tabula-cli-{}.pgn", std::process::id()));
    std::fs::write(&file, "1. d4 d5 2. c4 *\n").unwrap();
    let read = lines(&["import", "chess", file.to_str().unwrap()]);
    std::fs::remove_file(&file).ok();
    assert_eq!(read[1..], ["d4", "d5", "c4"]);
}

#[test]
fn bad_export_and_import_input_exits_2_with_a_message() {
    assert!(failure(&["export", "chess", "start", "e4", "e4"]).contains("move 2 \"e4\""));
    assert!(failure(&["import", "chess", "/no/such/file.pgn"]).contains("cannot read"));
    let output = import_stdin("english-draughts", "1. 11-15 11-15 *");
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8(output.stderr).unwrap();
    assert!(message.contains("line 1, move 2 \"11-15\""), "{message}");
    assert!(failure(&["import", "chess"]).contains("wrong arguments"));
}
