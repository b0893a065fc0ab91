//! The words of the start-up check of the stored data: what was set aside, and where.

use super::list;
use crate::msg;

/// A list whose damaged items were set aside: the name of its items ("record"), the refused
/// ones (each one's place in the list and why; the first three named, then how many more), and
/// the key its text was copied to.
pub fn items_aside(item: &str, refused: &[(usize, String)], aside: &str) -> String {
    let mut named: Vec<String> = refused
        .iter()
        .take(3)
        .map(|(n, why)| msg::saved_item(item, *n, why))
        .collect();
    if refused.len() > 3 {
        named.push(msg::saved_items_more(refused.len() - 3));
    }
    msg::saved_items_aside(&list(&named), aside)
}

/// The check's notice: the keys moved aside whole (each `msg::saved_moved`) in one sentence,
/// then each list's items set aside; none when nothing was.
pub fn check_notice(moved: &[String], mut items: Vec<String>) -> Option<String> {
    if !moved.is_empty() {
        items.insert(0, msg::saved_moved_aside(&list(moved)));
    }
    (!items.is_empty()).then(|| items.join(" "))
}
