//! Resigning in backgammon as GNU Backgammon has it (issue 11, 2.5): the player to move offers
//! to resign a single game, a gammon or a backgammon; the opponent accepts (the level times the
//! cube goes to the score and the match goes on) or rejects (play goes on). No draw.

use tabula::games::backgammon::match_state::{Resignation, WinKind};
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::games::{AnyGame, AnyMove};
use tabula::persist::SavedGame;
use tabula::rules::{Game, Outcome, Reason, Record, Rng, Seat, Turn};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

fn play(game: Backgammon, moves: &[&str]) -> Backgammon {
    moves.iter().fold(game, |g, text| {
        let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
        g.play(&mv)
            .unwrap_or_else(|e| panic!("{text}: {}", e.reason))
    })
}

fn names(game: &Backgammon, moves: &[BgMove]) -> Vec<String> {
    moves.iter().map(|m| game.notation(m)).collect()
}

fn side_moves(game: &Backgammon) -> Vec<String> {
    let mut moves = Vec::new();
    game.side_moves(&mut moves);
    names(game, &moves)
}

fn legal(game: &Backgammon) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    names(game, &moves)
}

const OFFERS: [&str; 3] = ["Resign single", "Resign gammon", "Resign backgammon"];

/// A 5-point match after White's opening 3-1, Black to roll or double.
fn after_opening() -> Backgammon {
    let game = Backgammon::new(&BackgammonOptions::default());
    play(game, &["Opening 3-1", "8/5", "6/5", "Confirm"])
}

#[test]
fn the_player_to_move_may_offer_three_resignations() {
    let opening = Backgammon::new(&BackgammonOptions::default());
    assert!(side_moves(&opening).is_empty(), "no game begun yet");
    let moving = play(opening, &["Opening 3-1"]);
    assert_eq!(side_moves(&moving), OFFERS);
    let on_roll = after_opening();
    assert_eq!(on_roll.phase(), Phase::OnRoll(BLACK));
    assert_eq!(side_moves(&on_roll), OFFERS);
    let doubled = play(on_roll.clone(), &["Double"]);
    assert_eq!(doubled.turn(), Turn::Player(WHITE));
    assert_eq!(side_moves(&doubled), OFFERS, "the player facing a double");
    // About to roll, with chance to throw the dice: gnubg lets that player resign before the
    // roll (its `.mat` files and IDs hold such offers), as when the cube is not theirs to turn.
    let rolling = play(on_roll, &["Roll"]);
    assert_eq!(rolling.turn(), Turn::Chance);
    assert_eq!(side_moves(&rolling), OFFERS, "the player about to roll");
    let offered = play(rolling, &["Resign gammon"]);
    assert_eq!(offered.turn(), Turn::Player(WHITE));
    assert_eq!(
        offered.pending_resignation(),
        Some((BLACK, Resignation::Gammon))
    );
    let rejected = play(offered, &["Reject resignation"]);
    assert_eq!(
        (rejected.turn(), rejected.phase()),
        (Turn::Chance, Phase::Rolling(BLACK))
    );
    // Resigning is a move outside search: the ordinary legal moves do not list it.
    assert!(legal(&moving).iter().all(|m| !m.starts_with("Resign")));
}

#[test]
fn after_an_offer_the_opponent_accepts_or_rejects() {
    let offered = play(after_opening(), &["Resign gammon"]);
    assert_eq!(
        offered.pending_resignation(),
        Some((BLACK, Resignation::Gammon))
    );
    assert_eq!(offered.turn(), Turn::Player(WHITE));
    assert_eq!(
        legal(&offered),
        ["Accept resignation", "Reject resignation"]
    );
    assert!(side_moves(&offered).is_empty(), "one offer at a time");
    assert!(offered.clone().play(&BgMove::RollDice).is_err());
    assert!(offered.clone().play(&BgMove::Double).is_err());
}

#[test]
fn an_accepted_resignation_scores_level_times_cube_and_the_match_goes_on() {
    // Black takes White's double (cube 2, Black's), then White resigns a gammon: 4 points.
    let game = play(
        after_opening(),
        &["Roll", "6-5", "24/18", "18/13", "Confirm", "Double", "Take"],
    );
    assert_eq!(game.cube(), (2, Some(BLACK)));
    let game = play(game, &["2-1", "Resign gammon", "Accept resignation"]);
    assert_eq!(game.phase(), Phase::GameOver(BLACK));
    assert_eq!(
        game.last_game().unwrap().kind,
        WinKind::Resigned(Resignation::Gammon)
    );
    assert_eq!(game.last_game_result(), Some((BLACK, 4)));
    assert_eq!(game.score(), (0, 4));
    assert!(
        game.outcome().is_none(),
        "a 5-point match is not over at 0-4"
    );
    let next = play(game, &["Next game"]);
    assert_eq!(next.phase(), Phase::Opening);
    assert_eq!(next.cube(), (1, None));
    assert!(next.is_crawford_game());
}

#[test]
fn a_resignation_that_reaches_the_match_length_ends_the_match() {
    let options = BackgammonOptions {
        match_length: 3,
        ..BackgammonOptions::default()
    };
    let game = play(
        Backgammon::new(&options),
        &["Opening 3-1", "Resign backgammon", "Accept resignation"],
    );
    assert_eq!(game.phase(), Phase::MatchOver(BLACK));
    assert_eq!(game.score(), (0, 3));
    let verdict = game.outcome().expect("the match is over");
    assert_eq!(verdict.outcome, Outcome::Win(BLACK));
    assert_eq!(verdict.reason, Reason::Resignation);
}

#[test]
fn a_rejected_resignation_lets_play_go_on_where_it_stood() {
    let half_played = play(
        Backgammon::new(&BackgammonOptions::default()),
        &["Opening 3-1", "8/5"],
    );
    let rejected = play(
        half_played.clone(),
        &["Resign single", "Reject resignation"],
    );
    assert_eq!(rejected, half_played);
    let finished = play(rejected, &["6/5", "Confirm"]);
    assert_eq!(finished.phase(), Phase::OnRoll(BLACK));
    // Facing a double: reject, and the double still waits for take or pass.
    let doubled = play(after_opening(), &["Double"]);
    let back = play(doubled.clone(), &["Resign single", "Reject resignation"]);
    assert_eq!(back, doubled);
    assert_eq!(legal(&back), ["Take", "Pass"]);
    let resigned = play(doubled, &["Resign single", "Accept resignation"]);
    assert_eq!(resigned.last_game_result(), Some((BLACK, 1)));
}

#[test]
fn a_resigned_gammon_scores_two_under_the_jacoby_rule_as_gnubg_scores_it() {
    let options = BackgammonOptions {
        match_length: 0,
        jacoby: true,
        ..BackgammonOptions::default()
    };
    let game = play(
        Backgammon::new(&options),
        &["Opening 3-1", "Resign gammon", "Accept resignation"],
    );
    // gnubg 1.07, Jacoby on, cube at 1: "gnubg accepts and wins a gammon ... 2 points".
    assert_eq!(game.last_game_result(), Some((BLACK, 2)));
    assert_eq!(game.phase(), Phase::MatchOver(BLACK), "a money game ends");
}

#[test]
fn backgammon_has_no_draw_by_agreement() {
    assert!(!Backgammon::new(&BackgammonOptions::default()).draws_by_agreement());
}

#[test]
fn resignations_are_recorded_saved_and_replayed_as_notation() {
    let mut record = Record::new(AnyGame::Backgammon(Backgammon::new(
        &BackgammonOptions::default(),
    )));
    for text in ["Opening 3-1", "Resign single", "Reject resignation", "8/5"] {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    assert_eq!(
        record.notations(),
        ["Opening 3-1", "Resign single", "Reject resignation", "8/5"]
    );
    assert!(matches!(
        record.moves()[1],
        AnyMove::Backgammon(BgMove::Resign(Resignation::Single))
    ));
    let json = SavedGame::from_record(&record, 7, 0.0).to_json();
    let restored = SavedGame::from_json(&json).unwrap().restore().unwrap();
    assert_eq!(restored, record);
}

#[test]
fn random_games_with_resignations_read_back_from_their_codes() {
    for seed in 0..30u64 {
        let mut rng = Rng::new(seed);
        let mut game = Backgammon::new(&BackgammonOptions::default());
        for _ in 0..300 {
            if game.outcome().is_some() {
                break;
            }
            let code = game.encode();
            let read = Backgammon::decode(&code, &game.options()).unwrap_or_else(|e| {
                panic!("seed {seed}: {code}: {e}");
            });
            // Every state reads back as itself, the choice to roll too (issue 11, section 3).
            assert_eq!(read, game, "seed {seed}: {code}");
            assert_eq!(read.encode(), code, "seed {seed}");
            assert_eq!(
                (read.phase(), read.turn(), read.pending_resignation()),
                (game.phase(), game.turn(), game.pending_resignation()),
                "seed {seed}: {code}"
            );
            assert_eq!(read.next_moves(), game.next_moves(), "seed {seed}: {code}");
            assert_eq!(side_moves(&read), side_moves(&game), "seed {seed}: {code}");
            assert_eq!(read.score(), game.score(), "seed {seed}: {code}");
            let crawford = |g: &Backgammon| {
                let m = g.match_state();
                (m.crawford_game, m.crawford_done)
            };
            assert_eq!(crawford(&read), crawford(&game), "seed {seed}: {code}");
            let mut moves = game.next_moves();
            if rng.below(8) == 0 {
                game.side_moves(&mut moves);
            }
            let mv = *rng.pick(&moves).unwrap();
            game = game.play(&mv).unwrap();
        }
    }
}
