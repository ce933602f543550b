//! The engine's one entry point: a [`Request`] (the game so far, a level, budgets, a seed) and a
//! [`Clock`] in, a [`Reply`] (best move, score, depth, nodes, principal variation) out. The Web
//! Worker, the command-line tool and the tests all call [`think`]; a stop asked through the clock
//! ends the search early with the best move found so far.

use super::camelot::CamelotHeuristic;
use super::chess::ChessNode;
use super::clock::Clock;
use super::draughts::DraughtsHeuristic;
use super::heuristic::GameNode;
use super::levels::level_spec;
use super::node::Node;
use super::reply::{Progress, Reply, ThinkError};
use super::root::{search, Plan};
use super::search::{Found, Limits, Past, Style};
use crate::games::chess::ChessMove;
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Record};

/// What to think about, and how hard.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The game so far: the position at the cursor is searched; earlier ones count for repetition.
    pub record: Record<AnyGame>,
    /// [`super::FIRST_LEVEL`] (weakest) to [`super::TOP_LEVEL`].
    pub level: u8,
    /// A time limit in milliseconds (replacing the strong levels' own time per move).
    pub time_ms: Option<u64>,
    /// With `time_ms`, a later time that a depth begun in time may run to (a clock's reserve).
    pub hard_ms: Option<u64>,
    /// A node limit (deterministic, unlike time).
    pub nodes: Option<u64>,
    /// A depth limit in plies.
    pub depth: Option<u32>,
    /// Seeds the level's noise and second choices: the same seed plays the same moves.
    pub seed: u64,
    /// Transposition table size.
    pub table_mb: usize,
}

impl Request {
    /// A request for the position alone (no earlier positions to repeat).
    pub fn new(game: AnyGame, level: u8) -> Self {
        Request::from_record(Record::new(game), level)
    }

    pub fn from_record(record: Record<AnyGame>, level: u8) -> Self {
        Request {
            record,
            level,
            time_ms: None,
            hard_ms: None,
            nodes: None,
            depth: None,
            seed: 0,
            table_mb: 16,
        }
    }

    pub fn with_time(mut self, ms: u64) -> Self {
        self.time_ms = Some(ms);
        self
    }

    pub fn with_nodes(mut self, nodes: u64) -> Self {
        self.nodes = Some(nodes);
        self
    }

    pub fn with_depth(mut self, depth: u32) -> Self {
        self.depth = Some(depth);
        self
    }

    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
}

/// Finds the move to play (see [`think_with_progress`]).
pub fn think(request: &Request, clock: &dyn Clock) -> Result<Reply, ThinkError> {
    think_with_progress(request, clock, &mut |_| {})
}

/// Finds the move to play, telling `progress` of each completed depth.
pub fn think_with_progress(
    request: &Request,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Reply, ThinkError> {
    let game = request.record.current();
    let kind = game.kind();
    if let AnyGame::Backgammon(backgammon) = game {
        // Backgammon's levels are its own (move choice and cube): no search settings.
        if !(super::FIRST_LEVEL..=super::TOP_LEVEL).contains(&request.level) {
            return Err(ThinkError::NoSuchLevel(request.level));
        }
        let (level, seed) = (request.level, request.seed);
        return super::backgammon::reply::reply(backgammon, level, seed, clock, progress);
    }
    let spec = level_spec(kind, request.level).ok_or(ThinkError::NoSuchLevel(request.level))?;
    if request.record.verdict().is_some() {
        return Err(ThinkError::GameOver);
    }
    // The caller's time replaces the level's own (a UCI clock may give more than two seconds).
    let time_ms = request.time_ms.or(spec.time_ms).map(|ms| ms.max(1));
    let nodes = match (request.nodes, spec.nodes) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let max_depth = request
        .depth
        .map_or(spec.max_depth, |d| d.clamp(1, spec.max_depth));
    let limits = Limits {
        max_depth,
        min_depth: spec.min_depth.min(max_depth),
        time_ms: time_ms.map(|ms| ms as f64),
        hard_ms: request
            .hard_ms
            .filter(|_| request.time_ms.is_some())
            .map(|ms| ms as f64),
        nodes,
    };
    let style = Style {
        noise: spec.noise,
        second_best_pct: spec.second_best_pct,
        margin: spec.margin,
        seed: request.seed,
        blind_horizon: !spec.quiescence,
    };
    let job = Job {
        request,
        clock,
        limits,
        style,
        start_ms: clock.now_ms(),
    };
    let reply = match game {
        AnyGame::Chess(chess) => job.run(
            |g| match g {
                AnyGame::Chess(c) => ChessNode::new(c.position().clone()),
                _ => ChessNode::new(chess.position().clone()),
            },
            |m| AnyMove::Chess(ChessMove(*m)),
            progress,
        ),
        AnyGame::Draughts(_) => job.run(
            |g| {
                match g {
                    AnyGame::Draughts(d) => Some(GameNode::new(d.clone(), DraughtsHeuristic)),
                    _ => None,
                }
                .expect("a draughts record holds draughts positions")
            },
            |m| AnyMove::Draughts(m.clone()),
            progress,
        ),
        AnyGame::Camelot(_) => job.run(
            |g| {
                match g {
                    AnyGame::Camelot(c) => Some(GameNode::new(c.clone(), CamelotHeuristic)),
                    _ => None,
                }
                .expect("a Camelot record holds Camelot positions")
            },
            |m| AnyMove::Camelot(m.clone()),
            progress,
        ),
        AnyGame::Ludo(ludo) => {
            let plan = super::ludo::Plan::with(limits, style);
            return super::ludo::reply(ludo, &plan, clock, progress);
        }
        // Answered above.
        AnyGame::Backgammon(_) => None,
    };
    reply.ok_or(ThinkError::GameOver)
}

/// One search's settings, shared by the games' branches.
struct Job<'a> {
    request: &'a Request,
    clock: &'a dyn Clock,
    limits: Limits,
    style: Style,
    start_ms: f64,
}

impl Job<'_> {
    /// The requested table size, less when a small node budget could never fill it (clearing a
    /// big table would cost more than a short search).
    fn table_mb(&self) -> usize {
        let entries_mb = |nodes: u64| (nodes / 32_768 + 1) as usize;
        match (self.limits.nodes, self.limits.time_ms) {
            (Some(nodes), None) => self.request.table_mb.min(entries_mb(nodes)),
            _ => self.request.table_mb,
        }
    }

    fn run<N: Node>(
        &self,
        node_of: impl Fn(&AnyGame) -> N,
        to_any: impl Fn(&N::Move) -> AnyMove,
        progress: &mut dyn FnMut(&Progress),
    ) -> Option<Reply> {
        let record = &self.request.record;
        let (past, quiet) = history(record, &node_of);
        let root = node_of(record.current());
        let game = record.current();
        let mut listen = |found: &Found<N::Move>| {
            progress(&Progress {
                depth: found.depth,
                score: found.score,
                nodes: found.nodes,
                elapsed_ms: self.clock.now_ms() - self.start_ms,
                pv: notations(game, found.pv.iter().map(&to_any)),
            })
        };
        let plan = Plan {
            past: &past,
            root_quiet: quiet,
            limits: self.limits,
            style: self.style,
            table_mb: self.table_mb(),
        };
        let found = search(&root, plan, self.clock, &mut listen)?;
        let best = to_any(&found.best);
        let notation = game.notation(&best);
        Some(Reply {
            steps: vec![notation.clone()],
            advice: None,
            notation,
            best,
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
            elapsed_ms: self.clock.now_ms() - self.start_ms,
            pv: notations(game, found.pv.iter().map(&to_any)),
        })
    }
}

/// The record's positions since the last progress move, before the cursor, with their quiet
/// counts; and the quiet count of the position at the cursor.
fn history<N: Node>(
    record: &Record<AnyGame>,
    node_of: &impl Fn(&AnyGame) -> N,
) -> (Vec<Past>, u32) {
    let quiet = record.quiet_plies();
    let first = record.cursor() - quiet as usize;
    let past = (first..record.cursor())
        .filter_map(|i| record.position_before(i))
        .enumerate()
        .map(|(n, position)| Past {
            hash: node_of(position).hash(),
            quiet: n as u32,
        })
        .collect();
    (past, quiet)
}

/// A line of moves in notation, each written in the position before it.
fn notations(start: &AnyGame, line: impl Iterator<Item = AnyMove>) -> Vec<String> {
    let mut game = start.clone();
    line.map(|mv| {
        let text = game.notation(&mv);
        game.apply(&mv);
        text
    })
    .collect()
}
