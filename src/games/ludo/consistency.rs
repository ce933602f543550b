//! Whether a decoded position is one the rules can hold (issue 11: decoders accept only such
//! positions), so that every accepted code can be played on and encodes back to itself.
//!
//! - no track field holds two colours (landing knocks the others out);
//! - a player who left has no pieces on the board and never finished;
//! - while the game goes on, the ranking lists exactly the finished players and at least two
//!   players are racing; the player on turn is one of them;
//! - once over, one player is racing and the ranking is the finishers, that player, then the
//!   leavers, latest first;
//! - while the start is thrown for, no piece has moved and nobody has finished; the contest
//!   has at least two contenders, all racing, who throw in seat order; the die shows the last
//!   throw of the round;
//! - the die is missing only before the first throw (a game can end there, all but one
//!   leaving).

use super::board::track_field;
use super::{Ludo, Phase};
use crate::rules::{DecodeError, Seat};

/// Checks a decoded position; the error names the first rule it breaks.
pub(crate) fn check(game: &Ludo) -> Result<(), DecodeError> {
    check_fields(game)?;
    check_leavers(game)?;
    check_ranking(game)?;
    match game.phase {
        Phase::StartRolls { contenders, rolls } => check_start(game, contenders, rolls),
        Phase::Rolling(seat) | Phase::Moving(seat, _) => {
            if game.ranking.contains(&seat) {
                return Err(DecodeError::new("the player on turn has already finished"));
            }
            if game.left.contains(&seat) {
                return Err(DecodeError::new("the player on turn has left the race"));
            }
            require_die(game)
        }
        // Everyone but one may leave before the first throw.
        Phase::Over if game.progress.iter().flatten().all(|&r| r == 0) => Ok(()),
        Phase::Over => require_die(game),
    }
}

fn require_die(game: &Ludo) -> Result<(), DecodeError> {
    match game.die {
        Some(_) => Ok(()),
        None => Err(DecodeError::new(
            "the die is missing, but the start has been thrown for",
        )),
    }
}

fn check_fields(game: &Ludo) -> Result<(), DecodeError> {
    let mut owner = [None; 40];
    for seat in game.seats() {
        for r in game.progress(seat) {
            if let Some(field) = track_field(game.colour(seat), r) {
                match owner[usize::from(field)] {
                    Some(other) if other != seat => {
                        return Err(DecodeError::new(format!("two colours share field {field}")))
                    }
                    _ => owner[usize::from(field)] = Some(seat),
                }
            }
        }
    }
    Ok(())
}

fn check_leavers(game: &Ludo) -> Result<(), DecodeError> {
    for &seat in &game.left {
        if game.progress(seat) != [0; 4] {
            return Err(DecodeError::new(format!(
                "{} left the race but still has pieces on the board",
                game.side_name(seat)
            )));
        }
    }
    Ok(())
}

/// The ranking against the finished players, the leavers and the phase.
fn check_ranking(game: &Ludo) -> Result<(), DecodeError> {
    let n = game.colours.len();
    let finished: Vec<Seat> = game.seats().filter(|&s| game.is_finished(s)).collect();
    let racing = n.saturating_sub(finished.len() + game.left.len());
    let mismatch = || DecodeError::new("the ranking does not match the finished players");
    if game.phase != Phase::Over {
        let listed_finished = game.ranking.iter().all(|s| finished.contains(s));
        if game.ranking.len() != finished.len() || !listed_finished {
            return Err(mismatch());
        }
        if racing < 2 {
            return Err(DecodeError::new(
                "the game should be over: fewer than two players race",
            ));
        }
        return Ok(());
    }
    if racing != 1 || game.ranking.len() != n {
        return Err(DecodeError::new(
            "a game over needs exactly one player left racing and all ranked",
        ));
    }
    let f = finished.len();
    let (finishers, rest) = game.ranking.split_at(f);
    if !finishers.iter().all(|s| finished.contains(s)) {
        return Err(mismatch());
    }
    let latest_first: Vec<Seat> = game.left.iter().rev().copied().collect();
    if rest.get(1..) != Some(&latest_first[..]) {
        return Err(DecodeError::new(
            "the ranking must end with the players who left, latest first",
        ));
    }
    Ok(())
}

fn check_start(game: &Ludo, contenders: u8, rolls: [u8; 4]) -> Result<(), DecodeError> {
    if game.progress.iter().flatten().any(|&r| r != 0) {
        return Err(DecodeError::new(
            "pieces have moved before the start was decided",
        ));
    }
    if !game.ranking.is_empty() {
        return Err(DecodeError::new(
            "a player has finished before the start was decided",
        ));
    }
    if contenders.count_ones() < 2 {
        return Err(DecodeError::new(
            "the start is thrown for by at least two players",
        ));
    }
    if game.left.iter().any(|s| contenders & (1 << s.0) != 0) {
        return Err(DecodeError::new(
            "a player who left cannot throw for the start",
        ));
    }
    // Contenders throw in seat order: once one has yet to throw, so have all after it.
    let contending: Vec<u8> = (0..4usize)
        .filter(|&s| contenders & (1 << s) != 0)
        .map(|s| rolls[s])
        .collect();
    let thrown = contending.iter().take_while(|&&d| d != 0).count();
    if contending[thrown..].iter().any(|&d| d != 0) {
        return Err(DecodeError::new("the start throws go in seat order"));
    }
    if thrown == contending.len() {
        return Err(DecodeError::new("no player is left to throw for the start"));
    }
    match (thrown.checked_sub(1).map(|i| contending[i]), game.die) {
        (Some(last), die) if die != Some(last) => Err(DecodeError::new(
            "the die must show the last throw for the start",
        )),
        // Before any throw the contest holds every player still racing.
        (None, None) if contenders.count_ones() as usize != game.racers().len() => Err(
            DecodeError::new("a tie for the start needs the die of the last throw"),
        ),
        _ => Ok(()),
    }
}
