//! How strong the Ludo computer player is (issue 13): a level in four-player games against three
//! random players and against three greedy ones, the level's seat rotating game by game, on
//! every core. A game is won by the first to bring all four pieces home; the places after are
//! not played out. Prints each win share with its 95% confidence interval (normal
//! approximation) beside the 25% that chance gives, and the time taken.
//!
//! ```text
//! cargo run --release --example ludo_strength -- [games] [level]     # 10000 games, level 6
//! cargo run --release --example ludo_strength -- <games> <level> ladder
//! ```
//!
//! `ladder` plays the level against three of the level below instead (issue 27, 3: each level
//! should beat the one below; 25% is an even share).
//!
//! The opponents:
//! - *random* picks uniformly among the legal moves;
//! - *greedy*, as the issue defines it: takes a knock-out if it can, else leaves the base, else
//!   moves its leading piece (the most advanced piece that can move, even when the throw is too
//!   high and bounces it back from the finish);
//! - *careful greedy*, a stronger reading printed as well: the same, but its leading piece is
//!   the most advanced one the throw brings forward, so it never bounces while another piece
//!   can move on.
//!
//! Among several knock-outs the greedy players take the one of their most advanced piece; among
//! entries the first the rules list (two pieces in on a 6).

use std::time::Instant;

use tabula::ai::ludo::{choose, Plan};
use tabula::ai::{ManualClock, FIRST_LEVEL, MASTER, TOP_LEVEL};
use tabula::games::ludo::board::FINISH;
use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
use tabula::rules::{Game, Rng, Seat, Turn};

/// Who chooses the moves on one seat.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Random,
    Greedy,
    CarefulGreedy,
    Level(u8),
}

/// More plies than any game needs (a four-player game takes a few hundred throws and moves).
const MAX_PLIES: usize = 20_000;

fn pick(player: Player, game: &Ludo, rng: &mut Rng, seed: u64) -> LudoMove {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    match player {
        Player::Random => *rng.pick(&moves).unwrap_or(&LudoMove::Pass),
        Player::Greedy => greedy(game, &moves, false),
        Player::CarefulGreedy => greedy(game, &moves, true),
        Player::Level(level) => Plan::level(level, seed)
            .and_then(|plan| choose(game, &plan, &ManualClock::default()))
            .map_or(LudoMove::Pass, |choice| choice.best),
    }
}

/// The greedy players' move (see the module docs); `careful` avoids bouncing.
fn greedy(game: &Ludo, moves: &[LudoMove], careful: bool) -> LudoMove {
    let seat = game.turn().seat().unwrap_or(Seat(0));
    let progress = game.progress(seat);
    let die = game.die().unwrap_or(0);
    // Where each move starts (entries from the base, 0) and whether it moves forward.
    let start = |mv: &LudoMove| match mv {
        LudoMove::Advance { piece } => progress[usize::from(*piece)],
        _ => 0,
    };
    let forward = |mv: &LudoMove| start(mv) + die <= FINISH;
    let knocks = |mv: &LudoMove| game.gesture(mv).is_some_and(|g| !g.captured.is_empty());
    let enters = |mv: &LudoMove| {
        matches!(
            mv,
            LudoMove::Enter | LudoMove::EnterTwo | LudoMove::EnterSix
        )
    };
    // The wanted move of the most advanced piece; the first listed among equals.
    let leading = |wanted: &dyn Fn(&LudoMove) -> bool| {
        moves
            .iter()
            .filter(|mv| wanted(mv))
            .fold(None, |best: Option<&LudoMove>, mv| match best {
                Some(b) if start(b) >= start(mv) => Some(b),
                _ => Some(mv),
            })
            .copied()
    };
    leading(&knocks)
        .or_else(|| leading(&enters))
        .or_else(|| careful.then(|| leading(&forward)).flatten())
        .or_else(|| leading(&|_| true))
        .unwrap_or(LudoMove::Pass)
}

/// Plays one game to its first finisher; `None` if it ran past `MAX_PLIES`.
fn first_home(seats: &[Player; 4], seed: u64) -> Option<Seat> {
    let mut game = Ludo::new(&LudoOptions::default());
    let mut rng = Rng::new(seed);
    for ply in 0..MAX_PLIES {
        if let Some(&first) = game.ranking().first() {
            return Some(first);
        }
        let mv = match game.turn() {
            Turn::Chance => {
                let mut throws = Vec::new();
                game.chance_outcomes(&mut throws);
                rng.pick(&throws).map_or(LudoMove::Pass, |t| t.0)
            }
            Turn::Player(seat) => {
                let player = seats[usize::from(seat.0)];
                pick(player, &game, &mut rng, seed ^ ply as u64)
            }
        };
        game.apply(&mv);
    }
    None
}

/// The level's wins and the unfinished games over `games` games against three `rival`s, the
/// level's seat rotating.
fn wins(level: u8, rival: Player, games: u64) -> (u64, u64) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let (mut won, mut unfinished) = (0, 0);
                    for g in (t..games).step_by(threads as usize) {
                        let hero = (g % 4) as usize;
                        let mut seats = [rival; 4];
                        seats[hero] = Player::Level(level);
                        match first_home(&seats, 0x4C55_444F_0000 + g) {
                            Some(seat) if usize::from(seat.0) == hero => won += 1,
                            Some(_) => {}
                            None => unfinished += 1,
                        }
                    }
                    (won, unfinished)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a benchmark thread"))
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    })
}

/// Plays the games and prints the share won, its interval and how it stands to the goal.
fn report(level: u8, rival: (&str, Player), games: u64, goal: Option<f64>) {
    let clock = Instant::now();
    let (won, unfinished) = wins(level, rival.1, games);
    let share = won as f64 / games as f64;
    let half = 1.96 * (share * (1.0 - share) / games as f64).sqrt();
    let verdict = match goal {
        Some(goal) if share - half >= goal => format!("; goal {:.0}%: met", goal * 100.0),
        Some(goal) if share >= goal => {
            format!(
                "; goal {:.0}%: met, the interval reaches below",
                goal * 100.0
            )
        }
        Some(goal) => format!("; goal {:.0}%: missed", goal * 100.0),
        None => String::new(),
    };
    let unfinished = match unfinished {
        0 => String::new(),
        n => format!(", {n} games unfinished"),
    };
    println!(
        "level {level} against three {}: won {won} of {games}, {:.1}% ± {:.1}% (95% interval \
         {:.1}% to {:.1}%; chance 25%{verdict}) in {:.0} s{unfinished}",
        rival.0,
        share * 100.0,
        half * 100.0,
        (share - half) * 100.0,
        (share + half) * 100.0,
        clock.elapsed().as_secs_f64(),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| match args.get(i) {
        None => Some(default),
        Some(text) => text.parse::<u64>().ok(),
    };
    let (Some(games @ 1..), Some(level)) = (number(0, 10_000), number(1, u64::from(MASTER))) else {
        eprintln!("usage: ludo_strength [games] [level {FIRST_LEVEL}-{TOP_LEVEL}]");
        std::process::exit(2);
    };
    let level = level.min(u64::from(TOP_LEVEL)) as u8;
    if args.get(2).map(String::as_str) == Some("ladder") {
        let below = level.saturating_sub(1);
        let name = format!("level {below} players");
        report(level, (&name, Player::Level(below)), games, None);
        return;
    }
    report(level, ("random players", Player::Random), games, Some(0.85));
    report(level, ("greedy players", Player::Greedy), games, Some(0.40));
    let careful = ("careful greedy players", Player::CarefulGreedy);
    report(level, careful, games, None);
}
