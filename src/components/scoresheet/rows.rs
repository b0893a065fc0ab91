//! The scoresheet's rows: a box's row (a button in the current player's open box, showing
//! what the dice would score there), the totals and bonuses, and what the upper bonus needs.

use yahtzee_engine::{Game, Rules, Section};
use yew::prelude::*;

use super::ScoresheetProps;
use crate::msg;
use crate::words::{bonus_needed_text, error_text};

/// What every row of the sheet draws from.
pub(super) struct Sheet<'a> {
    pub game: &'a Game,
    pub rules: Rules,
    pub players: usize,
    pub current: usize,
    props: &'a ScoresheetProps,
}

impl<'a> Sheet<'a> {
    pub fn new(props: &'a ScoresheetProps) -> Self {
        let game = &props.game;
        Sheet {
            game,
            rules: game.rules(),
            players: game.sheets().len(),
            current: game.current_player(),
            props,
        }
    }

    /// The class of player `p`'s cells: the current player's column stands out at a table of
    /// several.
    pub fn column(&self, p: usize) -> Option<&'static str> {
        (p == self.current && self.players > 1).then_some("current")
    }

    /// Box `i`'s row: its name, and each player's score or open box.
    pub fn box_row(&self, i: usize) -> Html {
        let b = &self.rules.boxes()[i];
        let name = crate::words::box_named(b.name);
        let cells = self.game.sheets().iter().enumerate().map(|(p, sheet)| {
            let class = classes!("score", self.column(p));
            match sheet.boxes[i] {
                // The score just written counts up (styles/later.css), its digits as classes.
                Some(score) if self.props.counting == Some((p, i)) => html! {
                    <td {class}><span class={classes!("filled", "count-up", digit('h', score / 100),
                        digit('t', score / 10), digit('u', score))}>{ score }</span></td>
                },
                Some(score) => html! { <td {class}><span class="filled">{ score }</span></td> },
                None if p != self.current => html! { <td {class}></td> },
                None => html! { <td {class}>{ self.open_box(i, &name) }</td> },
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
    }

    /// The current player's open box `i` (named `name`): what the dice would score there, or
    /// why they cannot go there.
    fn open_box(&self, i: usize, name: &str) -> Html {
        let game = self.game;
        let preview = game.preview(i);
        let (text, label, disabled, title) = match preview {
            // A further Yahtzee's bonus is earned wherever the dice go, so the box shows it too
            // ("25 +100"); its name stays "Score 25 in Full House" and the bonus is its
            // description.
            Ok(pv) if pv.bonus > 0 => (
                format!("{} +{}", pv.points, pv.bonus),
                msg::sheet_box_score(pv.points, name),
                false,
                if pv.joker {
                    msg::sheet_box_joker_bonus(pv.bonus)
                } else {
                    msg::sheet_box_bonus(pv.bonus)
                },
            ),
            Ok(pv) => (
                pv.points.to_string(),
                msg::sheet_box_score(pv.points, name),
                false,
                if pv.joker {
                    msg::sheet_box_joker()
                } else {
                    String::new()
                },
            ),
            Err(e) if game.turn().rolls > 0 => (
                "–".to_string(),
                msg::sheet_box_refused(name, &error_text(game, e)),
                true,
                error_text(game, e),
            ),
            Err(_) => (
                String::new(),
                msg::sheet_box_not_rolled(name),
                true,
                String::new(),
            ),
        };
        let zero = preview.is_ok_and(|p| p.points == 0);
        let onclick = {
            let cb = self.props.on_choose.clone();
            Callback::from(move |_: MouseEvent| cb.emit(i))
        };
        let suggested = (self.props.suggest == Some(i)).then_some("suggested");
        html! {
            <button type="button" class={classes!("box", zero.then_some("zero"), suggested)}
                aria-label={label} disabled={disabled || self.props.bot} {onclick} data-box={i.to_string()}
                aria-description={preview.is_ok_and(|p| p.bonus > 0).then(|| title.clone())}
                title={title}>
                { text }
            </button>
        }
    }

    /// A row of totals named `name`, each player's `value`.
    pub fn sum_row(&self, name: &str, class: &'static str, value: &dyn Fn(usize) -> u16) -> Html {
        html! {
            <tr class={classes!("sum-row", class)}>
                <th scope="row">{ name }</th>
                { for (0..self.players).map(|p| html! {
                    <td class={classes!("score", self.column(p))}>{ value(p) }</td>
                }) }
            </tr>
        }
    }

    /// Where each player stands on the upper bonus, under their own column.
    pub fn needs_row(&self) -> Html {
        html! {
            <tr class="sum-row needs">
                <th scope="row">{ msg::sheet_bonus_needs() }</th>
                { for (0..self.players).map(|p| html! {
                    <td class={classes!("score", "fine", self.column(p))}>
                        { bonus_needed_text(self.game, p) }
                    </td>
                }) }
            </tr>
        }
    }
}

/// The class of a number's last digit at one place (`h`undreds, `t`ens, `u`nits): "t5" for the
/// tens of 253 (`digit('t', 25)`), none for a zero.
fn digit(place: char, n: u16) -> Option<&'static str> {
    const CLASSES: [&str; 27] = [
        "h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9", "t1", "t2", "t3", "t4", "t5", "t6",
        "t7", "t8", "t9", "u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9",
    ];
    let row = match place {
        'h' => 0,
        't' => 9,
        _ => 18,
    };
    let d = usize::from(n % 10);
    (d > 0).then(|| CLASSES[row + d - 1])
}
