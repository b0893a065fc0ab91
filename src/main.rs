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
mod solver_client;
mod startup;
mod state;
mod storage;
mod words;

fn main() {
    yew::Renderer::<components::app::App>::new().render();
}
