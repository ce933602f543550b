//! `tabula review`: the engine's judgement of a game file on the command line (issue 25).

use std::process::Command;

/// Runs `tabula <command> <game> <file> <options>` with `file` written to a temporary file;
/// returns (status, stdout, stderr).
fn tabula(args: &[&str], file: &str) -> (Option<i32>, String, String) {
    let dir = std::env::temp_dir().join(format!("tabula-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{}.txt", args.join("_").replace(['/', ' '], "-")));
    std::fs::write(&path, file).unwrap();
    let mut all: Vec<&str> = args.to_vec();
    let path_text = path.to_str().unwrap().to_string();
    all.insert(2, &path_text);
    let output = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(&all)
        .output()
        .expect("the tabula binary runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

const SCHOLARS: &str = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. d3 *";

#[test]
fn review_prints_a_line_a_move_and_each_sides_summary() {
    let (status, out, _) = tabula(&["review", "chess"], SCHOLARS);
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7 + 2, "{out}");
    assert!(
        lines[5].starts_with("3... Black Nf6 (best "),
        "{}",
        lines[5]
    );
    assert!(lines[5].ends_with(": blunder ??"), "{}", lines[5]);
    assert!(
        lines[6].starts_with("4. White d3 (best Qxf7#) 100.0% -> "),
        "{}",
        lines[6]
    );
    assert!(lines[7].starts_with("White: 4 decisions, "), "{}", lines[7]);
    assert!(
        lines[8].starts_with("Black: 3 decisions, 0 inaccuracies, 0 mistakes, 1 blunder"),
        "{}",
        lines[8]
    );
}

#[test]
fn review_pgn_writes_nags_and_lichess_evals_that_read_back() {
    let (status, out, _) = tabula(&["review", "chess", "--pgn"], SCHOLARS);
    assert_eq!(status, Some(0));
    assert!(out.contains("Nf6 $4 { [%eval #1] Better: "), "{out}");
    assert!(out.contains("e4 { [%eval "), "{out}");
    // Our own reader takes the annotated file back, moves intact.
    let imported = tabula::persist::import_record(tabula::games::GameKind::Chess, &out).unwrap();
    assert_eq!(imported.record.moves().len(), 7);
}

#[test]
fn review_takes_every_game_of_a_file_and_names_one_that_does_not_read() {
    let two = format!("{SCHOLARS}\n\n1. d4 d5 2. c4 *\n\n1. e4 e5 2. Ke3 *\n");
    let (status, out, err) = tabula(&["review", "chess"], &two);
    assert_eq!(status, Some(2), "{err}");
    // Both games that read are reviewed, a blank line apart, before the failure is named.
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 2, "{out}");
    assert_eq!(blocks[1].lines().count(), 3 + 2, "{out}");
    assert!(err.contains("game 3: ") && err.contains("Ke3"), "{err}");
}

#[test]
fn review_pdn_marks_a_missed_double_capture() {
    let game = "[FEN \"B:W14,16,23,30,31:B1,3,9,11\"]\n\n1. 11x20 *";
    let (status, out, err) = tabula(&["review", "english-draughts", "--pdn"], game);
    assert_eq!(status, Some(0), "{err}");
    assert!(out.contains("11x20 $"), "{out}");
    assert!(out.contains("Better: 9x18x27"), "{out}");
}

#[test]
fn review_refuses_bad_input_with_a_reason() {
    let (status, _, err) = tabula(&["review", "chess"], "1. e4 e5 2. Ke3 *");
    assert_eq!(status, Some(2));
    assert!(err.contains("Ke3"), "{err}");
    let (status, _, err) = tabula(&["review", "chess", "--pdn"], SCHOLARS);
    assert_eq!(status, Some(2));
    assert!(err.contains("--pdn is not Chess's file format"), "{err}");
    let (status, _, err) = tabula(&["review", "chess"], "*");
    assert_eq!(status, Some(2));
    assert!(err.contains("no moves"), "{err}");
    let (status, _, err) = tabula(&["review", "backgammon"], "; no game\n");
    assert_eq!(status, Some(2), "{err}");
}

#[test]
fn review_ludo_prints_each_choice_and_each_players_luck() {
    use tabula::games::ludo::{Ludo, LudoOptions};
    use tabula::games::AnyGame;
    use tabula::persist::{export_record, GameInfo};
    use tabula::rules::{Game, Record, Rng, Turn};
    let mut rng = Rng::new(9);
    let mut record = Record::new(AnyGame::Ludo(Ludo::new(&LudoOptions::default())));
    while record.moves().len() < 120 && record.verdict().is_none() {
        let mut moves = Vec::new();
        match record.current().turn() {
            Turn::Chance => {
                let mut throws = Vec::new();
                record.current().chance_outcomes(&mut throws);
                moves.extend(throws.into_iter().map(|(mv, _)| mv));
            }
            Turn::Player(_) => record.current().legal_moves(&mut moves),
        }
        let mv = moves[rng.below(moves.len())].clone();
        record.play(&mv).unwrap();
    }
    let file = export_record(&record, &GameInfo::default()).text;
    let (status, out, err) = tabula(&["review", "ludo"], &file);
    assert_eq!(status, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() > 2, "{out}");
    let players = record.start().num_players();
    let summary = &lines[lines.len() - players..];
    for (seat, line) in summary.iter().enumerate() {
        let side = record.start().side_name(tabula::rules::Seat(seat as u8));
        assert!(line.starts_with(&format!("{side}: ")), "{out}");
        assert!(line.contains("luck of the throws"), "{out}");
    }
    assert!(lines[0].starts_with("move "), "{out}");
}
