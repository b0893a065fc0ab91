//! The state the page opens with.

use yahtzee_engine::DiceMode;

use crate::platform;
use crate::startup::{self, Link};
use crate::state::{AppState, Dialog, ScreenAction};
use crate::storage;

/// The state the page opens with: the saved game, the game the address names, or both.
pub(super) fn initial_state() -> AppState {
    let link = Link::parse(&platform::search());
    let saved = storage::load();
    // A first visit (nothing saved, no guide seen) gets the short guide to roll, hold, score.
    let first_visit = matches!(saved, Ok(None)) && !storage::guide_seen();
    let start = startup::start(saved, &link, storage::take_set_aside, platform::random_seed);
    // The other stored data is checked after the first render (`use_persistence`).
    let mut state = AppState::new(start.session, start.notice);
    // The game a link replaced is kept, so that Back or its own link brings it back.
    if let Some(aside) = start.set_aside {
        if let Err(notice) = storage::set_aside(&aside) {
            state.screen = state.screen.reduce(ScreenAction::AddNotice(notice));
        }
    }
    state.screen.dialog = start.offer.map(Dialog::Replace);
    state.screen.guide = first_visit
        && state.screen.dialog.is_none()
        && state.session().dice_mode() == DiceMode::Rolled
        && state.session().seats().len() == 1;
    state.coach.settings = storage::coach_settings();
    state.screen.bot_speed = storage::bot_speed();
    state
}
