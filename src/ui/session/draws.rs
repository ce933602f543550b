//! Draws by agreement: a person offers one on their move, and the other side answers. A person
//! answers with Accept or Decline; the computer answers from its own judgement, which the page
//! asks the worker for ([`ThinkPurpose::DrawOffer`]) while [`Session::draw_question`] stands,
//! and it may offer a draw itself with its move in a level game gone quiet (the worker's
//! `DrawWord::Offer`, judged in `crate::ai::draw_offers`). A person never answers for the
//! computer: against it, Accept and Decline are only for the computer's own offers.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::Computers;
//! use tabula::rules::{Record, Seat};
//! use tabula::ui::session::{Action, Session};
//! let chess = Session::new(Record::new(AnyGame::new_of(GameKind::Chess)), 1, None);
//! let people = chess.clone().apply(Action::OfferDraw);
//! assert_eq!(people.draw_offer_to_person(), Some(Seat(0)), "Black accepts or declines");
//! let computer = chess.apply(Action::SetComputers(Computers::one(1, 2))).apply(Action::OfferDraw);
//! assert_eq!(computer.draw_offer_to_person(), None, "the computer answers itself");
//! assert!(computer.draw_question().is_some());
//! ```

use crate::rules::{Game, RecordEnd, Seat};
use crate::ui::session::computer::ComputerTurn;
use crate::ui::session::{Notice, Session};
use crate::ui::words::phrase::Phrase;
use crate::worker::{Answer, DrawWord};

impl Session {
    /// A draw can be offered now: by the person to move, in a game with draws by agreement
    /// still going on, with no offer standing. (Not on the computer's turn: the offer would be
    /// made in its name.)
    pub fn can_offer_draw(&self) -> bool {
        if let Some(friend) = &self.friend {
            // With a friend on another device the offer goes with the next link, whoever is
            // to move; one request at a time.
            return self.record.verdict().is_none()
                && self.game().draws_by_agreement()
                && friend.asking.is_none()
                && friend.asked.is_none();
        }
        let person_to_move = self
            .seat_to_move()
            .is_some_and(|seat| self.computers.level_of(seat.0).is_none());
        self.record.verdict().is_none()
            && self.game().draws_by_agreement()
            && self.draw_offer.is_none()
            && person_to_move
    }

    /// The seat a standing offer is put to: the other player (draws by agreement are only in
    /// two-player games).
    fn draw_answerer(&self) -> Option<Seat> {
        let players = self.game().num_players().max(2);
        let offer = self.draw_offer?;
        Some(Seat(((usize::from(offer.0) + 1) % players) as u8))
    }

    /// The seat that offers a draw to a person, who may accept or decline it (the page shows
    /// the buttons while this stands).
    pub fn draw_offer_to_person(&self) -> Option<Seat> {
        let answerer = self.draw_answerer()?;
        self.computers
            .level_of(answerer.0)
            .is_none()
            .then_some(self.draw_offer)
            .flatten()
    }

    /// The computer is weighing a draw offered to it, at the latest position of a game still
    /// going on: the page asks the worker (a new value is a new question, and the old one is
    /// dropped).
    pub fn draw_question(&self) -> Option<ComputerTurn> {
        let level = self.computers.level_of(self.draw_answerer()?.0)?;
        (self.record.at_latest() && self.record.verdict().is_none()).then(|| ComputerTurn {
            ply: self.record.cursor(),
            code: self.game().encode(),
            level,
        })
    }

    pub(crate) fn offer_draw(mut self) -> Self {
        if self.can_offer_draw() {
            self.draw_offer = self.seat_to_move();
        }
        self
    }

    /// Accepts the standing offer, if a person is the one to answer it.
    pub(crate) fn accept_draw(mut self) -> Self {
        if self.draw_offer_to_person().is_none() {
            return self;
        }
        self.record.declare(RecordEnd::DrawAgreed);
        self.forget_computers_offer();
        self.moved_cursor()
    }

    /// Declines the standing offer, if a person is the one to answer it.
    pub(crate) fn decline_draw(mut self) -> Self {
        if self.draw_offer_to_person().is_some() {
            self.draw_offer = None;
            self.forget_computers_offer();
        }
        self
    }

    /// The notice of the computer's offer goes with the offer once it is answered.
    fn forget_computers_offer(&mut self) {
        let offered = Phrase::new("play.computer-offers-draw");
        if self.notice.as_ref().is_some_and(|n| n.message == offered) {
            self.notice = None;
        }
    }

    /// The computer's answer to the draw offered to it (for the position it was asked about;
    /// the caller checks that): the game ends by agreement, or play goes on; a notice says which.
    pub(crate) fn computer_answers_draw(mut self, answer: &Answer) -> Self {
        if self.draw_question().is_none() {
            return self;
        }
        let key = match answer.draw {
            Some(DrawWord::Accept) => {
                self.record.declare(RecordEnd::DrawAgreed);
                "play.computer-accepts-draw"
            }
            Some(DrawWord::Decline) => "play.computer-declines-draw",
            // Not an answer to an offer: the question stands (a broken worker is not a "no").
            _ => return self,
        };
        self = self.moved_cursor();
        self.notice = Some(Notice::info(Phrase::new(key)));
        self
    }

    /// The computer, whose move was just played, offers a draw with it: to a person, in a game
    /// still going on (computers playing each other to watch never agree a draw).
    pub(crate) fn computer_offers_draw(mut self, offering: Seat) -> Self {
        if self.record.verdict().is_some() || !self.game().draws_by_agreement() {
            return self;
        }
        self.draw_offer = Some(offering);
        if self.draw_offer_to_person().is_some() {
            self.notice = Some(Notice::info(Phrase::new("play.computer-offers-draw")));
        } else {
            self.draw_offer = None;
        }
        self
    }
}
