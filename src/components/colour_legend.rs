//! The key to the dice, drawn from the rules: each colour's letter and the faces that have it,
//! in games whose faces are coloured (Tricolor); what the marked die's badge means, in games
//! with a wild face (Lucky7), there from the first roll rather than only once a 7 comes up.

use yahtzee_engine::{Colour, Rules};
use yew::prelude::*;

use crate::msg;
use crate::words::{colour_letter, colour_name, list};

/// Properties of [`ColourLegend`].
#[derive(Properties, PartialEq)]
pub struct ColourLegendProps {
    /// The rules in play.
    pub rules: Rules,
}

/// Each colour the faces have, in the order it first appears, with its faces.
fn colours(rules: &Rules) -> Vec<(Colour, Vec<u8>)> {
    let mut found: Vec<(Colour, Vec<u8>)> = Vec::new();
    for face in 1..=rules.def.faces {
        let Some(colour) = rules.colour(face) else {
            continue;
        };
        match found.iter_mut().find(|(c, _)| *c == colour) {
            Some((_, faces)) => faces.push(face),
            None => found.push((colour, vec![face])),
        }
    }
    found
}

/// "W white: 1, 6 · R red: 2, 5 · …", or the marked die's key; nothing in games with neither.
/// The letters and names are the language's; the class stays the colour's English name, for
/// the CSS.
#[function_component]
pub fn ColourLegend(props: &ColourLegendProps) -> Html {
    if let Some(wild) = props.rules.def.wild {
        // The badge as the marked die wears it, then what it means.
        return html! {
            <p class="wild-legend">
                <span class="wild-mark" aria-hidden="true">{ wild.face }</span>
                { format!(" {}", msg::legend_wild(wild.face)) }
            </p>
        };
    }
    let colours = colours(&props.rules);
    if colours.is_empty() {
        return Html::default();
    }
    html! {
        <ul class="colour-legend" aria-label={msg::legend_label()}>
            { for colours.iter().map(|(colour, faces)| {
                let faces = list(&faces.iter().map(u8::to_string).collect::<Vec<_>>());
                html! {
                    <li class={format!("colour-{}", colour.name())}>
                        <span class="swatch" aria-hidden="true">{ colour_letter(*colour) }</span>
                        { format!(" {}", msg::legend_colour(&colour_name(*colour), &faces)) }
                    </li>
                }
            }) }
        </ul>
    }
}
