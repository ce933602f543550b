//! The play page's reducer, driven as a player would: clicks on cells, the chooser, undo/redo,
//! draw offers and resignation. Pure logic, so it runs natively.

use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Cell, Game, Outcome, Reason, Record, RecordEnd, Seat};
use tabula::ui::session::{Action, Session};
use tabula::ui::words;
use tabula::ui::words::i18n::Lexicon;

/// Cell (a1 = 0) of a standard checkers square number 1-32.
fn cell(number: u16) -> Cell {
    let index = number - 1;
    let (row_from_top, col) = (index / 4, index % 4);
    let rank = 7 - row_from_top;
    let file = col * 2 + if rank % 2 == 0 { 0 } else { 1 };
    Cell(rank * 8 + file)
}

fn session_from(code: &str) -> Session {
    let kind = GameKind::EnglishDraughts;
    let game = AnyGame::decode(code, &kind.default_options()).unwrap();
    Session::new(Record::new(game), 1, None)
}

fn new_session() -> Session {
    Session::new(
        Record::new(AnyGame::new_of(GameKind::EnglishDraughts)),
        1,
        None,
    )
}

fn click(session: Session, numbers: &[u16]) -> Session {
    numbers
        .iter()
        .fold(session, |s, &n| s.apply(Action::Click(cell(n))))
}

#[test]
fn clicking_a_piece_shows_its_destinations_and_clicking_one_moves() {
    let session = click(new_session(), &[11]);
    let view = session.board_view();
    assert_eq!(view.selected, Some(cell(11)));
    let mut dests = view.destinations.clone();
    dests.sort();
    let mut expected = vec![cell(15), cell(16)];
    expected.sort();
    assert_eq!(dests, expected);
    let session = click(session, &[15]);
    assert_eq!(session.record.notations(), vec!["11-15"]);
    assert_eq!(session.board_view().selected, None);
    assert_eq!(
        words::status(Lexicon::english(), session.game(), None),
        "White to move"
    );
}

#[test]
fn forced_capture_leaves_only_capturing_pieces_movable() {
    let session = click(new_session(), &[11, 15, 22, 18]);
    assert_eq!(session.record.notations(), vec!["11-15", "22-18"]);
    let view = session.board_view();
    assert_eq!(view.movable, vec![cell(15)]);
    // A piece that cannot capture cannot be selected.
    let session = click(session, &[9]);
    assert_eq!(session.board_view().selected, None);
    let session = click(session, &[15, 22]);
    assert_eq!(session.record.notations(), vec!["11-15", "22-18", "15x22"]);
}

#[test]
fn two_capture_paths_to_one_square_open_the_chooser() {
    let session = click(session_from("W:W23:B10,11,18,19"), &[23, 7]);
    assert_eq!(session.choices.len(), 2);
    assert!(session.record.notations().is_empty());
    let picked = session.game().notation(&session.choices[1]);
    let session = session.apply(Action::Choose(1));
    assert_eq!(session.record.notations(), vec![picked]);
    assert!(session.choices.is_empty());
}

#[test]
fn undo_redo_and_viewing_a_move() {
    let session = click(new_session(), &[11, 15, 22, 18]);
    let session = session.apply(Action::Undo);
    assert_eq!(session.record.cursor(), 1);
    let session = session.apply(Action::Redo);
    assert_eq!(session.record.cursor(), 2);
    let session = session.apply(Action::Goto(0));
    assert_eq!(session.record.cursor(), 0);
    // Playing from an earlier position replaces the moves after it.
    let session = click(session, &[9, 13]);
    assert_eq!(session.record.notations(), vec!["9-13"]);
}

#[test]
fn draw_offer_accepted_ends_the_game_and_a_move_withdraws_it() {
    let session = new_session().apply(Action::OfferDraw);
    assert_eq!(session.draw_offer, Some(Seat(0)));
    let withdrawn = click(session.clone(), &[11, 15]);
    assert_eq!(withdrawn.draw_offer, None);
    let declined = session.clone().apply(Action::DeclineDraw);
    assert!(declined.record.verdict().is_none());
    let agreed = session.apply(Action::AcceptDraw);
    let verdict = agreed.record.verdict().unwrap();
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Draw, Reason::Agreement)
    );
    // No move is accepted after the end.
    let after = click(agreed, &[11, 15]);
    assert!(after.record.notations().is_empty());
}

#[test]
fn resigning_gives_the_game_to_the_other_side() {
    let session = click(new_session(), &[11, 15])
        .apply(Action::Resign)
        .apply(Action::ConfirmResign);
    let verdict = session.record.verdict().unwrap();
    assert_eq!(verdict.outcome, Outcome::Win(Seat(0)));
    assert_eq!(
        words::ending(Lexicon::english(), session.game(), &verdict),
        "Black wins: White resigned"
    );
}

#[test]
fn status_names_the_winner_and_why() {
    // White to move with no pieces left.
    let session = session_from("W:W:BK1");
    let verdict = session.record.verdict().unwrap();
    assert_eq!(
        words::ending(Lexicon::english(), session.game(), &verdict),
        "Black wins: White has no pieces left"
    );
    assert!(session.board_view().movable.is_empty());
}

/// Cell of an algebraic square like "e4" (a1 = 0).
fn sq(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell(((b[1] - b'1') * 8 + (b[0] - b'a')) as u16)
}

fn chess_session(code: Option<&str>) -> Session {
    let kind = GameKind::Chess;
    let game = match code {
        Some(code) => AnyGame::decode(code, &kind.default_options()).unwrap(),
        None => AnyGame::new_of(kind),
    };
    Session::new(Record::new(game), 1, None)
}

fn chess_clicks(session: Session, squares: &[&str]) -> Session {
    squares
        .iter()
        .fold(session, |s, name| s.apply(Action::Click(sq(name))))
}

#[test]
fn chess_scholars_mate_by_clicks_ends_in_checkmate() {
    let clicks = [
        "e2", "e4", "e7", "e5", "f1", "c4", "b8", "c6", "d1", "h5", "g8", "f6", "h5", "f7",
    ];
    let session = chess_clicks(chess_session(None), &clicks);
    assert_eq!(
        session.record.notations(),
        vec!["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
    );
    let verdict = session.record.verdict().unwrap();
    assert_eq!(
        words::ending(Lexicon::english(), session.game(), &verdict),
        "White wins: checkmate"
    );
}

#[test]
fn chess_promotion_offers_the_four_pieces_in_the_chooser() {
    let session = chess_clicks(
        chess_session(Some("8/4P3/8/8/8/8/k7/7K w - - 0 1")),
        &["e7", "e8"],
    );
    let mut names: Vec<String> = session
        .choices
        .iter()
        .map(|m| session.game().notation(m))
        .collect();
    names.sort();
    assert_eq!(names, vec!["e8=B", "e8=N", "e8=Q", "e8=R"]);
    // Cancelling puts the pawn back unselected; the same clicks open the chooser again.
    let cancelled = session.clone().apply(Action::CancelChoice);
    assert!(cancelled.choices.is_empty());
    assert_eq!(cancelled.board_view().selected, None);
    let reopened = chess_clicks(cancelled, &["e7", "e8"]);
    assert_eq!(reopened.choices.len(), 4);
    let index = session
        .choices
        .iter()
        .position(|m| session.game().notation(m) == "e8=N")
        .unwrap();
    let session = session.apply(Action::Choose(index));
    assert_eq!(session.record.notations(), vec!["e8=N"]);
}

#[test]
fn chess_castling_is_a_king_move_of_two_squares() {
    let session = chess_clicks(
        chess_session(Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")),
        &["e1"],
    );
    let dests = session.board_view().destinations;
    assert!(dests.contains(&sq("g1")) && dests.contains(&sq("c1")));
    let session = chess_clicks(session, &["g1"]);
    assert_eq!(session.record.notations(), vec!["O-O"]);
}

#[test]
fn a_multi_jump_can_be_clicked_landing_by_landing() {
    let session = click(session_from("W:W23:B10,11,18,19"), &[23, 16]);
    assert!(session.record.notations().is_empty());
    assert!(!session.can_stop(), "a capture chain must go on");
    assert_eq!(session.board_view().destinations, vec![cell(7)]);
    let session = click(session, &[7]);
    assert_eq!(session.record.notations(), vec!["23x16x7"]);
}

/// Plays the mover's whole backgammon turn with the first legal steps, up to the Confirm button.
fn play_backgammon_turn(mut session: Session) -> Session {
    while !session
        .off_board_moves()
        .iter()
        .any(|(_, label)| label == "Confirm")
    {
        let mut moves = Vec::new();
        session.game().legal_moves(&mut moves);
        let Some(gesture) = moves.iter().find_map(|m| session.game().gesture(m)) else {
            break;
        };
        session = session.apply(Action::Click(gesture.from.unwrap()));
        session = session.apply(Action::Click(gesture.to.unwrap()));
    }
    let confirm = session
        .off_board_moves()
        .iter()
        .position(|(_, label)| label == "Confirm")
        .unwrap();
    session.apply(Action::PlayOffBoard(confirm))
}

#[test]
fn backgammon_roll_button_or_automatic_rolling() {
    let start = Session::new(Record::new(AnyGame::new_of(GameKind::Backgammon)), 42, None);
    assert!(start.chance_pending(), "the opening roll comes first");
    let session = play_backgammon_turn(start.apply(Action::ResolveChance));
    let labels: Vec<String> = session
        .off_board_moves()
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    assert!(
        labels.contains(&"Roll".to_string()) && labels.contains(&"Double".to_string()),
        "{labels:?}"
    );
    assert!(!session.chance_pending());
    let automatic = session.apply(Action::ToggleAutoRoll);
    assert!(
        automatic.chance_pending(),
        "with automatic rolling the dice are thrown at once"
    );
    // The same seed and ply give the same dice after an undo.
    let rolled = automatic.apply(Action::ResolveChance);
    let again = rolled
        .clone()
        .apply(Action::Undo)
        .apply(Action::ToggleAutoRoll)
        .apply(Action::ToggleAutoRoll)
        .apply(Action::ResolveChance);
    assert_eq!(rolled.record.notations(), again.record.notations());
}

#[test]
fn backgammon_one_checker_uses_both_dice_in_one_click_unless_the_hit_is_ambiguous() {
    use tabula::games::backgammon::{board::Board, Backgammon, BackgammonOptions};
    let options = BackgammonOptions::default();
    let rolled = Backgammon::setup(Board::start(), Seat(0), &options)
        .and_then(|game| game.with_dice([6, 5]))
        .unwrap();
    let session = Session::new(Record::new(AnyGame::Backgammon(rolled)), 1, None);
    // From the 13-point the 6 and the 5 reach the 7 and the 8 points, both dice the 2.
    let from_mid = session.clone().apply(Action::Click(Cell(13)));
    assert_eq!(
        from_mid.board_view().destinations,
        vec![Cell(2), Cell(7), Cell(8)]
    );
    // A back checker: the 5 is blocked (Black's 6-point), the 6 reaches the 18, then the 5 the 13.
    let selected = session.apply(Action::Click(Cell(24)));
    assert_eq!(selected.board_view().destinations, vec![Cell(13), Cell(18)]);
    let moved = selected.apply(Action::Click(Cell(13)));
    assert_eq!(moved.record.notations().len(), 2, "two steps, one per die");
    let AnyGame::Backgammon(after) = moved.game() else {
        unreachable!()
    };
    assert_eq!(after.checkers(Seat(0), 13), 6);
    assert_eq!(after.checkers(Seat(0), 24), 1);
    assert!(after.play_complete());
    // Undo takes back one die at a time.
    let undone = moved.apply(Action::Undo);
    assert_eq!(undone.record.cursor(), 1);

    // A Black blot on White's 7-point: 13/2 could pass it with a hit (6 first) or without
    // (5 first), so the combined destination is not offered and the player goes die by die.
    let mut points = Board::start().points();
    points[1][12] -= 1; // One from Black's 13-point (White's 12) ...
    points[1][17] += 1; // ... to Black's 18-point, White's 7.
    let rolled = Backgammon::setup(Board::from_points(points), Seat(0), &options)
        .and_then(|game| game.with_dice([6, 5]))
        .unwrap();
    let session = Session::new(Record::new(AnyGame::Backgammon(rolled)), 1, None);
    let selected = session.apply(Action::Click(Cell(13)));
    assert_eq!(selected.board_view().destinations, vec![Cell(7), Cell(8)]);
}

/// Issue 11, 2.5: Resign only opens a confirmation; Cancel closes it and the game goes on, and
/// only the confirmation ends the game.
#[test]
fn resign_asks_for_confirmation_and_cancel_keeps_playing() {
    let asked = click(new_session(), &[11, 15]).apply(Action::Resign);
    assert!(asked.resigning);
    assert!(
        asked.record.verdict().is_none(),
        "Resign alone ends nothing"
    );
    let cancelled = asked.clone().apply(Action::CancelResign);
    assert!(!cancelled.resigning);
    assert!(cancelled.record.verdict().is_none());
    let played_on = click(cancelled, &[22, 18]);
    assert_eq!(played_on.record.notations(), vec!["11-15", "22-18"]);
    // A confirmation without a Resign before it does nothing.
    let unasked = played_on.apply(Action::ConfirmResign);
    assert!(unasked.record.verdict().is_none());
    // Moving the cursor closes the confirmation.
    assert!(!asked.clone().apply(Action::Undo).resigning);
    let resigned = asked.apply(Action::ConfirmResign);
    assert!(!resigned.resigning);
    assert_eq!(
        resigned.record.declared(),
        Some(&RecordEnd::Resigned(Seat(1)))
    );
    // Once the game is over, Resign opens nothing.
    assert!(!resigned.apply(Action::Resign).resigning);
}

/// Issue 11, 2.5: in every game, a game with side moves (backgammon's resignation levels, Ludo's
/// leaving the race) offers them after Resign, each played as a move; the others end the game
/// on confirmation. The draw offer exists only where the game has draws by agreement.
#[test]
fn resign_offers_the_games_side_moves_and_draws_only_where_agreed() {
    for kind in GameKind::ALL {
        let mut session = Session::new(Record::new(AnyGame::new_of(kind)), 3, None);
        while session.chance_pending() {
            session = session.apply(Action::ResolveChance);
        }
        let offered = session.clone().apply(Action::OfferDraw);
        assert_eq!(
            offered.draw_offer.is_some(),
            session.game().draws_by_agreement(),
            "{kind:?}"
        );
        let asked = session.clone().apply(Action::Resign);
        assert!(asked.resigning, "{kind:?}");
        let mut expected = Vec::new();
        session.game().side_moves(&mut expected);
        let offered: Vec<_> = asked.side_moves().into_iter().map(|(mv, _)| mv).collect();
        assert_eq!(offered, expected, "{kind:?}");
        if expected.is_empty() {
            let resigned = asked.apply(Action::ConfirmResign);
            assert!(resigned.record.verdict().is_some(), "{kind:?}");
        } else {
            let confirmed = asked.clone().apply(Action::ConfirmResign);
            assert!(confirmed.record.declared().is_none(), "{kind:?}");
            let played = asked.apply(Action::Side(0));
            let before = session.record.moves().len();
            assert_eq!(played.record.moves().len(), before + 1, "{kind:?}");
            assert!(!played.resigning, "{kind:?}");
        }
    }
}

/// Issue 11, 2.9: the king dropped on its own rook castles (e1 to h1 is O-O, e1 to a1 O-O-O), by
/// the same legal move as the two-square step; without castling rights the rook is just selected.
#[test]
fn chess_king_onto_its_own_rook_castles() {
    let start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let selected = chess_clicks(chess_session(Some(start)), &["e1"]);
    let dests = selected.board_view().destinations;
    assert!(
        dests.contains(&sq("h1")) && dests.contains(&sq("a1")),
        "{dests:?}"
    );
    let short = chess_clicks(selected.clone(), &["h1"]);
    assert_eq!(short.record.notations(), vec!["O-O"]);
    let long = chess_clicks(selected, &["a1"]);
    assert_eq!(long.record.notations(), vec!["O-O-O"]);
    let black = chess_clicks(chess_session(Some(start)), &["e1", "g1", "e8", "a8"]);
    assert_eq!(black.record.notations(), vec!["O-O", "O-O-O"]);
    // No rights: the rook is selected, nothing is played.
    let no_rights = chess_clicks(
        chess_session(Some("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1")),
        &["e1", "h1"],
    );
    assert!(no_rights.record.notations().is_empty());
    assert_eq!(no_rights.board_view().selected, Some(sq("h1")));
    // Castling through check is still refused: the rules decide.
    let through_check = chess_clicks(
        chess_session(Some("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1")),
        &["e1", "h1"],
    );
    assert!(through_check.record.notations().is_empty());
}

/// Issue 11, 2.12: the board's preferences (flipped, automatic rolling) survive a new game, and
/// set from storage with a Roll waiting, automatic rolling rolls at once.
#[test]
fn board_preferences_survive_a_new_game_and_apply_when_loaded() {
    let flipped = new_session()
        .apply(Action::Flip)
        .apply(Action::ToggleAutoRoll);
    let replaced = flipped.apply(Action::Replace(
        Box::new(Record::new(AnyGame::new_of(GameKind::EnglishDraughts))),
        5,
        None,
    ));
    assert!(replaced.flipped && replaced.auto_roll);

    let start = Session::new(Record::new(AnyGame::new_of(GameKind::Backgammon)), 42, None);
    let waiting = play_backgammon_turn(start.apply(Action::ResolveChance));
    assert!(!waiting.chance_pending(), "the Roll button waits");
    let loaded = waiting.apply(Action::SetPrefs {
        flipped: true,
        auto_roll: true,
    });
    assert!(loaded.flipped);
    assert!(loaded.chance_pending(), "automatic rolling pressed Roll");
}
