//! The share code: gnubg's `PositionID:MatchID` (see [`super::gnubg_id`]), in gnubg's own
//! base64 alphabet (reading also takes `-` and `_` for `+` and `/`). White is gnubg's player 0.
//!
//! - Mid-turn, the IDs show the turn's start with its dice (gnubg has no half-played turns) and
//!   a third part lists the steps made so far: `…:…:8/5,6/5`.
//! - Before a game's opening roll: the start position, White on roll, no dice, the cube in the
//!   middle (a state real play never reaches: the first turn has the opening dice); reading also
//!   takes game state 0 ("no game") as the opening, but only with that position and cube.
//! - A player who could double and chose to roll instead, before chance rolls, is the IDs of
//!   the choice with `Roll` as the third part (`…:…:Roll`): gnubg has no such state, and
//!   reading it as still choosing would offer the double again (issue 11, section 3).
//! - A pending resignation is the Match ID's resignation field (1 single, 2 gammon, 3
//!   backgammon), with the resigner's opponent as the player to decide.
//! - A finished game is state 2 when borne off (the winner is the side with all 15 off), 3 when
//!   a resignation was accepted (with its level; the winner is the player to act) and 4 when a
//!   double was passed (the winner is the doubler, on roll); the score includes the game's
//!   points. The players on roll and to act are written as gnubg leaves them (see `encode`).
//! - A Position ID alone gives that position with White (the player on roll) about to roll, in a
//!   game with the given options; the start position alone gives a new match.
//! - Only positions the rules can hold are read: 15 checkers a side (counting the bar and those
//!   off), never both sides on a point, no side with all 15 off in a game still being played, a
//!   cube, score, Crawford game and pending double or resignation that play could reach.
//!
//! ```
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions};
//! use tabula::rules::Game;
//! let game = Backgammon::new(&BackgammonOptions::default());
//! assert!(game.encode().starts_with("4HPwATDgc/ABMA:"));
//! assert_eq!(Backgammon::decode(&game.encode(), &game.options()).unwrap(), game);
//! ```

use super::board::{Board, CHECKERS};
use super::cube::Cube;
use super::gnubg_id::{decode_match, decode_position, encode_match, encode_position, MatchId};
use super::id_checks::{self, BORNE_OFF, CUBE_PASSED, NO_GAME, PLAYING, RESIGNED};
use super::match_state::{GameResult, MatchState, Resignation, WinKind};
use super::{other, side, Backgammon, BackgammonOptions, BgMove, Phase};
use crate::rules::{DecodeError, Game, Seat};

/// The board in gnubg's layout from `on_roll`'s view: `[0]` the other player, `[1]` on roll.
fn oriented(board: &Board, on_roll: Seat) -> [[u8; 25]; 2] {
    let points = board.points();
    [points[1 - side(on_roll)], points[side(on_roll)]]
}

/// `PositionID:MatchID`, plus `:steps` mid-turn.
pub fn encode(game: &Backgammon) -> String {
    // A finished game is written as gnubg writes it: the loser on roll after the last checker
    // is borne off or a resignation accepted (the winner to act after a resignation), the
    // doubler on roll and the passer to act after a passed double.
    let (on_roll, state, decider) = match game.phase {
        // gnubg ignores a Match ID with no game: before the opening roll is written as
        // White to roll in the start position, which real play never shows (see `decode`).
        Phase::Opening => (Seat(0), PLAYING, None),
        Phase::GameOver(w) | Phase::MatchOver(w) => match game.last_result.map(|r| r.kind) {
            Some(WinKind::CubePassed) => (w, CUBE_PASSED, Some(other(w))),
            Some(WinKind::Resigned(_)) => (other(w), RESIGNED, Some(w)),
            _ => (other(w), BORNE_OFF, Some(other(w))),
        },
        Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Moving(s) | Phase::Doubled(s) => {
            (s, PLAYING, None)
        }
    };
    // The resignation field: a pending offer's level, or the level a finished game was
    // resigned at.
    let resignation = match (state, game.last_result.map(|r| r.kind)) {
        (RESIGNED, Some(WinKind::Resigned(level))) => Some(level),
        (PLAYING, _) => game.resignation.map(|(_, level)| level),
        _ => None,
    };
    let moving = matches!(game.phase, Phase::Moving(_));
    let board = if moving { game.turn_start } else { game.board };
    let decider = match (decider, game.resignation, game.phase) {
        (Some(decider), _, _) => decider,
        (None, Some((resigner, _)), _) => other(resigner),
        (None, None, Phase::Doubled(s)) => other(s),
        _ => on_roll,
    };
    let id = MatchId {
        cube: game.cube.value,
        cube_owner: game.cube.owner.map(|s| s.0),
        on_roll: on_roll.0,
        crawford: game.score.crawford_game,
        game_state: state,
        turn: decider.0,
        doubled: matches!(game.phase, Phase::Doubled(_)),
        resignation: resignation.map_or(0, |level| level.multiplier() as u8),
        // Kept the larger first, as gnubg writes them (the opening roll too).
        dice: game.dice.unwrap_or([0, 0]),
        match_length: game.score.length,
        score: game.score.score,
    };
    let mut code = format!(
        "{}:{}",
        encode_position(&oriented(&board, on_roll)),
        encode_match(&id)
    );
    if let Some(turn) = turn_so_far(game) {
        code.push(':');
        code.push_str(&turn);
    }
    code
}

/// The third part of a code: the moves of this turn that the IDs cannot show (the steps made
/// so far, or `Roll` chosen where a double was possible); `None` when there are none.
fn turn_so_far(game: &Backgammon) -> Option<String> {
    match game.phase {
        Phase::Moving(_) if !game.played.is_empty() => {
            let steps: Vec<String> = game
                .played
                .iter()
                .map(super::notation::step_notation)
                .collect();
            Some(steps.join(","))
        }
        Phase::Rolling(seat) if game.may_double(seat) => Some(game.notation(&BgMove::RollDice)),
        _ => None,
    }
}

/// Reads a share code (or a Position ID alone), checking the board and every field: only
/// positions the rules can hold are accepted (see [`super::id_checks`]).
pub fn decode(code: &str, options: &BackgammonOptions) -> Result<Backgammon, DecodeError> {
    let mut parts = code.trim().splitn(3, ':');
    let position = parts.next().unwrap_or("");
    let points = decode_position(position)?;
    let Some(match_id) = parts.next() else {
        return from_position_alone(points, options);
    };
    let id = decode_match(match_id)?;
    let on_roll = Seat(id.on_roll);
    let mut raw = [[0u8; 25]; 2];
    raw[side(on_roll)] = points[1];
    raw[1 - side(on_roll)] = points[0];
    let board = Board::from_points(raw);
    board.validate().map_err(DecodeError::new)?;
    id_checks::check_cube(&id, options)?;
    let mut game = with_match(board, &id, options)?;
    game.phase = match id.game_state {
        NO_GAME | PLAYING => playing_phase(&mut game, &id, options)?,
        _ => finished_phase(&mut game, &id)?,
    };
    if let Some(turn) = parts.next() {
        replay_turn(&mut game, turn)?;
    }
    if let Some(level) =
        Resignation::from_level(id.resignation).filter(|_| id.game_state == PLAYING)
    {
        offer_resignation(&mut game, &id, level)?;
    }
    Ok(game)
}

/// A Position ID without a Match ID: White on roll (before rolling) in a game with `options`.
/// A board where a side has borne off all 15 is a finished game, which needs the Match ID to
/// say how it was scored.
fn from_position_alone(
    points: [[u8; 25]; 2],
    options: &BackgammonOptions,
) -> Result<Backgammon, DecodeError> {
    let board = Board::from_points([points[1], points[0]]);
    board.validate().map_err(DecodeError::new)?;
    let mut game = Backgammon::start(options);
    if let Some(seat) = all_borne_off(&board) {
        return Err(DecodeError::new(format!(
            "{} has borne off all 15 checkers: that game is over, and a Position ID alone \
             describes a game being played (add the Match ID)",
            Backgammon::side_name(seat)
        )));
    }
    if board != Board::start() {
        game.board = board;
        game.turn_start = board;
        game.begin_turn(Seat(0));
    }
    Ok(game)
}

/// The side that has borne off all its checkers (never both: see [`Board::validate`]).
fn all_borne_off(board: &Board) -> Option<Seat> {
    [Seat(0), Seat(1)]
        .into_iter()
        .find(|&s| board.off(side(s)) == CHECKERS)
}

/// The game with the Match ID's cube and score (the Crawford state is set with the phase).
fn with_match(
    board: Board,
    id: &MatchId,
    options: &BackgammonOptions,
) -> Result<Backgammon, DecodeError> {
    let length = u8::try_from(id.match_length)
        .map_err(|_| DecodeError::new("Match ID: match length over 255"))?;
    let mut options = options.clone();
    options.match_length = length;
    let mut game = Backgammon::start(&options);
    game.score = MatchState {
        length: id.match_length,
        score: id.score,
        crawford_game: id.crawford,
        crawford_done: id.crawford,
    };
    game.cube = Cube {
        value: id.cube,
        owner: id.cube_owner.map(Seat),
    };
    game.board = board;
    game.turn_start = board;
    Ok(game)
}

/// The phase of a game being played (or about to open: game state 0 is read as the opening,
/// only where the code shows one, since it is written back as state 1).
fn playing_phase(
    game: &mut Backgammon,
    id: &MatchId,
    options: &BackgammonOptions,
) -> Result<Phase, DecodeError> {
    id_checks::check_score_in_play(id)?;
    game.score.crawford_done = id_checks::crawford_done(id, id.score)?;
    if let Some(seat) = all_borne_off(&game.board) {
        return Err(DecodeError::new(format!(
            "{} has borne off all 15 in a game still being played",
            Backgammon::side_name(seat)
        )));
    }
    let opening = game.board == Board::start() && game.cube == Cube::start(options.cube_keeper);
    let on_roll = Seat(id.on_roll);
    if id.game_state == NO_GAME {
        let quiet = id.dice == [0, 0] && !id.doubled && id.resignation == 0;
        if !(opening && quiet) {
            return Err(DecodeError::new(
                "Match ID: game state 0 (no game) only goes with the start position before \
                 the opening roll: no dice, no cube turned or offered, no resignation",
            ));
        }
        return Ok(Phase::Opening);
    }
    if id.doubled {
        id_checks::check_double(id, options.uncapped_cube)?;
        return Ok(Phase::Doubled(on_roll));
    }
    if id.dice != [0, 0] {
        // Kept the larger first, whichever order the code has them in.
        game.begin_moving(on_roll, id.dice);
    } else if opening {
        return Ok(Phase::Opening);
    } else {
        game.begin_turn(on_roll);
    }
    Ok(game.phase)
}

/// The phase of a finished game (state 2 borne off, 3 resigned, 4 double passed): the winner
/// and the points it scored, which the score must already include.
fn finished_phase(game: &mut Backgammon, id: &MatchId) -> Result<Phase, DecodeError> {
    if id.dice != [0, 0] || id.doubled {
        return Err(DecodeError::new(
            "Match ID: a finished game has no dice rolled and no double offered",
        ));
    }
    let borne_off = all_borne_off(&game.board);
    let resigned = Resignation::from_level(id.resignation);
    let (winner, kind) = match (id.game_state, borne_off, resigned) {
        (BORNE_OFF, Some(winner), None) => (
            winner,
            WinKind::borne_off(game.board.win_multiplier(side(winner))),
        ),
        // gnubg leaves the resigner on roll and hands the turn to the one who accepted; a
        // passed double leaves the doubler on roll and the turn with the one who passed.
        (RESIGNED, None, Some(level)) => (Seat(id.turn), WinKind::Resigned(level)),
        (CUBE_PASSED, None, None) => (Seat(id.on_roll), WinKind::CubePassed),
        _ => {
            return Err(DecodeError::new(
                "Match ID: the game is over, but not as the board and the fields say: won by \
                 bearing off all 15 (state 2), by an accepted resignation (3, with its level) \
                 or by a passed double (4)",
            ))
        }
    };
    let points = game.points_for(kind);
    let before = id_checks::score_before(id, winner, points)?;
    game.score.crawford_done = id_checks::crawford_done(id, before)?;
    game.last_result = Some(GameResult {
        winner,
        points,
        kind,
    });
    let s = game.score;
    let over = s.length == 0 || s.score.iter().any(|&x| x >= s.length);
    Ok(if over {
        Phase::MatchOver(winner)
    } else {
        Phase::GameOver(winner)
    })
}

/// A pending resignation: offered by the player who may resign in this phase.
fn offer_resignation(
    game: &mut Backgammon,
    id: &MatchId,
    level: Resignation,
) -> Result<(), DecodeError> {
    let resigner = id_checks::resigner(id)?;
    if game.may_resign() != Some(resigner) {
        return Err(DecodeError::new(format!(
            "Match ID: {} offers to resign where it is not that player's turn to decide \
             (the other player is moving, or the game has not begun)",
            Backgammon::side_name(resigner)
        )));
    }
    game.resignation = Some((resigner, level));
    Ok(())
}

/// Replays the moves of the turn listed after the IDs: checker steps after the dice
/// (`8/5,6/5`), or `Roll` where the player on roll could double.
fn replay_turn(game: &mut Backgammon, moves: &str) -> Result<(), DecodeError> {
    if !matches!(game.phase, Phase::Moving(_) | Phase::OnRoll(_)) {
        return Err(DecodeError::new(
            "moves of the turn are listed, but no dice are rolled and no roll is to be chosen",
        ));
    }
    for text in moves.split(',').filter(|s| !s.trim().is_empty()) {
        let mv = game
            .parse_move(text)
            .map_err(|e| DecodeError::new(format!("step {text}: {}", e.message)))?;
        // Only checker steps and the choice to roll belong here: the cube, the dice and
        // resignations are Match ID fields.
        if !matches!(mv, BgMove::Step { .. } | BgMove::RollDice) {
            return Err(DecodeError::new(format!(
                "step {text}: not a checker step or Roll"
            )));
        }
        game.apply(&mv);
    }
    Ok(())
}
