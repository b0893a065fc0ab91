//! The coach: where the solver's table stands, its advice and chances to win for the moment on
//! the table, the game under review, and the player's coach settings. (Whether its panels are
//! open is the screen's.)

use std::rc::Rc;

use yahtzee_engine::{Decision, Game, RuleSet};
use yahtzee_protocol::{Judged, Moment, Ranked, Response};

use crate::coach::{Odds, SolverStatus, THRESHOLD};

/// Coach settings the player chooses; the hooks keep them in the browser.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoachSettings {
    /// Warn before a move that gives away more than `threshold` points.
    pub warn: bool,
    /// Points, within [`THRESHOLD`].
    pub threshold: f64,
    /// In the last turns at a table of several, warn by the chance to win instead: before a
    /// move that lowers it by more than `threshold` percentage points.
    pub by_chance: bool,
}

impl CoachSettings {
    /// These settings with the threshold brought into its range (a stored or typed value
    /// outside it, or not a number, becomes the nearest allowed one or the default).
    pub fn checked(self) -> CoachSettings {
        let threshold = if self.threshold.is_finite() {
            self.threshold.clamp(*THRESHOLD.start(), *THRESHOLD.end())
        } else {
            CoachSettings::default().threshold
        };
        CoachSettings { threshold, ..self }
    }
}

impl Default for CoachSettings {
    fn default() -> CoachSettings {
        CoachSettings {
            warn: false,
            threshold: 1.0,
            by_chance: false,
        }
    }
}

/// A game under review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Matches the worker's answer to the request.
    pub id: u32,
    /// The reviewed game's seed, to note the verdict on its records.
    pub seed: u64,
    /// Which game ("This game", "Game #42 of 2026-11-21").
    pub title: String,
    /// The rules it was played by.
    pub rules: RuleSet,
    /// Its decisions.
    pub decisions: Vec<Decision>,
    /// The players' names, in seat order ("Player 2" for a seat whose name was not kept).
    pub names: Vec<String>,
    /// The solver's verdicts, once they arrive.
    pub judged: Option<Vec<Judged>>,
    /// At a table of several, the verdicts on the last turns by the chance to win, once they
    /// arrive.
    pub to_win: Option<Vec<Judged>>,
    /// The turn shown in the step-through, 0-based.
    pub turn: usize,
}

impl Review {
    /// A review of this game, for the coach to number and send (`CoachAction::Review`).
    pub fn of(
        seed: u64,
        title: String,
        rules: RuleSet,
        decisions: Vec<Decision>,
        names: Vec<String>,
    ) -> Review {
        Review {
            id: 0,
            seed,
            title,
            rules,
            decisions,
            names,
            judged: None,
            to_win: None,
            turn: 0,
        }
    }
}

/// The coach's part of the page.
#[derive(Clone, Debug, PartialEq)]
pub struct Coach {
    /// Where the solver stands.
    pub solver: SolverStatus,
    /// The solver's ranking for the moment with this key.
    pub advice: Option<(Moment, Vec<Ranked>)>,
    /// What the keeps the hint shows of that ranking aim at, as the worker sent it
    /// (`Aimed::flatten`).
    pub aims: Vec<f64>,
    /// Chances to win for the moment with this key.
    pub odds: Option<(Moment, Odds)>,
    /// Every choice as a Tactician ranks it, for the moment with this key: by the chance to win
    /// in the last turns at a table of several, by a risk attitude before.
    pub to_win: Option<(Moment, Vec<Ranked>)>,
    /// The coach settings.
    pub settings: CoachSettings,
    /// The game under review, if one was asked for.
    pub review: Option<Review>,
    /// The id of the next review request.
    next_id: u32,
    /// Perfect play's decisions on a day's dice, by [`daily_id`].
    pub perfect: Option<(u32, Rc<Vec<Decision>>)>,
}

/// A day's game's name in a request for perfect play on its dice: its day and its game.
pub fn daily_id(game: &Game) -> u32 {
    (game.seed() as u32) << 3 | game.rule_set().variant as u32
}

/// What changes the coach.
#[derive(Clone, Debug, PartialEq)]
pub enum CoachAction {
    /// A message from the solver's worker, for a table playing `rules`.
    Solver {
        /// The message.
        response: Response,
        /// The rules on the table: a table for other rules is not this one's.
        rules: RuleSet,
    },
    /// The worker could not start.
    Unavailable,
    /// New settings (brought into range).
    Set(CoachSettings),
    /// Review a game (made by `Review::of`: the coach numbers it and clears its verdicts).
    Review(Review),
    /// Show another turn of the review.
    ReviewTurn(usize),
    /// The table now plays other rules: the coach waits for their table. A worker that never
    /// started stays unavailable.
    OtherRules,
}

impl Coach {
    /// A coach with `settings`, waiting for the worker.
    pub fn new(settings: CoachSettings) -> Coach {
        Coach {
            solver: SolverStatus::Starting,
            advice: None,
            aims: Vec::new(),
            odds: None,
            to_win: None,
            settings,
            review: None,
            next_id: 1,
            perfect: None,
        }
    }

    /// The ranking for `moment`, if it has arrived.
    pub fn advice_for(&self, moment: &Moment) -> Option<&[Ranked]> {
        match &self.advice {
            Some((key, options)) if key == moment => Some(options),
            _ => None,
        }
    }

    /// What the keeps the hint shows aim at, for `moment` (none before its ranking arrives), as
    /// the worker sent it (`Aimed::flatten`).
    pub fn aims_for(&self, moment: &Moment) -> &[f64] {
        match &self.advice {
            Some((key, _)) if key == moment => &self.aims,
            _ => &[],
        }
    }

    /// The Tactician's ranking for `moment` (by the chance to win or by a risk attitude), if it
    /// has arrived.
    pub fn to_win_for(&self, moment: &Moment) -> Option<&[Ranked]> {
        match &self.to_win {
            Some((key, options)) if key == moment => Some(options),
            _ => None,
        }
    }

    /// Chances to win for `moment`, if they have arrived.
    pub fn odds_for(&self, moment: &Moment) -> Option<&Odds> {
        match &self.odds {
            Some((key, odds)) if key == moment => Some(odds),
            _ => None,
        }
    }

    /// The coach after `action`.
    pub fn reduce(&self, action: CoachAction) -> Coach {
        let mut c = self.clone();
        match action {
            CoachAction::Solver { response, rules } => c.on_solver(response, rules),
            CoachAction::Unavailable => c.solver = SolverStatus::Unavailable,
            CoachAction::Set(settings) => c.settings = settings.checked(),
            CoachAction::Review(review) => {
                c.review = Some(Review {
                    id: c.next_id,
                    judged: None,
                    to_win: None,
                    turn: 0,
                    ..review
                });
                c.next_id += 1;
            }
            CoachAction::ReviewTurn(turn) => {
                if let Some(r) = &mut c.review {
                    r.turn = turn;
                }
            }
            CoachAction::OtherRules => {
                if matches!(
                    c.solver,
                    SolverStatus::Ready { .. } | SolverStatus::Building(_)
                ) {
                    c.solver = SolverStatus::Starting;
                    c.advice = None;
                }
            }
        }
        c
    }

    fn on_solver(&mut self, response: Response, rules: RuleSet) {
        match response {
            Response::Progress { rules: r, fraction } if r == rules => {
                self.solver = SolverStatus::Building(fraction)
            }
            Response::Ready {
                rules: r,
                start_value,
                millis,
                source,
            } if r == rules => {
                self.solver = SolverStatus::Ready {
                    start_value,
                    millis,
                    source,
                }
            }
            Response::Failed { rules: r } if r == rules => self.solver = SolverStatus::Unavailable,
            Response::Advice {
                key, options, aims, ..
            } => {
                // The ranking, and the ranking with why its best box, are asked apart and may
                // come in either order for one moment: the longer answer (the reasons follow
                // the aims) is the one kept.
                let fuller = matches!(&self.advice, Some((k, _)) if *k == key)
                    && self.aims.len() > aims.len();
                if !fuller {
                    self.advice = Some((key, options));
                    self.aims = aims;
                }
            }
            Response::ToWin { key, options, .. } => self.to_win = Some((key, options)),
            Response::Odds {
                key,
                chances,
                expected,
            } => self.odds = Some((key, Odds { chances, expected })),
            Response::Daily { id, decisions, .. } => self.perfect = Some((id, Rc::new(decisions))),
            Response::Review { id, judged, .. } => {
                if let Some(r) = self.review.as_mut().filter(|r| r.id == id) {
                    r.judged = Some(judged);
                }
            }
            Response::ReviewToWin { id, judged, .. } => {
                if let Some(r) = self.review.as_mut().filter(|r| r.id == id) {
                    r.to_win = Some(judged);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yahtzee_engine::Game;
    use yahtzee_protocol::{Aimed, Choice, TableSource};

    fn ready() -> Coach {
        Coach::new(CoachSettings::default()).reduce(CoachAction::Solver {
            response: Response::Ready {
                rules: RuleSet::default(),
                start_value: 254.59,
                millis: 300.0,
                source: TableSource::Downloaded,
            },
            rules: RuleSet::default(),
        })
    }

    #[test]
    fn a_table_for_other_rules_is_not_this_ones() {
        let free = RuleSet {
            options: yahtzee_engine::Options {
                joker: yahtzee_engine::JokerMode::FreeChoice,
                ..Default::default()
            },
            ..RuleSet::default()
        };
        let other = Coach::new(CoachSettings::default()).reduce(CoachAction::Solver {
            response: Response::Ready {
                rules: free,
                start_value: 254.6,
                millis: 1.0,
                source: TableSource::Stored,
            },
            rules: RuleSet::default(),
        });
        assert_eq!(other.solver, SolverStatus::Starting);
        assert!(matches!(ready().solver, SolverStatus::Ready { .. }));
        // New rules on the table: the coach waits again; one that never started stays so.
        assert_eq!(
            ready().reduce(CoachAction::OtherRules).solver,
            SolverStatus::Starting
        );
        let gone = Coach::new(CoachSettings::default()).reduce(CoachAction::Unavailable);
        assert_eq!(
            gone.reduce(CoachAction::OtherRules).solver,
            SolverStatus::Unavailable
        );
    }

    #[test]
    fn advice_is_shown_only_for_its_own_moment() {
        let g = Game::solo(1);
        let here = Moment::of(&g);
        let there = Moment::of(&g.apply(yahtzee_engine::Action::Roll).unwrap());
        let c = ready().reduce(CoachAction::Solver {
            response: Response::Advice {
                key: here,
                options: vec![Ranked {
                    choice: Choice::Score(12),
                    value: 1.0,
                }],
                aims: Aimed::flatten(&[Aimed {
                    option: 0,
                    top: vec![(12, 1.0)],
                    other: 0.0,
                }]),
                micros: 1.0,
            },
            rules: RuleSet::default(),
        });
        assert_eq!(c.advice_for(&here).map(<[_]>::len), Some(1));
        assert_eq!(c.advice_for(&there), None);
        assert_eq!(c.aims_for(&here), [0.0, 1.0, 12.0, 1.0, 0.0]);
        assert!(c.aims_for(&there).is_empty());
    }

    #[test]
    fn the_answer_with_the_reasons_stands_whichever_comes_last() {
        let here = Moment::of(&Game::solo(1).apply(yahtzee_engine::Action::Roll).unwrap());
        let answer = |aims: Vec<f64>| CoachAction::Solver {
            response: Response::Advice {
                key: here,
                options: vec![Ranked {
                    choice: Choice::Score(12),
                    value: 1.0,
                }],
                aims,
                micros: 1.0,
            },
            rules: RuleSet::default(),
        };
        // No keep to aim at (0), then the reasons' numbers.
        let (ranking, reasons) = (vec![0.0], vec![0.0, 1.0, 2.0, 3.0]);
        for (first, last) in [(&ranking, &reasons), (&reasons, &ranking)] {
            let c = ready()
                .reduce(answer(first.clone()))
                .reduce(answer(last.clone()));
            assert_eq!(c.aims_for(&here), reasons.as_slice());
        }
    }

    #[test]
    fn a_verdict_lands_on_the_review_it_answers() {
        let of = Review::of(
            3,
            "game #3".into(),
            RuleSet::default(),
            Vec::new(),
            vec!["Ann".into()],
        );
        let c = ready().reduce(CoachAction::Review(of.clone()));
        let first = c.review.as_ref().unwrap().id;
        let c = c.reduce(CoachAction::Review(of));
        let second = c.review.as_ref().unwrap().id;
        assert_ne!(first, second);
        let verdict = |id| CoachAction::Solver {
            response: Response::Review {
                id,
                judged: Vec::new(),
                micros: 1.0,
            },
            rules: RuleSet::default(),
        };
        // The first request's late answer is not the review on screen.
        let c = c.reduce(verdict(first));
        assert_eq!(c.review.as_ref().unwrap().judged, None);
        let c = c.reduce(verdict(second)).reduce(CoachAction::ReviewTurn(4));
        assert_eq!(c.review.as_ref().unwrap().judged, Some(Vec::new()));
        assert_eq!(c.review.as_ref().unwrap().turn, 4);
    }

    #[test]
    fn settings_are_brought_into_range() {
        let c = ready().reduce(CoachAction::Set(CoachSettings {
            threshold: 99.0,
            ..CoachSettings::default()
        }));
        assert_eq!(c.settings.threshold, 5.0);
        let c = CoachSettings {
            threshold: -50.0,
            ..CoachSettings::default()
        }
        .checked();
        assert_eq!(c.threshold, 0.1);
        let c = CoachSettings {
            threshold: f64::NAN,
            ..CoachSettings::default()
        }
        .checked();
        assert_eq!(c.threshold, 1.0);
    }
}
