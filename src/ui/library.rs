//! The library (My games) in this browser's storage, as every page opens it: with the page's
//! names for new games, branches and copies, and random bits for entry ids and dice seeds; and
//! the browser asked to keep that storage for good (`navigator.storage`).

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen_futures::JsFuture;

use crate::games::GameKind;
use crate::persist::{load_keeping, save_keeping, Library, LocalStore, Naming};
use crate::ui::words::game_name;
use crate::ui::words::i18n::Lexicon;

/// Random bits for dice seeds and entry ids.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No secure source: the clock still makes games and ids differ.
        return js_sys::Date::now().to_bits();
    }
    u64::from_le_bytes(bytes)
}

/// 32 random bytes: a device's secret for the dice it throws with a friend's.
pub fn random_secret() -> [u8; 32] {
    let mut bytes = [0u8; 32];
    if getrandom::fill(&mut bytes).is_err() {
        // No secure source: still a secret of this page's own.
        for chunk in bytes.chunks_mut(8) {
            chunk.copy_from_slice(&random_seed().to_le_bytes());
        }
    }
    bytes
}

/// The library's own names for games ("Chess 3", a branch, a copy) in the page's language.
pub struct PageNaming(pub Rc<Lexicon>);

impl Naming for PageNaming {
    fn numbered(&self, kind: GameKind, number: usize) -> String {
        self.0.fill(
            "library.numbered-name",
            &[("game", &game_name(&self.0, kind)), ("number", &number)],
        )
    }

    fn branch(&self, name: &str, move_number: usize) -> String {
        self.0.fill(
            "library.branch-name",
            &[("name", &name), ("move", &move_number)],
        )
    }

    fn copy(&self, name: &str) -> String {
        self.0.fill("library.copy-name", &[("name", &name)])
    }
}

/// The library in this browser's storage, with the first layout's games moved into it.
pub fn library() -> Library<LocalStore> {
    let mut library = Library::new(LocalStore, random_seed());
    // A migration refused by a full storage keeps the old keys; it goes on at the next load.
    let _ = library.migrate_v1();
    library
}

thread_local! {
    /// Whether this page has asked the browser to keep its storage.
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Asks `navigator.storage` to keep the site's storage for good (`persist`), or whether it does
/// (`persisted()`), and hands `then` the answer it promises. A browser without it (older Safari)
/// keeps nothing for good: false.
pub fn ask_storage(persist: bool, then: Box<dyn FnOnce(bool)>) {
    let promise = web_sys::window().and_then(|window| {
        let storage = window.navigator().storage();
        if persist {
            storage.persist().ok()
        } else {
            storage.persisted().ok()
        }
    });
    wasm_bindgen_futures::spawn_local(async move {
        let answer = match promise {
            Some(promise) => JsFuture::from(promise).await.is_ok_and(|a| a.is_truthy()),
            None => false,
        };
        then(answer);
    });
}

/// Asks the browser, once per page, to keep the games for good rather than clear them when it
/// wants room or the site goes unused: called when a game is saved. Browsers answer without
/// asking the person (Chrome, Safari) or with a prompt of their own (Firefox).
///
/// The first save in a browser also starts the reminder's week: a new visitor is not asked for a
/// backup on the first visit, only once the games have been kept a week (Safari's seven days).
pub fn ask_to_keep() {
    if !ASKED.replace(true) {
        ask_storage(true, Box::new(|_| ()));
        let mut keeping = load_keeping(&LocalStore);
        if keeping.reminded.is_none() && keeping.backed_up.is_none() {
            keeping.reminded = Some(js_sys::Date::now());
            let _ = save_keeping(&mut LocalStore, &keeping);
        }
    }
}
