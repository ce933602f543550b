//! Ludo scenarios, one per rule (LATTJO rules, RULES.md "Ludo"), for 2, 3 and 4 players.
//! Positions are written in the Ludo code (see `tabula::games::ludo::codec`): pieces are
//! progress along their own way (0 base, 1 start point, 41..44 home line, 45 finished).

use tabula::games::ludo::{start_field, Colour, Ludo, LudoMove, LudoOptions, PiecePos};
use tabula::rules::{Cell, Game, Outcome, Reason, Seat, Turn};

fn at(code: &str) -> Ludo {
    Ludo::decode(code, &LudoOptions::default()).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn moves(game: &Ludo) -> Vec<String> {
    game.next_moves().iter().map(|m| game.notation(m)).collect()
}

fn play(game: Ludo, text: &str) -> Ludo {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{e}; legal: {:?}", moves(&game)));
    game.play(&mv).expect("parsed moves are legal")
}

fn play_all(mut game: Ludo, texts: &[&str]) -> Ludo {
    for text in texts {
        game = play(game, text);
    }
    game
}

/// Who throws next, as the notation of their throw of a 1 says.
fn next_thrower(game: &Ludo) -> String {
    assert_eq!(game.turn(), Turn::Chance);
    game.notation(&LudoMove::Roll(1))
}

#[test]
fn the_highest_start_throw_starts() {
    let game = Ludo::new(&LudoOptions::default());
    assert_eq!(game.num_players(), 4);
    let game = play_all(
        game,
        &[
            "Red rolls 2 for the start",
            "Blue rolls 5 for the start",
            "Yellow rolls 3 for the start",
            "Green rolls 1 for the start",
        ],
    );
    assert_eq!(next_thrower(&game), "Blue rolls 1");
    assert_eq!(game.die(), Some(1));
}

#[test]
fn tied_start_throws_are_thrown_again_among_the_tied() {
    let game = play_all(
        Ludo::new(&LudoOptions::default()),
        &[
            "Red rolls 6 for the start",
            "Blue rolls 2 for the start",
            "Yellow rolls 6 for the start",
            "Green rolls 6 for the start",
        ],
    );
    assert_eq!(game.start_thrower(), Some(Seat(0)));
    let game = play_all(
        game,
        &["Red rolls 3 for the start", "Yellow rolls 5 for the start"],
    );
    assert_eq!(game.start_thrower(), Some(Seat(3)));
    let game = play(game, "Green rolls 5 for the start");
    assert_eq!(
        game.start_thrower(),
        Some(Seat(2)),
        "Yellow and Green again"
    );
    let game = play_all(
        game,
        &[
            "Yellow rolls 1 for the start",
            "Green rolls 2 for the start",
        ],
    );
    assert_eq!(next_thrower(&game), "Green rolls 1");
}

#[test]
fn a_one_puts_a_piece_on_the_start_point() {
    let game = at("L1.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.r1.4.-");
    let game = play(game, "Blue rolls 1");
    assert_eq!(moves(&game), ["Blue: enter"]);
    let game = play(game, "Blue: enter");
    assert_eq!(game.pieces(Seat(1))[0], PiecePos::Track(10));
    assert_eq!(
        next_thrower(&game),
        "Yellow rolls 1",
        "no extra throw on a 1"
    );
}

#[test]
fn other_throws_do_not_leave_the_base_and_the_turn_passes_visibly() {
    for die in 2..=5 {
        let game = at("L1.RY.0,0,0,0:0,0,0,0.r0.4.-");
        let game = play(game, &format!("Red rolls {die}"));
        assert_eq!(moves(&game), ["Red: pass"]);
        assert_eq!(game.legal_moves_vec(), vec![LudoMove::Pass]);
        let game = play(game, "Red: pass");
        assert_eq!(next_thrower(&game), "Yellow rolls 1");
    }
}

trait LegalVec {
    fn legal_moves_vec(&self) -> Vec<LudoMove>;
}

impl LegalVec for Ludo {
    fn legal_moves_vec(&self) -> Vec<LudoMove> {
        let mut out = Vec::new();
        self.legal_moves(&mut out);
        out
    }
}

#[test]
fn a_six_offers_two_in_one_to_the_sixth_field_or_six_steps() {
    let game = at("L1.RBY.5,0,0,0:0,0,0,0:0,0,0,0.m0.6.-");
    assert_eq!(
        moves(&game),
        ["Red: enter two", "Red: enter at 6", "Red: 5-11"]
    );
    let two = play(game.clone(), "Red: enter two");
    assert_eq!(two.progress(Seat(0)), [5, 1, 1, 0]);
    let sixth = play(game.clone(), "Red: enter at 6");
    assert_eq!(sixth.progress(Seat(0)), [5, 6, 0, 0]);
    assert_eq!(sixth.pieces(Seat(0))[1], PiecePos::Track(5));
    let steps = play(game, "Red: 5-11");
    assert_eq!(steps.progress(Seat(0)), [11, 0, 0, 0]);
}

#[test]
fn two_pieces_out_needs_two_in_the_base_and_a_six_never_enters_to_the_start() {
    let game = at("L1.RB.5,10,20,0:0,0,0,0.m0.6.-");
    assert_eq!(
        moves(&game),
        ["Red: enter at 6", "Red: 5-11", "Red: 10-16", "Red: 20-26"]
    );
    let all_in = at("L1.RB.0,0,0,0:0,0,0,0.m0.6.-");
    assert_eq!(moves(&all_in), ["Red: enter two", "Red: enter at 6"]);
}

#[test]
fn every_six_earns_another_throw() {
    let game = at("L1.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m2.6.-");
    let game = play(game, "Yellow: enter at 6");
    assert_eq!(next_thrower(&game), "Yellow rolls 1");
    let game = play_all(game, &["Yellow rolls 6", "Yellow: 6-12", "Yellow rolls 6"]);
    let game = play(game, "Yellow: enter two");
    assert_eq!(next_thrower(&game), "Yellow rolls 1");
    // A 6 always has a move (into the sixth field, or six steps with a bounce): the last piece
    // bounces back and its player throws again.
    let last = at("L1.RB.45,45,45,44:0,0,0,0.m0.6.-");
    assert_eq!(next_thrower(&play(last, "Red: h4-40")), "Red rolls 1");
}

#[test]
fn own_pieces_share_a_field_and_move_from_it_one_at_a_time() {
    let game = at("L1.RB.3,5,0,0:0,0,0,0.m0.2.-");
    let game = play(game, "Red: 3-5");
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::Track(4));
    assert_eq!(game.pieces(Seat(0))[1], PiecePos::Track(4));
    let game = play_all(game, &["Blue rolls 2", "Blue: pass", "Red rolls 4"]);
    assert_eq!(moves(&game), ["Red: 5-9"], "one move per field");
    let game = play(game, "Red: 5-9");
    assert_eq!(game.progress(Seat(0)), [9, 5, 0, 0]);
    let game = play(at("L1.RB.1,0,0,0:0,0,0,0.m0.1.-"), "Red: enter");
    assert_eq!(
        game.progress(Seat(0)),
        [1, 1, 0, 0],
        "entering onto own piece"
    );
}

#[test]
fn ending_on_opponents_knocks_them_all_back() {
    // Two Blue pieces on field 7 (Blue's progress 38); Red at field 4 throws a 3.
    let game = at("L1.RBY.5,0,0,0:38,38,12,0:0,0,0,0.m0.3.-");
    assert_eq!(moves(&game), ["Red: 5x8"]);
    let gesture = game.gesture(&LudoMove::Advance { piece: 0 }).unwrap();
    assert_eq!(gesture.captured, vec![Cell(7)]);
    let game = play(game, "Red: 5-8");
    assert_eq!(game.progress(Seat(1)), [0, 0, 12, 0]);
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::Track(7));
}

#[test]
fn passing_over_opponents_does_nothing_and_entering_knocks_a_piece_on_the_start_point() {
    let game = play(at("L1.RB.5,0,0,0:38,0,0,0.m0.6.-"), "Red: 5-11");
    assert_eq!(game.progress(Seat(1)), [38, 0, 0, 0]);
    // Blue's piece on field 0, Red's start point: Red enters on a 1 and knocks it.
    let game = at("L1.RB.0,0,0,0:31,0,0,0.m0.1.-");
    assert_eq!(moves(&game), ["Red: enter x"]);
    let game = play(game, "Red: enter");
    assert_eq!(game.progress(Seat(1)), [0, 0, 0, 0]);
    // And with a 6 to the sixth field (field 5 = Blue's progress 36), two out knock too.
    let game = play(at("L1.RB.0,0,0,0:36,31,0,0.m0.6.-"), "Red: enter at 6 x");
    assert_eq!(game.progress(Seat(1)), [0, 31, 0, 0]);
}

#[test]
fn pieces_on_their_home_line_are_safe() {
    // Red on h2; Blue lands on field 39 and field 0, around Red's home line entrance.
    let game = at("L1.RB.42,40,0,0:26,0,0,0.m1.4.-");
    let game = play(game, "Blue: 26-30");
    assert_eq!(
        game.progress(Seat(0)),
        [42, 0, 0, 0],
        "field 39 knocked, h2 safe"
    );
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::HomeLine(1));
    // A piece moving into its home line cannot be reached by the others any more.
    let game = play(at("L1.RB.38,0,0,0:0,0,0,0.m0.4.-"), "Red: 38-h2");
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::HomeLine(1));
    let mut blue_moves = Vec::new();
    let game = play(game, "Blue rolls 1");
    game.legal_moves(&mut blue_moves);
    assert_eq!(blue_moves, vec![LudoMove::Enter]);
}

#[test]
fn the_finish_needs_the_exact_number_and_bounces_back() {
    let game = at("L1.RB.42,0,0,0:0,0,0,0.m0.3.-");
    assert_eq!(moves(&game), ["Red: h2-home"]);
    let game = play(game, "Red: h2-home");
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::Finished);
    let bounce = at("L1.RB.42,0,0,0:0,0,0,0.m0.5.-");
    assert_eq!(moves(&bounce), ["Red: h2-h3"]);
    let from_track = at("L1.RB.40,0,0,0:0,0,0,0.m0.6.-");
    assert_eq!(
        moves(&from_track),
        ["Red: enter two", "Red: enter at 6", "Red: 40-h4"]
    );
    let last = at("L1.RB.44,45,45,45:0,0,0,0.m0.5.-");
    assert_eq!(moves(&last), ["Red: h4-h1"]);
    // Passing the finish is not stopping there: one over from h4 ends on h4 again.
    let over = at("L1.RB.44,45,45,45:0,0,0,0.m0.2.-");
    assert_eq!(moves(&over), ["Red: h4-h4"]);
    assert_eq!(play(over, "Red: h4-h4").progress(Seat(0)), [44, 45, 45, 45]);
}

/// issue 11, 2.15: a throw too high from the home line bounces back from the finish by the
/// excess, as RULES.md and the seed say, even when that takes the piece off its home line.
#[test]
fn a_six_from_the_last_home_field_bounces_back_onto_the_track() {
    let game = at("L1.RBYG.44,45,45,45:0,0,0,0:0,0,0,0:0,0,0,0.m0.6.-");
    assert_eq!(moves(&game), ["Red: h4-40"], "not a pass");
    let game = play(game, "Red: h4-40");
    assert_eq!(game.progress(Seat(0)), [40, 45, 45, 45]);
    assert_eq!(game.pieces(Seat(0))[0], PiecePos::Track(39));
    assert_eq!(
        next_thrower(&game),
        "Red rolls 1",
        "a 6 earns another throw"
    );
}

/// issue 11, 2.15: the bounced piece lands on the track like any move, so it knocks out the
/// opponents there, and it can be knocked out in turn.
#[test]
fn a_piece_bounced_onto_the_track_knocks_out_and_can_be_knocked_out() {
    // Blue's progress 30 is field 39, Red's progress 40.
    let game = at("L1.RB.44,45,45,45:30,0,0,0.m0.6.-");
    assert_eq!(moves(&game), ["Red: h4x40"]);
    let gesture = game.gesture(&LudoMove::Advance { piece: 0 }).unwrap();
    assert_eq!(
        (gesture.from, gesture.to),
        (Some(Cell(103)), Some(Cell(39)))
    );
    assert_eq!(gesture.captured, vec![Cell(39)]);
    let game = play(game, "Red: h4x40");
    assert_eq!(game.progress(Seat(1)), [0, 0, 0, 0]);
    // Blue, from field 37 (its progress 28), knocks the bounced piece back to base.
    let game = play(at("L1.RB.40,45,45,45:28,0,0,0.m1.2.-"), "Blue: 28x30");
    assert_eq!(game.progress(Seat(0)), [0, 45, 45, 45]);
}

#[test]
fn two_players_first_home_wins() {
    let game = at("L1.RY.45,45,45,44:3,0,0,0.m0.1.-");
    let game = play(game, "Red: h4-home");
    assert_eq!(game.ranking(), vec![Seat(0), Seat(1)]);
    let verdict = game.outcome().unwrap();
    assert_eq!(verdict.outcome, Outcome::Win(Seat(0)));
    assert_eq!(verdict.reason, Reason::AllHome);
    assert!(game.next_moves().is_empty());
}

#[test]
fn finishing_on_a_six_gives_no_extra_throw_and_three_players_play_on_for_places() {
    let game = at("L1.RBY.45,45,45,39:3,0,0,0:4,0,0,0.m0.6.-");
    let game = play(game, "Red: 39-home");
    assert_eq!(game.ranking(), vec![Seat(0)]);
    assert!(game.outcome().is_none());
    assert_eq!(next_thrower(&game), "Blue rolls 1");
    // Yellow finishes next; the game then ends with Blue last.
    let game = at("L1.RBY.45,45,45,45:3,0,0,0:45,45,45,43.m2.2.0");
    let game = play(game, "Yellow: h3-home");
    let verdict = game.outcome().unwrap();
    assert_eq!(
        verdict.outcome,
        Outcome::Ranking(vec![Seat(0), Seat(2), Seat(1)])
    );
}

#[test]
fn finished_players_are_skipped_and_four_players_get_a_full_ranking() {
    // Blue has finished: after Red comes Yellow.
    let game = at("L1.RBYG.3,0,0,0:45,45,45,45:0,0,0,0:0,0,0,0.m0.2.1");
    let game = play(game, "Red: 3-5");
    assert_eq!(next_thrower(&game), "Yellow rolls 1");
    let game = at("L1.RBYG.45,45,45,45:45,45,45,45:3,0,0,0:45,45,45,44.m3.1.10");
    let game = play(game, "Green: h4-home");
    assert_eq!(
        game.outcome().unwrap().outcome,
        Outcome::Ranking(vec![Seat(1), Seat(0), Seat(3), Seat(2)])
    );
    assert_eq!(game.ranking().len(), 4);
}

#[test]
fn colours_sit_clockwise_and_name_the_seats() {
    let options = LudoOptions {
        colours: vec![Colour::Green, Colour::Blue, Colour::Green],
    };
    let game = Ludo::new(&options);
    assert_eq!(game.num_players(), 2);
    assert_eq!(game.colour(Seat(0)), Colour::Blue);
    assert_eq!(game.side_name(Seat(1)), "Green");
    assert_eq!(game.options().colours, vec![Colour::Blue, Colour::Green]);
    assert_eq!(start_field(Colour::Green), 30);
    let one = LudoOptions {
        colours: vec![Colour::Red],
    };
    assert_eq!(Ludo::new(&one).num_players(), 4, "too few colours: default");
    let game = at("L1.BG.0,0,0,0:0,0,0,0.m1.1.-");
    let game = play(game, "Green: enter");
    assert_eq!(game.pieces(Seat(1))[0], PiecePos::Track(30));
}

#[test]
fn gestures_use_the_board_cells() {
    let game = at("L1.RBYG.0,0,0,0:0,0,0,0:38,0,0,0:0,0,0,0.m2.6.-");
    let enter = game.gesture(&LudoMove::EnterSix).unwrap();
    assert_eq!((enter.from, enter.to), (Some(Cell(202)), Some(Cell(25))));
    let two = game.gesture(&LudoMove::EnterTwo).unwrap();
    assert_eq!((two.from, two.to), (Some(Cell(202)), Some(Cell(20))));
    let home = game.gesture(&LudoMove::Advance { piece: 0 }).unwrap();
    assert_eq!((home.from, home.to), (Some(Cell(17)), Some(Cell(123))));
    let finish = at("L1.RB.0,0,0,0:44,0,0,0.m1.1.-");
    let done = finish.gesture(&LudoMove::Advance { piece: 0 }).unwrap();
    assert_eq!((done.from, done.to), (Some(Cell(113)), Some(Cell(300))));
    assert!(finish.gesture(&LudoMove::Pass).is_none());
    assert!(finish.gesture(&LudoMove::Roll(3)).is_none());
}

#[test]
fn notation_reads_back_and_rejects_illegal_moves() {
    let game = at("L1.RB.5,0,0,0:38,0,0,0.m0.3.-");
    assert_eq!(
        game.parse_move("red:5x8"),
        Ok(LudoMove::Advance { piece: 0 })
    );
    assert_eq!(
        game.parse_move("Red: 5→8"),
        Ok(LudoMove::Advance { piece: 0 })
    );
    assert!(game.parse_move("Red: 5-9").is_err());
    assert!(game.parse_move("Red rolls 3").is_err());
    let illegal = game.clone().play(&LudoMove::Advance { piece: 1 });
    assert!(illegal.is_err());
    assert!(game.play(&LudoMove::Roll(3)).is_err());
}
