//! The page's side effects, each a small hook: storage and the address bar, the solver
//! requests, the bots' clock, and the table drawn in stages. The reducer stays pure;
//! `components/app.rs` calls these.

mod bot_clock;
mod language;
mod later;
mod persistence;
mod records;
mod solver_requests;
mod stage;

pub use bot_clock::use_bot_clock;
pub use language::use_language;
pub use later::{use_later, with_later, LaterParts};
pub use persistence::use_persistence;
pub use records::{use_record_keeping, use_records, RecordsIo};
pub use solver_requests::use_solver_requests;
pub use stage::{use_stage, Stage};
