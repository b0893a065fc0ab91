//! One die: a toggle button with pips.

use yahtzee_engine::Face;
use yew::prelude::*;

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
    /// The coach suggests keeping this die.
    #[prop_or_default]
    pub suggested: bool,
    /// The face's colour, in games with coloured dice.
    #[prop_or_default]
    pub colour: Option<&'static str>,
    /// This is the marked die of a game with a wild face.
    #[prop_or_default]
    pub marked: bool,
    /// The marked die shows its wild face; the value it counts as, if chosen.
    #[prop_or_default]
    pub wild: Option<Option<Face>>,
    /// The player clicked or tapped it.
    pub on_toggle: Callback<usize>,
}

/// Which of the nine pip places a face uses, row by row.
fn pips(face: Face) -> [bool; 9] {
    let on = |cells: &[usize]| {
        let mut p = [false; 9];
        for &c in cells {
            p[c] = true;
        }
        p
    };
    match face {
        1 => on(&[4]),
        2 => on(&[2, 6]),
        3 => on(&[2, 4, 6]),
        4 => on(&[0, 2, 6, 8]),
        5 => on(&[0, 2, 4, 6, 8]),
        6 => on(&[0, 2, 3, 5, 6, 8]),
        7 => on(&[0, 2, 3, 4, 5, 6, 8]),
        _ => [false; 9],
    }
}

/// The letter that stands for a colour on the dice and in the legend: its name's initial.
pub fn colour_letter(name: &str) -> Option<String> {
    name.chars().next().map(crate::words::capital)
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
        suggested,
        colour,
        marked,
        wild,
        ..
    } = *props;
    let onclick = {
        let cb = props.on_toggle.clone();
        Callback::from(move |_: MouseEvent| cb.emit(index))
    };
    let mut label = if face == 0 {
        format!("Die {}: not rolled", index + 1)
    } else {
        format!("Die {}: {face}", index + 1)
    };
    if let (Some(c), true) = (colour, face > 0) {
        label += &format!(" {c}");
    }
    if marked {
        label += match wild {
            Some(Some(_)) | Some(None) => ", wild",
            None => ", marked",
        };
        if let Some(Some(v)) = wild {
            label += &format!(" as {v}");
        }
    }
    if held {
        label += ", held";
    }
    let class = classes!(
        "die",
        held.then_some("held"),
        (face == 0).then_some("blank"),
        tumbling.then_some("tumbling"),
        suggested.then_some("suggested"),
        colour.map(|c| format!("colour-{c}")),
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
                { for pips(shown).iter().map(|&p| html! { <span class={classes!("pip", p.then_some("on"))}></span> }) }
            </span>
            <span class="held-tag" aria-hidden="true" data-tag={if held { "HELD" } else { "" }}></span>
            // The key hint is drawn by CSS from data-key, so that the button's visible text
            // stays part of its accessible name.
            <span class="die-key" aria-hidden="true" data-key={(index + 1).to_string()}></span>
            // The colour's initial, a cue that does not rely on telling hues apart; the
            // accessible name already says the colour.
            if let (Some(letter), true) = (colour.and_then(colour_letter), face > 0) {
                <span class="colour-letter" aria-hidden="true" data-letter={letter}></span>
            }
        </button>
    }
}
