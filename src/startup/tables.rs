//! What a link to a table on several phones opens (`?t=…`): replayed before it is trusted, then
//! set beside what this phone holds of the same table. A newer link comes on the table with
//! what the other phones played since; an older one, or one that went another way, leaves the
//! table as this phone had it, with a notice (the contradicting link is kept aside, never
//! lost). Pure, tested natively; `hooks/persistence.rs` feeds it the browser's storage.

use yahtzee_engine::link::{self, order, same_table, Order};
use yahtzee_engine::Session;

use crate::msg;
use crate::state::in_progress;
use crate::travel::{KeptTable, Opened, Seen, Travel};
use crate::words::{game_name, game_number, travel::link_refusal};

/// The table the link `text` opens, beside the `saved` session on the table (`saved_travel`: this
/// phone's part in it, when it is a table on several phones) and the tables `kept` on this
/// phone; or why it is not opened.
pub fn open_table(
    text: &str,
    saved: Option<&Session>,
    saved_travel: Option<Travel>,
    kept: &[KeptTable],
) -> Result<Opened, String> {
    let link::Linked {
        session: linked,
        coach_off,
    } = link::decode_table(text).map_err(link_refusal)?;
    // What this phone holds of the same table: the one on screen, else one it keeps.
    let on_screen = saved
        .zip(saved_travel)
        .filter(|(s, _)| same_table(s, &linked))
        .map(|(s, t)| (s.clone(), t, Seen::of(s)));
    let here = kept.iter().find(|k| same_table(&k.session, &linked));
    let base = on_screen.or_else(|| here.map(|k| (k.session.clone(), k.travel, k.seen)));
    let (session, travel, seen, notice, contradicts) = match base {
        None => {
            // A rematch, or another table of the very same seats: this phone's players sit
            // where they sat at it, and Who are you? is not asked again.
            let mine = saved
                .zip(saved_travel)
                .map(|(s, t)| (s, t.mine))
                .into_iter()
                .chain(kept.iter().map(|k| (&k.session, k.travel.mine)))
                .find(|(s, _)| s.seats() == linked.seats())
                .map(|(_, mine)| mine)
                .unwrap_or_default();
            let travel = Travel { mine, coach_off };
            (linked, travel, Seen::default(), None, false)
        }
        Some((kept, travel, seen)) => match order(&kept, &linked) {
            Order::Newer => (linked, travel, seen, None, false),
            Order::Older => (kept, travel, seen, Some(msg::link_table_older()), false),
            Order::Contradicts => (kept, travel, seen, None, true),
            Order::Same | Order::Other => (kept, travel, seen, None, false),
        },
    };
    // A game of this phone alone, in progress, is kept aside rather than lost (a table on
    // several phones goes among this phone's tables: `hooks::open_table_link`).
    let set_aside = saved
        .filter(|s| saved_travel.is_none() && !same_table(s, &session) && in_progress(s))
        .cloned();
    let notice = match &set_aside {
        Some(s) => {
            let aside = msg::link_table_kept_aside(
                &game_name(s.rule_set().variant),
                &game_number(s.seed()),
            );
            Some(notice.map_or(aside.clone(), |n| format!("{n} {aside}")))
        }
        None => notice,
    };
    Ok(Opened {
        session,
        travel,
        seen,
        notice,
        set_aside,
        contradicts,
        catch_up: Vec::new(),
        said: String::new(),
    })
}

#[cfg(test)]
mod tests;
