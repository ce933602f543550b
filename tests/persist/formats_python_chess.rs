//! python-chess reads the PGN we write (issue 14, section 5): seeded random chess games, some
//! from set-up positions, some resigned or drawn by agreement, are exported and replayed by
//! python-chess (`scripts/pgn-oracle.py`), which must reach the same final position and read
//! the same result. Where python-chess is not installed the test says so and checks our games
//! against what python-chess answered when the data was recorded
//! (`tests/data/python_chess_oracle.txt`, written by `scripts/pgn-oracle.py --record`).

use std::io::Write;
use std::process::{Command, Stdio};

use tabula::games::{AnyGame, GameKind};
use tabula::persist::{export_record, GameInfo};
use tabula::rules::{Game, Record, RecordEnd, Rng, Seat};

const GAMES: u64 = 120;
const DATA: &str = "tests/data/python_chess_oracle.txt";

/// Game `seed`: random moves from the start or from a position a few moves in, sometimes
/// ended by a resignation or an agreed draw.
fn game(seed: u64) -> Record<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut start = AnyGame::new_of(GameKind::Chess);
    if seed % 3 == 2 {
        for _ in 0..(4 + rng.below(8)) {
            let Some(mv) = rng.pick(&start.next_moves()).cloned() else {
                break;
            };
            start = start.play(&mv).expect("a legal move");
        }
        // A position given by its FEN: the game starts there.
        start = AnyGame::decode(&start.encode(), &GameKind::Chess.default_options()).unwrap();
    }
    let mut record = Record::new(start);
    for _ in 0..(20 + rng.below(300)) {
        if record.verdict().is_some() {
            break;
        }
        let mv = rng
            .pick(&record.current().next_moves())
            .cloned()
            .expect("a move");
        record.play(&mv).expect("a legal move");
    }
    match rng.below(4) {
        0 => record.declare(RecordEnd::Resigned(Seat(rng.below(2) as u8))),
        1 => record.declare(RecordEnd::DrawAgreed),
        _ => {}
    }
    record
}

/// Our view of each game: the final FEN and the result token written.
fn ours() -> (String, Vec<String>) {
    let mut pgn = String::new();
    let mut lines = Vec::new();
    for seed in 0..GAMES {
        let record = game(seed);
        let info = GameInfo::named(&["White player", "Black player"]);
        let text = export_record(&record, &info).text;
        let result = text
            .lines()
            .find_map(|l| {
                l.strip_prefix("[Result \"")
                    .and_then(|r| r.strip_suffix("\"]"))
            })
            .expect("a Result tag")
            .to_string();
        lines.push(format!("{}\t{result}", record.current().encode()));
        pgn.push_str(&text);
        pgn.push('\n');
    }
    (pgn, lines)
}

/// python3, seeing the python-chess that scripts/setup installs into .tools/python (and any
/// installed system-wide).
fn python() -> Command {
    let mut command = Command::new("python3");
    let tools = concat!(env!("CARGO_MANIFEST_DIR"), "/.tools/python");
    let path = match std::env::var("PYTHONPATH") {
        Ok(more) if !more.is_empty() => format!("{tools}:{more}"),
        _ => tools.to_string(),
    };
    command.env("PYTHONPATH", path);
    command
}

fn python_chess_present() -> bool {
    python()
        .args(["-c", "import chess.pgn"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn ask_python_chess(pgn: &str) -> Vec<String> {
    let mut child = python()
        .arg("scripts/pgn-oracle.py")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(pgn.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn python_chess_replays_our_pgn_to_the_same_position_and_result() {
    let (pgn, ours) = ours();
    let answers = if python_chess_present() {
        let answers = ask_python_chess(&pgn);
        if std::env::var_os("TABULA_RECORD_PGN_ORACLE").is_some() {
            std::fs::write(DATA, answers.join("\n") + "\n").unwrap();
            println!("recorded {} answers in {DATA}", answers.len());
        }
        answers
    } else {
        println!(
            "python-chess is not installed (pip install chess): checking the recorded answers"
        );
        let recorded = std::fs::read_to_string(DATA).expect("the recorded answers");
        recorded.lines().map(str::to_string).collect()
    };
    assert_eq!(answers.len(), ours.len());
    for (seed, (theirs, ours)) in answers.iter().zip(&ours).enumerate() {
        assert_eq!(theirs, ours, "game {seed}");
    }
}
