//! The page's settings, shared by every page through a Yew context: the player's [`PagePrefs`]
//! and the words of the chosen language. The App owns them; [`SettingsBar`] (on every page)
//! changes them; [`use_words`] gives a component its language.
//!
//! Changing a setting saves it at once and applies it to the document: `<html lang dir>` for the
//! language (Arabic turns the page right to left), `data-theme` for a chosen theme (without it
//! the CSS follows the system), `data-motion` for motion turned off or on.

use std::rc::Rc;

use yew::platform::spawn_local;
use yew::prelude::*;

use crate::persist::{load_page_prefs, save_page_prefs, LocalStore, Motion, PagePrefs, Theme};
use crate::ui::words::i18n::{Lang, Lexicon};

/// What every component may read: the words and the prefs, and how to change the prefs.
#[derive(Clone, PartialEq)]
pub struct PageContext {
    pub words: Rc<Lexicon>,
    pub prefs: PagePrefs,
    pub set_prefs: Callback<PagePrefs>,
    /// A language whose words could not be fetched (offline before it was ever used): the
    /// settings bar says so.
    pub unavailable: Option<Lang>,
}

/// The words of the page's language (English where no App provides any, as in tests).
#[hook]
pub fn use_words() -> Rc<Lexicon> {
    use_context::<PageContext>()
        .map(|page| page.words)
        .unwrap_or_else(english)
}

/// English as a shared value (made once per thread: the page has one).
pub fn english() -> Rc<Lexicon> {
    thread_local! {
        static ENGLISH: Rc<Lexicon> = Rc::new(Lexicon::english().clone());
    }
    ENGLISH.with(Rc::clone)
}

/// The whole context: words, prefs, and the way to change them.
#[hook]
pub fn use_page() -> Option<PageContext> {
    use_context::<PageContext>()
}

/// The language to show: the player's choice, else the browser's first language we speak.
pub fn chosen_lang(prefs: &PagePrefs) -> Lang {
    if let Some(lang) = prefs.lang.as_deref().and_then(Lang::from_code) {
        return lang;
    }
    let languages = web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|list| {
            list.iter()
                .filter_map(|tag| tag.as_string())
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    Lang::pick(languages.iter().map(String::as_str))
}

/// The bundle of a language, as the build named it in `<meta name="tabula-lang" data-lang=..>`.
fn bundle_url(lang: Lang) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let selector = format!("meta[name=\"tabula-lang\"][data-lang=\"{}\"]", lang.code());
    document
        .query_selector(&selector)
        .ok()
        .flatten()?
        .get_attribute("content")
}

/// The words index.html began to fetch before the wasm came (`window.tabulaWords`, for the
/// language it worked out the page would choose), if they are for `lang`.
fn early_words(lang: Lang) -> Option<js_sys::Promise> {
    use wasm_bindgen::JsCast;
    let early = js_sys::Reflect::get(&web_sys::window()?.into(), &"tabulaWords".into()).ok()?;
    let code = js_sys::Reflect::get(&early, &"code".into())
        .ok()?
        .as_string()?;
    if code != lang.code() {
        return None;
    }
    js_sys::Reflect::get(&early, &"text".into())
        .ok()?
        .dyn_into::<js_sys::Promise>()
        .ok()
}

/// Fetches and reads a language's words (English too: the page has none compiled in). The
/// service worker keeps a fetched bundle, so a language used once works offline.
pub async fn load_lexicon(lang: Lang) -> Result<Lexicon, String> {
    if lang == Lang::En && !Lexicon::english().is_empty() {
        return Ok(Lexicon::english().clone());
    }
    let text = match early_words(lang) {
        Some(promise) => wasm_bindgen_futures::JsFuture::from(promise)
            .await
            .ok()
            .and_then(|text| text.as_string()),
        None => None,
    };
    let text = match text {
        Some(text) => text,
        None => {
            let url =
                bundle_url(lang).ok_or_else(|| format!("no word list for {}", lang.code()))?;
            fetch_text(&url).await?
        }
    };
    let lexicon = Lexicon::parse(lang, &text).map_err(|error| error.to_string())?;
    lexicon.keep_english();
    Ok(lexicon)
}

/// A word list's text at `url`, by the browser's `fetch` itself (gloo's request builder and its errors
/// cost the wasm more than the few lines here).
async fn fetch_text(url: &str) -> Result<String, String> {
    use js_sys::{Function, Promise, Reflect};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    let failed = |_: JsValue| format!("could not fetch {url}");
    let window = web_sys::window().ok_or_else(|| "no window".to_string())?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(failed)?;
    let get = |name: &str| Reflect::get(&response, &name.into()).map_err(failed);
    if get("ok")?.as_bool() != Some(true) {
        let status = get("status")?.as_f64().unwrap_or_default() as u32;
        return Err(format!("HTTP {status}"));
    }
    // index.html reads the text, which may have a letter in one byte (scripts/code-page.py).
    let text: Promise = Reflect::get(&window, &"tabulaText".into())
        .map_err(failed)?
        .unchecked_into::<Function>()
        .call1(&window, &response)
        .map_err(failed)?
        .unchecked_into();
    let text = JsFuture::from(text).await.map_err(failed)?;
    text.as_string().ok_or_else(|| format!("no text at {url}"))
}

/// Puts the language, theme and motion on `<html>`, where the CSS reads them.
pub fn apply_to_document(lang: Lang, prefs: &PagePrefs) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = root.set_attribute("lang", lang.tag());
    let _ = root.set_attribute("dir", if lang.is_rtl() { "rtl" } else { "ltr" });
    match prefs.theme {
        Theme::System => drop(root.remove_attribute("data-theme")),
        Theme::Light => drop(root.set_attribute("data-theme", "light")),
        Theme::Dark => drop(root.set_attribute("data-theme", "dark")),
    }
    match prefs.motion {
        Motion::System => drop(root.remove_attribute("data-motion")),
        Motion::On => drop(root.set_attribute("data-motion", "on")),
        Motion::Off => drop(root.set_attribute("data-motion", "off")),
    }
}

#[derive(Properties, PartialEq)]
pub struct PageSettingsProps {
    pub children: Html,
}

/// Owns the prefs and the words, draws the settings bar, and provides them to the page below.
#[component(PageSettings)]
pub fn page_settings(props: &PageSettingsProps) -> Html {
    let prefs = use_state(|| load_page_prefs(&LocalStore));
    let words = use_state(english);
    // The language being fetched, so a slow answer for an older choice is dropped.
    let wanted = use_mut_ref(|| Lang::En);
    // Natively English is compiled in; the page fetches every language, English too.
    let loading = use_state(|| chosen_lang(&prefs) != Lang::En || english().is_empty());
    let unavailable = use_state(|| None::<Lang>);
    {
        let words = words.clone();
        let loading = loading.clone();
        let wanted = wanted.clone();
        let (unavailable, prefs_state) = (unavailable.clone(), prefs.clone());
        use_effect_with((*prefs).clone(), move |prefs| {
            let lang = chosen_lang(prefs);
            *wanted.borrow_mut() = lang;
            let prefs = prefs.clone();
            if words.lang() == lang && !words.is_empty() {
                apply_to_document(lang, &prefs);
                loading.set(false);
            } else {
                spawn_local(async move {
                    let loaded = load_lexicon(lang).await;
                    if *wanted.borrow() != lang {
                        return;
                    }
                    // A page with no words at all (its language could not be fetched) falls
                    // back to English, if that is at hand.
                    if loaded.is_err() && words.is_empty() && lang != Lang::En {
                        if let Ok(english) = load_lexicon(Lang::En).await {
                            words.set(Rc::new(english));
                        }
                    }
                    match loaded {
                        Ok(lexicon) => {
                            apply_to_document(lang, &prefs);
                            words.set(Rc::new(lexicon));
                            unavailable.set(None);
                        }
                        Err(_) => {
                            // Offline before this language was ever fetched: the page says so
                            // and stays in the language it has.
                            let shown = words.lang();
                            apply_to_document(shown, &prefs);
                            unavailable.set(Some(lang));
                            if !*loading {
                                // A choice made just now goes back to the language shown, so
                                // that later loads do not ask for it again; a stored choice
                                // that fails as the page opens is kept for when it is online.
                                let kept = PagePrefs {
                                    lang: Some(shown.code().to_string()),
                                    ..prefs.clone()
                                };
                                let _ = save_page_prefs(&mut LocalStore, &kept);
                                prefs_state.set(kept);
                            }
                        }
                    }
                    loading.set(false);
                });
            }
        });
    }
    // index.html's first board (a drawing shown while the wasm and the words loaded) leaves as
    // the page is drawn: here, in the same task as the page's first render (an effect would
    // come later, after the page's board had been on screen beside it).
    if !*loading {
        leave_first_board();
    }
    let set_prefs = {
        let prefs = prefs.clone();
        Callback::from(move |next: PagePrefs| {
            let _ = save_page_prefs(&mut LocalStore, &next);
            prefs.set(next);
        })
    };
    let context = PageContext {
        words: (*words).clone(),
        prefs: (*prefs).clone(),
        set_prefs,
        unavailable: *unavailable,
    };
    let bar = settings_bar(&context);
    html! {
        <ContextProvider<PageContext> {context}>
            // Until a chosen language's words arrive, nothing in English flashes by.
            if !*loading { { bar } { props.children.clone() } }
        </ContextProvider<PageContext>>
    }
}

/// Takes index.html's first board away, and marks the body so that a drawing still on its way
/// is not put in after this.
fn leave_first_board() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(body) = document.body() {
        if body.has_attribute("data-drawn") {
            return;
        }
        let _ = body.set_attribute("data-drawn", "");
    }
    if let Ok(Some(first_board)) = document.query_selector("[data-first-board]") {
        first_board.remove();
    }
}

fn select_value(event: &Event) -> String {
    event
        .target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|select| select.value())
        .unwrap_or_default()
}

/// The settings on every page: language, theme, motion, sound. A function, not a component: the
/// app's page calls it with the page's settings (each component adds its own copy of Yew's code
/// for components to the wasm).
pub fn settings_bar(page: &PageContext) -> Html {
    let words = page.words.clone();
    let prefs = page.prefs.clone();
    let lang = words.lang();
    let on_lang = {
        let (prefs, set) = (prefs.clone(), page.set_prefs.clone());
        Callback::from(move |event: Event| {
            let code = select_value(&event);
            set.emit(PagePrefs {
                lang: Lang::from_code(&code).map(|l| l.code().to_string()),
                ..prefs.clone()
            });
        })
    };
    let on_theme = {
        let (prefs, set) = (prefs.clone(), page.set_prefs.clone());
        Callback::from(move |event: Event| {
            let theme = match select_value(&event).as_str() {
                "light" => Theme::Light,
                "dark" => Theme::Dark,
                _ => Theme::System,
            };
            set.emit(PagePrefs {
                theme,
                ..prefs.clone()
            });
        })
    };
    let on_motion = {
        let (prefs, set) = (prefs.clone(), page.set_prefs.clone());
        Callback::from(move |event: Event| {
            let motion = match select_value(&event).as_str() {
                "on" => Motion::On,
                "off" => Motion::Off,
                _ => Motion::System,
            };
            set.emit(PagePrefs {
                motion,
                ..prefs.clone()
            });
        })
    };
    let on_sound = {
        let (prefs, set) = (prefs.clone(), page.set_prefs.clone());
        Callback::from(move |_| {
            set.emit(PagePrefs {
                sound: !prefs.sound,
                ..prefs.clone()
            })
        })
    };
    let languages = Lang::ALL.into_iter().map(|option| {
        html! {
            <option value={option.code()} lang={option.tag()} selected={option == lang}>
                { option.native_name() }
            </option>
        }
    });
    let theme = match prefs.theme {
        Theme::System => "system",
        Theme::Light => "light",
        Theme::Dark => "dark",
    };
    let motion = match prefs.motion {
        Motion::System => "system",
        Motion::On => "on",
        Motion::Off => "off",
    };
    // A choice that could not be loaded leaves the select showing it; drawn anew, the select
    // shows the language the page kept.
    let unavailable = page.unavailable.map_or("", Lang::code);
    let language_key = format!("{}-{unavailable}", lang.code());
    let choice = |value: &'static str, key: &str, current: &str| {
        html! { <option {value} selected={value == current}>{ words.get(key) }</option> }
    };
    html! {
        <nav class="settings-bar" aria-label={words.get("common.settings")}>
            <label class="setting">
                <span class="setting-name">{ words.get("common.language") }</span>
                <select key={language_key} data-testid="language" onchange={on_lang}>{ for languages }</select>
            </label>
            <label class="setting">
                <span class="setting-name">{ words.get("common.theme") }</span>
                <select data-testid="theme" onchange={on_theme}>
                    { choice("system", "common.theme-system", theme) }
                    { choice("light", "common.theme-light", theme) }
                    { choice("dark", "common.theme-dark", theme) }
                </select>
            </label>
            <label class="setting">
                <span class="setting-name">{ words.get("common.motion") }</span>
                <select data-testid="motion" onchange={on_motion}>
                    { choice("system", "common.motion-system", motion) }
                    { choice("on", "common.motion-on", motion) }
                    { choice("off", "common.motion-off", motion) }
                </select>
            </label>
            <button type="button" class="setting sound-toggle" data-testid="sound"
                aria-pressed={if prefs.sound { "true" } else { "false" }} onclick={on_sound}>
                { words.get(if prefs.sound { "common.sound-on" } else { "common.sound-off" }) }
            </button>
            if let Some(missing) = page.unavailable {
                <p class="notice error language-unavailable" role="alert" data-testid="language-unavailable">
                    { words.fill("common.language-unavailable", &[("language", &missing.native_name())]) }
                </p>
            }
        </nav>
    }
}
