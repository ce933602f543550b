//! The play page: builds the session (from a link, a game of the library, or a new game), saves
//! it to its library entry after every change, and lays out the board, the status, the move list
//! and the controls. A link, a new game, an import or a set-up start always makes a new entry:
//! the games kept before stay in My games.

pub mod callbacks;
pub mod entry;
pub mod friend;
pub mod graph;
pub mod line;
pub mod live;
pub mod pacing;
pub mod review;
pub mod saving;
pub mod shortcuts;
pub mod shown;
pub mod start;
pub mod thinking;
pub mod tutor;
pub mod worker_client;

use yew::prelude::*;

use crate::games::{AnyGame, GameKind};
use crate::persist::{has_computer_player, Route};
use crate::rules::Game;
use crate::ui::boards::shell::Board;
use crate::ui::pages::my_games::storage_full;
use crate::ui::pages::play::callbacks::PlayCallbacks;
use crate::ui::pages::play::entry::{export_info, tags_of, SharedTarget, Target};
use crate::ui::pages::play::friend::{dice_origins, friend_panel, send_link};
use crate::ui::pages::play::live::{use_live, LivePanel};
use crate::ui::pages::play::pacing::use_pacing;
use crate::ui::pages::play::review::{better_cells, use_review, Review, ReviewPanel};
use crate::ui::pages::play::saving::{use_board_prefs, use_library_saving, use_other_tabs};
use crate::ui::pages::play::shortcuts::use_keyboard_shortcuts;
use crate::ui::pages::play::shown::Shown;
use crate::ui::pages::play::start::{initial, Opening};
use crate::ui::pages::play::thinking::{
    busy_line, hint_advice, hint_button, thinking, use_computer_player, use_hint_marks,
};
use crate::ui::pages::play::tutor::{tutor_panel, use_tutor};
use crate::ui::session::{Action, Session};
use crate::ui::settings::{use_page, use_words};
use crate::ui::widgets::announcer::Announcer;
use crate::ui::widgets::clock::{clock_face, use_clock_tick};
use crate::ui::widgets::controls::{controls, ControlsProps};
use crate::ui::widgets::dice::dice_panel;
use crate::ui::widgets::move_entry::MoveEntry;
use crate::ui::widgets::move_list::{rows_are_turns, MoveList};
use crate::ui::widgets::new_game::GameSetup;
use crate::ui::widgets::notice::{chooser, notice_bar, share_box};
use crate::ui::widgets::off_board::off_board_moves;
use crate::ui::widgets::seat_choice::SeatChoice;
use crate::ui::widgets::transfer::Transfer;
use crate::ui::words;
use crate::ui::words::i18n::Lexicon;

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
    /// A game with a friend on another device (`?friend=`): `new`, or the link's field.
    pub friend: Option<String>,
    /// A whole game's clock (`?clock=`).
    pub clock: Option<String>,
    /// The handicap a whole game started with (`?handicap=`).
    pub handicap: Option<String>,
}

/// The session the page opens with (and where its saves go, in `target`).
#[hook]
fn use_opened_session(props: &PlayPageProps, target: SharedTarget) -> UseReducerHandle<Session> {
    let kind = props.kind;
    let (code, moves, ai, id, line, friend, clock, handicap) = (
        props.code.clone(),
        props.moves.clone(),
        props.ai.clone(),
        props.id.clone(),
        props.line.clone(),
        props.friend.clone(),
        props.clock.clone(),
        props.handicap.clone(),
    );
    use_reducer(move || {
        let opening = Opening {
            kind,
            code: &code,
            moves: &moves,
            ai: &ai,
            id: &id,
            line: &line,
            friend: &friend,
            clock: &clock,
            handicap: &handicap,
        };
        let (session, first_target) = initial(&opening);
        *target.borrow_mut() = first_target;
        session
    })
}

/// The page's bar: home, the game's name, My games, its rules, and the editor (`edit_link`, the
/// editor's address with the position shown). A function, not a component: it keeps no state,
/// and each component adds its own copy of Yew's code for components to the wasm.
pub fn play_header(words: &Lexicon, kind: GameKind, edit_link: String) -> Html {
    html! {
        <header class="bar">
            <a class="home-link" href="#/">{ words.get("common.home") }</a>
            <h1>{ words::game_name(words, kind) }</h1>
            <a class="games-link" data-testid="my-games-link" href="#/games">{ words.get("play.my-games") }</a>
            <a class="rules-link" href={format!("#/rules/{}", kind.slug())}>{ words.get("play.rules") }</a>
            <a class="edit-link" data-testid="edit-link" href={edit_link}>{ words.get("play.edit-position") }</a>
        </header>
    }
}

#[component(PlayPage)]
pub fn play_page(props: &PlayPageProps) -> Html {
    let kind = props.kind;
    let (words, page) = (use_words(), use_page());
    let target: SharedTarget = use_mut_ref(Target::new_entry);
    let session = use_opened_session(props, target.clone());
    let tags = {
        let target = target.clone();
        use_state(move || tags_of(&target.borrow()))
    };
    let save_problem = use_state_eq(|| None::<String>);
    // Whether the backup that storage_full offers failed.
    let backup_failed = use_state_eq(|| None);
    let kept_throws = (use_mut_ref(|| None), use_force_update());
    use_library_saving(&session, kind, target.clone(), {
        let save_problem = save_problem.clone();
        Callback::from(move |problem| save_problem.set(problem))
    });
    use_other_tabs(&session, target.clone());
    use_keyboard_shortcuts(&session);
    use_board_prefs(kind, &session);
    use_pacing(&session);
    let ai = use_computer_player(&session);
    let review = use_review(
        {
            let dispatcher = session.dispatcher();
            Callback::from(move |action| dispatcher.dispatch(action))
        },
        target.clone(),
        &session.record,
    );
    // The hint's cells, and where the game is shown before a reviewed mistake, the better move's.
    let mut marked = session
        .hint
        .as_ref()
        .map(|hint| hint.cells())
        .unwrap_or_default();
    marked.extend(better_cells(review.review.as_ref(), &session.record));
    let tutor = use_tutor(&session);
    marked.extend(tutor.better_cells(&session.record));
    use_hint_marks(marked);

    use_live(&session);
    let calls = PlayCallbacks::new(&session, &target, &tags, ai, &words);
    use_clock_tick(session.clock.as_ref(), &calls.on_action);
    let sent = use_state(|| None::<String>);
    let origins_open = use_state(|| false);
    let on_send = {
        let (session, sent) = (session.clone(), sent.clone());
        let on_action = calls.on_action.clone();
        Callback::from(move |_: MouseEvent| send_link(&session, &on_action, &sent))
    };
    let on_action = calls.on_action.clone();
    let game = session.game().clone();
    let view = session.view();
    let shown = Shown::of(&words, page.as_ref(), &session, &view, &on_action);
    let kept = review.review.as_ref();
    let mut info = export_info(
        &words,
        &game,
        &session.computers,
        &tags,
        kept.map(Review::notes).unwrap_or_default(),
    );
    info.review = kept.map(Review::report).unwrap_or_default();
    let info = info.with_handicap(session.handicap.as_ref());
    let edit_link = Route::Edit {
        kind,
        code: Some(game.encode()),
    }
    .to_hash();
    html! {
        <main class="play">
            { play_header(&words, kind, edit_link) }
            { notice_bar(&words, session.notice.as_ref(), &on_action) }
            { storage_full(&words, save_problem.as_ref(), &backup_failed) }
            <div class="play-area">
                <Board game={game.clone()} view={view.board} flipped={session.flipped}
                    on_click={on_action.reform(Action::Click)} on_cancel={on_action.reform(|()| Action::CancelChoice)} choosing={!session.choices.is_empty()}>{ for shown.promotion }</Board>
                <aside class="side-panel">
                    <p class={classes!("status", view.verdict.is_some().then_some("over"))} data-testid="status">{ shown.status }</p>
                    if let Some(clock) = session.clock.as_ref() {
                        { clock_face(&words, clock, &game, view.verdict.is_none(), &on_action) }
                    }
                    // The announcer reads out moves and the end; the status line is not read twice.
                    <Announcer record={session.record.clone()} />
                    { thinking(busy_line(&words, &session)) }
                    { friend_panel(&words, &session, &on_action, on_send, sent.as_ref()) }
                    if session.friend.is_some() {
                        <LivePanel />
                    }
                    { chooser(&words, &shown.choices, &on_action) }
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
                        <button class="roll" data-testid="roll" disabled={session.throw_held()} onclick={on_action.reform(|_: MouseEvent| Action::ResolveChance)}>{ words.get("play.roll-the-die") }</button>
                    }
                    { off_board_moves(&words, &shown.off_board, &on_action) }
                    <MoveEntry game={game.clone()} blocked={session.typing_blocked()} on_play={on_action.reform(Action::PlayTyped)} />
                    { for shown.letters_switch }
                    <MoveList rows={shown.rows} cursor={session.record.cursor()} by_turn={rows_are_turns(&game)}
                        on_goto={on_action.reform(Action::Goto)} marks={review.review.as_ref().map(Review::marks).unwrap_or_default()} {kind} />
                    { controls(&words, &ControlsProps {
                        can_undo: session.record.cursor() > 0, can_redo: !session.record.at_latest(),
                        playing: view.verdict.is_none(), draws: game.draws_by_agreement(), can_offer_draw: session.can_offer_draw(),
                        draw_offer_from: shown.offer_from, resigning: shown.resigning,
                        on_action: on_action.clone(), on_new_game: calls.on_new_game, on_share: calls.on_share,
                    }) }
                    if has_computer_player(kind) {
                        { hint_button(&words, session.can_hint(), &calls.on_hint) }
                        { hint_advice(session.hint.as_ref().map(|hint| hint.text(&words))) }
                    }
                    { tutor_panel(&words, &tutor, &session.record, session.tutor, &session.people(), &on_action) }
                    <ReviewPanel handle={review.clone()} record={session.record.clone()} on_goto={on_action.reform(Action::Goto)} flipped={session.flipped} />
                    { share_box(&words, session.share_link.as_ref()) }
                    { dice_panel(&words, &session.record, session.seed, &kept_throws) }
                    { dice_origins(&words, &session, &origins_open) }
                    if session.friend.is_none() {
                        <SeatChoice game={game.clone()} computers={session.computers.clone()} on_change={on_action.reform(Action::SetComputers)} />
                    }
                    <GameSetup key={kind.slug()} current={game.options()} clock={session.clock.as_ref().map(|c| c.control)}
                        clocks={session.friend.is_none()} on_start={calls.on_setup_start} />
                    <Transfer {kind} record={session.record.clone()} on_action={on_action.clone()}
                        info={info} on_import={calls.on_import} />
                </aside>
            </div>
        </main>
    }
}
