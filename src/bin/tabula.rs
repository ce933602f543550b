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

use tabula::ai::review::report::{
    backgammon_line, backgammon_summary, decision_line, ludo_line, ludo_summary, summary_lines,
};
use tabula::ai::review::{self, ludo, Depth, Reviewer};
use tabula::ai::SystemClock;
use tabula::games::backgammon::{Backgammon, Phase};
use tabula::games::{AnyGame, AnyOptions, GameKind};
use tabula::persist::{export_record, GameFile, GameInfo, ImportError, Imported, MoveNote};
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
  import <game> <file>              the start code, then the moves, one per line, of each game
                                    in a file in its format, a blank line between games (`-`
                                    reads standard input)
  bestmove <game> <code> [--level N] [--ms T] [--seed S]
                                    the computer's move (levels 0-7, default 6), in notation;
                                    for backgammon also the cube's answer (double, no double,
                                    roll, take, pass) or a resignation's (accept resignation,
                                    reject resignation)
  review <game> <file> [--deep] [--ms T] [--pgn | --pdn]
                                    the engine's judgement of every move of each game of a file
                                    in its format: one line a move (played, best, winning chance
                                    before and after, loss, mark), then each side's summary, a
                                    blank line between games; --pgn or --pdn writes the file
                                    with the marks and evaluations instead
  uci                               the chess engine speaking UCI on stdin and stdout
  games                             the games' names
  help                              this text

<code> is a position code (PDN FEN for draughts, FEN for chess), raw or URL-escaped as in a share
link, or `start` for the starting position. Quote codes that contain spaces.

Backgammon's rules that gnubg's IDs leave out, for any command that reads a position:
  --jacoby         money games play the Jacoby rule (without it they do not)
  --no-crawford    the match has no Crawford rule (without it, it has)
  --uncapped-cube  the cube goes past 64";

/// A failed command: the message for stderr, and what it printed before failing (the games of
/// a file that did read, when others did not).
struct Failure(String, Vec<String>);

impl Failure {
    fn new(message: impl Into<String>) -> Failure {
        Failure(message.into(), Vec::new())
    }
}

fn fail<T>(message: impl Into<String>) -> Result<T, Failure> {
    Err(Failure::new(message))
}

/// Prints the lines; a closed pipe (`tabula moves ... | head`) ends the output quietly.
fn print_lines(lines: Vec<String>) {
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(lines) => {
            print_lines(lines);
            ExitCode::SUCCESS
        }
        Err(Failure(message, printed)) => {
            print_lines(printed);
            eprintln!("tabula: {message}");
            if args.is_empty() {
                eprintln!("{USAGE}");
            }
            ExitCode::from(2)
        }
    }
}

/// Backgammon's session rules that gnubg's Position and Match IDs leave out, given as options
/// of the commands that read a position: `--jacoby` (the Jacoby rule, for money games),
/// `--no-crawford` (a match without the Crawford rule), `--uncapped-cube` (no cap of 64 on the
/// cube). Without them a position is played as gnubg's IDs alone say: money games without the
/// Jacoby rule, matches with the Crawford rule, the cube capped at 64.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct SessionRules {
    jacoby: bool,
    no_crawford: bool,
    uncapped_cube: bool,
}

impl SessionRules {
    /// Takes the rule options out of `words`, wherever they are.
    fn take(words: &mut Vec<&str>) -> Result<SessionRules, Failure> {
        let mut rules = SessionRules::default();
        let mut kept = Vec::new();
        for word in words.drain(..) {
            match word {
                "--jacoby" => rules.jacoby = true,
                "--no-crawford" => rules.no_crawford = true,
                "--uncapped-cube" => rules.uncapped_cube = true,
                "--beavers" => {
                    return fail(
                        "--beavers: Tabula's backgammon has no beavers (a taker may not \
                         redouble at once), so positions are played without them",
                    )
                }
                _ => kept.push(word),
            }
        }
        *words = kept;
        Ok(rules)
    }

    /// The options of a game of `kind` under these rules; refused for games other than
    /// backgammon.
    fn options(self, kind: GameKind) -> Result<AnyOptions, Failure> {
        match (kind.default_options(), self == SessionRules::default()) {
            (AnyOptions::Backgammon(mut options), _) => {
                options.jacoby = self.jacoby;
                options.crawford = !self.no_crawford;
                options.uncapped_cube = self.uncapped_cube;
                Ok(AnyOptions::Backgammon(options))
            }
            (options, true) => Ok(options),
            (_, false) => fail(format!(
                "--jacoby, --no-crawford and --uncapped-cube are backgammon's options, not {}'s",
                kind.slug()
            )),
        }
    }
}

/// Runs one command and returns the lines to print.
fn run(args: &[String]) -> Result<Vec<String>, Failure> {
    let mut words: Vec<&str> = args.iter().map(String::as_str).collect();
    let rules = SessionRules::take(&mut words)?;
    let position = |game: &str, code: &str| position(game, code, rules);
    match words.as_slice() {
        [] | ["help" | "--help" | "-h"] => Ok(vec![USAGE.to_string()]),
        ["games"] => Ok(GameKind::ALL
            .iter()
            .map(|kind| format!("{}\t{}", kind.slug(), kind.title()))
            .collect()),
        ["start", game] => {
            let kind = kind(game)?;
            Ok(vec![AnyGame::new(&rules.options(kind)?).encode()])
        }
        ["moves", game, code] => moves(&position(game, code)?),
        ["moves", game, code, roll] => whole_plays(&position(game, code)?, roll),
        ["play", game, code, moves @ ..] => play(position(game, code)?, moves),
        ["export", game, code, moves @ ..] => export(position(game, code)?, moves),
        ["import", _, _] if rules != SessionRules::default() => fail(
            "a file says its own rules: import takes no --jacoby, --no-crawford or --uncapped-cube",
        ),
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
                .map_err(Failure::new)
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
        Failure::new(format!(
            "unknown game \"{slug}\" (games: {})",
            names.join(", ")
        ))
    })
}

/// Reads a position code of a game (under backgammon's `rules`): raw, or URL-escaped when the
/// raw reading fails.
fn position(slug: &str, code: &str, rules: SessionRules) -> Result<AnyGame, Failure> {
    let kind = kind(slug)?;
    let options = rules.options(kind)?;
    if code == "start" {
        return Ok(AnyGame::new(&options));
    }
    let raw = AnyGame::decode(code, &options);
    let escaped = || {
        let text = url_unescape(code).ok()?;
        (text != code).then(|| AnyGame::decode(&text, &options).ok())?
    };
    match raw {
        Ok(game) => Ok(game),
        Err(error) => escaped().ok_or_else(|| Failure::new(error.to_string())),
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

/// A file's text (`-`: standard input).
fn read_text(file: &str) -> Result<String, Failure> {
    if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Failure::new(format!("cannot read standard input: {e}")))?;
        Ok(text)
    } else {
        std::fs::read_to_string(file).map_err(|e| Failure::new(format!("cannot read {file}: {e}")))
    }
}

/// A game file read and checked: each game's start code, then each move in notation, a blank
/// line between games. Games that do not read are named on stderr (exit status 2) after the
/// others are printed.
fn import(kind: GameKind, file: &str) -> Result<Vec<String>, Failure> {
    let text = if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Failure::new(format!("cannot read standard input: {e}")))?;
        text
    } else {
        std::fs::read_to_string(file)
            .map_err(|e| Failure::new(format!("cannot read {file}: {e}")))?
    };
    let games = GameFile::new(kind, text);
    let several = games.len() > 1;
    let mut lines = Vec::new();
    let mut faults = Vec::new();
    for game in games {
        let record = match game.read {
            Ok(imported) => imported.record,
            Err(error) if several => {
                faults.push(format!("game {}: {error}", game.number));
                continue;
            }
            Err(error) => {
                faults.push(error.to_string());
                continue;
            }
        };
        if !lines.is_empty() {
            lines.push(String::new());
        }
        lines.push(record.start().encode());
        lines.extend(record.notations().into_iter().take(record.cursor()));
    }
    match faults.len() {
        0 if lines.is_empty() => fail(ImportError::Empty.to_string()),
        0 => Ok(lines),
        _ => Err(Failure(faults.join("\ntabula: "), lines)),
    }
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
                    .ok_or_else(|| Failure::new("--ms needs a number"))?;
                let value = value.parse::<u64>().map_err(|_| {
                    Failure::new(format!("--ms needs milliseconds, not \"{value}\""))
                })?;
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
    // Every game of the file, a blank line between their reviews; games that do not read are
    // named on stderr (exit status 2) after the others are printed, as `import` does.
    let games = GameFile::new(kind, read_text(file)?);
    let several = games.len() > 1;
    let (mut lines, mut faults) = (Vec::new(), Vec::new());
    for game in games {
        let reviewed = game
            .read
            .map_err(|e| e.to_string())
            .and_then(|imported| review_game(kind, imported, depth, ms, file_out));
        match reviewed {
            Ok(review) => {
                if !lines.is_empty() {
                    lines.push(String::new());
                }
                lines.extend(review);
            }
            Err(why) if several => faults.push(format!("game {}: {why}", game.number)),
            Err(why) => faults.push(why),
        }
    }
    match faults.len() {
        0 if lines.is_empty() => fail(ImportError::Empty.to_string()),
        0 => Ok(lines),
        _ => Err(Failure(faults.join("\ntabula: "), lines)),
    }
}

/// One game's review: its lines and summary, or with `file_out` its file with the notes.
fn review_game(
    kind: GameKind,
    imported: Imported,
    depth: Depth,
    ms: Option<u64>,
    file_out: bool,
) -> Result<Vec<String>, String> {
    // The game as the file shows it: its moves up to its cursor.
    let mut record = Record::new(imported.record.start().clone());
    for mv in &imported.record.moves()[..imported.record.cursor()] {
        record
            .play(mv)
            .map_err(|e| format!("the file's moves do not replay: {e}"))?;
    }
    let start = record.start();
    if record.moves().is_empty() {
        return Err("the game has no moves to review".into());
    }
    if kind == GameKind::Backgammon {
        let review = review::whole(&record, depth).unwrap_or_default();
        let mut lines: Vec<String> = review
            .judged
            .iter()
            .map(|j| backgammon_line(start, j))
            .collect();
        lines.extend(backgammon_summary(&record, &review.judged, &review.luck));
        return Ok(lines);
    }
    if kind == GameKind::Ludo {
        let review = ludo::review(&record, depth);
        let mut lines: Vec<String> = review.judged.iter().map(ludo_line).collect();
        lines.extend(ludo_summary(start, &review));
        return Ok(lines);
    }
    let mut reviewer = Reviewer::new(&record, depth).map_err(|e| e.to_string())?;
    if let Some(ms) = ms {
        reviewer = reviewer.with_time(ms);
    }
    let judged = reviewer.run(&SystemClock::new());
    if file_out {
        let info = GameInfo {
            tags: imported.tags,
            notes: judged
                .iter()
                .map(|j| MoveNote::new(j.ply, j.note()))
                .collect(),
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
            .map_err(|error| Failure::new(format!("{at}: {}", error.message)))?;
        record
            .play(&mv)
            .map_err(|error| Failure::new(format!("{at}: {}", error.reason)))?;
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
        Reason::TimeOut => "time ran out",
    };
    format!("{who} ({why})")
}
