//! Ludo for 2-4 players: a player who resigns leaves the race and the others play on (issue 11,
//! 2.5). Leaving is a side move: recorded, written and read back like any move, left out of
//! search and perft; there is no draw by agreement.

use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::SavedGame;
use tabula::rules::{perft, Game, Outcome, Reason, Record, Seat, Turn};

fn at(code: &str) -> Ludo {
    Ludo::decode(code, &LudoOptions::default()).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn side_moves(game: &Ludo) -> Vec<LudoMove> {
    let mut out = Vec::new();
    game.side_moves(&mut out);
    out
}

fn play(game: Ludo, text: &str) -> Ludo {
    let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
    game.play(&mv).expect("parsed moves are legal")
}

/// Who throws next, as the notation of their throw of a 1 says.
fn next_thrower(game: &Ludo) -> String {
    assert_eq!(game.turn(), Turn::Chance);
    game.notation(&LudoMove::Roll(1))
}

/// issue 11, 2.5: leaving is offered to the player on turn as a side move, never as a game
/// move, and Ludo has no draw by agreement.
#[test]
fn leaving_is_a_side_move_of_the_player_on_turn() {
    let moving = at("L2.RBYG.5,0,0,0:12,0,0,0:0,0,0,0:0,0,0,0.m1.6.-.-");
    assert_eq!(side_moves(&moving), vec![LudoMove::Leave]);
    let mut legal = Vec::new();
    moving.legal_moves(&mut legal);
    assert!(!legal.contains(&LudoMove::Leave));
    assert!(!moving.next_moves().contains(&LudoMove::Leave));
    assert_eq!(moving.notation(&LudoMove::Leave), "Blue leaves the race");
    assert_eq!(
        moving.parse_move("blue leaves the race"),
        Ok(LudoMove::Leave)
    );
    assert!(!moving.draws_by_agreement());
    // Perft counts the game's own moves only.
    assert_eq!(perft(&moving, 1), legal.len() as u64);
    // While a player is to throw, that player may leave too.
    let rolling = at("L2.RBYG.5,0,0,0:12,0,0,0:0,0,0,0:0,0,0,0.r3.6.-.-");
    assert_eq!(rolling.notation(&LudoMove::Leave), "Green leaves the race");
    assert_eq!(side_moves(&rolling), vec![LudoMove::Leave]);
    let over = at("L2.RB.45,45,45,45:3,0,0,0.x.1.01.-");
    assert!(side_moves(&over).is_empty());
    assert!(over.clone().play(&LudoMove::Leave).is_err());
}

/// issue 11, 2.5: the leaver's pieces leave the board, the turn skips the leaver (no extra
/// throw after a 6), and the others play on.
#[test]
fn a_player_who_leaves_is_skipped_and_the_others_play_on() {
    let game = at("L2.RBYG.19,0,0,0:12,41,45,0:3,0,0,0:0,0,0,0.m1.6.-.-");
    let game = play(game, "Blue leaves the race");
    assert!(game.has_left(Seat(1)));
    assert_eq!(game.progress(Seat(1)), [0; 4]);
    assert_eq!(game.leavers(), &[Seat(1)]);
    assert!(game.outcome().is_none());
    assert_eq!(next_thrower(&game), "Yellow rolls 1", "no extra throw");
    let game = play(play(game, "Yellow rolls 2"), "Yellow: 3-5");
    let game = play(play(game, "Green rolls 3"), "Green: pass");
    // Red lands on field 21, where Blue's piece stood: it is gone, nothing is knocked out.
    let game = play(game, "Red rolls 3");
    assert_eq!(game.notation(&LudoMove::Advance { piece: 0 }), "Red: 19-22");
    let game = play(game, "Red: 19-22");
    assert_eq!(next_thrower(&game), "Yellow rolls 1", "Blue is skipped");
}

/// issue 11, 2.5: when one player is left racing the game ends: the finishers, then the last
/// racer, then the leavers with the latest ranked higher.
#[test]
fn the_last_racer_ends_the_game_and_leavers_rank_last_latest_first() {
    // Red has finished, Blue left earlier; Yellow leaves now and Green is the last racer.
    let game = at("L2.RBYG.45,45,45,45:0,0,0,0:5,0,0,0:7,0,0,0.r2.3.0.1");
    let game = play(game, "Yellow leaves the race");
    let verdict = game.outcome().expect("one player left racing");
    assert_eq!(
        verdict.outcome,
        Outcome::Ranking(vec![Seat(0), Seat(3), Seat(2), Seat(1)])
    );
    assert_eq!(verdict.reason, Reason::Resignation);
    assert!(game.next_moves().is_empty());
    assert_eq!(
        game.encode(),
        "L2.RBYG.45,45,45,45:0,0,0,0:0,0,0,0:7,0,0,0.x.3.0321.12"
    );
    // Finishing after someone left: the leaver still ranks behind the last racer.
    let game = at("L2.RBY.45,45,45,44:3,0,0,0:0,0,0,0.m0.1.-.2");
    let game = play(game, "Red: h4-home");
    assert_eq!(game.ranking(), vec![Seat(0), Seat(1), Seat(2)]);
}

/// issue 11, 2.5: with two players, leaving gives the other the win.
#[test]
fn with_two_players_leaving_hands_the_other_the_win() {
    let game = play(
        at("L2.RY.12,45,0,0:3,0,0,0.m0.3.-.-"),
        "Red leaves the race",
    );
    let verdict = game.outcome().unwrap();
    assert_eq!(verdict.outcome, Outcome::Win(Seat(1)));
    assert_eq!(verdict.reason, Reason::Resignation);
    assert_eq!(game.ranking(), vec![Seat(1), Seat(0)]);
}

/// issue 11, 2.5: leaving during the throws for the start takes the leaver out of the contest.
#[test]
fn leaving_while_the_start_is_thrown_for() {
    let game = Ludo::new(&LudoOptions::default());
    assert_eq!(game.notation(&LudoMove::Leave), "Red leaves the race");
    let game = play(game, "Red rolls 4 for the start");
    let game = play(game, "Blue leaves the race");
    assert_eq!(game.start_thrower(), Some(Seat(2)));
    let game = play(
        play(game, "Yellow rolls 2 for the start"),
        "Green rolls 3 for the start",
    );
    assert_eq!(next_thrower(&game), "Red rolls 1", "Red threw highest");
    // A tie between two: one leaves and the other starts at once.
    let tied = at("L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s00-.5.-.-");
    let game = play(tied, "Red leaves the race");
    assert_eq!(next_thrower(&game), "Blue rolls 1");
}

/// issue 11, 2.5: a leave is recorded, and saved games and share codes replay it.
#[test]
fn a_game_with_a_leaver_is_saved_and_replayed() {
    let start = AnyGame::decode(
        "L2.RBY.5,0,0,0:12,0,0,0:0,0,0,0.m1.2.-.-",
        &GameKind::Ludo.default_options(),
    )
    .unwrap();
    let mut record = Record::new(start);
    for text in ["Blue leaves the race", "Yellow rolls 1", "Yellow: enter"] {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    assert_eq!(
        record.notations(),
        ["Blue leaves the race", "Yellow rolls 1", "Yellow: enter"]
    );
    let saved = SavedGame::from_record(&record, 7, 0.0).to_json();
    let restored = SavedGame::from_json(&saved).unwrap().restore().unwrap();
    assert_eq!(restored, record);
    let code = record.current().encode();
    assert!(code.ends_with(".r0.1.-.1"), "{code}");
    let reopened = AnyGame::decode(&code, &GameKind::Ludo.default_options()).unwrap();
    assert_eq!(&reopened, record.current());
}
