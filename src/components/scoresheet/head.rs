//! The scoresheet's caption (the game, and its table rules when they are not the official
//! ones) and its header (one column per player).

use yahtzee_engine::Rules;
use yew::prelude::*;

use super::rows::Sheet;
use crate::msg;
use crate::words::rules::options_text;

/// The caption: the game's name, and the table rules in force when they are not the official
/// ones, so nobody argues later.
pub(super) fn caption(rules: &Rules) -> Html {
    html! {
        <caption>{ msg::sheet_caption(&crate::words::game_name(rules.def.id)) }
            if rules.options != yahtzee_engine::Options::default() {
                <span class="sub">{ options_text(rules) }</span>
            }
        </caption>
    }
}

/// The header: "Box", then "Score" for a player alone, else each player's name.
pub(super) fn head(sheet: &Sheet, names: &[AttrValue]) -> Html {
    let players = sheet.players;
    html! {
        <thead>
            <tr>
                <th scope="col">{ msg::sheet_box_column() }</th>
                { for (0..players).map(|p| {
                    let name = if players == 1 {
                        msg::sheet_score_column()
                    } else {
                        names.get(p).map_or_else(|| msg::sheet_player(p + 1), |n| crate::words::shown_name(n))
                    };
                    let current = sheet.column(p).is_some();
                    html! {
                        // A long name is cut short with an ellipsis; the whole name is its title.
                        <th scope="col" class={classes!(sheet.column(p), (players > 1).then(|| format!("seat-{p}")))}
                            aria-current={current.then_some("true")} title={name.clone()}>
                            <span class="name">{ name }</span>
                        </th>
                    }
                }) }
            </tr>
        </thead>
    }
}
