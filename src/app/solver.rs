//! The page's end of the solver worker: starts it, queues requests until it listens, and turns
//! its answers into reducer actions.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::state::{AppAction, AppState};
use yahtzee_protocol::{self as protocol, Response, TableRequest};

/// The worker, the requests waiting for it to start, and its answers waiting for their decoder.
#[derive(Default)]
struct Link {
    worker: Option<Worker>,
    started: bool,
    queue: Vec<JsValue>,
    /// Answers not read yet: their decoder comes with the page's later parts
    /// (`Later::solver_answer`), and they are read in the order they came.
    answers: Vec<JsValue>,
    /// The answers' decoder, once the later parts are here.
    read: Option<fn(JsValue) -> Option<Response>>,
    /// Whether a task already waits for the later parts to read the answers.
    waiting: bool,
    _onmessage: Option<Closure<dyn Fn(MessageEvent)>>,
}

impl Link {
    fn post(&mut self, message: JsValue) {
        match (&self.worker, self.started) {
            (Some(w), true) => {
                let _ = w.post_message(&message);
            }
            // A Rust worker only listens once its WebAssembly is loaded: messages sent before
            // would be lost, so they wait here until it says it has started.
            _ => self.queue.push(message),
        }
    }
}

/// A handle to send requests to the solver.
#[derive(Clone)]
pub struct SolverHandle(Rc<RefCell<Link>>);

impl PartialEq for SolverHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl SolverHandle {
    /// Sends a request of the game screen; it waits while the worker starts.
    pub fn send(&self, request: &TableRequest) {
        if let Some(message) = protocol::to_js(request) {
            self.post(message);
        }
    }

    /// Sends a request the later parts wrote (`components::ask`).
    pub fn post(&self, message: JsValue) {
        self.0.borrow_mut().post(message);
    }
}

/// Tells static/register-sw.js that the coach is ready: it waits for this (at most 5 s) before
/// it downloads the release for offline play, which would compete with the table's first
/// layers for the network.
fn coach_ready_event() {
    if let (Some(window), Ok(event)) = (
        web_sys::window(),
        web_sys::Event::new("yahtzee-coach-ready"),
    ) {
        let _ = window.dispatch_event(&event);
    }
}

/// Starts the worker and routes its answers to the reducer.
fn start_worker(link: &Rc<RefCell<Link>>, dispatcher: UseReducerDispatcher<AppState>) {
    // A page opened with `?risk-wait=layers` (the browser tests that compare a Tactician's game
    // with the command line's, which has every table at hand) has its worker wait for a
    // decision's risk layers however long they take, instead of answering for points after a
    // second: the game is then the same whatever the machine's load.
    // (Read as `Link::parse` reads the address: a string search would add its code to the
    // first load.)
    let search = crate::platform::search();
    let mut params = search.trim_start_matches('?').split('&');
    let loader = match params.any(|kv| kv == "risk-wait=layers") {
        true => "./solver-loader.js?risk-wait=layers",
        false => "./solver-loader.js",
    };
    match Worker::new(loader) {
        Ok(worker) => {
            let weak = Rc::downgrade(link);
            let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                let Some(link) = weak.upgrade() else {
                    return;
                };
                let data = e.data();
                // Two answers are seen before they are read: "Started" (serde's unit variant)
                // lets the waiting requests go, and { Ready: … } tells register-sw.js.
                if data.as_string().as_deref() == Some("Started") {
                    let mut l = link.borrow_mut();
                    l.started = true;
                    for message in std::mem::take(&mut l.queue) {
                        l.post(message);
                    }
                }
                if js_sys::Reflect::has(&data, &JsValue::from_str("Ready")).unwrap_or(false) {
                    coach_ready_event();
                }
                link.borrow_mut().answers.push(data);
                read_answers(&link, &dispatcher);
            });
            worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
            let mut l = link.borrow_mut();
            l.worker = Some(worker);
            l._onmessage = Some(onmessage);
        }
        Err(_) => dispatcher.dispatch(AppAction::SolverUnavailable),
    }
}

/// Reads the waiting answers in order and hands them to the reducer; before the later parts
/// (which hold the decoder) are here, one task waits for them and reads them all then.
fn read_answers(link: &Rc<RefCell<Link>>, dispatcher: &UseReducerDispatcher<AppState>) {
    let read = {
        let mut l = link.borrow_mut();
        match l.read {
            Some(read) => read,
            None if l.waiting => return,
            None => {
                l.waiting = true;
                let (link, dispatcher) = (link.clone(), dispatcher.clone());
                crate::later::with_later(move |later| {
                    link.borrow_mut().read = Some(later.solver_answer);
                    read_answers(&link, &dispatcher);
                });
                return;
            }
        }
    };
    let answers = std::mem::take(&mut link.borrow_mut().answers);
    for response in answers.into_iter().filter_map(read) {
        dispatcher.dispatch(AppAction::Solver(response));
    }
}

/// Starts the solver worker once and routes its answers to the reducer.
#[hook]
pub fn use_solver(dispatcher: UseReducerDispatcher<AppState>) -> SolverHandle {
    let link = use_memo((), |_| Rc::new(RefCell::new(Link::default())));
    let handle = SolverHandle((*link).clone());
    {
        let link = (*link).clone();
        use_effect_with((), move |_| {
            // The worker starts in a task of its own, out of the page's first task.
            let start = link.clone();
            crate::platform::in_a_later_task(move || start_worker(&start, dispatcher));
            move || {
                if let Some(w) = link.borrow_mut().worker.take() {
                    w.terminate();
                }
            }
        });
    }
    handle
}
