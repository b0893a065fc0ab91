//! Help: the rules, drawn from the variant definition, and the keyboard shortcuts (first with a
//! mouse, after the rules on a touch screen).

use yahtzee_engine::{Counts, RuleSet, Rules};
use yahtzee_i18n::Num;
use yahtzee_solver::maxi;
use yew::prelude::*;

use super::modal::Modal;
use crate::keyboard::{Command, SHORTCUTS, WHEN_IGNORED};
use crate::msg;
use crate::words::{box_name, faces_text, game_name, rules};

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
    /// The table on screen is on several phones: the help says how honest such a table is.
    #[prop_or_default]
    pub travels: bool,
}

/// The help dialog.
#[function_component]
pub fn HelpDialog(props: &HelpDialogProps) -> Html {
    // The dialog itself takes the focus, so that it opens at its top.
    let rules = props.rules.rules();
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    let game = game_name(rules.def.id);
    let notes = rules::notes(rules.def.id);
    // On a touch screen the keys mean nothing at first: the rules come first, the keys after
    // them (a phone may still have a keyboard); with a mouse, the keys first, as before.
    let touch = crate::platform::touch();
    html! {
        <Modal class="help" role="dialog" labelledby="help-title" on_close={props.on_close.clone()}>
                <h2 id="help-title">{ msg::help_title() }</h2>
                if !touch { { keys(&rules) } }
                <section class="help-rules" aria-labelledby="help-game">
                    <h3 id="help-game">{ game.clone() }</h3>
                    <p>{ rules::summary(props.rules) }</p>
                    if maxi::coaches(props.rules) {
                        <p>{ msg::help_strong(&game, Num::fixed(maxi::strength_percent(props.rules), 2), Num::fixed(maxi::optimum(props.rules), 2)) }</p>
                    } else if let Some(v) = props.optimal {
                        <p>{ msg::help_optimal(&game, Num::fixed(v, 2)) }</p>
                    }
                    <p>{ rules::bonuses(&rules) }</p>
                    if let Some(colours) = rules::colours(&rules) {
                        <p>{ colours }</p>
                    }
                    if !notes.is_empty() {
                        <ul class="notes">{ for notes.into_iter().map(|n| html! { <li>{ n }</li> }) }</ul>
                    }
                    { boxes(&rules) }
                </section>
                if touch { { keys(&rules) } }
                <section class="help-coach" aria-labelledby="help-coach">
                    <h3 id="help-coach">{ msg::help_coach_heading() }</h3>
                    <p>{ msg::help_coach_expected() }</p>
                    <p>{ msg::help_coach_loss() }</p>
                    <p>{ msg::help_coach_aims() }</p>
                    <p>{ msg::help_coach_why() }</p>
                    <p>{ msg::help_coach_practice() }</p>
                </section>
                if props.travels {
                    <section class="help-travel" aria-labelledby="help-travel">
                        <h3 id="help-travel">{ msg::travel_help_heading() }</h3>
                        <p>{ msg::travel_help_fair() }</p>
                        <p>{ msg::travel_help_checked() }</p>
                    </section>
                }
                <div class="actions">
                    <button type="button" class="primary" {onclick}>{ msg::help_close() }</button>
                </div>
        </Modal>
    }
}

/// The keyboard's shortcuts, a row each: those of the game played (the wild die's only in a
/// game that has one).
fn keys(rules: &Rules) -> Html {
    let ours =
        |s: &&crate::keyboard::Shortcut| s.command != Command::Wild || rules.def.wild.is_some();
    html! {
        <section class="help-keys" aria-labelledby="help-keys">
            <h3 id="help-keys">{ msg::help_keyboard() }</h3>
            <table class="shortcuts">
                <tbody>
                { for SHORTCUTS.iter().filter(ours).map(|s| html! {
                    <tr><th scope="row"><kbd>{ shown_keys(s, rules) }</kbd></th><td>{ s.does }</td></tr>
                }) }
                </tbody>
            </table>
            <p class="fine">{ WHEN_IGNORED }</p>
        </section>
    }
}

/// A shortcut's keys as this game has them: the dice's as many as its dice ("1–5", "1–6").
fn shown_keys(s: &crate::keyboard::Shortcut, rules: &Rules) -> String {
    match s.command {
        Command::ToggleDie => format!("1–{}", rules.def.dice),
        _ => s.keys.to_string(),
    }
}

/// Every box: what it scores and an example. A narrow screen shows each row as a card of its
/// own (styles/main.css), so that no column is cut off.
fn boxes(rules: &Rules) -> Html {
    html! {
        <table class="rules">
            <thead><tr>
                <th scope="col">{ msg::help_box() }</th>
                <th scope="col">{ msg::help_scores() }</th>
                <th scope="col">{ msg::help_example() }</th>
            </tr></thead>
            <tbody>
            { for rules.boxes().iter().enumerate().map(|(i, b)| {
                let example = Counts::of(b.example());
                let dice = faces_text(b.example());
                html! {
                    <tr>
                        <th scope="row">{ box_name(rules, i) }</th>
                        <td>{ rules::box_help(rules, i) }</td>
                        <td class="example">{ msg::help_example_score(&dice, rules.box_score(i, &example, false)) }</td>
                    </tr>
                }
            }) }
            </tbody>
        </table>
    }
}
