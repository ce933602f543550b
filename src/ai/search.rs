//! The search, written once for every [`Node`]: negamax alpha-beta with principal-variation
//! windows and iterative deepening, a transposition table, move ordering (table move, captures by
//! value, killers, history), quiescence on captures, and, where the node allows them, check
//! extension, null-move pruning and late-move reductions. A node that trusts its static
//! evaluation ([`Node::prunes_by_static_eval`], chess) also gets pruning by it (reverse futility,
//! futility, late-move pruning), reductions by a logarithmic table, the null move before its
//! moves are generated, exchange-aware capture order, countermoves, and histories
//! ([`super::history`]) that punish the quiet moves that failed and follow up the last move; the
//! other games search as they always did. A search limited by time starts from the table the
//! last one on its thread kept. Repetitions (against the game's history too) and no-progress
//! limits score as draws. The clock and node budget are polled every [`POLL_EVERY`] nodes; the
//! best move of the last completed depth is kept.

use super::clock::Clock;
use super::history::{History, HISTORY_MAX};
use super::node::{End, Node, Score, INFINITY, WIN, WIN_BOUND};
use super::tt::{table_cut, to_table, Bound, Entry, Table};

mod ordering;

/// Nodes between two looks at the clock.
pub const POLL_EVERY: u64 = 1024;
const MAX_PLY: usize = 96;
/// Quiescence plies before the static evaluation is taken regardless.
const MAX_QUIESCENCE: usize = 24;
/// Quiescence skips a capture that would leave the standing score more than this below alpha.
const DELTA_MARGIN: Score = 200;

/// How long and how deep to search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub max_depth: u32,
    /// Depths completed whatever the time and node budget say (a cancel still stops sooner).
    pub min_depth: u32,
    /// The time planned: no depth is begun after half of it.
    pub time_ms: Option<f64>,
    /// Where a clock leaves a reserve: the time a depth begun within `time_ms`'s half may run
    /// to, so that it ends rather than being cut off; by default `time_ms`.
    pub hard_ms: Option<f64>,
    pub nodes: Option<u64>,
}

/// How a level plays short of its best.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Style {
    /// Each evaluation is off by up to this much, the same for the same position and seed.
    pub noise: Score,
    /// Percent chance of playing the second-best root move when it is within `margin`.
    pub second_best_pct: u32,
    pub margin: Score,
    pub seed: u64,
    /// The search stops dead at its depth, the captures that answer its last move unseen (the
    /// weakest level: it takes a piece left hanging, but walks into a recapture).
    pub blind_horizon: bool,
}

impl Style {
    /// Whether the root needs every move's exact score (to choose one other than the best).
    pub(crate) fn wants_root_scores(&self) -> bool {
        self.second_best_pct > 0
    }
}

/// A position before the root: its hash and its plies since the last progress move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Past {
    pub hash: u64,
    pub quiet: u32,
}

/// The result of one depth of iterative deepening, also the final answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<M> {
    pub best: M,
    pub score: Score,
    /// The last depth completed (0 when even depth 1 was cut short).
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<M>,
}

pub(crate) struct Searcher<'a, N: Node> {
    pub table: Table,
    keep_table: bool,
    clock: &'a dyn Clock,
    limits: Limits,
    style: Style,
    start_ms: f64,
    pub nodes: u64,
    stopped: bool,
    /// Enforce time and node budget (off until `min_depth` is done).
    budget_on: bool,
    /// Hashes and quiet counts of the game's positions before the root, then the search path.
    path: Vec<Past>,
    /// How many of `path` are the game's positions before the root.
    before_root: usize,
    killers: Vec<[Option<N::Move>; 2]>,
    history: History,
    /// The reply that last refuted each move (by its history key), where the node prunes by
    /// evaluation: tried after the killers.
    countermoves: Vec<Option<N::Move>>,
    /// By ply: the static evaluation there (`None` in check), to see whether the side is
    /// improving.
    evals: Vec<Option<Score>>,
    /// Reusable move lists, one per ply of the search and of quiescence.
    buffers: Vec<Buffers<N::Move>>,
}

impl<N: Node> Drop for Searcher<'_, N> {
    fn drop(&mut self) {
        if self.keep_table {
            std::mem::take(&mut self.table).keep();
        }
    }
}

/// A well-mixed 64-bit number from another (SplitMix64's finaliser).
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn end_score(end: End, ply: usize) -> Score {
    match end {
        End::Won => WIN - ply as Score,
        End::Lost => -WIN + ply as Score,
        End::Drawn => 0,
    }
}

impl<'a, N: Node> Searcher<'a, N> {
    pub fn new(
        clock: &'a dyn Clock,
        limits: Limits,
        style: Style,
        past: &[Past],
        mb: usize,
    ) -> Self {
        // A search limited by time alone is not repeatable anyway: it starts from the table
        // of the search before it (the game's last move, on this thread).
        let keep_table = limits.time_ms.is_some() && limits.nodes.is_none();
        Searcher {
            table: if keep_table {
                Table::kept(mb)
            } else {
                Table::new(mb)
            },
            keep_table,
            clock,
            limits,
            style,
            start_ms: clock.now_ms(),
            nodes: 0,
            stopped: false,
            budget_on: limits.min_depth == 0,
            path: past.to_vec(),
            before_root: past.len(),
            killers: vec![[None, None]; MAX_PLY + 1],
            history: History::default(),
            countermoves: Vec::new(),
            evals: vec![None; MAX_PLY + 2],
            buffers: (0..=MAX_PLY + MAX_QUIESCENCE)
                .map(|_| Buffers::default())
                .collect(),
        }
    }

    pub fn set_budget(&mut self, on: bool) {
        self.budget_on = on;
    }

    pub fn budget_enforced(&self) -> bool {
        self.budget_on
    }

    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    pub fn style_wants_root_scores(&self) -> bool {
        self.style.wants_root_scores()
    }

    pub fn style_margin(&self) -> Score {
        self.style.margin
    }

    pub fn path_push(&mut self, past: Past) {
        self.path.push(past);
    }

    pub fn path_pop(&mut self) {
        self.path.pop();
    }

    pub fn elapsed_ms(&self) -> f64 {
        self.clock.now_ms() - self.start_ms
    }

    /// Counts a node and decides whether the search must stop now.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.stopped {
            return true;
        }
        if self.budget_on && self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(POLL_EVERY) {
            let out_of_time = self
                .limits
                .hard_ms
                .or(self.limits.time_ms)
                .is_some_and(|ms| self.elapsed_ms() >= ms);
            self.stopped = self.clock.stop_requested() || (self.budget_on && out_of_time);
        }
        self.stopped
    }

    fn evaluate(&self, node: &N) -> Score {
        let score = node.evaluate();
        if self.style.noise <= 0 {
            return score;
        }
        let span = 2 * self.style.noise as u64 + 1;
        let noise = (mix(node.hash() ^ self.style.seed) % span) as Score - self.style.noise;
        score + noise
    }

    /// A draw by the move limit, or by repetition of a position since the last progress move:
    /// once is enough on the search path (whoever repeats could repeat again), but a position
    /// from the game before the root must have been seen twice, as the rules ask for three. Else
    /// a defender that returns to an old position would look like it draws at every turn.
    fn drawn_by_history(&self, hash: u64, quiet: u32, limit: Option<u32>) -> bool {
        if limit.is_some_and(|limit| quiet >= limit) {
            return true;
        }
        let first = self.path.len() - (quiet as usize).min(self.path.len());
        let mut in_game = 0;
        for (i, past) in self.path.iter().enumerate().skip(first) {
            if past.hash == hash {
                if i >= self.before_root {
                    return true;
                }
                in_game += 1;
            }
        }
        in_game >= 2
    }

    fn quiet_after(&self, node: &N, mv: &N::Move) -> u32 {
        if node.is_progress(mv) {
            0
        } else {
            self.path.last().map_or(0, |p| p.quiet) + 1
        }
    }

    /// Borrows the reusable buffers of one ply (no allocation per node).
    fn take_buffers(&mut self, ply: usize) -> Buffers<N::Move> {
        std::mem::take(&mut self.buffers[ply.min(MAX_PLY + MAX_QUIESCENCE)])
    }

    fn give_buffers(&mut self, ply: usize, buffers: Buffers<N::Move>) {
        self.buffers[ply.min(MAX_PLY + MAX_QUIESCENCE)] = buffers;
    }
}

/// A ply's move list, its order keys and the quiet moves tried, kept between nodes.
pub(crate) struct Buffers<M> {
    moves: Vec<M>,
    keyed: Vec<(i64, usize)>,
    quiets: Vec<usize>,
}

impl<M> Default for Buffers<M> {
    fn default() -> Self {
        Buffers {
            moves: Vec::new(),
            keyed: Vec::new(),
            quiets: Vec::new(),
        }
    }
}

/// How far below alpha, a ply, the evaluation of a node near the leaves must stand for
/// quiescence alone to judge it.
const RAZOR_MARGIN: Score = 250;

/// Late-move reductions where the node prunes by evaluation, by depth and move number: about
/// ln(depth) x ln(number) / 2.2, so late moves of deep nodes lose most.
fn late_move_reduction(depth: i32, n: usize) -> i32 {
    let (d, m) = (f64::from(depth.clamp(1, 63)), n.clamp(1, 63) as f64);
    (0.7 + d.ln() * m.ln() / 2.2) as i32
}

/// Quiet moves searched at a shallow node before the rest are pruned.
fn late_move_count(depth: i32, pv: bool) -> usize {
    let base = 3 + depth * depth;
    (if pv { base * 2 } else { base }) as usize
}

impl<N: Node> Searcher<'_, N> {
    /// Alpha-beta to `depth` plies below `node` (then quiescence). `quiet` is the node's count of
    /// plies since progress; the node's ancestors are on `self.path`.
    pub fn negamax(
        &mut self,
        node: &N,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        quiet: u32,
    ) -> Score {
        if self.tick() {
            return 0;
        }
        let hash = node.hash();
        if ply > 0 && self.drawn_by_history(hash, quiet, node.quiet_limit()) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            if self.style.blind_horizon {
                return match node.quick_end() {
                    Some(end) => end_score(end, ply),
                    None => self.evaluate(node),
                };
            }
            return self.quiescence(node, alpha, beta, ply, 0);
        }
        let entry = self.table.probe(hash);
        if let Some(score) = entry.and_then(|e| table_cut(&e, depth, alpha, beta, ply)) {
            return score;
        }
        let table_move = entry.map_or(u16::MAX, |e| e.best);
        let selective = node.prunes_by_static_eval();
        let pv = beta - alpha > 1;
        let mut static_eval = None;
        let mut depth = depth;
        let in_check = node.in_check();
        if in_check {
            self.evals[ply.min(MAX_PLY + 1)] = None;
        }
        if selective && !in_check && ply > 0 {
            // Judged before the moves are generated: most such nodes are cut here.
            if let Some(end) = node.quick_end() {
                return end_score(end, ply);
            }
            let mut eval = self.evaluate(node);
            self.evals[ply.min(MAX_PLY + 1)] = Some(eval);
            // The table's bound, where it says more than the evaluation, is the better guess.
            if let Some(e) = entry.filter(|e| e.score.abs() < WIN_BOUND) {
                let tighter = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.score > eval,
                    Bound::Upper => e.score < eval,
                };
                if tighter {
                    eval = e.score;
                }
            }
            static_eval = Some(eval);
            let improving = ply >= 2 && self.evals[ply - 2].is_some_and(|before| eval > before);
            if let Some(score) = self.prune_by_eval(node, eval, depth, beta, ply, (pv, improving)) {
                return score;
            }
            // Razoring: so far below alpha near the leaves that only captures could help.
            if !pv && depth <= 2 && eval + RAZOR_MARGIN * depth < alpha {
                let score = self.quiescence(node, alpha, alpha + 1, ply, 0);
                if score <= alpha {
                    return score;
                }
            }
            // Without a table move the ordering is a guess: a shallower look is cheaper and
            // leaves one for the next iteration.
            if table_move == u16::MAX && depth >= 4 {
                depth -= 1;
            }
        }
        let mut buffers = self.take_buffers(ply);
        node.moves(&mut buffers.moves);
        if let Some(end) = node.end(&buffers.moves) {
            self.give_buffers(ply, buffers);
            return end_score(end, ply);
        }
        let depth = if in_check { depth + 1 } else { depth };
        if !selective {
            if let Some(score) = self.try_null_move(node, depth, beta, ply, in_check) {
                self.give_buffers(ply, buffers);
                return score;
            }
        }
        self.path.push(Past { hash, quiet });
        let (best, best_index) = self.search_moves(
            node,
            &mut buffers,
            table_move,
            (depth, alpha, beta),
            ply,
            (in_check, static_eval),
        );
        self.give_buffers(ply, buffers);
        self.path.pop();
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A draw score may come from a repetition on this path only: reached by another path
        // the same position may be won. Stored as a cut it would spread that draw through the
        // table (two kings against one then saw every line as drawn), so it keeps only the move.
        let depth = if best == 0 { -1 } else { depth };
        self.table.store(Entry {
            key: hash,
            score: to_table(best, ply),
            depth: depth as i16,
            bound,
            best: best_index as u16,
        });
        best
    }

    /// Cuts by the static evaluation where the node allows it (out of check, off the principal
    /// variation): an evaluation so far above beta that a shallow search would not bring it
    /// down (reverse futility), else a pass that still holds beta (null move).
    fn prune_by_eval(
        &mut self,
        node: &N,
        eval: Score,
        depth: i32,
        beta: Score,
        ply: usize,
        (pv, improving): (bool, bool),
    ) -> Option<Score> {
        if pv || beta.abs() >= WIN_BOUND {
            return None;
        }
        // A side whose evaluation rose over its last move is trusted with a smaller margin.
        if depth <= 6 && eval - 85 * (depth - i32::from(improving)) >= beta {
            return Some(eval);
        }
        if depth < 3 || eval < beta {
            return None;
        }
        let passed = node.null_move()?;
        // Deeper nodes and larger surpluses over beta can afford a shallower look.
        let reduction = 3 + depth / 4 + ((eval - beta) / 200).min(2);
        self.lead_to(ply + 1, usize::MAX);
        let score = -self.negamax(&passed, depth - 1 - reduction, -beta, -beta + 1, ply + 1, 0);
        (score >= beta && !self.stopped).then_some(if score >= WIN_BOUND { beta } else { score })
    }

    /// The moves of a node in order, each searched to `depth` - 1 (reduced late in the list);
    /// returns the best score and the index of its move.
    fn search_moves(
        &mut self,
        node: &N,
        buffers: &mut Buffers<N::Move>,
        table_move: u16,
        (depth, mut alpha, beta): (i32, Score, Score),
        ply: usize,
        (in_check, static_eval): (bool, Option<Score>),
    ) -> (Score, usize) {
        let Buffers {
            moves,
            keyed,
            quiets,
        } = buffers;
        self.order_keys(node, moves, table_move, ply, keyed);
        quiets.clear();
        let selective = node.prunes_by_static_eval();
        let pv = beta - alpha > 1;
        // Quiet moves that cannot raise alpha near the leaves: how far below alpha the
        // evaluation must stand (none in check, where static_eval is None).
        let futile = static_eval
            .filter(|_| depth <= 3)
            .map(|eval| eval + 90 + 110 * depth);
        let (mut best, mut best_index) = (-INFINITY, keyed.first().map_or(0, |k| k.1));
        for n in 0..keyed.len() {
            let i = Self::pick(keyed, n);
            let mv = &moves[i];
            let noisy = node.is_noisy(mv);
            let pruning = selective && !in_check && !noisy && n > 0 && best > -WIN_BOUND;
            if pruning && depth <= 5 && quiets.len() >= late_move_count(depth, pv) {
                continue;
            }
            // Near the leaves, a capture that loses more than the depth can win back is not
            // searched; nor is a quiet move that puts a man where it is taken for nothing.
            let losing = |threshold: Score| !node.exchange_at_least(mv, threshold);
            let weighed = selective && !in_check && n > 0 && best > -WIN_BOUND && depth <= 6;
            if weighed && noisy && losing(-100 * depth) {
                continue;
            }
            let child = node.play(mv);
            let child_in_check = child.in_check();
            if pruning && !child_in_check && futile.is_some_and(|f| f <= alpha) {
                continue;
            }
            if weighed && !noisy && !child_in_check && losing(-30 * depth * depth) {
                continue;
            }
            let child_quiet = self.quiet_after(node, mv);
            let key = node.history_key(mv);
            self.lead_to(ply + 1, key & 0xFFFF);
            let late = !in_check && !noisy && node.reduces_late_moves() && !child_in_check;
            let reduction = if !late || depth < 3 || n < 3 {
                0
            } else if selective {
                let killer = self.killers[ply.min(MAX_PLY)].contains(&Some(mv.clone()));
                // Moves that often cut elsewhere are reduced less, those that fail more.
                let history = self.history.quiet(key, ply) / HISTORY_MAX;
                let r = late_move_reduction(depth, n) - i32::from(pv) - i32::from(killer) - history;
                r.clamp(0, depth - 2)
            } else {
                1 + i32::from(n >= 8 && depth >= 5)
            };
            let score = self.search_child(
                &child,
                depth,
                (alpha, beta),
                ply,
                child_quiet,
                n == 0,
                reduction,
            );
            if self.stopped {
                return (0, i);
            }
            if score > best {
                (best, best_index) = (score, i);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !noisy {
                    self.reward_quiet(node, mv, depth, ply);
                    if selective {
                        self.punish_quiets(node, quiets, moves, depth, ply);
                    }
                }
                break;
            }
            if !noisy {
                quiets.push(i);
            }
        }
        (best, best_index)
    }

    /// One child searched with a full window (the first move), else a null window, possibly
    /// reduced, and searched again when it beats alpha.
    #[allow(clippy::too_many_arguments)]
    fn search_child(
        &mut self,
        child: &N,
        depth: i32,
        (alpha, beta): (Score, Score),
        ply: usize,
        quiet: u32,
        first: bool,
        reduction: i32,
    ) -> Score {
        if first {
            return -self.negamax(child, depth - 1, -beta, -alpha, ply + 1, quiet);
        }
        let mut score = -self.negamax(
            child,
            depth - 1 - reduction,
            -alpha - 1,
            -alpha,
            ply + 1,
            quiet,
        );
        if score > alpha && reduction > 0 {
            score = -self.negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1, quiet);
        }
        if score > alpha && score < beta {
            score = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1, quiet);
        }
        score
    }

    /// Null-move pruning: if passing still leaves the side to move at or above beta after a
    /// shallower search, the position is good enough to cut.
    fn try_null_move(
        &mut self,
        node: &N,
        depth: i32,
        beta: Score,
        ply: usize,
        in_check: bool,
    ) -> Option<Score> {
        if in_check || depth < 3 || ply == 0 || beta.abs() >= WIN_BOUND {
            return None;
        }
        if self.evaluate(node) < beta {
            return None;
        }
        let passed = node.null_move()?;
        let reduction = 2 + i32::from(depth >= 6);
        // The pass is irreversible for repetition purposes: nothing before it may repeat.
        let score = -self.negamax(&passed, depth - 1 - reduction, -beta, -beta + 1, ply + 1, 0);
        (score >= beta && !self.stopped).then_some(beta)
    }

    /// Captures (all moves when they are forced) until the position is quiet.
    fn quiescence(
        &mut self,
        node: &N,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qply: usize,
    ) -> Score {
        if self.tick() {
            return 0;
        }
        if let Some(end) = node.quick_end() {
            return end_score(end, ply);
        }
        let mut best = -INFINITY;
        let limit = qply >= MAX_QUIESCENCE || ply >= MAX_PLY;
        let early = node.stands_pat_without_moves();
        if early {
            best = self.evaluate(node);
            if best >= beta || limit {
                return best;
            }
            alpha = alpha.max(best);
        }
        let mut buffers = self.take_buffers(ply);
        let forced = node.tactical_moves(&mut buffers.moves);
        if forced {
            if let Some(end) = node.end(&buffers.moves) {
                self.give_buffers(ply, buffers);
                return end_score(end, ply);
            }
        }
        if !early && (!forced || limit) {
            best = self.evaluate(node);
            if best >= beta || limit {
                self.give_buffers(ply, buffers);
                return best;
            }
            alpha = alpha.max(best);
        }
        let weighs_exchanges = node.prunes_by_static_eval() && !forced;
        // What a capture must win for the standing score to come within a margin of alpha.
        let needed = if weighs_exchanges {
            (alpha - best - DELTA_MARGIN).max(0)
        } else {
            0
        };
        let Buffers { moves, keyed, .. } = &mut buffers;
        keyed.clear();
        keyed.extend(
            moves
                .iter()
                .enumerate()
                .map(|(i, mv)| (-i64::from(node.order_hint(mv)), i)),
        );
        keyed.sort_unstable();
        for &(_, i) in keyed.iter() {
            // A capture that loses material in the exchange will not raise a standing score,
            // nor will one that wins too little to bring it near alpha.
            if weighs_exchanges && !node.exchange_at_least(&moves[i], needed) {
                continue;
            }
            let score = -self.quiescence(&node.play(&moves[i]), -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                break;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.give_buffers(ply, buffers);
        if self.stopped {
            return 0;
        }
        best
    }
}
