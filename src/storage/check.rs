//! The start-up check of every stored key but the game: damage is set aside, never deleted.

use serde::Serialize;

use super::{
    decode_bot_speed, decode_daily, decode_feel, decode_history, decode_practice, decode_records,
    decode_settings, decode_table_rules, decode_tables, local_storage, Items, BOTS_KEY, DAILY_KEY,
    FEEL_KEY, HISTORY_KEY, PRACTICE_KEY, RECORDS_KEY, SETTINGS_KEY, TABLES_KEY, TABLE_RULES_KEY,
};
use crate::json;
use crate::msg;
use crate::words;

/// What a check of a stored key found.
enum Checked {
    /// Every item is sound.
    Sound,
    /// The key cannot be read at all.
    Damaged,
    /// A list some of whose items were refused: the text of the good ones, and the refused.
    Refused(Option<String>, Vec<(usize, String)>),
}

fn list_check<T: Serialize>(items: Result<Items<T>, String>) -> Checked {
    match items {
        Err(_) => Checked::Damaged,
        Ok(items) if items.refused.is_empty() => Checked::Sound,
        Ok(items) => Checked::Refused(json::to_string(&items.good), items.refused),
    }
}

fn whole_check<T>(value: Result<T, String>) -> Checked {
    value.map_or(Checked::Damaged, |_| Checked::Sound)
}

/// What each stored key holds, in words (its message, and one item's), and how it is checked.
type Check = (
    &'static str,
    fn() -> String,
    fn() -> String,
    fn(&str) -> Checked,
);

const CHECKS: [Check; 9] = [
    (
        TABLE_RULES_KEY,
        msg::stored_table_rules,
        msg::stored_table_rules,
        |r| whole_check(decode_table_rules(r)),
    ),
    (RECORDS_KEY, msg::stored_records, msg::stored_record, |r| {
        list_check(decode_records(r))
    }),
    (
        HISTORY_KEY,
        msg::stored_finished_games,
        msg::stored_finished_game,
        |r| list_check(decode_history(r)),
    ),
    (
        SETTINGS_KEY,
        msg::stored_coach_settings,
        msg::stored_coach_settings,
        |r| whole_check(decode_settings(r)),
    ),
    (
        BOTS_KEY,
        msg::stored_bot_speed,
        msg::stored_bot_speed,
        |r| whole_check(decode_bot_speed(r)),
    ),
    (FEEL_KEY, msg::stored_feel, msg::stored_feel, |r| {
        whole_check(decode_feel(r))
    }),
    (DAILY_KEY, msg::stored_daily, msg::stored_daily_item, |r| {
        list_check(decode_daily(r))
    }),
    (TABLES_KEY, msg::stored_tables, msg::stored_table, |r| {
        list_check(decode_tables(r))
    }),
    (
        PRACTICE_KEY,
        msg::stored_practice,
        msg::stored_practice_item,
        |r| list_check(decode_practice(r)),
    ),
];

/// Where damaged data under `key` is copied: `key.unreadable`, or if that already holds an
/// earlier copy, the first free `key.unreadable-2`, `-3`…: never over an earlier copy.
pub(super) fn free_aside_key(storage: &web_sys::Storage, key: &str) -> String {
    first_free(key, |k| matches!(storage.get_item(k), Ok(None)))
}

/// The first name of `key.unreadable`, `key.unreadable-2`, … that `free` says is free. A store
/// holds finitely many keys, so one is.
pub(super) fn first_free(key: &str, free: impl Fn(&str) -> bool) -> String {
    let name = |n: usize| match n {
        1 => format!("{key}.unreadable"),
        n => format!("{key}.unreadable-{n}"),
    };
    (1..).map(name).find(|k| free(k)).unwrap_or_default()
}

/// Checks every stored key but the game at start-up. A key that cannot be read is moved under
/// the key plus `.unreadable` (never deleted); a list with damaged items is copied there as it
/// was, and keeps its sound items. Each is named in a notice; every other key stays as it was.
pub fn check_stored() -> Option<String> {
    let storage = local_storage()?;
    let mut moved = Vec::new();
    let mut items = Vec::new();
    for (key, what, item, check) in CHECKS {
        let Ok(Some(raw)) = storage.get_item(key) else {
            continue;
        };
        let checked = check(&raw);
        if matches!(checked, Checked::Sound) {
            continue;
        }
        let aside = free_aside_key(&storage, key);
        if storage.set_item(&aside, &raw).is_err() {
            continue;
        }
        match checked {
            Checked::Refused(Some(good), refused) if storage.set_item(key, &good).is_ok() => {
                items.push(words::stored::items_aside(&item(), &refused, &aside));
            }
            _ => {
                let _ = storage.remove_item(key);
                moved.push(msg::saved_moved(&what(), &aside));
            }
        }
    }
    words::stored::check_notice(&moved, items)
}

#[cfg(test)]
mod fuzz;
