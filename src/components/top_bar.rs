//! The page's header: the title, the running total and the tools (hint, coach, new table,
//! records, undo, help, and the sound and vibration switches). On a phone it is one row: Undo
//! and a menu with the other tools; the hint's button is then beside Roll, where a thumb
//! reaches (`dice_tray.rs`).

use yew::prelude::*;

use yahtzee_engine::Action;

use crate::msg;
use crate::state::{AppAction, Opens};

#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// The game in play's name ("Yahtzee" for Classic), the header's title.
    pub title: AttrValue,
    /// The current player's total in words, shown in the badge ("Ann: 123 pts" in a table of
    /// several, whose turn it is, the name marked by `words::NAME_MARK`).
    pub total: AttrValue,
    /// The name of the player whose total it is, in a table of several.
    #[prop_or_default]
    pub who: Option<AttrValue>,
    /// The hint panel is open.
    pub hint_open: bool,
    /// No hint now: the game is over, or a bot is playing.
    pub hint_disabled: bool,
    /// What Undo would take back ("Ann's 25 in Full House"), when there is something to undo.
    pub undo: Option<AttrValue>,
    /// At a table of several, whether the chances to win are shown: on a phone they are
    /// toggled from the menu (beside the sheet, from the play column).
    #[prop_or_default]
    pub odds: Option<bool>,
    /// A tool was chosen.
    pub on_action: Callback<AppAction>,
    /// The switches for sound and vibration, first in the menu, once the later parts are here.
    #[prop_or_default]
    pub feel: Option<Html>,
}

/// The header and its tools.
#[function_component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let button = |action: AppAction| props.on_action.reform(move |_: MouseEvent| action.clone());

    let undo_target = props.undo.as_deref().unwrap_or_default();
    let undo_title = match &props.undo {
        Some(target) => msg::bar_undo_title(target),
        None => msg::bar_undo(),
    };
    // On a narrow screen the other tools are a popover that the menu button opens: the browser
    // closes it on a tap outside or Escape, and each tool closes it as it opens its dialog. On
    // a wide screen the CSS shows them in the row. (No state of the page's own: the popover
    // costs the first download nothing.)
    let tool = |action: AppAction, words: Html| {
        html! {
            <button type="button" onclick={button(action)} aria-haspopup="dialog"
                popovertarget="more-tools" popovertargetaction="hide">{ words }</button>
        }
    };
    html! {
        <header class="top">
            <h1>{ props.title.clone() }</h1>
            <p class="total-badge" aria-hidden="true">{ badge(&props.total, props.who.as_deref()) }</p>
            <nav class="tools">
                <button type="button" class="hint-tool" onclick={button(AppAction::ToggleHint)}
                    aria-pressed={props.hint_open.to_string()} disabled={props.hint_disabled}>
                    { msg::bar_hint() }<kbd aria-hidden="true">{ "H" }</kbd>
                </button>
                // The name comes from the content, not an aria-label: a label that does not
                // contain the visible text (the "U" key included) fails WCAG's label in name.
                // What the undo takes back is read out but not shown (the title shows it).
                <button type="button" class="undo" onclick={button(AppAction::Play(Action::Undo))}
                    disabled={props.undo.is_none()} title={undo_title}>
                    { msg::bar_undo() }<span class="sr-only">{ format!(" {undo_target}") }</span>
                    <kbd aria-hidden="true">{ "U" }</kbd>
                </button>
                <button type="button" class="menu-button" popovertarget="more-tools">
                    <span aria-hidden="true" class="burger"></span><span class="menu-word">{ msg::bar_menu() }</span>
                </button>
                <div class="more-tools" id="more-tools" popover="auto">
                    // First: Yew matches a list's children from its end, so the switches, which
                    // come a moment after the header is drawn, leave every tool's button as it
                    // was (added at the end, they made each button take its neighbour's place,
                    // under a pointer about to press it).
                    { props.feel.clone() }
                    if let Some(open) = props.odds {
                        <button type="button" class="odds-tool" onclick={button(AppAction::ToggleOdds)}
                            aria-pressed={open.to_string()} popovertarget="more-tools" popovertargetaction="hide">
                            { msg::tray_odds() }
                        </button>
                    }
                    { tool(AppAction::Open(Opens::Coach), html! { msg::bar_coach() }) }
                    { tool(AppAction::Open(Opens::Setup), html! { msg::bar_new_table() }) }
                    { tool(AppAction::Open(Opens::Records), html! { msg::bar_records() }) }
                    { tool(AppAction::Open(Opens::Help), html! { <>{ msg::bar_help() }<kbd aria-hidden="true">{ "?" }</kbd></> }) }
                </div>
            </nav>
        </header>
    }
}

/// The badge's words with the name in a box of its own, cut with an ellipsis when it is long.
fn badge(total: &str, who: Option<&str>) -> Html {
    match (total.split_once(crate::words::NAME_MARK), who) {
        (Some((before, after)), Some(who)) => html! {
            <>{ before }<span class="who">{ who.to_string() }</span>{ after }</>
        },
        _ => html! { { total.to_string() } },
    }
}
