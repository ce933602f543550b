//! The session's side of computer opponents, pure like the rest of the reducer: which seat the
//! computer plays, when it is its turn to think, what the page asks the worker, and how the
//! answer (a move, a whole backgammon play played a step at a time, a hint, or its word on a
//! draw, for which see `draws`) comes back into the game. Talking to the worker and the pauses
//! between steps are the page's effects (`pages::play::thinking`, `pages::play::pacing`); this
//! file only decides. The computer's throws are in `chance`.

use crate::persist::{Computers, SavedGame};
use crate::rules::{Game, Record, Seat};
use crate::ui::boards::geometry::seat_at_bottom;
pub use crate::ui::session::hint::Hint;
use crate::ui::session::{Notice, Session};
use crate::ui::words::phrase::{Phrase, PhraseArg};
use crate::worker::{Answer, DrawWord, ThinkPurpose, ThinkRequest};

/// The level a hint is searched at (Expert: a fraction of a second a move).
pub const HINT_LEVEL: u8 = 5;

/// The rest of the computer's answer after its first move: played one at a time, each after a
/// short pause (the page's timer), while the position is the one the last step left.
#[derive(Clone, Debug, PartialEq)]
pub struct QueuedSteps {
    pub ply: usize,
    pub code: String,
    /// The moves still to play, in notation.
    pub steps: Vec<String>,
    /// The whole answer in one line, for the "playing" line.
    pub notation: String,
}

/// The computer's turn, as the page's effect sees it: a new value means a new search (and the
/// old one cancelled).
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerTurn {
    pub ply: usize,
    pub code: String,
    pub level: u8,
}

impl Session {
    /// The level of the computer on the seat to move, if the computer plays it.
    pub fn computer_level_to_move(&self) -> Option<u8> {
        let seat = self.game().turn().seat()?;
        self.computers.level_of(seat.0)
    }

    /// Whether the board turns round from its usual view to put the person's side at the
    /// bottom: in a game against the computer (one seat a person's, the other the computer's)
    /// where the person's seat is the one drawn at the top. The player's own Flip comes on top.
    pub fn facing(&self) -> bool {
        let game = self.game();
        if let (Some(me), Some(bottom)) = (self.my_seat(), seat_at_bottom(game)) {
            return me != bottom;
        }
        let players = game.num_players() as u8;
        let mut people = (0..players).filter(|&seat| self.computers.level_of(seat).is_none());
        match (people.next(), people.next(), seat_at_bottom(game)) {
            (Some(person), None, Some(bottom)) if players == 2 => Seat(person) != bottom,
            _ => false,
        }
    }

    /// Whether a person plays any seat (if not, the computer plays itself, to watch).
    pub fn has_person(&self) -> bool {
        !self.people().is_empty()
    }

    /// The seats people play.
    pub fn people(&self) -> Vec<Seat> {
        let players = self.game().num_players() as u8;
        (0..players)
            .filter(|&seat| self.computers.level_of(seat).is_none())
            .map(Seat)
            .collect()
    }

    /// The computer should think now: its seat is to move at the latest position of a game
    /// still going on, with no answer of its own still being played and more than a pass to
    /// play (a Ludo throw that moves nothing passes by itself, as for people).
    pub fn computer_turn(&self) -> Option<ComputerTurn> {
        let level = self.computer_level_to_move()?;
        // The tutor holds the game while it looks at a person's move, and while it warns.
        let waiting = self.queued_step().is_some()
            || self.stuck_pass().is_some()
            || self.tutor_pending().is_some();
        (self.record.at_latest() && self.record.verdict().is_none() && !waiting).then(|| {
            ComputerTurn {
                ply: self.record.cursor(),
                code: self.game().encode(),
                level,
            }
        })
    }

    /// A hint can be asked for: a person is to move in a game with an engine, still going on,
    /// and the computer is not weighing a draw (the worker answers one question at a time).
    pub fn can_hint(&self) -> bool {
        self.record.verdict().is_none()
            && self.draw_question().is_none()
            && self.game().turn().seat().is_some()
            && self.computer_level_to_move().is_none()
            && crate::persist::has_computer_player(self.game().kind())
    }

    /// The question for the worker about the position shown (the record up to the cursor).
    pub fn think_request(&self, purpose: ThinkPurpose) -> Option<ThinkRequest> {
        let level = match purpose {
            ThinkPurpose::Move => self.computer_level_to_move()?,
            ThinkPurpose::Hint => HINT_LEVEL,
            ThinkPurpose::DrawOffer => {
                self.draw_question()?;
                crate::ai::draw_offers::JUDGEMENT_LEVEL
            }
            // A review asks about every position of the game, not the one shown
            // (`pages::play::review`); the tutor about the move just played (`pages::play::tutor`).
            ThinkPurpose::Review | ThinkPurpose::Tutor => return None,
        };
        let ply = self.record.cursor() as u64;
        // With a game clock the computer's move is timed by it (its level's own time at most).
        let time_ms = match (purpose, self.seat_to_move()) {
            (ThinkPurpose::Move, Some(seat)) => {
                let own = crate::ai::level_spec(self.game().kind(), level).and_then(|s| s.time_ms);
                self.clock_time_for(seat, own)
            }
            _ => None,
        };
        Some(ThinkRequest {
            id: 0,
            purpose,
            game: SavedGame::from_record(&self.record, self.seed, 0.0),
            level,
            time_ms,
            nodes: None,
            // The game's seed and the ply: a reloaded game makes the same choices again.
            seed: self.seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        })
    }

    /// The computer's next step, while the position is the one its last step left.
    pub fn queued_step(&self) -> Option<&QueuedSteps> {
        let queued = self.queued.as_ref()?;
        let current = queued.ply == self.record.cursor()
            && self.record.at_latest()
            && self.computer_level_to_move().is_some()
            && queued.code == self.game().encode();
        current.then_some(queued)
    }

    /// Seats the computer from now on; refused (with a notice) when the game has no engine or
    /// no such seat.
    pub(crate) fn set_computers(mut self, computers: Computers) -> Self {
        let players = self.game().num_players();
        // The link's own faults are worded by `persist` in English: kept as a detail.
        let valid = computers
            .validate(self.game().kind())
            .map_err(PhraseArg::from)
            .and_then(|()| {
                match computers
                    .seats()
                    .iter()
                    .find(|c| usize::from(c.seat) >= players)
                {
                    Some(c) => Err(PhraseArg::Phrase(
                        Phrase::new("play.no-seat")
                            .with("seat", c.seat.to_string())
                            .with("players", players.to_string()),
                    )),
                    None => Ok(()),
                }
            });
        match valid {
            Ok(()) => {
                // The player's own turn of the board stays; the side at the bottom follows the
                // person's seat.
                let turned = self.flipped ^ self.facing();
                self.computers = computers;
                self.flipped = turned ^ self.facing();
                self.hint = None;
                self.queued = None;
            }
            Err(why) => {
                let why = Phrase::new("play.no-computer-player").with("why", why);
                self.notice = Some(Notice::error(why));
            }
        }
        self
    }

    /// Undo against the computer takes back its replies (its throws too) and the person's last
    /// move, so the person is to move again where they last chose; the moves taken back are
    /// dropped (a take-back, not a redo list), so that the computer plays on from there when it
    /// is its turn.
    pub(crate) fn undo(self) -> Self {
        if self.computers.is_empty() {
            return self.undo_one();
        }
        let mut session = self.undo_one();
        if session.has_person() {
            while !session.person_chooses() && session.record.cursor() > 0 {
                session = session.undo_one();
            }
        }
        session.drop_future()
    }

    /// A person is to move and has a choice (not a Ludo throw that can only pass).
    fn person_chooses(&self) -> bool {
        let person = self
            .seat_to_move()
            .is_some_and(|seat| self.computers.level_of(seat.0).is_none());
        let stuck = matches!(self.game(), crate::games::AnyGame::Ludo(g) if g.must_pass());
        person && !stuck
    }

    fn drop_future(mut self) -> Self {
        if self.record.at_latest() {
            return self;
        }
        let mut record = Record::new(self.record.start().clone());
        for mv in &self.record.moves()[..self.record.cursor()] {
            if record.play(mv).is_err() {
                return self;
            }
        }
        self.record = record;
        self
    }

    /// Plays the computer's answer (its first move now, the others a step at a time), or shows
    /// a hint, when the answer is for the position shown.
    pub(crate) fn engine_answer(mut self, answer: Answer) -> Self {
        let current = self.record.cursor() == answer.ply && self.game().encode() == answer.code;
        if !current {
            return self;
        }
        match answer.purpose {
            ThinkPurpose::Move if self.computer_turn().is_some() => {
                let offering = self.seat_to_move();
                let offers = answer.draw == Some(DrawWord::Offer);
                self = self.play_computer_move(answer.moves(), answer.notation);
                // Only once its move is played: a move withdraws any offer standing before it.
                match offering.filter(|_| offers && self.record.cursor() > answer.ply) {
                    Some(seat) => self.computer_offers_draw(seat),
                    None => self,
                }
            }
            ThinkPurpose::DrawOffer => self.computer_answers_draw(&answer),
            ThinkPurpose::Hint if self.can_hint() => {
                self.hint = Hint::from_answer(self.game(), &answer);
                if self.hint.is_none() {
                    self.notice = Some(Notice::error(
                        Phrase::new("play.hint-does-not-fit").with("move", answer.notation),
                    ));
                }
                self
            }
            _ => self,
        }
    }

    /// Plays the computer's next step, when the timer that asks for it is for this position.
    pub(crate) fn computer_step(self, ply: usize) -> Self {
        match self.queued_step().filter(|q| q.ply == ply).cloned() {
            Some(queued) => self.play_computer_move(queued.steps, queued.notation),
            None => self,
        }
    }

    /// Plays the first of the computer's moves and queues the rest.
    fn play_computer_move(mut self, mut moves: Vec<String>, notation: String) -> Self {
        self.queued = None;
        if moves.is_empty() {
            return self;
        }
        let text = moves.remove(0);
        let mv = match self.game().parse_move(&text) {
            Ok(mv) => mv,
            Err(e) => return self.computer_refused(&text, e.to_string().into()),
        };
        let before = self.record.cursor();
        self = self.play(&mv);
        if self.record.cursor() == before {
            let why = self
                .notice
                .take()
                .map_or_else(|| PhraseArg::from(""), |n| n.message.into());
            return self.computer_refused(&text, why);
        }
        if !moves.is_empty() {
            self.queued = Some(QueuedSteps {
                ply: self.record.cursor(),
                code: self.game().encode(),
                steps: moves,
                notation,
            });
        }
        self
    }

    /// The engine answered with a move the rules refuse: its seat goes to a person (asking
    /// again would get the same answer), and a notice says why.
    fn computer_refused(mut self, text: &str, why: PhraseArg) -> Self {
        if let Some(seat) = self.seat_to_move() {
            self.computers = self.computers.clone().with_seat(seat.0, None);
        }
        self.notice = Some(Notice::error(
            Phrase::new("play.computer-move-refused")
                .with("move", text)
                .with("why", why),
        ));
        self
    }
}
