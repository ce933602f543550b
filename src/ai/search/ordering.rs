//! Move ordering: which move the search tries next. The table's move first, then captures by
//! value, killers, the countermove, quiet moves that escape a threat, and the rest by history;
//! the histories, killers and countermoves learn from each cut-off.

use super::{Searcher, MAX_PLY};
use crate::ai::node::Node;

impl<N: Node> Searcher<'_, N> {
    /// Order keys of `moves`, largest first when picked: the table's move, noisy moves by their
    /// hint (where the node weighs exchanges, those that lose material after the quiet moves),
    /// killers, the countermove, quiet moves that escape a threat, then history.
    pub(super) fn order_keys(
        &self,
        node: &N,
        moves: &[N::Move],
        table_move: u16,
        ply: usize,
        out: &mut Vec<(i64, usize)>,
    ) {
        let killers = &self.killers[ply.min(MAX_PLY)];
        let selective = node.prunes_by_static_eval();
        let countermove = self.countermove(ply);
        out.clear();
        out.extend(moves.iter().enumerate().map(|(i, mv)| {
            let key = if i == usize::from(table_move) {
                1 << 40
            } else if node.is_noisy(mv) {
                let hint = i64::from(node.order_hint(mv));
                if selective && !node.exchange_at_least(mv, 0) {
                    -(1 << 30) + hint
                } else {
                    (1 << 32) + hint
                }
            } else if killers[0].as_ref() == Some(mv) {
                1 << 31
            } else if killers[1].as_ref() == Some(mv) {
                (1 << 31) - 1
            } else if countermove.is_some() && countermove == Some(mv) {
                (1 << 31) - 2
            } else {
                let escape = if node.escapes(mv) { 1 << 30 } else { 0 };
                escape + i64::from(self.history.quiet(node.history_key(mv), ply))
            };
            (-key, i)
        }));
    }

    /// Takes the next move from order keys: the smallest (-key, index) left, swapped to `n`
    /// (picking one at a time spares sorting the moves a cut-off never reaches).
    pub(super) fn pick(keyed: &mut [(i64, usize)], n: usize) -> usize {
        let mut best = n;
        for j in n + 1..keyed.len() {
            if keyed[j] < keyed[best] {
                best = j;
            }
        }
        keyed.swap(n, best);
        keyed[n].1
    }

    /// The countermove to the move that led to `ply`, if any.
    pub(super) fn countermove(&self, ply: usize) -> Option<&N::Move> {
        let previous = self.history.led_by(ply)?;
        self.countermoves.get(previous)?.as_ref()
    }

    /// Records the move that leads to `ply` (for countermoves).
    pub(crate) fn lead_to(&mut self, ply: usize, key: usize) {
        self.history.lead_to(ply, key);
    }

    pub(super) fn reward_quiet(&mut self, node: &N, mv: &N::Move, depth: i32, ply: usize) {
        if node.prunes_by_static_eval() {
            if let Some(previous) = self.history.led_by(ply) {
                if self.countermoves.is_empty() {
                    self.countermoves = vec![None; 1 << 16];
                }
                self.countermoves[previous & 0xFFFF] = Some(mv.clone());
            }
        }
        let slot = &mut self.killers[ply.min(MAX_PLY)];
        if slot[0].as_ref() != Some(mv) {
            slot[1] = slot[0].take();
            slot[0] = Some(mv.clone());
        }
        let key = node.history_key(mv);
        if node.prunes_by_static_eval() {
            self.history.reward(key, ply, depth);
        } else {
            self.history.count(key, depth);
        }
    }

    /// Quiet moves searched before the one that cut lose history: a move that failed here is
    /// likely to fail elsewhere (only where the node prunes by evaluation, whose late-move
    /// pruning lives by this order).
    pub(super) fn punish_quiets(
        &mut self,
        node: &N,
        tried: &[usize],
        moves: &[N::Move],
        depth: i32,
        ply: usize,
    ) {
        for &i in tried {
            self.history.punish(node.history_key(&moves[i]), ply, depth);
        }
    }
}
