//! Focus for dialogs and panels that appear: keyboard and screen-reader users land in them.

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
