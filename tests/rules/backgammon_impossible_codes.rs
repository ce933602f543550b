//! Backgammon codes that describe positions the rules cannot hold are refused with a message
//! naming the fault (issue 11, 2.4 and 4.3-4.6), and the codes that are accepted read back to
//! the same game (decode, encode, decode again).

use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::gnubg_id::{encode_match, encode_position, MatchId};
use tabula::games::backgammon::match_state::{Resignation, WinKind};
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::rules::{Game, Seat};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

fn options() -> BackgammonOptions {
    BackgammonOptions::default()
}

fn refusal(code: &str) -> String {
    match Backgammon::decode(code, &options()) {
        Ok(game) => panic!("{code} was accepted as {game:?}"),
        Err(error) => error.message,
    }
}

/// Decodes, and checks that the game's own code reads back to the same game.
fn accepted(code: &str, options: &BackgammonOptions) -> Backgammon {
    let game = Backgammon::decode(code, options).unwrap_or_else(|e| panic!("{code}: {e}"));
    let again = Backgammon::decode(&game.encode(), options)
        .unwrap_or_else(|e| panic!("{code} re-encoded as {}: {e}", game.encode()));
    assert_eq!(again, game, "{code} re-encoded as {}", game.encode());
    game
}

fn play(game: Backgammon, moves: &[&str]) -> Backgammon {
    moves.iter().fold(game, |g, text| {
        let mv = g.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
        g.play(&mv).unwrap()
    })
}

/// A code for `board` with `id` (the Position ID from the view of `id.on_roll`).
fn code(board: &Board, id: &MatchId) -> String {
    let points = board.points();
    let on_roll = usize::from(id.on_roll);
    let oriented = [points[1 - on_roll], points[on_roll]];
    format!("{}:{}", encode_position(&oriented), encode_match(id))
}

/// A game being played in a 5-point match, `on_roll` to roll, cube centred.
fn playing(on_roll: u8) -> MatchId {
    MatchId {
        cube: 1,
        on_roll,
        turn: on_roll,
        game_state: 1,
        match_length: 5,
        ..MatchId::default()
    }
}

/// White's 8 and 6 points made (a board that is not the start).
fn midgame() -> Board {
    let mut points = Board::start().points();
    points[0][7] -= 1;
    points[0][5] -= 1;
    points[0][4] += 2;
    Board::from_points(points)
}

/// White has borne off all 15; Black has borne off none, with its checkers on its 6-point.
fn white_all_off() -> Board {
    let mut points = [[0u8; 25]; 2];
    points[1][5] = 15;
    Board::from_points(points)
}

#[test]
fn the_issues_impossible_positions_are_refused() {
    // issue 11, 2.4: no checker on the board, both sides "15 off".
    assert!(refusal("AAAAAAAAAAAAAA").contains("both sides have borne off all 15"));
    // issue 11, 2.4: both colours on one point.
    assert!(refusal("ESFHkCoABRACAA").contains("both sides have checkers on point"));
    // issue 11, 2.4: a 13-point match going on at 14-0.
    let score = refusal("kVsAcQeKBzmATQ:sAGuAeAAAAAA");
    assert!(
        score.contains("14-0 has reached the match length 13"),
        "{score}"
    );
}

#[test]
fn a_position_id_alone_is_checked_like_a_whole_code() {
    // issue 11, 4.3: both sides on one point, 15 off for one side, 15 off for both.
    assert!(refusal("pROFisA1GwAAAA").contains("both sides have checkers on point"));
    let over = refusal("LxsAAAAAAAAAAA");
    assert!(
        over.contains("borne off all 15 checkers: that game is over"),
        "{over}"
    );
    assert!(refusal("AAAAAAAAAAAAAA").contains("both sides"));
    assert!(Backgammon::setup(white_all_off(), BLACK, &options()).is_none());
}

#[test]
fn all_fifteen_off_is_a_finished_game_with_that_winner() {
    // issue 11, 4.3: a game still being played cannot have a side with all 15 off...
    let board = white_all_off();
    assert!(refusal(&code(&board, &playing(1))).contains("borne off all 15"));
    // ...and a finished one is won by that side, whoever the code puts on roll.
    for on_roll in [0, 1] {
        let id = MatchId {
            game_state: 2,
            score: [2, 0],
            ..playing(on_roll)
        };
        let game = accepted(&code(&board, &id), &options());
        assert_eq!(game.phase(), Phase::GameOver(WHITE), "on roll {on_roll}");
        assert_eq!(game.last_game().unwrap().kind, WinKind::Gammon);
        assert_eq!(game.last_game_result(), Some((WHITE, 2)));
    }
    // A game "won by bearing off" where no one has borne off all 15 is refused.
    let id = MatchId {
        game_state: 2,
        score: [1, 0],
        ..playing(0)
    };
    assert!(refusal(&code(&midgame(), &id)).contains("not as the board and the fields say"));
}

#[test]
fn a_finished_games_score_includes_its_points() {
    // A passed double at cube 2 scores 2 for White: the score must hold them.
    let passed = |score| MatchId {
        cube: 2,
        cube_owner: Some(0),
        game_state: 4,
        score,
        ..playing(0)
    };
    assert!(refusal(&code(&midgame(), &passed([1, 0]))).contains("won 2 points but has only 1"));
    let past = refusal(&code(&midgame(), &passed([7, 0])));
    assert!(past.contains("before this game"), "{past}");
    let over = accepted(&code(&midgame(), &passed([6, 0])), &options());
    assert_eq!(over.phase(), Phase::MatchOver(WHITE));
}

#[test]
fn game_state_zero_only_before_the_opening_roll() {
    // issue 11, 4.4: "no game" with a cube at 2 read as the opening, which encode could not
    // write back (a game saved this way failed to restore at move 1).
    assert!(refusal("4HPwATDgc/ABMA:MQCgAAAAAAAA").contains("cube at 2 is in the middle"));
    let no_game = MatchId {
        game_state: 0,
        ..playing(0)
    };
    let moved = refusal(&code(&midgame(), &no_game));
    assert!(moved.contains("game state 0"), "{moved}");
    let rolled = MatchId {
        dice: [3, 1],
        ..no_game
    };
    assert!(refusal(&code(&Board::start(), &rolled)).contains("game state 0"));
    let opening = accepted(&code(&Board::start(), &no_game), &options());
    assert_eq!(opening.phase(), Phase::Opening);
    assert_eq!(opening, Backgammon::new(&options()));
}

#[test]
fn a_pending_double_only_where_doubling_is_legal() {
    // issue 11, 4.5: at the cube cap, with the cube owned by the opponent, in the Crawford game.
    let doubled = |id: MatchId| MatchId {
        doubled: true,
        turn: 1 - id.on_roll,
        ..id
    };
    let board = midgame();
    let at_cap = MatchId {
        cube: 64,
        cube_owner: Some(0),
        ..playing(0)
    };
    assert!(refusal(&code(&board, &doubled(at_cap))).contains("cube at 64, its highest value"));
    let theirs = MatchId {
        cube: 2,
        cube_owner: Some(1),
        ..playing(0)
    };
    assert!(refusal(&code(&board, &doubled(theirs))).contains("while Black owns the cube"));
    let crawford = MatchId {
        crawford: true,
        score: [4, 2],
        ..playing(0)
    };
    assert!(refusal(&code(&board, &doubled(crawford))).contains("Crawford game"));
    let one_point = MatchId {
        match_length: 1,
        ..playing(0)
    };
    assert!(refusal(&code(&board, &doubled(one_point))).contains("1-point match"));
    let rolled = MatchId {
        dice: [6, 5],
        ..playing(0)
    };
    assert!(refusal(&code(&board, &doubled(rolled))).contains("after the dice are rolled"));
    // A legal one reads back, and a take gives the taker the cube at 4.
    let legal = MatchId {
        cube: 2,
        cube_owner: Some(0),
        ..playing(0)
    };
    let game = accepted(&code(&board, &doubled(legal)), &options());
    assert_eq!(game.phase(), Phase::Doubled(WHITE));
    assert_eq!(play(game, &["Take"]).cube(), (4, Some(BLACK)));
}

#[test]
fn the_uncapped_cube_never_goes_past_what_a_code_can_hold() {
    // issue 11, 4.5: with the uncapped option the cube reached 65,536 and was written as 1.
    let uncapped = BackgammonOptions {
        uncapped_cube: true,
        match_length: 0,
        ..options()
    };
    let top = MatchId {
        cube: 1 << 13,
        cube_owner: Some(0),
        match_length: 0,
        ..playing(0)
    };
    let game = accepted(&code(&midgame(), &top), &uncapped);
    assert_eq!(
        game.phase(),
        Phase::Rolling(WHITE),
        "no double offered: the dice roll"
    );
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(!moves.contains(&BgMove::Double), "{moves:?}");
    let offered = MatchId {
        doubled: true,
        turn: 1,
        ..top
    };
    let message = Backgammon::decode(&code(&midgame(), &offered), &uncapped)
        .unwrap_err()
        .message;
    assert!(message.contains("its highest value"), "{message}");
    // One below the top: the double is taken and the code writes the cube it holds.
    let below = MatchId {
        cube: 1 << 12,
        ..offered
    };
    let game = accepted(&code(&midgame(), &below), &uncapped);
    let taken = play(game, &["Take"]);
    assert_eq!(taken.cube(), (1 << 13, Some(BLACK)));
    assert_eq!(
        accepted(&taken.encode(), &uncapped).cube(),
        (1 << 13, Some(BLACK))
    );
    // A capped game refuses a cube over 64.
    let high = MatchId {
        cube: 128,
        cube_owner: Some(0),
        ..playing(0)
    };
    assert!(refusal(&code(&midgame(), &high)).contains("over its highest value 64"));
}

#[test]
fn the_crawford_game_is_kept_in_codes_and_links() {
    // issue 11, 4.6: 3-point match, White has just reached 2 by a passed redouble at 2.
    let options = BackgammonOptions {
        match_length: 3,
        ..options()
    };
    let code = "4HPwAyCwZ/ABMA:AQRgACAAAAAA";
    let game = accepted(code, &options);
    assert_eq!(game.phase(), Phase::GameOver(WHITE));
    assert_eq!(game.score(), (2, 0));
    let next = play(game, &["Next game"]);
    assert!(
        next.is_crawford_game(),
        "the game after 2-0 is the Crawford game"
    );
    let reopened = accepted(&next.encode(), &options);
    assert!(reopened.is_crawford_game());
    let opened = play(reopened, &["Opening 3-1", "8/5", "6/5", "Confirm"]);
    assert_eq!(
        opened.phase(),
        Phase::Rolling(BLACK),
        "no cube in the Crawford game"
    );
    // After the Crawford game the cube is back.
    let black_moved = play(opened, &["6-5", "24/18", "18/13", "Confirm", "2-1"]);
    let after = play(
        black_moved,
        &["Resign single", "Accept resignation", "Next game"],
    );
    assert_eq!(after.score(), (2, 1));
    assert!(!after.is_crawford_game());
    assert!(!accepted(&after.encode(), &options).is_crawford_game());
}

#[test]
fn the_crawford_flag_needs_a_player_a_point_short() {
    let crawford = |score| MatchId {
        crawford: true,
        score,
        ..playing(0)
    };
    let message = refusal(&code(&midgame(), &crawford([0, 0])));
    assert!(message.contains("one player is a point short"), "{message}");
    assert!(refusal(&code(&midgame(), &crawford([4, 4]))).contains("a point short"));
    let money = MatchId {
        match_length: 0,
        ..crawford([0, 0])
    };
    assert!(refusal(&code(&midgame(), &money)).contains("a point short"));
    assert!(accepted(&code(&midgame(), &crawford([2, 4])), &options()).is_crawford_game());
}

#[test]
fn a_cube_owned_at_one_or_centred_above_one_is_refused() {
    let owned_at_one = MatchId {
        cube_owner: Some(1),
        ..playing(0)
    };
    assert!(refusal(&code(&midgame(), &owned_at_one)).contains("Black owns a cube at 1"));
    let centred = MatchId {
        cube: 4,
        ..playing(0)
    };
    assert!(refusal(&code(&midgame(), &centred)).contains("in the middle"));
}

#[test]
fn resignations_travel_in_the_match_id() {
    let game = play(
        Backgammon::new(&options()),
        &["Opening 3-1", "8/5", "Resign gammon"],
    );
    let pending = accepted(&game.encode(), &options());
    assert_eq!(pending, game);
    assert_eq!(
        pending.pending_resignation(),
        Some((WHITE, Resignation::Gammon))
    );
    let over = play(pending, &["Accept resignation"]);
    let read = accepted(&over.encode(), &options());
    assert_eq!(
        read.last_game().unwrap().kind,
        WinKind::Resigned(Resignation::Gammon)
    );
    assert_eq!(read.score(), (0, 2));
    // A resignation in the opening, or by the player who is to answer, is refused.
    let opening = MatchId {
        resignation: 1,
        turn: 1,
        ..playing(0)
    };
    assert!(refusal(&code(&Board::start(), &opening)).contains("resign"));
    let own_answer = MatchId {
        resignation: 1,
        dice: [6, 5],
        ..playing(0)
    };
    assert!(refusal(&code(&midgame(), &own_answer)).contains("also the one to answer"));
}

/// Codes from seeded random games, with one to three characters changed: each is refused or
/// reads back to the same game, and the game it gives can be played on.
#[test]
fn mutated_codes_are_refused_or_read_back() {
    const BASE64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut rng = tabula::rules::Rng::new(11);
    let mut codes = Vec::new();
    let mut game = Backgammon::new(&options());
    while codes.len() < 300 {
        if game.outcome().is_some() {
            game = Backgammon::new(&options());
        }
        codes.push(game.encode());
        let mut moves = game.next_moves();
        game.side_moves(&mut moves);
        let mv = *rng.pick(&moves).unwrap();
        game = game.play(&mv).unwrap();
    }
    let (mut read, mut refused) = (0, 0);
    for code in &codes {
        for _ in 0..20 {
            let mut bytes = code.as_bytes().to_vec();
            for _ in 0..=rng.below(3) {
                let at = rng.below(bytes.len().min(27));
                if bytes[at] != b':' {
                    bytes[at] = BASE64[rng.below(64)];
                }
            }
            let text = String::from_utf8(bytes).unwrap();
            let Ok(game) = Backgammon::decode(&text, &options()) else {
                refused += 1;
                continue;
            };
            read += 1;
            let again = Backgammon::decode(&game.encode(), &options())
                .unwrap_or_else(|e| panic!("{text} gave {}: {e}", game.encode()));
            assert_eq!(again, game, "{text} gave {}", game.encode());
            let mut playing = game;
            for _ in 0..6 {
                let mut moves = playing.next_moves();
                playing.side_moves(&mut moves);
                let Some(mv) = rng.pick(&moves).copied() else {
                    break;
                };
                playing = playing.play(&mv).unwrap();
            }
        }
    }
    assert!(
        read > 100 && refused > 100,
        "read {read}, refused {refused}"
    );
}

/// Found by the fuzzer (issue 11, section 3): in a match with the uncapped cube, a double passed
/// at 8,192 ends the game with a score thousands past the match length; the game's own code
/// must read back (only the score before the game is held to the match length).
#[test]
fn a_huge_uncapped_cube_passed_in_a_match_reads_back() {
    let uncapped = BackgammonOptions {
        uncapped_cube: true,
        match_length: 5,
        ..options()
    };
    let offered = MatchId {
        cube: 1 << 12,
        cube_owner: Some(0),
        doubled: true,
        turn: 1,
        ..playing(0)
    };
    let game = accepted(&code(&midgame(), &offered), &uncapped);
    let passed = play(game.clone(), &["Pass"]);
    // The largest score a game can add: a backgammon at the top cube, taken.
    let taken = play(game, &["Take"]);
    assert_eq!(taken.cube(), (1 << 13, Some(BLACK)));
    assert!(passed.outcome().is_some(), "the match is over");
    let again = accepted(&passed.encode(), &uncapped);
    assert_eq!(again.outcome(), passed.outcome());
}
