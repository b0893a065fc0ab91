//! The tables on several phones kept on this phone (`yahtzee.tables`), newest first: each as
//! its link, the seats this phone plays, how far it saw the table and when. A kept table is
//! parsed as a link is, by replay (`link::decode`): one that play could not make is damage,
//! set aside at start-up (`check.rs`) like any other.

use yahtzee_engine::link::same_table;
use yahtzee_engine::Session;

use super::{decode_items, local_storage, stored, Items};
use crate::json;
pub use crate::travel::KeptTable;
use crate::travel::Travel;

/// Where the tables are kept.
pub const TABLES_KEY: &str = "yahtzee.tables";
/// Where a link that contradicts a kept table is set aside (plus `.unreadable`, `-2`…).
pub const CONTRADICTED_KEY: &str = "yahtzee.tables.link";
/// How many tables are kept: the oldest goes when another comes.
pub const TABLES_KEPT: usize = 30;

/// The tables kept in `raw`, each replayed.
pub fn decode_tables(raw: &str) -> Result<Items<KeptTable>, String> {
    decode_items(raw, TABLES_KEPT)
}

/// The tables kept on this phone (none when the store cannot be read: the start-up check
/// names that damage and sets it aside).
pub fn kept_tables() -> Vec<KeptTable> {
    stored(TABLES_KEY)
        .and_then(|raw| decode_tables(&raw).ok())
        .map_or_else(Vec::new, |items| items.good)
}

/// `list` as stored text.
fn write(list: &Vec<KeptTable>) -> Result<(), String> {
    let text = json::to_string(&list).ok_or_else(crate::msg::saved_not_written)?;
    local_storage()
        .and_then(|s| s.set_item(TABLES_KEY, &text).ok())
        .ok_or_else(crate::msg::saved_game_not_kept)
}

/// Keeps `session`, seen to its last move by this phone playing `travel`'s seats, first in the
/// list in place of its older copy.
pub fn keep_table(session: &Session, travel: Travel) -> Result<(), String> {
    let Some(table) = KeptTable::of(session, travel, js_sys::Date::now()) else {
        return Ok(());
    };
    let mut list = kept_tables();
    if list
        .first()
        .is_some_and(|k| k.link == table.link && k.travel == travel)
    {
        return Ok(());
    }
    list.retain(|k| !same_table(&k.session, session));
    list.insert(0, table);
    list.truncate(TABLES_KEPT);
    write(&list)
}

/// Takes the table whose link is `text` off this phone's list.
pub fn remove_table(text: &str) -> Result<(), String> {
    let mut list = kept_tables();
    list.retain(|k| k.link != text);
    write(&list)
}

/// Keeps a link that contradicts a kept table aside, never over an earlier one; the key it is
/// under, or `None` when the store would not take it.
pub fn keep_link_aside(text: &str) -> Option<String> {
    let storage = local_storage()?;
    let key = super::check::free_aside_key(&storage, CONTRADICTED_KEY);
    storage.set_item(&key, text).ok().map(|_| key)
}
