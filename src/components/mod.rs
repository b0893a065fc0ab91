//! One function component per file.

pub mod app;
pub mod confirm_zero;
pub mod dice_tray;
pub mod die;
pub mod game_over;
pub mod help_dialog;
pub mod notice;
pub mod scoresheet;
