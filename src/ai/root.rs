//! Iterative deepening at the root: depth 1, 2, ... until the depth limit, the budget or a stop;
//! the best move of the last completed depth is the answer (or a better one proved during an
//! unfinished depth). Levels that sometimes play a second-best move get every root move's exact
//! score; the others search the root with principal-variation windows, and where the node prunes
//! by evaluation (chess) from depth 5 within an aspiration window around the last score.

use super::clock::Clock;
use super::node::{Node, Score, INFINITY, WIN_BOUND};
use super::search::{Found, Limits, Past, Searcher, Style};
use super::tt::{Bound, Entry};
use crate::rules::sort;

/// A root move's index and its expected line.
type Line<N> = (usize, Vec<<N as Node>::Move>);

/// What one search is given besides the position and the clock.
#[derive(Clone, Copy, Debug)]
pub struct Plan<'a> {
    /// The game's earlier positions since the last progress move, oldest first (repetitions).
    pub past: &'a [Past],
    /// Plies since the last progress move at the root.
    pub root_quiet: u32,
    pub limits: Limits,
    pub style: Style,
    pub table_mb: usize,
}

/// Root moves searched to the end in one depth, with their scores, best first.
type Scored = Vec<(Score, usize)>;

/// Searches `root` and returns its best move, or `None` when it has no legal move. `progress`
/// hears of every completed depth.
pub fn search<N: Node>(
    root: &N,
    plan: Plan<'_>,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Found<N::Move>),
) -> Option<Found<N::Move>> {
    let Plan {
        past,
        root_quiet,
        limits,
        style,
        table_mb,
    } = plan;
    let mut moves = Vec::new();
    root.moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let mut searcher = Searcher::<N>::new(clock, limits, style, past, table_mb);
    let mut order: Vec<usize> = (0..moves.len()).collect();
    let mut found: Option<(Found<N::Move>, Scored)> = None;
    for depth in 1..=limits.max_depth.max(1) {
        searcher.set_budget(depth > limits.min_depth);
        // Where the node prunes by evaluation (chess), a depth first searches a narrow window
        // around the last score, which cuts more; a score outside widens it and searches again.
        let last = found
            .as_ref()
            .map(|(f, _)| f.score)
            .filter(|s| s.abs() < WIN_BOUND);
        let aspire = root.prunes_by_static_eval() && !style.wants_root_scores() && depth >= 5;
        let mut delta = if aspire && last.is_some() {
            30
        } else {
            INFINITY
        };
        let (scored, complete, line) = loop {
            let centre = last.unwrap_or(0);
            let window = if delta >= INFINITY {
                (-INFINITY, INFINITY)
            } else {
                (centre - delta, centre + delta)
            };
            let (scored, complete, line) =
                searcher.root_depth(root, &moves, &order, depth as i32, root_quiet, window);
            if complete || !scored.is_empty() || searcher.is_stopped() || delta >= INFINITY {
                break (scored, complete, line);
            }
            delta = if delta < 500 { delta * 4 } else { INFINITY };
        };
        if let Some(&(score, best)) = scored.first() {
            // An unfinished depth counts only if it searched the previous best move.
            if complete || scored.iter().any(|&(_, i)| i == order[0]) {
                let pv = match line {
                    Some((i, line)) if i == best => line,
                    _ => searcher.principal_variation(root, best, depth as usize),
                };
                let result = Found {
                    best: moves[best].clone(),
                    score,
                    depth: if complete { depth } else { depth - 1 },
                    nodes: searcher.nodes,
                    pv,
                };
                if complete {
                    progress(&result);
                }
                found = Some((result, scored.clone()));
            }
        }
        if !complete || searcher.should_not_deepen(limits, &scored, depth) {
            break;
        }
        order = reorder(&order, &scored);
    }
    let (mut result, scored) = found.unwrap_or_else(|| {
        let best = moves[order[0]].clone();
        (
            Found {
                pv: vec![best.clone()],
                best,
                score: 0,
                depth: 0,
                nodes: searcher.nodes,
            },
            Vec::new(),
        )
    });
    result.nodes = searcher.nodes;
    if let Some(index) = second_best(&style, &scored, root.hash()) {
        result.best = moves[index].clone();
        result.score = scored[1].0;
        result.pv = vec![result.best.clone()];
    }
    Some(result)
}

/// The moves searched this depth first (best first), then the rest in their old order.
fn reorder(order: &[usize], scored: &[(Score, usize)]) -> Vec<usize> {
    let mut next: Vec<usize> = scored.iter().map(|&(_, i)| i).collect();
    let rest: Vec<usize> = order
        .iter()
        .copied()
        .filter(|i| !next.contains(i))
        .collect();
    next.extend(rest);
    next
}

/// The second-best root move, when the level's dice say to play it and it is close enough to the
/// best (never a move that loses by force when the best does not).
fn second_best(style: &Style, scored: &[(Score, usize)], root_hash: u64) -> Option<usize> {
    if style.second_best_pct == 0 || scored.len() < 2 {
        return None;
    }
    let roll = super::search::mix(style.seed ^ root_hash) % 100;
    let (best, second) = (scored[0].0, scored[1].0);
    let close = second >= best - style.margin;
    let sound = second > -WIN_BOUND || best <= -WIN_BOUND;
    (roll < u64::from(style.second_best_pct) && close && sound).then_some(scored[1].1)
}

impl<N: Node> Searcher<'_, N> {
    /// One depth over the root moves in `order`. Returns the scores of the moves searched to the
    /// end, best first, and whether every move was.
    fn root_depth(
        &mut self,
        root: &N,
        moves: &[N::Move],
        order: &[usize],
        depth: i32,
        quiet: u32,
        (low, high): (Score, Score),
    ) -> (Vec<(Score, usize)>, bool, Option<Line<N>>) {
        let exact = self.style_wants_root_scores();
        let margin = self.style_margin();
        let mut alpha = -INFINITY;
        let mut scored = Vec::new();
        // The expected line of the best move so far, read from the table at once: later root
        // moves' searches may take its entries' places.
        let mut line = None;
        let hash = root.hash();
        self.path_push(Past { hash, quiet });
        for (n, &i) in order.iter().enumerate() {
            let child = root.play(&moves[i]);
            self.lead_to(1, root.history_key(&moves[i]) & 0xFFFF);
            let child_quiet = if root.is_progress(&moves[i]) {
                0
            } else {
                quiet + 1
            };
            let score = if exact {
                // Only moves within the margin of the best can be chosen: below that, a bound will do.
                let floor = if n == 0 {
                    -INFINITY
                } else {
                    alpha.saturating_sub(margin + 1)
                };
                -self.negamax(&child, depth - 1, -INFINITY, -floor, 1, child_quiet)
            } else if n == 0 {
                -self.negamax(&child, depth - 1, -high, -low, 1, child_quiet)
            } else {
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, child_quiet);
                if probe > alpha && !self.is_stopped() {
                    -self.negamax(&child, depth - 1, -high, -alpha, 1, child_quiet)
                } else {
                    probe
                }
            };
            if self.is_stopped() {
                break;
            }
            // Outside the aspiration window the score is only a bound: the depth is searched
            // again with a wider one (nothing of this try is kept).
            if (n == 0 && score <= low) || score >= high {
                self.path_pop();
                return (Vec::new(), false, None);
            }
            if n == 0 || score > alpha {
                line = Some((i, self.principal_variation(root, i, depth.max(1) as usize)));
            }
            alpha = alpha.max(score);
            scored.push((score, i));
        }
        self.path_pop();
        let complete = scored.len() == order.len();
        sort::by_key(&mut scored, |&(score, _)| -score);
        if let Some(&(score, best)) = scored.first().filter(|_| complete) {
            self.table.store(Entry {
                key: hash,
                score,
                depth: depth as i16,
                bound: Bound::Exact,
                best: best as u16,
            });
        }
        (scored, complete, line)
    }

    /// Whether to stop after a completed depth: half the time is gone (the next depth would not
    /// finish), or a forced win or loss is already seen in full.
    fn should_not_deepen(&self, limits: Limits, scored: &[(Score, usize)], depth: u32) -> bool {
        let half_time = limits
            .time_ms
            .is_some_and(|ms| self.budget_enforced() && self.elapsed_ms() >= ms * 0.5);
        let decided = scored.first().is_some_and(|&(score, _)| {
            score.abs() > WIN_BOUND && (super::node::WIN - score.abs()) < depth as Score
        });
        half_time || (decided && !self.style_wants_root_scores())
    }

    /// The expected line: the root move, then each table move in turn.
    fn principal_variation(&self, root: &N, first: usize, max: usize) -> Vec<N::Move> {
        let mut moves = Vec::new();
        root.moves(&mut moves);
        let mut line = vec![moves[first].clone()];
        let mut node = root.play(&moves[first]);
        // The table's move is a place in the node's own list: the root's go first.
        moves.clear();
        let mut seen = vec![root.hash()];
        while line.len() < max {
            let hash = node.hash();
            let Some(entry) = self
                .table
                .probe_move(hash)
                .filter(|_| !seen.contains(&hash))
            else {
                break;
            };
            seen.push(hash);
            node.moves(&mut moves);
            let Some(mv) = moves.get(usize::from(entry.best)).cloned() else {
                break;
            };
            moves.clear();
            node = node.play(&mv);
            line.push(mv);
        }
        line
    }
}
