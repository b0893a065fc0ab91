//! The frame every dialog shares: a backdrop, focus moved in and kept in (Tab and Shift+Tab
//! cycle inside), Escape closes, and the focus goes back to what opened it.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::focus::focus_table;

/// Properties of [`Modal`].
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// Extra classes for the dialog box (e.g. "setup").
    #[prop_or_default]
    pub class: Classes,
    /// `dialog`, or `alertdialog` for a question that interrupts.
    #[prop_or(AttrValue::Static("dialog"))]
    pub role: AttrValue,
    /// Id of the element that names the dialog.
    pub labelledby: AttrValue,
    /// Id of the element that describes it.
    #[prop_or_default]
    pub describedby: Option<AttrValue>,
    /// Escape was pressed.
    pub on_close: Callback<()>,
    /// Any other key pressed inside the dialog, the dialog itself included (the review's
    /// arrows).
    #[prop_or_default]
    pub on_key: Option<Callback<KeyboardEvent>>,
    /// The content.
    pub children: Html,
}

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
     select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

fn focusables(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.offset_parent().is_some())
        .collect()
}

/// A modal dialog.
#[function_component]
pub fn Modal(props: &ModalProps) -> Html {
    let dialog = use_node_ref();
    // The element that had the focus when the dialog opened. Read while rendering, before any
    // child's effect moves the focus into the dialog.
    let opener = use_mut_ref(|| {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
    });
    {
        let dialog = dialog.clone();
        let opener = opener.clone();
        use_effect_with((), move |_| {
            if let Some(el) = dialog.cast::<web_sys::HtmlElement>() {
                let doc = el.owner_document();
                let inside = doc
                    .as_ref()
                    .and_then(|d| d.active_element())
                    .is_some_and(|a| el.contains(Some(&a)));
                // A child that asked for the focus (the answer to a question, the first
                // field) has it already; otherwise the dialog itself takes it, so that the
                // arrow keys scroll it.
                if !inside {
                    let _ = el.focus();
                }
            }
            move || {
                let back = opener.borrow().clone().and_then(|o| {
                    let disabled = o.has_attribute("disabled");
                    (o.is_connected() && !disabled)
                        .then(|| o.dyn_into::<web_sys::HtmlElement>().ok())
                        .flatten()
                });
                // A tool of the header's menu is hidden again once the menu has closed (it
                // has no box): the menu's button, which showed it, takes the focus back.
                let back = back.and_then(|el| match el.offset_parent() {
                    Some(_) => Some(el),
                    None => el
                        .owner_document()
                        .and_then(|d| d.query_selector("header.top .menu-button").ok().flatten())
                        .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok()),
                });
                match back {
                    Some(el) => {
                        let _ = el.focus();
                    }
                    None => focus_table(),
                }
            }
        });
    }
    let onkeydown = {
        let dialog = dialog.clone();
        let on_close = props.on_close.clone();
        let on_key = props.on_key.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                e.prevent_default();
                e.stop_propagation();
                on_close.emit(());
            }
            "Tab" => {
                let Some(root) = dialog.cast::<web_sys::Element>() else {
                    return;
                };
                let items = focusables(&root);
                let (Some(first), Some(last)) = (items.first(), items.last()) else {
                    e.prevent_default();
                    return;
                };
                let active = root.owner_document().and_then(|d| d.active_element());
                let at = |el: &web_sys::HtmlElement| {
                    active.as_ref() == Some(el.unchecked_ref::<web_sys::Element>())
                };
                let on_frame = active.as_ref() == Some(&root);
                if e.shift_key() && (at(first) || on_frame) {
                    e.prevent_default();
                    let _ = last.focus();
                } else if !e.shift_key() && at(last) {
                    e.prevent_default();
                    let _ = first.focus();
                }
            }
            _ => {
                if let Some(cb) = &on_key {
                    cb.emit(e);
                }
            }
        })
    };
    html! {
        <div class="backdrop">
            <div ref={dialog} class={classes!("dialog", props.class.clone())} role={props.role.clone()}
                aria-modal="true" aria-labelledby={props.labelledby.clone()}
                aria-describedby={props.describedby.clone()} tabindex="-1" {onkeydown}>
                { props.children.clone() }
            </div>
        </div>
    }
}
