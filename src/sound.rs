//! The cues of play heard and felt (a later part: `later::Later::cues`): dice that rattle when
//! thrown and knock as they land, a tick for a score, a short arpeggio for a bonus or a fine
//! box, fanfares for five alike and a game won; a short vibration on a person's roll and a
//! bigger one on their five alike.
//!
//! Every sound is made here with the Web Audio API (noise through filters, oscillators): no
//! sound files, so nothing more to download and no licence to keep. Quiet and short: a game is
//! played in company, on a train, at night.
//!
//! Nothing plays before the player's first gesture on the page (the browsers' rule, and good
//! manners): the audio context made ahead of the first sound (`prepare`) stays suspended until
//! a sound after that gesture wakes it.
//!
//! The browser's audio objects are reached by name through `Reflect` (`Js` below), not through
//! web-sys's bindings: each binding is an import of the page's one JavaScript file, which the
//! first load carries, and the first load has no room to spare (BENCHMARKS.md).

use std::cell::{Cell, RefCell};

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yahtzee_engine::Session;

use crate::cues::{cues, mover, Cue, Mover};
use crate::storage;

/// The dice land this long after a roll, in seconds: their tumble (`TUMBLE_MS`).
const LANDING: f64 = crate::state::screen::TUMBLE_MS as f64 / 1000.0;

/// A JavaScript value, and the three things done with one here.
#[derive(Clone)]
struct Js(JsValue);

impl Js {
    fn global() -> Js {
        Js(js_sys::global().into())
    }

    /// Its property `key`, if it has one (not undefined or null).
    fn get(&self, key: &str) -> Option<Js> {
        Reflect::get(&self.0, &key.into())
            .ok()
            .filter(|v| !v.is_undefined() && !v.is_null())
            .map(Js)
    }

    fn set(&self, key: &str, value: impl Into<JsValue>) {
        let _ = Reflect::set(&self.0, &key.into(), &value.into());
    }

    /// Calls its method `name`; `None` when it has none or it throws.
    fn call(&self, name: &str, args: &[JsValue]) -> Option<Js> {
        let f = self.get(name)?.0;
        if !f.is_function() {
            return None;
        }
        let args: Array = args.iter().collect();
        Reflect::apply::<fn() -> JsValue>(f.unchecked_ref(), &self.0, &args)
            .ok()
            .map(Js)
    }

    /// Sets the audio parameter `name` to `value` at once.
    fn param(&self, name: &str, value: f64) {
        if let Some(p) = self.get(name) {
            p.set("value", value);
        }
    }

    fn connect(&self, to: &Js) -> Option<Js> {
        self.call("connect", std::slice::from_ref(&to.0))
    }
}

thread_local! {
    /// The page's one audio context and its noise, once made (`prepare`, or the first sound).
    static AUDIO: RefCell<Option<(Js, Js)>> = const { RefCell::new(None) };
    /// A person made a move in this visit: the gesture a browser without
    /// `navigator.userActivation` cannot tell about.
    static MOVED: Cell<bool> = const { Cell::new(false) };
    /// Changes whose cues were played in this visit.
    static PLAYED: Cell<u32> = const { Cell::new(0) };
}

fn navigator() -> Option<Js> {
    Js::global().get("navigator")
}

/// Whether the player has touched, clicked or typed on the page in this visit.
fn gesture_made() -> bool {
    let active = navigator()
        .and_then(|n| n.get("userActivation"))
        .map(|a| a.get("hasBeenActive").is_some_and(|v| v.0.is_truthy()));
    active.unwrap_or_else(|| MOVED.with(Cell::get))
}

/// Whether this device can vibrate (`navigator.vibrate`).
pub fn can_vibrate() -> bool {
    navigator().and_then(|n| n.get("vibrate")).is_some()
}

/// Plays the cues of the change from `was` to `now` (`cues::cues`), made by the seat whose turn
/// it was (a bot's at its pace: `rush`, `fast`, as `cues::mover` reads them).
pub fn play_change(was: &Session, now: &Session, rush: Option<(usize, usize)>, fast: bool) {
    let told = cues(was, now);
    if !told.is_empty() {
        play(&told, mover(was, rush, fast));
        // Each change whose cues were played is counted on `<html data-cues>`: the browser
        // tests wait for it, not for time.
        let n = PLAYED.with(|p| p.get() + 1);
        PLAYED.with(|p| p.set(n));
        crate::platform::mark_page("data-cues", &n.to_string());
    }
}

/// Marks `cues`, made by `mover`, as the player set sound and vibration.
fn play(cues: &[Cue], mover: Mover) {
    if mover == Mover::Person {
        MOVED.with(|m| m.set(true));
    }
    if !gesture_made() {
        return;
    }
    let feel = storage::feel();
    if mover == Mover::Person && feel.vibration_on(crate::platform::touch()) {
        let five = cues.iter().any(|c| matches!(c, Cue::FiveAlike { .. }));
        let roll = cues.iter().any(|c| matches!(c, Cue::Roll { .. }));
        let pattern: &[u32] = match (five, roll) {
            (true, _) => &[40, 60, 40, 60, 120],
            (false, true) => &[15],
            _ => &[],
        };
        if let (Some(nav), false) = (navigator(), pattern.is_empty()) {
            let pattern: Array = pattern.iter().map(|&ms| JsValue::from(ms)).collect();
            nav.call("vibrate", &[pattern.into()]);
        }
    }
    if feel.sound_on() {
        let _ = sound(cues, mover);
    }
}

/// Makes the audio context 8 s after the later parts arrive (`app/keeping.rs`), in the first
/// quiet moment of a visit: making one is a long task (about 150 ms at a 4x CPU slowdown, 40 ms
/// on this machine's headless Chromium), which the first roll that sounds would otherwise pay
/// while its dice tumble. Made 2 s after, it was a 232 ms task of the page's opening as
/// Lighthouse's phone sees it, and cost its score 4 points (BENCHMARKS.md). Made before the
/// player's first gesture it stays suspended, and silent, until a sound wakes it (`audio`).
/// With sound off, nothing is made.
pub fn prepare() {
    gloo_timers::callback::Timeout::new(8_000, || {
        if storage::feel().sound_on() {
            let _ = made();
        }
    })
    .forget();
}

/// The audio context and its noise, made and woken on the first sound.
fn audio() -> Option<(Js, Js)> {
    let (ctx, noise) = made()?;
    if ctx.get("state").and_then(|s| s.0.as_string()).as_deref() == Some("suspended") {
        ctx.call("resume", &[]);
    }
    Some((ctx, noise))
}

/// The audio context and its noise, made the first time.
fn made() -> Option<(Js, Js)> {
    AUDIO.with(|a| {
        if a.borrow().is_none() {
            // Where the browser offers it (Safari), the page's sound is "ambient": it mixes with
            // other audio, and the ringer switch silences it as it silences the system's sounds.
            if let Some(session) = navigator().and_then(|n| n.get("audioSession")) {
                session.set("type", "ambient");
            }
            let g = Js::global();
            let class = g
                .get("AudioContext")
                .or_else(|| g.get("webkitAudioContext"))?;
            let ctx = g
                .get("Reflect")?
                .call("construct", &[class.0, Array::new().into()])?;
            let noise = noise(&ctx)?;
            *a.borrow_mut() = Some((ctx, noise));
        }
        a.borrow().clone()
    })
}

/// A fifth of a second of white noise, from a small fixed generator (no randomness needed).
fn noise(ctx: &Js) -> Option<Js> {
    let rate = ctx.get("sampleRate")?.0.as_f64()?;
    let len = (rate / 5.0).floor();
    let buffer = ctx.call("createBuffer", &[1.into(), len.into(), rate.into()])?;
    let mut x: u32 = 0x9E37_79B9;
    let samples: Vec<f32> = (0..len as u32)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (f64::from(x) / f64::from(u32::MAX) * 2.0 - 1.0) as f32
        })
        .collect();
    // Copied into the buffer in one call: a call per sample took a 173 ms task at a 4x slowdown
    // on the first roll that sounded (tests/bench/roll.mjs).
    let array = js_sys::Float32Array::from(&samples[..]);
    buffer.call("copyToChannel", &[array.into(), 0.into()])?;
    Some(buffer)
}

fn sound(cues: &[Cue], mover: Mover) -> Option<()> {
    let (ctx, noise) = audio()?;
    let now = ctx.get("currentTime")?.0.as_f64()? + 0.01;
    let voice = Voice { ctx, noise };
    let skipped = mover == Mover::SkippedBot;
    let brief = mover == Mover::FastBot;
    let mut at = now;
    for cue in cues {
        match cue {
            Cue::Roll { .. } | Cue::Score { .. } if skipped => {}
            Cue::Roll { thrown } => {
                voice.rattle(now, if brief { 2 } else { 4 });
                let land = if crate::platform::reduced_motion() {
                    0.0
                } else {
                    LANDING
                };
                for die in 0..*thrown {
                    if !brief {
                        voice.knock(now + land + die as f64 * 0.035);
                    }
                }
            }
            Cue::Score { .. } => {
                voice.tick(at);
                at += 0.09;
            }
            _ => {}
        }
    }
    // The biggest moment alone: a game won, else five alike, else a bonus or a fine box.
    let any = |f: fn(&Cue) -> bool| cues.iter().any(f);
    if any(|c| matches!(c, Cue::Won { .. })) {
        voice.notes(at, &[392.0, 523.3, 659.3, 784.0], 0.11, 0.55);
    } else if !skipped && any(|c| matches!(c, Cue::FiveAlike { .. })) {
        voice.notes(at, &[523.3, 659.3, 784.0, 1046.5, 1318.5], 0.08, 0.45);
    } else if !skipped && any(|c| matches!(c, Cue::Flourish { .. } | Cue::UpperBonus { .. })) {
        voice.notes(at, &[1046.5, 1318.5, 1568.0], 0.06, 0.16);
    }
    Some(())
}

/// The audio context and its noise, to make sounds with.
struct Voice {
    ctx: Js,
    noise: Js,
}

impl Voice {
    /// A gain that rises to `peak` at `at` and falls away over `length` seconds, to the speakers.
    fn envelope(&self, at: f64, peak: f64, length: f64) -> Option<Js> {
        let gain = self.ctx.call("createGain", &[])?;
        let g = gain.get("gain")?;
        g.call("setValueAtTime", &[0.0001.into(), at.into()])?;
        g.call(
            "exponentialRampToValueAtTime",
            &[peak.into(), (at + 0.005).into()],
        )?;
        g.call(
            "exponentialRampToValueAtTime",
            &[0.0001.into(), (at + length).into()],
        )?;
        gain.connect(&self.ctx.get("destination")?)?;
        Some(gain)
    }

    /// Starts `source` at `at` through `out`, and stops it after `length` seconds.
    fn run(&self, source: &Js, out: &Js, at: f64, offset: f64, length: f64) -> Option<()> {
        source.connect(out)?;
        source.call("start", &[at.into(), offset.into()])?;
        source.call("stop", &[(at + length + 0.02).into()])?;
        Some(())
    }

    /// Noise through a filter of `kind` at `freq` Hz, for `length` seconds.
    fn burst(&self, at: f64, kind: &str, freq: f64, peak: f64, length: f64) -> Option<()> {
        let out = self.envelope(at, peak, length)?;
        let filter = self.ctx.call("createBiquadFilter", &[])?;
        filter.set("type", kind);
        filter.param("frequency", freq);
        filter.param("Q", 3.0);
        filter.connect(&out)?;
        let src = self.ctx.call("createBufferSource", &[])?;
        src.set("buffer", self.noise.0.clone());
        // Each burst starts at another place in the noise, so no two clicks sound alike.
        self.run(&src, &filter, at, (at * 7.31).fract() * 0.1, length)
    }

    /// Dice shaken and thrown: a few short clicks of high noise.
    fn rattle(&self, at: f64, clicks: usize) {
        for i in 0..clicks {
            let t = at + i as f64 * 0.05 + (i % 2) as f64 * 0.012;
            self.burst(t, "bandpass", 2600.0 + 500.0 * i as f64, 0.10, 0.035);
        }
    }

    /// A die landing on the felt: a low, soft knock.
    fn knock(&self, at: f64) {
        self.burst(at, "lowpass", 700.0, 0.16, 0.06);
        self.tone(at, "sine", 170.0, 0.05, 0.07);
    }

    /// A pencil's tick on the sheet.
    fn tick(&self, at: f64) {
        self.tone(at, "triangle", 1400.0, 0.035, 0.05);
    }

    /// One note of a `kind` of wave.
    fn tone(&self, at: f64, kind: &str, freq: f64, peak: f64, length: f64) -> Option<()> {
        let out = self.envelope(at, peak, length)?;
        let osc = self.ctx.call("createOscillator", &[])?;
        osc.set("type", kind);
        osc.param("frequency", freq);
        self.run(&osc, &out, at, 0.0, length)
    }

    /// Notes one after the other, `step` seconds apart, the last held for `last` seconds.
    fn notes(&self, at: f64, freqs: &[f64], step: f64, last: f64) {
        for (i, &f) in freqs.iter().enumerate() {
            let held = if i + 1 == freqs.len() {
                last
            } else {
                step * 1.6
            };
            self.tone(at + i as f64 * step, "triangle", f, 0.06, held);
        }
    }
}
