//! Reading a game back through the rules, as every format's reader does: a bare position code,
//! the moves replayed one by one (an error names the line and the move), a `FEN` tag's start,
//! and the written result checked against the game the moves make.

use super::error::ImportError;
use super::file::Imported;
use crate::games::{AnyGame, GameKind};
use crate::rules::{Game, Outcome, Record, RecordEnd, Seat};

/// A position code alone: a game with no moves yet, or the decoder's reason it is none.
pub(super) fn bare_code(kind: GameKind, text: &str) -> Result<Imported, String> {
    let game = AnyGame::decode(text, &kind.default_options()).map_err(|e| e.to_string())?;
    Ok(Imported {
        record: Record::new(game),
        tags: Vec::new(),
    })
}

/// Plays moves written in notation from `start`; an error names the line and the move.
pub(super) fn replay(
    start: AnyGame,
    moves: &[(String, usize)],
) -> Result<Record<AnyGame>, ImportError> {
    let mut record = Record::new(start);
    for (index, (text, line)) in moves.iter().enumerate() {
        let refused = |why: &str| ImportError::IllegalMove {
            line: *line,
            text: text.clone(),
            detail: format!("line {line}, move {} \"{text}\": {why}", index + 1),
        };
        let mv = record
            .current()
            .parse_move(text)
            .map_err(|e| refused(&e.message))?;
        record.play(&mv).map_err(|e| refused(&e.reason))?;
    }
    Ok(record)
}

/// The start position of a record's `FEN` tag.
pub(super) fn start_from_tag(kind: GameKind, code: &str) -> Result<AnyGame, ImportError> {
    AnyGame::decode(code.trim(), &kind.default_options()).map_err(|e| ImportError::BadStart {
        why: e.to_string(),
        from_tag: true,
    })
}

/// What a result token says: who won, a draw, or nothing yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Claimed {
    Win(Seat),
    Draw,
    Open,
}

/// Checks a written result against the replayed game: on a finished game it must agree; on an
/// unfinished one a win is the loser's resignation and a draw an agreed one.
pub(super) fn settle(
    record: &mut Record<AnyGame>,
    claimed: Claimed,
    token: &str,
) -> Result<(), ImportError> {
    let disagree = |ended_otherwise| ImportError::ResultMismatch {
        token: token.to_string(),
        ended_otherwise,
    };
    match (record.verdict(), claimed) {
        (_, Claimed::Open) => Ok(()),
        (Some(verdict), Claimed::Win(seat)) if verdict.outcome == Outcome::Win(seat) => Ok(()),
        (Some(verdict), Claimed::Draw) if verdict.outcome == Outcome::Draw => Ok(()),
        (Some(_), _) => Err(disagree(true)),
        (None, Claimed::Win(seat)) if record.current().num_players() == 2 => {
            record.declare(RecordEnd::Resigned(Seat(1 - seat.0.min(1))));
            Ok(())
        }
        (None, Claimed::Draw) if record.current().draws_by_agreement() => {
            record.declare(RecordEnd::DrawAgreed);
            Ok(())
        }
        (None, _) => Err(disagree(false)),
    }
}
