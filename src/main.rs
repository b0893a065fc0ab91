//! Yahtzee in the browser: a Yew single-page app over the pure `yahtzee-engine` crate.

mod components;
mod keyboard;
mod platform;
mod state;
mod storage;

fn main() {
    yew::Renderer::<components::app::App>::new().render();
}
