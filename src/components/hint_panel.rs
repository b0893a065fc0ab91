//! The hint: the best move for the current position and what the alternatives give away.

use yahtzee_engine::Game;
use yahtzee_i18n::Num;
use yew::prelude::*;

use crate::coach::{self, same_move, SolverStatus};
use crate::msg;
use crate::words::coach::describe;
use yahtzee_protocol::{Aimed, Ranked, Why, AIMED};
use yahtzee_solver::maxi;

use aims::aims_line;
use why::{scores, why_line};

pub(crate) mod aims;
pub(crate) mod why;

/// Properties of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintPanelProps {
    /// The game shown.
    pub game: Game,
    /// The solver's ranking for this position, once it has arrived.
    pub options: Option<Vec<Ranked>>,
    /// What the keeps among the first options aim at, as the worker sent it (`Aimed::flatten`).
    pub aims: Vec<f64>,
    /// The Tactician's ranking at a table of several, once it has arrived.
    pub to_win: Option<Vec<Ranked>>,
    /// Whether that ranking is by the chance to win (the last turns), else by a risk attitude.
    pub by_chance: bool,
    /// Where the solver stands.
    pub status: SolverStatus,
    /// Close the hint.
    pub on_close: Callback<()>,
}

/// Shows the solver's ranking for the position on the table.
#[function_component]
pub fn HintPanel(props: &HintPanelProps) -> Html {
    let game = &props.game;
    crate::hooks::use_help_noted(game);
    // Read here, in the later parts, so that the page's first load carries no reader of it.
    let (aims, why) = Why::split(&props.aims);
    let aims = Aimed::unflatten(aims).unwrap_or_default();
    let onclick = props.on_close.reform(|_: MouseEvent| ());
    let body = match (&props.options, props.status) {
        _ if game.turn().rolls == 0 => {
            html! { <p>{ msg::hint_roll_first() }</p> }
        }
        (Some(options), _) if !options.is_empty() => {
            let banked = coach::banked(game);
            let best = &options[0];
            html! {
                <>
                    { to_win_line(game, props.to_win.as_deref(), props.by_chance, best) }
                    <p class="hint-best">
                        <strong>{ msg::hint_best(&describe(game, &best.choice)) }</strong>
                        <span class="ev">{ " " }{ msg::hint_expected(Num::fixed(banked + best.value, 1)) }</span>
                        { aims_line(game, &aims, 0) }
                        { why_line(game, why.as_ref(), scores(Some(options))) }
                    </p>
                    <ol class="runners-up" aria-label={msg::hint_other_moves()}>
                        { for options.iter().enumerate().skip(1).take(AIMED - 1).map(|(i, o)| html! {
                            <li>
                                <span>{ describe(game, &o.choice) }</span>
                                <span class="loss">{ msg::hint_loss(Num::fixed(best.value - o.value, 2)) }</span>
                                { aims_line(game, &aims, i) }
                            </li>
                        }) }
                    </ol>
                    <p class="hint-explain">{ explain(game) }</p>
                </>
            }
        }
        (_, SolverStatus::Building(f)) => html! {
            <p>
                { msg::hint_preparing(Num::fixed(f64::from(f) * 100.0, 0)) }
                <progress max="1" value={crate::number::text(f64::from(f))} aria-label={msg::hint_preparation()}></progress>
            </p>
        },
        (_, SolverStatus::Unavailable) => {
            html! { <p>{ msg::hint_unavailable() }</p> }
        }
        _ => html! { <p>{ msg::hint_thinking() }</p> },
    };
    html! {
        <section class="hint-panel" aria-labelledby="hint-title">
            { super::panel_head("hint-title", &msg::hint_title(), &msg::hint_close(), onclick) }
            { body }
        </section>
    }
}

/// What the hint's numbers mean; for a coach that is strong rather than perfect (Maxi Yatzy's),
/// how strong, and what a saved roll counts for.
fn explain(game: &Game) -> String {
    let rules = game.rule_set();
    if !maxi::coaches(rules) {
        return msg::hint_explain();
    }
    msg::hint_explain_strong(
        Num::fixed(maxi::strength_percent(rules), 2),
        Num::fixed(maxi::roll_worth(rules), 0),
    )
}

/// "To win: keep 6 6 6, 41 % · For points: keep 5 5, 38 %": the move with the best chance to
/// win and that chance (one decimal below 10 %), and beside it, when it is another move, the
/// move for the most points (`points`, the table's best) with its chance; when no move can win,
/// a word that the game is lost. Before the last turns, a risk attitude's move without a chance
/// ("To win: keep 6 6 · For points: keep 2 3 4"), and only when it is not the move for points.
/// Nothing without the Tactician's ranking.
fn to_win_line(game: &Game, to_win: Option<&[Ranked]>, by_chance: bool, points: &Ranked) -> Html {
    let Some((win, for_points)) = to_win_words(game, to_win, by_chance, points) else {
        return Html::default();
    };
    html! {
        <p class="hint-to-win">
            <strong>{ win }</strong>
            if let Some(p) = for_points {
                { " · " }{ p }
            }
        </p>
    }
}

/// The words of [`to_win_line`]: the line to win, and the move for points beside it.
fn to_win_words(
    game: &Game,
    to_win: Option<&[Ranked]>,
    by_chance: bool,
    points: &Ranked,
) -> Option<(String, Option<String>)> {
    let ranking = to_win.unwrap_or_default();
    // No move can win any more: the hint's line for points is all there is to say.
    if by_chance && ranking.first()?.value <= 0.0 {
        return Some((msg::hint_no_win(), None));
    }
    let win = coach::move_to_win(ranking, by_chance, &points.choice)?;
    let for_points = ranking
        .iter()
        .find(|r| same_move(&r.choice, &points.choice))
        .filter(|r| !same_move(&r.choice, &win.choice));
    // Below 10 % a whole percent hides what matters (both moves would say "1 %").
    let percent = |r: &Ranked| {
        let p = r.value * 100.0;
        Num::fixed(p, if p < 9.95 { 1 } else { 0 })
    };
    Some(match (by_chance, for_points) {
        (true, p) => (
            msg::hint_to_win(&describe(game, &win.choice), percent(win)),
            p.map(|p| msg::hint_for_points(&describe(game, &p.choice), percent(p))),
        ),
        (false, p) => (
            msg::hint_to_win_move(&describe(game, &win.choice)),
            p.map(|p| msg::hint_for_points_move(&describe(game, &p.choice))),
        ),
    })
}

#[cfg(test)]
mod tests;
