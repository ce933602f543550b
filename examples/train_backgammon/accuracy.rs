//! How well two networks foresee results: games are played by the two in turn (each against
//! itself, choosing at one ply), and at every position both networks' money equity for the side
//! on roll is compared with the points that side then won or lost. The mean squared error is
//! dominated by the dice, but both networks see the same positions, so the difference of the
//! two (with its 95% interval over games) shows which judges positions better even where their
//! games against each other come out even.

use tabula::ai::backgammon::encode::{encode, INPUTS};
use tabula::ai::backgammon::net::Net;
use tabula::games::backgammon::board::Board;
use tabula::rules::Rng;

use crate::{equity, play_game};

/// The two networks' mean squared equity errors over `games` games, and the difference.
pub fn compare(a: &Net, b: &Net, games: u64, seed: u64) -> String {
    let nets = [a, b];
    let mut x = [0.0; INPUTS];
    let (mut squared, mut positions) = ([0.0f64; 2], 0usize);
    let mut per_game = Vec::new();
    for g in 0..games {
        let mut rng = Rng::new(seed.wrapping_add(g));
        let policy = nets[(g % 2) as usize];
        let mut seen: Vec<(Board, usize)> = Vec::new();
        let (winner, multiplier, _) = play_game([policy, policy], &mut rng, |board, side, _| {
            seen.push((*board, side));
        });
        let mut difference = 0.0;
        for (board, side) in &seen {
            let sign = if *side == winner { 1.0 } else { -1.0 };
            let points = sign * f64::from(multiplier);
            encode(board, *side, &mut x);
            let errors = nets.map(|net| (f64::from(equity(&net.forward(&x))) - points).powi(2));
            squared[0] += errors[0];
            squared[1] += errors[1];
            difference += errors[0] - errors[1];
        }
        positions += seen.len();
        per_game.push(difference);
    }
    let n = positions.max(1) as f64;
    let count = per_game.len().max(1) as f64;
    let mean = per_game.iter().sum::<f64>() / count;
    let var = per_game.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / count;
    format!(
        "equity mean squared error {:.4} vs {:.4}, difference {:+.4} ± {:.4} ({positions} positions, {games} games)",
        squared[0] / n,
        squared[1] / n,
        (squared[0] - squared[1]) / n,
        1.96 * (var / count).sqrt() * count / n
    )
}
