//! Yahtzee in the browser: a Yew single-page app over the pure `yahtzee-engine` crate.

mod app;
mod coach;
mod components;
mod cues;
mod focus;
mod hooks;
mod i18n;
mod json;
mod keyboard;
mod later;
mod msg;
mod number;
mod order;
mod platform;
mod records;
mod shell;
mod sound;
mod startup;
mod state;
mod storage;
mod travel;
mod words;

// Talc in place of Rust's default dlmalloc: 1.5 KB less gzip WebAssembly for the page, whose
// allocations are many and small (the scoresheet, texts, Yew's nodes). The solver worker, a
// binary of its own, keeps dlmalloc for its few large tables.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

fn main() {
    // Starting the WebAssembly (this task) and drawing the table (the next) are two tasks, so
    // that neither holds the page for long on a slow phone.
    // The game screen's words, which boot.js fetched beside the WebAssembly.
    #[cfg(target_arch = "wasm32")]
    i18n::start();
    platform::in_a_later_task(|| {
        shell::keep();
        yew::Renderer::<app::App>::new().render();
        platform::announce_started();
    });
}
