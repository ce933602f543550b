//! Positions for checking backgammon's legal plays against GNU Backgammon: plays seeded random
//! games and prints, for each turn start with the dice rolled, the gnubg-style code and every
//! whole legal play, `code<TAB>play;play;...`. scripts/gnubg-oracle.py feeds these to gnubg.
//! Run: `cargo run --release --example backgammon_positions -- <positions> <seed>`.

use tabula::games::backgammon::{Backgammon, BackgammonOptions, Phase};
use tabula::rules::{Game, Rng};

fn main() {
    let mut args = std::env::args().skip(1);
    let wanted: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut printed = 0;
    while printed < wanted {
        let mut game = Backgammon::new(&BackgammonOptions::default());
        for _ in 0..2000 {
            if game.outcome().is_some() || printed >= wanted {
                break;
            }
            let turn_start =
                matches!(game.phase(), Phase::Moving(_)) && game.steps_played().is_empty();
            // Every other turn start, so one game gives positions from all its stages.
            if turn_start && rng.below(2) == 0 {
                let plays: Vec<String> = game.whole_plays().into_iter().map(|(_, t)| t).collect();
                println!("{}\t{}", game.encode(), plays.join(";"));
                printed += 1;
            }
            let moves = game.next_moves();
            let Some(mv) = rng.pick(&moves) else { break };
            game.apply(&mv.clone());
        }
    }
}
