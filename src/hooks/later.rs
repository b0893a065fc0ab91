//! Fetches the page's later parts (`crate::later`) once the table is drawn, and runs what
//! needs them.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

use crate::later::{self, Later};

/// The later parts as the app's render asks for them.
#[derive(Clone)]
pub struct LaterParts {
    parts: Rc<RefCell<Option<Later>>>,
    wanted: Rc<Cell<bool>>,
}

impl LaterParts {
    /// The later parts, or `None` while their module is on its way. Asking for them then makes
    /// the app draw again when they arrive; when nothing asked, their arrival draws nothing
    /// (the next render finds them), which keeps that moment, just after the first roll is
    /// possible, free of a whole redraw of the table.
    pub fn get(&self) -> Option<Later> {
        let parts = *self.parts.borrow();
        if parts.is_none() {
            self.wanted.set(true);
        }
        parts
    }
}

/// The later parts, for the app's render (`LaterParts::get`). Their module is asked for in a
/// task after the one that draws the table, so that nothing of it comes before the first roll.
#[hook]
pub fn use_later() -> LaterParts {
    let parts = use_mut_ref(|| None::<Later>);
    let wanted = (*use_memo((), |_| Rc::new(Cell::new(false)))).clone();
    let redraw = use_force_update();
    {
        let parts = parts.clone();
        let wanted = wanted.clone();
        use_effect_with((), move |_| {
            with_later(move |later| {
                *parts.borrow_mut() = Some(later);
                if wanted.get() {
                    redraw.force_update();
                }
            })
        });
    }
    LaterParts { parts, wanted }
}

/// Runs `f` with the later parts, in a task after the current one, once their module has
/// arrived (at once when it is there). When the network fails, the module is asked for again
/// after 1 s, then 2 s, doubling up to a minute, for as long as the page is open.
pub fn with_later(f: impl FnOnce(Later) + 'static) {
    yew::platform::spawn_local(async move {
        let mut wait = 0;
        loop {
            gloo_timers::future::TimeoutFuture::new(wait).await;
            // The later parts come with their words, in the language spoken, which their module
            // fetches (that code stays out of the first download).
            if let Ok(parts) = later::parts().await {
                if (parts.words)().await.is_ok() {
                    return f(parts);
                }
            }
            wait = (wait * 2).clamp(1_000, 60_000);
        }
    });
}
