//! Makes the shipped backgammon weights from the full-precision ones, and measures what the
//! compact form (8-bit weights with a scale a row, version 2 of the weights file, see
//! `src/ai/backgammon/net.rs`) changes in the engine's play.
//!
//! ```sh
//! # the full-precision weights: the mean of a training run's checkpoints (docs/backgammon-ai.md)
//! cargo run --release --example compact_backgammon_weights -- \
//!     average tests/data/backgammon-weights-f32.bin <checkpoint>...
//! # the shipped file, from them
//! cargo run --release --example compact_backgammon_weights -- \
//!     compact tests/data/backgammon-weights-f32.bin src/ai/backgammon/weights.bin
//! # the two networks' chances and move choice over positions from self-play
//! cargo run --release --example compact_backgammon_weights -- \
//!     compare tests/data/backgammon-weights-f32.bin [positions] [positions at level 6] [--other FILE] \
//!     [--judge PLIES]
//! # the two networks against each other, same search (rolls deeper: 0 level 5, 2 level 6)
//! cargo run --release --example compact_backgammon_weights -- \
//!     match tests/data/backgammon-weights-f32.bin <game pairs> <rolls deeper> [--other FILE] [--seed S]
//! ```
//!
//! `compare` and `match` set the shipped network (or `--other FILE`, either form) against the
//! full-precision file. Where the two choose different plays, `compare --judge 2` has GNU
//! Backgammon (`/usr/games/gnubg`, Debian package `gnubg`) evaluate both plays' positions at 2
//! plies, cubeless: what the compact network's plays cost by a judge that is neither network. A match is money games without the cube, in pairs over the same dice
//! with the seats swapped, so that the luck of the dice cancels: the points a game of the
//! compact network come with a 95% interval over the pairs.

use std::time::Instant;

use tabula::ai::backgammon::bearoff::race_chances;
use tabula::ai::backgammon::chances::Chances;
use tabula::ai::backgammon::eval::{network, with_net, with_network};
use tabula::ai::backgammon::net::Net;
use tabula::ai::backgammon::play::rank_boards;
use tabula::ai::backgammon::plays::play_boards;
use tabula::games::backgammon::board::{Board, CHECKERS};
use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::rules::{Game, Rng, Seat};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("compact") if args.len() == 3 => compact(&args[1], &args[2]),
        Some("average") if args.len() >= 3 => average(&args[1], &args[2..]),
        Some("compare") if args.len() >= 2 => compare(&args[1..]),
        Some("match") if args.len() >= 4 => duplicate_match(&args[1..]),
        _ => Err(
            "usage: compact IN OUT | average OUT IN... | compare F32 [positions] [level-6 positions] \
                  [--other FILE] [--judge PLIES] | match F32 <pairs> <rolls deeper> \
                  [--other FILE] [--seed S]"
                .into(),
        ),
    };
    if let Err(e) = result {
        eprintln!("compact_backgammon_weights: {e}");
        std::process::exit(2);
    }
}

/// A weights file, either form, kept for the whole run.
fn load(path: &str) -> Result<&'static Net, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let net = Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    Ok(Box::leak(Box::new(net)))
}

/// The full-precision network of `args[0]`, and the compact one: `--other FILE` or the shipped.
fn both(args: &[String]) -> Result<(&'static Net, &'static Net), String> {
    let full = load(&args[0])?;
    let compact = match option(args, "--other") {
        Some(path) => load(path)?,
        None => network().map_err(|e| format!("the shipped weights: {e}"))?,
    };
    Ok((full, compact))
}

fn option<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1).map(String::as_str)
}

/// The positional arguments after the first, as numbers (options and their values left out).
fn numbers(args: &[String]) -> Vec<u64> {
    let mut out = Vec::new();
    let mut skip = false;
    for a in &args[1..] {
        if std::mem::take(&mut skip) {
            continue;
        }
        if a.starts_with("--") {
            skip = true;
        } else if let Ok(n) = a.parse() {
            out.push(n);
        }
    }
    out
}

/// Writes to `output`, at full precision, the mean of the networks in `inputs` (`Net::average`).
fn average(output: &str, inputs: &[String]) -> Result<(), String> {
    let nets = inputs
        .iter()
        .map(|path| load(path).cloned())
        .collect::<Result<Vec<Net>, String>>()?;
    let mean = Net::average(&nets).ok_or("the networks' sizes differ")?;
    std::fs::write(output, mean.to_bytes()).map_err(|e| format!("{output}: {e}"))?;
    println!(
        "{output}: the mean of {} networks ({} games trained by the last)",
        nets.len(),
        mean.games
    );
    Ok(())
}

/// Writes the compact form of the full-precision file `input` to `output`.
fn compact(input: &str, output: &str) -> Result<(), String> {
    let full = load(input)?;
    let bytes = full.to_compact_bytes();
    let back = Net::from_bytes(&bytes).map_err(|e| format!("read back: {e}"))?;
    std::fs::write(output, &bytes).map_err(|e| format!("{output}: {e}"))?;
    let scales = full.compact_scales();
    let step = scales.iter().fold(0.0f32, |m, &s| m.max(s));
    println!(
        "{input}: {} B -> {output}: {} B ({} games trained); largest weight change {:.5} \
         (largest half step {:.5})",
        full.to_bytes().len(),
        bytes.len(),
        back.games,
        full.max_difference(&back).unwrap_or(f32::NAN),
        step / 2.0
    );
    Ok(())
}

/// A roll of two dice.
fn roll(rng: &mut Rng) -> [u8; 2] {
    [1 + rng.below(6) as u8, 1 + rng.below(6) as u8]
}

/// One money game without the cube; `choose` picks the index of the board `side` plays to
/// (each board once, as `play_boards` lists them), `seen` gets each position before a roll.
/// Returns the winner and the points won.
fn play_game(
    rng: &mut Rng,
    mut choose: impl FnMut(&[Board], usize) -> usize,
    mut seen: impl FnMut(&Board, usize, [u8; 2]),
) -> (usize, u32) {
    let mut board = Board::start();
    let mut dice = roll(rng);
    while dice[0] == dice[1] {
        dice = roll(rng);
    }
    let mut side = usize::from(dice[0] < dice[1]);
    let mut boards = Vec::new();
    loop {
        seen(&board, side, dice);
        play_boards(&board, side, dice, &mut boards);
        board = boards[choose(&boards, side).min(boards.len() - 1)];
        if board.off(side) == CHECKERS {
            return (side, board.win_multiplier(side));
        }
        side = 1 - side;
        dice = roll(rng);
    }
}

/// The index of the board the engine plays to with `net`, looking `depth` rolls deeper.
fn engine(net: &'static Net, boards: &[Board], side: usize, depth: u8) -> usize {
    with_network(net, || {
        rank_boards(boards, side, depth).first().map_or(0, |b| b.0)
    })
}

/// Positions before a roll from self-play of `net` at level 5, seeded.
fn positions(net: &'static Net, count: usize, seed: u64) -> Vec<(Board, usize, [u8; 2])> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count + 100);
    while out.len() < count {
        play_game(
            &mut rng,
            |boards, side| engine(net, boards, side, 0),
            |board, side, dice| out.push((*board, side, dice)),
        );
    }
    out.truncate(count);
    out
}

fn parts(c: &Chances) -> [f32; 6] {
    [
        c.win,
        c.win_gammon,
        c.win_backgammon,
        c.lose_gammon,
        c.lose_backgammon,
        c.money_equity(),
    ]
}

/// The two networks' chances over positions from self-play, and how often the engine's play
/// differs with the one or the other at level 5 (one ply) and level 6 (two rolls deeper).
fn compare(args: &[String]) -> Result<(), String> {
    let (full, compact) = both(args)?;
    let n = numbers(args);
    let (count, deep) = (
        n.first().copied().unwrap_or(5_000) as usize,
        n.get(1).copied().unwrap_or(300) as usize,
    );
    let clock = Instant::now();
    let sample = positions(full, count, 0x0071_7561_6e74);
    // Chances where the network judges (not the bear-off table, not a finished game).
    let by_net: Vec<&(Board, usize, [u8; 2])> = sample
        .iter()
        .filter(|(b, side, _)| race_chances(b, *side).is_none())
        .collect();
    let (mut sum, mut max) = ([0.0f64; 6], [0.0f32; 6]);
    for (board, side, _) in &by_net {
        let a = parts(&with_net(full, board, *side));
        let b = parts(&with_net(compact, board, *side));
        for k in 0..6 {
            let d = (a[k] - b[k]).abs();
            sum[k] += f64::from(d);
            max[k] = max[k].max(d);
        }
    }
    let names = [
        "win",
        "win gammon",
        "win backgammon",
        "lose gammon",
        "lose backgammon",
        "money equity",
    ];
    println!(
        "{} positions from self-play at level 5, {} judged by the network",
        sample.len(),
        by_net.len()
    );
    for k in 0..6 {
        println!(
            "  |difference| {:<16} mean {:.6}  max {:.6}",
            names[k],
            sum[k] / by_net.len().max(1) as f64,
            max[k]
        );
    }
    let judge: Option<u8> = option(args, "--judge")
        .map(str::parse)
        .transpose()
        .map_err(|e| format!("--judge: {e}"))?;
    for (level, depth, take) in [(5, 0u8, sample.len()), (6, 2, deep)] {
        let (mut choices, mut differ, mut cost) = (0usize, 0usize, 0.0f64);
        // The positions after the full network's play and after the compact one's.
        let mut judged: Vec<[String; 2]> = Vec::new();
        let mut boards = Vec::new();
        let started = Instant::now();
        // At level 6 every `step`-th position, spread over the sample.
        let step = (sample.len() / take.max(1)).max(1);
        for (board, side, dice) in sample.iter().step_by(step).take(take) {
            play_boards(board, *side, *dice, &mut boards);
            if boards.len() < 2 {
                continue;
            }
            choices += 1;
            let ranked = with_network(full, || rank_boards(&boards, *side, depth));
            let mine = engine(compact, &boards, *side, depth);
            if mine != ranked[0].0 {
                differ += 1;
                // What the other play costs, by the full network's own judgement at this
                // level (a play it did not look deeper at counts at one ply).
                let other = ranked
                    .iter()
                    .find(|r| r.0 == mine)
                    .map_or(0.0, |r| r.1.money_equity());
                cost += f64::from(ranked[0].1.money_equity() - other);
                if let (Some(a), Some(b)) = (
                    after_code(&boards[ranked[0].0], *side),
                    after_code(&boards[mine], *side),
                ) {
                    judged.push([a, b]);
                }
            }
        }
        if choices == 0 {
            continue;
        }
        let share = differ as f64 / choices as f64;
        println!(
            "level {level}: another play in {differ} of {choices} choices ({:.2}% ± {:.2}%), \
             {:.6} points a choice lost by the full network's judgement ({:.0} s)",
            100.0 * share,
            196.0 * (share * (1.0 - share) / choices as f64).sqrt(),
            cost / choices as f64,
            started.elapsed().as_secs_f64()
        );
        if let Some(plies) = judge {
            println!("  {}", gnubg_judges(&judged, choices, plies)?);
        }
    }
    println!("{:.0} s in all", clock.elapsed().as_secs_f64());
    Ok(())
}

/// Game pairs between the two networks, same search, the same dice in both games of a pair
/// with the seats swapped.
fn duplicate_match(args: &[String]) -> Result<(), String> {
    let (full, compact) = both(args)?;
    let n = numbers(args);
    let (pairs, depth) = (n[0], n.get(1).copied().unwrap_or(0).min(2) as u8);
    let seed: u64 = option(args, "--seed")
        .map_or(Ok(1), str::parse)
        .map_err(|e| format!("--seed: {e}"))?;
    let clock = Instant::now();
    let (mut per_pair, mut wins, mut same) = (Vec::new(), 0u32, 0u32);
    for p in 0..pairs {
        let mut points = [0.0f64; 2];
        let mut moves: [Vec<Board>; 2] = Default::default();
        for (g, seat) in [0usize, 1].into_iter().enumerate() {
            // `seat`: the side the compact network plays in this game.
            let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ p);
            let (winner, multiplier) = play_game(
                &mut rng,
                |boards, side| {
                    let net = if side == seat { compact } else { full };
                    let i = engine(net, boards, side, depth);
                    moves[g].push(boards[i]);
                    i
                },
                |_, _, _| {},
            );
            let sign = if winner == seat { 1.0 } else { -1.0 };
            points[g] = sign * f64::from(multiplier);
            wins += u32::from(winner == seat);
        }
        // The same game in mirror: the seats' plays were the same both times.
        same += u32::from(moves[0] == moves[1]);
        per_pair.push(points[0] + points[1]);
    }
    let n = per_pair.len().max(1) as f64;
    let mean = per_pair.iter().sum::<f64>() / n;
    let var = per_pair.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    println!(
        "compact vs full precision, {} rolls deeper: {:+.4} ± {:.4} points a game, \
         {:.1}% of {} games won; {same} of {pairs} pairs played the same game twice ({:.0} s)",
        depth,
        mean / 2.0,
        1.96 * (var / n).sqrt() / 2.0,
        100.0 * f64::from(wins) / (2.0 * n),
        2 * pairs,
        clock.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The position after `mover`'s play to `board`, the other side about to roll, as gnubg's
/// `PositionID:MatchID` of a money game; `None` once the game is over.
fn after_code(board: &Board, mover: usize) -> Option<String> {
    let money = BackgammonOptions {
        match_length: 0,
        ..BackgammonOptions::default()
    };
    Backgammon::setup(*board, Seat(1 - mover as u8), &money).map(|game| game.encode())
}

/// GNU Backgammon's cubeless money equity, at `plies`, for the side on roll at each code.
fn gnubg_equities(codes: &[&String], plies: u8) -> Result<Vec<f64>, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut script = format!(
        "set player 0 human\nset player 1 human\nset evaluation chequerplay evaluation plies \
         {plies}\nset evaluation chequerplay evaluation cubeful off\nnew session\n"
    );
    for code in codes {
        let (position, match_id) = code.split_once(':').ok_or("a code without a Match ID")?;
        script += &format!("set matchid {match_id}\nset board {position}\neval\n");
    }
    let mut gnubg = Command::new("/usr/games/gnubg")
        .args(["-t", "-q"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("gnubg: {e}"))?;
    let mut input = gnubg.stdin.take().ok_or("gnubg: no input")?;
    let writer = std::thread::spawn(move || input.write_all(script.as_bytes()));
    let output = gnubg
        .wait_with_output()
        .map_err(|e| format!("gnubg: {e}"))?;
    let _ = writer.join();
    // " 2 ply: 0.525   0.149   0.007   0.125   0.005   +0.076    +0.099"
    let label = format!("{plies} ply:");
    let equities: Vec<f64> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.trim().strip_prefix(label.as_str()))
        .filter_map(|rest| {
            let p: Vec<f64> = rest
                .split_whitespace()
                .take(5)
                .filter_map(|x| x.parse().ok())
                .collect();
            (p.len() == 5).then(|| 2.0 * p[0] - 1.0 + p[1] - p[3] + p[2] - p[4])
        })
        .collect();
    if equities.len() != codes.len() {
        return Err(format!(
            "gnubg evaluated {} of {} positions",
            equities.len(),
            codes.len()
        ));
    }
    Ok(equities)
}

/// What the compact network's other plays cost by gnubg, over all `choices` (the same play
/// costs nothing), with a 95% interval.
fn gnubg_judges(judged: &[[String; 2]], choices: usize, plies: u8) -> Result<String, String> {
    let codes: Vec<&String> = judged.iter().flatten().collect();
    let equities = gnubg_equities(&codes, plies)?;
    // The mover's equity after a play is minus the equity of the side then on roll.
    let costs: Vec<f64> = equities.chunks_exact(2).map(|e| e[1] - e[0]).collect();
    let n = choices.max(1) as f64;
    let mean = costs.iter().sum::<f64>() / n;
    let square = costs.iter().map(|c| c * c).sum::<f64>() / n;
    let interval = 1.96 * ((square - mean * mean).max(0.0) / n).sqrt();
    let better = costs.iter().filter(|&&c| c < 0.0).count();
    Ok(format!(
        "gnubg {plies}-ply on the {} different plays: they cost {:+.6} ± {:.6} points a choice \
         ({:+.5} a different play); gnubg preferred the compact network's play in {better}",
        costs.len(),
        mean,
        interval,
        costs.iter().sum::<f64>() / costs.len().max(1) as f64
    ))
}
