//! Reads `.mat` match text (what [`super::mat`] writes, and what GNU Backgammon and other
//! programs export) back into a match: the match length, each game's score line, the dice and
//! plays, cube actions and `Wins N point(s)`, replayed through the rules so that the record is
//! checked move by move.
//!
//! A play is found among the legal plays of the roll by where it leaves the mover's checkers
//! (so `24/13` and `24/18 18/13` read alike), then by its hits. A game that stops with `Wins`
//! before it is over was resigned: the loser resigns at the level the points say and the
//! winner accepts. gnubg's header comments (`; [Crawford "Off"]`, `; [Jacoby "On"]`) set the
//! match's rules; the players' names come from the score lines.
//!
//! ```
//! use tabula::persist::mat::read_mat;
//! let text = " 3 point match\n\n Game 1\n White : 0                      Black : 0\n\
//!               1) 31: 8/5 6/5                 64: 24/18 13/9\n";
//! let read = read_mat(text).unwrap();
//! assert_eq!(read.names, ["White".to_string(), "Black".to_string()]);
//! // The opening roll, 2 steps, confirm; then "roll" (no double), the roll, 2 steps, confirm.
//! assert_eq!(read.moves.len(), 9);
//! ```

use std::fmt;

use super::mat_lines::{entries, header_comment, match_length, score_line, Entry};
use crate::games::backgammon::match_state::Resignation;
use crate::games::backgammon::{other, side, Backgammon, BackgammonOptions, BgMove, Phase};
use crate::rules::{sort, Game, Seat};

/// A match read from `.mat` text.
#[derive(Clone, Debug, PartialEq)]
pub struct MatRecord {
    /// The match before its first game.
    pub start: Backgammon,
    /// Every move, chance's included, from `start`.
    pub moves: Vec<BgMove>,
    /// White's and Black's names (the left and the right player).
    pub names: [String; 2],
    /// The score written at the start of the first game (a money session's score before it).
    pub score_line: Option<(u32, u32)>,
}

/// What is wrong with a `.mat` text, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatReadError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for MatReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for MatReadError {}

/// The replay so far.
struct Reader {
    game: Backgammon,
    moves: Vec<BgMove>,
    line: usize,
    games: usize,
    /// A roll written with no play where the dice had one, and why that is no play: gnubg
    /// writes a player who rolled and then resigned so (`65:`, then the other side's `Wins`),
    /// and anything else after it is the fault.
    unplayed: Option<MatReadError>,
    /// A money session's game: the session's score before it, when known (its score line is
    /// checked against that, not against the game's own 0-0).
    session: Option<Option<(u32, u32)>>,
    /// The first score line read.
    written_score: Option<(u32, u32)>,
}

/// Reads a whole `.mat` text: one match (a money session's first game; see
/// [`read_session_game`] for the others).
pub fn read_mat(text: &str) -> Result<MatRecord, MatReadError> {
    let header = read_header(text)?;
    read_body(&header, &text[header.body_at..], header.body_line, None)
}

/// What a `.mat` says before its games: the rules (the match length, gnubg's header comments)
/// and where the games begin.
#[derive(Clone, Debug, PartialEq)]
pub struct MatHeader {
    pub options: BackgammonOptions,
    /// Whether a comment says if the Jacoby rule is played: gnubg 1.07's own export does not,
    /// so a money session read without it may need the other setting to fit its scores.
    pub jacoby_written: bool,
    /// The byte where the games begin (after the `N point match` line), and its line.
    pub body_at: usize,
    pub body_line: usize,
}

/// Reads the header up to the `N point match` line.
pub fn read_header(text: &str) -> Result<MatHeader, MatReadError> {
    let mut options = BackgammonOptions::default();
    let mut jacoby_written = false;
    let mut at = 0;
    for (index, raw) in text.split_inclusive('\n').enumerate() {
        at += raw.len();
        let trimmed = raw.trim();
        if let Some(comment) = trimmed.strip_prefix(';') {
            jacoby_written |= header_comment(comment, &mut options);
        } else if !trimmed.is_empty() {
            options.match_length = match_length(trimmed).map_err(|message| MatReadError {
                line: index + 1,
                message,
            })?;
            return Ok(MatHeader {
                options,
                jacoby_written,
                body_at: at,
                body_line: index + 2,
            });
        }
    }
    Err(MatReadError {
        line: 1,
        message: "no \"N point match\" line: this is not a .mat match".into(),
    })
}

/// One game of a money session (a `0 point match` of several games, each a money game of its
/// own): `text` is the game's lines from its `Game N` line, which is line `first_line` of the
/// file. Its score line holds the session's score before it, which must be `session` where
/// that is known (the games before were read).
pub fn read_session_game(
    header: &MatHeader,
    text: &str,
    first_line: usize,
    session: Option<(u32, u32)>,
) -> Result<MatRecord, MatReadError> {
    read_body(header, text, first_line, Some(session))
}

/// Replays the games of `body` (line `first_line` on); `session`: a money session's game,
/// with the session's score before it when known.
fn read_body(
    header: &MatHeader,
    body: &str,
    first_line: usize,
    session: Option<Option<(u32, u32)>>,
) -> Result<MatRecord, MatReadError> {
    let start = Backgammon::new(&header.options);
    let mut reader = Reader {
        game: start.clone(),
        moves: Vec::new(),
        line: first_line,
        games: 0,
        unplayed: None,
        session,
        written_score: None,
    };
    let mut names = [String::new(), String::new()];
    for (index, raw) in body.lines().enumerate() {
        let line = first_line + index;
        let fail = |message: String| MatReadError { line, message };
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with(';') {
            continue;
        }
        reader.line = line;
        if trimmed.starts_with("Game ") {
            reader.resolve_unplayed(None)?;
            reader.next_game().map_err(fail)?;
        } else if let Some(found) = score_line(trimmed) {
            reader.check_score(&found).map_err(fail)?;
            names = [found.0 .0, found.1 .0];
        } else {
            for (column, entry) in entries(raw).map_err(fail)? {
                reader.resolve_unplayed(Some((column, &entry)))?;
                reader.play_entry(column, entry).map_err(fail)?;
            }
        }
    }
    Ok(MatRecord {
        start,
        moves: reader.moves,
        names,
        score_line: reader.written_score,
    })
}

impl Reader {
    fn play(&mut self, mv: BgMove) -> Result<(), String> {
        let next = self.game.clone().play(&mv).map_err(|e| e.reason)?;
        self.game = next;
        self.moves.push(mv);
        Ok(())
    }

    fn next_game(&mut self) -> Result<(), String> {
        self.games += 1;
        match self.game.phase() {
            Phase::Opening if self.games == 1 => Ok(()),
            Phase::GameOver(_) => self.play(BgMove::NextGame),
            Phase::MatchOver(_) => Err("a game after the match was won".into()),
            _ => Err(format!(
                "game {} starts before game {} was won (no \"Wins\" line)",
                self.games,
                self.games - 1
            )),
        }
    }

    fn check_score(&mut self, found: &((String, u32), (String, u32))) -> Result<(), String> {
        let written = (found.0 .1, found.1 .1);
        self.written_score.get_or_insert(written);
        let ours = match self.session {
            Some(None) => return Ok(()),
            Some(Some(session)) => session,
            None => self.game.score(),
        };
        if self.game.phase() == Phase::Opening && written != ours {
            return Err(format!(
                "the score {}-{} does not follow from the games before ({}-{})",
                written.0, written.1, ours.0, ours.1
            ));
        }
        Ok(())
    }

    fn play_entry(&mut self, column: usize, entry: Entry) -> Result<(), String> {
        let mover = Seat(column as u8);
        let who = Backgammon::side_name(mover);
        match entry {
            Entry::Roll(dice, steps) => self.play_roll(mover, dice, &steps),
            Entry::Double => match self.game.phase() {
                Phase::OnRoll(seat) if seat == mover => self.play(BgMove::Double),
                _ => Err(format!("{who} doubles when {who} may not")),
            },
            Entry::Take | Entry::Drop => match self.game.phase() {
                Phase::Doubled(doubler) if other(doubler) == mover => {
                    let answer = if entry == Entry::Take {
                        BgMove::Take
                    } else {
                        BgMove::Pass
                    };
                    self.play(answer)
                }
                _ => Err(format!("{who} answers a double nobody offered")),
            },
            Entry::Wins(points) => self.play_win(mover, points),
        }
    }

    fn play_roll(
        &mut self,
        mover: Seat,
        dice: [u8; 2],
        steps: &[(u8, u8, bool)],
    ) -> Result<(), String> {
        let who = Backgammon::side_name(mover);
        let [high, low] = dice;
        match self.game.phase() {
            Phase::Opening if high == low => {
                return Err(format!("the opening roll {high}{low} is a double"))
            }
            Phase::Opening if side(mover) == 0 => self.play(BgMove::OpeningRoll(high, low))?,
            Phase::Opening => self.play(BgMove::OpeningRoll(low, high))?,
            Phase::OnRoll(seat) if seat == mover => {
                self.play(BgMove::RollDice)?;
                self.play(BgMove::Roll(high, low))?;
            }
            Phase::Rolling(seat) if seat == mover => self.play(BgMove::Roll(high, low))?,
            _ => return Err(format!("{who} rolls {high}{low} out of turn")),
        }
        if self.game.phase() != Phase::Moving(mover) {
            return Err(format!(
                "{who} won the opening roll, yet the play is in the other column"
            ));
        }
        let plays = self.game.whole_plays();
        let found = match choose_play(&self.game, mover, &plays, steps) {
            Err(message) if steps.is_empty() => {
                // Rolled and resigned, if the other side's `Wins` comes next.
                self.unplayed = Some(MatReadError {
                    line: self.line,
                    message,
                });
                return Ok(());
            }
            found => found?,
        };
        // The steps in the order the file writes them, when that order is playable: a player's
        // `24/21 24/20` reads back as played, not in the order the generator lists the play.
        let chosen = play_as_written(&self.game, steps, &found).unwrap_or(found);
        for mv in chosen {
            self.play(mv)?;
        }
        if self.game.phase() == Phase::Moving(mover) {
            self.play(BgMove::ConfirmTurn)?;
        }
        Ok(())
    }

    /// Checks what follows a roll written with no play (`next`: the next entry, `None` for a
    /// new game): only the other side's `Wins` (the roller resigned) keeps it.
    fn resolve_unplayed(&mut self, next: Option<(usize, &Entry)>) -> Result<(), MatReadError> {
        let Some(fault) = self.unplayed.take() else {
            return Ok(());
        };
        let roller = self.game.seat_on_roll().map(side);
        match next {
            Some((column, Entry::Wins(_))) if Some(column) != roller => Ok(()),
            _ => Err(fault),
        }
    }

    fn play_win(&mut self, winner: Seat, points: u32) -> Result<(), String> {
        let who = Backgammon::side_name(winner);
        if self.game.last_game().is_none() {
            // A game stopped before it was over: the loser resigned at the level the points say.
            let cube = self.game.cube().0.max(1);
            let level = points
                .is_multiple_of(cube)
                .then(|| Resignation::from_level((points / cube).min(3) as u8))
                .flatten()
                .ok_or_else(|| format!("{who} wins {points} points with the cube at {cube}"))?;
            let loser = Backgammon::side_name(other(winner));
            match (self.game.pending_resignation(), self.game.may_resign()) {
                (Some(_), _) => {}
                (None, Some(resigner)) if resigner != winner => self.play(BgMove::Resign(level))?,
                _ => {
                    return Err(format!(
                        "{who} wins before the game is over, but {loser} may not resign here \
                         ({who} is to move)"
                    ))
                }
            }
            self.play(BgMove::AcceptResignation)?;
        }
        match self.game.last_game() {
            Some(result) if result.winner == winner && result.points == points => Ok(()),
            Some(result) => Err(format!(
                "{who} wins {points} points, but the moves give {} {} points",
                Backgammon::side_name(result.winner),
                result.points
            )),
            None => Err(format!("{who} wins a game that is not over")),
        }
    }
}

/// The written steps in their written order, when each is one legal step (one die) and
/// together they leave the same board as `found` (hits included), by as many dice.
fn play_as_written(
    game: &Backgammon,
    steps: &[(u8, u8, bool)],
    found: &[BgMove],
) -> Option<Vec<BgMove>> {
    let mut after = game.clone();
    let mut moves = Vec::new();
    for &(from, to, _) in steps {
        let mut legal = Vec::new();
        after.legal_moves(&mut legal);
        let step = legal.into_iter().find(|mv| {
            let mut tried = after.clone();
            tried.apply(mv);
            matches!(mv, BgMove::Step { from: f, .. } if *f == from)
                && tried.steps_played().last().is_some_and(|s| s.to == to)
        })?;
        after.apply(&step);
        moves.push(step);
    }
    let mut reference = game.clone();
    for mv in found {
        reference.apply(mv);
    }
    // The same board (both sides, the bar included) by as many dice: `24/21 21/15` with 63 is
    // the generator's `24/18 18/15` by another path, and reads back as written.
    (moves.len() == found.len() && after.board() == reference.board()).then_some(moves)
}

/// The legal play that leaves the mover's checkers where the written steps do, hitting on the
/// same points (a play with the same checkers but other hits is taken only when none fits).
fn choose_play(
    game: &Backgammon,
    mover: Seat,
    plays: &[(Vec<BgMove>, String)],
    steps: &[(u8, u8, bool)],
) -> Result<Vec<BgMove>, String> {
    let written = written_play(steps);
    let mut wanted: Vec<i32> = (0..=25)
        .map(|p| i32::from(game.checkers(mover, p)))
        .collect();
    for &(from, to, _) in steps {
        wanted[usize::from(from)] -= 1;
        wanted[usize::from(to)] += 1;
    }
    let mut hits: Vec<u8> = steps.iter().filter(|s| s.2).map(|s| s.1).collect();
    sort::all(&mut hits);
    let mut fits = Vec::new();
    for (moves, _) in plays {
        let mut after = game.clone();
        for mv in moves {
            after.apply(mv);
        }
        let counts: Vec<i32> = (0..=25)
            .map(|p| i32::from(after.checkers(mover, p)))
            .collect();
        if counts == wanted {
            let mut hit: Vec<u8> = after
                .steps_played()
                .iter()
                .filter(|s| s.hit)
                .map(|s| s.to)
                .collect();
            sort::all(&mut hit);
            fits.push((hit == hits, moves.clone()));
        }
    }
    sort::by_key(&mut fits, |(same_hits, _)| !*same_hits);
    match fits.into_iter().next() {
        Some((_, moves)) => Ok(moves),
        None => {
            let legal: Vec<&str> = plays
                .iter()
                .map(|(_, text)| text.as_str())
                .take(6)
                .collect();
            let dice = game.dice().unwrap_or([0, 0]);
            Err(format!(
                "\"{written}\" is not a legal play of {}{} (legal: {})",
                dice[0],
                dice[1],
                if legal.is_empty() {
                    "none".into()
                } else {
                    legal.join(", ")
                }
            ))
        }
    }
}

fn written_play(steps: &[(u8, u8, bool)]) -> String {
    let words: Vec<String> = steps
        .iter()
        .map(|(from, to, hit)| format!("{from}/{to}{}", if *hit { "*" } else { "" }))
        .collect();
    if words.is_empty() {
        "no play".into()
    } else {
        words.join(" ")
    }
}
