//! Tuning the chess evaluation by Texel's method: positions from the engine's own games, each
//! with the game's result and, where given, a stronger engine's judgement of it, and the
//! evaluation's weights moved to predict those best.
//!
//! ```text
//! cargo run --release --example chess_tune -- games <games> <nodes> [threads] > positions.txt
//! scripts/chess-label.py positions.txt judged.txt --depth 9      # optional: Stockfish's view
//! cargo run --release --example chess_tune -- tune judged.txt [epochs] [rate] [coarse|fine] [lambda] [decay] > src/ai/chess/weights.rs
//! ```
//!
//! `games` plays level 6 against itself at a node budget from the balanced openings of
//! `examples/ai_strength/openings.txt`, each followed by a few seeded random plies so that no two
//! games are alike, and prints the quiet positions (side to move not in check, the engine's move
//! not a capture or promotion) after the opening, each with the game's result for White.
//! `tune` fits the weights of [`tabula::ai::chess::eval`]'s linear terms, starting from the
//! weights by hand, on the mean squared error between the target and the logistic of the
//! evaluation; it keeps the weights that best predict a held-out sixth of the positions (the
//! last games) and prints them as the Rust table the evaluation reads.
//! - With results alone (`lambda` 0): gradient descent with momentum, the steepest weight
//!   moving `rate` centipawns an epoch; `coarse` moves each role's piece-square values together
//!   (its material), not square by square.
//! - With Stockfish's judgement (`fen;judged;result` lines from `scripts/chess-label.py`), the
//!   target is `lambda` of the judgement and the rest the result, and Adam moves every weight at
//!   most `rate` centipawns an epoch, pulled back toward its value by hand by `decay`. The
//!   weights in use: `tune judged.txt 800 1.0 fine 0.75 1e-6` on 437,000 positions
//!   (docs/strength.md).

use std::io::{BufRead, Write};

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, EnPassantMode, Position};
use tabula::ai::chess::eval::{self, Weights, FEATURES};
use tabula::ai::{think, ManualClock, Request};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::rules::{Game, Outcome, Record, Rng};

fn openings() -> Vec<&'static str> {
    include_str!("ai_strength/openings.txt")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect()
}

/// One self-play game from opening `g`; returns its quiet positions (FEN) and White's score.
fn self_play(g: u64, nodes: u64) -> (Vec<String>, f64) {
    let openings = openings();
    let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
    for text in openings[g as usize % openings.len()].split_whitespace() {
        let mv = record.current().parse_move(text).expect("opening move");
        record.play(&mv).expect("legal");
    }
    let mut rng = Rng::new(g * 7919 + 17);
    for _ in 0..rng.below(5) {
        let moves = record.current().next_moves();
        match rng.pick(&moves) {
            Some(mv) if record.verdict().is_none() => record.play(&mv.clone()).expect("legal"),
            _ => break,
        }
    }
    let mut positions = Vec::new();
    let mut decided = 0;
    while record.verdict().is_none() && record.cursor() < 300 {
        let mut request = Request::from_record(record.clone(), 6)
            .with_nodes(nodes)
            .with_seed(rng.next_u64());
        request.time_ms = Some(u64::MAX / 4);
        let reply = think(&request, &ManualClock::default()).expect("a move");
        let AnyGame::Chess(chess) = record.current() else {
            unreachable!("a chess game")
        };
        let position = chess.position();
        let AnyMove::Chess(mv) = &reply.best else {
            unreachable!("a chess move")
        };
        if record.cursor() >= 12
            && !position.is_check()
            && !mv.is_capture()
            && mv.promotion().is_none()
        {
            positions.push(Fen::from_position(position, EnPassantMode::Legal).to_string());
        }
        // A game either side leads by more than ten pawns is over in all but name.
        decided = if reply.score.abs() > 1000 {
            decided + 1
        } else {
            0
        };
        if decided >= 6 {
            let white_to_move = position.turn().is_white();
            let white_wins = (reply.score > 0) == white_to_move;
            return (positions, if white_wins { 1.0 } else { 0.0 });
        }
        record.play(&reply.best).expect("legal");
    }
    let score = match record.verdict().map(|v| v.outcome) {
        Some(Outcome::Win(seat)) => f64::from(u8::from(seat.0 == 0)),
        _ => 0.5,
    };
    (positions, score)
}

fn games(games: u64, nodes: u64, threads: u64) {
    let out = std::sync::Mutex::new(std::io::stdout());
    let next = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if g >= games {
                    break;
                }
                let (positions, score) = self_play(g, nodes);
                let mut out = out.lock().expect("stdout");
                for fen in positions {
                    writeln!(out, "{fen};{score}").expect("stdout");
                }
                eprintln!("game {}: {score}", g + 1);
            });
        }
    });
}

/// A position as the tuner sees it: its features (weight index, count for middlegame, count
/// for endgame), the part of the evaluation that is not tuned, the phase and the result.
struct Sample {
    features: Vec<(u16, f32, f32)>,
    fixed: f32,
    result: f32,
}

/// Reads `fen;result` lines, or `fen;judged;result` where an outside engine's expected score
/// (`judged`) comes first: then the target is `lambda` of it and the rest the game's result.
fn load(path: &str, lambda: f32) -> Vec<Sample> {
    let file = std::fs::File::open(path).expect("positions");
    std::io::BufReader::new(file)
        .lines()
        .map_while(Result::ok)
        .filter_map(|line| {
            let (fen, labels) = line.split_once(';')?;
            let result = match labels.split_once(';') {
                Some((judged, result)) => {
                    let (judged, result): (f32, f32) = (judged.parse().ok()?, result.parse().ok()?);
                    lambda * judged + (1.0 - lambda) * result
                }
                None => labels.parse().ok()?,
            };
            let fen: Fen = fen.parse().ok()?;
            let position: shakmaty::Chess = fen.into_position(CastlingMode::Standard).ok()?;
            let trace = eval::trace(&position);
            Some(Sample {
                features: trace.features,
                fixed: trace.fixed as f32,
                result,
            })
        })
        .collect()
}

fn sigmoid(score: f32, k: f32) -> f32 {
    1.0 / (1.0 + (-k * score / 400.0).exp())
}

/// White's evaluation of a sample under `weights` (middlegame and endgame weights interleaved).
fn evaluate(sample: &Sample, weights: &[f32]) -> f32 {
    sample.fixed
        + sample
            .features
            .iter()
            .map(|&(i, mg, eg)| weights[2 * i as usize] * mg + weights[2 * i as usize + 1] * eg)
            .sum::<f32>()
}

fn error(samples: &[Sample], weights: &[f32], k: f32) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| f64::from((s.result - sigmoid(evaluate(s, weights), k)).powi(2)))
        .sum();
    sum / samples.len() as f64
}

fn tune(path: &str, epochs: i32, rate: f64, coarse: bool, lambda: f32, decay: f64) {
    let samples = load(path, lambda);
    eprintln!("{} positions", samples.len());
    // From the plain ideas, not the weights in use, so that a tuning can be made again.
    let start = Weights::by_hand().to_flat();
    let mut weights: Vec<f32> = start.iter().map(|&w| w as f32).collect();
    // The scale that best maps today's evaluation to results.
    let mut k = 1.0;
    let mut best = error(&samples, &weights, k);
    for step in [0.5_f32, 0.1, 0.02] {
        loop {
            let up = error(&samples, &weights, k + step);
            let down = error(&samples, &weights, k - step);
            if up < best {
                (k, best) = (k + step, up);
            } else if down < best {
                (k, best) = (k - step, down);
            } else {
                break;
            }
        }
    }
    eprintln!("K {k:.2}, error {best:.6}");
    // Gradient descent on the mean squared error. With game results alone, plain descent with
    // momentum: a square a piece seldom stands on gets a small gradient and so moves little,
    // where a normalised step would let noise from a few games carry it away. With an outside
    // engine's judgement (lambda > 0) the targets are far less noisy, and Adam's per-weight
    // step (at most `rate` centipawns) lets every weight move.
    // The last sixth of the positions (whole games, as the file lists them game by game) is
    // kept apart, and the weights that predict it best are the answer.
    let split = samples.len() * 5 / 6;
    let (train, check) = samples.split_at(split);
    let n = weights.len();
    let mut velocity = vec![0.0_f64; n];
    let mut square = vec![0.0_f64; n];
    let adam = lambda > 0.0;
    let mut best_weights = weights.clone();
    let mut best_check = error(check, &weights, k);
    eprintln!("held-out error {best_check:.6}");
    for epoch in 1..=epochs {
        let mut gradient = vec![0.0_f64; n];
        for s in train {
            let p = sigmoid(evaluate(s, &weights), k);
            // d(error)/d(eval), up to a constant factor.
            let g = f64::from((p - s.result) * p * (1.0 - p));
            for &(i, mg, eg) in &s.features {
                gradient[2 * i as usize] += g * f64::from(mg);
                gradient[2 * i as usize + 1] += g * f64::from(eg);
            }
        }
        if coarse {
            // Each role's squares move together (its material, not its table's shape), and so
            // do the passed pawn's ranks.
            for (first, len) in eval::TIED_GROUPS {
                for half in 0..2 {
                    let at = |k: usize| 2 * (first + k) + half;
                    let mean = (0..len).map(|k| gradient[at(k)]).sum::<f64>() / len as f64;
                    (0..len).for_each(|k| gradient[at(k)] = mean);
                }
            }
        }
        if adam {
            // A pull back toward the hand-set weights, against the mean gradient: a weight
            // that few positions show stays near its plain idea.
            let scale = 1.0 / train.len() as f64;
            for j in 0..n {
                gradient[j] =
                    gradient[j] * scale + decay * (f64::from(weights[j]) - f64::from(start[j]));
            }
            let (b1, b2) = (0.9_f64, 0.999_f64);
            for j in 0..n {
                velocity[j] = b1 * velocity[j] + (1.0 - b1) * gradient[j];
                square[j] = b2 * square[j] + (1.0 - b2) * gradient[j] * gradient[j];
                let m = velocity[j] / (1.0 - b1.powi(epoch));
                let v = square[j] / (1.0 - b2.powi(epoch));
                weights[j] -= (rate * m / (v.sqrt() + 1e-12)) as f32;
            }
        } else {
            // The steepest weight moves `rate` centipawns; the others in proportion.
            let steepest = gradient
                .iter()
                .fold(0.0_f64, |m, g| m.max(g.abs()))
                .max(1e-12);
            for j in 0..n {
                velocity[j] = 0.8 * velocity[j] - rate * gradient[j] / steepest;
                weights[j] += velocity[j] as f32;
            }
        }
        if epoch % 25 == 0 {
            let held_out = error(check, &weights, k);
            eprintln!(
                "epoch {epoch}: error {:.6}, held out {held_out:.6}",
                error(train, &weights, k)
            );
            if held_out < best_check {
                best_check = held_out;
                best_weights = weights.clone();
            }
        }
    }
    let weights = best_weights;
    let tuned: Vec<i32> = weights.iter().map(|w| w.round() as i32).collect();
    print!("{}", Weights::from_flat(&tuned).to_rust());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("games") => games(number(1, 100), number(2, 5000), number(3, 2)),
        Some("tune") => tune(
            args.get(1).map_or("positions.txt", String::as_str),
            number(2, 400) as i32,
            args.get(3).and_then(|r| r.parse().ok()).unwrap_or(2.0),
            args.get(4).is_some_and(|a| a == "coarse"),
            args.get(5).and_then(|l| l.parse().ok()).unwrap_or(0.0),
            args.get(6).and_then(|d| d.parse().ok()).unwrap_or(1e-6),
        ),
        _ => eprintln!("usage: chess_tune games <games> <nodes> [threads] | tune <positions>"),
    }
    let _ = FEATURES;
}
