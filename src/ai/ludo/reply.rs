//! The Ludo player behind [`crate::ai::think`]: a [`Choice`] made into the engine's [`Reply`],
//! with a [`Progress`] for each completed depth.

use super::{choose_with_progress, Choice, Plan};
use crate::ai::clock::Clock;
use crate::ai::reply::{Progress, Reply, ThinkError};
use crate::games::ludo::Ludo;
use crate::games::AnyMove;
use crate::rules::{Game, Turn};

/// Steps (the evaluation's unit) to the engine's hundredths.
fn score(steps: f32) -> i32 {
    (steps * 100.0).round() as i32
}

/// The move `think` answers for a Ludo position: an error when the game is over or the die is
/// to be thrown (the page throws it, then asks).
pub fn reply(
    game: &Ludo,
    plan: &Plan,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Reply, ThinkError> {
    if game.outcome().is_some() {
        return Err(ThinkError::GameOver);
    }
    if game.turn() == Turn::Chance {
        return Err(ThinkError::DieToThrow);
    }
    let start_ms = clock.now_ms();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut on_depth = |depth: &super::search::Depth| {
        let best = depth
            .scores
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(&a.0)));
        let (index, &steps) = best.unwrap_or((0, &0.0));
        progress(&Progress {
            depth: depth.depth,
            score: score(steps),
            nodes: depth.nodes,
            elapsed_ms: clock.now_ms() - start_ms,
            pv: moves
                .get(index)
                .map(|mv| game.notation(mv))
                .into_iter()
                .collect(),
        });
    };
    let Choice {
        best,
        score: steps,
        depth,
        nodes,
    } = choose_with_progress(game, plan, clock, &mut on_depth).ok_or(ThinkError::GameOver)?;
    let text = game.notation(&best);
    Ok(Reply {
        best: AnyMove::Ludo(best),
        notation: text.clone(),
        score: score(steps),
        depth,
        nodes,
        elapsed_ms: clock.now_ms() - start_ms,
        pv: vec![text.clone()],
        steps: vec![text],
        advice: None,
    })
}
