//! One function component per file.

pub mod app;
pub mod coach_dialog;
pub mod coach_warning;
pub mod colour_legend;
pub mod confirm_zero;
pub mod dialogs;
pub mod dice_entry;
pub mod dice_tray;
pub mod die;
pub mod game_over;
pub mod help_dialog;
pub mod hint_panel;
pub mod modal;
pub mod notice;
pub mod odds_panel;
pub mod replace_dialog;
pub mod review;
pub mod scoresheet;
pub mod setup_dialog;
pub mod stats_dialog;
