//! One sort routine for the whole page. Each `sort_by` or `sort_unstable_by` call links its own
//! copy of the standard library's sort (a few kilobytes of WebAssembly each); these sort
//! positions through one comparison behind a reference, so the page carries a single copy.

use std::cmp::Ordering;

/// Sorts `items` by `cmp`, keeping equal items in their order (a stable sort).
pub fn sort_by<T>(items: &mut [T], cmp: impl Fn(&T, &T) -> Ordering) {
    let order = positions(items.len(), &|a, b| cmp(&items[a], &items[b]));
    // The item at `order[i]` goes to place `i`. Places before `i` are final, so an item that
    // was there has been swapped away: follow where it went.
    for (i, &from) in order.iter().enumerate() {
        let mut j = from;
        while j < i {
            j = order[j];
        }
        items.swap(i, j);
    }
}

/// Sorts `items` by `key`, keeping equal items in their order.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// The positions `0..n` in the order `cmp` gives them, equal ones in their own order.
fn positions(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by(|&a, &b| cmp(a, b).then(a.cmp(&b)));
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn sorts_as_the_standard_stable_sort(items in proptest::collection::vec((0u8..4, 0u16..1000), 0..60)) {
            let mut ours = items.clone();
            sort_by_key(&mut ours, |x| x.0);
            let mut std = items;
            std.sort_by_key(|x| x.0);
            proptest::prop_assert_eq!(ours, std);
        }
    }
}
