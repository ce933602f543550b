//! A small stable sort for the short lists the app orders (a turn's moves, a board's cells, the
//! saved games). The standard library's sorts are built for long slices: every type and key
//! they are used with adds about 4 kB to the wasm, which came to a tenth of the download
//! (README.md, "Download size and first board"). Insertion sort is a few hundred bytes a use
//! and as fast on lists of tens; a list that may be thousands long (My games after importing a
//! database) takes [`long_by`], a merge sort by index. The engine's hot move ordering keeps
//! `sort_unstable`, and the bear-off table's positions are ordered by counting.
//!
//! ```
//! use tabula::rules::sort;
//! let mut words = vec!["pear", "fig", "apple", "kiwi"];
//! sort::by_key(&mut words, |w| w.len());
//! assert_eq!(words, ["fig", "pear", "kiwi", "apple"]); // equal keys keep their order
//! ```

use std::cmp::Ordering;

/// Sorts `items` by `compare`, keeping equal items in their order.
pub fn by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// [`by`] for a list that may be thousands long (My games after a database is imported),
/// which insertion sort would take seconds over: a merge sort of the items' places.
pub fn long_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let order = merged_order(items.len(), &mut |a, b| compare(&items[a], &items[b]));
    place(items, order);
}

/// The places of `len` items in sorted order: a stable bottom-up merge sort of their indices,
/// so that the items themselves move once, in code shared by every type.
fn merged_order(len: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    let mut merged = vec![0; len];
    let mut width = 1;
    while width < len {
        for start in (0..len).step_by(2 * width) {
            let middle = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // The left run first on a tie: equal items keep their order.
                let take_left = right >= end
                    || (left < middle && compare(order[left], order[right]) != Ordering::Greater);
                *slot = if take_left { order[left] } else { order[right] };
                if take_left {
                    left += 1;
                } else {
                    right += 1;
                }
            }
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Moves the items so that position `i` holds the item that was at `order[i]`.
fn place<T>(items: &mut [T], mut order: Vec<usize>) {
    for start in 0..items.len() {
        // Follow the cycle through `start`, swapping each item into its place.
        let mut at = start;
        while order[at] != start {
            let from = order[at];
            items.swap(at, from);
            order[at] = at;
            at = from;
        }
        order[at] = at;
    }
}

/// Sorts `items` by the key each has, keeping equal keys in their order.
pub fn by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order.
pub fn all<T: Ord>(items: &mut [T]) {
    by(items, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rng;

    #[test]
    fn agrees_with_the_standard_stable_sort() {
        let mut rng = Rng::new(7);
        for len in (0..80).chain([127, 128, 129, 1000, 4097]) {
            let items: Vec<(usize, usize)> = (0..len).map(|i| (rng.below(5), i)).collect();
            let mut theirs = items.clone();
            theirs.sort_by_key(|item| item.0);
            let mut ours = items.clone();
            long_by(&mut ours, |a, b| a.0.cmp(&b.0));
            assert_eq!(ours, theirs, "long_by, {len} items");
            if len < 100 {
                let mut ours = items.clone();
                by_key(&mut ours, |item| item.0);
                assert_eq!(ours, theirs);
                let mut ours = items.clone();
                all(&mut ours);
                let mut sorted = items;
                sorted.sort();
                assert_eq!(ours, sorted);
            }
        }
    }
}
