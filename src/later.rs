//! The parts of the page a player meets only after the first roll: the dialogs, the final score
//! panel, the hint and odds panels, the first-visit guide, the entry of real dice, the stored
//! history and records, and sound and vibration with their switches. They are split off the
//! page's WebAssembly into a module of their own, which the page fetches in the task after the
//! one that draws the table ([`use_later`]), so the first load carries only what the game
//! screen needs (BENCHMARKS.md, "First load").
//!
//! The split point, `parts`, returns a table of plain functions, one per part. Only `parts`
//! names them, so the linker-time split (`scripts/wasm-link.sh`) moves them, and everything only
//! they use, into the later module. The game screen must reach these parts only through here:
//! a direct use still works, but puts that part back into the first load.
//!
//! This module names components, so it sits above them: what needs the later parts (the app,
//! and its hooks in `app/`) reaches them through [`use_later`] and [`with_later`] here.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use yahtzee_engine::Session;
use yew::prelude::*;

use crate::components::bot_bar::{BotBar, BotBarProps};
use crate::components::colour_legend::{ColourLegend, ColourLegendProps};
use crate::components::daily_button::{DailyButton, DailyButtonProps};
use crate::components::dialogs::{Dialogs, DialogsProps};
use crate::components::dice_entry::{DiceEntry, DiceEntryProps};
use crate::components::feel_switches::FeelSwitches;
use crate::components::game_over::{GameOver, GameOverProps};
use crate::components::guide::{Guide, GuideProps};
use crate::components::hand_on::{HandOn, HandOnProps};
use crate::components::hint_panel::{HintPanel, HintPanelProps};
use crate::components::language_menu::{LanguageMenu, LanguageMenuProps};
use crate::components::moment::{Moment, MomentProps};
use crate::components::notice::{Notice, NoticeProps};
use crate::components::odds_panel::{OddsPanel, OddsPanelProps};
use crate::components::to_win_ask::{ToWinAsk, ToWinAskProps};
use crate::components::why_ask::{WhyAsk, WhyAskProps};
use crate::components::your_games::YourGamesTool;
use crate::state::{AppAction, Opens, Review, SolverPlay};
use crate::storage;

/// The fetching of the later parts' words: done, or the network failed.
pub type Fetching = Pin<Box<dyn Future<Output = Result<(), ()>>>>;

/// The parts drawn after the first roll, once their module has arrived: each draws its
/// component from its properties.
#[derive(Clone, Copy)]
pub struct Later {
    /// The open dialog.
    pub dialogs: fn(DialogsProps) -> Html,
    /// The final score panel.
    pub game_over: fn(GameOverProps) -> Html,
    /// The coach's hint panel.
    pub hint_panel: fn(HintPanelProps) -> Html,
    /// The chances to win, at a table of several.
    pub odds_panel: fn(OddsPanelProps) -> Html,
    /// Asks for the ranking by the chance to win, in the last turns at a table of several.
    pub to_win_ask: fn(ToWinAskProps) -> Html,
    /// Asks why the best box ahead of the hint, once it has been opened this visit.
    pub why_ask: fn(WhyAskProps) -> Html,
    /// The entry of real dice: a table of real dice is set up in a dialog, so a first visit
    /// never needs it.
    pub dice_entry: fn(DiceEntryProps) -> Html,
    /// The first-visit guide (it waits for this module: nobody needs it before Roll).
    pub guide: fn(GuideProps) -> Html,
    /// The key to coloured dice, in a game whose faces are coloured.
    pub colour_legend: fn(ColourLegendProps) -> Html,
    /// Fetches the later parts' words in the language spoken (once; at once when they are here).
    pub words: fn() -> Fetching,
    /// A notice above the game (stored data, a link, a language that could not be fetched).
    pub notice: fn(NoticeProps) -> Html,
    /// The menu of languages at the foot of the page, and switching to another.
    pub language_menu: fn(LanguageMenuProps) -> Html,
    /// Checks the stored history, records and settings (`storage::check_stored`).
    pub check_stored: fn() -> Option<String>,
    /// Adds the finished game of a session, played on the given date, to the history and the
    /// records (at a table on several phones, the records of this phone's players only).
    pub record_game: fn(&Session, Option<crate::travel::SeatSet>, &str) -> Result<(), String>,
    /// Puts the coach's verdict on a reviewed game onto its records: each player's mean points
    /// given away per decision (`coach::mean_losses`), once its decisions are judged; and its
    /// people's costliest decisions into the practice queue.
    pub set_mean_losses: fn(&Review) -> Result<(), String>,
    /// Reads an answer of the solver worker. Its decoder (advice, odds, reviews) is the largest
    /// piece of code the game screen need not carry before the first roll: the worker's first
    /// answers come after this module anyway, with its table.
    pub solver_answer: fn(wasm_bindgen::JsValue) -> Option<yahtzee_protocol::Response>,
    /// Brings the current player's open boxes into view at a new turn.
    pub show_open_rows: fn(),
    /// A roll or a score worth marking, where the player is looking.
    pub moment: fn(MomentProps) -> Html,
    /// The bar under the dice during a bot's turn.
    pub bot_bar: fn(BotBarProps) -> Html,
    /// The header menu's later tools: the switches for sound and vibration, today's game
    /// (which also keeps a day's game to one play for the record), and Your games.
    pub menu_tools: fn(DailyButtonProps) -> Html,
    /// Plays the cues of a change of the session (the session before, after, the turn a person
    /// rushed the bots through, whether bots play fast) as sound and vibration
    /// (`sound::play_change`): neither the cues nor the audio code are part of the first load.
    pub cues: fn(&Session, &Session, Option<(usize, usize)>, bool),
    /// Makes the audio context ahead of the first sound (`sound::prepare`).
    pub prepare_sound: fn(),
    /// The solver's play: a bot's next step, and the actions that play a choice.
    pub play: SolverPlay,
    /// At a table on several phones: handing the table on to the next phone.
    pub hand_on: fn(HandOnProps) -> Html,
    /// Reads a link to a table beside the session on the table and this phone's tables
    /// (`hooks::open_table_link`).
    pub open_table:
        fn(&str, &Session, Option<crate::travel::Travel>) -> Result<crate::travel::Opened, String>,
}

/// Puts the later parts' stylesheet (styles/later.css) into the page, once, as their module
/// arrives and before any of them is drawn: the first load carries only the game screen's
/// styles. The page's Content-Security-Policy allows this exact text by its hash
/// (scripts/inline.mjs).
fn add_style() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if doc.get_element_by_id("later-style").is_some() {
        return;
    }
    if let (Ok(style), Ok(Some(head))) = (doc.create_element("style"), doc.query_selector("head")) {
        style.set_id("later-style");
        style.set_text_content(Some(include_str!("../styles/later.css")));
        let _ = head.append_child(&style);
    }
}

/// The later module could not be fetched: the network failed, and the page asks again
/// ([`with_later`]).
#[derive(Debug)]
pub struct NotLoaded;

impl From<wasm_split_helpers::SplitLoaderError> for NotLoaded {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// The later parts; the first call fetches their module. A failed fetch is an error, not a
/// panic (which would stop the whole page), and is not remembered: the next call fetches again.
#[wasm_split_helpers::wasm_split(later, fallible)]
pub fn parts() -> Result<Later, NotLoaded> {
    add_style();
    Ok(Later {
        dialogs: |props| html! { <Dialogs ..props /> },
        game_over: |props| html! { <GameOver ..props /> },
        hint_panel: |props| html! { <HintPanel ..props /> },
        odds_panel: |props| html! { <OddsPanel ..props /> },
        to_win_ask: |props| html! { <ToWinAsk ..props /> },
        why_ask: |props| html! { <WhyAsk ..props /> },
        guide: |props| html! { <Guide ..props /> },
        language_menu: |props| html! { <LanguageMenu ..props /> },
        notice: |props| html! { <Notice ..props /> },
        words: || Box::pin(crate::i18n::fetch_later()),
        colour_legend: |props| html! { <ColourLegend ..props /> },
        dice_entry: |props| html! { <DiceEntry ..props /> },
        check_stored: storage::check_stored,
        record_game: storage::record_game,
        set_mean_losses: |r| match &r.judged {
            Some(judged) => {
                let losses = crate::coach::mean_losses(&r.decisions, judged);
                // Its costliest mistakes are practised later (`records::practice`).
                storage::add_practice(r.seed, r.rules, &r.decisions, judged)?;
                storage::set_mean_losses(r.seed, r.rules, &r.decisions, &losses)
            }
            None => Ok(()),
        },
        solver_answer: yahtzee_protocol::from_js,
        show_open_rows: crate::components::scoresheet::show_open_rows,
        moment: |props| html! { <Moment ..props /> },
        bot_bar: |props| html! { <BotBar ..props /> },
        menu_tools: |props| {
            let games = props
                .dispatcher
                .to_callback()
                .reform(|_: MouseEvent| AppAction::Open(Opens::YourGames));
            html! { <><FeelSwitches /><DailyButton ..props /><YourGamesTool onclick={games} /></> }
        },
        cues: crate::sound::play_change,
        prepare_sound: crate::sound::prepare,
        hand_on: |props| html! { <HandOn ..props /> },
        play: SolverPlay::SOLVER,
        open_table: crate::hooks::open_table_link,
    })
}

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
    // One waiting task for every caller (each closure is boxed): a generic task per call site
    // would put a copy of this loop into the first load for each.
    when_later(Box::new(f));
}

fn when_later(f: Box<dyn FnOnce(Later)>) {
    yew::platform::spawn_local(async move {
        let mut wait = 0;
        loop {
            gloo_timers::future::TimeoutFuture::new(wait).await;
            // The later parts come with their words, in the language spoken, which their module
            // fetches (that code stays out of the first download).
            if let Ok(parts) = parts().await {
                if (parts.words)().await.is_ok() {
                    return f(parts);
                }
            }
            wait = (wait * 2).clamp(1_000, 60_000);
        }
    });
}
