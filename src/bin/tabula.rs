//! `tabula`: the rules engines on the command line, for every game through [`AnyGame`], named by
//! its slug (`english-draughts`, `chess`, ...). Positions are the games' own codes, raw or
//! URL-escaped as in share links; `start` stands for the starting position.
//!
//! ```text
//! $ tabula start english-draughts
//! B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12
//! $ tabula play english-draughts start 11-15 22-18 15x22
//! W:W21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,22
//! $ tabula perft chess start 3
//! 8902
//! $ tabula export chess start e4 e5 > game.pgn
//! $ tabula import chess game.pgn
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! e4
//! e5
//! ```
//!
//! Bad input (an unknown game, a bad code, an illegal move, a bad depth) is reported on stderr
//! with exit status 2.

use std::io::{Read, Write};
use std::process::ExitCode;

use tabula::ai::node::{WIN, WIN_BOUND};
use tabula::ai::review::report::{
    backgammon_line, backgammon_summary, decision_line, ludo_line, ludo_summary, summary_lines,
};
use tabula::ai::review::{backgammon, ludo, Depth, Judged, Mark, Reviewer};
use tabula::ai::SystemClock;
use tabula::games::backgammon::{Backgammon, Phase};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::{export_record, import_record, Eval, GameInfo, MoveNote};
use tabula::rules::codec::url_unescape;
use tabula::rules::{divide, perft, Game, Outcome, Reason, Record, Seat, Verdict};

const USAGE: &str = "\
usage: tabula <command> [arguments]

commands:
  start  <game>                     the starting position's code
  moves  <game> <code>              the legal moves, one per line, in notation
  moves  backgammon <code> <roll>   every whole legal play of a roll (e.g. 6-4) for the side on
                                    roll: the roll is an argument, the code is gnubg's
                                    PositionID[:MatchID]
  play   <game> <code> <move>...    the code after the moves, then the result if the game is over
  perft  <game> <code> <depth>      the number of move sequences of <depth> plies
  divide <game> <code> <depth>      perft split by first move
  export <game> <code> <move>...   the game in its file format (PGN, PDN, .mat, ...)
  import <game> <file>              the start code, then the moves, one per line, of a game in
                                    its file format (`-` reads standard input)
  bestmove <game> <code> [--level N] [--ms T] [--seed S]
                                    the computer's move (levels 1-6, default 6), in notation
  review <game> <file> [--deep] [--ms T] [--pgn | --pdn]
                                    the engine's judgement of every move of a game in its file
                                    format: one line a move (played, best, winning chance before
                                    and after, loss, mark), then each side's summary; --pgn or
                                    --pdn writes the file with the marks and evaluations instead
  uci                               the chess engine speaking UCI on stdin and stdout
  games                             the games' names
  help                              this text

<code> is a position code (PDN FEN for draughts, FEN for chess), raw or URL-escaped as in a share
link, or `start` for the starting position. Quote codes that contain spaces.";

/// A failed command: the message for stderr.
struct Failure(String);

fn fail<T>(message: impl Into<String>) -> Result<T, Failure> {
    Err(Failure(message.into()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(lines) => {
            // A closed pipe (`tabula moves ... | head`) ends the output quietly.
            let mut out = std::io::stdout().lock();
            for line in lines {
                if writeln!(out, "{line}").is_err() {
                    break;
                }
            }
            ExitCode::SUCCESS
        }
        Err(Failure(message)) => {
            eprintln!("tabula: {message}");
            if args.is_empty() {
                eprintln!("{USAGE}");
            }
            ExitCode::from(2)
        }
    }
}

/// Runs one command and returns the lines to print.
fn run(args: &[String]) -> Result<Vec<String>, Failure> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] | ["help" | "--help" | "-h"] => Ok(vec![USAGE.to_string()]),
        ["games"] => Ok(GameKind::ALL
            .iter()
            .map(|kind| format!("{}\t{}", kind.slug(), kind.title()))
            .collect()),
        ["start", game] => Ok(vec![AnyGame::new_of(kind(game)?).encode()]),
        ["moves", game, code] => moves(&position(game, code)?),
        ["moves", game, code, roll] => whole_plays(&position(game, code)?, roll),
        ["play", game, code, moves @ ..] => play(position(game, code)?, moves),
        ["export", game, code, moves @ ..] => export(position(game, code)?, moves),
        ["import", game, file] => import(kind(game)?, file),
        ["perft", game, code, depth] => {
            let start = position(game, code)?;
            let count = perft(&start, read_depth(&start, depth)?);
            Ok(vec![count.to_string()])
        }
        ["divide", game, code, depth] => {
            let start = position(game, code)?;
            let split = divide(&start, read_depth(&start, depth)?);
            let total: u64 = split.iter().map(|(_, count)| count).sum();
            let mut lines: Vec<String> = split
                .into_iter()
                .map(|(mv, count)| format!("{mv}\t{count}"))
                .collect();
            lines.push(format!("total\t{total}"));
            Ok(lines)
        }
        ["bestmove", game, code, options @ ..] => {
            tabula::ai::cli::bestmove(position(game, code)?, options)
                .map(|line| vec![line])
                .map_err(Failure)
        }
        ["review", game, file, options @ ..] => review(kind(game)?, file, options),
        ["uci"] => {
            tabula::ai::cli::uci(std::io::stdin().lock(), std::io::stdout());
            Ok(Vec::new())
        }
        [command, ..] => {
            let known = [
                "start", "moves", "play", "perft", "divide", "games", "help", "bestmove", "uci",
                "export", "import", "review",
            ];
            if known.contains(command) {
                fail(format!(
                    "wrong arguments for `{command}` (see `tabula help`)"
                ))
            } else {
                fail(format!("unknown command \"{command}\" (see `tabula help`)"))
            }
        }
    }
}

fn kind(slug: &str) -> Result<GameKind, Failure> {
    GameKind::from_slug(slug).ok_or_else(|| {
        let names: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.slug()).collect();
        Failure(format!(
            "unknown game \"{slug}\" (games: {})",
            names.join(", ")
        ))
    })
}

/// Reads a position code of a game: raw, or URL-escaped when the raw reading fails.
fn position(slug: &str, code: &str) -> Result<AnyGame, Failure> {
    let kind = kind(slug)?;
    if code == "start" {
        return Ok(AnyGame::new_of(kind));
    }
    let options = kind.default_options();
    let raw = AnyGame::decode(code, &options);
    let escaped = || {
        let text = url_unescape(code).ok()?;
        (text != code).then(|| AnyGame::decode(&text, &options).ok())?
    };
    match raw {
        Ok(game) => Ok(game),
        Err(error) => escaped().ok_or_else(|| Failure(error.to_string())),
    }
}

/// The deepest perft the tool runs for a game: one ply more multiplies the time by the game's
/// branching, and past these depths a count from the start takes more than a few minutes
/// (measured: chess 7 about a minute, 8 over half an hour; Camelot 4 ten seconds, 5 a quarter
/// of an hour). Issue 11, 4.9: depth 64 was accepted and never ended.
fn max_depth(kind: GameKind) -> u32 {
    match kind {
        GameKind::EnglishDraughts | GameKind::Tammi => 13,
        GameKind::Tama => 7,
        GameKind::Chess => 7,
        GameKind::Backgammon => 13,
        GameKind::Ludo => 15,
        GameKind::Camelot => 4,
    }
}

fn read_depth(game: &AnyGame, text: &str) -> Result<u32, Failure> {
    let kind = game.kind();
    let most = max_depth(kind);
    match text.parse::<u32>() {
        Ok(depth) if depth <= most => Ok(depth),
        Ok(depth) => fail(format!(
            "depth {depth} is too deep for {}: the count would run for hours; give 0 to {most}",
            kind.slug()
        )),
        Err(_) => fail(format!(
            "bad depth \"{text}\": give a whole number of plies from 0 to {most}"
        )),
    }
}

fn moves(game: &AnyGame) -> Result<Vec<String>, Failure> {
    Ok(game
        .next_moves()
        .iter()
        .map(|mv| game.notation(mv))
        .collect())
}

/// Plays the moves through a [`Record`], so that draws by history count.
/// Backgammon: every whole legal play of `roll` ("6-4") from the position, one per line.
fn whole_plays(game: &AnyGame, roll: &str) -> Result<Vec<String>, Failure> {
    let AnyGame::Backgammon(board) = game else {
        return fail("a roll is only given for backgammon");
    };
    let dice: Vec<u8> = roll
        .split('-')
        .filter_map(|d| d.trim().parse().ok())
        .collect();
    let [a, b] = dice[..] else {
        return fail(format!("bad roll \"{roll}\": write two dice like 6-4"));
    };
    if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
        return fail(format!("bad roll \"{roll}\": dice show 1 to 6"));
    }
    // A Position ID alone sets up a game before the opening roll: White is then taken as on roll.
    let on_roll = match board.phase() {
        Phase::Opening => Backgammon::setup(*board.board(), Seat(0), &board.options()),
        _ => Some(board.clone()),
    };
    let Some(rolled) = on_roll.and_then(|game| game.with_dice([a, b])) else {
        return fail("no player is about to roll in this position");
    };
    Ok(rolled
        .whole_plays()
        .into_iter()
        .map(|(_, text)| text)
        .collect())
}

/// The moves played from `start`, written in the game's file format.
fn export(start: AnyGame, moves: &[&str]) -> Result<Vec<String>, Failure> {
    let record = replay(start, moves)?;
    let text = export_record(&record, &GameInfo::default()).text;
    Ok(text.lines().map(str::to_string).collect())
}

/// A game file read and checked: its start code, then each move in notation.
/// A file's text (`-`: standard input).
fn read_text(file: &str) -> Result<String, Failure> {
    if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Failure(format!("cannot read standard input: {e}")))?;
        Ok(text)
    } else {
        std::fs::read_to_string(file).map_err(|e| Failure(format!("cannot read {file}: {e}")))
    }
}

fn import(kind: GameKind, file: &str) -> Result<Vec<String>, Failure> {
    let text = read_text(file)?;
    let imported = import_record(kind, &text).map_err(|e| Failure(e.to_string()))?;
    let record = imported.record;
    let mut lines = vec![record.start().encode()];
    lines.extend(record.notations().into_iter().take(record.cursor()));
    Ok(lines)
}

fn review(kind: GameKind, file: &str, options: &[&str]) -> Result<Vec<String>, Failure> {
    let (mut depth, mut ms, mut file_out) = (Depth::Quick, None, false);
    let mut rest = options.iter();
    while let Some(option) = rest.next() {
        match *option {
            "--deep" => depth = Depth::Deep,
            "--ms" => {
                let value = rest
                    .next()
                    .ok_or_else(|| Failure("--ms needs a number".into()))?;
                let value = value
                    .parse::<u64>()
                    .map_err(|_| Failure(format!("--ms needs milliseconds, not \"{value}\"")))?;
                ms = Some(value);
            }
            "--pgn" if kind == GameKind::Chess => file_out = true,
            "--pdn"
                if matches!(
                    kind,
                    GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama
                ) =>
            {
                file_out = true
            }
            "--pgn" | "--pdn" => {
                return fail(format!("{option} is not {}'s file format", kind.title()))
            }
            other => return fail(format!("unknown option \"{other}\" for review")),
        }
    }
    let imported = import_record(kind, &read_text(file)?).map_err(|e| Failure(e.to_string()))?;
    // The game as the file shows it: its moves up to its cursor.
    let mut record = Record::new(imported.record.start().clone());
    for mv in &imported.record.moves()[..imported.record.cursor()] {
        record
            .play(mv)
            .map_err(|e| Failure(format!("the file's moves do not replay: {e}")))?;
    }
    let start = record.start();
    if kind == GameKind::Backgammon {
        if record.moves().is_empty() {
            return fail("the game has no moves to review");
        }
        let review = backgammon::review(&record, depth);
        let mut lines: Vec<String> = review
            .judged
            .iter()
            .map(|j| backgammon_line(start, j))
            .collect();
        lines.extend(backgammon_summary(start, &review));
        return Ok(lines);
    }
    if kind == GameKind::Ludo {
        if record.moves().is_empty() {
            return fail("the game has no moves to review");
        }
        let review = ludo::review(&record, depth);
        let mut lines: Vec<String> = review.judged.iter().map(ludo_line).collect();
        lines.extend(ludo_summary(start, &review));
        return Ok(lines);
    }
    let mut reviewer = Reviewer::new(&record, depth).map_err(|e| Failure(e.to_string()))?;
    if let Some(ms) = ms {
        reviewer = reviewer.with_time(ms);
    }
    let judged = reviewer.run(&SystemClock::new());
    if file_out {
        let info = GameInfo {
            tags: imported.tags,
            notes: judged.iter().map(note_of).collect(),
            ..GameInfo::default()
        };
        return Ok(vec![export_record(&record, &info)
            .text
            .trim_end()
            .to_string()]);
    }
    let mut lines: Vec<String> = judged.iter().map(|j| decision_line(start, j)).collect();
    lines.extend(summary_lines(start, &judged));
    Ok(lines)
}

/// A judged move as a file's note: its mark's glyph, the evaluation after it from the first
/// player's side, and the better move where it was not played.
fn note_of(judged: &Judged) -> MoveNote {
    let own = judged.score_after;
    let first = if judged.seat == Seat(0) { own } else { -own };
    let eval = if first.abs() >= WIN_BOUND {
        let moves = (WIN - first.abs() + 1) / 2;
        Eval::Win(if first > 0 { moves } else { -moves })
    } else {
        Eval::Units(first)
    };
    MoveNote {
        ply: judged.ply,
        nag: judged.mark.map(Mark::nag),
        eval: Some(eval),
        better: judged.mark.map(|_| judged.best.clone()),
    }
}

fn play(start: AnyGame, moves: &[&str]) -> Result<Vec<String>, Failure> {
    let record = replay(start, moves)?;
    let mut lines = vec![record.current().encode()];
    if let Some(verdict) = record.verdict() {
        lines.push(format!("result: {}", result(record.current(), &verdict)));
    }
    Ok(lines)
}

/// Plays moves in notation from `start`; the first bad one is the error.
fn replay(start: AnyGame, moves: &[&str]) -> Result<Record<AnyGame>, Failure> {
    let mut record = Record::new(start);
    for (number, text) in moves.iter().enumerate() {
        let at = format!("move {} \"{text}\"", number + 1);
        let mv = record
            .current()
            .parse_move(text)
            .map_err(|error| Failure(format!("{at}: {}", error.message)))?;
        record
            .play(&mv)
            .map_err(|error| Failure(format!("{at}: {}", error.reason)))?;
    }
    Ok(record)
}

/// "Black wins (no legal move)", "draw (threefold repetition)".
fn result(game: &AnyGame, verdict: &Verdict) -> String {
    let who = match &verdict.outcome {
        Outcome::Win(seat) => format!("{} wins", game.side_name(*seat)),
        Outcome::Draw => "draw".to_string(),
        Outcome::Ranking(seats) => {
            let names: Vec<&str> = seats.iter().map(|seat| game.side_name(*seat)).collect();
            format!("finished in the order {}", names.join(", "))
        }
    };
    let why = match verdict.reason {
        Reason::NoPieces => "no pieces left",
        Reason::NoMoves => "no legal move",
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::InsufficientMaterial => "insufficient material",
        Reason::Repetition => match game.history_rules().repetition {
            Some(5) => "fivefold repetition",
            _ => "threefold repetition",
        },
        Reason::MoveLimit => "move limit",
        Reason::Agreement => "agreement",
        Reason::Resignation => "resignation",
        Reason::AllHome => "all pieces home",
        Reason::CastleTaken => "castle taken",
        Reason::LonePieces => "one piece or none each",
    };
    format!("{who} ({why})")
}
