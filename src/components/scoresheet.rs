//! The scoresheet, drawn from the rules definition: one row per box, the section totals and
//! bonuses in between, one score column per player.

use yahtzee_engine::{Game, JokerRestriction, Section};
use yew::prelude::*;

use crate::msg;
use crate::words::{bonus_needed_text, box_name, error_text, extra_bonus_name};

/// Properties of [`Scoresheet`].
#[derive(Properties, PartialEq)]
pub struct ScoresheetProps {
    /// The game shown.
    pub game: Game,
    /// A box was chosen.
    pub on_choose: Callback<usize>,
    /// The box the coach suggests, when a hint is shown.
    #[prop_or_default]
    pub suggest: Option<usize>,
    /// Player names, in turn order.
    #[prop_or_default]
    pub names: Vec<AttrValue>,
    /// The current player is a bot: its boxes are not for the person to choose.
    #[prop_or_default]
    pub bot: bool,
}

/// The scoresheet table.
#[function_component]
pub fn Scoresheet(props: &ScoresheetProps) -> Html {
    let game = &props.game;
    let rules = game.rules();
    let players = game.sheets().len();
    let current = game.current_player();
    let placement = game.placement().ok();
    let rolled = game.turn().rolls > 0;

    let box_row = |i: usize| -> Html {
        let b = &rules.boxes()[i];
        let name = crate::words::box_named(b.name);
        let cells = game.sheets().iter().enumerate().map(|(p, sheet)| {
            let class = classes!("score", (p == current && players > 1).then_some("current"));
            match sheet.boxes[i] {
                Some(score) => html! { <td {class}><span class="filled">{ score }</span></td> },
                None if p != current => html! { <td {class}></td> },
                None => {
                    let preview = game.preview(i);
                    let (text, label, disabled, title) = match preview {
                        // A further Yahtzee's bonus is earned wherever the dice go, so the box
                        // shows it too ("25 +100"); its name stays "Score 25 in Full House" and
                        // the bonus is its description.
                        Ok(pv) if pv.bonus > 0 => (
                            format!("{} +{}", pv.points, pv.bonus),
                            msg::sheet_box_score(pv.points, &name),
                            false,
                            if pv.joker { msg::sheet_box_joker_bonus(pv.bonus) } else { msg::sheet_box_bonus(pv.bonus) },
                        ),
                        Ok(pv) => (
                            pv.points.to_string(),
                            msg::sheet_box_score(pv.points, &name),
                            false,
                            if pv.joker { msg::sheet_box_joker() } else { String::new() },
                        ),
                        Err(e) if rolled => (
                            "–".to_string(),
                            msg::sheet_box_refused(&name, &error_text(game, e)),
                            true,
                            error_text(game, e),
                        ),
                        Err(_) => (
                            String::new(),
                            msg::sheet_box_not_rolled(&name),
                            true,
                            String::new(),
                        ),
                    };
                    let zero = preview.is_ok_and(|p| p.points == 0);
                    let onclick = {
                        let cb = props.on_choose.clone();
                        Callback::from(move |_: MouseEvent| cb.emit(i))
                    };
                    html! {
                        <td {class}>
                            <button type="button" class={classes!("box", zero.then_some("zero"), (props.suggest == Some(i)).then_some("suggested"))}
                                aria-label={label} disabled={disabled || props.bot} {onclick} data-box={i.to_string()}
                                aria-description={preview.is_ok_and(|p| p.bonus > 0).then(|| title.clone())}
                                title={title}>
                                { text }
                            </button>
                        </td>
                    }
                }
            }
        });
        html! {
            <tr class={classes!("box-row", match b.section {
                Section::Upper => "section-upper",
                Section::Lower => "section-lower",
            })}>
                <th scope="row">{ name.clone() }</th>
                { for cells }
            </tr>
        }
    };

    let totals: Vec<_> = game.sheets().iter().map(|s| s.totals(&rules)).collect();
    let bonus_name = extra_bonus_name(game);
    let sum_row = |name: &str,
                   sub: Option<String>,
                   class: &'static str,
                   value: &dyn Fn(usize) -> u16|
     -> Html {
        html! {
            <tr class={classes!("sum-row", class)}>
                <th scope="row">{ name }
                    if let Some(sub) = sub { <span class="sub">{ sub }</span> }
                </th>
                { for (0..players).map(|p| html! {
                    <td class={classes!("score", (p == current && players > 1).then_some("current"))}>{ value(p) }</td>
                }) }
            </tr>
        }
    };

    let upper: Vec<usize> = (0..rules.box_count())
        .filter(|&i| rules.boxes()[i].section == Section::Upper)
        .collect();
    let lower: Vec<usize> = (0..rules.box_count())
        .filter(|&i| rules.boxes()[i].section == Section::Lower)
        .collect();

    let joker_note = match placement.and_then(|p| p.restriction) {
        Some(JokerRestriction::MatchingUpper { box_index }) => {
            Some(msg::sheet_joker_note_upper(&box_name(&rules, box_index)))
        }
        Some(JokerRestriction::LowerFirst) => Some(msg::sheet_joker_note_lower()),
        None => None,
    };
    // Where each player stands on the upper bonus, under their own column.
    let needs_row = (!rules.def.upper_bonus.is_empty()).then(|| {
        html! {
            <tr class="sum-row needs">
                <th scope="row">{ msg::sheet_bonus_needs() }</th>
                { for (0..players).map(|p| html! {
                    <td class={classes!("score", "fine", (p == current && players > 1).then_some("current"))}>
                        { bonus_needed_text(game, p) }
                    </td>
                }) }
            </tr>
        }
    });

    // When the sheet is wider than the screen, bring the current player's column into view
    // whenever the turn passes. One player's column is always in view; not measuring then
    // spares a layout inside the task that draws the sheet.
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        use_effect_with((current, game.round(), players), move |&(_, _, players)| {
            if players > 1 {
                show_current_column(&scroller)
            }
        });
    }

    html! {
        <section class={classes!("sheet", format!("players-{players}"))} aria-label={msg::sheet_label()}>
            if let Some(note) = joker_note {
                <p class="joker-note" role="note">{ note }</p>
            }
            // More players than a phone's width shows: say that the sheet scrolls sideways
            // (CSS shows it on narrow screens only).
            if players > 4 {
                <p class="scroll-hint" aria-hidden="true">{ crate::words::scroll_hint(players) }</p>
            }
            <div class="sheet-scroll" ref={scroller}>
            <table>
                <caption>{ msg::sheet_caption(&crate::words::game_name(rules.def.id)) }
                    if rules.options != yahtzee_engine::Options::default() {
                        <span class="sub">{ options_text(&rules) }</span>
                    }
                </caption>
                <thead>
                    <tr>
                        <th scope="col">{ msg::sheet_box_column() }</th>
                        { for (0..players).map(|p| {
                            let name = if players == 1 { msg::sheet_score_column() } else { props.names.get(p).map_or_else(|| msg::sheet_player(p + 1), |n| crate::words::shown_name(n)) };
                            html! {
                                // A long name is cut short with an ellipsis; the whole name is its title.
                                <th scope="col" class={classes!((p == current && players > 1).then_some("current"), (players > 1).then(|| format!("seat-{p}")))}
                                    aria-current={(p == current && players > 1).then_some("true")} title={name.clone()}>
                                    <span class="name">{ name }</span>
                                </th>
                            }
                        }) }
                    </tr>
                </thead>
                <tbody class="upper">
                    { for upper.iter().map(|&i| box_row(i)) }
                    { sum_row(&msg::sheet_upper_subtotal(), None, "subtotal", &|p| totals[p].upper) }
                    { for needs_row }
                    if !rules.def.upper_bonus.is_empty() {
                        { sum_row(&msg::sheet_upper_bonus(), None, "bonus", &|p| totals[p].upper_bonus) }
                    }
                </tbody>
                <tbody class="lower">
                    { for lower.iter().map(|&i| box_row(i)) }
                    if rules.def.yahtzee_box.is_some() && rules.def.extra_yahtzee_bonus > 0 && rules.options.yahtzee_bonus {
                        { sum_row(&bonus_name, None, "bonus", &|p| totals[p].yahtzee_bonus) }
                    }
                    { sum_row(&msg::sheet_lower_total(), None, "subtotal", &|p| totals[p].lower + totals[p].yahtzee_bonus) }
                </tbody>
                <tfoot>
                    { sum_row(&msg::sheet_total(), None, "total", &|p| totals[p].total) }
                </tfoot>
            </table>
            </div>
        </section>
    }
}

/// Scrolls the sheet sideways, and only sideways, so that the current player's column shows
/// beside the box names (which stay put on the left), when the sheet is wider than the screen.
/// (`scrollIntoView` would also scroll the page up to the header, under the sticky dice, at
/// every turn.)
fn show_current_column(scroller: &NodeRef) {
    let Some(scroller) = scroller.cast::<web_sys::Element>() else {
        return;
    };
    if scroller.scroll_width() <= scroller.client_width() {
        return;
    }
    let Ok(Some(header)) = scroller.query_selector("th.current") else {
        return;
    };
    let shown = scroller.get_bounding_client_rect();
    let left = match scroller.query_selector("th[scope=row]") {
        Ok(Some(names)) => names.get_bounding_client_rect().right(),
        _ => shown.left(),
    };
    let cell = header.get_bounding_client_rect();
    let by = if cell.left() < left {
        cell.left() - left
    } else if cell.right() > shown.right() {
        (cell.right() - shown.right()).min(cell.left() - left)
    } else {
        return;
    };
    scroller.set_scroll_left(scroller.scroll_left() + by.round() as i32);
}

/// The table rules in force, when they are not the official ones, so nobody argues later.
fn options_text(rules: &yahtzee_engine::Rules) -> String {
    let o = rules.options;
    let mut parts = Vec::new();
    if rules.def.has_joker {
        parts.push(crate::words::joker_label(o.joker));
    }
    if rules.def.extra_yahtzee_bonus > 0 && !o.yahtzee_bonus {
        parts.push(msg::rules_no_extra_bonus());
    }
    if o.five_of_a_kind_full_house {
        parts.push(msg::rules_five_full_house());
    }
    parts.extend(crate::words::house_rules(o));
    parts.join(" · ")
}
