//! Where the menu of languages goes at the foot of the page: drawn once the later parts have
//! come (`crate::later`), a moment after the table. Only this slot draws again when they come.

use yew::prelude::*;

use super::language_menu::LanguageMenuProps;
use crate::hooks::use_later;
use crate::state::AppState;

/// Properties of [`LanguageSlot`].
#[derive(Properties, PartialEq)]
pub struct LanguageSlotProps {
    /// Where the page's actions go.
    pub dispatcher: UseReducerDispatcher<AppState>,
}

/// The menu of languages, or nothing while the later parts are on their way.
#[function_component]
pub fn LanguageSlot(props: &LanguageSlotProps) -> Html {
    let later = use_later();
    match later.get() {
        Some(later) => (later.language_menu)(LanguageMenuProps {
            dispatcher: props.dispatcher.clone(),
        }),
        None => Html::default(),
    }
}
