//! Two copies of one table, one stored and one from a link: which is further on, or whether
//! they went different ways. A table travels by link, so a device can be sent an old link, or
//! a link from a continuation it never saw (a turn played twice on two devices).

use crate::session::Session;

/// How a link's table stands to the stored one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Another table: other seats, rules, games or number.
    Other,
    /// The very same position.
    Same,
    /// The link is behind the stored table: every move it holds was played here already.
    Older,
    /// The link holds the stored table's moves and more.
    Newer,
    /// The two went different ways from some move on.
    Contradicts,
}

/// Whether `a` and `b` are one table: the same seats, rules, number of games and number.
pub fn same_table(a: &Session, b: &Session) -> bool {
    a.seed() == b.seed()
        && a.rule_set() == b.rule_set()
        && a.games() == b.games()
        && a.seats() == b.seats()
        && a.dice_mode() == b.dice_mode()
}

/// How `linked` stands to `stored`.
pub fn order(stored: &Session, linked: &Session) -> Order {
    if !same_table(stored, linked) {
        return Order::Other;
    }
    // The finished games' totals first: the game on the table is the one after them.
    let (a, b) = (finished(stored), finished(linked));
    let shared = a.len().min(b.len());
    if a[..shared] != b[..shared] {
        return Order::Contradicts;
    }
    if a.len() != b.len() {
        // One is a game further on: its earlier games agree with the other's.
        let behind = if a.len() < b.len() { stored } else { linked };
        let ahead_totals = if a.len() < b.len() { &b } else { &a };
        // The game the one behind is playing ended as the one ahead says, if it has ended.
        let game = behind.game();
        if game.is_over() && behind.results().last() != ahead_totals.get(shared) {
            return Order::Contradicts;
        }
        return if a.len() < b.len() {
            Order::Newer
        } else {
            Order::Older
        };
    }
    let (x, y) = (stored.game().decisions(), linked.game().decisions());
    let shared = x.len().min(y.len());
    if x[..shared] != y[..shared] {
        return Order::Contradicts;
    }
    match x.len().cmp(&y.len()) {
        std::cmp::Ordering::Equal => Order::Same,
        std::cmp::Ordering::Less => Order::Newer,
        std::cmp::Ordering::Greater => Order::Older,
    }
}

/// The totals of the games before the one on the table.
fn finished(s: &Session) -> Vec<Vec<u16>> {
    let mut r = s.results();
    r.truncate(usize::from(s.game_number()) - 1);
    r
}
