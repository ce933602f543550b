//! Reviewing a finished (or any) game: the engine judges every decision of both sides. For each
//! one it gives the mover's winning chance before the move and after the move played, the best
//! move it found with its line, how much the played move lost, and a mark where the loss is
//! large (issue 25).
//!
//! The searched games (chess, the draughts, Camelot) are reviewed position by position: each
//! position is searched once on a node budget (the same marks every time), and a move's value is
//! the value of the position it leads to, seen from the other side. So a game of n moves costs
//! n + 1 searches, and each search serves two decisions: the best for its own position, and the
//! played move of the one before.

pub mod backgammon;
pub mod kept;
pub mod ludo;
pub mod practice;
pub mod report;

use std::fmt;

use super::node::{Score, WIN, WIN_BOUND};
use super::{think, Clock, Request, TOP_LEVEL};
use crate::games::{AnyGame, GameKind};
use crate::rules::{Eval, Game, Outcome, Record, Seat, Turn};

/// How hard the review looks: about 0.2 s (quick) or 1 s (deep) a position in the browser's
/// worker, as node budgets so that a review is repeatable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Depth {
    Quick,
    Deep,
}

impl Depth {
    /// The node budget a position gets, from the worker's speed in each game
    /// (docs/size-and-speed.md: about 1.6 MN/s in chess, 1.1 in the draughts, 0.26 in Camelot).
    pub fn nodes(self, kind: GameKind) -> u64 {
        let quick = match kind {
            GameKind::Chess => 300_000,
            GameKind::EnglishDraughts | GameKind::Tammi => 200_000,
            GameKind::Tama => 150_000,
            GameKind::Camelot => 50_000,
            // Reviewed by their own means, not by a search's nodes.
            GameKind::Backgammon | GameKind::Ludo => 0,
        };
        match self {
            Depth::Quick => quick,
            Depth::Deep => quick * 5,
        }
    }
}

/// How bad a move was. Backgammon players call the three "doubtful", "bad" and "very bad";
/// the others "inaccuracy", "mistake" and "blunder" (the page names them per game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark a loss of winning chance earns (a share of all games, 0 to 1), with lichess's
    /// thresholds: 5, 10 and 15 points of the winning percentage (0.1, 0.2 and 0.3 on its
    /// -1 to 1 scale).
    pub fn of_chance_loss(loss: f64) -> Option<Mark> {
        Mark::ALL
            .into_iter()
            .rev()
            .zip([0.15, 0.10, 0.05])
            .find(|&(_, at)| loss >= at)
            .map(|(mark, _)| mark)
    }

    /// The symbol written after a move in PGN and PDN ("?!", "?", "??").
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The numeric annotation glyph of the symbol ($6, $2, $4).
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The English word, for the command line and files.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// What was decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Decision {
    /// A move of a searched game, or a Ludo piece to move.
    #[default]
    Move,
    /// A backgammon chequer play (the whole play of a roll).
    Play,
    /// Double or not.
    Cube,
    /// Take or pass.
    Answer,
}

/// The engine's judgement of one decision. In backgammon, `before`, `after` and `loss` are
/// equities (points per cube, gnubg's EMG) rather than winning chances.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The move's index in the record (its ply): in backgammon, the play's first step.
    pub ply: usize,
    pub seat: Seat,
    pub decision: Decision,
    /// The move played and the engine's best, in the game's notation.
    pub played: String,
    pub best: String,
    /// The engine's line from the position, starting with `best`.
    pub line: Vec<String>,
    /// The mover's winning chance (0 to 1) before the move, with the best move.
    pub before: f64,
    /// The mover's winning chance after the move played.
    pub after: f64,
    /// The engine's scores behind them, from the mover's side (hundredths of a pawn or man;
    /// beyond [`WIN_BOUND`] a forced win).
    pub score_before: Score,
    pub score_after: Score,
    /// `before - after`, never below zero: what the move played gave away.
    pub loss: f64,
    pub mark: Option<Mark>,
}

impl Judged {
    /// The engine's evaluation of the position the move led to, from the first player's side
    /// (a file's `[%eval]`).
    pub fn eval_after(&self) -> Eval {
        let own = self.score_after;
        let first = if self.seat == Seat(0) { own } else { -own };
        if first.abs() >= WIN_BOUND {
            let moves = (WIN - first.abs() + 1) / 2;
            Eval::Win(if first > 0 { moves } else { -moves })
        } else {
            Eval::Units(first)
        }
    }

    /// What a file writes after the move: its mark as a NAG, the evaluation after it, and
    /// where it is marked, the better move.
    pub fn note(&self) -> (Option<u8>, Eval, Option<String>) {
        let better = self.mark.map(|_| self.best.clone());
        (self.mark.map(Mark::nag), self.eval_after(), better)
    }

    /// The accuracy of the move, 0 to 100, from the winning percentage it lost (lichess's
    /// published curve: 103.1668 e^(-0.04354 d) - 3.1669, d in percentage points).
    pub fn accuracy(&self) -> f64 {
        let points = self.loss * 100.0;
        (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
    }
}

/// Why a game cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// No decision to review: the record has no moves.
    NoMoves,
    /// A game this reviewer does not judge.
    NotSearched(GameKind),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::NoMoves => write!(f, "the game has no moves to review"),
            ReviewError::NotSearched(kind) => {
                write!(f, "{} is not reviewed by a search", kind.title())
            }
        }
    }
}

impl std::error::Error for ReviewError {}

/// The winning chance (0 to 1) of the side a score belongs to. A forced win or loss is 1 or 0;
/// otherwise a logistic curve, steeper where one unit decides more: in chess a pawn (lichess's
/// curve: +100 is about 59%), in draughts and Camelot a man (+100 about 70%).
pub fn chance(kind: GameKind, score: Score) -> f64 {
    if score >= WIN_BOUND {
        return 1.0;
    }
    if score <= -WIN_BOUND {
        return 0.0;
    }
    let steepness = match kind {
        GameKind::Chess => 0.003_682_08,
        _ => 0.008_47,
    };
    1.0 / (1.0 + (-steepness * f64::from(score)).exp())
}

/// A position as the review's search saw it: its value for the side to move there, and the
/// engine's line from it (empty at the end of the game).
#[derive(Clone, Debug, PartialEq)]
pub struct Searched {
    pub score: Score,
    pub line: Vec<String>,
}

impl Searched {
    /// The search's answer as the review keeps it.
    pub fn of_reply(score: Score, notation: String, pv: Vec<String>) -> Searched {
        Searched {
            score,
            line: if pv.is_empty() { vec![notation] } else { pv },
        }
    }
}

/// The value of `record`'s position at `ply` where the game is over there (a win is the
/// mover's [`WIN`], a draw 0); `None` where there is a move to search.
pub fn settled(record: &Record<AnyGame>, ply: usize) -> Option<Searched> {
    let mut record = record.clone();
    record.goto(ply);
    let verdict = record.verdict()?;
    let mover = record.current().turn().seat();
    let score = match verdict.outcome {
        Outcome::Win(winner) if Some(winner) == mover => WIN,
        Outcome::Win(_) => -WIN,
        Outcome::Draw | Outcome::Ranking(_) => 0,
    };
    Some(Searched {
        score,
        line: Vec::new(),
    })
}

/// The search that judges the position at `ply`: the strongest level without its clock, on the
/// depth's node budget, so the same game gets the same review on any machine.
pub fn request(record: &Record<AnyGame>, ply: usize, depth: Depth) -> Request {
    let mut record = record.clone();
    record.goto(ply);
    let kind = record.start().kind();
    Request::from_record(record, TOP_LEVEL)
        .with_nodes(depth.nodes(kind))
        .with_time(u64::MAX / 4)
}

/// Move `ply` of `record` judged from the searches of the positions before and after it.
pub fn judge(record: &Record<AnyGame>, ply: usize, before: &Searched, after: &Searched) -> Judged {
    let kind = record.start().kind();
    let position = record
        .position_before(ply)
        .expect("a judged ply has its position");
    let played = position.notation(&record.moves()[ply]);
    let seat = match position.turn() {
        Turn::Player(seat) => seat,
        Turn::Chance => Seat(0),
    };
    let best = before
        .line
        .first()
        .cloned()
        .unwrap_or_else(|| played.clone());
    // The move the engine would play loses nothing by definition: two searches of a position
    // differ by their horizon, not by the move's worth.
    let score_after = if played == best {
        before.score
    } else {
        -after.score
    };
    let (chance_before, chance_after) = (chance(kind, before.score), chance(kind, score_after));
    let loss = (chance_before - chance_after).max(0.0);
    let mark = Mark::of_chance_loss(loss).max(missed_win(before.score, score_after));
    Judged {
        ply,
        seat,
        decision: Decision::Move,
        played,
        best,
        line: before.line.clone(),
        before: chance_before,
        after: chance_after,
        score_before: before.score,
        score_after,
        loss,
        mark,
    }
}

/// The luck of one roll or throw, by the seat it fell to: backgammon's in equity, Ludo's in
/// steps (see [`backgammon::Luck`], [`ludo::Throw`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RollLuck {
    pub seat: Seat,
    pub luck: f64,
    /// The roll's ply, where known: reviews kept before plies were written have none.
    pub ply: Option<usize>,
}

/// A review made in one go where it is cheap (backgammon, Ludo): the decisions judged, and the
/// luck of each roll or throw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WholeReview {
    pub judged: Vec<Judged>,
    pub luck: Vec<RollLuck>,
}

/// The whole review of a backgammon or Ludo game (all its moves); `None` for a searched game.
pub fn whole(record: &Record<AnyGame>, depth: Depth) -> Option<WholeReview> {
    match record.start().kind() {
        GameKind::Backgammon => {
            let review = backgammon::review(record, depth);
            Some(WholeReview {
                judged: review.judged,
                luck: review
                    .luck
                    .iter()
                    .map(|l| RollLuck {
                        seat: l.seat,
                        luck: l.luck,
                        ply: Some(l.ply),
                    })
                    .collect(),
            })
        }
        GameKind::Ludo => {
            let review = ludo::review(record, depth);
            Some(WholeReview {
                judged: review.judged,
                luck: review
                    .luck
                    .iter()
                    .map(|t| RollLuck {
                        seat: t.seat,
                        luck: t.luck,
                        ply: Some(t.ply),
                    })
                    .collect(),
            })
        }
        _ => None,
    }
}

/// The last decision of a backgammon or Ludo game judged alone (the tutor's look at a play or
/// a move just made): `None` where it had no choice, or for a searched game.
pub fn last_decision(record: &Record<AnyGame>, depth: Depth) -> Option<Judged> {
    match record.start().kind() {
        GameKind::Backgammon => backgammon::last_play(record, depth),
        GameKind::Ludo => ludo::last_move(record, depth),
        _ => None,
    }
}

/// Whether a game of this kind is reviewed by searches (the page's worker runs them).
pub fn is_searched(kind: GameKind) -> bool {
    !matches!(kind, GameKind::Backgammon | GameKind::Ludo)
}

/// The searched game's review, one position at a time, in this thread (the command line, the
/// tests). The page asks its worker for the same searches ([`request`]) and judges with
/// [`judge`].
pub struct Reviewer {
    record: Record<AnyGame>,
    depth: Depth,
    /// A time a position instead of the node budget (the command line's `--ms`).
    time_ms: Option<u64>,
    /// The next position to search (a ply of the record).
    next: usize,
    /// The search of the position before the next.
    last: Option<Searched>,
}

impl Reviewer {
    /// A review of every move of `record` (all of them, wherever its cursor stands).
    pub fn new(record: &Record<AnyGame>, depth: Depth) -> Result<Reviewer, ReviewError> {
        let kind = record.start().kind();
        if !is_searched(kind) {
            return Err(ReviewError::NotSearched(kind));
        }
        if record.moves().is_empty() {
            return Err(ReviewError::NoMoves);
        }
        Ok(Reviewer {
            record: record.clone(),
            depth,
            time_ms: None,
            next: 0,
            last: None,
        })
    }

    /// Searches each position for `ms` milliseconds instead of the depth's node budget: as
    /// deep as the machine allows, but no longer the same review on every machine.
    pub fn with_time(mut self, ms: u64) -> Reviewer {
        self.time_ms = Some(ms.max(1));
        self
    }

    /// How many decisions the review judges.
    pub fn decisions(&self) -> usize {
        self.record.moves().len()
    }

    /// Searches the next position and returns the decision it completes (none for the first
    /// position, which only gives the first move's best); `None` once every move is judged.
    pub fn step(&mut self, clock: &dyn Clock) -> Option<Option<Judged>> {
        if self.next > self.decisions() {
            return None;
        }
        let ply = self.next;
        let searched = self.search(ply, clock);
        self.next += 1;
        let judged = self
            .last
            .take()
            .map(|before| judge(&self.record, ply - 1, &before, &searched));
        self.last = Some(searched);
        Some(judged)
    }

    /// Every decision at once.
    pub fn run(mut self, clock: &dyn Clock) -> Vec<Judged> {
        let mut all = Vec::with_capacity(self.decisions());
        while let Some(step) = self.step(clock) {
            all.extend(step);
        }
        all
    }

    fn search(&self, ply: usize, clock: &dyn Clock) -> Searched {
        if let Some(over) = settled(&self.record, ply) {
            return over;
        }
        let mut request = request(&self.record, ply, self.depth);
        if let Some(ms) = self.time_ms {
            request = request.with_time(ms);
            request.nodes = None;
        }
        match think(&request, clock) {
            Ok(reply) => Searched::of_reply(reply.score, reply.notation, reply.pv),
            // No move to search where the rules give no verdict either: level.
            Err(_) => Searched {
                score: 0,
                line: Vec::new(),
            },
        }
    }
}

/// A forced win let go (a mate in one missed, a winning combination not played) is a mistake
/// even where the position stays good: the win was there to take.
fn missed_win(before: Score, after: Score) -> Option<Mark> {
    (before >= WIN_BOUND && after < WIN_BOUND).then_some(Mark::Mistake)
}

/// One side's figures over a review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub decisions: usize,
    /// How many moves got each mark, in [`Mark::ALL`]'s order.
    pub marks: [usize; 3],
    /// The mean winning chance lost a move (0 to 1).
    pub average_loss: f64,
    /// The mean of the moves' accuracies (0 to 100).
    pub accuracy: f64,
}

/// The figures of `seat` over the judged moves.
pub fn summary(judged: &[Judged], seat: Seat) -> Summary {
    let own: Vec<&Judged> = judged.iter().filter(|j| j.seat == seat).collect();
    let mut summary = Summary {
        decisions: own.len(),
        ..Summary::default()
    };
    if own.is_empty() {
        return summary;
    }
    for judged in &own {
        if let Some(mark) = judged.mark {
            summary.marks[mark as usize] += 1;
        }
    }
    let count = own.len() as f64;
    summary.average_loss = own.iter().map(|j| j.loss).sum::<f64>() / count;
    summary.accuracy = own.iter().map(|j| j.accuracy()).sum::<f64>() / count;
    summary
}
