//! Yahtzee in the browser: a Yew single-page app over the pure `yahtzee-engine` crate.

mod coach;
mod components;
mod focus;
mod hooks;
mod json;
mod keyboard;
mod number;
mod order;
mod platform;
mod protocol;
mod records;
mod shell;
mod solver_client;
mod startup;
mod state;
mod storage;
mod words;

fn main() {
    // Starting the WebAssembly (this task) and drawing the table (the next) are two tasks, so
    // that neither holds the page for long on a slow phone.
    platform::in_a_later_task(|| {
        shell::keep();
        yew::Renderer::<components::app::App>::new().render();
        platform::announce_started();
    });
}
