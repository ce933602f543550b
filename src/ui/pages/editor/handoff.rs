//! What to do with a playable position: play it (people, or the computer on one side at a
//! level), share its link, or download it in the game's file format.

use yew::prelude::*;

use crate::ai::{FIRST_LEVEL, TOP_LEVEL};
use crate::games::setup::AnySetup;
use crate::games::AnyGame;
use crate::persist::{export_game, has_computer_player, Computers, Route};
use crate::rules::{Game, Record};
use crate::ui::pages::editor::inputs::select_box;
use crate::ui::pages::editor::pieces::sides;
use crate::ui::settings::use_words;
use crate::ui::words::{level_name, level_number};

#[derive(Properties, PartialEq)]
pub struct OffBoardMovesProps {
    pub setup: AnySetup,
    /// The game at the position, when it is playable.
    pub game: Option<AnyGame>,
}

/// The play page's address for this position, with the computer's seat if any.
pub fn play_hash(game: &AnyGame, computers: &Computers) -> String {
    Route::Play {
        kind: game.kind(),
        code: Some(game.encode()),
        moves: Vec::new(),
        ai: (!computers.is_empty()).then(|| computers.to_query()),
        id: None,
        line: None,
        friend: None,
        clock: None,
        handicap: None,
    }
    .to_hash()
}

/// The page's own address without its hash, for links to share.
fn page_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

#[component(Handoff)]
pub fn editor_actions(props: &OffBoardMovesProps) -> Html {
    let words = use_words();
    // The computer's seat ("" for people only) and level.
    let seat = use_state(String::new);
    let level = use_state(|| "3".to_string());
    let Some(game) = &props.game else {
        return html! {
            <p class="editor-actions" data-testid="editor-actions-off">{ words.get("editor.actions-off") }</p>
        };
    };
    let computers = match seat.parse::<u8>() {
        Ok(s) => Computers::one(s, level.parse().unwrap_or(3)),
        Err(_) => Computers::none(),
    };
    let mut seats = vec![(String::new(), words.get("editor.computer-nobody"))];
    if has_computer_player(game.kind()) {
        seats.extend(
            sides(&words, &props.setup)
                .into_iter()
                .map(|(s, name)| (s.0.to_string(), name)),
        );
    }
    // "3 Casual": the level's number, then its name.
    let levels: Vec<(String, String)> = (FIRST_LEVEL..=TOP_LEVEL)
        .map(|level| {
            let name = level_name(&words, level);
            (level.to_string(), format!("{} {name}", level_number(level)))
        })
        .collect();
    let set = |state: UseStateHandle<String>| Callback::from(move |v: String| state.set(v));
    let share = format!("{}{}", page_address(), play_hash(game, &Computers::none()));
    let export = export_game(&Record::new(game.clone()));
    let download = format!(
        "data:{};charset=utf-8,{}",
        export.mime,
        String::from(js_sys::encode_uri_component(&export.text))
    );
    html! {
        <section class="editor-actions">
            { select_box("editor-ai-seat", &words.get("editor.computer-plays"), &seats, &seat, set(seat.clone())) }
            if !seat.is_empty() {
                { select_box("editor-ai-level", &words.get("editor.computer-level"), &levels, &level, set(level.clone())) }
            }
            <a class="button" data-testid="editor-play" href={play_hash(game, &computers)}>{ words.get("editor.play") }</a>
            <label class="editor-field">{ words.get("editor.share") }{ " " }
                <input data-testid="editor-share" readonly=true value={share} />
            </label>
            <a class="button download" data-testid="editor-export" href={download} download={export.file_name}>{ words.get("editor.export") }</a>
        </section>
    }
}
