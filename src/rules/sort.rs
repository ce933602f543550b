//! A small stable sort for the short lists the app orders (a turn's moves, a board's cells, the
//! saved games). The standard library's sorts are built for long slices: every type and key
//! they are used with adds about 4 kB to the wasm, which came to a tenth of the download
//! (README.md, "Download size and first board"). Insertion sort is a few hundred bytes a use
//! and as fast on lists of tens. The engine's hot move ordering keeps `sort_unstable`, and a
//! long list (the bear-off table's positions) is ordered by counting instead.
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
        for len in 0..60 {
            let items: Vec<(usize, usize)> = (0..len).map(|i| (rng.below(5), i)).collect();
            let mut ours = items.clone();
            by_key(&mut ours, |item| item.0);
            let mut theirs = items.clone();
            theirs.sort_by_key(|item| item.0);
            assert_eq!(ours, theirs);
            let mut ours = items.clone();
            all(&mut ours);
            let mut theirs = items;
            theirs.sort();
            assert_eq!(ours, theirs);
        }
    }
}
