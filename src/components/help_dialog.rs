//! Help: the keyboard shortcuts and the rules, the rules drawn from the variant definition.

use crate::number::fixed;
use yahtzee_engine::{Counts, RuleSet};
use yew::prelude::*;

use super::modal::Modal;
use crate::keyboard::{SHORTCUTS, WHEN_IGNORED};

/// Properties of [`HelpDialog`].
#[derive(Properties, PartialEq)]
pub struct HelpDialogProps {
    /// The rules in play.
    pub rules: RuleSet,
    /// Close it.
    pub on_close: Callback<()>,
    /// The optimal expected final score for these rules, once the coach has worked it out.
    #[prop_or_default]
    pub optimal: Option<f64>,
}

/// The help dialog.
#[function_component]
pub fn HelpDialog(props: &HelpDialogProps) -> Html {
    // The dialog itself takes the focus, so that it opens at its top.
    let rules = props.rules.rules();
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    let bonus = rules
        .def
        .upper_bonus
        .iter()
        .map(|t| {
            format!(
                "{} points for {} or more in the upper section",
                t.bonus, t.threshold
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    html! {
        <Modal class="help" role="dialog" labelledby="help-title" on_close={props.on_close.clone()}>
                <h2 id="help-title">{ "Help" }</h2>
                <h3>{ "Keyboard" }</h3>
                <table class="shortcuts">
                    <tbody>
                    { for SHORTCUTS.iter().map(|s| html! {
                        <tr><th scope="row"><kbd>{ s.keys }</kbd></th><td>{ s.does }</td></tr>
                    }) }
                    </tbody>
                </table>
                <p class="fine">{ WHEN_IGNORED }</p>
                <h3>{ rules.def.name }</h3>
                <p>{ rules.def.id.about().summary_for(props.rules) }</p>
                if let Some(v) = props.optimal {
                    <p>{ format!("Played perfectly, a game of {} with these table rules averages {} points (exact, from the coach's strategy table).", rules.def.name, fixed(v, 2)) }</p>
                }
                <p>
                    if bonus.is_empty() { { "No upper bonus." } } else { { format!("Upper bonus: {bonus}.") } }
                    if rules.def.has_joker { { format!(" Joker: {}.", rules.options.joker.label()) } }
                    if rules.def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
                        { rules.def.yahtzee_box.map(|b| format!(" Each further {} while its box holds its score: {} points.", rules.boxes()[b].name, rules.def.extra_yahtzee_bonus)).unwrap_or_default() }
                    }
                </p>
                if let Some(colours) = rules.def.colours {
                    <p>{ format!("Dice colours: {}.", colours.iter().enumerate()
                        .map(|(i, c)| format!("{} {}", i + 1, c.name())).collect::<Vec<_>>().join(", ")) }</p>
                }
                if !rules.def.id.about().notes.is_empty() {
                    <ul class="notes">{ for rules.def.id.about().notes.iter().map(|n| html! { <li>{ *n }</li> }) }</ul>
                }
                <table class="rules">
                    <thead><tr><th scope="col">{ "Box" }</th><th scope="col">{ "Scores" }</th><th scope="col">{ "Example" }</th></tr></thead>
                    <tbody>
                    { for rules.boxes().iter().enumerate().map(|(i, b)| {
                        let example = Counts::of(&b.example);
                        html! {
                            <tr>
                                <th scope="row">{ b.name }</th>
                                <td>{ b.help }</td>
                                <td>{ format!("{} → {}", b.example.map(|d| d.to_string()).join(" "), rules.box_score(i, &example, false)) }</td>
                            </tr>
                        }
                    }) }
                    </tbody>
                </table>
                <div class="actions">
                    <button type="button" class="primary" {onclick}>{ "Close" }</button>
                </div>
        </Modal>
    }
}
