//! The command line and gnubg (issue 24): every kind of state gnubg reaches is read and gets
//! the answer gnubg would be asked for (the states gnubg made itself are all checked in the ai
//! crate), backgammon's rules that gnubg's IDs leave out are options, and `import` prints every
//! game of a file.

use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::gnubg_id::{decode_match, encode_match, encode_position, MatchId};
use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::rules::{Game, Seat};

use crate::cli::{failure, import_stdin, lines, tabula};

/// The Match ID of a finished or running game's code.
fn match_id(code: &str) -> MatchId {
    decode_match(code.split(':').nth(1).expect("a Match ID")).unwrap()
}

#[test]
fn bestmove_answers_a_resignation_offered_before_the_roll_against_the_cube_owner() {
    // Issue 24: Black offers to resign a single game before rolling while White owns the
    // cube at 4 (so Black may not double); it was refused with exit status 2.
    let answer = lines(&["bestmove", "backgammon", "FwAA4LjvAAAAAA:QiEAAAAAAAAA"]);
    assert!(
        answer == ["accept resignation"] || answer == ["reject resignation"],
        "{answer:?}"
    );
    // Before that offer, Black may only roll: gnubg's hint says "You cannot double".
    let before = MatchId {
        resignation: 0,
        turn: 1,
        ..match_id("FwAA4LjvAAAAAA:QiEAAAAAAAAA")
    };
    let code = format!("FwAA4LjvAAAAAA:{}", encode_match(&before));
    assert_eq!(lines(&["bestmove", "backgammon", &code]), ["roll"]);
}

#[test]
fn jacoby_counts_a_gammon_single_with_the_cube_in_the_middle() {
    // White bears off its last checker (a 1-1), Black has none off: a gammon.
    let mut points = [[0u8; 25]; 2];
    points[0][0] = 1;
    points[1][5] = 15;
    let money = BackgammonOptions {
        match_length: 0,
        ..BackgammonOptions::default()
    };
    let game = Backgammon::setup(Board::from_points(points), Seat(0), &money)
        .and_then(|g| g.with_dice([1, 1]))
        .unwrap();
    let code = game.encode();
    let scored = |flags: &[&str]| {
        let mut args = vec!["play", "backgammon", &code, "1/off"];
        args.extend_from_slice(flags);
        match_id(&lines(&args)[0]).score
    };
    assert_eq!(scored(&[]), [2, 0], "no Jacoby rule unless asked");
    assert_eq!(scored(&["--jacoby"]), [1, 0]);
}

#[test]
fn uncapped_cube_and_no_crawford_are_options_and_beavers_are_refused() {
    let start = encode_position(&Board::start().points());
    // White owns the cube at 128, past the cap of 64.
    let high = MatchId {
        cube: 128,
        cube_owner: Some(0),
        game_state: 1,
        ..MatchId::default()
    };
    let code = format!("{start}:{}", encode_match(&high));
    assert!(failure(&["moves", "backgammon", &code]).contains("highest value 64"));
    let choices = lines(&["moves", "backgammon", &code, "--uncapped-cube"]);
    assert!(choices.contains(&"Double".to_string()), "{choices:?}");
    // White won a gammon by resignation to lead 2-0 in a 3-point match: the next game is the
    // Crawford game, unless the match has no Crawford rule.
    let won = MatchId {
        cube: 1,
        on_roll: 1,
        game_state: 3,
        resignation: 2,
        match_length: 3,
        score: [2, 0],
        ..MatchId::default()
    };
    let over = format!("{start}:{}", encode_match(&won));
    let next = |flags: &[&str]| {
        let mut args = vec!["play", "backgammon", &over, "Next game"];
        args.extend_from_slice(flags);
        match_id(&lines(&args)[0]).crawford
    };
    assert!(next(&[]));
    assert!(!next(&["--no-crawford"]));
    let message = failure(&["bestmove", "backgammon", &over, "--beavers"]);
    assert!(message.contains("no beavers"), "{message}");
    // gnubg's money session where Black beavered White's opening double (gnubg 1.07, seed 1):
    // a state our rules cannot hold, refused with that reason.
    let message = failure(&["bestmove", "backgammon", "4HPwCSDgc/ABMA:EREAAAAAAAAA"]);
    assert!(
        message.contains("Black beavered White's double"),
        "{message}"
    );
    let message = failure(&["bestmove", "chess", "start", "--jacoby"]);
    assert!(message.contains("backgammon's options"), "{message}");
}

#[test]
fn import_prints_every_game_and_names_those_that_do_not_read() {
    let text = "[White \"Ann\"]\n\n1. e4 e5 *\n\n[White \"Bob\"]\n\n1. e4 Nf9 *\n\n\
                [White \"Cy\"]\n\n1. d4 *\n";
    let output = import_stdin("chess", text);
    assert_eq!(output.status.code(), Some(2));
    let printed = String::from_utf8(output.stdout).unwrap();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(printed, format!("{start}\ne4\ne5\n\n{start}\nd4\n"));
    let message = String::from_utf8(output.stderr).unwrap();
    assert!(message.starts_with("tabula: game 2: "), "{message}");
    assert!(message.contains("line 7"), "{message}");
    // gnubg's money session: each game on its own, all read.
    let session = include_str!("../data/gnubg_made/money-seed-12.mat");
    let output = import_stdin("backgammon", session);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(printed.split("\n\n").count(), 8);
    // A file says its own rules.
    assert_eq!(
        tabula(&["import", "backgammon", "-", "--jacoby"])
            .status
            .code(),
        Some(2)
    );
}
