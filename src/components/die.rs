//! One die: a toggle button with pips.

use yahtzee_engine::{Colour, Face};
use yew::prelude::*;

use crate::msg;
use crate::words::{colour_letter, colour_name};

/// Properties of [`Die`].
#[derive(Properties, PartialEq)]
pub struct DieProps {
    /// Position, 0-based.
    pub index: usize,
    /// Face shown; 0 before the first roll.
    pub face: Face,
    /// Kept out of the next roll.
    pub held: bool,
    /// Whether it can be held now.
    pub enabled: bool,
    /// Just rolled: play the roll animation.
    pub tumbling: bool,
    /// Rolled on an even roll of the turn: the tumble's other name, which starts it again on a
    /// die thrown twice running.
    #[prop_or_default]
    pub again: bool,
    /// The coach suggests keeping this die.
    #[prop_or_default]
    pub suggested: bool,
    /// The face's colour, in games with coloured dice.
    #[prop_or_default]
    pub colour: Option<Colour>,
    /// This is the marked die of a game with a wild face: that face, which its badge shows.
    #[prop_or_default]
    pub marked: Option<Face>,
    /// The marked die shows its wild face; the value it counts as, if chosen.
    #[prop_or_default]
    pub wild: Option<Option<Face>>,
    /// The player clicked or tapped it.
    pub on_toggle: Callback<usize>,
}

/// The pips a face shows, as their classes: the place on a 3×3 grid, row by row (`at0` top
/// left to `at8` bottom right), which the stylesheet puts in its cell. Only the pips shown are
/// elements: a blank die (every die before the first roll) has none, which keeps the page's
/// first render small.
pub fn pips(face: Face) -> &'static [&'static str] {
    match face {
        1 => &["pip at4"],
        2 => &["pip at2", "pip at6"],
        3 => &["pip at2", "pip at4", "pip at6"],
        4 => &["pip at0", "pip at2", "pip at6", "pip at8"],
        5 => &["pip at0", "pip at2", "pip at4", "pip at6", "pip at8"],
        6 => &[
            "pip at0", "pip at2", "pip at3", "pip at5", "pip at6", "pip at8",
        ],
        7 => &[
            "pip at0", "pip at2", "pip at3", "pip at4", "pip at5", "pip at6", "pip at8",
        ],
        _ => &[],
    }
}

/// A die as a toggle button. Its accessible name is "Die N: F" plus ", held" when held.
#[function_component]
pub fn Die(props: &DieProps) -> Html {
    let DieProps {
        index,
        face,
        held,
        enabled,
        tumbling,
        again,
        suggested,
        colour,
        marked: marked_face,
        wild,
        ..
    } = *props;
    let marked = marked_face.is_some();
    let onclick = {
        let cb = props.on_toggle.clone();
        Callback::from(move |_: MouseEvent| cb.emit(index))
    };
    // Built in steps, each a message that words the name so far with one more fact.
    let mut label = if face == 0 {
        msg::die_label_blank(index + 1)
    } else {
        msg::die_label(index + 1, face)
    };
    if let (Some(c), true) = (colour, face > 0) {
        label = msg::die_label_colour(&label, &colour_name(c));
    }
    if marked {
        label = match wild {
            Some(Some(v)) => msg::die_label_wild_as(&label, v),
            Some(None) => msg::die_label_wild(&label),
            None => msg::die_label_marked(&label),
        };
    }
    if held {
        label = msg::die_label_held(&label);
    }
    let class = classes!(
        "die",
        held.then_some("held"),
        (face == 0).then_some("blank"),
        tumbling.then_some("tumbling"),
        (tumbling && again).then_some("again"),
        suggested.then_some("suggested"),
        colour.map(|c| format!("colour-{}", c.name())),
        marked.then_some("marked"),
        wild.is_some().then_some("wild")
    );
    // A wild die given a value shows that value's pips (with the wild mark), as it scores.
    let shown = match wild {
        Some(Some(v)) => v,
        _ => face,
    };
    html! {
        <button type="button" {class} aria-label={label} aria-pressed={held.to_string()}
            disabled={!enabled} {onclick} data-face={face.to_string()}>
            <span class="pips" aria-hidden="true">
                { for pips(shown).iter().map(|&class| html! { <span {class}></span> }) }
            </span>
            <span class="held-tag" aria-hidden="true" data-tag={if held { msg::die_held_tag() } else { String::new() }}></span>
            // The key hint is drawn by CSS from data-key, so that the button's visible text
            // stays part of its accessible name.
            <span class="die-key" aria-hidden="true" data-key={(index + 1).to_string()}></span>
            // The colour's initial, a cue that does not rely on telling hues apart; the
            // accessible name already says the colour.
            // The marked die's badge, its wild face in a corner off the face: its own mark,
            // unlike the hint's outline, and explained by the legend under the dice.
            if let Some(w) = marked_face {
                <span class="wild-mark" aria-hidden="true">{ w }</span>
            }
            if let (Some(letter), true) = (colour.map(colour_letter), face > 0) {
                <span class="colour-letter" aria-hidden="true" data-letter={letter}></span>
            }
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::pips;

    #[test]
    fn a_face_shows_as_many_pips_as_it_counts_in_distinct_places_symmetric_about_the_centre() {
        assert!(pips(0).is_empty(), "a blank die shows no pips");
        for face in 1..=7u8 {
            let places: Vec<usize> = pips(face)
                .iter()
                .map(|c| c.strip_prefix("pip at").unwrap().parse().unwrap())
                .collect();
            assert_eq!(places.len(), usize::from(face), "face {face}");
            let mut sorted = places.clone();
            sorted.dedup();
            assert_eq!(sorted, places, "face {face}: places ascending and distinct");
            assert!(places.iter().all(|&p| p < 9));
            // A die's pips look the same turned half round: place p pairs with 8 - p.
            for &p in &places {
                assert!(
                    places.contains(&(8 - p)),
                    "face {face}: {p} without {}",
                    8 - p
                );
            }
        }
    }
}
