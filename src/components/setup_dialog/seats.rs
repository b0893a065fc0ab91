//! The setup's seats: each one's name and who plays it, and the buttons to add and remove one.

use yahtzee_engine::{BotLevel, DiceMode, SeatKind, MAX_NAME};
use yahtzee_i18n::Num;
use yew::prelude::*;

use super::model::typed_name;
use super::{value_of, Edit, Setup};
use crate::msg;
use crate::words::shown_name;

fn kind_value(k: SeatKind) -> &'static str {
    match k {
        SeatKind::Human => "human",
        SeatKind::Bot(BotLevel::Beginner) => "beginner",
        SeatKind::Bot(BotLevel::Casual) => "casual",
        SeatKind::Bot(BotLevel::Expert) => "expert",
        SeatKind::Bot(BotLevel::ToWin) => "tactician",
    }
}

fn kind_of(v: &str) -> SeatKind {
    match v {
        "beginner" => SeatKind::Bot(BotLevel::Beginner),
        "casual" => SeatKind::Bot(BotLevel::Casual),
        "expert" => SeatKind::Bot(BotLevel::Expert),
        "tactician" => SeatKind::Bot(BotLevel::ToWin),
        _ => SeatKind::Human,
    }
}

/// Every seat, and the button for one more while the table has room. The first seat's name
/// takes the focus (`focus`).
pub(super) fn seats(current: &Setup, edit: &Edit, focus: &NodeRef) -> Html {
    let add = edit.on_click(|s, _, _| s.add_seat(), 0);
    html! {
        <>
        { for (0..current.seats.len()).map(|i| seat(current, i, edit, if i == 0 { focus.clone() } else { NodeRef::default() })) }
        if current.seats.len() < current.most_seats() {
            <button type="button" class="secondary" onclick={add}>{ msg::setup_add_seat() }</button>
        }
        </>
    }
}

/// Seat `i`: its name, who plays it (not with real dice: people roll those) and its Remove.
fn seat(current: &Setup, i: usize, edit: &Edit, focus: NodeRef) -> Html {
    let seat = &current.seats[i];
    let means = yahtzee_solver::play::level_means(current.variant);
    // A game whose share is not measured names the Tactician alone (no games).
    let (share, games) = yahtzee_solver::towin::win_share(current.variant)
        .map_or((0.0, 0), |w| (w.percent, w.games));
    let real = current.dice == DiceMode::Entered;
    // A click into a name selects it, so typing replaces a given name.
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            input.select();
        }
    });
    let remove = edit.on_click(
        |s, _, i| {
            if s.seats.len() > 1 {
                s.seats.remove(i);
            }
        },
        i,
    );
    html! {
        <fieldset class="seat">
            <legend>{ msg::setup_seat(i + 1) }</legend>
            <label>{ msg::setup_name() }{ " " }
                <input type="text" value={shown_name(&seat.name)} maxlength={MAX_NAME.to_string()}
                    placeholder={current.default_shown(i)} onfocus={select_all}
                    autocomplete="off" spellcheck="false"
                    oninput={edit.on_input(|s, e, i| s.seats[i].name = typed_name(value_of(e)), i)}
                    ref={focus} />
            </label>
            if !real {
            <label>{ msg::setup_plays() }{ " " }
                <select onchange={edit.on(|s, e, i| s.set_kind(i, kind_of(&value_of(e))), i)}>
                    { for ["human", "beginner", "casual", "expert", "tactician"].iter().enumerate().map(|(k, v)| {
                        let label = match k {
                            0 => msg::setup_plays_person(),
                            4 => msg::setup_plays_tactician(Num::fixed(share, 0), games),
                            k => msg::setup_plays_bot(v, Num::fixed(means[k - 1], 0)),
                        };
                        html! { <option value={*v} selected={kind_value(seat.kind) == *v}>{ label }</option> }
                    }) }
                </select>
            </label>
            }
            if current.seats.len() > 1 {
                <button type="button" class="secondary" onclick={remove}
                    aria-label={msg::setup_remove_seat(i + 1)}>{ msg::setup_remove() }</button>
            }
        </fieldset>
    }
}
