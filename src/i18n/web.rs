//! The words in the browser: the bundles fetched, decoded and swapped, and the browser's `Intl`
//! for plurals and numbers.

use std::cell::RefCell;

use js_sys::{Array, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use yahtzee_i18n::Num;

use super::{Language, WORDS};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Intl)]
    type PluralRules;
    #[wasm_bindgen(constructor, js_namespace = Intl)]
    fn new(lang: &str, options: &JsValue) -> PluralRules;
    #[wasm_bindgen(method)]
    fn select(this: &PluralRules, n: f64) -> String;

    #[wasm_bindgen(js_namespace = Intl)]
    type NumberFormat;
    #[wasm_bindgen(constructor, js_namespace = Intl)]
    fn new(lang: &str, options: &JsValue) -> NumberFormat;
    #[wasm_bindgen(method)]
    fn format(this: &NumberFormat, n: f64) -> String;

    #[wasm_bindgen(js_namespace = Intl)]
    type DateTimeFormat;
    #[wasm_bindgen(constructor, js_namespace = Intl)]
    fn new(lang: &str) -> DateTimeFormat;
    #[wasm_bindgen(method, catch, js_name = format)]
    fn format_date(this: &DateTimeFormat, date: &js_sys::Date) -> Result<String, JsValue>;
}

/// A moment as stored (an ISO text, "2026-11-26T18:04:00.000Z") as its day reads in the
/// language spoken: `Intl.DateTimeFormat`'s short date, "26.11.2026" in German, "11/26/2026" in
/// English, "2026-11-26" in Swedish; `None` for a text that is no date.
pub fn date(iso: &str) -> Option<String> {
    let d = js_sys::Date::new(&JsValue::from_str(iso));
    if d.get_time().is_nan() {
        return None;
    }
    DateTimeFormat::new(&language()).format_date(&d).ok()
}

/// The browser's plural rules and number formats for the chosen language, one pair per number of
/// decimals, made when first needed.
type Formats = Vec<(u8, PluralRules, NumberFormat)>;

thread_local! {
    static INTL: RefCell<(String, Formats)> = const { RefCell::new((String::new(), Vec::new())) };
}

/// `Intl` as the formatter's [`yahtzee_i18n::Locale`].
pub struct Intl;

impl Intl {
    fn with<T>(n: Num, f: impl FnOnce(&PluralRules, &NumberFormat) -> T) -> T {
        INTL.with(|intl| {
            let mut intl = intl.borrow_mut();
            let lang = language();
            if intl.0 != lang {
                *intl = (lang.clone(), Vec::new());
            }
            let i = match intl.1.iter().position(|(d, _, _)| *d == n.decimals) {
                Some(i) => i,
                None => {
                    let options = js_sys::Object::new();
                    let d = JsValue::from(n.decimals);
                    let _ = Reflect::set(&options, &"minimumFractionDigits".into(), &d);
                    let _ = Reflect::set(&options, &"maximumFractionDigits".into(), &d);
                    intl.1.push((
                        n.decimals,
                        PluralRules::new(&lang, &options),
                        NumberFormat::new(&lang, &options),
                    ));
                    intl.1.len() - 1
                }
            };
            let (_, p, f2) = &intl.1[i];
            f(p, f2)
        })
    }
}

impl yahtzee_i18n::Locale for Intl {
    fn plural(&self, n: Num) -> String {
        Intl::with(n, |p, _| p.select(n.value))
    }

    fn number(&self, n: Num) -> String {
        Intl::with(n, |_, f| f.format(n.value))
    }
}

/// Every language of the build, from `<meta name="languages">`, which scripts/locales.mjs writes
/// (`code|name|title|table|later|manifest`, the last three the hashes in the files' names, `;`
/// between languages) and boot.js reads too.
pub fn languages() -> Vec<Language> {
    let content = document()
        .query_selector("meta[name=languages]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .unwrap_or_default();
    content
        .split(';')
        .filter_map(|entry| {
            let f: Vec<&str> = entry.split('|').collect();
            let [code, name, title, table, later, manifest] = f.as_slice() else {
                return None;
            };
            Some(Language {
                code: code.to_string(),
                name: name.to_string(),
                title: title.to_string(),
                table: format!("locales/{code}/table-{table}.json"),
                later: format!("locales/{code}/later-{later}.json"),
                manifest: if manifest.is_empty() {
                    "manifest.webmanifest".to_string()
                } else {
                    format!("manifest-{code}-{manifest}.webmanifest")
                },
            })
        })
        .collect()
}

/// The page's document (the app runs only in a page).
fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("the page has a document")
}

/// The language the page speaks: `<html lang>`, which boot.js set from the address's `?lang=`,
/// the remembered choice or the browser's languages.
pub fn language() -> String {
    document()
        .document_element()
        .map(|e| e.get_attribute("lang").unwrap_or_default())
        .unwrap_or_default()
}

/// The words boot.js fetches (`window.yahtzeeWords`): `table`, a promise of the game screen's
/// bundle, and `later()`, which fetches the later parts' bundle, both in the language it chose.
fn from_boot(key: &str) -> Option<JsValue> {
    let words = Reflect::get(&js_sys::global(), &"yahtzeeWords".into()).ok()?;
    Reflect::get(&words, &key.into()).ok()
}

/// Takes the game screen's words boot.js fetched before it started the WebAssembly. Without them
/// (the network failed, for English too) the page shows no words rather than never starting.
pub fn start() {
    if let Some(words) = from_boot("ready").filter(|w| !w.is_null() && !w.is_undefined()) {
        set(0, &words);
    }
}

/// Fetches the later parts' words in the language spoken, once.
pub async fn fetch_later() -> Result<(), ()> {
    let code = language();
    if WORDS.with(|w| w.borrow().later.as_ref() == Some(&code)) {
        return Ok(());
    }
    let fetch = from_boot("later")
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .ok_or(())?;
    let promise: Promise = fetch
        .call0(&JsValue::NULL)
        .map_err(|_| ())?
        .dyn_into()
        .map_err(|_| ())?;
    let v = JsFuture::from(promise).await.map_err(|_| ())?;
    set(1, &v);
    WORDS.with(|w| w.borrow_mut().later = Some(code));
    Ok(())
}

/// Speaks `code` from now on: both its bundles fetched first, so that a language that cannot be
/// fetched (offline, and never used here) leaves the page as it was. (`hooks::use_language`
/// remembers it.)
pub async fn switch_to(code: &str) -> Result<(), ()> {
    let l = languages().into_iter().find(|l| l.code == code).ok_or(())?;
    let table = fetch_json(&l.table).await.map_err(|_| ())?;
    let later = fetch_json(&l.later).await.map_err(|_| ())?;
    set(0, &table);
    set(1, &later);
    WORDS.with(|w| w.borrow_mut().later = Some(l.code.clone()));
    show(&l);
    Ok(())
}

/// The document in language `l`: `<html lang>`, the title and the web app manifest.
fn show(l: &Language) {
    let doc = document();
    if let Some(e) = doc.document_element() {
        let _ = e.set_attribute("lang", &l.code);
    }
    doc.set_title(&l.title);
    if let Ok(Some(link)) = doc.query_selector("link[rel=manifest]") {
        let _ = link.set_attribute("href", &l.manifest);
    }
}

async fn fetch_json(url: &str) -> Result<JsValue, JsValue> {
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(JsValue::NULL);
    }
    JsFuture::from(response.json()?).await
}

/// Decodes a bundle (crates/i18n's `bundle_json` writes it, `read::bundle` reads it) and puts it
/// in place.
fn set(bundle: usize, v: &JsValue) {
    let patterns = yahtzee_i18n::read::bundle(&Js(v.clone()));
    WORDS.with(|w| w.borrow_mut().bundles[bundle] = patterns);
    // The update notice shows long after the later parts came: its words are theirs.
    if bundle == 1 {
        tell_scripts();
    }
}

/// The words the page's own scripts show: register-sw.js's update notice (`yahtzeeText`).
fn tell_scripts() {
    use crate::msg;
    let text = js_sys::Object::new();
    for (k, v) in [
        ("update", msg::update_ready()),
        ("reload", msg::update_reload()),
        ("dismiss", msg::update_dismiss()),
        ("label", msg::update_label()),
    ] {
        let _ = Reflect::set(&text, &k.into(), &v.into());
    }
    let _ = Reflect::set(&js_sys::global(), &"yahtzeeText".into(), &text);
}

/// A bundle as the browser parsed it (`JSON.parse`), walked by `yahtzee_i18n::read`.
struct Js(JsValue);

impl yahtzee_i18n::read::Json for Js {
    fn string(&self) -> Option<String> {
        self.0.as_string()
    }

    fn number(&self) -> Option<f64> {
        self.0.as_f64()
    }

    fn count(&self) -> u32 {
        self.0.unchecked_ref::<Array>().length()
    }

    fn item(&self, i: u32) -> Self {
        Js(self.0.unchecked_ref::<Array>().get(i))
    }
}
