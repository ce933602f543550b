//! Which library entry the play page's game is kept in, and opening a game from the library:
//! by its id (`#/play/<game>?id=<id>`), or the latest one in progress (`#/play/<game>`). An
//! imported game keeps its file's tags, which name its entry and go back into its export.

use std::cell::RefCell;
use std::rc::Rc;

use crate::games::{AnyGame, GameKind};
use crate::persist::{Computers, EntryRef, GameInfo, MoveNote, Opened, Route, COMPUTERS_TAG};
use crate::rules::Record;
use crate::ui::library::library;
use crate::ui::session::{Action, Notice, Session};
use crate::ui::words::file_words::{imported_name, tagged_players};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::library_messages::load_error;
use crate::ui::words::phrase::Phrase;
use crate::ui::words::{game_name_key, level_name, level_number};

/// Where the page's next save goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// An entry of the library, at the revision this page last read or wrote.
    Entry(EntryRef),
    /// Not kept yet: the next save makes a new entry.
    New(NewEntry),
}

/// What a new entry starts with besides its game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewEntry {
    /// Its name (a numbered one, "Chess 3", when None).
    pub name: Option<String>,
    /// The tags of the file it was imported from.
    pub tags: Vec<(String, String)>,
}

impl Target {
    /// A new entry with a numbered name and no tags.
    pub fn new_entry() -> Target {
        Target::New(NewEntry::default())
    }
}

/// The page's target, shared by its save effect, its callbacks and the other-tab listener.
pub type SharedTarget = Rc<RefCell<Target>>;

/// The session of a game opened from the library, with its dice and its computer seats.
pub fn session_of(opened: Opened, notice: Option<Notice>) -> Session {
    let computers = opened.entry.game.computers.clone();
    let friend = opened.entry.game.friend.clone();
    let clock = opened.entry.game.clock.clone();
    let handicap = opened.entry.game.handicap();
    let mut session = Session::new(opened.record, opened.entry.game.seed, notice);
    session.now = js_sys::Date::now();
    session
        .apply(Action::SetComputers(computers))
        .apply(Action::SetFriend(friend))
        .apply(Action::SetHandicap(handicap))
        .apply(Action::SetClock(clock))
}

fn fresh(kind: GameKind) -> Record<AnyGame> {
    Record::new(AnyGame::new_of(kind))
}

/// Opens entry `id` of the library; a new game (with the reason) when it does not open.
pub fn open_entry(kind: GameKind, id: &str, seed: u64) -> (Session, Target) {
    match library().load(id) {
        Ok(opened) if opened.entry.kind() == Some(kind) => {
            let at = opened.entry.at();
            (session_of(opened, None), Target::Entry(at))
        }
        Ok(opened) => {
            let other = opened
                .entry
                .kind()
                .map_or("library.another-game", game_name_key);
            let notice = Notice::error(
                Phrase::new("library.other-kind")
                    .with("id", id)
                    .with("game", Phrase::new(other)),
            );
            (
                Session::new(fresh(kind), seed, Some(notice)),
                Target::new_entry(),
            )
        }
        Err(error) => {
            let notice =
                Notice::error(Phrase::new("library.not-opened").with("why", load_error(&error)));
            (
                Session::new(fresh(kind), seed, Some(notice)),
                Target::new_entry(),
            )
        }
    }
}

/// The latest game of this kind still in progress, or a new one.
pub fn continue_latest(kind: GameKind, seed: u64) -> (Session, Target) {
    match library().latest_in_progress(kind) {
        Some(opened) => {
            let at = opened.entry.at();
            (session_of(opened, None), Target::Entry(at))
        }
        None => (Session::new(fresh(kind), seed, None), Target::new_entry()),
    }
}

/// Points the address at entry `id`, so that a reload continues this game (the link that
/// opened it, if any, is not opened again). No page change: the history entry is replaced.
pub fn address_entry(kind: GameKind, id: &str) {
    let route = Route::Play {
        kind,
        code: None,
        moves: Vec::new(),
        ai: None,
        id: Some(id.to_string()),
        line: None,
        friend: None,
        clock: None,
        handicap: None,
    };
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let url = route.to_hash();
        // The entry keeps its state: the id by which its scroll offset is kept (pages::scroll).
        let state = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
        let _ = history.replace_state_with_url(&state, "", Some(&url));
    }
}

/// The tags kept with the target's game (those of the file it was imported from).
pub fn tags_of(target: &Target) -> Vec<(String, String)> {
    match target {
        Target::New(new) => new.tags.clone(),
        Target::Entry(at) => library()
            .entry(&at.id)
            .and_then(Result::ok)
            .map(|entry| entry.tags)
            .unwrap_or_default(),
    }
}

/// Where an imported game goes: a new entry named for its players ("Ann vs Bob"), or for
/// the game when the file names none, keeping the file's tags. The name is kept as written, in
/// the page's language at the time.
pub fn import_target(words: &Lexicon, game: &AnyGame, tags: Vec<(String, String)>) -> Target {
    Target::New(NewEntry {
        name: Some(imported_name(words, game, &tags)),
        tags,
    })
}

/// What an export writes besides the moves: the seats (person or computer, in the page's
/// language), or the players an imported file named; its date and other tags; a review's
/// notes on the moves.
pub fn export_info(
    words: &Lexicon,
    game: &AnyGame,
    computers: &Computers,
    tags: &[(String, String)],
    notes: Vec<MoveNote>,
) -> GameInfo {
    let date = tags
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case("Date"))
        .map(|(_, value)| value.clone());
    let seat_player = |seat: usize| match computers.level_of(seat as u8) {
        Some(level) => words.fill(
            "play.computer-level",
            &[
                ("level", &level_number(level)),
                ("name", &level_name(words, level)),
            ],
        ),
        None => words.get("play.person"),
    };
    let players = tagged_players(game, tags)
        .into_iter()
        .enumerate()
        .map(|(seat, player)| player.unwrap_or_else(|| seat_player(seat)))
        .collect();
    // The seats the computer plays now, in the link's coding (`1:3`), where the format has
    // tags: the file opens again with the same opponents (an imported file's own tag gives way
    // to the game as it is now).
    let mut tags: Vec<(String, String)> = tags
        .iter()
        .filter(|(name, _)| name != COMPUTERS_TAG)
        .cloned()
        .collect();
    if !computers.is_empty() {
        tags.push((COMPUTERS_TAG.to_string(), computers.to_query()));
    }
    GameInfo {
        players,
        date,
        tags,
        notes,
        review: Vec::new(),
    }
}
