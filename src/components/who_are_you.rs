//! "Who are you?": the first time a phone opens a table on several phones, its players choose
//! their seats among the people (a bot is played by the phone that hands it the turn). Two
//! people on one phone choose two seats.

use std::rc::Rc;

use yahtzee_engine::{SeatKind, Session};
use yew::prelude::*;

use super::modal::Modal;
use crate::focus::use_autofocus;
use crate::msg;
use crate::travel::{self, SeatSet, Seated, Seen, Travel};
use crate::words::{self, seat_names};

/// Properties of [`WhoAreYou`].
#[derive(Properties, PartialEq)]
pub struct WhoAreYouProps {
    /// The table.
    pub session: Rc<Session>,
    /// The table's part on this phone so far (its rule for the coach; no seat yet).
    pub travel: Travel,
    /// How far this phone saw the table before: what came since is told.
    pub seen: Seen,
    /// The seats chosen, with what the table tells them.
    pub on_choose: Callback<Seated>,
}

/// The question, with a box for each person at the table.
#[function_component]
pub fn WhoAreYou(props: &WhoAreYouProps) -> Html {
    let chosen = use_state(SeatSet::default);
    let tried = use_state(|| false);
    let first = use_autofocus();
    let names = seat_names(props.session.seats());
    let people: Vec<usize> = (0..names.len())
        .filter(|&i| props.session.seats()[i].kind == SeatKind::Human)
        .collect();
    let toggle = |i: usize| {
        let chosen = chosen.clone();
        Callback::from(move |_: Event| chosen.set(chosen.with(i, !chosen.contains(i))))
    };
    let play = {
        let (chosen, tried, cb) = (chosen.clone(), tried.clone(), props.on_choose.clone());
        let (session, coach_off, seen) =
            (props.session.clone(), props.travel.coach_off, props.seen);
        Callback::from(move |_: MouseEvent| {
            if chosen.is_empty() {
                return tried.set(true);
            }
            let travel = Travel {
                mine: *chosen,
                coach_off,
            };
            let catch_up = travel::since(&session, seen, travel);
            let mut said = words::travel::catch_up_said(&session, &catch_up);
            said.push(words::travel::whose(&session, Some(travel)));
            cb.emit(Seated {
                travel,
                catch_up,
                said: said.join(" "),
            });
        })
    };
    // Escape cannot leave the question: the table needs its answer before anyone moves.
    let stay = Callback::from(|_: ()| ());
    html! {
        <Modal class="who" labelledby="who-title" describedby="who-text" on_close={stay}>
            <h2 id="who-title">{ msg::travel_who_heading() }</h2>
            <p id="who-text">{ msg::travel_who_text() }</p>
            <fieldset class="who-seats">
                <legend class="sr-only">{ msg::travel_who_heading() }</legend>
                { for people.iter().enumerate().map(|(n, &i)| html! {
                    <label class="check">
                        <input type="checkbox" checked={chosen.contains(i)} onchange={toggle(i)}
                            ref={if n == 0 { first.clone() } else { NodeRef::default() }} />
                        { " " }{ names[i].clone() }
                    </label>
                }) }
            </fieldset>
            if *tried && chosen.is_empty() {
                <p class="error" role="alert">{ msg::travel_who_none() }</p>
            }
            <div class="actions">
                <button type="button" class="primary" onclick={play}>{ msg::travel_who_play() }</button>
            </div>
        </Modal>
    }
}
