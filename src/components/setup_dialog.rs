//! Setting up a table: one to four seats (people or bots), one to ten games, and the rules.

use yahtzee_engine::{
    BotLevel, JokerMode, Options, Seat, SeatKind, VariantId, MAX_GAMES, MAX_PLAYERS,
};
use yew::prelude::*;

use crate::focus::use_autofocus;

/// What the player set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The game.
    pub variant: VariantId,
    /// The seats, in turn order.
    pub seats: Vec<Seat>,
    /// Games in the session.
    pub games: u8,
    /// Table rules.
    pub options: Options,
}

/// Properties of [`SetupDialog`].
#[derive(Properties, PartialEq)]
pub struct SetupDialogProps {
    /// The seats and options to start from (the current table).
    pub initial: Setup,
    /// Average score of each bot level, from simulation, shown beside its name.
    pub bot_means: [u16; 3],
    /// Start this table.
    pub on_start: Callback<Setup>,
    /// Close without starting.
    pub on_cancel: Callback<()>,
}

fn kind_value(k: SeatKind) -> &'static str {
    match k {
        SeatKind::Human => "human",
        SeatKind::Bot(BotLevel::Beginner) => "beginner",
        SeatKind::Bot(BotLevel::Casual) => "casual",
        SeatKind::Bot(BotLevel::Expert) => "expert",
    }
}

fn kind_of(v: &str) -> SeatKind {
    match v {
        "beginner" => SeatKind::Bot(BotLevel::Beginner),
        "casual" => SeatKind::Bot(BotLevel::Casual),
        "expert" => SeatKind::Bot(BotLevel::Expert),
        _ => SeatKind::Human,
    }
}

/// The setup dialog.
#[function_component]
pub fn SetupDialog(props: &SetupDialogProps) -> Html {
    let setup = use_state(|| props.initial.clone());
    let focus = use_autofocus();
    let update = |f: fn(&mut Setup, String, usize), i: usize| {
        let setup = setup.clone();
        move |value: String| {
            let mut next = (*setup).clone();
            f(&mut next, value, i);
            setup.set(next);
        }
    };
    let input_value = |e: &Event| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .map(|i| i.value())
            .or_else(|| {
                e.target_dyn_into::<web_sys::HtmlSelectElement>()
                    .map(|s| s.value())
            })
            .unwrap_or_default()
    };
    let seats = setup.seats.iter().enumerate().map(|(i, seat)| {
        let on_name = {
            let f = update(|s, v, i| s.seats[i].name = v, i);
            Callback::from(move |e: Event| f(input_value(&e)))
        };
        let on_kind = {
            let f = update(
                |s, v, i| {
                    let kind = kind_of(&v);
                    let was_default = s.seats[i].name.starts_with("Bot ") || s.seats[i].name.starts_with("Player ");
                    s.seats[i].kind = kind;
                    if was_default {
                        s.seats[i].name = match kind {
                            SeatKind::Human => format!("Player {}", i + 1),
                            SeatKind::Bot(_) => format!("Bot {}", i + 1),
                        };
                    }
                },
                i,
            );
            Callback::from(move |e: Event| f(input_value(&e)))
        };
        let remove = {
            let f = update(|s, _, i| {
                s.seats.remove(i);
            }, i);
            Callback::from(move |_: MouseEvent| f(String::new()))
        };
        let means = props.bot_means;
        html! {
            <fieldset class="seat">
                <legend>{ format!("Seat {}", i + 1) }</legend>
                <label>{ "Name " }
                    <input type="text" value={seat.name.clone()} onchange={on_name} maxlength="20"
                        ref={if i == 0 { focus.clone() } else { NodeRef::default() }} />
                </label>
                <label>{ "Plays " }
                    <select onchange={on_kind}>
                        { for ["human", "beginner", "casual", "expert"].iter().enumerate().map(|(k, v)| {
                            let label = match k {
                                0 => "Person".to_string(),
                                k => format!("{} bot (averages {})", BotLevel::ALL[k - 1].name(), means[k - 1]),
                            };
                            html! { <option value={*v} selected={kind_value(seat.kind) == *v}>{ label }</option> }
                        }) }
                    </select>
                </label>
                if setup.seats.len() > 1 {
                    <button type="button" class="secondary" onclick={remove}
                        aria-label={format!("Remove seat {}", i + 1)}>{ "Remove" }</button>
                }
            </fieldset>
        }
    });
    let add = {
        let setup = setup.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = (*setup).clone();
            let n = next.seats.len();
            if n < MAX_PLAYERS {
                next.seats.push(Seat {
                    name: format!("Bot {}", n + 1),
                    kind: SeatKind::Bot(BotLevel::Casual),
                });
            }
            setup.set(next);
        })
    };
    let on_games = {
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let mut next = (*setup).clone();
            if let Some(n) = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .and_then(|i| i.value().parse::<u8>().ok())
            {
                next.games = n.clamp(1, MAX_GAMES);
            }
            setup.set(next);
        })
    };
    let on_joker = {
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let mut next = (*setup).clone();
            if let Some(v) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                next.options.joker = JokerMode::ALL
                    .into_iter()
                    .find(|j| format!("{j:?}") == v.value())
                    .unwrap_or_default();
            }
            setup.set(next);
        })
    };
    let toggle = |f: fn(&mut Options, bool)| {
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let mut next = (*setup).clone();
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                f(&mut next.options, i.checked());
            }
            setup.set(next);
        })
    };
    let on_variant = {
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let mut next = (*setup).clone();
            if let Some(v) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| VariantId::from_key(&s.value()))
            {
                next.variant = v;
            }
            setup.set(next);
        })
    };
    let valid = setup.seats.iter().all(|s| !s.name.trim().is_empty());
    let start = {
        let setup = setup.clone();
        let cb = props.on_start.clone();
        Callback::from(move |_: MouseEvent| cb.emit((*setup).clone()))
    };
    let cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="backdrop">
            <div class="dialog setup" role="dialog" aria-modal="true" aria-labelledby="setup-title">
                <h2 id="setup-title">{ "New table" }</h2>
                <label class="game-choice">{ "Game " }
                    <select onchange={on_variant}>
                        { for VariantId::ALL.iter().map(|v| html! {
                            <option value={v.def().key} selected={*v == setup.variant}>{ v.def().name }</option>
                        }) }
                    </select>
                </label>
                <p class="fine">{ setup.variant.def().summary }</p>
                { for seats }
                if setup.seats.len() < MAX_PLAYERS {
                    <button type="button" class="secondary" onclick={add}>{ "Add a seat" }</button>
                }
                <label class="games">{ "Games in the session " }
                    <input type="number" min="1" max="10" value={setup.games.to_string()} onchange={on_games} />
                </label>
                <fieldset class="rules">
                    <legend>{ "Table rules" }</legend>
                    <label>{ "Joker " }
                        <select onchange={on_joker}>
                            { for JokerMode::ALL.iter().map(|j| html! {
                                <option value={format!("{j:?}")} selected={*j == setup.options.joker}>{ j.label() }</option>
                            }) }
                        </select>
                    </label>
                    <label class="check">
                        <input type="checkbox" checked={setup.options.yahtzee_bonus}
                            onchange={toggle(|o, v| o.yahtzee_bonus = v)} />
                        { " 100-point bonus for each further Yahtzee" }
                    </label>
                    <label class="check">
                        <input type="checkbox" checked={setup.options.five_of_a_kind_full_house}
                            onchange={toggle(|o, v| o.five_of_a_kind_full_house = v)} />
                        { " Five of a kind also counts as a Full House (house rule)" }
                    </label>
                </fieldset>
                if !valid {
                    <p class="error" role="alert">{ "Every seat needs a name." }</p>
                }
                <div class="actions">
                    <button type="button" class="primary" onclick={start} disabled={!valid}>{ "Start" }</button>
                    <button type="button" onclick={cancel}>{ "Cancel" }</button>
                </div>
            </div>
        </div>
    }
}
