//! The play page: builds the session (from a link, a game of the library, or a new game), saves
//! it to its library entry after every change, and lays out the board, the status, the move list
//! and the controls. A link, a new game, an import or a set-up start always makes a new entry:
//! the games kept before stay in My games.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::actions::Actions;
use super::announcer::Announcer;
use super::board::Board;
use super::controls::Controls;
use super::game_setup::GameSetup;
use super::library::{
    export_info, import_target, tags_of, use_library_saving, use_other_tabs, SharedTarget,
    StorageFull, Target,
};
use super::move_entry::MoveEntry;
use super::move_list::{move_rows, rows_are_turns, MoveList};
use super::notice::{Chooser, NoticeBar, ShareBox};
use super::pacing::use_pacing;
use super::page_start::{initial, keep_apart, kept_notice, new_seed, Opening};
use super::phrase::Phrase;
use super::piece_letters::{local_rows, local_san, PieceLetters};
use super::promotion::{promotion_choices, PromotionChooser};
use super::seat_choice::SeatChoice;
use super::session::{Action, Notice, Session, ShareLinks};
use super::settings::{use_page, use_words};
use super::thinking::{
    busy_line, use_computer_player, use_hint_marks, HintAdvice, HintButton, Thinking,
};
use super::transfer::Transfer;
use super::words;
use crate::games::{AnyGame, AnyOptions, GameKind};
use crate::persist::{
    has_computer_player, save_board_prefs, share_path_with, whole_game_path, BoardPrefs, Computers,
    Imported, LocalStore, PagePrefs, ThinkPurpose,
};
use crate::rules::{Game, Record, Seat};

#[derive(Properties, PartialEq)]
pub struct PlayPageProps {
    pub kind: GameKind,
    pub code: Option<String>,
    pub moves: Vec<String>,
    /// The link's computer seats (`1:3`), if it names any.
    pub ai: Option<String>,
    /// The library entry to open (`?id=`).
    pub id: Option<String>,
    /// A whole game's moves in the compact coding (`?line=`).
    pub line: Option<String>,
}

/// Whether a key press is typing (in a text field, a list, an editable element) rather than a
/// shortcut: arrows in the share link undid moves, "f" in Import flipped the board (issue 11,
/// 2.2). Presses with Ctrl, Alt or Meta belong to the browser.
fn is_typing(key: &KeyboardEvent) -> bool {
    if key.ctrl_key() || key.alt_key() || key.meta_key() {
        return true;
    }
    let Some(target) = key
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    let editable = target
        .dyn_ref::<web_sys::HtmlElement>()
        .is_some_and(|element| element.is_content_editable());
    editable
        || matches!(
            target.tag_name().to_ascii_lowercase().as_str(),
            "input" | "textarea" | "select"
        )
}

/// The board shortcuts: arrows through the history, F flips, R throws the die.
fn keyboard_shortcuts(dispatcher: UseReducerDispatcher<Session>) -> Option<EventListener> {
    let document = web_sys::window()?.document()?;
    Some(EventListener::new(&document, "keydown", move |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if is_typing(key) {
            return;
        }
        let action = match key.key().as_str() {
            "ArrowLeft" => Action::Undo,
            "ArrowRight" => Action::Redo,
            "f" => Action::Flip,
            "r" => Action::ResolveChance,
            _ => return,
        };
        dispatcher.dispatch(action);
    }))
}

#[component(PlayPage)]
pub fn play_page(props: &PlayPageProps) -> Html {
    let kind = props.kind;
    let words = use_words();
    let page = use_page();
    let target: SharedTarget = use_mut_ref(Target::new_entry);
    let session = {
        let (code, moves, ai, id, line) = (
            props.code.clone(),
            props.moves.clone(),
            props.ai.clone(),
            props.id.clone(),
            props.line.clone(),
        );
        let target = target.clone();
        use_reducer(move || {
            let opening = Opening {
                kind,
                code: &code,
                moves: &moves,
                ai: &ai,
                id: &id,
                line: &line,
            };
            let (session, first_target) = initial(&opening);
            *target.borrow_mut() = first_target;
            session
        })
    };
    // The tags of the file the game was imported from, written back into its export.
    let tags = {
        let target = target.clone();
        use_state(move || tags_of(&target.borrow()))
    };
    let save_problem = use_state_eq(|| None::<String>);
    {
        let save_problem = save_problem.clone();
        let on_problem = Callback::from(move |problem| save_problem.set(problem));
        use_library_saving(&session, kind, target.clone(), on_problem);
    }
    use_other_tabs(&session, target.clone());
    {
        let dispatcher = session.dispatcher();
        use_effect_with((), move |_| {
            let listener = keyboard_shortcuts(dispatcher);
            move || drop(listener)
        });
    }
    use_effect_with(
        (session.flipped, session.auto_roll),
        move |(flipped, auto_roll)| {
            let prefs = BoardPrefs {
                flipped: *flipped,
                auto_roll: *auto_roll,
            };
            // A preference that cannot be stored is only lost at the next reload: no notice.
            let _ = save_board_prefs(&mut LocalStore, kind, &prefs);
        },
    );

    {
        // Chance moves as soon as it is its turn (unless the player throws by hand): the dice
        // come from the session's seed.
        let dispatcher = session.dispatcher();
        let automatic = !session.rolls_by_hand();
        use_effect_with(
            (session.record.cursor(), session.chance_due()),
            move |(_, pending)| {
                if *pending && automatic {
                    dispatcher.dispatch(Action::ResolveChance);
                }
            },
        );
    }

    use_pacing(&session);
    let ai = use_computer_player(&session);
    use_hint_marks(
        session
            .hint
            .as_ref()
            .map(|hint| hint.cells())
            .unwrap_or_default(),
    );

    let on_action = {
        let session = session.clone();
        Callback::from(move |action| session.dispatch(action))
    };
    let on_new_game = {
        let (session, target, tags) = (session.clone(), target.clone(), tags.clone());
        Callback::from(move |()| {
            let notice = kept_notice(keep_apart(&target, &session.record, &tags));
            tags.set(Vec::new());
            let options = session.game().options();
            session.dispatch(Action::Replace(
                Box::new(Record::new(AnyGame::new(&options))),
                new_seed(),
                notice,
            ));
        })
    };
    let on_setup_start = {
        let (session, target, tags) = (session.clone(), target.clone(), tags.clone());
        Callback::from(move |options: AnyOptions| {
            let notice = kept_notice(keep_apart(&target, &session.record, &tags));
            tags.set(Vec::new());
            let record = Record::new(AnyGame::new(&options));
            session.dispatch(Action::Replace(Box::new(record), new_seed(), notice));
        })
    };
    let on_share = {
        let session = session.clone();
        Callback::from(move |()| {
            let links = share_links(&session.record, &session.computers);
            session.dispatch(Action::ShowShare(links))
        })
    };
    let on_hint = {
        let session = session.clone();
        Callback::from(move |()| {
            if let Some(request) = session.think_request(ThinkPurpose::Hint) {
                ai.ask(request, session.record.cursor(), session.game().encode());
            }
        })
    };
    let on_seats = on_action.reform(Action::SetComputers);
    let on_import = {
        let (on_action, target, tags) = (on_action.clone(), target.clone(), tags.clone());
        let seed = session.seed ^ 0x5EED;
        let words = words.clone();
        // An imported game is a new entry, whatever the game shown, with the file's tags.
        Callback::from(move |imported: Imported| {
            let start = imported.record.start();
            *target.borrow_mut() = import_target(&words, start, imported.tags.clone());
            tags.set(imported.tags);
            let notice = Notice::info(Phrase::new("play.imported"));
            on_action.emit(Action::Replace(
                Box::new(imported.record),
                seed,
                Some(notice),
            ));
        })
    };

    let game = session.game().clone();
    let view = session.view();
    let verdict = view.verdict.clone();
    let status = words::status(&words, &game, verdict.as_ref());
    let offer_from = session
        .draw_offer
        .map(|seat| words::seat_name(&words, &game, seat));
    // Chess piece letters in the page's language, where it has its own and the player wants them.
    let letters = matches!(game, AnyGame::Chess(_))
        .then(|| PieceLetters::of(&words))
        .flatten();
    let local_letters = page
        .as_ref()
        .is_some_and(|page| page.prefs.local_piece_letters);
    let shown_letters = letters.as_ref().filter(|_| local_letters);
    let shown = |notation: String| match shown_letters {
        Some(letters) => local_san(&notation, letters),
        None => notation,
    };
    let promotion = promotion_choices(&session.choices, |mv| shown(game.notation(mv)));
    let choices: Vec<String> = match promotion {
        Some(_) => Vec::new(),
        None => session.choices.iter().map(|mv| game.notation(mv)).collect(),
    };
    let promotion_overlay = promotion.map(|(square, choices)| {
        let white = game.turn().seat() == Some(Seat(0));
        html! {
            <PromotionChooser {square} {choices} flipped={session.flipped} {white} on_action={on_action.clone()} />
        }
    });
    let resigning = session.resigning.then(|| {
        session
            .side_moves()
            .into_iter()
            .map(|(mv, _)| words::action_label(&words, &game, &mv))
            .collect()
    });
    let action_buttons: Vec<(String, String)> = view
        .actions
        .iter()
        .map(|(mv, notation)| (notation.clone(), words::action_label(&words, &game, mv)))
        .collect();
    let mut rows = move_rows(&session.record, &words);
    if let Some(letters) = shown_letters {
        rows = local_rows(rows, letters);
    }
    let letters_switch = letters.as_ref().and(page.as_ref()).map(|page| {
        let (prefs, set) = (page.prefs.clone(), page.set_prefs.clone());
        let onchange = Callback::from(move |_: Event| {
            set.emit(PagePrefs {
                local_piece_letters: !prefs.local_piece_letters,
                ..prefs.clone()
            })
        });
        html! {
            <label class="piece-letters">
                <input type="checkbox" data-testid="piece-letters" checked={local_letters} {onchange} />
                { " " }{ words.get("play.local-piece-letters") }
            </label>
        }
    });

    html! {
        <main class="play">
            <header class="bar">
                <a class="home-link" href="#/">{ words.get("common.home") }</a>
                <h1>{ words::game_name(&words, kind) }</h1>
                <a class="games-link" data-testid="my-games-link" href="#/games">{ words.get("play.my-games") }</a>
                <a class="rules-link" href={format!("#/rules/{}", kind.slug())}>{ words.get("play.rules") }</a>
                <a class="edit-link" data-testid="edit-link" href={crate::persist::Route::Edit { kind, code: Some(session.record.current().encode()) }.to_hash()}>{ words.get("play.edit-position") }</a>
            </header>
            <NoticeBar notice={session.notice.clone()} on_action={on_action.clone()} />
            <StorageFull problem={(*save_problem).clone()} />
            <div class="play-area">
                <Board game={game.clone()} view={view.board} flipped={session.flipped}
                    on_click={on_action.reform(Action::Click)} on_cancel={on_action.reform(|()| Action::CancelChoice)} choosing={!session.choices.is_empty()}>{ for promotion_overlay }</Board>
                <aside class="side-panel">
                    <p class={classes!("status", verdict.is_some().then_some("over"))} data-testid="status">{ status }</p>
                    // The announcer reads out moves and the end; the status line is not read twice.
                    <Announcer record={session.record.clone()} />
                    <Thinking line={busy_line(&words, &session)} />
                    <Chooser choices={choices} on_action={on_action.clone()} />
                    if view.can_stop {
                        <button class="stop-here" data-testid="stop-here" onclick={on_action.reform(|_: MouseEvent| Action::StopHere)}>{ words.get("play.stop-here") }</button>
                    }
                    if matches!(game, AnyGame::Backgammon(_)) {
                        <label class="auto-roll">
                            <input type="checkbox" data-testid="auto-roll" checked={session.auto_roll}
                                onchange={on_action.reform(|_: Event| Action::ToggleAutoRoll)} />
                            { " " }{ words.get("play.roll-automatically") }
                        </label>
                    }
                    if session.rolls_by_hand() && session.chance_pending() && !session.thrower_is_computer() {
                        <button class="roll" data-testid="roll" onclick={on_action.reform(|_: MouseEvent| Action::ResolveChance)}>{ words.get("play.roll-the-die") }</button>
                    }
                    <Actions buttons={action_buttons} on_action={on_action.clone()} />
                    <MoveEntry game={game.clone()} blocked={session.typing_blocked()} on_play={on_action.reform(Action::PlayTyped)} />
                    { for letters_switch }
                    <MoveList {rows} cursor={session.record.cursor()} by_turn={rows_are_turns(&game)}
                        on_goto={on_action.reform(Action::Goto)} />
                    <Controls can_undo={session.record.cursor() > 0} can_redo={!session.record.at_latest()}
                        playing={verdict.is_none()} draws={game.draws_by_agreement()} draw_offer_from={offer_from} {resigning}
                        on_action={on_action.clone()} on_new_game={on_new_game} on_share={on_share} />
                    if has_computer_player(kind) {
                        <HintButton enabled={session.can_hint()} {on_hint} />
                        <HintAdvice text={session.hint.as_ref().map(|hint| hint.text(&words))} />
                    }
                    <ShareBox links={session.share_link.clone()} />
                    <SeatChoice game={game.clone()} computers={session.computers.clone()} on_change={on_seats} />
                    <GameSetup key={kind.slug()} current={game.options()} on_start={on_setup_start} />
                    <Transfer {kind} record={session.record.clone()} on_action={on_action.clone()}
                        info={export_info(&words, &game, &session.computers, &tags)} {on_import} />
                </aside>
            </div>
        </main>
    }
}

/// The full addresses of the links to the position shown and to the whole game, and a try at
/// copying the first.
fn share_links(record: &Record<AnyGame>, computers: &Computers) -> ShareLinks {
    let window = web_sys::window();
    let location = window.as_ref().map(|w| w.location());
    let base = location
        .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)))
        .unwrap_or_default();
    let link = format!("{base}{}", share_path_with(record, computers));
    let whole_game = format!("{base}{}", whole_game_path(record, computers));
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
