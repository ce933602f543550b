//! What a Match ID may say: the checks that keep a decoded code to a position the rules can
//! hold (the cube, the score against the match length, the Crawford game, a pending double or
//! resignation), each refusal naming what is wrong.
//!
//! ```
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions};
//! use tabula::rules::Game;
//! // A 13-point match "going on" at 14-0 is refused.
//! let error = Backgammon::decode("kVsAcQeKBzmATQ:sAGuAeAAAAAA", &BackgammonOptions::default());
//! assert!(error.unwrap_err().message.contains("match length"));
//! ```

use super::cube::{Cube, CUBE_CAP, CUBE_LIMIT};
use super::gnubg_id::MatchId;
use super::{other, Backgammon, BackgammonOptions};
use crate::rules::{DecodeError, Seat};

/// Game states of a Match ID.
pub(super) const NO_GAME: u8 = 0;
pub(super) const PLAYING: u8 = 1;
pub(super) const BORNE_OFF: u8 = 2;
pub(super) const RESIGNED: u8 = 3;
pub(super) const CUBE_PASSED: u8 = 4;

fn refuse<T>(message: impl Into<String>) -> Result<T, DecodeError> {
    Err(DecodeError::new(format!("Match ID: {}", message.into())))
}

/// "White" or "Black" for a Match ID's player number.
fn name(player: u8) -> &'static str {
    Backgammon::side_name(Seat(player))
}

/// The cube a Match ID may hold: a value the options allow, owned exactly when it has been
/// turned (a take hands it to the taker), and never turned where the cube is not used.
pub(super) fn check_cube(id: &MatchId, options: &BackgammonOptions) -> Result<(), DecodeError> {
    let limit = if options.uncapped_cube {
        CUBE_LIMIT
    } else {
        CUBE_CAP
    };
    if id.cube > limit {
        return refuse(format!(
            "the cube at {} is over its highest value {limit}",
            id.cube
        ));
    }
    let keeper = options.cube_keeper.map(|k| k.0);
    match (id.cube, id.cube_owner) {
        // Under the kept-cube handicap the cube is the keeper's at every value.
        (_, owner) if keeper.is_some() && owner != keeper => {
            return refuse("the cube is kept by one player, and this code gives it elsewhere")
        }
        _ if keeper.is_some() => {}
        (1, Some(owner)) => {
            return refuse(format!(
                "{} owns a cube at 1, but only a taken double gives the cube an owner",
                name(owner)
            ))
        }
        (value, None) if value > 1 => {
            return refuse(format!(
                "the cube at {value} is in the middle, but a taken double gives it to the taker"
            ))
        }
        _ => {}
    }
    if id.cube > 1 && id.match_length == 1 {
        return refuse("the cube is turned in a 1-point match, which has no cube");
    }
    if id.cube > 1 && id.crawford {
        return refuse("the cube is turned in the Crawford game, which has no cube");
    }
    Ok(())
}

/// Whether a score stands one point short of the match (the Crawford game's trigger).
fn at_match_point(length: u32, score: [u32; 2]) -> bool {
    length > 1 && score.contains(&(length - 1))
}

/// The Crawford flag needs a match where exactly one player stands one point short (`score`
/// is the score the game started at); returns whether the Crawford game has been played or is
/// being played (later games then have the cube).
pub(super) fn crawford_done(id: &MatchId, score: [u32; 2]) -> Result<bool, DecodeError> {
    let short = score.iter().filter(|&&s| s + 1 == id.match_length).count();
    if id.crawford && (id.match_length < 2 || short != 1) {
        return refuse(format!(
            "the Crawford game is played only when one player is a point short of the match, \
             not at {}-{} in a match to {}",
            score[0], score[1], id.match_length
        ));
    }
    Ok(id.crawford || at_match_point(id.match_length, score))
}

/// With a game to be played, no one may have reached the match length already.
pub(super) fn check_score_in_play(id: &MatchId) -> Result<(), DecodeError> {
    if id.match_length > 0 && id.score.iter().any(|&s| s >= id.match_length) {
        return refuse(format!(
            "the score {}-{} has reached the match length {} with a game still going on",
            id.score[0], id.score[1], id.match_length
        ));
    }
    Ok(())
}

/// The score before a finished game, when the score after it includes the winner's `points`
/// and the game was one the match still needed.
pub(super) fn score_before(
    id: &MatchId,
    winner: Seat,
    points: u32,
) -> Result<[u32; 2], DecodeError> {
    let mut before = id.score;
    let (won, lost) = (usize::from(winner.0), usize::from(other(winner).0));
    if id.match_length == 0 {
        return Ok(before);
    }
    let Some(earlier) = before[won].checked_sub(points) else {
        return refuse(format!(
            "{} won {points} point{} but has only {}",
            name(winner.0),
            if points == 1 { "" } else { "s" },
            before[won]
        ));
    };
    before[won] = earlier;
    if before[won] >= id.match_length || before[lost] >= id.match_length {
        return refuse(format!(
            "the score {}-{} had reached the match length {} before this game",
            before[0], before[1], id.match_length
        ));
    }
    Ok(before)
}

/// A pending double: before the roll, by a player who may turn the cube in this game.
pub(super) fn check_double(id: &MatchId, uncapped: bool) -> Result<(), DecodeError> {
    let doubler = name(id.on_roll);
    if id.dice != [0, 0] {
        return refuse("a double is offered after the dice are rolled; it comes before the roll");
    }
    if id.match_length == 1 {
        return refuse("a double is offered in a 1-point match, which has no cube");
    }
    if id.crawford {
        return refuse("a double is offered in the Crawford game, which has no cube");
    }
    // The doubler's opponent answers, unless that opponent has offered to resign meanwhile
    // (then the doubler answers that first: see `resigner`).
    if id.turn == id.on_roll && id.resignation == 0 {
        // gnubg's money sessions allow beavers: the taker redoubles at once, keeping the cube,
        // and the doubler answers.
        if id.match_length == 0 && id.cube_owner == Some(other(Seat(id.on_roll)).0) {
            return refuse(format!(
                "{} beavered {doubler}'s double (took it and redoubled at once, keeping the cube): \
                 Tabula's backgammon has no beavers",
                name(other(Seat(id.on_roll)).0)
            ));
        }
        return refuse(format!("{doubler} doubles and is also the one to answer"));
    }
    let cube = Cube {
        value: id.cube,
        owner: id.cube_owner.map(Seat),
    };
    if !cube.may_double(Seat(id.on_roll), !uncapped) {
        return match id.cube_owner {
            Some(owner) if owner != id.on_roll => refuse(format!(
                "{doubler} doubles while {} owns the cube",
                name(owner)
            )),
            _ => refuse(format!(
                "{doubler} doubles the cube at {}, its highest value",
                id.cube
            )),
        };
    }
    Ok(())
}

/// The player offering a pending resignation: the player to move (the one answering a double
/// when one is offered), with the other player to answer.
pub(super) fn resigner(id: &MatchId) -> Result<Seat, DecodeError> {
    let on_roll = Seat(id.on_roll);
    let resigner = if id.doubled { other(on_roll) } else { on_roll };
    if id.turn == resigner.0 {
        return refuse(format!(
            "{} resigns and is also the one to answer",
            name(resigner.0)
        ));
    }
    Ok(resigner)
}
