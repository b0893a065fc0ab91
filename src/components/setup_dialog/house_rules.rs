//! The setup's table rules: those the game offers (the Joker, the Yahtzee bonus, and the
//! house rules the published rules disagree on).

use yahtzee_engine::JokerMode;
use yew::prelude::*;

use super::{value_of, Edit, Setup};
use crate::msg;
use crate::words::{box_name, joker_label};

fn checked_of(e: &Event) -> bool {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .is_some_and(|i| i.checked())
}

/// A table rule's checkbox and its words.
fn check(checked: bool, onchange: Callback<Event>, label: String) -> Html {
    html! {
        <label class="check">
            <input type="checkbox" {checked} {onchange} />
            { " " }{ label }
        </label>
    }
}

/// The table rules the chosen game offers; nothing for a game that offers none.
pub(super) fn house_rules(current: &Setup, edit: &Edit) -> Html {
    let variant = current.variant.def();
    if !variant.offers_options() {
        return Html::default();
    }
    let on_joker = edit.on(
        |s, e, _| {
            let v = value_of(e);
            s.options.joker = JokerMode::ALL
                .into_iter()
                .find(|j| format!("{j:?}") == v)
                .unwrap_or_default();
        },
        0,
    );
    let yahtzee_box = variant
        .yahtzee_box
        .map(|b| box_name(&current.rules().rules(), b));
    let o = &current.options;
    html! {
        <fieldset class="rules">
            <legend>{ msg::setup_table_rules() }</legend>
            if variant.offers_joker() {
                <label>{ msg::setup_joker() }{ " " }
                    <select onchange={on_joker}>
                        { for JokerMode::ALL.iter().map(|j| html! {
                            <option value={format!("{j:?}")} selected={*j == o.joker}>{ joker_label(*j) }</option>
                        }) }
                    </select>
                </label>
            }
            if let (true, Some(name)) = (variant.offers_yahtzee_bonus(), yahtzee_box) {
                { check(o.yahtzee_bonus, edit.on(|s, e, _| s.options.yahtzee_bonus = checked_of(e), 0),
                    msg::setup_yahtzee_bonus(variant.extra_yahtzee_bonus, &name)) }
            }
            if variant.offers_five_of_a_kind_full_house() {
                { check(o.five_of_a_kind_full_house, edit.on(|s, e, _| s.options.five_of_a_kind_full_house = checked_of(e), 0),
                    msg::setup_five_of_a_kind_full_house()) }
            }
            if variant.offers_four_of_a_kind_two_pairs() {
                { check(o.four_of_a_kind_two_pairs, edit.on(|s, e, _| s.options.four_of_a_kind_two_pairs = checked_of(e), 0),
                    msg::setup_four_of_a_kind_two_pairs()) }
            }
            if variant.offers_forced_order() {
                { check(o.forced_order, edit.on(|s, e, _| s.options.forced_order = checked_of(e), 0),
                    msg::setup_forced_order()) }
            }
            if let Some(t) = variant.other_bonus.first() {
                { check(o.other_bonus, edit.on(|s, e, _| s.options.other_bonus = checked_of(e), 0),
                    msg::setup_other_bonus(t.bonus, t.threshold)) }
            }
            if variant.offers_no_saved_rolls() {
                { check(o.no_saved_rolls, edit.on(|s, e, _| s.options.no_saved_rolls = checked_of(e), 0),
                    msg::setup_no_saved_rolls()) }
            }
        </fieldset>
    }
}
