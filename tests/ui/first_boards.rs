//! The first boards (issue 24): on a first visit to `#/play/<game>`, index.html shows the game's
//! board before the wasm has arrived (on a phone's "Fast 3G" the wasm alone takes about three
//! seconds). Those boards are the app's own drawings of each game's start, as the play page opens
//! a new game, under the page's own settings bar and header (hidden: they only hold the board
//! where the app will draw it), rendered here by Yew's server renderer into
//! `static/first-boards/<game>.html`, which index.html's script fetches. This test fails when a
//! file no longer matches; `TABULA_WRITE_FIRST_BOARDS=1 cargo test --test ui first_boards`
//! writes them anew.

use std::path::PathBuf;

use tabula::games::{AnyGame, GameKind};
use tabula::persist::{PagePrefs, Route};
use tabula::rules::{Game, Record};
use tabula::ui::boards::any::drawing;
use tabula::ui::pages::play::play_header;
use tabula::ui::session::Session;
use tabula::ui::settings::{english, settings_bar, PageContext};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct FirstBoardProps {
    kind: GameKind,
}

/// The top of the play page of a new game, in English with the default settings: the settings
/// bar, the page's header, and the board as the play page draws it before the first move (the
/// session's own view, its marks and orientation; no keyboard cursor).
#[component(FirstBoard)]
fn first_board(props: &FirstBoardProps) -> Html {
    let kind = props.kind;
    let session = Session::new(Record::new(AnyGame::new_of(kind)), 0, None);
    let page = PageContext {
        words: english(),
        prefs: PagePrefs::default(),
        set_prefs: Callback::noop(),
        unavailable: None,
    };
    let edit_link = Route::Edit {
        kind,
        code: Some(session.game().encode()),
    }
    .to_hash();
    html! {
        <ContextProvider<PageContext> context={page.clone()}>
            { settings_bar(&page) }
            <main class="play">
                { play_header(&english(), kind, edit_link) }
                <div class="play-area">
                    <div class="board-wrap"><div class="board-keys">
                        { drawing(&english(), session.game(), session.view().board, session.flipped, None) }
                    </div></div>
                    // Empty, but beside the board as the page's panel will be.
                    <aside class="side-panel"></aside>
                </div>
            </main>
        </ContextProvider<PageContext>>
    }
}

/// What the live page carries for the keyboard, screen readers, links and tests: left out of
/// the copy, which is inert, hidden from them, and leaves as soon as the app draws its own.
const LEFT_OUT: [&str; 12] = [
    "id",
    "role",
    "href",
    "tabindex",
    "aria-label",
    "aria-hidden",
    "aria-pressed",
    "aria-describedby",
    "aria-activedescendant",
    "data-testid",
    "data-game",
    "data-square",
];

/// The page's top as static markup, in an inert wrapper that index.html's script recognises.
fn first_board_markup(kind: GameKind) -> String {
    let page = futures::executor::block_on(
        yew::ServerRenderer::<FirstBoard>::with_props(move || FirstBoardProps { kind })
            .hydratable(false)
            .render(),
    );
    let page = LEFT_OUT
        .iter()
        .fold(page, |markup, name| without_attribute(&markup, name));
    // Texts with nothing to say (Camelot's squares without a number) draw nothing.
    let page = without_empty_texts(&page);
    let page = without_squares_cells(&page);
    format!(
        "<div data-first-board=\"{}\" aria-hidden=\"true\" inert>{page}</div>\n",
        kind.slug()
    )
}

/// `markup` without every `name="..."` attribute.
fn without_attribute(markup: &str, name: &str) -> String {
    let needle = format!(" {name}=\"");
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(at) = rest.find(&needle) {
        out.push_str(&rest[..at]);
        let value = &rest[at + needle.len()..];
        let end = value.find('"').expect("attribute values are quoted");
        rest = &value[end + 1..];
    }
    out.push_str(rest);
    out
}

/// `markup` without its empty `<text ...></text>` elements.
fn without_empty_texts(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(at) = rest.find("<text ") {
        let (before, text) = rest.split_at(at);
        out.push_str(before);
        let open_end = text.find('>').map_or(text.len(), |end| end + 1);
        if text[open_end..].starts_with("</text>") {
            rest = &text[open_end + "</text>".len()..];
        } else {
            out.push_str(&text[..open_end]);
            rest = &text[open_end..];
        }
    }
    out.push_str(rest);
    out
}

/// `markup` without the squares' `data-cell`, by which the live board tells which square was
/// clicked; the pieces keep theirs, which say where they stand (the browser test compares them
/// with the live board's). About 0.4 kB less gzipped on Camelot's 160 squares.
fn without_squares_cells(markup: &str) -> String {
    const SQUARE: &str = "\" class=\"cell";
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(at) = rest.find(" data-cell=\"") {
        let value = &rest[at + " data-cell=\"".len()..];
        let end = value.find('"').expect("attribute values are quoted");
        if value[end..].starts_with(SQUARE) {
            out.push_str(&rest[..at]);
            rest = &value[end + 1..];
        } else {
            out.push_str(&rest[..at + 1]);
            rest = &rest[at + 1..];
        }
    }
    out.push_str(rest);
    out
}

fn file_of(kind: GameKind) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("static/first-boards")
        .join(format!("{}.html", kind.slug()))
}

#[test]
fn first_boards_are_the_apps_drawing_of_each_start() {
    let write = std::env::var_os("TABULA_WRITE_FIRST_BOARDS").is_some();
    let mut stale = Vec::new();
    for kind in GameKind::ALL {
        let markup = first_board_markup(kind);
        let path = file_of(kind);
        if write {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &markup).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(markup.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale first boards (write them with TABULA_WRITE_FIRST_BOARDS=1 cargo test --test ui \
         first_boards): {stale:?}"
    );
}

#[test]
fn first_boards_draw_every_piece_of_the_start() {
    // Pieces drawn: a rendering that lost its pieces would still be a board.
    let chess = first_board_markup(GameKind::Chess);
    assert_eq!(
        chess.matches("class=\"piece chess-piece").count(),
        32,
        "{chess}"
    );
    assert!(
        !chess.contains(" id=\""),
        "no ids: the live board's ids must stay unique"
    );
}
