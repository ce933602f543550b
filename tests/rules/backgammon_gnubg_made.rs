//! Every position GNU Backgammon showed in its own matches and money sessions (issue 24;
//! `tests/data/gnubg_made/states.txt`, recorded by `scripts/gnubg-made.py`) reads here, and
//! writes back as the same Position ID and the same Match ID fields: the player on roll and the
//! one to act, a double or a resignation offered, the cube and its owner, the Crawford game, the
//! dice, the score; finished games as gnubg leaves them.

use tabula::games::backgammon::gnubg_id::decode_match;
use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::rules::Game;

#[path = "../persist/gnubg_runs.rs"]
mod gnubg_runs;

#[test]
fn every_position_gnubg_showed_reads_and_writes_back_the_same() {
    let mut count = 0;
    for run in gnubg_runs::runs() {
        for (code, done) in &run.states {
            let game = Backgammon::decode(code, &run.options())
                .unwrap_or_else(|e| panic!("{}: {code} ({done}): {e}", run.name));
            let written = game.encode();
            let (position, match_id) = code.split_once(':').unwrap();
            let mut ours = written.split(':');
            assert_eq!(ours.next(), Some(position), "{}: {code}", run.name);
            // The fields compared: gnubg 1.07 also writes the Jacoby setting in the Match ID's
            // last bit, which we do not (see `BackgammonOptions::jacoby`).
            let ours = decode_match(ours.next().unwrap()).unwrap();
            assert_eq!(
                ours,
                decode_match(match_id).unwrap(),
                "{}: {code}",
                run.name
            );
            count += 1;
        }
    }
    assert!(count > 2000, "{count} positions");
}

#[test]
fn gnubgs_positions_hold_every_kind_of_decision() {
    let runs = gnubg_runs::runs();
    let done: std::collections::BTreeSet<&str> = runs
        .iter()
        .flat_map(|run| run.states.iter().map(|(_, done)| done.as_str()))
        .collect();
    for kind in [
        "play", "roll", "double", "take", "pass", "resign", "accept", "over",
    ] {
        assert!(
            done.contains(kind),
            "no position followed by {kind}: {done:?}"
        );
    }
    // The position of issue 24: Black offers to resign before rolling, White owning the cube.
    let money = BackgammonOptions::default();
    let game = Backgammon::decode("FwAA4LjvAAAAAA:QiEAAAAAAAAA", &money).unwrap();
    assert!(game.pending_resignation().is_some());
}
