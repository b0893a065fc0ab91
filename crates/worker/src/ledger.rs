//! Every request the worker accepted, from when it arrives until it is answered: the one place
//! that decides what waits, for what, and what comes back when. Pure (no web API), so that its
//! rules are tested natively (`tests` below) with a fake table and a fake fetch.
//!
//! A request waits for one of three things:
//! - layers of the table in use (`waiting`), answered as they arrive;
//! - a risk attitude's layers, for a Tactician's decision (`parked`): answered when they come,
//!   or for points when a fetch fails or its wait is over (`late`);
//! - the table of other rules (`deferred`): a request of other rules switches the table, and
//!   what waited for the old one is answered by switching back once the new rules have nothing
//!   waiting ([`Ledger::resume`]). No request is dropped on a switch.

use std::collections::VecDeque;

use yahtzee_engine::RuleSet;
use yahtzee_protocol::Request;

/// A request accepted and not yet answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    pub request: Request,
    /// When it was asked (the worker's clock, ms): a decision's wait for risk layers counts
    /// from here, however often it is put back.
    pub t0: f64,
    /// Whether a Tactician's decision may still wait for risk layers; false once its wait is
    /// over or a fetch failed: it is then answered for points.
    pub risk: Risk,
}

/// Whether a Tactician's decision takes the risk attitude's layers into account.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Risk {
    /// It waits for the layers it needs (at most the wait).
    Wanted,
    /// It is answered without them, for points.
    Forgone,
}

impl Pending {
    pub fn new(request: Request, t0: f64) -> Pending {
        Pending {
            request,
            t0,
            risk: Risk::Wanted,
        }
    }

    pub fn rules(&self) -> RuleSet {
        rules_of(&self.request)
    }

    fn forgo_risk(mut self) -> Pending {
        self.risk = Risk::Forgone;
        self
    }
}

/// The rules a request is for.
pub fn rules_of(request: &Request) -> RuleSet {
    match request {
        Request::Build { rules }
        | Request::Advise { rules, .. }
        | Request::Why { rules, .. }
        | Request::Odds { rules, .. }
        | Request::Review { rules, .. }
        | Request::Reasons { rules, .. }
        | Request::Daily { rules, .. }
        | Request::ToWin { rules, .. }
        | Request::ReviewToWin { rules, .. } => *rules,
    }
}

/// A Tactician's decision parked for risk layers, found again by its ticket when its wait ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ticket(u32);

/// The requests accepted and not answered yet.
#[derive(Debug, Default)]
pub struct Ledger {
    waiting: VecDeque<Pending>,
    parked: Vec<(Ticket, Pending)>,
    deferred: VecDeque<Pending>,
    /// Odds requests whose playouts are running (answered by their own task).
    running: u32,
    tickets: u32,
}

impl Ledger {
    /// Keeps `p` until the table in use has the layers it needs.
    pub fn wait_for_table(&mut self, p: Pending) {
        self.waiting.push_back(p);
    }

    /// The requests waiting for the table's layers, oldest first.
    pub fn waiting(&self) -> impl Iterator<Item = &Request> {
        self.waiting.iter().map(|p| &p.request)
    }

    /// What waited for the table's layers, to be handled again now that more have arrived.
    pub fn take_waiting(&mut self) -> VecDeque<Pending> {
        std::mem::take(&mut self.waiting)
    }

    /// Keeps a Tactician's decision until its risk layers come: its ticket, for [`Ledger::late`].
    pub fn park(&mut self, p: Pending) -> Ticket {
        self.tickets = self.tickets.wrapping_add(1);
        let ticket = Ticket(self.tickets);
        self.parked.push((ticket, p));
        ticket
    }

    /// A risk layer's fetch ended: every parked decision is handled again, with the layers if
    /// it came (`good`), else for points. The next decision tries the fetch again.
    pub fn layer_fetched(&mut self, good: bool) -> Vec<Pending> {
        let parked = std::mem::take(&mut self.parked).into_iter().map(|(_, p)| p);
        match good {
            true => parked.collect(),
            false => parked.map(Pending::forgo_risk).collect(),
        }
    }

    /// The wait of the decision with `ticket` is over: it is answered for points, if it still
    /// waits (it may have been answered or deferred meanwhile).
    pub fn late(&mut self, ticket: Ticket) -> Option<Pending> {
        let i = self.parked.iter().position(|(t, _)| *t == ticket)?;
        Some(self.parked.remove(i).1.forgo_risk())
    }

    /// The table switches to `rules`: whatever waited for the old table is deferred until it is
    /// back, and what was deferred for `rules` is handed back to be handled now.
    pub fn switch(&mut self, rules: RuleSet) -> Vec<Pending> {
        let old = self
            .waiting
            .drain(..)
            .chain(self.parked.drain(..).map(|(_, p)| p));
        self.deferred.extend(old);
        let (now, later): (VecDeque<Pending>, _) = std::mem::take(&mut self.deferred)
            .into_iter()
            .partition(|p| p.rules() == rules);
        self.deferred = later;
        now.into()
    }

    /// An odds request of the rules in use is being played out.
    pub fn odds_started(&mut self) {
        self.running += 1;
    }

    /// An odds request's playouts ended, answered or cut short.
    pub fn odds_ended(&mut self) {
        self.running = self.running.saturating_sub(1);
    }

    /// Defers a request (odds cut short by a switch) until its rules' table is back.
    pub fn defer(&mut self, p: Pending) {
        self.deferred.push_back(p);
    }

    /// Whether nothing of the rules in use waits or runs.
    pub fn idle(&self) -> bool {
        self.waiting.is_empty() && self.parked.is_empty() && self.running == 0
    }

    /// Once the rules in use have nothing waiting, the rules the oldest deferred request is for:
    /// the table to switch back to (then [`Ledger::switch`] hands its requests back).
    pub fn resume(&self) -> Option<RuleSet> {
        self.idle()
            .then(|| self.deferred.front().map(Pending::rules))
            .flatten()
    }

    /// How many requests are accepted and not answered (the odds running count as one each).
    #[cfg(test)]
    pub fn open(&self) -> usize {
        self.waiting.len() + self.parked.len() + self.deferred.len() + self.running as usize
    }
}

/// What the ledger needs of the worker around it: the table in use, loads, the risk layers,
/// answers and timers. The page's worker (`main.rs`) is one; the tests' fake is another.
pub trait Host {
    /// Runs `f` on the ledger (held only for `f`: the host's other calls may use it).
    fn ledger<R>(&mut self, f: impl FnOnce(&mut Ledger) -> R) -> R;
    /// The rules whose table is in use.
    fn rules(&self) -> Option<RuleSet>;
    /// Drops the table in use and starts getting the one for `rules`.
    fn load(&mut self, rules: RuleSet);
    /// Whether the table holds what `request` needs.
    fn ready_for(&self, request: &Request) -> bool;
    /// Whether a Tactician's decision needs risk layers that are not here, which it then asks
    /// for, first.
    fn lacks_layers(&mut self, p: &Pending) -> bool;
    /// Starts the wait of a parked decision: [`late`] when it is over.
    fn start_wait(&mut self, ticket: Ticket, t0: f64);
    /// Answers `p` (an odds request's playouts start, and end in [`odds_ended`]).
    fn answer(&mut self, p: Pending);
}

/// Takes a request: answers it, or keeps it until it can be.
pub fn handle(host: &mut impl Host, p: Pending) {
    if host.rules() != Some(p.rules()) {
        switch(host, p.rules());
    }
    route(host, p);
    resume(host);
}

/// Switches the table to `rules`, handling what was deferred for them.
fn switch(host: &mut impl Host, rules: RuleSet) {
    let back = host.ledger(|l| l.switch(rules));
    host.load(rules);
    for p in back {
        route(host, p);
    }
}

/// Answers `p` if the table in use can, else keeps it for what it lacks.
fn route(host: &mut impl Host, p: Pending) {
    if !host.ready_for(&p.request) {
        host.ledger(|l| l.wait_for_table(p));
    } else if p.risk == Risk::Wanted && host.lacks_layers(&p) {
        let t0 = p.t0;
        let ticket = host.ledger(|l| l.park(p));
        host.start_wait(ticket, t0);
    } else {
        if matches!(p.request, Request::Odds { .. }) {
            host.ledger(Ledger::odds_started);
        }
        host.answer(p);
    }
}

/// Once the rules in use have nothing waiting, switches back to the rules of what was deferred.
fn resume(host: &mut impl Host) {
    while let Some(rules) = host.ledger(|l| l.resume()) {
        switch(host, rules);
    }
}

/// Layers of the table in use arrived: what waited for them is handled again.
pub fn table_grew(host: &mut impl Host) {
    for p in host.ledger(Ledger::take_waiting) {
        route(host, p);
    }
    resume(host);
}

/// A risk layer's fetch ended, `good` or not.
pub fn layer_fetched(host: &mut impl Host, good: bool) {
    for p in host.ledger(|l| l.layer_fetched(good)) {
        route(host, p);
    }
    resume(host);
}

/// The wait of the decision with `ticket` is over.
pub fn late(host: &mut impl Host, ticket: Ticket) {
    if let Some(p) = host.ledger(|l| l.late(ticket)) {
        route(host, p);
    }
    resume(host);
}

/// An odds request's playouts ended: answered, or (`cut`) cut short by a switch of rules, to be
/// played again once its table is back. Playouts cut short by a newer odds request are simply
/// ended: that newer request is the answer the page waits for.
pub fn odds_ended(host: &mut impl Host, cut: Option<Pending>) {
    host.ledger(|l| {
        l.odds_ended();
        if let Some(p) = cut {
            l.defer(p);
        }
    });
    resume(host);
}

#[cfg(test)]
mod tests;
