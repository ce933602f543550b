//! Play by links with a friend on another device, the page's side (issue 26, 1): a new game
//! with a friend (`?friend=new`), a friend's link opened (what it does to the game kept here is
//! [`crate::persist::friend::receive`]'s answer), and the panel that says whose turn it is and
//! sends the link.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::ludo::{Colour, LudoOptions};
use crate::games::{AnyGame, AnyOptions, GameKind};
use crate::persist::friend::{has_dice, new_game_id, receive, Ask, Friend, FriendLink, LinkDice};
use crate::persist::friend::{origins, Received, Refused};
use crate::persist::line_code::ReadLine;
use crate::persist::{open_whole_game, Route, SavedGame};
use crate::rules::{Game, Record};
use crate::ui::library::{library, random_secret, random_seed};
use crate::ui::pages::play::entry::{address_entry, session_of, NewEntry, Target};
use crate::ui::session::friend::FriendTurn;
use crate::ui::session::{Action, Notice, Session};
use crate::ui::words::friend_name;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::{Phrase, PhraseArg};

/// A new game with a friend: two seats (Ludo's two facing colours), this device on the first.
fn friend_start(kind: GameKind) -> AnyGame {
    match kind {
        GameKind::Ludo => AnyGame::new(&AnyOptions::Ludo(LudoOptions {
            colours: vec![Colour::Red, Colour::Yellow],
        })),
        _ => AnyGame::new_of(kind),
    }
}

/// The session and target for a `friend=` address: `new`, or a friend's link.
pub(crate) fn open_friend(
    kind: GameKind,
    field: &str,
    code: Option<&str>,
    line: Option<&str>,
) -> (Session, Target) {
    if field == "new" {
        let game = friend_start(kind);
        let friend = Friend {
            game: new_game_id(random_seed()),
            me: 0,
            names: Vec::new(),
            dice: has_dice(&game).then(|| LinkDice::new(random_secret())),
            asking: None,
            asked: None,
        };
        let notice = Notice::info(Phrase::new("play.friend-started"));
        let session = Session::new(Record::new(game), random_seed(), Some(notice))
            .apply(Action::SetFriend(Some(friend)));
        return (session, Target::new_entry());
    }
    match read_link(kind, field, code, line) {
        Ok((record, link)) => received(kind, record, &link),
        Err(why) => fresh_with(
            kind,
            Notice::error(Phrase::new("play.friend-link-bad").with("why", PhraseArg::english(why))),
        ),
    }
}

/// The link's game (at its latest move) and its friend field; the reason in English where
/// either cannot be read whole.
fn read_link(
    kind: GameKind,
    field: &str,
    code: Option<&str>,
    line: Option<&str>,
) -> Result<(Record<AnyGame>, FriendLink), String> {
    let link = FriendLink::parse(field)?;
    let (Some(code), Some(line)) = (code, line) else {
        return Err("the link has no game in it".to_string());
    };
    match open_whole_game(&kind.default_options(), code, line) {
        Ok(ReadLine {
            mut record,
            cut: None,
        }) => {
            record.goto(record.moves().len());
            Ok((record, link))
        }
        Ok(ReadLine { cut: Some(cut), .. }) => Err(format!(
            "its moves stop after move {}: {}",
            cut.kept, cut.why
        )),
        Err(error) => Err(error.to_string()),
    }
}

/// A new game, with an error notice: a friend's link that is neither read nor applied, where
/// no game of its is kept.
fn fresh_with(kind: GameKind, notice: Notice) -> (Session, Target) {
    let record = Record::new(AnyGame::new_of(kind));
    (
        Session::new(record, random_seed(), Some(notice)),
        Target::new_entry(),
    )
}

fn refused_notice(why: String) -> Notice {
    Notice::error(Phrase::new("play.friend-link-refused").with("why", PhraseArg::english(why)))
}

/// What the link does here: a new game, or the actions that take it into the game kept under
/// its id (opened from the library, and pointed at by the address).
fn received(kind: GameKind, incoming: Record<AnyGame>, link: &FriendLink) -> (Session, Target) {
    let Some(opened) = library().find_friend(&link.game) else {
        let from = link.names[usize::from(link.from)].clone();
        // A friend who gave no name is named by their side, as the turn line names them.
        let side = incoming.start().side_name(crate::rules::Seat(link.from));
        let name = match crate::ui::words::side_key(side) {
            Some(key) if from.trim().is_empty() => PhraseArg::Phrase(Phrase::new(key)),
            _ => PhraseArg::from(from.clone()),
        };
        return match receive(None, &incoming, link, random_secret()) {
            Ok(Received::New(friend)) => {
                let notice = Notice::info(Phrase::new("play.friend-joined").with("name", name));
                let session = Session::new(
                    Record::new(incoming.start().clone()),
                    random_seed(),
                    Some(notice),
                )
                .apply(Action::TakeFriendGame(Box::new(incoming), friend));
                let target = Target::New(NewEntry {
                    name: Some(from).filter(|name| !name.trim().is_empty()),
                    tags: Vec::new(),
                });
                (session, target)
            }
            Ok(_) => fresh_with(kind, refused_notice(Refused::Damaged.to_string())),
            Err(refused) => fresh_with(kind, refused_notice(refused.to_string())),
        };
    };
    let at = opened.entry.at();
    address_entry(kind, &at.id);
    let kept = session_of(opened, None);
    let actions = taken(&kept, incoming, link, true);
    (
        actions.into_iter().fold(kept, Session::apply),
        Target::Entry(at),
    )
}

/// A friend's link that came over the live connection, taken into the game shown: the
/// actions that apply it. A link of another game opens it.
pub(crate) fn incoming(session: &Session, path: &str) -> Vec<Action> {
    let Some(friend) = &session.friend else {
        return Vec::new();
    };
    let Route::Play {
        kind,
        code,
        line,
        friend: Some(field),
        ..
    } = Route::parse(path)
    else {
        return Vec::new();
    };
    let (record, link) = match read_link(kind, &field, code.as_deref(), line.as_deref()) {
        Ok(read) => read,
        Err(why) => {
            return vec![Action::Notify(Notice::error(
                Phrase::new("play.friend-link-bad").with("why", PhraseArg::english(why)),
            ))]
        }
    };
    if link.game != friend.game {
        // Another game (the friend started a new one): opened as its link would be.
        if let Some(window) = web_sys::window() {
            let _ = window.location().set_hash(path.trim_start_matches('#'));
        }
        return Vec::new();
    }
    // Live, a message the game is ahead of is the echo of this device's own last change.
    taken(session, record, &link, false)
}

/// The actions that take a friend's link (of the game in `session`) into it: its moves, the
/// friend's request, or what is wrong with it; `say_older` where an older link is worth a word.
fn taken(
    session: &Session,
    record: Record<AnyGame>,
    link: &FriendLink,
    say_older: bool,
) -> Vec<Action> {
    let Some(friend) = &session.friend else {
        return Vec::new();
    };
    let from = link.names[usize::from(link.from)].clone();
    let info = |phrase: Phrase| Action::Notify(Notice::info(phrase));
    match receive(
        Some((&session.record, friend)),
        &record,
        link,
        random_secret(),
    ) {
        Ok(Received::Same(friend)) if session.friend.as_ref() == Some(&friend) => Vec::new(),
        Ok(Received::Same(friend) | Received::Extends(friend) | Received::New(friend)) => {
            vec![Action::TakeFriendGame(Box::new(record), friend)]
        }
        Ok(Received::UndoAllowed(friend)) => vec![
            Action::TakeFriendGame(Box::new(record), friend),
            info(Phrase::new("play.friend-undo-allowed").with("name", from)),
        ],
        Ok(Received::Older) if say_older => vec![info(Phrase::new("play.friend-link-older"))],
        Ok(Received::Older) => Vec::new(),
        Ok(Received::Differs { at }) => {
            let name = format!("{from} ({})", at + 1);
            let notice = match keep_copy(&record, name.clone(), session.seed) {
                Ok(()) => Notice::error(
                    Phrase::new("play.friend-link-differs")
                        .with("n", (at + 1).to_string())
                        .with("name", name),
                ),
                Err(why) => refused_notice(why),
            };
            vec![Action::Notify(notice)]
        }
        Err(refused) => vec![Action::Notify(refused_notice(refused.to_string()))],
    }
}

/// Keeps the link's game beside the one kept, under `name`, as a game of this device's alone.
fn keep_copy(incoming: &Record<AnyGame>, name: String, seed: u64) -> Result<(), String> {
    let now = js_sys::Date::now();
    let game = SavedGame::from_record(incoming, seed, now);
    library()
        .create(Some(name), game, now)
        .map(|_| ())
        .map_err(|error| error.0)
}

/// Offers the link through the device's share sheet where there is one, else copies it.
fn share_or_copy(url: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into())
        .ok()
        .and_then(|share| share.dyn_into::<js_sys::Function>().ok());
    let promise = match share {
        Some(share) => {
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
            share
                .call1(&navigator, &data)
                .ok()
                .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        }
        None => Some(navigator.clipboard().write_text(url)),
    };
    if let Some(promise) = promise {
        // Refused or cancelled: the link is on the page to copy by hand.
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

/// Makes the link for the game as it is, keeps what it noted, and sends it.
pub fn send_link(
    session: &Session,
    on_action: &Callback<Action>,
    sent: &UseStateHandle<Option<String>>,
) {
    let mut session = session.clone();
    let Some(path) = session.friend_link(false) else {
        return;
    };
    let base = web_sys::window()
        .map(|w| w.location())
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_default();
    let url = format!("{base}{path}");
    on_action.emit(Action::FriendLinkMade(session.friend.clone()));
    share_or_copy(&url);
    sent.set(Some(url));
}

/// The sentence of where the game stands for this device's player.
fn turn_line(words: &Lexicon, session: &Session, them: &str) -> Option<String> {
    let line = match session.friend_turn()? {
        FriendTurn::Yours => words.get("play.friend-your-move"),
        FriendTurn::Theirs => words.fill("play.friend-their-move", &[("name", &them)]),
        FriendTurn::DiceWaiting => words.fill("play.friend-dice-waiting", &[("name", &them)]),
        FriendTurn::Over => return None,
    };
    Some(line)
}

/// The panel of a game with a friend: whose turn it is, the friend's request with its answer
/// buttons, the two names, and the button that sends the link (with the link last made).
pub fn friend_panel(
    words: &Lexicon,
    session: &Session,
    on_action: &Callback<Action>,
    on_send: Callback<MouseEvent>,
    sent: Option<&String>,
) -> Html {
    let Some(friend) = &session.friend else {
        return html! {};
    };
    let game = session.game();
    let them = friend_name(words, game, friend, 1 - friend.me);
    let me = friend_name(words, game, friend, friend.me);
    let asked = friend.asked.map(|ask| {
        let key = match ask {
            Ask::Undo => "play.friend-asks-undo",
            Ask::Draw => "play.friend-offers-draw",
        };
        html! {
            <div class="friend-asked" role="alert">
                <p>{ words.fill(key, &[("name", &them)]) }</p>
                <button data-testid="friend-yes" onclick={on_action.reform(|_: MouseEvent| Action::AnswerFriend(true))}>{ words.get("play.friend-yes") }</button>
                <button data-testid="friend-no" onclick={on_action.reform(|_: MouseEvent| Action::AnswerFriend(false))}>{ words.get("play.friend-no") }</button>
            </div>
        }
    });
    let name_input = |testid: &'static str, label: String, value: String, seat: u8| {
        let names = [0u8, 1].map(|s| {
            friend
                .names
                .get(usize::from(s))
                .cloned()
                .unwrap_or_default()
        });
        let onchange = on_action.reform(move |event: Event| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            let mut names = names.to_vec();
            names[usize::from(seat)] = input.value().trim().to_string();
            Action::NameSeats(names)
        });
        html! {
            <label class="option">{ format!("{label} ") }
                <input type="text" data-testid={testid} maxlength="40" {value} {onchange} />
            </label>
        }
    };
    html! {
        <section class="friend-panel" data-testid="friend-panel">
            <h2>{ words.fill("play.friend-title", &[("name", &them)]) }</h2>
            if let Some(line) = turn_line(words, session, &them) {
                <p class="friend-turn" data-testid="friend-turn">{ line }</p>
            }
            { for asked }
            { name_input("friend-my-name", words.get("play.friend-my-name"), me, friend.me) }
            { name_input("friend-their-name", words.get("play.friend-their-name"), them.clone(), 1 - friend.me) }
            <button class="primary" data-testid="friend-send" onclick={on_send}>{ words.fill("play.friend-send", &[("name", &them)]) }</button>
            if let Some(url) = sent {
                <p class="hint">{ words.get("play.friend-link-made") }</p>
                <input class="link" type="text" readonly=true data-testid="friend-link" value={url.clone()} />
            }
        </section>
    }
}

/// How each throw of a game with a friend was drawn (docs/fair-dice.md): for every throw, the
/// roll it belongs to, both devices' numbers for it (the first 12 hex digits) and the number
/// drawn from them, so a player can follow any die back to the two secrets. Worked out only
/// while the list is open (`open`, kept by the page): it hashes this device's whole chain.
pub fn dice_origins(words: &Lexicon, session: &Session, open: &UseStateHandle<bool>) -> Html {
    let Some(friend) = &session.friend else {
        return html! {};
    };
    let Some(dice) = &friend.dice else {
        return html! {};
    };
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |event: Event| {
            let details: web_sys::Element = event.target_unchecked_into();
            open.set(details.has_attribute("open"));
        })
    };
    let chain = if **open { dice.chain() } else { None };
    let record = &session.record;
    let game = record.start();
    let notations = if **open {
        record.notations()
    } else {
        Vec::new()
    };
    let shown = chain.map(|chain| origins(dice, &chain, friend.me, record));
    let rows = shown.unwrap_or_default().into_iter().map(|origin| {
        let short = |seat: usize| origin.values[seat].to_hex()[..12].to_string();
        let line = words.fill(
            "play.dice-origin-line",
            &[
                ("n", &(origin.place.ply + 1)),
                (
                    "move",
                    &notations.get(origin.place.ply).cloned().unwrap_or_default(),
                ),
                ("roll", &origin.place.roll),
                ("throw", &(origin.place.throw + 1)),
                ("first", &friend_name(words, game, friend, 0)),
                ("a", &short(0)),
                ("second", &friend_name(words, game, friend, 1)),
                ("b", &short(1)),
                ("drawn", &(origin.drawn + 1)),
                ("count", &origin.numbers),
            ],
        );
        html! { <li>{ line }</li> }
    });
    html! {
        <details class="game-setup dice-origins" data-testid="dice-origins" open={**open} {ontoggle}>
            <summary>{ words.get("play.dice-origin-title") }</summary>
            <ol>{ for rows }</ol>
        </details>
    }
}
