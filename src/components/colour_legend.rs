//! The key to coloured dice: each colour's letter and the faces that have it, drawn from the
//! rules, in games whose faces are coloured (Tricolor).

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

/// "W white: 1, 6 · R red: 2, 5 · …"; nothing in games without coloured faces. The letters
/// and names are the language's; the class stays the colour's English name, for the CSS.
#[function_component]
pub fn ColourLegend(props: &ColourLegendProps) -> Html {
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
