//! Setting up a table: the page's dice (one to four seats, people or bots) or real dice (one
//! to eight people), one to ten games, the game and its table rules.
//!
//! The dialog owns what is typed: every field writes to it on `input`, so a re-render (the
//! coach's progress, a bot's clock) never puts an old value back, and Start reads the latest
//! values, not the ones of the last render.

use yahtzee_engine::{
    BotLevel, DiceMode, JokerMode, Options, RuleSet, Seat, SeatKind, VariantId, MAX_GAMES, MAX_NAME,
};
use yahtzee_i18n::Num;
use yew::prelude::*;

use super::modal::Modal;
use crate::focus::use_autofocus;
use crate::msg;
use crate::words::rules;
use crate::words::{box_name, game_name, joker_label, DEFAULT_NAME};

/// What the player set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The game.
    pub variant: VariantId,
    /// The seats, in turn order.
    pub seats: Vec<Seat>,
    /// Games in the session.
    pub games: u8,
    /// Table rules of the game chosen.
    pub options: Options,
    /// The page's dice or real dice.
    pub dice: DiceMode,
    /// The table rules last chosen for each game, so that switching games shows each game's
    /// own rules and never carries one game's rule into another.
    pub kept: Vec<RuleSet>,
}

impl Setup {
    /// The game is now `variant`, with the table rules last chosen for it (or its official
    /// ones); the rules chosen for the game it was are kept for it.
    pub fn set_variant(&mut self, variant: VariantId) {
        let leaving = self.rules();
        self.kept.retain(|r| r.variant != leaving.variant);
        self.kept.push(leaving);
        self.variant = variant;
        self.options = self
            .kept
            .iter()
            .find(|r| r.variant == variant)
            .map(|r| r.fitted().options)
            .unwrap_or_default();
    }

    /// The game and its table rules, with nothing it does not offer (`RuleSet::fitted`).
    pub fn rules(&self) -> RuleSet {
        RuleSet {
            variant: self.variant,
            options: self.options,
        }
        .fitted()
    }

    /// Seat `i` now plays as `kind`. A name the page gave (not one the player typed) follows
    /// the change: "You" or "Player 2" for a person, "Bot 2" for a bot.
    pub fn set_kind(&mut self, i: usize, kind: SeatKind) {
        let alone = self.seats.len() == 1;
        let Some(seat) = self.seats.get_mut(i) else {
            return;
        };
        let given = seat.name == DEFAULT_NAME
            || seat.name == msg::setup_player_name(i + 1)
            || seat.name == msg::setup_bot_name(i + 1);
        seat.kind = kind;
        if given {
            seat.name = match kind {
                SeatKind::Human if alone => DEFAULT_NAME.to_string(),
                SeatKind::Human => msg::setup_player_name(i + 1),
                SeatKind::Bot(_) => msg::setup_bot_name(i + 1),
            };
        }
    }

    /// The table now plays with `dice`. Real dice are rolled by people only, so every bot
    /// becomes a person (a name the page gave follows, as in [`Setup::set_kind`]).
    pub fn set_dice(&mut self, dice: DiceMode) {
        self.dice = dice;
        if dice == DiceMode::Entered {
            for i in 0..self.seats.len() {
                if self.seats[i].kind != SeatKind::Human {
                    self.set_kind(i, SeatKind::Human);
                }
            }
        }
    }

    /// The name seat `i` gets when its name field is left empty (shown as the field's
    /// placeholder): "You" alone, else "Player 2" for a person and "Bot 2" for a bot.
    pub fn default_name(&self, i: usize) -> String {
        match self.seats.get(i).map(|s| s.kind) {
            Some(SeatKind::Bot(_)) => msg::setup_bot_name(i + 1),
            _ if self.seats.len() == 1 => DEFAULT_NAME.to_string(),
            _ => msg::setup_player_name(i + 1),
        }
    }

    /// A seat more, if the table has room: a person, whose name field is empty until typed in.
    pub fn add_seat(&mut self) {
        let n = self.seats.len();
        if n >= self.dice.max_players() {
            return;
        }
        // A player who was alone under the page's default name is now one of several: name
        // the seat by its number, as the others are.
        if n == 1 && self.seats[0].name == DEFAULT_NAME && self.seats[0].kind == SeatKind::Human {
            self.seats[0].name = msg::setup_player_name(1u8);
        }
        self.seats.push(Seat {
            name: String::new(),
            kind: SeatKind::Human,
        });
    }

    /// The seats as they sit down: an empty name field gives the seat its default name.
    pub fn named_seats(&self) -> Vec<Seat> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| Seat {
                name: if s.name.trim().is_empty() {
                    self.default_name(i)
                } else {
                    s.name.trim().to_string()
                },
                kind: s.kind,
            })
            .collect()
    }

    /// What is wrong with it, if anything, in words.
    pub fn problem(&self) -> Option<String> {
        let most = self.dice.max_players();
        (self.seats.len() > most).then(|| msg::setup_too_many_seats(most, self.seats.len() - most))
    }
}

/// Properties of [`SetupDialog`].
#[derive(Properties, PartialEq)]
pub struct SetupDialogProps {
    /// The seats and options to start from (the current table).
    pub initial: Setup,
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

/// The value of the input or select an event came from.
fn value_of(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .map(|i| i.value())
        .or_else(|| {
            e.target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
        })
        .unwrap_or_default()
}

fn checked_of(e: &Event) -> bool {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .is_some_and(|i| i.checked())
}

/// A seat's name as its field shows it: the page's default name in the language spoken.
fn shown_name(name: &str) -> String {
    if name == DEFAULT_NAME {
        msg::name_you()
    } else {
        name.to_string()
    }
}

/// A typed name as the seat keeps it: that word typed is the page's default name again, so
/// that the page speaks to the player as it does by default.
fn typed_name(typed: String) -> String {
    if typed == msg::name_you() {
        DEFAULT_NAME.to_string()
    } else {
        typed
    }
}

/// A table rule's checkbox and its words.
fn check(checked: bool, onchange: Callback<Event>, label: String) -> Html {
    html! {
        <label class="check">
            <input type="checkbox" {checked} {onchange} />
            { " " }{ label }
        </label>
    }
}

/// The setup dialog.
#[function_component]
pub fn SetupDialog(props: &SetupDialogProps) -> Html {
    // The source of truth, changed synchronously by every field; a re-render shows it.
    let setup = use_mut_ref(|| props.initial.clone());
    let redraw = use_force_update();
    let focus = use_autofocus();
    let edit = |f: fn(&mut Setup, &Event, usize), i: usize| {
        let setup = setup.clone();
        let redraw = redraw.clone();
        Callback::from(move |e: Event| {
            f(&mut setup.borrow_mut(), &e, i);
            redraw.force_update();
        })
    };
    let edit_input = |f: fn(&mut Setup, &Event, usize), i: usize| {
        let cb = edit(f, i);
        Callback::from(move |e: InputEvent| cb.emit(e.into()))
    };
    let current = setup.borrow().clone();
    let variant = current.variant.def();
    let means = yahtzee_solver::play::level_means(current.variant);
    let real = current.dice == DiceMode::Entered;
    // A click into a name selects it, so typing replaces a given name.
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            input.select();
        }
    });
    let seats = current.seats.iter().enumerate().map(|(i, seat)| {
        let remove = {
            let cb = edit(
                |s, _, i| {
                    if s.seats.len() > 1 {
                        s.seats.remove(i);
                    }
                },
                i,
            );
            Callback::from(move |e: MouseEvent| cb.emit(e.into()))
        };
        html! {
            <fieldset class="seat">
                <legend>{ msg::setup_seat(i + 1) }</legend>
                <label>{ msg::setup_name() }{ " " }
                    <input type="text" value={shown_name(&seat.name)} maxlength={MAX_NAME.to_string()}
                        placeholder={shown_name(&current.default_name(i))} onfocus={select_all.clone()}
                        autocomplete="off" spellcheck="false"
                        oninput={edit_input(|s, e, i| s.seats[i].name = typed_name(value_of(e)), i)}
                        ref={if i == 0 { focus.clone() } else { NodeRef::default() }} />
                </label>
                if !real {
                <label>{ msg::setup_plays() }{ " " }
                    <select onchange={edit(|s, e, i| s.set_kind(i, kind_of(&value_of(e))), i)}>
                        { for ["human", "beginner", "casual", "expert"].iter().enumerate().map(|(k, v)| {
                            let label = match k {
                                0 => msg::setup_plays_person(),
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
    });
    let add = {
        let cb = edit(|s, _, _| s.add_seat(), 0);
        Callback::from(move |e: MouseEvent| cb.emit(e.into()))
    };
    let on_dice = |dice: DiceMode| {
        let f: fn(&mut Setup, &Event, usize) = match dice {
            DiceMode::Rolled => |s, _, _| s.set_dice(DiceMode::Rolled),
            DiceMode::Entered => |s, _, _| s.set_dice(DiceMode::Entered),
        };
        let cb = edit(f, 0);
        Callback::from(move |e: Event| cb.emit(e))
    };
    let on_games = edit_input(
        |s, e, _| {
            if let Ok(n) = value_of(e).trim().parse::<u8>() {
                s.games = n.clamp(1, MAX_GAMES);
            }
        },
        0,
    );
    let on_joker = edit(
        |s, e, _| {
            let v = value_of(e);
            s.options.joker = JokerMode::ALL
                .into_iter()
                .find(|j| format!("{j:?}") == v)
                .unwrap_or_default();
        },
        0,
    );
    let on_variant = edit(
        |s, e, _| {
            if let Some(v) = VariantId::from_key(&value_of(e)) {
                s.set_variant(v);
            }
        },
        0,
    );
    let problem = current.problem();
    let start = {
        let setup = setup.clone();
        let cb = props.on_start.clone();
        let redraw = redraw.clone();
        Callback::from(move |_: MouseEvent| {
            let mut now = setup.borrow().clone();
            if now.problem().is_none() {
                now.seats = now.named_seats();
                cb.emit(now);
            } else {
                redraw.force_update();
            }
        })
    };
    let cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let yahtzee_box = variant
        .yahtzee_box
        .map(|b| box_name(&current.rules().rules(), b));
    html! {
        <Modal class="setup" labelledby="setup-title" on_close={props.on_cancel.clone()}>
            <h2 id="setup-title">{ msg::setup_title() }</h2>
            <label class="game-choice">{ msg::setup_game() }{ " " }
                <select onchange={on_variant}>
                    { for VariantId::ALL.iter().map(|v| html! {
                        <option value={v.def().key} selected={*v == current.variant}>{ game_name(*v) }</option>
                    }) }
                </select>
            </label>
            <p class="fine">{ rules::summary(current.rules()) }</p>
            <fieldset class="dice-mode">
                <legend>{ msg::setup_dice() }</legend>
                <label class="check">
                    <input type="radio" name="dice-mode" checked={!real} onchange={on_dice(DiceMode::Rolled)} />
                    { " " }{ msg::setup_dice_rolled(DiceMode::Rolled.max_players()) }
                </label>
                <label class="check">
                    <input type="radio" name="dice-mode" checked={real} onchange={on_dice(DiceMode::Entered)} />
                    { " " }{ msg::setup_dice_entered(DiceMode::Entered.max_players()) }
                </label>
            </fieldset>
            { for seats }
            if current.seats.len() < current.dice.max_players() {
                <button type="button" class="secondary" onclick={add}>{ msg::setup_add_seat() }</button>
            }
            <label class="games">{ msg::setup_games() }{ " " }
                <input type="number" min="1" max={MAX_GAMES.to_string()} inputmode="numeric"
                    value={current.games.to_string()} oninput={on_games} />
            </label>
            if variant.offers_options() {
                <fieldset class="rules">
                    <legend>{ msg::setup_table_rules() }</legend>
                    if variant.offers_joker() {
                        <label>{ msg::setup_joker() }{ " " }
                            <select onchange={on_joker}>
                                { for JokerMode::ALL.iter().map(|j| html! {
                                    <option value={format!("{j:?}")} selected={*j == current.options.joker}>{ joker_label(*j) }</option>
                                }) }
                            </select>
                        </label>
                    }
                    if let (true, Some(name)) = (variant.offers_yahtzee_bonus(), yahtzee_box) {
                        { check(current.options.yahtzee_bonus, edit(|s, e, _| s.options.yahtzee_bonus = checked_of(e), 0),
                            msg::setup_yahtzee_bonus(variant.extra_yahtzee_bonus, &name)) }
                    }
                    if variant.offers_five_of_a_kind_full_house() {
                        { check(current.options.five_of_a_kind_full_house, edit(|s, e, _| s.options.five_of_a_kind_full_house = checked_of(e), 0),
                            msg::setup_five_of_a_kind_full_house()) }
                    }
                    if variant.offers_four_of_a_kind_two_pairs() {
                        { check(current.options.four_of_a_kind_two_pairs, edit(|s, e, _| s.options.four_of_a_kind_two_pairs = checked_of(e), 0),
                            msg::setup_four_of_a_kind_two_pairs()) }
                    }
                    if variant.offers_forced_order() {
                        { check(current.options.forced_order, edit(|s, e, _| s.options.forced_order = checked_of(e), 0),
                            msg::setup_forced_order()) }
                    }
                </fieldset>
            }
            if let Some(problem) = problem {
                <p class="error" role="alert">{ problem }</p>
            }
            <div class="actions">
                <button type="button" class="primary" onclick={start}>{ msg::setup_start() }</button>
                <button type="button" onclick={cancel}>{ msg::setup_cancel() }</button>
            </div>
        </Modal>
    }
}

#[cfg(test)]
mod tests;
