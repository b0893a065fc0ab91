//! Fetches the page's later parts (`crate::later`) once the table is drawn, and runs what
//! needs them.

use yew::prelude::*;

use crate::later::{self, Later};

/// The later parts, `None` until their module has arrived. Their module is asked for in a task
/// after the one that draws the table, so that nothing of it comes before the first roll.
#[hook]
pub fn use_later() -> Option<Later> {
    let parts = use_state(|| None::<Later>);
    {
        let parts = parts.clone();
        use_effect_with((), move |_| with_later(move |later| parts.set(Some(later))));
    }
    *parts
}

/// Runs `f` with the later parts, in a task after the current one, once their module has
/// arrived (at once when it is there). When the network fails, the module is asked for again
/// after 1 s, then 2 s, doubling up to a minute, for as long as the page is open.
pub fn with_later(f: impl FnOnce(Later) + 'static) {
    yew::platform::spawn_local(async move {
        let mut wait = 0;
        loop {
            gloo_timers::future::TimeoutFuture::new(wait).await;
            if let Ok(parts) = later::parts().await {
                return f(parts);
            }
            wait = (wait * 2).clamp(1_000, 60_000);
        }
    });
}
