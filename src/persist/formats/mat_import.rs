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

/// One column entry of a move line.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Entry {
    /// The dice and the checker moves, each `(from, to, hit)` in the mover's numbering.
    Roll([u8; 2], Vec<(u8, u8, bool)>),
    Double,
    Take,
    Drop,
    Wins(u32),
}

/// The replay so far.
struct Reader {
    game: Backgammon,
    moves: Vec<BgMove>,
    line: usize,
    games: usize,
}

/// Reads a whole `.mat` text.
pub fn read_mat(text: &str) -> Result<MatRecord, MatReadError> {
    let mut options = BackgammonOptions::default();
    let mut reader: Option<Reader> = None;
    let mut names = [String::new(), String::new()];
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let fail = |message: String| MatReadError { line, message };
        let trimmed = raw.trim();
        if let Some(comment) = trimmed.strip_prefix(';') {
            header_comment(comment, &mut options);
            continue;
        }
        if trimmed.is_empty() {
            continue;
        }
        let Some(reader) = reader.as_mut() else {
            options.match_length = match_length(trimmed).map_err(fail)?;
            reader = Some(Reader {
                game: Backgammon::new(&options),
                moves: Vec::new(),
                line,
                games: 0,
            });
            continue;
        };
        reader.line = line;
        if trimmed.starts_with("Game ") {
            reader.next_game().map_err(fail)?;
        } else if let Some(found) = score_line(trimmed) {
            reader.check_score(&found).map_err(fail)?;
            names = [found.0 .0, found.1 .0];
        } else {
            for (column, entry) in entries(raw).map_err(fail)? {
                reader.play_entry(column, entry).map_err(fail)?;
            }
        }
    }
    let reader = reader.ok_or(MatReadError {
        line: 1,
        message: "no \"N point match\" line: this is not a .mat match".into(),
    })?;
    Ok(MatRecord {
        start: Backgammon::new(&options),
        moves: reader.moves,
        names,
    })
}

/// gnubg's `; [Crawford "Off"]` and `; [Jacoby "On"]`; other comments are skipped.
fn header_comment(comment: &str, options: &mut BackgammonOptions) {
    let comment = comment.trim().trim_start_matches('[').trim_end_matches(']');
    let Some((name, value)) = comment.split_once(' ') else {
        return;
    };
    let on = value.trim().trim_matches('"').eq_ignore_ascii_case("on");
    match name {
        "Crawford" => options.crawford = on,
        "Jacoby" => options.jacoby = on,
        _ => {}
    }
}

/// ` 5 point match` (0 for a money game).
fn match_length(line: &str) -> Result<u8, String> {
    let number = line
        .strip_suffix("point match")
        .map(str::trim)
        .ok_or_else(|| format!("expected \"N point match\", found \"{line}\""))?;
    let length: u32 = number
        .parse()
        .map_err(|_| format!("the match length \"{number}\" is not a number"))?;
    u8::try_from(length)
        .ok()
        .filter(|l| *l <= 99)
        .ok_or_else(|| format!("a {length} point match is longer than the 99 points we play"))
}

/// `White : 0      Black : 2` into each name with its score.
fn score_line(line: &str) -> Option<((String, u32), (String, u32))> {
    let (first, rest) = line.split_once(" : ")?;
    let rest = rest.trim_start();
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let score0 = rest[..digits].parse().ok()?;
    let (second, score1) = rest[digits..].rsplit_once(" : ")?;
    let score1 = score1.trim().parse().ok()?;
    Some((
        (first.trim().into(), score0),
        (second.trim().into(), score1),
    ))
}

/// The entries of a move line (`  3) 62: 24/18* 13/11    Doubles => 2`), each with its
/// column (0 White's, 1 Black's), or of a `Wins` line.
fn entries(raw: &str) -> Result<Vec<(usize, Entry)>, String> {
    let (body, body_at) = match raw.find(')') {
        Some(at) if raw[..at].trim().chars().all(|c| c.is_ascii_digit()) => {
            (&raw[at + 1..], at + 1)
        }
        _ => (raw, 0),
    };
    let mut words = Vec::new();
    let mut offset = 0;
    for word in body.split_whitespace() {
        let at = offset + body[offset..].find(word).unwrap_or(0);
        words.push((body_at + at, word));
        offset = at + word.len();
    }
    // The right column starts far in (27 columns of White's play in gnubg's layout); a line
    // that starts there has an empty left column.
    let column_of = |at: usize| usize::from(at >= body_at + 20);
    let mut out: Vec<(usize, Entry)> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let (at, word) = words[i];
        i += 1;
        let entry = match word {
            "Doubles" => {
                i += usize::from(words.get(i).is_some_and(|w| w.1 == "=>"));
                i += usize::from(words.get(i).is_some_and(|w| w.1.parse::<u32>().is_ok()));
                Entry::Double
            }
            "Takes" | "Accepts" => Entry::Take,
            "Drops" | "Passes" | "Rejects" => Entry::Drop,
            "Wins" => {
                let points = words.get(i).and_then(|w| w.1.parse().ok());
                let points = points.ok_or("\"Wins\" without a number of points")?;
                // The rest of the line ("points", "and the match") says nothing more.
                i = words.len();
                Entry::Wins(points)
            }
            dice if dice.ends_with(':') => Entry::Roll(read_dice(dice)?, Vec::new()),
            step if step.contains('/') => {
                let Some((_, Entry::Roll(_, steps))) = out.last_mut() else {
                    return Err(format!("the move \"{step}\" has no dice before it"));
                };
                steps.extend(read_steps(step)?);
                continue;
            }
            other => return Err(format!("cannot read \"{other}\"")),
        };
        // A second entry on a line is always the right column's.
        let column = if out.is_empty() { column_of(at) } else { 1 };
        out.push((column, entry));
    }
    Ok(out)
}

/// `63:` into the dice.
fn read_dice(word: &str) -> Result<[u8; 2], String> {
    let digits: Vec<u8> = word
        .trim_end_matches(':')
        .chars()
        .filter_map(|c| c.to_digit(10).map(|d| d as u8))
        .collect();
    match digits[..] {
        [a, b] if (1..=6).contains(&a) && (1..=6).contains(&b) => Ok([a.max(b), a.min(b)]),
        _ => Err(format!("\"{word}\" is not a roll of two dice")),
    }
}

/// `24/18*`, `bar/22`, `6/off`, `24/18/13`, `8/5(2)` into single checker moves.
fn read_steps(word: &str) -> Result<Vec<(u8, u8, bool)>, String> {
    let (chain, times) = match word.split_once('(') {
        Some((chain, count)) => {
            let count = count.trim_end_matches(')').parse::<usize>();
            (chain, count.ok().filter(|n| (1..=4).contains(n)))
        }
        None => (word, Some(1)),
    };
    let times = times.ok_or_else(|| format!("cannot read the move \"{word}\""))?;
    let mut points = Vec::new();
    for part in chain.split('/') {
        let hit = part.ends_with('*');
        let point = match part.trim_end_matches('*').to_ascii_lowercase().as_str() {
            "bar" => 25,
            "off" => 0,
            number => number
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= 25)
                .ok_or_else(|| format!("cannot read the move \"{word}\""))?,
        };
        points.push((point, hit));
    }
    if points.len() < 2 {
        return Err(format!("cannot read the move \"{word}\""));
    }
    let steps: Vec<(u8, u8, bool)> = points
        .windows(2)
        .map(|pair| (pair[0].0, pair[1].0, pair[1].1))
        .collect();
    Ok(std::iter::repeat_n(steps, times).flatten().collect())
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

    fn check_score(&self, found: &((String, u32), (String, u32))) -> Result<(), String> {
        let ours = self.game.score();
        let written = (found.0 .1, found.1 .1);
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
        let found = choose_play(&self.game, mover, &plays, steps)?;
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
            if self.game.pending_resignation().is_none() {
                self.play(BgMove::Resign(level)).map_err(|_| {
                    format!("{who} wins before the game is over, and the loser may not resign here")
                })?;
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
