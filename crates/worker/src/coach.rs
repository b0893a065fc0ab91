//! Maxi Yatzy's coach in the worker: no table of six dice fits a phone, so its coach plays by a
//! fit shipped with the page (`yahtzee_solver::maxi::MaxiCoach`, listed in the tables' manifest,
//! fetched once, checked and kept for offline play). It ranks a position's choices for the hint
//! and the bots (the Tactician's ranking is by points) and says what the first keeps aim at,
//! judges a game's decisions by that ranking for a review and plays the day's game by it; what
//! needs the exact table (chances to win, why a box, a review by the chance to win) is answered
//! empty, which the page reads as none; a review's reasons are what the keeps aimed at.

use yahtzee_engine::{Counts, RuleSet};
use yahtzee_protocol::{Aimed, Request, Response, TableSource, AIMED};
use yahtzee_solver::maxi::MaxiCoach;
use yahtzee_solver::{top_aims, Choice, Position, Ranked};

use crate::ledger::{self, Pending};
use crate::{current, now, send, tables, Web, SOLVER};

/// Gets the fit of `rules`' card and puts its coach in place (if `generation` is still wanted),
/// then answers what waited; says the coach failed when the fit cannot be had or is damaged.
pub async fn load(rules: RuleSet, generation: u32) {
    let coach = tables::load_fit(rules)
        .await
        .and_then(|(bytes, source)| Some((MaxiCoach::new(rules, &bytes).ok()?, source)));
    if !current(generation) {
        return;
    }
    let Some((coach, source)) = coach else {
        send(&Response::Failed { rules });
        return;
    };
    let start_value = coach.start_value();
    let millis = SOLVER.with_borrow_mut(|s| {
        s.coach = Some(coach);
        s.source = source;
        s.ready_sent = true;
        now() - s.started_at
    });
    send(&Response::Ready {
        rules,
        start_value,
        millis,
        source,
    });
    ledger::table_grew(&mut Web);
    send(&Response::Complete { rules, millis });
}

/// Answers `p` by `coach`.
pub fn answer(coach: &mut MaxiCoach, source: TableSource, rules: RuleSet, p: Pending) {
    let Pending { request, t0, .. } = p;
    let micros = || (now() - t0) * 1000.0;
    let rank = |coach: &mut MaxiCoach, game| {
        yahtzee_solver::play::position(game).map_or_else(Vec::new, |pos| coach.rank(&pos))
    };
    let response = match request {
        Request::Build { .. } => Response::Ready {
            rules,
            start_value: coach.start_value(),
            millis: 0.0,
            source,
        },
        Request::Advise { key, pos, .. } => {
            let (options, aims) = aimed(coach, Some(pos));
            Response::Advice {
                key,
                options,
                aims,
                micros: micros(),
            }
        }
        Request::Why { key, game, .. } => {
            let (options, aims) = aimed(coach, yahtzee_solver::play::position(&game));
            Response::Advice {
                key,
                options,
                aims,
                micros: micros(),
            }
        }
        Request::ToWin { key, game, .. } => Response::ToWin {
            key,
            options: rank(coach, &game),
            micros: micros(),
        },
        Request::Odds { key, .. } => {
            // Ended as the table's playouts end (the ledger counts them), once the solver this
            // is called in is no longer borrowed.
            wasm_bindgen_futures::spawn_local(async { ledger::odds_ended(&mut Web, None) });
            Response::Odds {
                key,
                chances: Vec::new(),
                expected: Vec::new(),
            }
        }
        Request::Review { id, decisions, .. } => Response::Review {
            id,
            judged: coach.review(&decisions),
            micros: micros(),
        },
        Request::Reasons {
            id,
            decisions,
            which,
            ..
        } => Response::Review {
            id,
            judged: coach.review_with_reasons(&decisions, &which),
            micros: micros(),
        },
        Request::ReviewToWin { id, .. } => Response::ReviewToWin {
            id,
            judged: Vec::new(),
            micros: micros(),
        },
        Request::Daily { id, day, .. } => Response::Daily {
            id,
            decisions: coach
                .daily_play(day)
                .map(|game| game.decisions().to_vec())
                .unwrap_or_default(),
            micros: micros(),
        },
    };
    send(&response);
}

/// The ranking of `pos` and what its first keeps aim at ([`AIMED`] options), as the hint reads
/// them (`Aimed::flatten`); nothing for no position.
fn aimed(coach: &mut MaxiCoach, pos: Option<Position>) -> (Vec<Ranked>, Vec<f64>) {
    let Some(pos) = pos else {
        return (Vec::new(), Vec::new());
    };
    let options = coach.rank(&pos);
    let keeps: Vec<(usize, Counts)> = (options.iter().take(AIMED).enumerate())
        .filter_map(|(option, o)| match o.choice {
            Choice::Keep(keep) => Some((option, keep)),
            _ => None,
        })
        .collect();
    let each = coach.aims_each(&pos, &keeps.iter().map(|k| k.1).collect::<Vec<_>>());
    let aims: Vec<Aimed> = (keeps.iter().zip(each))
        .map(|(&(option, _), aims)| {
            let (top, other) = top_aims(&aims);
            Aimed { option, top, other }
        })
        .collect();
    (options, Aimed::flatten(&aims))
}
