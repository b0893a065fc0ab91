//! The page's side effects, each a small hook: storage and the address bar, the records, the
//! daily game's one play and its results, the sound and vibration switches, the language, the bots' clock, and the table drawn in stages.
//! The reducer stays pure; the app
//! (`app.rs`) and the dialogs call these. None reaches the later parts: the hooks that do are the
//! app's (`app/`), above the components.

mod bot_clock;
mod daily;
mod feel;
mod language;
mod persistence;
mod practice;
mod records;
mod stage;

pub use bot_clock::use_bot_clock;
pub use daily::{todays, use_day_claim, use_help_noted, use_one_play, use_perfect_noted};
pub use feel::use_feel;
pub use language::use_language;
pub use persistence::{
    open_table_link, use_keeping, use_kept_table_rules, use_persistence, use_saved_state, Keeping,
};
pub use practice::use_practice;
pub use records::{use_record_news, use_records, RecordsIo};
pub use stage::{use_stage, Stage};
