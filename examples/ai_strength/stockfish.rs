//! `chess`: a level against Stockfish (Debian's 15.1) limited with UCI_LimitStrength/UCI_Elo, at
//! base + increment per game, from the balanced openings of `openings.txt` with colours swapped.
//! Games run side by side, one Stockfish per thread (default: every core), so a 16-core machine
//! plays a hundred games in minutes; each game prints a line as it ends.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use tabula::ai::cli::{clock_times, UCI_MOVES_TO_GO};
use tabula::ai::{think, Clock, Request, SystemClock};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::rules::{Game, Outcome, Record};

use crate::summary;

/// Balanced openings (UCI moves), each played twice with colours swapped.
pub(crate) fn openings() -> Vec<&'static str> {
    include_str!("openings.txt")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect()
}

/// Stockfish through UCI, strength limited.
struct Stockfish {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Stockfish {
    fn start(path: &str, elo: u32) -> Stockfish {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {path} ({e}): apt-get install stockfish"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut engine = Stockfish {
            child,
            input,
            output,
        };
        for line in [
            "uci",
            "setoption name Threads value 1",
            "setoption name Hash value 16",
            "setoption name UCI_LimitStrength value true",
            &format!("setoption name UCI_Elo value {elo}"),
        ] {
            engine.send(line);
        }
        engine.send("isready");
        engine.wait_for("readyok");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("stockfish reads");
        self.input.flush().expect("stockfish reads");
    }

    fn wait_for(&mut self, prefix: &str) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).expect("stockfish writes") == 0 {
                panic!("stockfish ended");
            }
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    }

    fn best_move(&mut self, moves: &[String], clocks: [i64; 2], inc: i64) -> String {
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        self.send(&format!(
            "go wtime {} btime {} winc {inc} binc {inc}",
            clocks[0], clocks[1]
        ));
        let line = self.wait_for("bestmove");
        line.split_whitespace().nth(1).unwrap_or("0000").to_string()
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}

/// Our planned and hard times for a move from the clock, as `tabula uci` shares it.
fn time_share(left: i64, inc: i64) -> (u64, u64) {
    clock_times(
        left.max(0) as u64,
        inc.max(0) as u64,
        UCI_MOVES_TO_GO as u64,
    )
}

/// How one game ended: our score and why.
struct GameEnd {
    score: f64,
    how: String,
    plies: usize,
    /// Our clock when the game ended, in ms.
    left: i64,
}

/// One game against Stockfish.
fn chess_game(
    sf: &mut Stockfish,
    level: u8,
    opening: &str,
    we_are_white: bool,
    base: i64,
    inc: i64,
) -> GameEnd {
    let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
    let mut moves: Vec<String> = Vec::new();
    for text in opening.split_whitespace() {
        let mv = record.current().parse_move(text).expect("opening move");
        record.play(&mv).expect("legal");
        moves.push(text.to_string());
    }
    let mut clocks = [base, base];
    let our_seat = if we_are_white { 0 } else { 1 };
    while record.verdict().is_none() && record.cursor() < 400 {
        let seat = record.current().turn().seat().map_or(0, |s| s.0) as usize;
        let clock = SystemClock::new();
        let text = if seat == our_seat {
            // The level's own time per move, unless the clock allows less.
            let own = tabula::ai::level_spec(GameKind::Chess, level).and_then(|s| s.time_ms);
            let (share, hard) = time_share(clocks[seat], inc);
            let mut request = Request::from_record(record.clone(), level)
                .with_time(own.map_or(share, |own| own.min(share)));
            request.hard_ms = Some(own.map_or(hard, |own| own.min(hard)));
            let best = think(&request, &clock).expect("a move").best;
            match best {
                AnyMove::Chess(m) => m.uci(),
                _ => unreachable!("a chess move"),
            }
        } else {
            sf.best_move(&moves, clocks, inc)
        };
        clocks[seat] -= clock.now_ms() as i64;
        if clocks[seat] < 0 {
            let (score, who) = if seat == our_seat {
                (0.0, "we")
            } else {
                (1.0, "Stockfish")
            };
            let how = format!("{who} lost on time");
            let plies = moves.len();
            let left = clocks[our_seat];
            return GameEnd {
                score,
                how,
                plies,
                left,
            };
        }
        clocks[seat] += inc;
        let mv = record
            .current()
            .parse_move(&text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        record.play(&mv).expect("legal");
        moves.push(text);
    }
    let plies = moves.len();
    let left = clocks[our_seat];
    match record.verdict() {
        Some(verdict) => {
            let score = match verdict.outcome {
                Outcome::Win(seat) => f64::from(u8::from(usize::from(seat.0) == our_seat)),
                _ => 0.5,
            };
            let winner = match verdict.outcome {
                Outcome::Win(seat) if seat.0 == 0 => "White wins",
                Outcome::Win(_) => "Black wins",
                _ => "draw",
            };
            let how = format!("{winner} ({:?})", verdict.reason);
            GameEnd {
                score,
                how,
                plies,
                left,
            }
        }
        None => GameEnd {
            score: 0.5,
            how: "adjudicated a draw at 400 plies".into(),
            plies,
            left,
        },
    }
}

/// `chess [games] [elo] [level] [base_ms] [inc_ms] [stockfish] [threads]`; threads also from
/// `TABULA_THREADS`, else every core.
pub fn chess(args: &[String]) {
    let number =
        |i: usize, default: i64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (games, elo, level) = (number(0, 16), number(1, 1350) as u32, number(2, 6) as u8);
    let (base, inc) = (number(3, 10_000), number(4, 100));
    let path = args.get(5).map_or("/usr/games/stockfish", String::as_str);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as i64);
    let from_env = std::env::var("TABULA_THREADS")
        .ok()
        .and_then(|t| t.parse().ok());
    let threads = number(6, from_env.unwrap_or(cores)).clamp(1, games.max(1)) as usize;
    eprintln!(
        "Chess level {level} vs Stockfish UCI_Elo {elo} ({path}), {base}+{inc} ms, {games} games on {threads} threads"
    );
    let openings = openings();
    let next = AtomicUsize::new(0);
    let scores = Mutex::new(vec![None; games as usize]);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut sf = Stockfish::start(path, elo);
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games as usize {
                        break;
                    }
                    sf.send("ucinewgame");
                    let opening = openings[(g / 2) % openings.len()];
                    let white = g.is_multiple_of(2);
                    let end = chess_game(&mut sf, level, opening, white, base, inc);
                    let mut scores = scores.lock().expect("scores");
                    scores[g] = Some(end.score);
                    let done: Vec<f64> = scores.iter().flatten().copied().collect();
                    eprintln!(
                        "  game {:>3}: {} as {}, {} plies, our clock {:.1} s, {}: {} (so far {})",
                        g + 1,
                        opening,
                        if white { "White" } else { "Black" },
                        end.plies,
                        end.left as f64 / 1000.0,
                        end.how,
                        end.score,
                        summary(&done).trim_start()
                    );
                }
            });
        }
    });
    let scores: Vec<f64> = scores
        .into_inner()
        .expect("scores")
        .into_iter()
        .flatten()
        .collect();
    println!(
        "Chess level {level} vs Stockfish UCI_Elo {elo}, {base}+{inc} ms: {}",
        summary(&scores)
    );
}
