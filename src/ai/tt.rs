//! The transposition table: one entry per slot, indexed by the low bits of the position's 64-bit
//! hash and checked against the whole hash. The best move is kept as its index in the position's
//! move list (move generation is deterministic), so the table needs nothing from a move type.

use std::cell::RefCell;

use super::node::{Score, WIN_BOUND};

thread_local! {
    static KEPT: RefCell<Option<Table>> = const { RefCell::new(None) };
}

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// Index of the best move in the move list, `u16::MAX` for none.
    pub best: u16,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    best: u16::MAX,
};

/// A fixed-size table; a new entry replaces the old one unless the old one is for the same
/// position searched deeper.
#[derive(Default)]
pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MB (at least a few thousand entries).
    pub fn new(megabytes: usize) -> Table {
        let size = Table::new_size(megabytes);
        Table {
            slots: vec![EMPTY; size],
            mask: size - 1,
        }
    }

    /// A table of `megabytes` as [`Table::new`], the one the last search on this thread kept
    /// where it has that size: its entries still hold, and the next move's search, two plies
    /// on, finds much of its tree there.
    pub fn kept(megabytes: usize) -> Table {
        let table = Table::take_kept();
        let size = Table::new_size(megabytes);
        match table {
            Some(table) if table.slots.len() == size => table,
            _ => Table::new(megabytes),
        }
    }

    /// Keeps this table for the next search on this thread.
    pub fn keep(self) {
        KEPT.with(|kept| *kept.borrow_mut() = Some(self));
    }

    /// The table kept on this thread, taken away (for the next search, here or on another thread).
    pub fn take_kept() -> Option<Table> {
        KEPT.with(|kept| kept.borrow_mut().take())
    }

    fn new_size(megabytes: usize) -> usize {
        let wanted = megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Entry>();
        wanted.next_power_of_two().max(4096) / 2
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.slots[key as usize & self.mask];
        (entry.key == key && entry.depth >= 0).then_some(entry)
    }

    /// The entry for `key` whatever its depth: a draw's entry keeps only its move (depth -1),
    /// which the expected line still follows.
    pub fn probe_move(&self, key: u64) -> Option<Entry> {
        let entry = self.slots[key as usize & self.mask];
        (entry.key == key).then_some(entry)
    }

    pub fn store(&mut self, entry: Entry) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if slot.key != entry.key || entry.depth >= slot.depth || entry.bound == Bound::Exact {
            *slot = entry;
        }
    }
}

/// A mate score as stored in the table (relative to the node) and back (relative to the root).
pub(crate) fn to_table(score: Score, ply: usize) -> Score {
    if score > WIN_BOUND {
        score + ply as Score
    } else if score < -WIN_BOUND {
        score - ply as Score
    } else {
        score
    }
}

fn from_table(score: Score, ply: usize) -> Score {
    if score > WIN_BOUND {
        score - ply as Score
    } else if score < -WIN_BOUND {
        score + ply as Score
    } else {
        score
    }
}

/// The stored score when the entry is deep enough and its bound settles the window.
pub(crate) fn table_cut(
    e: &Entry,
    depth: i32,
    alpha: Score,
    beta: Score,
    ply: usize,
) -> Option<Score> {
    if ply == 0 || i32::from(e.depth) < depth {
        return None;
    }
    let score = from_table(e.score, ply);
    let usable = match e.bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    };
    usable.then_some(score)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_whole_key() {
        let mut table = Table::new(1);
        let entry = Entry {
            key: 0xABCD_0000_0000_0001,
            score: 42,
            depth: 3,
            bound: Bound::Exact,
            best: 2,
        };
        table.store(entry);
        assert_eq!(table.probe(entry.key).map(|e| e.score), Some(42));
        assert!(table.probe(entry.key ^ (1 << 40)).is_none());
    }

    #[test]
    fn a_kept_table_comes_back_once_to_a_search_of_its_size() {
        let entry = Entry {
            key: 0x1234_0000_0000_0007,
            score: -17,
            depth: 9,
            bound: Bound::Lower,
            best: 4,
        };
        let mut table = Table::kept(1);
        table.store(entry);
        table.keep();
        let again = Table::kept(1);
        assert_eq!(again.probe(entry.key).map(|e| e.score), Some(-17));
        // Taken, it is gone: the next search of that size starts empty.
        assert!(Table::kept(1).probe(entry.key).is_none());
        // A search that wants another size starts empty too.
        again.keep();
        assert!(Table::kept(2).probe(entry.key).is_none());
        assert!(Table::take_kept().is_none());
    }
}
