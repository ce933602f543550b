//! PGN, the game record of chess: export with the Seven Tag Roster, SAN, move numbers and the
//! result; import of a game with or without tags, skipping comments, variations and NAGs, from
//! the standard start or a `FEN` tag. Errors say where the text is wrong.
//!
//! ```
//! use tabula::games::chess::{Chess, ChessOptions};
//! use tabula::persist::pgn::{export_pgn, import_pgn};
//! use tabula::rules::Game;
//! let (start, moves) = import_pgn("1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 $1 *").unwrap();
//! assert_eq!(moves.len(), 3);
//! let text = export_pgn(&start, &moves, None, &[]);
//! assert!(text.contains("1. e4 e5 2. Nf3 *"));
//! assert_eq!(import_pgn(&text).unwrap().1, moves);
//! ```

use shakmaty::Position;

pub use super::error::PgnError;
use super::file::{with_notes, MoveNote};
use super::pgn_lexer::{tokenize, Token};
use crate::games::chess::notation;
use crate::games::chess::{Chess, ChessMove, ChessOptions};
use crate::rules::codec::wrap;
use crate::rules::{Game, Outcome, Reason, Record, Seat, Verdict};

/// A game read from PGN.
#[derive(Clone, Debug, PartialEq)]
pub struct PgnGame {
    /// The tags in the order written (FEN and SetUp included).
    pub tags: Vec<(String, String)>,
    /// The position before the first move.
    pub start: Chess,
    pub moves: Vec<ChessMove>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if the text has one.
    pub result: Option<String>,
}

/// The PGN result token of a verdict (`*` while the game goes on).
pub fn result_token(result: Option<&Verdict>) -> &'static str {
    match result.map(|verdict| &verdict.outcome) {
        Some(Outcome::Win(Seat(0))) => "1-0",
        Some(Outcome::Win(_)) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        _ => "*",
    }
}

/// Words for how the game ended, written as a comment before the result.
fn ending_words(verdict: &Verdict, start: &Chess) -> Option<String> {
    let winner = match verdict.outcome {
        Outcome::Win(seat) => start.side_name(seat),
        _ => "",
    };
    let loser = match verdict.outcome {
        Outcome::Win(seat) => start.side_name(Seat(1 - seat.0.min(1))),
        _ => "",
    };
    Some(match verdict.reason {
        Reason::Checkmate => format!("{winner} wins by checkmate"),
        Reason::Resignation => format!("{loser} resigns"),
        Reason::Stalemate => "Draw by stalemate".into(),
        Reason::InsufficientMaterial => "Draw: neither side can checkmate".into(),
        Reason::Repetition => "Draw by repetition".into(),
        Reason::MoveLimit => "Draw by the move limit (no capture or pawn move)".into(),
        Reason::Agreement => "Draw by agreement".into(),
        Reason::TimeOut if loser.is_empty() => {
            "Draw: time ran out, the other side cannot win".into()
        }
        Reason::TimeOut => format!("{loser} lost on time"),
        _ => return None,
    })
}

const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Writes a game as PGN: the Seven Tag Roster (from `tags` where given, else `?` and
/// `????.??.??`), other given tags, `SetUp`/`FEN` when the start is not the standard position,
/// then the moves in SAN with move numbers, wrapped at 79 columns, and the result.
pub fn export_pgn(
    start: &Chess,
    moves: &[ChessMove],
    result: Option<&Verdict>,
    tags: &[(String, String)],
) -> String {
    export_noted_pgn(start, moves, result, tags, &[])
}

/// [`export_pgn`] with a review's notes after their moves (NAGs and `[%eval]` comments).
pub fn export_noted_pgn(
    start: &Chess,
    moves: &[ChessMove],
    result: Option<&Verdict>,
    tags: &[(String, String)],
    notes: &[MoveNote],
) -> String {
    let token = result_token(result);
    let given = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let mut out = String::new();
    for name in ROSTER {
        let value = match name {
            "Result" => token,
            "Date" => given(name).unwrap_or("????.??.??"),
            _ => given(name).unwrap_or("?"),
        };
        out.push_str(&tag_line(name, value));
    }
    for (name, value) in tags {
        let ours = ROSTER.contains(&name.as_str()) || name == "SetUp" || name == "FEN";
        if !ours && !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            out.push_str(&tag_line(name, value));
        }
    }
    if !start.is_standard_start() || start.fullmove_number() != 1 || start.halfmove_clock() != 0 {
        out.push_str(&tag_line("SetUp", "1"));
        out.push_str(&tag_line("FEN", &start.encode()));
    }
    out.push('\n');
    let words = move_words(start, moves);
    // A move's word is the one not ending in '.' (a move number); the n-th of them is ply n.
    let plies: Vec<Option<usize>> = words
        .iter()
        .scan(0, |ply, word| {
            Some((!word.ends_with('.')).then(|| {
                *ply += 1;
                *ply - 1
            }))
        })
        .collect();
    let mut words = with_notes(words, notes, |i| plies[i]);
    if let Some(words_end) = result.and_then(|v| ending_words(v, start)) {
        words.push(format!("{{{words_end}}}"));
    }
    words.push(token.to_string());
    out.push_str(&wrap(&words, 79));
    out.push('\n');
    out
}

fn tag_line(name: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    let escaped: String = escaped
        .chars()
        .filter(|c| *c != '\n' && *c != '\r')
        .collect();
    format!("[{name} \"{escaped}\"]\n")
}

/// The moves in SAN with move numbers (`1.`, and `1...` when Black moves first).
fn move_words(start: &Chess, moves: &[ChessMove]) -> Vec<String> {
    let mut words = Vec::new();
    let mut game = start.clone();
    for (i, mv) in moves.iter().enumerate() {
        let number = game.fullmove_number();
        if game.side_to_move() == Seat(0) {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(game.notation(mv));
        game.apply(mv);
    }
    words
}

/// Reads the first game of a PGN text: its start position and moves, ready to play on from.
pub fn import_pgn(text: &str) -> Result<(Chess, Vec<ChessMove>), PgnError> {
    read_pgn(text).map(|game| (game.start, game.moves))
}

/// Reads a FEN or a PGN, deciding by the text: a FEN's first word is a board with '/'.
pub fn import_position(text: &str) -> Result<(Chess, Vec<ChessMove>), PgnError> {
    let first = text.split_whitespace().next().unwrap_or("");
    if first.contains('/') && !first.starts_with('[') && !first.contains('-') {
        let chess = Chess::decode(text, &ChessOptions::default())
            .map_err(|error| PgnError::whole(error.message))?;
        return Ok((chess, Vec::new()));
    }
    if text.trim().is_empty() {
        return Err(PgnError::whole("nothing to import: paste a FEN or a PGN"));
    }
    import_pgn(text)
}

/// Reads the first game of a PGN text with its tags and result.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    read_pgn_from(text, 1)
}

/// [`read_pgn`] of a text that starts on line `first_line` of its file (one game of a
/// database), so that the lines named are the file's.
pub fn read_pgn_from(text: &str, first_line: usize) -> Result<PgnGame, PgnError> {
    let tokens = tokenize(text, first_line)?;
    let mut tags = Vec::new();
    let mut start = Chess::new(&ChessOptions::default());
    let mut moves = Vec::new();
    let mut lines = Vec::new();
    let mut result = None;
    let mut current = start.position().clone();
    for (token, line) in tokens {
        match token {
            Token::Tag(name, value) if moves.is_empty() => {
                if name == "FEN" {
                    start = Chess::decode(&value, &ChessOptions::default()).map_err(|error| {
                        PgnError::at(line, format!("tag FEN: {}", error.message))
                    })?;
                    current = start.position().clone();
                }
                if name == "Variant" && !is_standard_variant(&value) {
                    return Err(PgnError::at(
                        line,
                        format!("this game is a variant ({value}), not standard chess"),
                    ));
                }
                tags.push((name, value));
            }
            // A tag after the moves starts the next game.
            Token::Tag(..) => break,
            Token::Result(token) => {
                result = Some(token);
                break;
            }
            Token::Move(text) => {
                let mv = read_move(&current, &text, line)?;
                current.play_unchecked(mv.0);
                moves.push(mv);
                lines.push(line);
            }
        }
    }
    let start = fit_options(start, &moves, &lines)?;
    Ok(PgnGame {
        tags,
        start,
        moves,
        result,
    })
}

fn is_standard_variant(value: &str) -> bool {
    let value = value.to_ascii_lowercase();
    ["standard", "chess", "from position", "normal", ""].contains(&value.as_str())
}

/// One move of the movetext, checked against the position.
fn read_move(position: &shakmaty::Chess, text: &str, line: usize) -> Result<ChessMove, PgnError> {
    let number = position.fullmoves().get();
    let side = if position.turn().is_white() {
        "White"
    } else {
        "Black"
    };
    let place = format!("move {number} ({side})");
    let legal: Vec<ChessMove> = position
        .legal_moves()
        .iter()
        .map(|&m| ChessMove(m))
        .collect();
    if legal.is_empty() {
        let end = if position.is_check() {
            "checkmate"
        } else {
            "stalemate"
        };
        return Err(PgnError {
            line: Some(line),
            message: format!(
                "{place}: '{text}' comes after the game has ended by {end} (line {line})"
            ),
            refused: Some(text.to_string()),
        });
    }
    notation::parse(position, &legal, text).map_err(|error| PgnError {
        line: Some(line),
        message: format!(
            "{place}: '{text}' is {} (line {line})",
            describe(&error.message)
        ),
        refused: Some(text.to_string()),
    })
}

fn describe(message: &str) -> String {
    if message.starts_with("not a legal move") {
        "not a legal move".into()
    } else if message.starts_with("not chess notation") {
        "not a move in chess notation".into()
    } else {
        message.to_string()
    }
}

/// The default options, except that a draw the moves played through (a threefold repetition
/// or fifty moves that the source treated as claimable) is left to claim, so the game replays.
/// Moves after an end no option can lift (FIDE's automatic draws) are an error.
fn fit_options(start: Chess, moves: &[ChessMove], lines: &[usize]) -> Result<Chess, PgnError> {
    let mut options = start.options();
    loop {
        let chess = Chess::from_position(start.position().clone(), options.clone());
        let Some((index, verdict)) = first_end(Record::new(chess.clone()), moves) else {
            return Ok(chess);
        };
        match verdict.reason {
            Reason::Repetition if options.repetition_draw => options.repetition_draw = false,
            Reason::MoveLimit if options.fifty_move_draw => options.fifty_move_draw = false,
            _ => {
                let before = Record::new(chess);
                let position = replay(before, &moves[..index]);
                let number = position.fullmove_number();
                let side = position.side_name(position.side_to_move());
                let line = lines[index];
                let words = ending_words(&verdict, &position).unwrap_or_default();
                return Err(PgnError {
                    line: Some(line),
                    message: format!(
                        "move {number} ({side}): the game had already ended ({words}) (line {line})"
                    ),
                    refused: None,
                });
            }
        }
    }
}

/// The index of the first move played after the game ended, with that end.
fn first_end(mut record: Record<Chess>, moves: &[ChessMove]) -> Option<(usize, Verdict)> {
    for (i, mv) in moves.iter().enumerate() {
        if let Some(verdict) = record.verdict() {
            return Some((i, verdict));
        }
        record.play(mv).ok()?;
    }
    None
}

fn replay(mut record: Record<Chess>, moves: &[ChessMove]) -> Chess {
    for mv in moves {
        let _ = record.play(mv);
    }
    record.current().clone()
}
