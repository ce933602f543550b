//! A recorded match written as `.mat` text, the Jellyfish match format that GNU Backgammon
//! imports (`import mat`) and exports, so that gnubg can analyse games played here (the
//! strength benchmark, `examples/bg_strength.rs`).
//!
//! The layout follows what gnubg 1.07 itself exports, which its importer is known to read back:
//!
//! ```text
//!  5 point match
//!
//!  Game 1
//!  White : 0                      Black : 0
//!   1) 31: 8/5 6/5                 64: 24/18 13/9
//!   2) 62: 24/18* 13/11             Doubles => 2
//!   3)  Takes                      55: 25/20 13/8 13/8 8/3
//!       Wins 1 point
//! ```
//!
//! White (gnubg's player 0) is the left column, Black the right one. A turn is the dice and
//! every checker step as played, in the mover's numbering (25 the bar, 0 off, `*` a hit); a turn
//! with no play is the dice alone. A cube action takes a column of its own on the line, as the
//! format has it: ` Doubles => 4` for the doubler, ` Takes` or ` Drops` for the answer. The game
//! ends with `Wins N point(s)` under the winner's column (after a pass or an accepted
//! resignation too: the importer reads a game that stops early as resigned; a player who
//! resigned after rolling has the dice alone before it, `65:`, as gnubg writes it), in the
//! right column of White's last line when Black wins after White passed, as gnubg writes it.
//! A money game is a `0 point match`. Resignation offers themselves are not written (the format has no words for
//! them).
//!
//! ```
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
//! use tabula::persist::mat;
//! use tabula::rules::Game;
//! let mut game = Backgammon::new(&BackgammonOptions::default());
//! let mut moves = vec![BgMove::OpeningRoll(3, 1)];
//! game = game.play(&moves[0]).unwrap();
//! for step in ["8/5", "6/5", "Confirm"] {
//!     let mv = game.parse_move(step).unwrap();
//!     game = game.play(&mv).unwrap();
//!     moves.push(mv);
//! }
//! let start = Backgammon::new(&BackgammonOptions::default());
//! let text = mat::write_mat(&start, &moves, ["White", "Black"]).unwrap();
//! assert!(text.contains("  1) 31: 8/5 6/5"));
//! ```

use std::fmt;

pub use super::mat_import::{
    read_header, read_mat, read_session_game, MatHeader, MatReadError, MatRecord,
};
use crate::games::backgammon::match_state::WinKind;
use crate::games::backgammon::notation::PlayedStep;
use crate::games::backgammon::{other, side, Backgammon, BgMove, Phase};
use crate::rules::Game;

/// Width of the left column (White's), as gnubg pads it; a space always follows, however long
/// the entry (a double's four steps with hits can be longer).
const LEFT: usize = 27;
/// Width of the first name and score on a game's score line.
const SCORE_LEFT: usize = 31;

/// Why a record could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatError {
    /// The index of the move at fault, or `None` for the start or the names.
    pub ply: Option<usize>,
    pub message: String,
}

impl fmt::Display for MatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ply {
            Some(ply) => write!(f, "move {}: {}", ply + 1, self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for MatError {}

/// One game's text parts: the score at its start, the column entries in order (side, text),
/// and the winner's side with the points when it is over.
#[derive(Default)]
struct GameText {
    score: (u32, u32),
    entries: Vec<(usize, String)>,
    result: Option<(usize, u32)>,
}

/// The `.mat` text of `moves` played from `start`, which must be before a game's opening roll
/// (a new match, or a later game at its score); `names` are White's and Black's (no colons or
/// line breaks: they would break the score line). An illegal move is an error, as is a start
/// in the middle of a game. A game still going at the end is written as far as it went.
pub fn write_mat(
    start: &Backgammon,
    moves: &[BgMove],
    names: [&str; 2],
) -> Result<String, MatError> {
    let bad_name = |n: &&&str| n.trim().is_empty() || n.contains([':', '\n', '\r']);
    if let Some(name) = names.iter().find(bad_name) {
        return Err(MatError {
            ply: None,
            message: format!("player name \"{name}\" is empty or holds a colon or line break"),
        });
    }
    if start.phase() != Phase::Opening {
        return Err(MatError {
            ply: None,
            message: "the record must start before a game's opening roll".into(),
        });
    }
    let games = games_of(start, moves)?;
    // The kept cube is a rule no `.mat` has: a header comment of ours names it (gnubg skips
    // it, and would find the keeper's second double illegal).
    let mut text = match start.options().cube_keeper {
        Some(keeper) => format!("; [Handicap \"cube:{}\"]\n", keeper.0),
        None => String::new(),
    };
    text += &format!(" {} point match\n\n", start.match_length());
    for (number, game) in games.iter().enumerate() {
        text.push_str(&game_text(number + 1, names, game));
    }
    Ok(text)
}

/// The turn being played: the mover's side, the dice and the steps so far.
struct Turn {
    side: usize,
    dice: [u8; 2],
    steps: Vec<PlayedStep>,
}

impl Turn {
    /// The column entry: the dice, then each step (`25` the bar, `0` off, `*` a hit).
    fn entry(&self) -> (usize, String) {
        let [high, low] = self.dice;
        let mut text = format!("{high}{low}:");
        for step in &self.steps {
            let star = if step.hit { "*" } else { "" };
            text.push_str(&format!(" {}/{}{star}", step.from, step.to));
        }
        (self.side, text)
    }
}

/// Replays the moves and gathers each game's entries.
fn games_of(start: &Backgammon, moves: &[BgMove]) -> Result<Vec<GameText>, MatError> {
    let new_game = |game: &Backgammon| GameText {
        score: game.score(),
        ..GameText::default()
    };
    let mut game = start.clone();
    let mut games = vec![new_game(&game)];
    let mut turn: Option<Turn> = None;
    for (ply, mv) in moves.iter().enumerate() {
        let entry = entry_before(&game, mv, &mut turn);
        let next = game.clone().play(mv).map_err(|e| MatError {
            ply: Some(ply),
            message: e.reason,
        })?;
        let was_playing = game.last_game().is_none();
        game = next;
        let current = games.len() - 1;
        games[current].entries.extend(entry);
        match (was_playing, game.last_game()) {
            (true, Some(result)) => {
                // A play that bears off the last checker ends the game unconfirmed; the
                // steps before a resignation mid-turn are no whole play and are left out.
                let borne_off = matches!(
                    result.kind,
                    WinKind::Single | WinKind::Gammon | WinKind::Backgammon
                );
                let played = turn.take().filter(|_| borne_off);
                games[current].entries.extend(played.map(|t| t.entry()));
                games[current].result = Some((side(result.winner), result.points));
            }
            (false, None) => games.push(new_game(&game)),
            _ => {}
        }
    }
    Ok(games)
}

/// The entry `mv` makes in `game`, if any: a step is kept in `turn` until the turn is
/// confirmed (or ends the game).
fn entry_before(
    game: &Backgammon,
    mv: &BgMove,
    turn: &mut Option<Turn>,
) -> Option<(usize, String)> {
    let dice = game.dice().unwrap_or([0, 0]);
    match (game.phase(), *mv) {
        (Phase::Moving(seat), BgMove::Step { from, die }) => {
            let step = game.played_step(from, die);
            turn.get_or_insert_with(|| Turn {
                side: side(seat),
                dice,
                steps: Vec::new(),
            })
            .steps
            .push(step);
            None
        }
        (Phase::Moving(seat), BgMove::ConfirmTurn) => {
            let played = turn.take().unwrap_or(Turn {
                side: side(seat),
                dice,
                steps: Vec::new(),
            });
            Some(played.entry())
        }
        // A roll then a resignation before any step: the dice alone, as gnubg writes it.
        (Phase::Moving(seat), BgMove::AcceptResignation) if turn.is_none() => {
            let rolled = Turn {
                side: side(seat),
                dice,
                steps: Vec::new(),
            };
            Some(rolled.entry())
        }
        (Phase::OnRoll(seat), BgMove::Double) => {
            Some((side(seat), format!(" Doubles => {}", game.cube().0 * 2)))
        }
        (Phase::Doubled(doubler), BgMove::Take) => Some((side(other(doubler)), " Takes".into())),
        (Phase::Doubled(doubler), BgMove::Pass) => Some((side(other(doubler)), " Drops".into())),
        _ => None,
    }
}

/// One game's lines: the heading, the score line, the numbered turns and the result.
fn game_text(number: usize, names: [&str; 2], game: &GameText) -> String {
    let mut text = format!(" Game {number}\n");
    let first = format!("{} : {}", names[0], game.score.0);
    text.push_str(&format!(
        " {first:<SCORE_LEFT$}{} : {}\n",
        names[1], game.score.1
    ));
    let mut lines = lines(&game.entries);
    // The result goes where gnubg writes it: Black's into the right column of a line White
    // ended (after White passed), else on a line of its own in the winner's column. (On a
    // line of its own after White's pass, gnubg 1.07's analysis counts a second, phantom
    // double for Black.)
    let result = game.result.map(|(winner, points)| {
        let plural = if points == 1 { "" } else { "s" };
        (winner, format!(" Wins {points} point{plural}"))
    });
    let mut own_line = result.clone();
    if let (Some((1, wins)), Some(last)) = (&result, lines.last_mut()) {
        if last[1].is_empty() && !last[0].is_empty() {
            last[1] = wins.clone();
            own_line = None;
        }
    }
    for (i, [left, right]) in lines.iter().enumerate() {
        let line = format!("{:3}) {left:<LEFT$} {right}", i + 1);
        text.push_str(line.trim_end());
        text.push('\n');
    }
    if let Some((winner, wins)) = own_line {
        let indent = if winner == 0 { 5 } else { 6 + LEFT };
        text.push_str(&format!("{:indent$}{wins}\n", ""));
    }
    text.push('\n');
    text
}

/// The entries laid out two columns a line: White's entry starts a line; Black's fills the
/// line's right column, or starts a line of its own when that is taken (or White has not
/// played on it, as when Black opens).
fn lines(entries: &[(usize, String)]) -> Vec<[String; 2]> {
    let mut lines: Vec<[String; 2]> = Vec::new();
    for (column, text) in entries {
        match (column, lines.last_mut()) {
            (1, Some(line)) if line[1].is_empty() && !line[0].is_empty() => line[1] = text.clone(),
            (1, _) => lines.push([String::new(), text.clone()]),
            _ => lines.push([text.clone(), String::new()]),
        }
    }
    lines
}
