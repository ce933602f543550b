//! Trains the backgammon network by TD(λ) self-play over our own rules: both sides choose the
//! best play at one ply with the current network (money game, no cube); after each game every
//! position is moved toward its λ-return (the offline form of TD(λ): the network's next
//! estimates, and at the end the game's result, as win / gammon / backgammon for each side).
//!
//! ```sh
//! cargo run --release --example train_backgammon -- [--games N] [--out FILE] [--hidden H]
//!     [--alpha A] [--lambda L] [--seed S] [--bench-every N] [--bench-games N]
//!     [--expected yes [--explore P]] [--report-every N]
//! cargo run --release --example train_backgammon -- --out FILE --versus OTHER|greedy [--bench-games N]
//! cargo run --release --example train_backgammon -- --out FILE --accuracy OTHER [--bench-games N]
//! cargo run --release --example train_backgammon -- --speed yes
//! cargo run --release --example train_backgammon -- --levels GAMES [--depths 2:0]
//! ```
//!
//! The checkpoint (`--out`, by default `target/backgammon-train.bin`) is in the weights file
//! format the app reads (`src/ai/backgammon/net.rs`), at full precision (version 1); a run
//! resumes from it, and the same seed and the same checkpoint give the same games. The app
//! ships the compact form (version 2, 8-bit weights, a quarter of the size), made from a
//! checkpoint by `examples/compact_backgammon_weights.rs`:
//! `cargo run --release --example compact_backgammon_weights -- compact CHECKPOINT
//! src/ai/backgammon/weights.bin`. Every `--bench-every` games it prints the
//! network's score against a greedy hand-made player and against itself as of the last
//! benchmark, with 95% intervals. `--expected yes` refines a trained network toward the
//! expectation over all 21 rolls instead (see `train_backgammon/expected.rs`).

use std::time::Instant;

#[path = "train_backgammon/accuracy.rs"]
mod accuracy;
#[path = "train_backgammon/expected.rs"]
mod expected;

use tabula::ai::backgammon::bearoff::race_chances;
use tabula::ai::backgammon::encode::{encode, shots_at, INPUTS};
use tabula::ai::backgammon::eval::{evaluate, network};
use tabula::ai::backgammon::net::{Net, OUTPUTS};
use tabula::ai::backgammon::play::{choose_play, rank_boards};
use tabula::ai::backgammon::plays::play_boards;
use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::rules::{Rng, Seat};

/// The training settings, from the command line.
struct Settings {
    games: u64,
    out: String,
    hidden: usize,
    alpha: f32,
    lambda: f32,
    seed: u64,
    bench_every: u64,
    bench_games: u64,
    /// Only compare the checkpoint with this other weights file, then stop.
    versus: Option<String>,
    /// Only compare how well the checkpoint and this other network foresee results, then stop.
    accuracy: Option<String>,
    /// Only measure the shipped evaluation's speed and move choice's time, then stop.
    speed: bool,
    /// Only play the shipped evaluation looking `depths.0` rolls deeper against it looking
    /// `depths.1` deeper (this many games), then stop.
    levels: u64,
    depths: (u8, u8),
    /// Learn toward the expectation over all 21 rolls rather than by TD(λ).
    expected: bool,
    /// With `expected`, the share of turns played at random.
    explore: f64,
    /// Games between progress lines.
    report_every: u64,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        games: 1_000_000,
        out: "target/backgammon-train.bin".into(),
        hidden: 80,
        alpha: 0.1,
        lambda: 0.7,
        seed: 1,
        bench_every: 20_000,
        bench_games: 400,
        versus: None,
        accuracy: None,
        speed: false,
        levels: 0,
        depths: (2, 0),
        expected: false,
        explore: 0.0,
        report_every: 5_000,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).ok_or(format!("{} needs a value", pair[0]))?;
        let number = || {
            value
                .parse::<f64>()
                .map_err(|e| format!("{}: {e}", pair[0]))
        };
        match pair[0].as_str() {
            "--games" => s.games = number()? as u64,
            "--out" => s.out = value.clone(),
            "--hidden" => s.hidden = number()? as usize,
            "--alpha" => s.alpha = number()? as f32,
            "--lambda" => s.lambda = number()? as f32,
            "--seed" => s.seed = number()? as u64,
            "--bench-every" => s.bench_every = (number()? as u64).max(1),
            "--bench-games" => s.bench_games = number()? as u64,
            "--versus" => s.versus = Some(value.clone()),
            "--accuracy" => s.accuracy = Some(value.clone()),
            "--speed" => s.speed = value == "yes",
            "--levels" => s.levels = number()? as u64,
            "--depths" => {
                let (a, b) = value.split_once(':').ok_or("--depths A:B")?;
                s.depths = (
                    a.parse().map_err(|_| "--depths A:B")?,
                    b.parse().map_err(|_| "--depths A:B")?,
                );
            }
            "--expected" => s.expected = value == "yes",
            "--explore" => s.explore = number()?,
            "--report-every" => s.report_every = (number()? as u64).max(1),
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(s)
}

/// A roll of two dice.
fn roll(rng: &mut Rng) -> [u8; 2] {
    [1 + rng.below(6) as u8, 1 + rng.below(6) as u8]
}

/// The result for the side that just bore off its last checker: win, gammon, backgammon.
fn won(board: &Board, winner: usize) -> [f32; OUTPUTS] {
    let m = board.win_multiplier(winner);
    [
        1.0,
        f32::from(u8::from(m >= 2)),
        f32::from(u8::from(m >= 3)),
        0.0,
        0.0,
    ]
}

/// The same outputs seen by the other side.
fn flip(y: &[f32; OUTPUTS]) -> [f32; OUTPUTS] {
    [1.0 - y[0], y[3], y[4], y[1], y[2]]
}

fn equity(y: &[f32; OUTPUTS]) -> f32 {
    2.0 * y[0] - 1.0 + y[1] - y[3] + y[2] - y[4]
}

/// A player: chooses among the boards a roll allows; returns the index and, for the network,
/// the chances of the chosen board for the side then on roll.
trait Player {
    fn choose(&self, boards: &[Board], side: usize) -> (usize, [f32; OUTPUTS]);
}

impl Player for Net {
    fn choose(&self, boards: &[Board], side: usize) -> (usize, [f32; OUTPUTS]) {
        let mut x = [0.0; INPUTS];
        let mut best = (0, [0.0; OUTPUTS], f32::NEG_INFINITY);
        for (i, b) in boards.iter().enumerate() {
            let (next, mine) = if b.off(side) == 15 {
                let w = won(b, side);
                (flip(&w), w)
            } else {
                encode(b, 1 - side, &mut x);
                let y = self.forward(&x);
                (y, flip(&y))
            };
            let e = equity(&mine);
            if e > best.2 {
                best = (i, next, e);
            }
        }
        (best.0, best.1)
    }
}

/// The shipped evaluation choosing at one ply (`depth` 0, level 5) or looking 1 or 2 rolls
/// deeper at the best candidates.
struct Shipped {
    depth: u8,
}

impl Player for Shipped {
    fn choose(&self, boards: &[Board], side: usize) -> (usize, [f32; OUTPUTS]) {
        let best = rank_boards(boards, side, self.depth)
            .first()
            .map_or(0, |b| b.0);
        (best, [0.0; OUTPUTS])
    }
}

/// The benchmark's hand-made player: pip lead, home points and primes, few shots at its blots.
struct Greedy;

impl Player for Greedy {
    fn choose(&self, boards: &[Board], side: usize) -> (usize, [f32; OUTPUTS]) {
        let score = |b: &Board| {
            if b.off(side) == 15 {
                return 1e6;
            }
            let made = |p: u8| b.count(side, p) >= 2;
            let home = (1..=6u8).filter(|&p| made(p)).count() as f32;
            let outfield = (7..=11u8).filter(|&p| made(p)).count() as f32;
            let pips = b.pip_count(1 - side) as f32 - b.pip_count(side) as f32;
            0.1 * pips + 0.6 * home + 0.3 * outfield - 4.0 * f32::from(shots_at(b, side)) / 36.0
        };
        let best = (0..boards.len())
            .max_by(|&i, &j| score(&boards[i]).total_cmp(&score(&boards[j])))
            .unwrap_or(0);
        (best, [0.0; OUTPUTS])
    }
}

/// One game; `record` gets each position before a roll (with the side on roll) and the chances
/// of the position after the play, for the next side on roll. Returns the winner and points.
fn play_game(
    players: [&dyn Player; 2],
    rng: &mut Rng,
    mut record: impl FnMut(&Board, usize, [f32; OUTPUTS]),
) -> (usize, u32, usize) {
    let mut board = Board::start();
    let mut dice = roll(rng);
    while dice[0] == dice[1] {
        dice = roll(rng);
    }
    let mut side = usize::from(dice[0] < dice[1]);
    let mut boards = Vec::new();
    for turn in 0.. {
        play_boards(&board, side, dice, &mut boards);
        let (i, next) = players[side].choose(&boards, side);
        let before = board;
        board = boards[i];
        if board.off(side) == 15 {
            record(&before, side, flip(&won(&board, side)));
            return (side, board.win_multiplier(side), turn + 1);
        }
        record(&before, side, next);
        side = 1 - side;
        dice = roll(rng);
    }
    unreachable!("a game ends")
}

/// One self-play game and its TD(λ) update; returns the game's length in turns.
fn train_game(net: &mut Net, rng: &mut Rng, alpha: f32, lambda: f32) -> usize {
    let mut states: Vec<([f32; INPUTS], [f32; OUTPUTS])> = Vec::with_capacity(80);
    let player = net.clone();
    let (_, _, turns) = play_game([&player, &player], rng, |board, side, next| {
        let mut x = [0.0; INPUTS];
        encode(board, side, &mut x);
        states.push((x, next));
    });
    // λ-return seen by the side on roll at each position, from the last one back.
    let mut ret = [0.0; OUTPUTS];
    for (t, (x, next)) in states.iter().enumerate().rev() {
        let target = if t + 1 == states.len() {
            flip(next)
        } else {
            let mixed: Vec<f32> = (0..OUTPUTS)
                .map(|k| (1.0 - lambda) * next[k] + lambda * ret[k])
                .collect();
            flip(&[mixed[0], mixed[1], mixed[2], mixed[3], mixed[4]])
        };
        net.learn(x, &target, alpha);
        ret = target;
    }
    turns
}

/// Games between `net` and `other`, colours swapped over the same dice: the net's share of the
/// games won and its points a game, each with a 95% interval.
fn bench(net: &dyn Player, other: &dyn Player, games: u64, seed: u64) -> String {
    let mut wins = 0.0;
    let mut points = Vec::new();
    for g in 0..games {
        let mut rng = Rng::new(seed.wrapping_add(g / 2));
        let seat = (g % 2) as usize;
        let players: [&dyn Player; 2] = if seat == 0 {
            [net, other]
        } else {
            [other, net]
        };
        let (winner, multiplier, _) = play_game(players, &mut rng, |_, _, _| {});
        let sign = if winner == seat { 1.0 } else { -1.0 };
        wins += f64::from(u8::from(winner == seat));
        points.push(sign * f64::from(multiplier));
    }
    let n = games.max(1) as f64;
    let p = wins / n;
    let mean = points.iter().sum::<f64>() / n;
    let var = points.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
    format!(
        "wins {:.1}% ± {:.1}%, {:+.3} ± {:.3} points a game ({games} games)",
        100.0 * p,
        196.0 * (p * (1.0 - p) / n).sqrt(),
        mean,
        1.96 * (var / n).sqrt()
    )
}

/// The learning rate after `games` games: high at first, then falling slowly.
fn rate(alpha: f32, games: u64) -> f32 {
    (alpha / (1.0 + games as f32 / 100_000.0).sqrt()).max(alpha / 10.0)
}

/// Positions from self-play of the shipped evaluation, each about to be played with a roll.
fn sample_positions(count: usize) -> Vec<(Board, usize, [u8; 2])> {
    let mut rng = Rng::new(3);
    let mut out = Vec::new();
    let net = network().expect("the shipped weights load");
    while out.len() < count {
        let _ = play_game([net, net], &mut rng, |board, side, _| {
            out.push((
                *board,
                side,
                [1 + (out.len() % 6) as u8, 1 + (out.len() / 6 % 6) as u8],
            ));
        });
    }
    out.truncate(count);
    out
}

/// Positions evaluated a second, and the time move choice takes at levels 5 and 6.
fn speed() {
    let clock = Instant::now();
    let mut home = [[0u8; 25]; 2];
    (home[0][5], home[1][5]) = (10, 10);
    let race = race_chances(&Board::from_points(home), 0);
    let ms = 1e3 * clock.elapsed().as_secs_f64();
    println!("bear-off table built in {ms:.0} ms (10 on the 6-point each: {race:?})");
    let positions = sample_positions(2_000);
    let clock = Instant::now();
    let mut sum = 0.0;
    let rounds = 50;
    for _ in 0..rounds {
        for (board, side, _) in &positions {
            sum += evaluate(board, *side).win;
        }
    }
    let secs = clock.elapsed().as_secs_f64();
    let evals = (rounds * positions.len()) as f64;
    println!(
        "evaluate: {:.0} positions/s (checksum {sum:.1})",
        evals / secs
    );
    let options = BackgammonOptions::default();
    for level in [5, 6] {
        let (mut worst, mut plays, clock) = (0.0f64, 0, Instant::now());
        let games: Vec<Backgammon> = positions
            .iter()
            .step_by(10)
            .filter_map(|(b, side, dice)| {
                Backgammon::setup(*b, Seat(*side as u8), &options)?.with_dice(*dice)
            })
            .collect();
        for game in &games {
            let one = Instant::now();
            plays += game.whole_plays().len();
            let _ = choose_play(game, level, 0);
            worst = worst.max(one.elapsed().as_secs_f64());
        }
        let mean = clock.elapsed().as_secs_f64() / games.len().max(1) as f64;
        println!(
            "level {level}: {:.1} ms a move on average, {:.1} ms at most ({} positions, {} plays)",
            1e3 * mean,
            1e3 * worst,
            games.len(),
            plays
        );
    }
}

fn save(net: &Net, path: &str) -> std::io::Result<()> {
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, net.to_bytes())?;
    std::fs::rename(tmp, path)
}

fn main() {
    let s = match settings() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("train_backgammon: {e}");
            std::process::exit(2);
        }
    };
    if s.speed {
        return speed();
    }
    if s.levels > 0 {
        let (a, b) = (Shipped { depth: s.depths.0 }, Shipped { depth: s.depths.1 });
        let result = bench(&a, &b, s.levels, s.seed);
        return println!("depth {} vs {}: {result}", s.depths.0, s.depths.1);
    }
    let mut net = match std::fs::read(&s.out) {
        Ok(bytes) => match Net::from_bytes(&bytes) {
            Ok(net) if net.inputs() == INPUTS => net,
            Ok(_) => return eprintln!("{}: trained for other inputs; move it away", s.out),
            Err(e) => return eprintln!("{}: {e}", s.out),
        },
        Err(_) => Net::new(INPUTS, s.hidden, s.seed),
    };
    if let Some(path) = &s.accuracy {
        match std::fs::read(path).map(|b| Net::from_bytes(&b)) {
            Ok(Ok(other)) => println!(
                "{} vs {path}: {}",
                s.out,
                accuracy::compare(&net, &other, s.bench_games, s.seed)
            ),
            _ => eprintln!("{path}: no weights there"),
        }
        return;
    }
    if let Some(path) = &s.versus {
        if path == "greedy" {
            let result = bench(&net, &Greedy, s.bench_games, s.seed);
            return println!("{} vs the greedy player: {result}", s.out);
        }
        match std::fs::read(path).map(|b| Net::from_bytes(&b)) {
            Ok(Ok(other)) => println!(
                "{} vs {path}: {}",
                s.out,
                bench(&net, &other, s.bench_games, s.seed)
            ),
            _ => eprintln!("{path}: no weights there"),
        }
        return;
    }
    println!(
        "training {} inputs, {} hidden, from game {} to {}, alpha {} lambda {} seed {}",
        net.inputs(),
        net.hidden(),
        net.games,
        s.games,
        s.alpha,
        s.lambda,
        s.seed
    );
    let mut previous = net.clone();
    let (mut turns, mut done, mut clock) = (0usize, 0u64, Instant::now());
    let started = Instant::now();
    while net.games < s.games {
        // Seeded by the game's number, so that a resumed run plays the games it would have.
        let mut rng = Rng::new(s.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ net.games);
        let alpha = rate(s.alpha, net.games);
        turns += if s.expected {
            expected::train_game_expected(&mut net, &mut rng, alpha, s.explore)
        } else {
            train_game(&mut net, &mut rng, alpha, s.lambda)
        };
        net.games += 1;
        done += 1;
        if net.games % s.report_every == 0 {
            let secs = clock.elapsed().as_secs_f64();
            println!(
                "games {} | {:.0} games/s | {:.1} turns a game | alpha {:.4} | {:.0} s",
                net.games,
                done as f64 / secs,
                turns as f64 / done as f64,
                alpha,
                started.elapsed().as_secs_f64()
            );
            (turns, done, clock) = (0, 0, Instant::now());
        }
        if net.games % s.bench_every == 0 || net.games == s.games {
            if let Err(e) = save(&net, &s.out) {
                eprintln!("{}: {e}", s.out);
            }
            let seed = 0xbe_4c4 ^ net.games;
            println!(
                "  bench vs greedy: {}",
                bench(&net, &Greedy, s.bench_games, seed)
            );
            println!(
                "  bench vs game {}: {}",
                previous.games,
                bench(&net, &previous, s.bench_games, seed)
            );
            previous = net.clone();
            clock = Instant::now();
        }
    }
}
