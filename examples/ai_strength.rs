//! How strong and how fast the engines are. Matches are played from varied openings with colours
//! swapped, and scores are printed with 95% confidence intervals (normal approximation over the
//! per-game scores) and the Elo difference they imply.
//!
//! ```text
//! cargo run --release --example ai_strength -- speed [ms]
//! cargo run --release --example ai_strength -- requests [ms]   # for tests/browser/ai_speed.mjs
//! cargo run --release --example ai_strength -- ladder <game> [games] [nodes] [levels, e.g. 4-6, or greedy]
//! cargo run --release --example ai_strength -- ballots <level> <level or engine command> [nodes] [first-last[/step]]
//! cargo run --release --example ai_strength -- kings [placements] [ms]
//! cargo run --release --example ai_strength -- chess [games] [elo] [level] [base_ms] [inc_ms] [stockfish] [threads]
//! ```
//!
//! `ladder` plays random, greedy (best static evaluation one ply ahead) and levels 1-6 of a game
//! (english-draughts, tammi, tama, camelot), each against the one below, then the top level
//! against greedy; `nodes` is what 0.4 s buys a timed level (0: their own time), so a ladder
//! gives the same result on any machine. `ballots` plays English draughts from the ACF's
//! three-move openings instead, each twice, against a level or an outside engine (see
//! `ai_strength/ballots.rs`). `kings` has the top English level win two kings against
//! one from seeded placements. `chess` plays a level against Stockfish (Debian's 15.1) limited
//! with UCI_LimitStrength/UCI_Elo (1350 at least) at base+increment per game, games side by side
//! on `threads` threads (or `TABULA_THREADS`; default every core).

#[path = "ai_strength/ballots.rs"]
mod ballots;
#[path = "ai_strength/kings.rs"]
mod kings;
#[path = "ai_strength/stockfish.rs"]
mod stockfish;

use tabula::ai::camelot::CamelotHeuristic;
use tabula::ai::chess::eval;
use tabula::ai::draughts::DraughtsHeuristic;
use tabula::ai::{
    think, Clock, Heuristic, ManualClock, Request, SystemClock, FIRST_LEVEL, MASTER, TOP_LEVEL,
};
use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::SavedGame;
use tabula::rules::{Game, Outcome, Record, Rng, Seat};
use tabula::worker::{ThinkPurpose, ThinkRequest};

/// Who chooses the moves on one side.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Greedy,
    Level(u8),
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Level(level) => format!("level {level}"),
        }
    }
}

/// The static evaluation for the side to move (greedy play and nothing else).
fn static_eval(game: &AnyGame) -> i32 {
    match game {
        AnyGame::Draughts(d) => DraughtsHeuristic.evaluate(d),
        AnyGame::Camelot(c) => CamelotHeuristic.evaluate(c),
        AnyGame::Chess(c) => eval::evaluate(c.position()),
        _ => 0,
    }
}

fn choose(player: Player, record: &Record<AnyGame>, rng: &mut Rng, nodes: u64) -> AnyMove {
    let game = record.current();
    let moves = game.next_moves();
    match player {
        Player::Random => rng.pick(&moves).cloned().expect("a move"),
        Player::Greedy => {
            let mut worth = |mv: &AnyMove| {
                let mut next = game.clone();
                next.apply(mv);
                match next.outcome() {
                    Some(v) if v.outcome == Outcome::Win(game.turn().seat().unwrap_or(Seat(0))) => {
                        i32::MAX
                    }
                    _ => -static_eval(&next) * 16 + rng.below(16) as i32,
                }
            };
            moves
                .iter()
                .max_by_key(|mv| worth(mv))
                .cloned()
                .expect("a move")
        }
        Player::Level(level) => {
            let mut request = Request::from_record(record.clone(), level).with_seed(rng.next_u64());
            if nodes > 0 {
                // `nodes` buys 0.4 s: a timed level gets nodes x its own time / 0.4 s, so the
                // levels keep their ratio (draughts level 6 searches ten times level 5).
                let own_ms = tabula::ai::level_spec(game.kind(), level).and_then(|s| s.time_ms);
                request = request.with_nodes(own_ms.map_or(nodes, |ms| nodes * ms / 400));
                request.time_ms = Some(u64::MAX / 4);
            }
            let clock: Box<dyn Clock> = if nodes > 0 {
                Box::new(ManualClock::default())
            } else {
                Box::new(SystemClock::new())
            };
            think(&request, clock.as_ref()).expect("a move").best
        }
    }
}

/// The score of the player on `seat` (1, 0.5 or 0) once the game in `record` is over.
fn final_score(record: &Record<AnyGame>, seat: u8) -> Option<f64> {
    record.verdict().map(|verdict| match verdict.outcome {
        Outcome::Win(winner) if winner.0 == seat => 1.0,
        Outcome::Win(_) => 0.0,
        _ => 0.5,
    })
}

/// Plays one game from `record`; returns the first player's score (1, 0.5 or 0).
fn play(
    mut record: Record<AnyGame>,
    players: [Player; 2],
    first_seat: u8,
    seed: u64,
    nodes: u64,
    max_plies: usize,
) -> f64 {
    let mut rng = Rng::new(seed);
    for _ in 0..max_plies {
        if let Some(score) = final_score(&record, first_seat) {
            return score;
        }
        let seat = record.current().turn().seat().map_or(0, |s| s.0);
        let player = if seat == first_seat {
            players[0]
        } else {
            players[1]
        };
        let mv = choose(player, &record, &mut rng, nodes);
        record.play(&mv).expect("engines play legal moves");
    }
    0.5
}

/// A varied opening: a few random plies from the start, the same for both colour orders.
fn opening(kind: GameKind, seed: u64) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::new_of(kind));
    let mut rng = Rng::new(seed);
    for _ in 0..2 + seed % 3 {
        let moves = record.current().next_moves();
        match rng.pick(&moves) {
            Some(mv) if record.verdict().is_none() => record.play(&mv.clone()).expect("legal"),
            _ => break,
        }
    }
    record
}

/// Mean, 95% interval half-width and Elo difference of per-game scores.
pub(crate) fn summary(scores: &[f64]) -> String {
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let elo = |p: f64| -400.0 * (1.0 / p.clamp(0.001, 0.999) - 1.0).log10();
    format!(
        "{:5.1}% ± {:4.1}% over {} games (Elo {:+.0}, interval {:+.0} to {:+.0})",
        mean * 100.0,
        half * 100.0,
        scores.len(),
        elo(mean),
        elo(mean - half),
        elo(mean + half)
    )
}

/// `a`'s scores over `games` games, played on every core (node budgets keep them repeatable).
fn match_score(kind: GameKind, a: Player, b: Player, games: u64, nodes: u64) -> Vec<f64> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let mut scores = vec![0.0; games as usize];
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads as usize)
                        .map(|g| {
                            let start = opening(kind, 1000 + g / 2);
                            (g, play(start, [a, b], (g % 2) as u8, g * 7 + 1, nodes, 300))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            for (g, score) in worker.join().expect("a match thread") {
                scores[g as usize] = score;
            }
        }
    });
    scores
}

fn ladder(kind: GameKind, games: u64, nodes: u64, rungs_wanted: Option<&str>) {
    let mut rungs = vec![Player::Random, Player::Greedy];
    rungs.extend((FIRST_LEVEL..=TOP_LEVEL).map(Player::Level));
    println!(
        "{} ladder: {games} games a pair, colours swapped, nodes {nodes}",
        kind.title()
    );
    // `rungs_wanted`, e.g. "4-6": only the pairs whose upper player's level is in range (greedy
    // against random with 0).
    let (low, high) = rungs_wanted
        .and_then(|r| r.split_once('-'))
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .unwrap_or((0, TOP_LEVEL));
    let wanted = |player: Player| match player {
        Player::Random => low == 0,
        Player::Greedy => low == 0,
        Player::Level(l) => (low..=high).contains(&l),
    };
    for pair in rungs.windows(2) {
        if rungs_wanted == Some("greedy") || !wanted(pair[1]) {
            continue;
        }
        let scores = match_score(kind, pair[1], pair[0], games, nodes);
        println!(
            "  {:>8} vs {:>8}: {}",
            pair[1].name(),
            pair[0].name(),
            summary(&scores)
        );
    }
    // The top against greedy with the whole ladder (a range from level 0 or 1 up to the top),
    // or alone with "greedy".
    let greedy_only = rungs_wanted == Some("greedy");
    if !greedy_only && (high < TOP_LEVEL || low > 1) {
        return;
    }
    let scores = match_score(kind, Player::Level(TOP_LEVEL), Player::Greedy, games, nodes);
    println!(
        "  {:>8} vs {:>8}: {}",
        format!("level {TOP_LEVEL}"),
        "greedy",
        summary(&scores)
    );
}

/// The worker's think requests for the speed figures (each game's start, the top level, `ms`
/// when given, else the level's own time), one JSON line each after the game's slug, for
/// tests/browser/ai_speed.mjs to replay in the browser.
fn requests(ms: Option<u64>) {
    for (i, kind) in tabula::ai::SEARCH_GAMES.into_iter().enumerate() {
        let record = Record::new(AnyGame::new_of(kind));
        let request = ThinkRequest {
            id: i as u32 + 1,
            purpose: ThinkPurpose::Move,
            game: SavedGame::from_record(&record, 0, 0.0),
            // Level 6, whose 2 s a move the page keeps (issue 27); 7 takes 5 s.
            level: MASTER,
            time_ms: ms,
            nodes: None,
            seed: 1,
        };
        println!("{} {}", kind.slug(), request.to_json());
    }
    if ms.is_none() {
        // A close cube decision (issue 27's "double, take"): level 6 looks three rolls deep
        // where it judges that to fit in its 2 s, level 7 where it fits in 5 s; their longest
        // answers in backgammon.
        let options = BackgammonOptions::default();
        let close =
            Backgammon::decode("nLuDIATbbAwMQA:MAEAACAAEAAA", &options).expect("a position");
        for (slug, level) in [
            ("backgammon-cube", MASTER),
            ("backgammon-cube-7", TOP_LEVEL),
        ] {
            let request = ThinkRequest {
                id: 100 + u32::from(level),
                purpose: ThinkPurpose::Move,
                game: SavedGame::from_record(
                    &Record::new(AnyGame::Backgammon(close.clone())),
                    0,
                    0.0,
                ),
                level,
                time_ms: None,
                nodes: None,
                seed: 1,
            };
            println!("{slug} {}", request.to_json());
        }
    }
}

/// Nodes per second of each engine from its start position, at level 6 for `ms`.
fn speed(ms: u64) {
    for kind in tabula::ai::SEARCH_GAMES {
        let request = Request::new(AnyGame::new_of(kind), MASTER).with_time(ms);
        let reply = think(&request, &SystemClock::new()).expect("a move");
        let rate = reply.nodes as f64 / reply.elapsed_ms.max(1.0);
        println!(
            "  {:<26} {:>6.0} kN/s  depth {:>2}  {} nodes in {:.0} ms",
            kind.title(),
            rate,
            reply.depth,
            reply.nodes,
            reply.elapsed_ms
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("speed") => speed(number(1, 2000)),
        Some("requests") => requests(args.get(1).and_then(|a| a.parse().ok())),
        Some("ladder") => {
            let kind = args.get(1).and_then(|s| GameKind::from_slug(s)).expect("a game: english-draughts, tammi, tama, camelot");
            ladder(kind, number(2, 20), number(3, 20_000), args.get(4).map(String::as_str));
        }
        Some("ballots") => ballots::ballots(&args[1..]),
        Some("kings") => kings::kings(number(1, 10), number(2, 500)),
        Some("chess") => stockfish::chess(&args[1..]),
        _ => eprintln!("usage: ai_strength speed [ms] | requests [ms] | ladder <game> [games] [nodes] [levels] | ballots <level> <level or engine command> [nodes] [first-last[/step]] | kings [placements] [ms] | chess [games] [elo] [level] [base_ms] [inc_ms] [stockfish] [threads]"),
    }
}
