//! What the play page's buttons and forms do beyond a plain reducer action: a new game (the
//! one shown stays in My games), a new game with other options, sharing, a hint, an import.

use yew::prelude::*;

use crate::games::handicap::Handicap;
use crate::games::{AnyGame, AnyOptions};
use crate::persist::{share_path_with, whole_game_path, Computers, Imported};
use crate::rules::game_clock::GameClock;
use crate::rules::{Game, Record};
use crate::ui::pages::play::entry::{import_target, SharedTarget};
use crate::ui::pages::play::start::{keep_apart, kept_notice, new_seed};
use crate::ui::pages::play::worker_client::AiClient;
use crate::ui::session::{Action, Notice, Session, ShareLinks};
use crate::ui::widgets::new_game::NewGame;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::Phrase;
use crate::worker::ThinkPurpose;

/// The tags of the file the game was imported from, written back into its export.
pub type Tags = UseStateHandle<Vec<(String, String)>>;

/// The play page's callbacks, made once a render from its state.
pub struct PlayCallbacks {
    /// Any reducer action.
    pub on_action: Callback<Action>,
    pub on_new_game: Callback<()>,
    pub on_setup_start: Callback<NewGame>,
    pub on_share: Callback<()>,
    pub on_hint: Callback<()>,
    pub on_import: Callback<Imported>,
}

impl PlayCallbacks {
    pub fn new(
        session: &UseReducerHandle<Session>,
        target: &SharedTarget,
        tags: &Tags,
        ai: AiClient,
        words: &std::rc::Rc<Lexicon>,
    ) -> PlayCallbacks {
        let on_action = {
            let session = session.clone();
            Callback::from(move |action| session.dispatch(action))
        };
        PlayCallbacks {
            on_new_game: {
                let (session, target, tags) = (session.clone(), target.clone(), tags.clone());
                Callback::from(move |()| {
                    // New game again: the same options and the same handicap.
                    let options = session.game().options();
                    start_anew(&session, &target, &tags, options, session.handicap);
                })
            },
            on_setup_start: {
                let (session, target, tags) = (session.clone(), target.clone(), tags.clone());
                Callback::from(move |chosen: NewGame| {
                    start_anew(&session, &target, &tags, chosen.options, chosen.handicap);
                    let clock = chosen.clock.map(GameClock::new);
                    session.dispatch(Action::SetClock(clock));
                })
            },
            on_share: {
                let session = session.clone();
                Callback::from(move |()| {
                    let clock = session
                        .clock_now(js_sys::Date::now())
                        .map(|c| c.to_string());
                    let handicap = session.handicap.map(|h| h.code());
                    let links = share_links(&session.record, &session.computers, clock, handicap);
                    session.dispatch(Action::ShowShare(links))
                })
            },
            on_hint: {
                let session = session.clone();
                Callback::from(move |()| {
                    if let Some(request) = session.think_request(ThinkPurpose::Hint) {
                        ai.ask(request);
                    }
                })
            },
            on_import: {
                let (on_action, target, tags) = (on_action.clone(), target.clone(), tags.clone());
                let seed = session.seed ^ 0x5EED;
                let words = words.clone();
                // An imported game is a new entry, whatever the game shown, with the file's tags.
                Callback::from(move |imported: Imported| {
                    let start = imported.record.start();
                    *target.borrow_mut() = import_target(&words, start, imported.tags.clone());
                    let computers = imported.computers();
                    // A file the page wrote names its handicap: the game keeps it.
                    let handicap = imported.handicap();
                    tags.set(imported.tags);
                    let notice = Notice::info(Phrase::new("play.imported"));
                    on_action.emit(Action::NewGame(
                        Box::new(imported.record),
                        seed,
                        Some(notice),
                        handicap,
                    ));
                    // A file that names the computer's seats comes back with that opponent.
                    if let Some(computers) = computers {
                        on_action.emit(Action::SetComputers(computers));
                    }
                })
            },
            on_action,
        }
    }
}

/// A new game with `options`; the game shown stays in My games (unless it was untouched).
fn start_anew(
    session: &UseReducerHandle<Session>,
    target: &SharedTarget,
    tags: &Tags,
    options: AnyOptions,
    handicap: Option<Handicap>,
) {
    let notice = kept_notice(keep_apart(target, &session.record, tags));
    tags.set(Vec::new());
    // The form offers only the handicaps the options allow; should one still fail, the game
    // starts without it.
    let handicapped = handicap.and_then(|h| Some((h.start(&options).ok()?, h)));
    let (start, handicap) = match handicapped {
        Some((start, h)) => (start, Some(h)),
        None => (AnyGame::new(&options), None),
    };
    let record = Record::new(start);
    session.dispatch(Action::NewGame(
        Box::new(record),
        new_seed(),
        notice,
        handicap,
    ));
}

/// The full addresses of the links to the position shown and to the whole game, and a try at
/// copying the first.
fn share_links(
    record: &Record<AnyGame>,
    computers: &Computers,
    clock: Option<String>,
    handicap: Option<String>,
) -> ShareLinks {
    let window = web_sys::window();
    let location = window.as_ref().map(|w| w.location());
    let base = location
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_default();
    let link = format!("{base}{}", share_path_with(record, computers));
    let whole_game = format!(
        "{base}{}",
        whole_game_path(record, computers, clock, handicap)
    );
    if let Some(window) = window {
        // Copying may be refused (no permission, insecure page): the link is shown anyway.
        let copied =
            wasm_bindgen_futures::JsFuture::from(window.navigator().clipboard().write_text(&link));
        wasm_bindgen_futures::spawn_local(async move {
            let _ = copied.await;
        });
    }
    ShareLinks {
        position: link,
        whole_game,
    }
}
