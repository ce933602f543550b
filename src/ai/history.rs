//! What the search learns about quiet moves as it goes, by their history keys (a number per
//! move that a node gives, chess's from and to squares): how often each cut off, how well each
//! answers a move to the square the last one went to, and which key led to each ply. It knows
//! nothing of a game's moves, so one copy of this code serves every game's search (the search
//! itself is compiled anew for each, so the methods it calls most are kept out of line: inlined,
//! they came three times into the download).

/// The history's limit either way where it ages.
pub(crate) const HISTORY_MAX: i32 = 1 << 14;

/// Plies whose leading move is remembered.
const PLIES: usize = 128;

pub(crate) struct History {
    /// By key: how well the move has done.
    own: Vec<i32>,
    /// By the square the previous move went to and this move's key (where the node prunes by
    /// evaluation; empty until its first cut-off): how well the move answers a move to there.
    follow_up: Vec<i32>,
    /// By ply: the key of the move that led there (`usize::MAX` for a pass or none).
    led_by: Vec<usize>,
}

impl Default for History {
    fn default() -> Self {
        History {
            own: vec![0; 1 << 16],
            follow_up: Vec::new(),
            led_by: vec![usize::MAX; PLIES],
        }
    }
}

impl History {
    /// Records the key of the move that leads to `ply`.
    pub fn lead_to(&mut self, ply: usize, key: usize) {
        if let Some(slot) = self.led_by.get_mut(ply) {
            *slot = key;
        }
    }

    /// The key of the move that led to `ply`, if any.
    pub fn led_by(&self, ply: usize) -> Option<usize> {
        self.led_by
            .get(ply)
            .copied()
            .filter(|&key| key != usize::MAX)
    }

    /// The move's own history alone.
    fn own(&self, key: usize) -> i32 {
        self.own[key & 0xFFFF]
    }

    /// A quiet move's history at `ply`: its own, plus how it has answered the previous move.
    #[inline(never)]
    pub fn quiet(&self, key: usize, ply: usize) -> i32 {
        let follow_up = self
            .follow_up_slot(key, ply)
            .map_or(0, |i| self.follow_up[i]);
        self.own(key) + follow_up
    }

    /// A move that cut off at `depth`, where the node prunes by evaluation: both histories
    /// rise, the more the deeper.
    #[inline(never)]
    pub fn reward(&mut self, key: usize, ply: usize, depth: i32) {
        if self.follow_up.is_empty() {
            self.follow_up = vec![0; 64 << 12];
        }
        self.age(key, ply, bonus(depth));
    }

    /// A quiet move tried before the one that cut off: both histories fall.
    #[inline(never)]
    pub fn punish(&mut self, key: usize, ply: usize, depth: i32) {
        self.age(key, ply, -bonus(depth));
    }

    /// A move that cut off where the node does not prune by evaluation (the draughts and
    /// Camelot): its own history rises by the depth squared, as it always has.
    #[inline(never)]
    pub fn count(&mut self, key: usize, depth: i32) {
        let entry = &mut self.own[key & 0xFFFF];
        *entry = (*entry + depth * depth).min(1 << 24);
    }

    fn age(&mut self, key: usize, ply: usize, bonus: i32) {
        let entry = &mut self.own[key & 0xFFFF];
        *entry = aged(*entry, bonus);
        if let Some(i) = self.follow_up_slot(key, ply) {
            self.follow_up[i] = aged(self.follow_up[i], bonus);
        }
    }

    /// Where the follow-up history of the move `key` at `ply` is kept, if it is kept.
    fn follow_up_slot(&self, key: usize, ply: usize) -> Option<usize> {
        let previous = self.led_by(ply)?;
        (!self.follow_up.is_empty()).then_some((previous % 64) << 12 | (key & 0xFFF))
    }
}

fn bonus(depth: i32) -> i32 {
    (16 * depth * depth).min(HISTORY_MAX / 8)
}

/// A history entry moved by `bonus`, the more slowly the nearer it is to the limit, so that old
/// successes fade as new ones come.
fn aged(entry: i32, bonus: i32) -> i32 {
    entry + bonus - entry * bonus.abs() / HISTORY_MAX
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_counts_for_the_move_and_more_after_a_move_to_the_same_square() {
        let mut history = History::default();
        // Ply 3 was reached by a move to square 28 (key 12 * 64 + 28); 6 * 64 + 21 cut there.
        history.lead_to(3, 12 * 64 + 28);
        history.reward(6 * 64 + 21, 3, 4);
        let after_same = history.quiet(6 * 64 + 21, 3);
        assert!(after_same > 0);
        // Elsewhere, after a move to another square, only its own history counts.
        history.lead_to(5, 12 * 64 + 29);
        let after_other = history.quiet(6 * 64 + 21, 5);
        assert!(0 < after_other && after_other < after_same);
        // Tried and failed: both fall.
        history.punish(6 * 64 + 21, 3, 4);
        history.punish(6 * 64 + 21, 3, 4);
        assert!(history.quiet(6 * 64 + 21, 3) < 0);
    }
}
