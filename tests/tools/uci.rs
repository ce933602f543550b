//! The engine's commands in the command-line tool, run as a separate process: `bestmove` prints a
//! legal move in notation and exits 0, bad input exits 2 with a message; `uci` speaks the UCI
//! protocol for chess.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use tabula::games::{AnyGame, GameKind};
use tabula::rules::Game;

fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .output()
        .expect("the tabula binary runs")
}

fn legal_notations(kind: GameKind, code: &str) -> Vec<String> {
    let game = if code == "start" {
        AnyGame::new_of(kind)
    } else {
        AnyGame::decode(code, &kind.default_options()).unwrap()
    };
    game.next_moves().iter().map(|m| game.notation(m)).collect()
}

#[test]
fn bestmove_prints_one_legal_move_for_each_game_with_an_engine() {
    for kind in [
        GameKind::EnglishDraughts,
        GameKind::Tammi,
        GameKind::Tama,
        GameKind::Chess,
        GameKind::Camelot,
    ] {
        let output = tabula(&[
            "bestmove",
            kind.slug(),
            "start",
            "--level",
            "2",
            "--ms",
            "100",
        ]);
        assert!(
            output.status.success(),
            "{kind:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let text = String::from_utf8(output.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1, "{kind:?}: {text}");
        assert!(
            legal_notations(kind, "start").contains(&lines[0].to_string()),
            "{kind:?}: {text}"
        );
    }
}

#[test]
fn bestmove_finds_the_mate() {
    let output = tabula(&[
        "bestmove",
        "chess",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "--ms",
        "200",
    ]);
    assert_eq!(String::from_utf8(output.stdout).unwrap().trim(), "Ra8#");
}

#[test]
fn bestmove_refuses_bad_input_with_status_2() {
    let cases: [(&[&str], &str); 8] = [
        (&["bestmove", "chess", "start", "--level", "8"], "bad level"),
        (
            &["bestmove", "chess", "start", "--level", "seven"],
            "bad value",
        ),
        (&["bestmove", "chess", "start", "--ms"], "needs a value"),
        (
            &["bestmove", "chess", "start", "--fast", "1"],
            "unknown option",
        ),
        (&["bestmove", "ludo", "start"], "the die is to be thrown"),
        (&["bestmove", "chess", "not a fen"], "bad position code"),
        (
            &["bestmove", "english-draughts", "B:W25,30:B21"],
            "the game is over",
        ),
        (&["bestmove", "chess"], "wrong arguments"),
    ];
    for (args, message) in cases {
        let output = tabula(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

/// Runs a UCI session with `script` on stdin and returns stdout's lines.
fn uci_session(script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn best_moves(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect()
}

#[test]
fn uci_handshake_and_ready() {
    let lines = uci_session("uci\nisready\nquit\n");
    assert!(lines.iter().any(|l| l == "id name Tabula"));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name Level type spin")));
    let ok = lines.iter().position(|l| l == "uciok").unwrap();
    assert_eq!(lines[ok + 1], "readyok");
}

#[test]
fn uci_plays_from_startpos_with_moves_and_from_a_fen() {
    let script = "uci\nucinewgame\nsetoption name Level value 4\n\
        position startpos moves e2e4 e7e5 g1f3\ngo wtime 10000 btime 10000 winc 100 binc 100\n\
        position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n";
    let lines = uci_session(script);
    let best = best_moves(&lines);
    assert_eq!(best.len(), 2, "{lines:?}");
    let after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
    let game = AnyGame::decode(after, &GameKind::Chess.default_options()).unwrap();
    assert!(
        game.parse_move(best[0]).is_ok(),
        "{} is legal for Black",
        best[0]
    );
    assert_eq!(best[1], "a1a8");
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info depth") && l.contains("score mate 1")));
}

#[test]
fn uci_stop_ends_an_infinite_search() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"position startpos\ngo infinite\n")
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    stdin.write_all(b"stop\nquit\n").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let best = best_moves(&lines);
    assert_eq!(best.len(), 1, "{text}");
    assert!(
        AnyGame::new_of(GameKind::Chess).parse_move(best[0]).is_ok(),
        "{text}"
    );
}

#[test]
fn uci_reports_bad_positions_and_keeps_the_old_one() {
    let lines = uci_session("position fen nonsense\nposition startpos moves e2e5\ngo depth 1\n");
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count()
            >= 2,
        "{lines:?}"
    );
    let best = best_moves(&lines);
    assert_eq!(best.len(), 1);
    assert!(AnyGame::new_of(GameKind::Chess).parse_move(best[0]).is_ok());
}

#[test]
fn a_uci_clock_lets_a_depth_run_past_its_plan_but_never_flags() {
    use tabula::ai::cli::{clock_times, UCI_MOVES_TO_GO};
    let to_go = UCI_MOVES_TO_GO as u64;
    // A depth may run on to three times the plan, never past a quarter of what is left.
    for left in [200, 1_000, 10_000, 60_000, 600_000] {
        let (planned, hard) = clock_times(left, 0, to_go);
        assert!(
            planned <= hard && hard <= planned * 3,
            "{left}: {planned}, {hard}"
        );
        assert!(hard <= planned.max(left / 4), "{left}: {hard}");
    }
    // Early in a 10 s + 0.1 s game, three times the plan.
    assert_eq!(clock_times(10_000, 100, to_go), (575, 1725));
    // The worst case: every move of a 200-move 10 s + 0.1 s game runs to its hard time.
    let mut left: u64 = 10_000;
    for _ in 0..200 {
        let (_, hard) = clock_times(left, 100, to_go);
        assert!(hard < left, "{hard} of {left}");
        left = left - hard + 100;
    }
    assert!(left > 300, "{left} left");
}
