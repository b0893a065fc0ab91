//! Focus for dialogs and panels that appear: keyboard and screen-reader users land in them; and
//! where it goes when what had it disappears.

use yew::prelude::*;

/// A node ref that takes the keyboard focus when its element first appears.
#[hook]
pub fn use_autofocus() -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    node
}

/// [`use_autofocus`] for a panel that opens at its top: the returned ref's element takes the focus
/// without scrolling to it, and `top`'s element is scrolled into view instead (below the sticky
/// header: the page's `scroll-padding-top`). The final score panel's first button is at its
/// foot, and a phone would otherwise open the panel scrolled past its title and score.
#[hook]
pub fn use_autofocus_from_top(top: NodeRef) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = top.cast::<web_sys::Element>() {
                el.scroll_into_view_with_bool(true);
            }
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = el.focus_with_options(&options);
            }
        });
    }
    node
}

/// Keeps the keyboard focus on the table when what had it disappears: scoring removes the
/// chosen box's button, the third roll disables Roll. The focus then goes to Roll, or to the
/// first open box, instead of falling to the page's body. `key` names the position; a change
/// of it is when to look. Nothing moves while a dialog is open.
#[hook]
pub fn use_focus_keeper<K: PartialEq + 'static>(key: K, modal: bool) {
    let mounted = use_mut_ref(|| false);
    use_effect_with((key, modal), move |(_, modal)| {
        let opening = !std::mem::replace(&mut *mounted.borrow_mut(), true);
        if *modal {
            // A dialog keeps the focus.
        } else if opening && crate::platform::touch() {
            // A touch screen has no keyboard focus to keep on opening: a focused Roll would
            // show its keyboard ring to a player who has not typed anything.
        } else if opening {
            // On opening, the look is in a later task: focusing lays out the page, which the
            // browser otherwise does after the page's first task, not inside it.
            crate::platform::in_a_later_task(keep_focus);
        } else {
            keep_focus();
        }
    });
}

/// Moves the focus to the table when nothing, the page's body or a disabled control has it.
fn keep_focus() {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window().and_then(|w| w.document());
    let lost = doc.as_ref().is_some_and(|d| match d.active_element() {
        None => true,
        Some(a) => {
            d.body()
                .is_some_and(|b| a == *b.unchecked_ref::<web_sys::Element>())
                || a.has_attribute("disabled")
        }
    });
    if lost {
        focus_table();
    }
}

/// Where the focus goes when a dialog closes and its opener is gone or disabled: the Roll
/// button, else the first open box, else the page's main region.
pub fn focus_table() {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for selector in [
        "button.roll:not([disabled])",
        ".game-over button.primary",
        ".sheet button.box:not([disabled])",
        "main",
    ] {
        if let Some(el) = doc
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            if selector == "main" {
                // The table as a whole takes the focus where it is: scrolled into view, its top
                // would go to the top of the screen and the header off it.
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = el.focus_with_options(&options);
            } else {
                let _ = el.focus();
            }
            return;
        }
    }
}
