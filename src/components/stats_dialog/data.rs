//! The records dialog's "your data": export, import, and clearing after a confirmation.

use yew::prelude::*;

use crate::msg;
use crate::words::records as w;

/// What [`data_actions`] draws from.
pub struct DataActionsProps {
    /// How many records there are (what clearing deletes).
    pub count: usize,
    /// How many daily games' results there are (exported with the records, kept by clearing:
    /// a day's game started stays played once).
    pub days: usize,
    /// Download every record as JSON.
    pub on_export: Callback<()>,
    /// A file was chosen to import.
    pub on_import: Callback<web_sys::File>,
    /// Delete every record (confirmed here first).
    pub on_clear: Callback<()>,
    /// Whether the dialog is asking to confirm the clearing.
    pub confirming: UseStateHandle<bool>,
}

/// Export, import and clear; clearing asks first.
pub fn data_actions(props: &DataActionsProps) -> Html {
    let confirming = &props.confirming;
    let on_export = {
        let cb = props.on_export.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_file = {
        let cb = props.on_import.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                if let Some(file) = input.files().and_then(|f| f.get(0)) {
                    cb.emit(file);
                }
                input.set_value("");
            }
        })
    };
    let answer = |clear: bool| {
        let confirming = confirming.clone();
        let cb = props.on_clear.clone();
        Callback::from(move |_: MouseEvent| {
            confirming.set(false);
            if clear {
                cb.emit(());
            }
        })
    };
    let ask_clear = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let empty = props.count == 0;
    html! {
        <div class="data-actions">
            <button type="button" class="secondary" onclick={on_export}
                disabled={empty && props.days == 0}>{ msg::records_export() }</button>
            <label class="secondary file">{ msg::records_import() }
                <input type="file" accept="application/json,.json" onchange={on_file} />
            </label>
            if **confirming {
                <span role="alert">{ w::delete_all(props.count) }</span>
                <button type="button" class="danger" onclick={answer(true)}>{ msg::records_delete() }</button>
                <button type="button" class="secondary" onclick={answer(false)}>{ msg::records_keep() }</button>
            } else {
                <button type="button" class="secondary" onclick={ask_clear}
                    disabled={empty}>{ msg::records_clear() }</button>
            }
        </div>
    }
}
