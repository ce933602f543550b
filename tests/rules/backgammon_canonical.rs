//! Backgammon keeps one state per position (issue 11, section 3): every position reached by
//! play reads back from its own code as the same position, so nothing the code cannot show
//! (a stale board, the order the dice were named in, a game count, the last game's result, a
//! choice already made) is kept.

use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::rules::{Game, Rng, Seat};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

fn play(game: Backgammon, moves: &[&str]) -> Backgammon {
    moves.iter().fold(game, |g, text| {
        let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
        g.play(&mv).unwrap()
    })
}

/// The position read back from its own code is the same position, and writes the same code.
fn assert_reads_back(game: &Backgammon) {
    let code = game.encode();
    let read = Backgammon::decode(&code, &game.options())
        .unwrap_or_else(|e| panic!("own code {code} refused: {e}"));
    assert_eq!(&read, game, "{code}");
    assert_eq!(read.encode(), code);
}

/// A board of (point, checkers) for White and for Black, each in its own numbering; the
/// rest are borne off.
fn board(white: &[(u8, u8)], black: &[(u8, u8)]) -> Board {
    let mut points = [[0u8; 25]; 2];
    for (side, list) in [white, black].into_iter().enumerate() {
        for &(point, n) in list {
            points[side][usize::from(point) - 1] = n;
        }
    }
    Board::from_points(points)
}

// issue 11, section 3: after a confirmed turn the turn's start is the board, not the board
// the last turn started from.
#[test]
fn turn_start_is_refreshed_at_every_turn_boundary() {
    let game = play(
        Backgammon::new(&BackgammonOptions::default()),
        &["Opening 3-1", "8/5", "6/5", "Confirm"],
    );
    assert_eq!(game.phase(), Phase::OnRoll(BLACK));
    assert_reads_back(&game);
    let rolled = play(game, &["Roll", "6-4", "24/18", "13/9"]);
    assert_reads_back(&rolled);
}

// issue 11, section 3: the dice are kept the larger first from the roll on, the opening roll
// too, whose notation still says whose die was whose.
#[test]
fn dice_are_kept_larger_first_when_rolled() {
    let start = Backgammon::new(&BackgammonOptions::default());
    assert_eq!(start.notation(&BgMove::OpeningRoll(3, 5)), "Opening 3-5");
    let opening = start.play(&BgMove::OpeningRoll(3, 5)).unwrap();
    assert_eq!(opening.phase(), Phase::Moving(BLACK));
    assert_eq!(opening.dice(), Some([5, 3]));
    assert_reads_back(&opening);
    let turn = play(opening, &["13/8", "13/10", "Confirm", "Roll"]);
    // Chance names the larger die first; a roll named the other way round (`apply` takes it)
    // is the same position.
    let rolled = turn.clone().play(&BgMove::Roll(6, 2)).unwrap();
    let mut named_low_first = turn.clone();
    named_low_first.apply(&BgMove::Roll(2, 6));
    assert_eq!(named_low_first, rolled);
    assert_eq!(rolled.dice(), Some([6, 2]));
    assert_reads_back(&rolled);
    let named = turn.with_dice([1, 4]).unwrap();
    assert_eq!(named.dice(), Some([4, 1]));
}

// issue 11, section 3: a game won by bearing off keeps no dice, steps or turn start, as its
// code (a finished game) shows none.
#[test]
fn a_finished_game_keeps_no_dice_or_steps() {
    let options = BackgammonOptions {
        match_length: 0,
        ..BackgammonOptions::default()
    };
    let race = Backgammon::setup(board(&[(1, 1), (2, 1)], &[(6, 15)]), WHITE, &options).unwrap();
    let rolled = race.with_dice([2, 1]).unwrap();
    let plays: Vec<String> = rolled.whole_plays().into_iter().map(|p| p.1).collect();
    assert!(plays.contains(&"2/off 1/off".to_string()), "{plays:?}");
    let won = play(rolled, &["2/off", "1/off"]);
    assert_eq!(won.phase(), Phase::MatchOver(WHITE));
    assert_eq!(won.dice(), None);
    assert!(won.steps_played().is_empty());
    assert_reads_back(&won);
}

// issue 11, section 3: the next game of a match keeps neither the last game's result (it is
// in the score) nor a game count, which gnubg's Match ID cannot carry.
#[test]
fn the_next_game_keeps_no_result_or_game_count() {
    let game = play(
        Backgammon::new(&BackgammonOptions::default()),
        &["Opening 3-1", "8/5", "6/5", "Confirm", "Double", "Pass"],
    );
    assert_eq!(game.phase(), Phase::GameOver(BLACK));
    assert_eq!(game.last_game_result(), Some((BLACK, 1)));
    assert_reads_back(&game);
    let next = play(game, &["Next game"]);
    assert_eq!(next.phase(), Phase::Opening);
    assert_eq!(next.last_game_result(), None);
    assert_eq!(next.score(), (0, 1));
    assert_reads_back(&next);
}

// issue 11, section 3: a player who could double and chose to roll is written `…:Roll`, and
// reads back as having chosen (not offered the double again).
#[test]
fn the_choice_to_roll_is_carried_by_the_code() {
    let game = play(
        Backgammon::new(&BackgammonOptions::default()),
        &["Opening 3-1", "8/5", "6/5", "Confirm", "Roll"],
    );
    assert_eq!(game.phase(), Phase::Rolling(BLACK));
    assert!(game.encode().ends_with(":Roll"), "{}", game.encode());
    assert_reads_back(&game);
    // Where the cube cannot be turned chance rolls at once: no `Roll` to write or to read.
    let one_point = BackgammonOptions {
        match_length: 1,
        ..BackgammonOptions::default()
    };
    let no_cube = play(
        Backgammon::new(&one_point),
        &["Opening 3-1", "8/5", "6/5", "Confirm"],
    );
    assert_eq!(no_cube.phase(), Phase::Rolling(BLACK));
    assert_eq!(no_cube.encode().matches(':').count(), 1);
    assert_reads_back(&no_cube);
    let error = Backgammon::decode(&format!("{}:Roll", no_cube.encode()), &one_point);
    assert!(error.is_err());
    // Nor after the dice are rolled, nor twice.
    let rolled = game.clone().play(&BgMove::Roll(6, 4)).unwrap();
    let after_dice = format!("{}:Roll", rolled.encode());
    assert!(Backgammon::decode(&after_dice, &rolled.options()).is_err());
    let twice = format!("{},Roll", game.encode());
    assert!(Backgammon::decode(&twice, &game.options()).is_err());
}

// issue 11, section 3: whole matches of random play (resignations offered too), every
// position reading back as itself.
#[test]
fn every_position_of_random_matches_reads_back_as_itself() {
    for seed in 0..30u64 {
        let mut rng = Rng::new(seed);
        let options = BackgammonOptions {
            match_length: [1, 3, 5][seed as usize % 3],
            ..BackgammonOptions::default()
        };
        let mut game = Backgammon::new(&options);
        for _ in 0..600 {
            assert_reads_back(&game);
            if game.outcome().is_some() {
                break;
            }
            let mut moves = game.next_moves();
            if rng.below(10) == 0 {
                game.side_moves(&mut moves);
            }
            let mv = *rng.pick(&moves).unwrap();
            game = game.play(&mv).unwrap();
        }
    }
}
