//! The engine on the command line (native only): `tabula bestmove` ([`bestmove`]) and the UCI
//! protocol for chess GUIs and match runners ([`uci`]). The binary `src/bin/tabula.rs` only
//! dispatches here.
//!
//! ```text
//! $ tabula bestmove english-draughts start --level 3 --ms 200
//! 11-15
//! $ tabula bestmove backgammon 4HPwATDgc/ABMA:MIGlAAAAAAAA
//! 8/5 6/5
//! $ tabula bestmove backgammon sGfwATDgc/ABMA:cAmgAAAAAAAA
//! no double
//! $ printf 'uci\nposition startpos moves e2e4\ngo movetime 100\n' | tabula uci
//! ```

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::node::{WIN, WIN_BOUND};
use super::tt::Table;
use super::{
    think, think_with_progress, Progress, Request, SystemClock, ThinkError, FIRST_LEVEL, MASTER,
    TOP_LEVEL,
};
use crate::games::backgammon::Phase;
use crate::games::{AnyGame, AnyMove, GameKind};
use crate::rules::game_clock::time_for_move;
use crate::rules::{Game, Record};

/// The moves a UCI clock is shared over when the GUI sends no `movestogo`.
pub const UCI_MOVES_TO_GO: i64 = 20;

/// A move's planned and hard times from a UCI clock: the planned share of what is left, and a
/// depth begun in time may run to three times that (never past a quarter of what is left), as
/// one cut off at the plan would be work thrown away.
pub fn clock_times(left_ms: u64, bonus_ms: u64, moves_to_go: u64) -> (u64, u64) {
    let planned = time_for_move(left_ms, bonus_ms, moves_to_go);
    (planned, (planned * 3).min(left_ms / 4).max(planned))
}

/// `bestmove <game> <code> [--level N] [--ms T] [--seed S]` once the position is read: the
/// engine's move in the game's notation, or a message for a bad option or a finished game.
/// Backgammon (a gnubg `PositionID:MatchID`) answers its whole play in gnubg's notation
/// (`24/18 13/11`) once the dice are rolled, `double` or `no double` with the cube on offer,
/// `take` or `pass` to a double, `accept resignation` or `reject resignation` to an offer, and
/// `roll` where the player about to roll may not double (gnubg's hint: "You cannot double");
/// `--ms` changes nothing there: an answer takes milliseconds.
pub fn bestmove(game: AnyGame, options: &[&str]) -> Result<String, String> {
    let mut request = Request::new(game, MASTER);
    let mut rest = options;
    while let [flag, value, tail @ ..] = rest {
        let number = value
            .parse::<u64>()
            .map_err(|_| format!("bad value \"{value}\" for {flag}: give a whole number"))?;
        match *flag {
            "--level" if (u64::from(FIRST_LEVEL)..=u64::from(TOP_LEVEL)).contains(&number) => {
                request.level = number as u8
            }
            "--level" => {
                return Err(format!(
                    "bad level {number}: levels go from {FIRST_LEVEL} to {TOP_LEVEL}"
                ))
            }
            "--ms" if number > 0 => request.time_ms = Some(number),
            "--ms" => return Err("bad time 0: give milliseconds above 0".into()),
            "--seed" => request.seed = number,
            _ => {
                return Err(format!(
                    "unknown option \"{flag}\" (options: --level, --ms, --seed)"
                ))
            }
        }
        rest = tail;
    }
    if let [lone] = rest {
        return Err(format!("option \"{lone}\" needs a value"));
    }
    let may_not_double = matches!(request.record.current(),
        AnyGame::Backgammon(bg) if matches!(bg.phase(), Phase::Rolling(_)));
    match think(&request, &SystemClock::new()) {
        Ok(reply) => Ok(reply.notation),
        Err(ThinkError::DiceToRoll) if may_not_double => Ok("roll".into()),
        Err(error) => Err(error.to_string()),
    }
}

/// A chess UCI session over `input` and `output` until `quit` or the end of the input.
pub fn uci<R: BufRead, W: Write + Send + 'static>(input: R, output: W) {
    let mut session = Session {
        out: Arc::new(Mutex::new(output)),
        record: Record::new(AnyGame::new_of(GameKind::Chess)),
        level: MASTER,
        search: None,
        kept: Arc::default(),
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        if !session.command(&words) {
            session.stop();
            return;
        }
    }
    // The input ended (a script piped in): a timed search still gets to answer.
    session.finish();
}

/// A search running on its own thread, so `stop` and `isready` are answered meanwhile.
struct Running {
    stop: Arc<AtomicBool>,
    /// `go infinite`: only a stop ends it.
    infinite: bool,
    thread: JoinHandle<()>,
}

struct Session<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    record: Record<AnyGame>,
    level: u8,
    search: Option<Running>,
    /// The transposition table the last search kept, for the next one.
    kept: Arc<Mutex<Option<Table>>>,
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    if let Ok(mut out) = out.lock() {
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
}

impl<W: Write + Send + 'static> Session<W> {
    /// Handles one command; false to end the session.
    fn command(&mut self, words: &[&str]) -> bool {
        match words {
            ["uci", ..] => {
                for line in [
                    "id name Tabula".to_string(),
                    "id author the Tabula authors".to_string(),
                    format!(
                        "option name Level type spin default {MASTER} min {FIRST_LEVEL} max {TOP_LEVEL}"
                    ),
                    "uciok".to_string(),
                ] {
                    say(&self.out, &line);
                }
            }
            ["isready", ..] => say(&self.out, "readyok"),
            ["ucinewgame", ..] => {
                self.stop();
                self.record = Record::new(AnyGame::new_of(GameKind::Chess));
            }
            ["setoption", "name", name, "value", value] if name.eq_ignore_ascii_case("level") => {
                match value.parse::<u8>() {
                    Ok(level) if (FIRST_LEVEL..=TOP_LEVEL).contains(&level) => self.level = level,
                    _ => say(
                        &self.out,
                        &format!("info string bad level {value}: {FIRST_LEVEL} to {TOP_LEVEL}"),
                    ),
                }
            }
            ["position", rest @ ..] => {
                self.stop();
                if let Err(message) = self.set_position(rest) {
                    say(&self.out, &format!("info string {message}"));
                }
            }
            ["go", rest @ ..] => {
                self.stop();
                self.go(rest);
            }
            ["stop", ..] => self.stop(),
            ["quit", ..] => return false,
            [] => {}
            [other, ..] => say(&self.out, &format!("info string unknown command {other}")),
        }
        true
    }

    /// `position startpos|fen <FEN> [moves <uci>...]`; on a bad FEN or move the position is
    /// left as it was.
    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let split = words
            .iter()
            .position(|&w| w == "moves")
            .unwrap_or(words.len());
        let (setup, moves) = (&words[..split], words.get(split + 1..).unwrap_or(&[]));
        let start = match setup {
            ["startpos"] => AnyGame::new_of(GameKind::Chess),
            ["fen", fields @ ..] if !fields.is_empty() => {
                AnyGame::decode(&fields.join(" "), &GameKind::Chess.default_options())
                    .map_err(|e| e.to_string())?
            }
            _ => return Err("position needs startpos or fen <FEN>".into()),
        };
        let mut record = Record::new(start);
        for text in moves {
            let mv = record
                .current()
                .parse_move(text)
                .map_err(|e| e.to_string())?;
            record.play(&mv).map_err(|e| e.to_string())?;
        }
        self.record = record;
        Ok(())
    }

    fn go(&mut self, words: &[&str]) {
        let request = self.request(words);
        let stop = Arc::new(AtomicBool::new(false));
        let clock = SystemClock::with_stop_flag(stop.clone());
        let out = self.out.clone();
        let start = self.record.current().clone();
        let kept = self.kept.clone();
        let thread = std::thread::spawn(move || {
            // Each search has a thread of its own: the last one's table comes along.
            if let Some(table) = kept.lock().ok().and_then(|mut kept| kept.take()) {
                table.keep();
            }
            let mut info = |p: &Progress| say(&out, &info_line(&start, p));
            let best = match think_with_progress(&request, &clock, &mut info) {
                Ok(reply) => uci_text(&reply.best),
                Err(_) => "0000".to_string(),
            };
            if let Ok(mut kept) = kept.lock() {
                *kept = Table::take_kept();
            }
            say(&out, &format!("bestmove {best}"));
        });
        let infinite = words.contains(&"infinite");
        self.search = Some(Running {
            stop,
            infinite,
            thread,
        });
    }

    /// The request for `go`'s parameters: a fixed time, a share of the clock, a depth, or
    /// (`infinite`, or none) the level's own limits.
    fn request(&self, words: &[&str]) -> Request {
        let mut request = Request::from_record(self.record.clone(), self.level);
        let number = |key: &str| {
            let at = words.iter().position(|&w| w == key)?;
            words.get(at + 1)?.parse::<i64>().ok()
        };
        let white =
            self.record.current().turn() == crate::rules::Turn::Player(crate::rules::Seat(0));
        let (time, inc) = if white {
            ("wtime", "winc")
        } else {
            ("btime", "binc")
        };
        if let Some(ms) = number("movetime") {
            request.time_ms = Some((ms - 10).max(1) as u64);
        } else if let Some(left) = number(time) {
            let to_go = number("movestogo").unwrap_or(UCI_MOVES_TO_GO).clamp(1, 50);
            let bonus = number(inc).unwrap_or(0).max(0) as u64;
            let (planned, hard) = clock_times(left.max(0) as u64, bonus, to_go as u64);
            request.time_ms = Some(planned);
            request.hard_ms = Some(hard);
        }
        if let Some(depth) = number("depth") {
            request.depth = Some(depth.clamp(1, 64) as u32);
        }
        if let Some(nodes) = number("nodes") {
            request.nodes = Some(nodes.max(1) as u64);
        }
        if words.contains(&"infinite") {
            request.time_ms = Some(u64::MAX / 4);
        }
        request
    }

    /// Waits for a running search to end by itself (an infinite one is stopped).
    fn finish(&mut self) {
        match &self.search {
            Some(running) if !running.infinite => {
                if let Some(running) = self.search.take() {
                    let _ = running.thread.join();
                }
            }
            _ => self.stop(),
        }
    }

    /// Stops a running search and waits for its `bestmove`.
    fn stop(&mut self) {
        if let Some(running) = self.search.take() {
            running.stop.store(true, Ordering::Relaxed);
            let _ = running.thread.join();
        }
    }
}

fn uci_text(mv: &AnyMove) -> String {
    match mv {
        AnyMove::Chess(m) => m.uci(),
        _ => "0000".into(),
    }
}

/// `info depth .. score cp|mate .. nodes .. time .. pv ..` with the line in UCI notation.
fn info_line(start: &AnyGame, p: &Progress) -> String {
    let score = if p.score.abs() > WIN_BOUND {
        let plies = WIN - p.score.abs();
        let moves = (plies + 1) / 2;
        format!("mate {}", if p.score > 0 { moves } else { -moves })
    } else {
        format!("cp {}", p.score)
    };
    let mut game = start.clone();
    let mut line = Vec::new();
    for san in &p.pv {
        let Ok(mv) = game.parse_move(san) else { break };
        line.push(uci_text(&mv));
        game.apply(&mv);
    }
    format!(
        "info depth {} score {score} nodes {} time {:.0} pv {}",
        p.depth,
        p.nodes,
        p.elapsed_ms,
        line.join(" ")
    )
}
