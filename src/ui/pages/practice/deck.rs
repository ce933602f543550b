//! The practice deck (issue 25, 3): every decision of a kept review (a library entry's
//! `review`) where a person's seat made a mistake or a blunder is a puzzle, the position before
//! it to find a better move in. It joins the library (`persist`) and the review (`ai`), so it
//! lives here, with the page that uses it.
//!
//! Chess, the three draughts, Camelot and Ludo (a piece to move with the throw) give a puzzle
//! a move; backgammon a chequer play or a cube decision (double or not, take or pass: a choice
//! of two buttons).

use crate::ai::review::practice::cube_word;
use crate::ai::review::{kept, Decision, Judged, Mark};
use crate::games::backgammon::BgMove;
use crate::games::{AnyGame, AnyMove, GameKind};
use crate::persist::{Entry, KeyValueStore, Library, Solved};
use crate::rules::{sort, Game, Record};

/// One puzzle: the game it comes from, with its cursor on the position before the mistake,
/// and the review's judgement of the move played there.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// The library entry of the game.
    pub id: String,
    /// The game's name in My games.
    pub name: String,
    pub record: Record<AnyGame>,
    pub judged: Judged,
}

impl Puzzle {
    /// The puzzle's name in the solved set: `<entry id>:<ply>`.
    pub fn key(&self) -> String {
        format!("{}:{}", self.id, self.judged.ply)
    }

    pub fn kind(&self) -> GameKind {
        self.record.start().kind()
    }

    /// Whether it is a backgammon cube decision: double or not, take or pass.
    pub fn is_cube(&self) -> bool {
        matches!(self.judged.decision, Decision::Cube | Decision::Answer)
    }
}

/// Whether a judged decision of this game is a puzzle's kind: a move of a searched game or
/// Ludo, a backgammon chequer play or cube decision.
fn practised(kind: GameKind, decision: Decision) -> bool {
    (kind == GameKind::Backgammon) == (decision != Decision::Move)
}

/// Whether `judged` is what `record` has at its ply: the move played there (a searched game,
/// Ludo, a cube decision in the review's words), or a play's first step (backgammon). A review
/// that disagrees with its game is not trusted.
fn matches_game(record: &Record<AnyGame>, judged: &Judged) -> bool {
    let (Some(position), Some(mv)) = (
        record.position_before(judged.ply),
        record.moves().get(judged.ply),
    ) else {
        return false;
    };
    match (mv, judged.decision) {
        (AnyMove::Backgammon(step), Decision::Play) => matches!(step, BgMove::Step { .. }),
        // A searched game's move, or Ludo's, is never a move named as a cube decision.
        (_, Decision::Move) => position.notation(mv) == judged.played,
        _ => cube_word(&position.notation(mv)) == judged.played,
    }
}

/// The puzzles of one entry (its game replayed as `record`): none where it has no review, or
/// one that does not read. Only the seats people played count: a seat with no computer level.
pub fn puzzles_of(entry: &Entry, record: &Record<AnyGame>) -> Vec<Puzzle> {
    let kind = record.start().kind();
    let mut puzzles = Vec::new();
    let Some(review) = kept::read(&entry.review).filter(|r| r.plies <= record.moves().len()) else {
        return puzzles;
    };
    for judged in review.judged {
        if judged.mark >= Some(Mark::Mistake)
            && practised(kind, judged.decision)
            && entry.game.computers.level_of(judged.seat.0).is_none()
            && matches_game(record, &judged)
        {
            let mut record = record.clone();
            record.goto(judged.ply);
            puzzles.push(Puzzle {
                id: entry.id.clone(),
                name: entry.name.clone(),
                record,
                judged,
            });
        }
    }
    puzzles
}

/// Every puzzle of the library, the most recently played games first (only entry `only`'s
/// where one is named). Entries without a review are not replayed; damaged ones are passed
/// over.
pub fn deck<S: KeyValueStore>(library: &Library<S>, only: Option<&str>) -> Vec<Puzzle> {
    let mut entries = Vec::new();
    for id in library.ids() {
        if only.is_some_and(|only| only != id) {
            continue;
        }
        if let Some(Ok(entry)) = library.entry(&id) {
            if !entry.review.is_empty() {
                entries.push(entry);
            }
        }
    }
    // A few reviewed games: the short sort is enough.
    sort::by(&mut entries, |a, b| {
        b.game.updated.total_cmp(&a.game.updated)
    });
    let mut puzzles = Vec::new();
    for entry in &entries {
        if let Ok(record) = entry.restore() {
            puzzles.extend(puzzles_of(entry, &record));
        }
    }
    puzzles
}

/// The deck's order for practice: the unsolved puzzles first, each group in the deck's order.
pub fn unsolved_first(deck: Vec<Puzzle>, solved: &Solved) -> Vec<Puzzle> {
    let (mut first, mut then) = (Vec::new(), Vec::new());
    for puzzle in deck {
        if solved.has(&puzzle.key()) {
            then.push(puzzle);
        } else {
            first.push(puzzle);
        }
    }
    first.append(&mut then);
    first
}
