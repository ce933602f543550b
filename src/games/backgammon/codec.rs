//! The share code: gnubg's `PositionID:MatchID` (see [`super::gnubg_id`]), in gnubg's own
//! base64 alphabet (reading also takes `-` and `_` for `+` and `/`). White is gnubg's player 0.
//!
//! - Mid-turn, the IDs show the turn's start with its dice (gnubg has no half-played turns) and
//!   a third part lists the steps made so far: `…:…:8/5,6/5`.
//! - Before a game's opening roll: the start position, White on roll, no dice, the cube in the
//!   middle (a state real play never reaches: the first turn has the opening dice); reading also
//!   takes game state 0 ("no game") as the opening.
//! - A player who chose to roll (before chance rolls) reads back as still choosing: gnubg
//!   has no such state.
//! - A finished game is state 2 (4 when a double was passed), with the winner on roll.
//! - A Position ID alone gives that position with White (the player on roll) about to roll, in a
//!   game with the given options; the start position alone gives a new match.
//!
//! ```
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions};
//! use tabula::rules::Game;
//! let game = Backgammon::new(&BackgammonOptions::default());
//! assert!(game.encode().starts_with("4HPwATDgc/ABMA:"));
//! assert_eq!(Backgammon::decode(&game.encode(), &game.options()).unwrap(), game);
//! ```

use super::board::Board;
use super::cube::{Cube, CUBE_LIMIT};
use super::gnubg_id::{decode_match, decode_position, encode_match, encode_position, MatchId};
use super::match_state::{GameResult, MatchState, WinKind};
use super::{other, side, Backgammon, BackgammonOptions, Phase};
use crate::rules::{DecodeError, Game, Seat};

/// The board in gnubg's layout from `on_roll`'s view: `[0]` the other player, `[1]` on roll.
fn oriented(board: &Board, on_roll: Seat) -> [[u8; 25]; 2] {
    let points = board.points();
    [points[1 - side(on_roll)], points[side(on_roll)]]
}

/// `PositionID:MatchID`, plus `:steps` mid-turn.
pub fn encode(game: &Backgammon) -> String {
    let (on_roll, state) = match game.phase {
        // gnubg ignores a Match ID with no game: before the opening roll is written as
        // White to roll in the start position, which real play never shows (see `decode`).
        Phase::Opening => (Seat(0), 1),
        Phase::GameOver(w) | Phase::MatchOver(w) => {
            let passed = game
                .last_result
                .is_some_and(|r| r.kind == WinKind::CubePassed);
            (w, if passed { 4 } else { 2 })
        }
        Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Moving(s) | Phase::Doubled(s) => (s, 1),
    };
    let moving = matches!(game.phase, Phase::Moving(_));
    let board = if moving { game.turn_start } else { game.board };
    let decider = match game.phase {
        Phase::Doubled(s) => other(s),
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
        resignation: 0,
        // gnubg writes the larger die first, the opening roll too.
        dice: match game.dice {
            Some([a, b]) if moving => [a.max(b), a.min(b)],
            _ => [0, 0],
        },
        match_length: game.score.length,
        score: game.score.score,
    };
    let mut code = format!(
        "{}:{}",
        encode_position(&oriented(&board, on_roll)),
        encode_match(&id)
    );
    if moving && !game.played.is_empty() {
        let steps: Vec<String> = game
            .played
            .iter()
            .map(super::notation::step_notation)
            .collect();
        code.push(':');
        code.push_str(&steps.join(","));
    }
    code
}

/// Reads a share code (or a Position ID alone), checking the board and every field.
pub fn decode(code: &str, options: &BackgammonOptions) -> Result<Backgammon, DecodeError> {
    let mut parts = code.trim().splitn(3, ':');
    let position = parts.next().unwrap_or("");
    let points = decode_position(position)?;
    let Some(match_id) = parts.next() else {
        return Ok(from_position_alone(points, options));
    };
    let id = decode_match(match_id)?;
    let on_roll = Seat(id.on_roll);
    let mut raw = [[0u8; 25]; 2];
    raw[side(on_roll)] = points[1];
    raw[1 - side(on_roll)] = points[0];
    let board = Board::from_points(raw);
    board.validate().map_err(DecodeError::new)?;
    let mut game = with_match(board, &id, options)?;
    game.phase = phase_of(&mut game, &id)?;
    if let Some(steps) = parts.next() {
        replay_steps(&mut game, steps)?;
    }
    Ok(game)
}

/// A Position ID without a Match ID: White on roll (before rolling) in a game with `options`.
fn from_position_alone(points: [[u8; 25]; 2], options: &BackgammonOptions) -> Backgammon {
    let board = Board::from_points([points[1], points[0]]);
    let mut game = Backgammon::start(options);
    if board != Board::start() {
        game.board = board;
        game.turn_start = board;
        game.begin_turn(Seat(0));
    }
    game
}

/// The game with the Match ID's cube, score and Crawford state.
fn with_match(
    board: Board,
    id: &MatchId,
    options: &BackgammonOptions,
) -> Result<Backgammon, DecodeError> {
    let length = u8::try_from(id.match_length)
        .map_err(|_| DecodeError::new("Match ID: match length over 255"))?;
    if id.cube > CUBE_LIMIT || (id.cube > 64 && !options.uncapped_cube) {
        return Err(DecodeError::new("Match ID: cube value over 64"));
    }
    let mut options = options.clone();
    options.match_length = length;
    let mut game = Backgammon::start(&options);
    let at_point = id.match_length > 1 && id.score.contains(&(id.match_length - 1));
    game.score = MatchState {
        length: id.match_length,
        score: id.score,
        crawford_game: id.crawford,
        crawford_done: id.crawford || at_point,
        game_number: 1,
    };
    game.cube = Cube {
        value: id.cube,
        owner: id.cube_owner.map(Seat),
    };
    game.board = board;
    game.turn_start = board;
    Ok(game)
}

/// The phase a Match ID describes (setting the dice when rolled).
fn phase_of(game: &mut Backgammon, id: &MatchId) -> Result<Phase, DecodeError> {
    let on_roll = Seat(id.on_roll);
    let all_off = [0, 1].into_iter().find(|&s| game.board.off(s) == 15);
    match (id.game_state, all_off) {
        (0, _) => Ok(Phase::Opening),
        (1, Some(_)) => Err(DecodeError::new(
            "a player has borne off all 15 in a game still being played",
        )),
        (1, None) if id.doubled => Ok(Phase::Doubled(on_roll)),
        (1, None) if id.dice != [0, 0] => {
            game.begin_moving(on_roll, id.dice);
            Ok(game.phase)
        }
        (1, None) if game.board == Board::start() && game.cube == Cube::default() => {
            Ok(Phase::Opening)
        }
        (1, None) => {
            game.begin_turn(on_roll);
            Ok(game.phase)
        }
        (_, winner) => {
            let winner = winner.map_or(on_roll, |s| Seat(s as u8));
            let kind = match all_off {
                Some(w) if id.game_state != 4 => match game.board.win_multiplier(w) {
                    1 => WinKind::Single,
                    2 => WinKind::Gammon,
                    _ => WinKind::Backgammon,
                },
                _ => WinKind::CubePassed,
            };
            let multiplier = match kind {
                WinKind::Gammon => 2,
                WinKind::Backgammon => 3,
                _ => 1,
            };
            game.last_result = Some(GameResult {
                winner,
                points: game.cube.value * multiplier,
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
    }
}

/// Replays the steps listed after the IDs (`8/5,6/5`).
fn replay_steps(game: &mut Backgammon, steps: &str) -> Result<(), DecodeError> {
    if !matches!(game.phase, Phase::Moving(_)) {
        return Err(DecodeError::new("steps are listed but no dice are rolled"));
    }
    for text in steps.split(',').filter(|s| !s.trim().is_empty()) {
        let mv = game
            .parse_move(text)
            .map_err(|e| DecodeError::new(format!("step {text}: {}", e.message)))?;
        game.apply(&mv);
    }
    Ok(())
}
