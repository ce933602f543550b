//! `ballots`: English draughts from the American Checker Federation's three-move ballots
//! (`ballots.txt`, 156 openings), each played twice with colours swapped, between two levels or
//! between a level and an outside engine.
//!
//! ```text
//! ai_strength ballots <a> <b> [nodes] [first-last]
//! ```
//!
//! `a` is a level; `b` a level or, when it is not a number, a shell command that plays English
//! draughts: for each of its moves it reads one line, the position in PDN FEN (`B:W21,...:B1,...`,
//! the side to move first; a line `new` before each game), and answers one line with its move in
//! standard notation (`11-15`, `15x24`, `15x24x31` or `15x31`). `nodes` is what 0.4 s buys a
//! timed level, as in `ladder`; `first-last` keeps the ballots whose ACF numbers are in range, `first-last/step` every step-th of them.
//! Games run on `TABULA_THREADS` threads (default every core), one outside engine each.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Record, Rng};

use crate::{choose, final_score, summary, Player};

/// The ACF's number of each ballot and the position after its three moves. Panics on a move our
/// rules do not allow, so a mistyped ballot cannot slip into a match.
pub(crate) fn deck() -> Vec<(u32, Record<AnyGame>)> {
    include_str!("ballots.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let number: u32 = words.next().and_then(|n| n.parse().ok()).expect("a number");
            let mut record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
            for text in words {
                let mv = record
                    .current()
                    .parse_move(text)
                    .unwrap_or_else(|e| panic!("ballot {number}: {text}: {e}"));
                record.play(&mv).expect("legal");
            }
            assert_eq!(record.cursor(), 3, "ballot {number} has three moves");
            (number, record)
        })
        .collect()
}

/// An outside engine for English draughts, driven through its standard input and output.
struct Outside {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Outside {
    fn start(command: &str) -> Outside {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {command}: {e}"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Outside {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    fn best_move(&mut self, position: &str) -> String {
        self.send(position);
        let mut line = String::new();
        if self.output.read_line(&mut line).expect("the engine writes") == 0 {
            panic!("the engine ended at {position}");
        }
        line.trim().to_string()
    }
}

impl Drop for Outside {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Who plays one side of a ballot match.
#[derive(Clone, Copy)]
enum Side<'a> {
    Level(u8),
    Outside(&'a str),
}

impl Side<'_> {
    fn name(self) -> String {
        match self {
            Side::Level(level) => format!("level {level}"),
            Side::Outside(command) => format!("`{command}`"),
        }
    }
}

/// One game from a ballot's position (White to move); returns `sides[0]`'s score, who plays
/// Black when `a_seat` is 0 and White when it is 1.
fn play(
    mut record: Record<AnyGame>,
    sides: [Side; 2],
    a_seat: u8,
    seed: u64,
    nodes: u64,
    outside: &mut Option<Outside>,
) -> f64 {
    if let Some(engine) = outside {
        engine.send("new");
    }
    let mut rng = Rng::new(seed);
    // As `ladder`: a game still going at 300 plies counts as a draw.
    while record.cursor() < 300 {
        if let Some(score) = final_score(&record, a_seat) {
            return score;
        }
        let seat = record.current().turn().seat().map_or(0, |s| s.0);
        let side = if seat == a_seat { sides[0] } else { sides[1] };
        let mv = match side {
            Side::Level(level) => choose(Player::Level(level), &record, &mut rng, nodes),
            Side::Outside(_) => {
                let engine = outside.as_mut().expect("the engine runs");
                let position = record.current().encode();
                let text = engine.best_move(&position);
                record
                    .current()
                    .parse_move(&text)
                    .unwrap_or_else(|e| panic!("the engine played {text} at {position}: {e}"))
            }
        };
        record.play(&mv).expect("engines play legal moves");
    }
    0.5
}

pub(crate) fn ballots(args: &[String]) {
    let level = |i: usize| args.get(i).and_then(|a| a.parse::<u8>().ok());
    let a = Side::Level(level(0).expect("a level for a"));
    let b = match level(1) {
        Some(l) => Side::Level(l),
        None => Side::Outside(args.get(1).expect("a level or an engine command for b")),
    };
    let nodes = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(20_000);
    // "first-last", or "first-last/step" for every step-th of those ballots.
    let (range, step) = args
        .get(3)
        .map_or(("", "1"), |r| r.split_once('/').unwrap_or((r, "1")));
    let (first, last) = range
        .split_once('-')
        .and_then(|(f, l)| Some((f.parse().ok()?, l.parse().ok()?)))
        .unwrap_or((1, u32::MAX));
    let deck: Vec<_> = deck()
        .into_iter()
        .filter(|(number, _)| (first..=last).contains(number))
        .step_by(step.parse().expect("a step"))
        .collect();
    let threads = std::env::var("TABULA_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    println!(
        "English draughts, {} ballots (ACF {first}-{}, every {step}) twice each, colours swapped: {} vs {}, nodes {nodes}",
        deck.len(),
        deck.last().map_or(0, |(n, _)| *n),
        a.name(),
        b.name()
    );
    // Game g plays ballot g / 2 with `a` as Black when g is even.
    let games = deck.len() * 2;
    let mut scores = vec![0.0; games];
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let deck = &deck;
                scope.spawn(move || {
                    let mut outside = match b {
                        Side::Outside(command) => Some(Outside::start(command)),
                        Side::Level(_) => None,
                    };
                    (t..games)
                        .step_by(threads)
                        .map(|g| {
                            let (number, start) = &deck[g / 2];
                            let seat = (g % 2) as u8;
                            let score = play(
                                start.clone(),
                                [a, b],
                                seat,
                                g as u64 * 7 + 1,
                                nodes,
                                &mut outside,
                            );
                            let colour = ["Black", "White"][g % 2];
                            eprintln!("  ballot {number:>3}, {} as {colour}: {score}", a.name());
                            (g, score)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            for (g, score) in worker.join().expect("a match thread") {
                scores[g] = score;
            }
        }
    });
    let count = |s: f64| scores.iter().filter(|&&x| x == s).count();
    println!(
        "  {} vs {}: {} (+{} ={} -{})",
        a.name(),
        b.name(),
        summary(&scores),
        count(1.0),
        count(0.5),
        count(0.0)
    );
    let as_black: Vec<f64> = scores.iter().step_by(2).copied().collect();
    let as_white: Vec<f64> = scores.iter().skip(1).step_by(2).copied().collect();
    println!("    as Black: {}", summary(&as_black));
    println!("    as White: {}", summary(&as_white));
}
