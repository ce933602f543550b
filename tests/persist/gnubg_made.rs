//! Files GNU Backgammon wrote itself (issue 24): seeded matches and money sessions of gnubg
//! against gnubg at 0 plies, some with a person resigning before or after the roll, exported
//! with `export match mat` (`tests/data/gnubg_made/`, recorded by `scripts/gnubg-made.py`).
//! Every game is replayed to gnubg's score, resignations included; a money session's games
//! each become a game of their own.

use tabula::games::backgammon::{Backgammon, BgMove, Phase};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::mat::{read_mat, write_mat};
use tabula::persist::{import_record, GameFile, Imported};
use tabula::rules::Seat;

use crate::gnubg_runs::{runs, Run};

fn backgammon(imported: &Imported) -> (Backgammon, Vec<BgMove>) {
    let AnyGame::Backgammon(start) = imported.record.start() else {
        panic!("not backgammon");
    };
    let moves = imported
        .record
        .moves()
        .iter()
        .map(|mv| match mv {
            AnyMove::Backgammon(mv) => *mv,
            other => panic!("not a backgammon move: {other:?}"),
        })
        .collect();
    (start.clone(), moves)
}

fn current(imported: &Imported) -> Backgammon {
    match imported.record.current() {
        AnyGame::Backgammon(game) => game.clone(),
        other => panic!("not backgammon: {other:?}"),
    }
}

/// Every game of a run's file, each read.
fn read_run(run: &Run) -> Vec<Imported> {
    GameFile::new(GameKind::Backgammon, run.mat())
        .map(|game| {
            game.read
                .unwrap_or_else(|e| panic!("{} game {}: {e}", run.name, game.number))
        })
        .collect()
}

#[test]
fn gnubg_matches_replay_to_gnubgs_score() {
    let matches: Vec<Run> = runs().into_iter().filter(|r| r.length > 0).collect();
    assert!(matches.len() >= 4);
    for run in matches {
        let read = read_run(&run);
        assert_eq!(
            read.len(),
            1,
            "{}: a match is one game of the library",
            run.name
        );
        let game = current(&read[0]);
        assert!(
            matches!(game.phase(), Phase::MatchOver(_)),
            "{}: {:?}",
            run.name,
            game.phase()
        );
        assert_eq!(game.score(), run.score, "{}", run.name);
        let (_, moves) = backgammon(&read[0]);
        let games = 1 + moves.iter().filter(|m| **m == BgMove::NextGame).count();
        assert_eq!(games, run.games, "{}", run.name);
    }
}

#[test]
fn a_gammon_resigned_before_the_roll_in_the_crawford_game_is_read() {
    // Issue 24: game 3 of gnubg's 3-point match (seed 7) ends "Wins 2 points" after White bore
    // off 7 checkers: Black, who may not double in the Crawford game, resigned a gammon
    // before rolling. It was refused ("the loser may not resign here").
    let run = runs()
        .into_iter()
        .find(|r| r.name == "match-3-seed-7")
        .unwrap();
    let mat = run.mat();
    assert!(mat.contains("Wins 2 points"), "{mat}");
    let imported = import_record(GameKind::Backgammon, &mat).unwrap();
    let notations = imported.record.notations();
    assert_eq!(
        notations[notations.len() - 2..],
        ["Resign gammon", "Accept resignation"]
    );
    let game = current(&imported);
    assert_eq!(game.last_game_result(), Some((Seat(0), 2)));
    assert_eq!(game.borne_off(Seat(0)), 7);
    assert_eq!(game.score(), (4, 0));
}

#[test]
fn gnubg_money_sessions_are_a_game_each_and_sum_to_gnubgs_score() {
    let sessions: Vec<Run> = runs().into_iter().filter(|r| r.length == 0).collect();
    assert!(sessions.len() >= 3);
    for run in sessions {
        let read = read_run(&run);
        assert_eq!(read.len(), run.games, "{}", run.name);
        let mut total = (0, 0);
        for (i, imported) in read.iter().enumerate() {
            let game = current(imported);
            assert_eq!(game.match_length(), 0, "{} game {}", run.name, i + 1);
            match game.last_game_result() {
                Some((Seat(0), points)) => total.0 += points,
                Some((_, points)) => total.1 += points,
                None => panic!("{} game {} is not over", run.name, i + 1),
            }
        }
        assert_eq!(total, run.score, "{}", run.name);
    }
}

#[test]
fn resignations_after_the_roll_and_after_the_opening_roll_are_read() {
    let run = runs()
        .into_iter()
        .find(|r| r.name == "money-seed-13-person")
        .unwrap();
    let read = read_run(&run);
    let ends: Vec<Vec<String>> = read
        .iter()
        .map(|imported| {
            let notations = imported.record.notations();
            notations[notations.len().saturating_sub(3)..].to_vec()
        })
        .collect();
    // A roll, then at once the offer: the dice alone in gnubg's file (`65:`).
    let after_roll = ends.iter().filter(|end| {
        end[0].contains('-') && end[1].starts_with("Resign") && end[2] == "Accept resignation"
    });
    assert!(after_roll.count() >= 2, "{ends:?}");
    // Black won the opening roll and resigned before moving, written `1) 62:  Wins 2 points`.
    let opening = read.iter().find(|imported| {
        let notations = imported.record.notations();
        notations.len() == 3 && notations[0].starts_with("Opening")
    });
    let opening = opening.expect("a game resigned on the opening roll");
    assert_eq!(
        current(opening).last_game_result().map(|r| r.0),
        Some(Seat(0))
    );
}

#[test]
fn our_mat_of_each_gnubg_game_reads_back_the_same() {
    for run in runs() {
        for (i, imported) in read_run(&run).iter().enumerate() {
            let (start, moves) = backgammon(imported);
            let text = write_mat(&start, &moves, ["White", "Black"])
                .unwrap_or_else(|e| panic!("{} game {}: {e}", run.name, i + 1));
            let back = read_mat(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", run.name));
            assert_eq!(back.moves, moves, "{} game {}:\n{text}", run.name, i + 1);
        }
    }
}

#[test]
fn a_money_session_with_a_bad_game_reads_the_others() {
    let run = runs()
        .into_iter()
        .find(|r| r.name == "money-seed-12")
        .unwrap();
    let mat = run.mat();
    // Game 2's opening roll made a double: that game alone is refused, by its line, and the
    // games after it still add up from the score written before each.
    let at = mat.find(" Game 2").unwrap();
    let roll = at + mat[at..].find("  1) ").unwrap();
    let line = 1 + mat[..roll].matches('\n').count();
    let rest = mat[roll..].split_once('\n').unwrap().1;
    let broken = format!("{}  1) 66: 24/18(2)\n{rest}", &mat[..roll]);
    let games: Vec<_> = GameFile::new(GameKind::Backgammon, broken).collect();
    assert_eq!(games.len(), run.games);
    let faults: Vec<_> = games.iter().filter(|g| g.read.is_err()).collect();
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].number, 2);
    let message = faults[0].read.as_ref().unwrap_err().to_string();
    assert!(message.starts_with(&format!("line {line}:")), "{message}");
    assert!(message.contains("is a double"), "{message}");
    // After it the count starts again from game 3's score as written: the rest all read.
    assert!(games[2..].iter().all(|g| g.read.is_ok()));
}
