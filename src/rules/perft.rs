//! Perft: counting the leaves of the move tree, the standard check of a move generator.
//! Chance nodes count each outcome as a branch.

use super::game::Game;

/// The number of move sequences of `depth` plies; positions that end early add nothing.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = branches(game);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            next.apply(mv);
            perft(&next, depth - 1)
        })
        .sum()
}

/// Perft split by first move: each move's notation with its count.
pub fn divide<G: Game>(game: &G, depth: u32) -> Vec<(String, u64)> {
    branches(game)
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            next.apply(mv);
            (game.notation(mv), perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}

fn branches<G: Game>(game: &G) -> Vec<G::Move> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    game.next_moves()
}
