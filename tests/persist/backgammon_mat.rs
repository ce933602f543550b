//! `.mat` match text (`persist::mat`): seeded random matches, with doubles, takes,
//! passes, resignations, the Crawford game and dances, are written and their shape checked;
//! where GNU Backgammon is installed (`/usr/games/gnubg`, Debian package `gnubg`) each is
//! imported by it and exported again, and gnubg's own `.mat` must hold the same games, turn
//! by turn, and our importer must read gnubg's export back to the same moves. Without gnubg
//! that part is skipped with a note. A few matches are also checked against gnubg's reading of
//! them recorded in `tests/data/backgammon_gnubg_mat.txt` (`scripts/gnubg-mat-oracle.py`), so
//! a machine without gnubg still checks the writer against it.

use std::path::Path;
use std::process::Command;

use tabula::games::backgammon::match_state::Resignation;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::persist::mat::{read_mat, write_mat};
use tabula::rules::{Game, Rng, Turn};

const GNUBG: &str = "/usr/games/gnubg";

/// A random player that also doubles, passes and resigns now and then, so that every kind of
/// line turns up.
fn random_choice(game: &Backgammon, rng: &mut Rng) -> Vec<BgMove> {
    if game.pending_resignation().is_some() {
        return vec![BgMove::AcceptResignation];
    }
    match game.phase() {
        Phase::OnRoll(_) if rng.below(100) < 4 => vec![BgMove::Resign(Resignation::Single)],
        Phase::OnRoll(_) if rng.below(100) < 15 => vec![BgMove::Double],
        Phase::OnRoll(_) => vec![BgMove::RollDice],
        Phase::Doubled(_) if rng.below(3) == 0 => vec![BgMove::Pass],
        Phase::Doubled(_) => vec![BgMove::Take],
        Phase::GameOver(_) => vec![BgMove::NextGame],
        Phase::Moving(_) => {
            let plays = game.whole_plays();
            let mut steps = rng.pick(&plays).map_or_else(Vec::new, |p| p.0.clone());
            let mut after = game.clone();
            for mv in &steps {
                after.apply(mv);
            }
            if after.phase() == game.phase() {
                steps.push(BgMove::ConfirmTurn);
            }
            steps
        }
        _ => Vec::new(),
    }
}

/// A whole match of `length` points (0: a money game) from `seed`.
fn random_match(length: u8, seed: u64) -> (Backgammon, Vec<BgMove>, usize) {
    let options = BackgammonOptions {
        match_length: length,
        ..BackgammonOptions::default()
    };
    let start = Backgammon::new(&options);
    let (mut game, mut moves, mut rng) = (start.clone(), Vec::new(), Rng::new(seed));
    while game.outcome().is_none() {
        let chosen = match game.turn() {
            Turn::Chance => {
                let mut rolls = Vec::new();
                game.chance_outcomes(&mut rolls);
                vec![rng.pick(&rolls).expect("dice").0]
            }
            Turn::Player(_) => random_choice(&game, &mut rng),
        };
        for mv in chosen {
            game = game.play(&mv).expect("a legal move");
            moves.push(mv);
        }
    }
    let games = 1 + moves.iter().filter(|m| **m == BgMove::NextGame).count();
    (start, moves, games)
}

/// The turns of each game, normalised for comparison: each column entry with its steps
/// sorted, in order, then the result line.
fn games_in(mat: &str) -> Vec<Vec<String>> {
    let mut games: Vec<Vec<String>> = Vec::new();
    for line in mat.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("Game ") {
            games.push(Vec::new());
            continue;
        }
        let Some(game) = games.last_mut() else {
            continue;
        };
        if trimmed.starts_with("Wins ") {
            game.push(trimmed.replace(" and the match", ""));
        } else if let Some((number, rest)) = line.split_once(") ") {
            if number.trim().parse::<u32>().is_err() {
                continue;
            }
            let (left, right) = rest.split_at(rest.len().min(28));
            game.extend([left, right].into_iter().filter_map(entry));
        }
    }
    games
}

/// One column's entry with its steps sorted; `None` for an empty column.
fn entry(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    match text.split_once(':') {
        Some((dice, steps)) if dice.len() == 2 => {
            let mut steps: Vec<&str> = steps.split_whitespace().collect();
            steps.sort();
            Some(format!("{dice}: {}", steps.join(" ")))
        }
        _ => Some(text.to_string()),
    }
}

/// Per column (White, Black): plays, doubles, takes and passes written in `mat`.
fn column_counts(mat: &str) -> [[u32; 4]; 2] {
    let mut counts = [[0; 4]; 2];
    for line in mat.lines() {
        let Some((number, rest)) = line.split_once(") ") else {
            continue;
        };
        if number.trim().parse::<u32>().is_err() {
            continue;
        }
        let (left, right) = rest.split_at(rest.len().min(28));
        for (column, text) in [left, right].into_iter().enumerate() {
            let text = text.trim();
            let kind = match text {
                _ if text.starts_with("Doubles") => 1,
                "Takes" => 2,
                "Drops" => 3,
                _ if text.get(2..3) == Some(":") => 0,
                _ => continue,
            };
            counts[column][kind] += 1;
        }
    }
    counts
}

/// The same counts as gnubg's `show statistics match` gives them, from its output.
fn gnubg_counts(out: &str) -> [[u32; 4]; 2] {
    let mut counts = [[0; 4]; 2];
    for (kind, label) in ["Total moves", "Doubles", "Takes", "Passes"]
        .iter()
        .enumerate()
    {
        let line = out
            .lines()
            .find(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("no {label} in gnubg's statistics:\n{out}"));
        let numbers: Vec<u32> = line[label.len()..]
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        counts[0][kind] = numbers[0];
        counts[1][kind] = numbers[1];
    }
    counts
}

#[test]
fn matches_are_written_in_the_mat_layout() {
    let mut all = String::new();
    for (length, seed) in [(3, 1), (5, 2), (0, 3), (7, 4), (9, 5), (0, 6), (0, 7)] {
        let (start, moves, games) = random_match(length, seed);
        let text = write_mat(&start, &moves, ["White", "Black"]).expect("written");
        all.push_str(&text);
        assert!(text.starts_with(&format!(" {length} point match\n\n Game 1\n")));
        assert!(text.contains(" White : 0                      Black : 0\n"));
        let read = games_in(&text);
        assert_eq!(read.len(), games, "{text}");
        for game in &read {
            let last = game.last().expect("a finished game");
            assert!(last.starts_with("Wins "), "{text}");
        }
        for line in text.lines().filter(|l| l.contains(") ")) {
            // "  1) 31: 8/5 6/5" with Black's column after White's padded to 27 characters
            // and a space (a longer entry of White's pushes it on, still after a space).
            assert_eq!(&line[3..5], ") ", "{line}");
            let body = &line[5..];
            let left = if body.starts_with("  ") {
                0
            } else {
                body.find("  ").unwrap_or(body.len())
            };
            if left <= 27 && line.len() > 33 {
                let right = line[33..].trim_start();
                assert!(line.len() - right.len() <= 34, "{line}");
                assert_eq!(&line[32..33], " ", "{line}");
            }
        }
    }
    // Every kind of line turned up: cube actions, a dance, both sides winning.
    let left_wins = format!("\n{:6}Wins", "");
    let right_wins = format!("\n{:34}Wins", "");
    let after_pass = " Drops                       Wins";
    for wanted in [
        " Doubles => 2",
        " Takes",
        " Drops",
        ":\n",
        &left_wins,
        &right_wins,
        after_pass,
    ] {
        assert!(all.contains(wanted), "no {wanted:?} in\n{all}");
    }
}

#[test]
fn bad_starts_and_moves_are_refused() {
    let (start, moves, _) = random_match(3, 5);
    assert!(write_mat(&start, &moves, ["Wh:ite", "Black"]).is_err());
    let later = start.clone().play(&moves[0]).expect("legal");
    assert!(write_mat(&later, &moves[1..], ["White", "Black"]).is_err());
    let error = write_mat(&start, &[moves[0], moves[0]], ["White", "Black"]).unwrap_err();
    assert_eq!(error.ply, Some(1));
}

/// What gnubg prints for `script` given on its standard input (`gnubg -t -q`).
/// The position after every action that isn't a checker step: the turns a match is made of,
/// whatever order each play's steps were made in.
fn turns(start: &Backgammon, moves: &[BgMove]) -> Vec<String> {
    let mut game = start.clone();
    let mut positions = Vec::new();
    for mv in moves {
        game = game.play(mv).expect("a legal move");
        if !matches!(mv, BgMove::Step { .. }) {
            positions.push(game.encode());
        }
    }
    positions
}

fn run_gnubg(script: &str) -> String {
    let out = Command::new(GNUBG)
        .args(["-t", "-q"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(script.as_bytes())?;
            child.wait_with_output()
        })
        .expect("gnubg runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn gnubg_reads_back_the_same_games() {
    if !Path::new(GNUBG).exists() {
        println!("note: {GNUBG} is not installed (Debian package gnubg): import not checked");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tabula-mat-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (length, seed) in [
        (3, 11),
        (5, 12),
        (0, 13),
        (7, 14),
        (0, 15),
        (0, 16),
        (0, 17),
    ] {
        let (start, moves, _) = random_match(length, seed);
        let ours = write_mat(&start, &moves, ["White", "Black"]).expect("written");
        let (mine, theirs) = (dir.join("ours.mat"), dir.join("theirs.mat"));
        std::fs::write(&mine, &ours).expect("write");
        let _ = std::fs::remove_file(&theirs);
        let script = format!(
            "set jacoby off\nimport mat {}\nexport match mat {}\n\
             set analysis chequerplay evaluation plies 0\n\
             set analysis cubedecision evaluation plies 0\nanalyse match\n\
             show statistics match\n",
            mine.display(),
            theirs.display()
        );
        let said = run_gnubg(&script);
        assert!(!said.contains("WARNING"), "gnubg: {said}\n{ours}");
        let exported = std::fs::read_to_string(&theirs).expect("gnubg exported the match");
        assert_eq!(
            games_in(&exported),
            games_in(&ours),
            "{ours}\n---\n{exported}"
        );
        // Our importer reads gnubg's own export back to the very same turns (gnubg writes a
        // play's steps in its own order).
        let read = read_mat(&exported).unwrap_or_else(|e| panic!("{e}\n{exported}"));
        assert_eq!(read.start, start);
        assert_eq!(
            turns(&start, &read.moves),
            turns(&start, &moves),
            "{exported}"
        );
        // gnubg's analysis sees each side's plays and cube actions once (no phantom double).
        assert_eq!(gnubg_counts(&said), column_counts(&ours), "{ours}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Matches whose reading by gnubg is recorded in `DATA` by `scripts/gnubg-mat-oracle.py`, so
/// that a machine without gnubg still checks our writer against what gnubg made of it.
const RECORDED: [(u8, u64); 4] = [(3, 21), (5, 22), (0, 23), (1, 24)];
const DATA: &str = "tests/data/backgammon_gnubg_mat.txt";

/// What gnubg made of one of our matches: the score it reached (`show score`), each side's
/// plays, doubles, takes and passes (`show statistics match`, White's first), and the match as
/// it exports it again.
#[derive(Debug, PartialEq, Eq)]
struct Reading {
    score: String,
    counts: [[u32; 4]; 2],
    export: String,
}

/// gnubg's `.mat` without its header comments (they carry the date) and trailing spaces.
fn export_body(mat: &str) -> String {
    let lines: Vec<&str> = mat
        .lines()
        .filter(|l| !l.starts_with(';'))
        .map(str::trim_end)
        .collect();
    lines.join("\n").trim_matches('\n').to_string() + "\n"
}

/// "White 3, Black 1" from gnubg's "The score (after 4 games) is: White 3, Black 1 (...)".
fn score_in(said: &str) -> String {
    let at = said
        .rfind("The score (after")
        .unwrap_or_else(|| panic!("no score in gnubg's output:\n{said}"));
    let rest = &said[at..];
    let rest = &rest[rest.find("is: ").expect("is: ") + 4..];
    rest[..rest.find(" (").expect("(")].to_string()
}

/// The readings recorded in `DATA`, by (match length, seed).
fn recorded_readings() -> Vec<((u8, u64), Reading)> {
    let text = std::fs::read_to_string(DATA)
        .unwrap_or_else(|e| panic!("{DATA}: {e} (record it: scripts/gnubg-mat-oracle.py)"));
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let mut readings = Vec::new();
    while let Some(head) = lines.next() {
        let id: Vec<u64> = head
            .strip_prefix("match ")
            .unwrap_or_else(|| panic!("{DATA}: expected `match L S`, found {head:?}"))
            .split_whitespace()
            .map(|n| n.parse().expect("a number"))
            .collect();
        let mut field = |name: &str| {
            let line = lines.next().unwrap_or_default();
            line.strip_prefix(name)
                .unwrap_or_else(|| panic!("{DATA}: expected {name:?}, found {line:?}"))
                .to_string()
        };
        let score = field("score ");
        let numbers: Vec<u32> = field("counts ")
            .split_whitespace()
            .map(|n| n.parse().expect("a count"))
            .collect();
        assert_eq!(numbers.len(), 8, "{DATA}: counts of {head}");
        let mut counts = [[0; 4]; 2];
        for (i, n) in numbers.into_iter().enumerate() {
            counts[i / 4][i % 4] = n;
        }
        let mut export = String::new();
        for line in lines.by_ref().take_while(|l| *l != "end") {
            export.push_str(line);
            export.push('\n');
        }
        readings.push((
            (id[0] as u8, id[1]),
            Reading {
                score,
                counts,
                export,
            },
        ));
    }
    readings
}

/// gnubg's reading of `ours` now, as the script records it.
fn live_reading(ours: &str, dir: &Path) -> Reading {
    let (mine, theirs) = (dir.join("recorded.mat"), dir.join("recorded-out.mat"));
    std::fs::write(&mine, ours).expect("write");
    let _ = std::fs::remove_file(&theirs);
    let said = run_gnubg(&format!(
        "set jacoby off\nimport mat {}\nexport match mat {}\n\
         set analysis chequerplay evaluation plies 0\n\
         set analysis cubedecision evaluation plies 0\nanalyse match\n\
         show statistics match\nshow score\n",
        mine.display(),
        theirs.display()
    ));
    assert!(!said.contains("WARNING"), "gnubg: {said}\n{ours}");
    let exported = std::fs::read_to_string(&theirs).expect("gnubg exported the match");
    Reading {
        score: score_in(&said),
        counts: gnubg_counts(&said),
        export: export_body(&exported),
    }
}

#[test]
fn our_mat_reads_in_gnubg_as_recorded() {
    // scripts/gnubg-mat-oracle.py asks for the matches as files, then has gnubg read them.
    if let Some(dir) = std::env::var_os("TABULA_WRITE_MATS") {
        for (length, seed) in RECORDED {
            let (start, moves, _) = random_match(length, seed);
            let ours = write_mat(&start, &moves, ["White", "Black"]).expect("written");
            let file = Path::new(&dir).join(format!("{length}-{seed}.mat"));
            std::fs::write(&file, ours).expect("write the match");
        }
        return;
    }
    let recorded = recorded_readings();
    let live = Path::new(GNUBG).exists();
    if !live {
        println!("note: {GNUBG} is not installed: checking gnubg's recorded reading ({DATA})");
    }
    let dir = std::env::temp_dir().join(format!("tabula-mat-rec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    assert_eq!(recorded.len(), RECORDED.len(), "{DATA} holds other matches");
    for ((length, seed), reading) in &recorded {
        assert!(
            RECORDED.contains(&(*length, *seed)),
            "{DATA}: match {length} {seed}"
        );
        let (start, moves, _) = random_match(*length, *seed);
        let ours = write_mat(&start, &moves, ["White", "Black"]).expect("written");
        let what = format!(
            "match {length} {seed}:\n{ours}\n--- gnubg ---\n{}",
            reading.export
        );
        // gnubg saw the same games, turn by turn, the same cube actions, and the same score.
        assert_eq!(games_in(&reading.export), games_in(&ours), "{what}");
        assert_eq!(reading.counts, column_counts(&ours), "{what}");
        let end = moves
            .iter()
            .fold(start.clone(), |game, mv| game.play(mv).expect("legal"));
        let (white, black) = end.score();
        assert_eq!(
            reading.score,
            format!("White {white}, Black {black}"),
            "{what}"
        );
        // And our importer reads gnubg's export back to the very same turns.
        let read = read_mat(&reading.export).unwrap_or_else(|e| panic!("{e}\n{what}"));
        assert_eq!(read.start, start, "{what}");
        assert_eq!(turns(&start, &read.moves), turns(&start, &moves), "{what}");
        if live {
            let now = live_reading(&ours, &dir);
            assert_eq!(
                &now, reading,
                "gnubg reads match {length} {seed} otherwise than recorded: if our writer \
                 changed on purpose, re-record with scripts/gnubg-mat-oracle.py"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A play written in an order the move generator doesn't list it in reads back in the order
/// written, so a downloaded game imports to the same move list: two checkers in the player's
/// order (`24/21 24/20`), and one checker by the other die first (`24/21 21/15` with 63, which
/// the generator lists as `24/18 18/15`; the browser's download test met it).
#[test]
fn plays_read_back_in_the_order_written() {
    let cases: [(&[&str], &str); 2] = [
        (
            &["Opening 3-4", "24/21", "24/20", "Confirm"],
            "43: 24/21 24/20",
        ),
        (
            &["Opening 3-6", "24/21", "21/15", "Confirm"],
            "63: 24/21 21/15",
        ),
    ];
    for (played, written) in cases {
        let start = Backgammon::new(&BackgammonOptions::default());
        let mut game = start.clone();
        let mut moves = Vec::new();
        for text in played {
            let mv = game.parse_move(text).unwrap();
            game = game.play(&mv).unwrap();
            moves.push(mv);
        }
        let text = write_mat(&start, &moves, ["White", "Black"]).unwrap();
        assert!(text.contains(written), "{text}");
        let read = read_mat(&text).unwrap();
        assert_eq!(read.moves, moves, "{played:?}");
    }
}
