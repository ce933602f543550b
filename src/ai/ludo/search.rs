//! Expectimax over the die, counted in decisions: depth 1 weighs the positions the mover's moves
//! leave; depth 2 also throws the die for whoever moves next (the mover again after a 6) and lets
//! that player choose; and so on. Chance nodes average their six children; a player's node takes
//! the child best for that player.
//!
//! **Max-n, not paranoid.** Each node carries every seat's utility ([`super::eval`]) and the
//! player to move picks by their own. The paranoid reduction (all opponents minimise the root
//! player's utility) would treat three opponents as one coalition and expect every knock-out
//! any of them could make to be made against us whatever it costs them. Ludo players race for
//! themselves, and with three opponents and a die in between such a coalition is far from what
//! happens: it makes the player flee threats that rarely come true and pass up a lead. Max-n
//! predicts each opponent's move by the same judgement we use for ourselves; since utilities
//! subtract the rivals' equity, an opponent still likes to knock us out when that is good for
//! it. (Pruning is weak under max-n, but depth is counted in decisions and a Ludo decision has
//! few moves, so the full tree of two decisions is cheap: a few dozen to a few hundred nodes.)
//!
//! The search deepens one decision at a time while the budget (nodes, time, a stop from the
//! [`Clock`]) allows; a deeper search that would not fit is not started, and one cut short is
//! thrown away, so a node budget gives the same move on any machine.

use super::eval::{evaluate, Values, Weights};
use crate::ai::clock::Clock;
use crate::ai::search::Limits;
use crate::games::ludo::{Ludo, LudoMove};
use crate::rules::{Game, Turn};

/// About how many times more a search one decision deeper costs (six throws times two or three
/// moves each): a deeper search is started only if this many times the last one still fits.
const DEEPER_COST: u64 = 12;

/// One completed depth: every root move's utility for the mover, in the moves' order.
#[derive(Clone, Debug, PartialEq)]
pub struct Depth {
    pub depth: u32,
    pub scores: Vec<f32>,
    /// Nodes visited so far, this depth included.
    pub nodes: u64,
}

/// One search: the budget, the clock and what has been spent.
pub struct Expectimax<'a> {
    clock: &'a dyn Clock,
    weights: Weights,
    limits: Limits,
    start_ms: f64,
    pub nodes: u64,
    stopped: bool,
}

impl<'a> Expectimax<'a> {
    pub fn new(clock: &'a dyn Clock, weights: Weights, limits: Limits) -> Self {
        Expectimax {
            clock,
            weights,
            limits,
            start_ms: clock.now_ms(),
            nodes: 0,
            stopped: false,
        }
    }

    /// Searches the root's moves one decision deeper at a time, telling `on_depth` of each
    /// completed depth, and returns the deepest completed (`None` only without moves: the
    /// depths up to the level's minimum are completed whatever the budget says).
    pub fn deepen(
        &mut self,
        game: &Ludo,
        moves: &[LudoMove],
        on_depth: &mut dyn FnMut(&Depth),
    ) -> Option<Depth> {
        let mut last: Option<Depth> = None;
        for depth in 1..=self.limits.max_depth.max(1) {
            let before = self.nodes;
            let budgeted = depth > self.limits.min_depth;
            let Some(scores) = self.root(game, moves, depth, budgeted) else {
                break;
            };
            let done = Depth {
                depth,
                scores,
                nodes: self.nodes,
            };
            on_depth(&done);
            last = Some(done);
            if !self.deeper_fits(self.nodes - before) {
                break;
            }
        }
        last
    }

    /// Whether a search one decision deeper than one that cost `spent` nodes should fit in
    /// the node and time budgets.
    fn deeper_fits(&self, spent: u64) -> bool {
        let guess = spent.saturating_mul(DEEPER_COST);
        let nodes_fit = self
            .limits
            .nodes
            .is_none_or(|budget| self.nodes.saturating_add(guess) <= budget);
        let elapsed = self.clock.now_ms() - self.start_ms;
        let time_fits = self.limits.time_ms.is_none_or(|ms| {
            let per_node = elapsed / self.nodes.max(1) as f64;
            elapsed + per_node * guess as f64 <= ms
        });
        nodes_fit && time_fits && !self.clock.stop_requested()
    }

    /// Each root move's utility for the mover at `depth` decisions; `None` when the budget
    /// (checked only when `budgeted`) or a stop cut the depth short.
    fn root(
        &mut self,
        game: &Ludo,
        moves: &[LudoMove],
        depth: u32,
        budgeted: bool,
    ) -> Option<Vec<f32>> {
        let seat = usize::from(game.turn().seat()?.0);
        let mut scores = Vec::with_capacity(moves.len());
        for mv in moves {
            let mut child = game.clone();
            child.apply(mv);
            let values = self.value(&child, depth - 1, budgeted);
            if self.stopped {
                return None;
            }
            scores.push(values[seat]);
        }
        Some(scores)
    }

    /// Every seat's expected utility of `game` with `depth` decisions left to look at.
    fn value(&mut self, game: &Ludo, depth: u32, budgeted: bool) -> Values {
        self.nodes += 1;
        if self.out_of_budget(budgeted) || game.outcome().is_some() {
            return evaluate(game, &self.weights);
        }
        match game.turn() {
            Turn::Chance if depth == 0 => evaluate(game, &self.weights),
            Turn::Chance => {
                let mut throws = Vec::with_capacity(6);
                game.chance_outcomes(&mut throws);
                let mut mean = [0.0; 4];
                for (throw, chance) in throws {
                    let mut child = game.clone();
                    child.apply(&throw);
                    let values = self.value(&child, depth, budgeted);
                    for (m, v) in mean.iter_mut().zip(values) {
                        *m += chance * v;
                    }
                }
                mean
            }
            Turn::Player(_) if depth == 0 => evaluate(game, &self.weights),
            Turn::Player(seat) => {
                let mut moves = Vec::with_capacity(4);
                game.legal_moves(&mut moves);
                let s = usize::from(seat.0);
                let mut best: Option<Values> = None;
                for mv in moves {
                    let mut child = game.clone();
                    child.apply(&mv);
                    let values = self.value(&child, depth - 1, budgeted);
                    if best.is_none_or(|b| values[s] > b[s]) {
                        best = Some(values);
                    }
                }
                best.unwrap_or_else(|| evaluate(game, &self.weights))
            }
        }
    }

    /// Whether to stop a budgeted depth: its nodes or time are spent, or the clock asks to
    /// stop (read every 256 nodes). The minimum depths (a few dozen nodes) always finish.
    fn out_of_budget(&mut self, budgeted: bool) -> bool {
        if !budgeted || self.stopped {
            return self.stopped;
        }
        if self.limits.nodes.is_some_and(|n| self.nodes > n) {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(256) {
            let late = self
                .limits
                .time_ms
                .is_some_and(|ms| self.clock.now_ms() - self.start_ms > ms);
            self.stopped = late || self.clock.stop_requested();
        }
        self.stopped
    }
}
