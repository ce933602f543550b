//! What the cube decision reads for a position: our chances (0-ply, one roll deeper as level 6
//! reads them) and the three cubeful equities, for comparison with gnubg's `hint`.
//!
//! ```text
//! cargo run --release --example bg_cube_probe -- <PositionID:MatchID>... [--jacoby]
//! ```

use tabula::ai::backgammon::cube::{decide, decide_deeper, CubeState};
use tabula::ai::backgammon::eval::evaluate;
use tabula::ai::backgammon::play::one_roll_deeper;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, Phase};
use tabula::rules::Game;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let jacoby = args.iter().any(|a| a == "--jacoby");
    let options = BackgammonOptions {
        jacoby,
        ..BackgammonOptions::default()
    };
    for code in args.iter().filter(|a| !a.starts_with("--")) {
        let game = match Backgammon::decode(code, &options) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("{code}: {e}");
                continue;
            }
        };
        let seat = match game.phase() {
            Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Doubled(s) | Phase::Moving(s) => s,
            _ => continue,
        };
        let side = usize::from(seat.0.min(1));
        let state = CubeState::of_game(&game, seat);
        println!(
            "{code} (jacoby {jacoby}, efficiency {:.2})",
            state.efficiency
        );
        for (name, c) in [
            ("0-ply", evaluate(game.board(), side)),
            ("1-roll", one_roll_deeper(game.board(), 1 - side).flip()),
        ] {
            let d = decide(&c, &state);
            println!(
                "  {name:6} {:.3} {:.3} {:.3} - {:.3} {:.3} {:.3}  ND {:+.3} DT {:+.3} DP {:+.3}: {}",
                c.win,
                c.win_gammon,
                c.win_backgammon,
                1.0 - c.win,
                c.lose_gammon,
                c.lose_backgammon,
                d.no_double,
                d.double_take,
                d.double_pass,
                d.advice()
            );
        }
        for plies in 1..=2 {
            if let Some((_, d)) = decide_deeper(&game, plies) {
                println!(
                    "  {plies}-roll cubeful:  ND {:+.5} DT {:+.5} DP {:+.5}: {}",
                    d.no_double,
                    d.double_take,
                    d.double_pass,
                    d.advice()
                );
            }
        }
    }
}
