//! The page's side effects, each a small hook: storage and the address bar, the solver
//! requests, the bots' clock, and the scoresheet drawn one task after the rest. The reducer
//! stays pure; `components/app.rs` calls these.

mod bot_clock;
mod persistence;
mod second_task;
mod solver_requests;

pub use bot_clock::use_bot_clock;
pub use persistence::use_persistence;
pub use second_task::use_second_task;
pub use solver_requests::use_solver_requests;
