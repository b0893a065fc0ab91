//! The ledger's rules, with a fake worker around it: tables that arrive when the test says, a
//! fetch of risk layers that fails when the test says, timers the test fires. Every request
//! handed in must come out answered, whatever happens between.

use super::*;
use yahtzee_engine::{Game, VariantId};
use yahtzee_protocol::Moment;

/// A fake worker: which table is in use and how far it is loaded, which risk layers are here,
/// and every answer given, in order.
#[derive(Default)]
struct Fake {
    ledger: Ledger,
    rules: Option<RuleSet>,
    /// Whether the table in use is complete (a load completes when the test says).
    complete: bool,
    loads: Vec<RuleSet>,
    /// Whether the risk layers are here.
    layers: bool,
    fetches: u32,
    waits: Vec<Ticket>,
    answered: Vec<(Request, Risk)>,
}

impl Host for Fake {
    fn ledger<R>(&mut self, f: impl FnOnce(&mut Ledger) -> R) -> R {
        f(&mut self.ledger)
    }
    fn rules(&self) -> Option<RuleSet> {
        self.rules
    }
    fn load(&mut self, rules: RuleSet) {
        self.rules = Some(rules);
        self.complete = false;
        // The risk layers are per rules: a new table starts without them.
        self.layers = false;
        self.loads.push(rules);
    }
    fn ready_for(&self, request: &Request) -> bool {
        matches!(request, Request::Build { .. }) || self.complete
    }
    fn lacks_layers(&mut self, p: &Pending) -> bool {
        let lacks = matches!(p.request, Request::ToWin { .. }) && !self.layers;
        self.fetches += u32::from(lacks);
        lacks
    }
    fn start_wait(&mut self, ticket: Ticket, _t0: f64) {
        self.waits.push(ticket);
    }
    /// Every answer is noted (an odds request's playouts then run on until the test ends them
    /// with `odds_ended`).
    fn answer(&mut self, p: Pending) {
        self.answered.push((p.request, p.risk));
    }
}

impl Fake {
    /// The table in use arrives whole.
    fn table_arrives(&mut self) {
        self.complete = true;
        table_grew(self);
    }
    fn answered_ids(&self) -> Vec<String> {
        self.answered
            .iter()
            .map(|(r, risk)| name(r, *risk))
            .collect()
    }
}

fn rules(variant: VariantId) -> RuleSet {
    RuleSet {
        variant,
        options: Default::default(),
    }
}
const CLASSIC: VariantId = VariantId::Classic;
const YATZY: VariantId = VariantId::Yatzy;

fn to_win(variant: VariantId, turn: u32) -> Pending {
    let game = Game::new(rules(variant), 2, 1).unwrap();
    let key = Moment::of(&game);
    let request = Request::ToWin {
        key,
        rules: rules(variant),
        game,
        levels: vec![None, None],
    };
    Pending::new(request, f64::from(turn))
}

fn review(variant: VariantId, id: u32) -> Pending {
    let request = Request::Review {
        id,
        rules: rules(variant),
        decisions: Vec::new(),
    };
    Pending::new(request, 0.0)
}

/// A short name for an answer: what was asked, and whether risk layers were used.
fn name(r: &Request, risk: Risk) -> String {
    let what = match r {
        Request::ToWin { rules, .. } => format!("to-win {:?}", rules.variant),
        Request::Review { rules, id, .. } => format!("review {id} {:?}", rules.variant),
        other => format!("{other:?}"),
    };
    match risk {
        Risk::Wanted => what,
        Risk::Forgone => format!("{what} for points"),
    }
}

#[test]
fn a_tactician_waiting_for_layers_survives_a_review_of_other_rules() {
    let mut w = Fake::default();
    handle(&mut w, to_win(CLASSIC, 1));
    w.table_arrives();
    assert_eq!(w.waits.len(), 1, "the decision waits for its risk layers");
    // The player opens the review of a Yatzy game meanwhile: the table switches.
    handle(&mut w, review(YATZY, 7));
    assert_eq!(w.loads, [rules(CLASSIC), rules(YATZY)]);
    assert!(w.answered.is_empty());
    // Its wait ends while Yatzy's table loads: it is no longer parked, nothing is answered.
    let first = w.waits[0];
    late(&mut w, first);
    assert!(w.answered.is_empty());
    w.table_arrives();
    // The review is answered, then the worker goes back to Classic for the decision.
    assert_eq!(w.answered_ids(), ["review 7 Yatzy"]);
    assert_eq!(w.loads.last(), Some(&rules(CLASSIC)));
    w.table_arrives();
    // The decision waits again for its layers (a fresh fetch), then they come.
    assert_eq!(w.waits.len(), 2);
    w.layers = true;
    layer_fetched(&mut w, true);
    assert_eq!(w.answered_ids(), ["review 7 Yatzy", "to-win Classic"]);
    assert_eq!(w.ledger.open(), 0);
}

#[test]
fn a_failed_fetch_answers_for_points_and_the_next_decision_fetches_again() {
    let mut w = Fake::default();
    handle(&mut w, to_win(CLASSIC, 1));
    w.table_arrives();
    layer_fetched(&mut w, false);
    assert_eq!(w.answered_ids(), ["to-win Classic for points"]);
    // The next decision asks for the layers again, and this time they come.
    handle(&mut w, to_win(CLASSIC, 2));
    assert_eq!(w.fetches, 2, "the failure did not stop the next fetch");
    w.layers = true;
    layer_fetched(&mut w, true);
    assert_eq!(
        w.answered_ids(),
        ["to-win Classic for points", "to-win Classic"]
    );
    // A wait that ends after its decision was answered answers nothing twice.
    let second = w.waits[1];
    late(&mut w, second);
    assert_eq!(w.answered.len(), 2);
    assert_eq!(w.ledger.open(), 0);
}

#[test]
fn a_decision_whose_wait_ends_is_answered_for_points_once() {
    let mut w = Fake::default();
    handle(&mut w, to_win(CLASSIC, 1));
    w.table_arrives();
    let first = w.waits[0];
    late(&mut w, first);
    assert_eq!(w.answered_ids(), ["to-win Classic for points"]);
    // The layer arrives after: nothing waits for it any more.
    layer_fetched(&mut w, true);
    assert_eq!(w.answered.len(), 1);
}

#[test]
fn two_tables_in_turn_answer_everything_in_the_order_asked_per_table() {
    let mut w = Fake::default();
    handle(&mut w, review(CLASSIC, 1));
    handle(&mut w, review(YATZY, 2));
    handle(&mut w, review(CLASSIC, 3));
    handle(&mut w, review(YATZY, 4));
    // Each request of other rules switched; nothing is answered before a table arrives.
    assert!(w.answered.is_empty());
    assert_eq!(w.rules, Some(rules(YATZY)));
    w.table_arrives();
    assert_eq!(w.answered_ids(), ["review 2 Yatzy", "review 4 Yatzy"]);
    assert_eq!(w.rules, Some(rules(CLASSIC)));
    w.table_arrives();
    assert_eq!(
        w.answered_ids(),
        [
            "review 2 Yatzy",
            "review 4 Yatzy",
            "review 1 Classic",
            "review 3 Classic"
        ]
    );
    assert_eq!(w.ledger.open(), 0);
}

#[test]
fn odds_cut_short_by_a_switch_are_played_again_on_their_table() {
    let mut w = Fake::default();
    let game = Game::new(rules(CLASSIC), 2, 1).unwrap();
    let odds = Pending::new(
        Request::Odds {
            key: Moment::of(&game),
            rules: rules(CLASSIC),
            game,
            levels: Vec::new(),
        },
        0.0,
    );
    handle(&mut w, odds.clone());
    w.table_arrives();
    assert_eq!(w.answered.len(), 1, "the playouts started");
    handle(&mut w, review(YATZY, 5));
    // The playouts notice the switch and stop: they are kept for Classic's table.
    odds_ended(&mut w, Some(odds));
    assert_eq!(w.rules, Some(rules(YATZY)));
    w.table_arrives();
    assert_eq!(w.rules, Some(rules(CLASSIC)), "back for the odds");
    w.table_arrives();
    assert_eq!(w.answered.len(), 3, "the playouts started again");
    odds_ended(&mut w, None);
    assert_eq!(w.ledger.open(), 0);
}
