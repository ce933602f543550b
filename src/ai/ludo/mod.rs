//! The Ludo computer player: a heuristic evaluation of every seat's chances ([`eval`], with the
//! danger of being knocked out from [`danger`]) and an expectimax over the die ([`search`]),
//! looking one or two decisions ahead by level (see [`crate::ai::levels`]). Weak levels see
//! only the position their move leaves, misjudge it (noise, the same for the same position and
//! seed) and now and then play a close second choice; they never move at random. The player
//! chooses among the moves of a thrown die: the throws themselves are chance's, and the page
//! throws them ([`reply`] answers [`crate::ai::think`] with an error until then).
//!
//! Measured with `examples/ludo_strength.rs` (four-player games, the level's seat rotated, the
//! first home wins; 95% intervals): level 6 won 85.7% ± 0.7% of 10,000 games against three
//! random players and 49.6% ± 1.0% against three greedy ones (knock out, else enter, else move
//! the leading piece), 38.1% ± 1.0% against greedy players that never bounce while another
//! piece can move on; chance gives 25%. Each level beat three of the level below it (4,000
//! games: level 2 37.8%, 3 30.9%, 4 27.2%; level 6 against level 4, 8,000 games: 26.0% ±
//! 1.0%): the look-ahead over the die adds little to the danger the evaluation already weighs.
//!
//! ```
//! use tabula::ai::ludo::{choose, Plan};
//! use tabula::ai::ManualClock;
//! use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
//! use tabula::rules::Game;
//! // Red threw a 4: its piece on its field 6 can knock out Blue's on the same field as Red's 10.
//! let game = Ludo::decode("L2.RB.6,20,0,0:40,0,0,0.m0.4.-.-", &LudoOptions::default()).unwrap();
//! let choice = choose(&game, &Plan::level(6, 0).unwrap(), &ManualClock::default()).unwrap();
//! assert_eq!(game.notation(&choice.best), "Red: 6x10");
//! ```

pub mod danger;
pub mod eval;
mod reply;
pub mod search;

use self::eval::Weights;
pub use self::reply::reply;
use self::search::{Depth, Expectimax};
use super::clock::Clock;
use super::levels::level_spec;
use super::search::{mix, Limits, Style};
use crate::games::ludo::{Ludo, LudoMove};
use crate::games::GameKind;
use crate::rules::{sort, Game, Seat};

/// How one choice is searched and how the level errs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// Decisions to look ahead (`max_depth`), those looked at whatever the budget
    /// (`min_depth`), and the budgets.
    pub limits: Limits,
    /// Noise and second choices, in hundredths of a step; the seed.
    pub style: Style,
    pub weights: Weights,
}

impl Plan {
    /// The plan of a Ludo level (1..=6) with a seed; `None` for another number.
    pub fn level(level: u8, seed: u64) -> Option<Plan> {
        let spec = level_spec(GameKind::Ludo, level)?;
        let limits = Limits {
            max_depth: spec.max_depth,
            min_depth: spec.min_depth,
            time_ms: spec.time_ms.map(|ms| ms as f64),
            hard_ms: None,
            nodes: spec.nodes,
        };
        let style = Style {
            noise: spec.noise,
            second_best_pct: spec.second_best_pct,
            margin: spec.margin,
            seed,
            blind_horizon: false,
        };
        Some(Plan::with(limits, style))
    }

    /// A plan from limits and a style worked out elsewhere (by `think` from a request), with the
    /// standard weights.
    pub fn with(limits: Limits, style: Style) -> Plan {
        Plan {
            limits,
            style,
            weights: Weights::STANDARD,
        }
    }
}

/// The move chosen and how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub best: LudoMove,
    /// The move's expected utility for the mover, in steps (see [`eval`]), noise included.
    pub score: f32,
    /// Decisions looked ahead (0 when there was only one move).
    pub depth: u32,
    pub nodes: u64,
}

/// The level's move for the player to move (see [`choose_with_progress`]).
pub fn choose(game: &Ludo, plan: &Plan, clock: &dyn Clock) -> Option<Choice> {
    choose_with_progress(game, plan, clock, &mut |_| {})
}

/// The level's move for the player to move, telling `on_depth` of each completed depth; `None`
/// when no player is to move (the die is to be thrown, or the game is over).
pub fn choose_with_progress(
    game: &Ludo,
    plan: &Plan,
    clock: &dyn Clock,
    on_depth: &mut dyn FnMut(&Depth),
) -> Option<Choice> {
    game.turn().seat()?;
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if let [only] = moves[..] {
        return Some(Choice {
            best: only,
            score: 0.0,
            depth: 0,
            nodes: 0,
        });
    }
    let mut search = Expectimax::new(clock, plan.weights, plan.limits);
    let found = search.deepen(game, &moves, on_depth)?;
    let key = position_key(game);
    let ranked = ranked(&found.scores, &plan.style, key);
    let pick = second_choice(&ranked, &plan.style, key).unwrap_or(ranked[0]);
    Some(Choice {
        best: moves[pick.1],
        score: pick.0,
        depth: found.depth,
        nodes: search.nodes,
    })
}

/// Root scores with the level's noise, best first (ties keep the moves' order).
fn ranked(scores: &[f32], style: &Style, key: u64) -> Vec<(f32, usize)> {
    let mut ranked: Vec<(f32, usize)> = scores
        .iter()
        .enumerate()
        .map(|(i, &score)| (score + noise(style, key, i), i))
        .collect();
    sort::by(&mut ranked, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked
}

/// The level's misjudgement of root move `index`, in steps: up to `style.noise` hundredths
/// either way, fixed by the seed, the position and the move.
fn noise(style: &Style, key: u64, index: usize) -> f32 {
    if style.noise <= 0 {
        return 0.0;
    }
    let span = 2 * style.noise as u64 + 1;
    let roll = mix(style.seed ^ key ^ mix(index as u64 + 1)) % span;
    (roll as f32 - style.noise as f32) / 100.0
}

/// The second-best move, when the level's dice say to play it and it is within the margin.
fn second_choice(ranked: &[(f32, usize)], style: &Style, key: u64) -> Option<(f32, usize)> {
    let (best, second) = (ranked.first()?, ranked.get(1)?);
    let roll = mix(style.seed.rotate_left(17) ^ key) % 100;
    let close = second.0 >= best.0 - style.margin as f32 / 100.0;
    (roll < u64::from(style.second_best_pct) && close).then_some(*second)
}

/// A number for the position (pieces, seat to move and die) that seeds the level's noise.
fn position_key(game: &Ludo) -> u64 {
    let seats = (0..game.num_players() as u8).map(Seat);
    let pieces = seats.flat_map(|s| game.progress(s)).map(u64::from);
    let mover = game.turn().seat().map_or(7, |s| u64::from(s.0));
    let start = mix(mover << 8 | u64::from(game.die().unwrap_or(0)));
    pieces.fold(start, |key, r| mix(key ^ r))
}
