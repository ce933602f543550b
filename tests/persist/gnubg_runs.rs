//! The matches, money sessions and positions that GNU Backgammon made itself, as
//! `scripts/gnubg-made.py` recorded them in `tests/data/gnubg_made/`: each run's `.mat` export
//! and, in `states.txt`, gnubg's final score and every position it showed with what was done
//! next. Shared by the persist, rules and ai test crates, each using a part of it.
#![allow(dead_code)]

use std::path::PathBuf;

use tabula::games::backgammon::BackgammonOptions;

/// One recorded run of gnubg.
#[derive(Clone, Debug)]
pub struct Run {
    pub name: String,
    /// 0 for a money session.
    pub length: u8,
    pub jacoby: bool,
    /// gnubg's last score: player 0 (White here), player 1 (Black).
    pub score: (u32, u32),
    pub games: usize,
    /// `PositionID:MatchID` and the word for what was done next (`play`, `roll`, `double`,
    /// `take`, `pass`, `resign`, `accept`, `reject`, `over`).
    pub states: Vec<(String, String)>,
}

impl Run {
    /// The options gnubg played with (the match length is the ID's or the file's).
    pub fn options(&self) -> BackgammonOptions {
        BackgammonOptions {
            match_length: self.length,
            jacoby: self.jacoby,
            ..BackgammonOptions::default()
        }
    }

    /// gnubg's `.mat` export of the run.
    pub fn mat(&self) -> String {
        let path = folder().join(format!("{}.mat", self.name));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }
}

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnubg_made")
}

/// Every run of `states.txt`, in order.
pub fn runs() -> Vec<Run> {
    let text = std::fs::read_to_string(folder().join("states.txt")).expect("states.txt");
    let mut runs: Vec<Run> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |i: usize| words[i].parse::<u32>().expect("a number");
        match words[..] {
            ["run", name, length, "jacoby", jacoby] => runs.push(Run {
                name: name.to_string(),
                length: length.parse().expect("a match length"),
                jacoby: jacoby == "on",
                score: (0, 0),
                games: 0,
                states: Vec::new(),
            }),
            ["score", ..] => runs.last_mut().expect("a run").score = (number(1), number(2)),
            ["games", _] => runs.last_mut().expect("a run").games = number(1) as usize,
            ["state", code, done] => {
                let run = runs.last_mut().expect("a run");
                run.states.push((code.to_string(), done.to_string()));
            }
            ["end"] => {}
            _ => panic!("states.txt: cannot read {line:?}"),
        }
    }
    assert!(runs.len() >= 8, "the recorded runs: {}", runs.len());
    runs
}
