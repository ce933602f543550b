//! The engine answers what each position GNU Backgammon showed asks (issue 24; the positions
//! of `tests/data/gnubg_made/states.txt`): a play once the dice are rolled, the cube's choice
//! before the roll (`roll` where the player may not double), take or pass to a double, accept or
//! reject to a resignation; and a finished match asks nothing.

use tabula::ai::cli::bestmove;
use tabula::games::backgammon::{Backgammon, Phase};
use tabula::games::AnyGame;
use tabula::rules::Game;

#[path = "../persist/gnubg_runs.rs"]
mod gnubg_runs;

/// The answers the engine may give to the decision a position asks.
fn answers(game: &Backgammon) -> &'static [&'static str] {
    if game.pending_resignation().is_some() {
        return &["accept resignation", "reject resignation"];
    }
    match game.phase() {
        Phase::OnRoll(_) => &["double", "no double"],
        Phase::Rolling(_) => &["roll"],
        Phase::Doubled(_) => &["take", "pass"],
        Phase::GameOver(_) => &["next game"],
        _ => &[],
    }
}

/// Whether what gnubg did next fits the decision the position asks here.
fn fits(game: &Backgammon, done: &str) -> bool {
    let pending = game.pending_resignation().is_some();
    match (done, game.phase()) {
        ("accept" | "reject", _) => pending,
        (_, _) if pending => false,
        ("play", phase) => matches!(phase, Phase::Moving(_)),
        ("double", phase) => matches!(phase, Phase::OnRoll(_)),
        ("take" | "pass", phase) => matches!(phase, Phase::Doubled(_)),
        ("roll", phase) => matches!(phase, Phase::OnRoll(_) | Phase::Rolling(_)),
        // A player offered to resign instead: before the roll, after it or facing a double.
        ("resign", phase) => game.may_resign().is_some() && !matches!(phase, Phase::Opening),
        ("over", _) => game.outcome().is_some(),
        _ => false,
    }
}

#[test]
fn every_gnubg_position_gets_the_answer_its_decision_asks() {
    let words = [
        "double",
        "no double",
        "roll",
        "take",
        "pass",
        "accept resignation",
        "reject resignation",
        "next game",
    ];
    let mut asked = 0;
    for run in gnubg_runs::runs() {
        for (code, done) in &run.states {
            let game = Backgammon::decode(code, &run.options()).unwrap();
            let context = format!("{}: {code}, gnubg then: {done}", run.name);
            assert!(fits(&game, done), "{context}: {:?}", game.phase());
            let answer = bestmove(AnyGame::Backgammon(game.clone()), &["--level", "1"]);
            if game.outcome().is_some() {
                let error = answer.unwrap_err();
                assert!(error.contains("over"), "{context}: {error}");
                continue;
            }
            let said = answer.unwrap_or_else(|e| panic!("{context}: {e}"));
            match answers(&game) {
                [] => {
                    assert!(matches!(game.phase(), Phase::Moving(_)), "{context}");
                    assert!(!words.contains(&said.as_str()), "{context}: {said}");
                }
                expected => assert!(expected.contains(&said.as_str()), "{context}: {said}"),
            }
            asked += 1;
        }
    }
    assert!(asked > 2000, "{asked}");
}
