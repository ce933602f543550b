//! The play page's saving: after every change the game is written to its library entry (a new
//! entry the first time, and then the address names it), and the changes another tab makes to
//! the same entry are taken with a notice rather than overwritten. The board's preferences for
//! each game (flipped, rolling by itself) are kept as they change.

use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::GameKind;
use crate::persist::{
    entry_key, save_board_prefs, BoardPrefs, Entry, LocalStore, Opened, SaveOutcome, SavedGame,
    StoreError,
};
use crate::ui::library::{ask_to_keep, library, PageNaming};
use crate::ui::pages::play::entry::{address_entry, session_of, NewEntry, SharedTarget, Target};
use crate::ui::session::{Action, Notice, Session};
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::Phrase;

/// Why storage refused a save, as the browser said it: the play page's [`storage_full`](crate::ui::pages::my_games::storage_full)
/// puts it in a sentence with the way to make room.
fn storage_problem(error: StoreError) -> String {
    error.0
}

/// Writes the game once and says what the save did (a notice for the player, if any).
fn save_once(
    kind: GameKind,
    target: &SharedTarget,
    game: SavedGame,
    words: Rc<Lexicon>,
) -> Result<Option<Notice>, String> {
    let mut library = library().named_by(PageNaming(words));
    let current = target.borrow().clone();
    let (at, notice) = match current {
        Target::New(NewEntry { name, tags }) => {
            let now = game.updated;
            let at = library
                .create_tagged(name, tags, game, now)
                .map_err(storage_problem)?;
            address_entry(kind, &at.id);
            (at, None)
        }
        Target::Entry(at) => match library.save(&at, game).map_err(storage_problem)? {
            SaveOutcome::Saved(at) => (at, None),
            SaveOutcome::Branched { saved, name, .. } => {
                let text = Phrase::new("library.branch-kept").with("name", name);
                (saved, Some(Notice::info(text)))
            }
            SaveOutcome::Copied {
                copy,
                name,
                newer_elsewhere,
            } => {
                address_entry(kind, &copy.id);
                let key = if newer_elsewhere {
                    "library.copy-kept-other-tab"
                } else {
                    "library.copy-kept-damaged"
                };
                (
                    copy,
                    Some(Notice::info(Phrase::new(key).with("name", name))),
                )
            }
        },
    };
    *target.borrow_mut() = Target::Entry(at);
    Ok(notice)
}

/// The session's game as saved at `now` (its clock's running time counted in).
fn saved_game(session: &Session, now: f64) -> SavedGame {
    SavedGame::from_record(&session.record, session.seed, now)
        .with_computers(session.computers.clone())
        .with_friend(session.friend.clone())
        .with_clock(session.clock_now(now))
        .with_handicap(session.handicap)
}

/// Saves the session's game after every change to its moves, dice, seats or clock, and, in a
/// game with a clock, as the page is hidden or left, so that a reload goes on from the time
/// used (written at once: the page may be gone before another render). `on_problem` gets the
/// storage's reason (in English) while saving fails (the page shows it with a way to make
/// room), and None once a save succeeds again. The first save asks the browser to keep the
/// games for good.
#[hook]
pub fn use_library_saving(
    session: &UseReducerHandle<Session>,
    kind: GameKind,
    target: SharedTarget,
    on_problem: Callback<Option<String>>,
) {
    let dispatcher = session.dispatcher();
    let words = use_words();
    let latest = use_mut_ref(|| None::<UseReducerHandle<Session>>);
    *latest.borrow_mut() = Some(session.clone());
    {
        let (target, words) = (target.clone(), words.clone());
        use_effect_with((), move |_| {
            let leaving = move || {
                let Some(session) = latest.borrow().clone() else {
                    return;
                };
                if session.clock.is_some() {
                    let game = saved_game(&session, js_sys::Date::now());
                    // Failing here is told by the next save's attempt.
                    let _ = save_once(kind, &target, game, words.clone());
                }
            };
            let leaving = std::rc::Rc::new(leaving);
            let window = web_sys::window();
            let document = window.as_ref().and_then(|w| w.document());
            let listeners = [
                window.map(|w| on_leaving(&w, "pagehide", leaving.clone())),
                document.map(|d| on_leaving(&d, "visibilitychange", leaving)),
            ];
            move || drop(listeners)
        });
    }
    let shown = session.clone();
    use_effect_with(
        (
            session.record.clone(),
            session.seed,
            session.computers.clone(),
            session.friend.clone(),
            session.clock.clone(),
            session.handicap,
        ),
        move |_| {
            let game = saved_game(&shown, js_sys::Date::now());
            match save_once(kind, &target, game, words) {
                Ok(notice) => {
                    on_problem.emit(None);
                    ask_to_keep();
                    if let Some(notice) = notice {
                        dispatcher.dispatch(Action::Notify(notice));
                    }
                }
                Err(problem) => on_problem.emit(Some(problem)),
            }
        },
    );
}

/// Runs `then` when `event` comes to `target` (one closure type for both the page's events).
fn on_leaving(
    target: &web_sys::EventTarget,
    event: &'static str,
    then: std::rc::Rc<dyn Fn()>,
) -> EventListener {
    EventListener::new(target, event, move |_| then())
}

/// A newer version of our entry written by another tab, read and replayed.
fn newer_version(event: &web_sys::StorageEvent, target: &SharedTarget) -> Option<Opened> {
    let Target::Entry(at) = target.borrow().clone() else {
        return None;
    };
    if event.key()? != entry_key(&at.id) {
        return None;
    }
    let mut entry = Entry::from_json(&event.new_value()?).ok()?;
    if entry.revision <= at.revision {
        return None;
    }
    entry.id = at.id;
    let record = entry.restore().ok()?;
    Some(Opened { entry, record })
}

/// Listens for other tabs' saves of this page's entry and shows their newer game (the moves
/// this tab had are all saved already: a save never drops moves without keeping them).
#[hook]
pub fn use_other_tabs(session: &UseReducerHandle<Session>, target: SharedTarget) {
    let dispatcher = session.dispatcher();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|window| {
            EventListener::new(&window, "storage", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                    return;
                };
                let Some(opened) = newer_version(event, &target) else {
                    return;
                };
                *target.borrow_mut() = Target::Entry(opened.entry.at());
                let notice = Notice::info(Phrase::new("library.played-in-other-tab"));
                let session = session_of(opened, Some(notice));
                dispatcher.dispatch(Action::Replace(
                    Box::new(session.record),
                    session.seed,
                    session.notice,
                ));
                dispatcher.dispatch(Action::SetComputers(session.computers));
                dispatcher.dispatch(Action::SetFriend(session.friend));
                dispatcher.dispatch(Action::SetClock(session.clock));
            })
        });
        move || drop(listener)
    });
}

/// Keeps the board's preferences for this game (the player's own turn of the board, rolling by
/// itself) whenever they change.
#[hook]
pub fn use_board_prefs(kind: GameKind, session: &UseReducerHandle<Session>) {
    // The turn the person gave the board, not the side the game put at the bottom for them.
    let turned = session.flipped ^ session.facing();
    use_effect_with(
        (turned, session.auto_roll, session.tutor),
        move |(turned, auto_roll, tutor)| {
            let prefs = BoardPrefs {
                flipped: *turned,
                auto_roll: *auto_roll,
                tutor: *tutor,
            };
            // A preference that cannot be stored is only lost at the next reload: no notice.
            let _ = save_board_prefs(&mut LocalStore, kind, &prefs);
        },
    );
}
