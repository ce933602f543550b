//! The practice page's state: the deck, the puzzle on the board (a [`Session`] over the game up
//! to the position before the mistake, so the play page's gestures work as they do there), the
//! try being judged, and the puzzles solved. Pure logic: the worker's questions and the solved
//! set's storage are the page's effects.
//!
//! Two wrong tries show the answer, played on the board. A backgammon cube decision has only
//! two choices (the board's own buttons: Double or Roll, Take or Pass), the one the person made
//! and the engine's: it needs no worker, and one wrong try shows the answer, since nothing is
//! left to find.

use std::rc::Rc;

use yew::Reducible;

use crate::ai::review::practice::{cube_word, try_counts};
use crate::ai::review::{kept, settled, Depth, Searched};
use crate::ai::TOP_LEVEL;
use crate::games::backgammon::BgMove;
use crate::games::{AnyMove, GameKind};
use crate::persist::{Computers, SavedGame, Solved};
use crate::rules::Game;
use crate::ui::pages::practice::deck::Puzzle;
use crate::ui::session::typed_move::typed_moves;
use crate::ui::session::{Action, Notice, Session};
use crate::ui::words::phrase::Phrase;
use crate::worker::{Answer, ThinkPurpose, ThinkRequest};

/// Wrong tries before the answer is shown.
const TRIES: u8 = 2;

/// Where a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Playing,
    /// The try is with the engine.
    Judging,
    /// Not good enough; another try may follow.
    Wrong,
    Solved,
    /// Two wrong tries (a cube decision's one): the answer is on show.
    Shown,
}

impl Phase {
    /// The key of the line that says so (with the try as `{tried}` and the answer as
    /// `{best}`); none while the person plays.
    pub fn key(self) -> Option<&'static str> {
        Some(match self {
            Phase::Playing => return None,
            Phase::Judging => "library.practise-judging",
            Phase::Wrong => "library.practise-wrong",
            Phase::Solved => "library.practise-solved",
            Phase::Shown => "library.practise-shown",
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    /// The deck in the order practised.
    pub puzzles: Rc<Vec<Puzzle>>,
    /// The puzzle on the board (an index into `puzzles`).
    pub at: usize,
    pub session: Session,
    pub wrong: u8,
    pub phase: Phase,
    /// The last try, in notation.
    pub tried: String,
    pub solved: Solved,
}

/// What changes the page.
pub enum Step {
    /// A press on the board, or a button's move (Confirm).
    Board(Action),
    Answer(Answer),
    Failed(Phrase),
    /// Takes the steps played so far back (a backgammon play begun otherwise).
    Again,
    Next,
}

impl Practice {
    pub fn new(puzzles: Vec<Puzzle>, solved: Solved) -> Practice {
        let puzzles = Rc::new(puzzles);
        Practice {
            session: fresh(puzzles.first()),
            puzzles,
            at: 0,
            wrong: 0,
            phase: Phase::Playing,
            tried: String::new(),
            solved,
        }
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzles.get(self.at)
    }

    pub fn playable(&self) -> bool {
        matches!(self.phase, Phase::Playing | Phase::Wrong)
    }

    /// A press on the board; a whole try goes to be judged. The move played in the game is
    /// wrong without asking, and a try that ends the game is judged by the rules alone.
    fn board(mut self, action: Action) -> Practice {
        let Some(puzzle) = self.puzzles.get(self.at).filter(|_| self.playable()) else {
            return self;
        };
        self.session = self.session.apply(action);
        let Some(tried) = whole_try(puzzle, &self.session) else {
            return self;
        };
        let judged = &puzzle.judged;
        let record = &self.session.record;
        let counts = match settled(record, record.cursor()) {
            _ if tried == judged.played => false,
            _ if puzzle.is_cube() => tried == judged.best,
            Some(over) if !tried.is_empty() => try_counts(puzzle.kind(), judged, &tried, &over),
            _ => {
                self.phase = Phase::Judging;
                self.tried = tried;
                return self;
            }
        };
        self.verdict(counts, tried)
    }

    /// The worker's answer about the try (one about another position is old, and ignored).
    fn answer(self, answer: Answer) -> Practice {
        let (Some(puzzle), Phase::Judging) = (self.puzzle(), self.phase) else {
            return self;
        };
        let tried = &self.tried;
        if answer.ply != self.session.record.cursor() {
            return self;
        }
        let (counts, tried) = if judged_alone(puzzle.kind()) {
            let Some(review) = answer.review.as_deref().and_then(kept::read) else {
                return self.failed(Phrase::new("play.unknown-error"));
            };
            // Nothing judged: the roll left no choice, so whatever was played is the play.
            match review.judged.first() {
                Some(play) => (play.mark.is_none(), play.played.clone()),
                None => (true, tried.clone()),
            }
        } else {
            let after = Searched {
                score: answer.score,
                line: Vec::new(),
            };
            let counts = try_counts(puzzle.kind(), &puzzle.judged, tried, &after);
            (counts, tried.clone())
        };
        self.verdict(counts, tried)
    }

    fn verdict(mut self, counts: bool, tried: String) -> Practice {
        self.tried = tried;
        if counts {
            if let Some(puzzle) = self.puzzle() {
                let key = puzzle.key();
                self.solved.add(&key);
            }
            self.phase = Phase::Solved;
            return self;
        }
        let cube = self.puzzle().is_some_and(Puzzle::is_cube);
        self.wrong = if cube { TRIES } else { self.wrong + 1 };
        self.session = fresh(self.puzzle());
        self.phase = Phase::Wrong;
        if self.wrong >= TRIES {
            // The answer is played on the board, where the last move's marks show it.
            let best = self
                .puzzle()
                .map(|p| p.judged.best.clone())
                .unwrap_or_default();
            // A cube decision's answer is in the review's words: not doubling is a roll.
            let best = if best == "No double" { "Roll" } else { &best };
            let answer = typed_moves(self.session.game(), best).unwrap_or_default();
            self.session = self.session.apply(Action::PlayTyped(answer));
            self.phase = Phase::Shown;
        }
        self
    }

    /// The worker could not judge: the try is taken back, and not counted.
    fn failed(mut self, why: Phrase) -> Practice {
        self.session = fresh(self.puzzle());
        self.session.notice = Some(Notice::error(why));
        self.phase = Phase::Playing;
        self
    }

    /// The worker's question about the try being judged: the position after it searched on
    /// the review's quick budget (as the review valued the move played), or a backgammon play
    /// or Ludo move judged alone.
    pub fn request(&self) -> Option<ThinkRequest> {
        let kind = self.puzzle()?.kind();
        if self.phase != Phase::Judging {
            return None;
        }
        Some(ThinkRequest {
            id: 0,
            purpose: if judged_alone(kind) {
                ThinkPurpose::Tutor
            } else {
                ThinkPurpose::Review
            },
            game: SavedGame::from_record(&self.session.record, 0, 0.0),
            level: TOP_LEVEL,
            time_ms: Some(u64::from(u32::MAX)),
            nodes: Some(Depth::Quick.nodes(kind)),
            seed: 0,
        })
    }

    /// The key of the puzzle just solved, to keep.
    pub fn just_solved(&self) -> Option<String> {
        (self.phase == Phase::Solved)
            .then(|| self.puzzle().map(Puzzle::key))
            .flatten()
    }
}

/// Whether the worker judges a try alone (`ThinkPurpose::Tutor`): a backgammon play, a Ludo
/// move.
fn judged_alone(kind: GameKind) -> bool {
    matches!(kind, GameKind::Backgammon | GameKind::Ludo)
}

/// The board at a puzzle's position (an empty chess board where there is none). The other side
/// is seated as the computer: the board turns to the person's side, and once the try is made
/// nothing more can be played on it.
fn fresh(puzzle: Option<&Puzzle>) -> Session {
    let Some(puzzle) = puzzle else {
        return Session::new(
            crate::rules::Record::new(crate::games::AnyGame::new_of(GameKind::Chess)),
            0,
            None,
        );
    };
    let mut session = Session::new(puzzle.record.clone(), 0, None);
    session.computers = Computers::one(puzzle.judged.seat.0 ^ 1, 1);
    session.flipped = session.facing();
    session
}

/// The try once it is whole, in notation: a move of a searched game or Ludo, a cube decision
/// in the review's words, or a backgammon play's steps confirmed (its notation comes with the
/// worker's judgement; empty until then).
fn whole_try(puzzle: &Puzzle, session: &Session) -> Option<String> {
    let record = &session.record;
    // The puzzle's game keeps its later moves after the cursor until a try replaces them.
    let (ply, cursor) = (puzzle.judged.ply, record.cursor());
    let moves = record.moves();
    let played = moves.get(ply).filter(|_| cursor > ply)?;
    let notation = record.position_before(ply)?.notation(played);
    if puzzle.is_cube() {
        return Some(cube_word(&notation).to_string());
    }
    if puzzle.kind() == GameKind::Backgammon {
        let confirmed = matches!(
            moves.get(cursor - 1),
            Some(AnyMove::Backgammon(BgMove::ConfirmTurn))
        );
        return confirmed.then(String::new);
    }
    Some(notation)
}

impl Reducible for Practice {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let practice = (*self).clone();
        Rc::new(match step {
            Step::Board(action) => practice.board(action),
            Step::Answer(answer) => practice.answer(answer),
            Step::Failed(why) if practice.phase == Phase::Judging => practice.failed(why),
            Step::Again if practice.playable() => Practice {
                session: fresh(practice.puzzle()),
                ..practice
            },
            Step::Next => {
                let at = (practice.at + 1) % practice.puzzles.len().max(1);
                Practice {
                    session: fresh(practice.puzzles.get(at)),
                    at,
                    wrong: 0,
                    phase: Phase::Playing,
                    ..practice
                }
            }
            Step::Failed(_) | Step::Again => return self,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::review::{kept, Decision, Judged, Mark};
    use crate::games::{AnyGame, AnyMove};
    use crate::rules::{Cell, Record, Seat};

    /// Chess cells as the board numbers them: a1 = 0, h8 = 63.
    fn square(name: &str) -> Cell {
        let bytes = name.as_bytes();
        Cell(u16::from(bytes[1] - b'1') * 8 + u16::from(bytes[0] - b'a'))
    }

    /// The puzzle of 2...Qg5?? in 1. e4 e6 2. d4 Qg5 3. Bxg5, as the review judged it.
    fn hung_queen() -> Puzzle {
        let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
        for san in ["e4", "e6", "d4", "Qg5", "Bxg5"] {
            let mv = record.current().parse_move(san).unwrap();
            record.play(&mv).unwrap();
        }
        record.goto(3);
        Puzzle {
            id: "k3x9abcd".into(),
            name: "Chess 1".into(),
            record,
            judged: Judged {
                ply: 3,
                seat: Seat(1),
                decision: Decision::Move,
                played: "Qg5".into(),
                best: "Nf6".into(),
                line: vec!["Nf6".into()],
                before: 0.47,
                after: 0.02,
                score_before: -28,
                score_after: -1017,
                loss: 0.45,
                mark: Some(Mark::Blunder),
            },
        }
    }

    fn start(puzzles: Vec<Puzzle>) -> Practice {
        Practice::new(puzzles, Solved::default())
    }

    fn clicks(mut practice: Practice, from: &str, to: &str) -> Practice {
        for cell in [square(from), square(to)] {
            practice = practice.board(Action::Click(cell));
        }
        practice
    }

    /// The worker's answer about the position after the try: its score for the side to move.
    fn searched(practice: &Practice, score: i32) -> Answer {
        Answer {
            ply: practice.session.record.cursor(),
            score,
            ..Answer::default()
        }
    }

    #[test]
    fn the_board_turns_to_the_persons_side_and_the_move_played_is_wrong_without_asking() {
        let practice = start(vec![hung_queen()]);
        assert!(practice.session.flipped, "Black at the bottom");
        let practice = clicks(practice, "d8", "g5");
        assert_eq!(
            (practice.phase, practice.tried.as_str()),
            (Phase::Wrong, "Qg5")
        );
        assert_eq!(practice.request(), None, "no question for the worker");
        // The board is back at the puzzle's position for the next try.
        assert_eq!(practice.session.record.cursor(), 3);
    }

    #[test]
    fn two_wrong_tries_play_the_answer_on_the_board() {
        let practice = clicks(start(vec![hung_queen()]), "d8", "g5");
        let practice = clicks(practice, "f8", "a3");
        assert_eq!(
            (practice.phase, practice.tried.as_str()),
            (Phase::Judging, "Ba3")
        );
        let request = practice.request().expect("the try goes to the worker");
        assert_eq!(request.purpose, ThinkPurpose::Review);
        assert_eq!(request.game.moves.len(), 4, "the game up to the try");
        // An answer about another position is old.
        let old = Answer {
            ply: 9,
            ..searched(&practice, 375)
        };
        let practice = practice.answer(old);
        assert_eq!(practice.phase, Phase::Judging);
        // White is a bishop up after it: the second wrong try shows the answer.
        let answer = searched(&practice, 375);
        let practice = practice.answer(answer);
        assert_eq!(practice.phase, Phase::Shown);
        assert!(!practice.playable());
        let record = &practice.session.record;
        assert_eq!(record.cursor(), 4);
        let shown = record
            .position_before(3)
            .unwrap()
            .notation(&record.moves()[3]);
        assert_eq!(shown, "Nf6");
        // The board takes no more tries.
        let after = practice.clone().board(Action::Click(square("d7")));
        assert_eq!(after.session.selected, None);
        assert_eq!(practice.just_solved(), None);
    }

    #[test]
    fn a_try_within_an_inaccuracy_solves_the_puzzle_and_next_goes_on() {
        let mut second = hung_queen();
        second.id = "mnpq2345".into();
        let practice = clicks(start(vec![hung_queen(), second]), "d7", "d5");
        let answer = searched(&practice, 29);
        let practice = practice.answer(answer);
        assert_eq!(
            (practice.phase, practice.tried.as_str()),
            (Phase::Solved, "d5")
        );
        assert_eq!(practice.just_solved().as_deref(), Some("k3x9abcd:3"));
        assert!(practice.solved.has("k3x9abcd:3"));
        let next = Rc::new(practice).reduce(Step::Next);
        assert_eq!((next.at, next.phase, next.wrong), (1, Phase::Playing, 0));
        assert_eq!(next.session.record.cursor(), 3);
    }

    #[test]
    fn a_failed_worker_takes_the_try_back_and_says_why() {
        let practice = clicks(start(vec![hung_queen()]), "d7", "d5");
        let practice = Rc::new(practice).reduce(Step::Failed(Phrase::new("play.unknown-error")));
        assert_eq!(practice.phase, Phase::Playing);
        assert_eq!(practice.wrong, 0, "not counted as a wrong try");
        assert!(practice.session.notice.is_some());
        assert_eq!(practice.session.record.cursor(), 3);
    }

    #[test]
    fn an_empty_deck_has_no_puzzle_and_asks_nothing() {
        let practice = start(Vec::new());
        assert_eq!(practice.puzzle(), None);
        let practice = Rc::new(practice).reduce(Step::Next);
        assert_eq!(practice.request(), None);
        let practice = (*practice).clone().board(Action::Click(Cell(12)));
        assert_eq!(practice.phase, Phase::Playing);
    }

    /// A backgammon game: White's opening 3-1 played 24/20, then `more`.
    fn backgammon_game(more: &[crate::games::backgammon::BgMove]) -> Record<AnyGame> {
        use crate::games::backgammon::BgMove;
        let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
        let opening = [
            BgMove::OpeningRoll(3, 1),
            BgMove::Step { from: 24, die: 3 },
            BgMove::Step { from: 21, die: 1 },
            BgMove::ConfirmTurn,
        ];
        for mv in opening.iter().chain(more) {
            record.play(&AnyMove::Backgammon(*mv)).unwrap();
        }
        record
    }

    #[test]
    fn a_backgammon_play_is_judged_by_the_worker_after_its_steps_and_confirm() {
        let mut record = backgammon_game(&[]);
        record.goto(1);
        let judged = Judged {
            ply: 1,
            seat: Seat(0),
            decision: Decision::Play,
            played: "24/20".into(),
            best: "8/5 6/5".into(),
            ..hung_queen().judged
        };
        let puzzle = Puzzle {
            id: "k3x9abcd".into(),
            name: "Backgammon 1".into(),
            record,
            judged,
        };
        let mut practice = start(vec![puzzle]);
        // The better play, 8/5 6/5, as the steps typed: the play waits for Confirm.
        let steps = typed_moves(practice.session.game(), "8/5 6/5").unwrap();
        practice = practice.board(Action::PlayTyped(steps));
        assert_eq!(practice.phase, Phase::Playing);
        assert!(practice.playable());
        let confirm = practice.session.off_board_moves();
        assert_eq!(confirm.len(), 1, "{confirm:?}");
        practice = practice.board(Action::PlayOffBoard(0));
        assert_eq!(practice.phase, Phase::Judging);
        let request = practice.request().unwrap();
        assert_eq!(request.purpose, ThinkPurpose::Tutor);
        // The worker's judgement of the play alone: no mark, solved, with the play's notation.
        let play = Judged {
            ply: 1,
            played: "8/5 6/5".into(),
            best: "8/5 6/5".into(),
            loss: 0.0,
            mark: None,
            ..practice.puzzle().unwrap().judged.clone()
        };
        let answer = Answer {
            ply: practice.session.record.cursor(),
            review: Some(kept::write(4, &[play], &[])),
            ..Answer::default()
        };
        practice = practice.answer(answer);
        assert_eq!(
            (practice.phase, practice.tried.as_str()),
            (Phase::Solved, "8/5 6/5")
        );
    }

    /// The backgammon game of the play's test, then Black doubles (a blunder: not doubling
    /// was right) and White takes (a mistake: passing was).
    fn cube_puzzles() -> Vec<Puzzle> {
        use crate::games::backgammon::BgMove;
        let record = backgammon_game(&[BgMove::Double, BgMove::Take]);
        let puzzle = |ply: usize, seat: u8, decision, played: &str, best: &str| {
            let mut record = record.clone();
            record.goto(ply);
            Puzzle {
                id: "k3x9abcd".into(),
                name: "Backgammon 1".into(),
                record,
                judged: Judged {
                    ply,
                    seat: Seat(seat),
                    decision,
                    played: played.into(),
                    best: best.into(),
                    ..hung_queen().judged
                },
            }
        };
        vec![
            puzzle(4, 1, Decision::Cube, "Double", "No double"),
            puzzle(5, 0, Decision::Answer, "Take", "Pass"),
        ]
    }

    /// Presses the board's button for the move written `notation`.
    fn press(practice: Practice, notation: &str) -> Practice {
        let buttons = practice.session.off_board_moves();
        let at = buttons.iter().position(|(_, n)| n == notation);
        practice.board(Action::PlayOffBoard(at.expect(notation)))
    }

    #[test]
    fn a_cube_decision_is_solved_by_the_engines_choice_and_the_other_shows_the_answer() {
        let [double, take] = <[Puzzle; 2]>::try_from(cube_puzzles()).unwrap();
        // The right choice: solved, with no question for the worker.
        let practice = press(start(vec![double.clone()]), "Roll");
        assert_eq!(
            (practice.phase, practice.tried.as_str()),
            (Phase::Solved, "No double")
        );
        assert_eq!(practice.request(), None);
        assert_eq!(practice.just_solved().as_deref(), Some("k3x9abcd:4"));
        let practice = press(start(vec![take.clone()]), "Pass");
        assert_eq!(practice.phase, Phase::Solved);
        // The choice made in the game: wrong, and with two choices the answer is shown at
        // once, played on the board.
        for (puzzle, tried, answer) in [(double, "Double", "Roll"), (take, "Take", "Pass")] {
            let practice = press(start(vec![puzzle]), tried);
            assert_eq!(
                (practice.phase, practice.tried.as_str()),
                (Phase::Shown, tried)
            );
            assert!(!practice.playable());
            assert_eq!(practice.request(), None);
            let record = &practice.session.record;
            let ply = practice.puzzle().unwrap().judged.ply;
            assert_eq!(record.cursor(), ply + 1);
            let shown = record
                .position_before(ply)
                .unwrap()
                .notation(&record.moves()[ply]);
            assert_eq!(shown, answer);
        }
    }

    /// A Ludo game's first choice among several moves, as a puzzle: its move played is judged
    /// a blunder; the best is another.
    fn ludo_puzzle() -> Puzzle {
        let mut record = Record::new(AnyGame::new_of(GameKind::Ludo));
        let mut rng = crate::rules::Rng::new(3);
        loop {
            let game = record.current().clone();
            let mut moves = Vec::new();
            if game.turn() == crate::rules::Turn::Chance {
                let mut throws = Vec::new();
                game.chance_outcomes(&mut throws);
                moves.push(throws[rng.below(throws.len())].0.clone());
            } else {
                game.legal_moves(&mut moves);
                if moves.len() > 1 {
                    let ply = record.cursor();
                    record.play(&moves[0]).unwrap();
                    record.goto(ply);
                    return Puzzle {
                        id: "ludoludo".into(),
                        name: "Ludo 1".into(),
                        record,
                        judged: Judged {
                            ply,
                            seat: game.turn().seat().unwrap(),
                            decision: Decision::Move,
                            played: game.notation(&moves[0]),
                            best: game.notation(&moves[1]),
                            ..hung_queen().judged
                        },
                    };
                }
            }
            record.play(&moves[0]).unwrap();
        }
    }

    #[test]
    fn a_ludo_try_is_judged_by_the_worker_and_two_wrong_ones_play_the_answer() {
        let puzzle = ludo_puzzle();
        let (played, best) = (puzzle.judged.played.clone(), puzzle.judged.best.clone());
        let mut practice = start(vec![puzzle]);
        // The move played: wrong without asking.
        let moves = typed_moves(practice.session.game(), &played).unwrap();
        practice = practice.board(Action::PlayTyped(moves));
        assert_eq!((practice.phase, practice.wrong), (Phase::Wrong, 1));
        // The best: the worker judges it alone, as the tutor's question.
        let moves = typed_moves(practice.session.game(), &best).unwrap();
        practice = practice.board(Action::PlayTyped(moves));
        assert_eq!(practice.phase, Phase::Judging);
        let request = practice.request().unwrap();
        assert_eq!(request.purpose, ThinkPurpose::Tutor);
        let ply = practice.puzzle().unwrap().judged.ply;
        assert_eq!(request.game.cursor, ply + 1);
        let asked = practice.puzzle().unwrap().judged.clone();
        let judged = |mark| Judged {
            played: best.clone(),
            mark,
            ..asked.clone()
        };
        let answer = |mark| Answer {
            ply: ply + 1,
            review: Some(kept::write(ply + 1, &[judged(mark)], &[])),
            ..Answer::default()
        };
        let solved = practice.clone().answer(answer(None));
        assert_eq!(
            (solved.phase, solved.tried.as_str()),
            (Phase::Solved, best.as_str())
        );
        // Marked: the second wrong try, and the answer is played on the board.
        let shown = practice.answer(answer(Some(Mark::Mistake)));
        assert_eq!(shown.phase, Phase::Shown);
        let record = &shown.session.record;
        let again = record
            .position_before(ply)
            .unwrap()
            .notation(&record.moves()[ply]);
        assert_eq!(again, best);
    }
}
