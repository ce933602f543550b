//! Draws by agreement against the computer: it answers a person's offer itself, from its own
//! search through the worker's `answer_think` (never the person for it), and offers a draw
//! itself once a level game has gone quiet; people playing each other still answer each other.

use tabula::ai::draw_offers::{DRAWISH_QUIET_PLIES, JUDGEMENT_LEVEL};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::Computers;
use tabula::rules::{Game, Outcome, Reason, Record, Seat};
use tabula::ui::session::{Action, Notice, Session};
use tabula::ui::words::i18n::Lexicon;
use tabula::worker::{Answer, DrawWord, ThinkPurpose};

use crate::page::engine;

/// White (a person) to move against the computer playing Black at `level`.
fn chess_against_computer(code: &str, level: u8) -> Session {
    chess_after(code, &[], level)
}

/// The chess game from `code` after `moves`, then against the computer playing Black.
fn chess_after(code: &str, moves: &[&str], level: u8) -> Session {
    let game = AnyGame::decode(code, &GameKind::Chess.default_options()).unwrap();
    let mut record = Record::new(game);
    for text in moves {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    Session::new(record, 5, None).apply(Action::SetComputers(Computers::one(1, level)))
}

/// A person's move, typed in notation.
fn person_plays(session: Session, text: &str) -> Session {
    let mv = session.game().parse_move(text).unwrap();
    let before = session.record.cursor();
    let after = session.apply(Action::PlayTyped(vec![mv]));
    assert_eq!(after.record.cursor(), before + 1, "{text}");
    after
}

/// The notice shown, in English.
fn notice(session: &Session) -> Option<String> {
    session
        .notice
        .as_ref()
        .map(|n: &Notice| n.text(Lexicon::english()))
}

/// The person offers a draw: the computer is asked, and the person sees no Accept / Decline
/// (and pressing them does nothing: the person does not answer for the computer).
fn offered_to_the_computer(session: Session) -> Session {
    assert!(session.can_offer_draw());
    let offered = session.apply(Action::OfferDraw);
    assert_eq!(offered.draw_offer, Some(Seat(0)));
    assert_eq!(offered.draw_offer_to_person(), None, "no Accept / Decline");
    assert!(offered.draw_question().is_some(), "the computer weighs it");
    assert!(!offered.can_offer_draw() && !offered.can_hint());
    for answer in [Action::AcceptDraw, Action::DeclineDraw] {
        let pressed = offered.clone().apply(answer);
        assert_eq!(pressed.record.verdict(), None);
        assert_eq!(pressed.draw_offer, Some(Seat(0)), "the offer still stands");
    }
    offered
}

/// The computer's word on the offer standing, as the worker gives it.
fn computers_word(offered: &Session) -> (DrawWord, Session) {
    let request = offered.think_request(ThinkPurpose::DrawOffer).unwrap();
    assert_eq!(request.level, JUDGEMENT_LEVEL);
    let answer = engine(offered, ThinkPurpose::DrawOffer);
    let word = answer.draw.expect("an answer to the offer");
    (word, offered.clone().apply(Action::Engine(answer)))
}

#[test]
fn the_computer_declines_a_draw_when_it_stands_better() {
    // Black, the computer, has a queen more.
    let offered =
        offered_to_the_computer(chess_against_computer("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", 1));
    let (word, answered) = computers_word(&offered);
    assert_eq!(word, DrawWord::Decline);
    assert_eq!(answered.record.verdict(), None, "play goes on");
    assert_eq!(answered.draw_offer, None);
    assert_eq!(
        notice(&answered).as_deref(),
        Some("The computer declines the draw: it plays on.")
    );
    assert!(
        answered.can_offer_draw(),
        "the person may offer again later"
    );
    // However long nothing has happened: a quiet game is drawish, but Black stands better.
    let record = quiet_walk("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", 30);
    let quiet = Session::new(record, 5, None).apply(Action::SetComputers(Computers::one(1, 1)));
    let (word, _) = computers_word(&offered_to_the_computer(quiet));
    assert_eq!(word, DrawWord::Decline);
}

#[test]
fn the_computer_accepts_a_draw_when_it_stands_worse() {
    // Black, the computer at its strongest, has a queen less.
    let offered =
        offered_to_the_computer(chess_against_computer("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 6));
    let (word, answered) = computers_word(&offered);
    assert_eq!(word, DrawWord::Accept);
    let verdict = answered.record.verdict().expect("the game is over");
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Draw, Reason::Agreement)
    );
    assert_eq!(
        notice(&answered).as_deref(),
        Some("The computer accepts the draw.")
    );
}

#[test]
fn the_computer_answers_draw_offers_in_draughts_too() {
    // English draughts, Black (the person) to move with one man against White's three.
    let code = "B:W18,19,20:B5";
    let game = AnyGame::decode(code, &GameKind::EnglishDraughts.default_options()).unwrap();
    let session =
        Session::new(Record::new(game), 5, None).apply(Action::SetComputers(Computers::one(1, 2)));
    let (word, answered) = computers_word(&offered_to_the_computer(session));
    assert_eq!(word, DrawWord::Decline);
    assert_eq!(answered.record.verdict(), None);
}

#[test]
fn the_computer_plays_on_in_a_level_game_with_play_left_and_takes_a_draw_once_positions_repeat() {
    let start = AnyGame::new_of(GameKind::Chess).encode();
    let first = chess_against_computer(&start, 3);
    let (word, _) = computers_word(&offered_to_the_computer(first));
    assert_eq!(word, DrawWord::Decline, "no draw at the first move");
    // The knights go out and back: the start has come back, and neither side makes headway.
    let repeated = chess_after(&start, &["Nf3", "Nf6", "Ng1", "Ng8"], 3);
    let (word, answered) = computers_word(&offered_to_the_computer(repeated));
    assert_eq!(word, DrawWord::Accept);
    assert!(answered.record.verdict().is_some());
}

#[test]
fn a_stale_answer_to_a_draw_offer_is_ignored() {
    let offered =
        offered_to_the_computer(chess_against_computer("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 2));
    let answer = engine(&offered, ThinkPurpose::DrawOffer);
    assert_eq!(answer.draw, Some(DrawWord::Accept));
    // The person moves meanwhile: that withdraws the offer, and the answer is for a position
    // gone by; the computer is to move, and the answer is not taken for its move either.
    let moved = person_plays(offered, "Qd7+");
    let after = moved.clone().apply(Action::Engine(answer.clone()));
    assert_eq!(after, moved);
    // Nor does an answer count once the offer is gone, though the position is the same again:
    // the move that withdrew it was taken back.
    let withdrawn = moved.apply(Action::Undo);
    assert_eq!(withdrawn.record.cursor(), answer.ply);
    assert_eq!(withdrawn.game().encode(), answer.code);
    assert_eq!(withdrawn.draw_offer, None);
    let after = withdrawn.clone().apply(Action::Engine(answer));
    assert_eq!(after.record.verdict(), None);
    assert_eq!(after.notice, None);
}

#[test]
fn people_still_answer_each_others_draw_offers() {
    let game = AnyGame::decode(
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
        &GameKind::Chess.default_options(),
    )
    .unwrap();
    let people = Session::new(Record::new(game), 5, None);
    let offered = people.apply(Action::OfferDraw);
    assert_eq!(
        offered.draw_offer_to_person(),
        Some(Seat(0)),
        "Black answers"
    );
    assert_eq!(offered.draw_question(), None, "no computer is asked");
    let agreed = offered.clone().apply(Action::AcceptDraw);
    assert_eq!(agreed.record.verdict().unwrap().reason, Reason::Agreement);
    let declined = offered.apply(Action::DeclineDraw);
    assert_eq!(
        (declined.draw_offer, declined.record.verdict()),
        (None, None)
    );
}

#[test]
fn the_person_cannot_offer_a_draw_on_the_computers_turn() {
    // The computer (White) is to move: an offer now would be made in its name.
    let game = AnyGame::new_of(GameKind::Chess);
    let session =
        Session::new(Record::new(game), 5, None).apply(Action::SetComputers(Computers::one(0, 2)));
    assert!(!session.can_offer_draw());
    let pressed = session.apply(Action::OfferDraw);
    assert_eq!(pressed.draw_offer, None);
}

/// Bishops on opposite colours: a level game.
const BISHOPS: &str = "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1";

/// The chess game from `code` after `plies` quiet plies: the pieces walk with nothing taken,
/// no position twice and no capture left on the board.
fn quiet_walk(code: &str, plies: usize) -> Record<AnyGame> {
    let mut record =
        Record::new(AnyGame::decode(code, &GameKind::Chess.default_options()).unwrap());
    for _ in 0..plies {
        let game = record.current().clone();
        let quiet = game.next_moves().into_iter().find(|mv| {
            let mut next = record.clone();
            let fresh = !game.is_progress(mv) && next.play(mv).is_ok() && next.repetitions() == 1;
            let after = next.current();
            fresh
                && !after
                    .next_moves()
                    .iter()
                    .any(|reply| after.is_progress(reply))
        });
        record.play(&quiet.expect("a quiet move")).unwrap();
    }
    assert_eq!(record.quiet_plies() as usize, plies);
    record
}

/// The computer's move in the record's position, as the worker answers it.
fn computer_to_move(record: Record<AnyGame>, computers: Computers) -> (Session, Answer) {
    let session = Session::new(record, 5, None).apply(Action::SetComputers(computers));
    let answer = engine(&session, ThinkPurpose::Move);
    (session, answer)
}

#[test]
fn the_computer_offers_a_draw_once_a_level_game_has_gone_quiet() {
    // Black, the computer, is to move after 21 quiet plies: the stretch has just become drawish.
    let (session, answer) = computer_to_move(quiet_walk(BISHOPS, 21), Computers::one(1, 4));
    assert_eq!(answer.draw, Some(DrawWord::Offer), "{answer:?}");
    let offered = session.apply(Action::Engine(answer.clone()));
    assert_eq!(offered.record.cursor(), 22, "its move is played");
    assert_eq!(
        offered.draw_offer_to_person(),
        Some(Seat(1)),
        "the person sees Accept"
    );
    assert_eq!(
        notice(&offered).as_deref(),
        Some("The computer offers a draw.")
    );
    assert!(!offered.can_offer_draw());
    let agreed = offered.clone().apply(Action::AcceptDraw);
    assert_eq!(agreed.record.verdict().unwrap().reason, Reason::Agreement);
    assert_eq!(agreed.notice, None, "the offer's notice goes with it");
    let declined = offered.apply(Action::DeclineDraw);
    assert_eq!((declined.draw_offer, declined.notice), (None, None));
    assert_eq!(declined.record.verdict(), None);

    // Once a stretch, not every move: before it and after it, no offer.
    for plies in [19, 23] {
        let (_, answer) = computer_to_move(quiet_walk(BISHOPS, plies), Computers::one(1, 4));
        assert_eq!(answer.draw, None, "after {plies} quiet plies");
    }
    // Computers playing each other to watch never agree a draw.
    let both = Computers::one(0, 4).with_seat(1, Some(4));
    let (watched, _) = computer_to_move(quiet_walk(BISHOPS, 21), both);
    let played = watched.apply(Action::Engine(answer));
    assert_eq!((played.record.cursor(), played.draw_offer), (22, None));
}

#[test]
fn the_computer_offers_no_draw_while_it_stands_better() {
    // Black, the computer, is a queen up and to move as the quiet stretch becomes drawish.
    let record = quiet_walk(
        "3qk3/8/8/8/8/8/8/4K3 b - - 0 1",
        DRAWISH_QUIET_PLIES as usize,
    );
    let (_, answer) = computer_to_move(record, Computers::one(1, 4));
    assert_eq!(answer.draw, None, "{answer:?}");
}
