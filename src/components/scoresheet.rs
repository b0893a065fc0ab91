//! The scoresheet, drawn from the rules definition: one row per box, the section totals and
//! bonuses in between, one score column per player. The rows are drawn by `scoresheet/rows.rs`,
//! the header by `scoresheet/head.rs`.

mod head;
mod rows;
mod scroll;

pub use scroll::show_open_rows;

use yahtzee_engine::{Game, JokerRestriction, Section};
use yew::prelude::*;

use crate::msg;
use crate::words::{box_name, extra_bonus_name};
use rows::Sheet;

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
    /// The box (player, box) whose score was just written: it counts up.
    #[prop_or_default]
    pub counting: Option<(usize, usize)>,
    /// A rule of the table the sheet states under its title ("Coach off until the game ends").
    #[prop_or_default]
    pub note: Option<AttrValue>,
}

/// The scoresheet table.
#[function_component]
pub fn Scoresheet(props: &ScoresheetProps) -> Html {
    let game = &props.game;
    let sheet = Sheet::new(props);
    let (rules, players) = (&sheet.rules, sheet.players);
    let section = |s: Section| -> Vec<usize> {
        (0..rules.box_count())
            .filter(|&i| rules.boxes()[i].section == s)
            .collect()
    };
    let totals: Vec<_> = game.sheets().iter().map(|s| s.totals(rules)).collect();
    let grand: Vec<u16> = totals.iter().map(|t| t.total).collect();
    let joker_note = match game.placement().ok().and_then(|p| p.restriction) {
        Some(JokerRestriction::MatchingUpper { box_index }) => {
            Some(msg::sheet_joker_note_upper(&box_name(rules, box_index)))
        }
        Some(JokerRestriction::LowerFirst) => Some(msg::sheet_joker_note_lower()),
        None => None,
    };
    let upper_bonus = !rules.def.upper_bonus.is_empty();
    let yahtzee_bonus = rules.def.yahtzee_box.is_some()
        && rules.def.extra_yahtzee_bonus > 0
        && rules.options.yahtzee_bonus;
    // Two columns on a phone hold sixteen boxes above the dock; more (Maxi Yatzy's twenty) take
    // narrower columns (styles/main.css, "The whole sheet at a glance").
    let long = (rules.box_count() > 16).then_some("long");
    html! {
        <section class={classes!("sheet", format!("players-{players}"), long)} aria-label={msg::sheet_label()}>
            { head::title(rules, props.note.as_ref()) }
            if let Some(note) = joker_note {
                <p class="joker-note" role="note">{ note }</p>
            }
            <table>
                { head::caption(rules, props.note.as_ref()) }
                { head::head(&sheet, &props.names, &grand) }
                <tbody class="upper">
                    { for section(Section::Upper).into_iter().map(|i| sheet.box_row(i)) }
                    { sheet.sum_row(&msg::sheet_upper_subtotal(), "subtotal", &|p| totals[p].upper) }
                    if upper_bonus {
                        { sheet.needs_row() }
                        { sheet.sum_row(&msg::sheet_upper_bonus(), "bonus", &|p| totals[p].upper_bonus) }
                    }
                </tbody>
                <tbody class="lower">
                    { for section(Section::Lower).into_iter().map(|i| sheet.box_row(i)) }
                    if yahtzee_bonus {
                        { sheet.sum_row(&extra_bonus_name(game), "bonus", &|p| totals[p].yahtzee_bonus) }
                    }
                    { sheet.sum_row(&msg::sheet_lower_total(), "subtotal", &|p| totals[p].lower + totals[p].yahtzee_bonus) }
                </tbody>
                <tfoot>
                    { sheet.sum_row(&msg::sheet_total(), "total", &|p| totals[p].total) }
                </tfoot>
            </table>
        </section>
    }
}
