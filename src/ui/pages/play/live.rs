//! A game with a friend played live, the two devices connected in one room (issue 26, 2): the
//! panel that makes the connection (codes shown and taken), and the play page's side of it:
//! at every change the game goes across as its friend link, and a link that comes across is
//! taken as an opened link is ([`super::friend::incoming`]). The same panel is the join page
//! (`#/join`) of a device that has not got the game yet: the game opens there as it comes.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::future::TimeoutFuture;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::ui::camera;
use crate::ui::live::{self, LiveEvent, LiveState};
use crate::ui::pages::page_bar;
use crate::ui::pages::play::friend::incoming;
use crate::ui::session::{Action, Session};
use crate::ui::settings::use_words;
use crate::ui::words::phrase::{Phrase, PhraseArg};

/// Sends the game as it is now, where the connection is open; keeps what the link noted.
fn send_now(session: &UseReducerHandle<Session>) {
    if live::state() != LiveState::Open {
        return;
    }
    let mut next = (**session).clone();
    let Some(path) = next.friend_link(true) else {
        return;
    };
    live::send(&path);
    if next.friend != session.friend {
        session.dispatch(Action::FriendLinkMade(next.friend));
    }
}

/// The play page's side of a live game: sends every change, takes what comes, and gives the
/// connection's state.
#[hook]
pub fn use_live(session: &UseReducerHandle<Session>) -> LiveState {
    let state = use_state(live::state);
    // The pairing worker's files are fetched (and kept) as a game with a friend opens, so that
    // two devices can connect later with the network off.
    let friendly = session.friend.is_some();
    use_effect_with(friendly, |friendly| {
        if *friendly {
            crate::ui::pairing::prepare();
        }
    });
    let latest = use_mut_ref(|| session.clone());
    *latest.borrow_mut() = session.clone();
    {
        let (state, latest) = (state.clone(), latest.clone());
        use_effect_with((), move |_| {
            let take = {
                let latest = latest.clone();
                move |path: &str| {
                    let session = latest.borrow().clone();
                    for action in incoming(&session, path) {
                        session.dispatch(action);
                    }
                }
            };
            // What came while no page listened (this one opening) first.
            if let Some(path) = live::last_message() {
                take(&path);
            }
            let listening = live::listen(move |event| {
                let session = latest.borrow().clone();
                if session.friend.is_none() {
                    return;
                }
                match event {
                    LiveEvent::State(now) => {
                        state.set(now.clone());
                        send_now(&session);
                    }
                    LiveEvent::Message(path) => take(path),
                }
            });
            move || drop(listening)
        });
    }
    {
        let session = session.clone();
        use_effect_with(
            (session.record.clone(), session.friend.clone()),
            move |_| send_now(&session),
        );
    }
    (*state).clone()
}

fn state_key(state: &LiveState) -> Option<&'static str> {
    match state {
        LiveState::Idle => None,
        LiveState::Offered => Some("play.live-offered"),
        LiveState::Answered => Some("play.live-answered"),
        LiveState::Connecting => Some("play.live-connecting"),
        LiveState::Open => Some("play.live-open"),
        LiveState::Lost => Some("play.live-lost"),
        LiveState::Failed => Some("play.live-failed"),
    }
}

#[derive(Properties, PartialEq)]
pub struct LivePanelProps {
    /// The join page (`#/join`), where the panel is the page: open from the start, and the
    /// game that comes across opens as its link would.
    #[prop_or_default]
    pub join: bool,
}

type Problem = UseStateHandle<Option<Phrase>>;

fn failed(problem: &Problem, why: String) {
    problem.set(Some(
        Phrase::new("play.live-bad-code").with("why", PhraseArg::english(why)),
    ))
}

/// Takes the other device's code: an offer's answer becomes this device's code to show.
async fn take(code: String, my_code: UseStateHandle<Option<String>>, problem: Problem) {
    problem.set(None);
    match live::take_code(&code).await {
        Ok(Some(answer)) => my_code.set(Some(answer)),
        Ok(None) => {}
        Err(why) => failed(&problem, why),
    }
}

/// A scan of the other device's QR code with the camera, and what it fills in.
#[derive(Clone)]
struct Scan {
    my_code: UseStateHandle<Option<String>>,
    problem: Problem,
    /// The camera's stream while it films.
    camera: Rc<RefCell<Option<JsValue>>>,
    /// Whether the video is on the page.
    shown: UseStateHandle<bool>,
    video: NodeRef,
    their_code: NodeRef,
}

impl Scan {
    fn stop(&self) {
        if let Some(stream) = self.camera.borrow_mut().take() {
            camera::stop(&stream);
        }
        self.shown.set(false);
    }

    /// Films until a code is read (four frames a second, two minutes at most), then takes it.
    async fn run(self) {
        // The video element is drawn on the next render.
        TimeoutFuture::new(0).await;
        let Some(element) = self.video.cast::<web_sys::Element>() else {
            return;
        };
        match camera::open(&element).await {
            Ok(stream) => *self.camera.borrow_mut() = Some(stream),
            Err(why) => {
                failed(&self.problem, why);
                self.shown.set(false);
                return;
            }
        }
        for _ in 0..480 {
            if self.camera.borrow().is_none() {
                return;
            }
            if let Some(code) = camera::read_frame(&element).await {
                self.stop();
                if let Some(field) = self.their_code.cast::<web_sys::HtmlTextAreaElement>() {
                    field.set_value(&code);
                }
                take(code, self.my_code, self.problem).await;
                return;
            }
            TimeoutFuture::new(250).await;
        }
        self.stop();
    }
}

/// The QR code of this device's code, drawn by the pairing worker: its width in modules and
/// the path of its dark ones.
fn qr_picture(words: &crate::ui::words::i18n::Lexicon, qr: &(String, String)) -> Html {
    let (width, path) = qr;
    let view = format!("0 0 {width} {width}");
    html! {
        <svg class="qr" data-testid="live-qr" viewBox={view} role="img" aria-label={words.get("play.live-qr")} shape-rendering="crispEdges">
            <rect width={width.clone()} height={width.clone()} fill="#fff" />
            <path d={path.clone()} fill="#000" />
        </svg>
    }
}

/// Connects this device to another one in the room: shows this device's code (as text and as
/// a QR code), takes the other device's (pasted, or read with the camera: an offer is
/// answered, an answer completes the connection), and says where the connection stands.
#[component(LivePanel)]
pub fn live_panel(props: &LivePanelProps) -> Html {
    let words = use_words();
    let state = use_state(live::state);
    let my_code = use_state(|| None::<String>);
    let qr = use_state(|| None::<(String, String)>);
    let problem = use_state(|| None::<Phrase>);
    let scanning = use_mut_ref(|| None::<JsValue>);
    let scan_shown = use_state(|| false);
    let their_code = use_node_ref();
    let video = use_node_ref();
    {
        let (state, join) = (state.clone(), props.join);
        use_effect_with((), move |_| {
            let listening = live::listen(move |event| match event {
                LiveEvent::State(now) => state.set(now.clone()),
                // The game, in its friend link: the play page opens it and plays on live.
                LiveEvent::Message(path) if join => {
                    if let Some(window) = web_sys::window() {
                        let _ = window.location().set_hash(path.trim_start_matches('#'));
                    }
                }
                LiveEvent::Message(_) => {}
            });
            move || drop(listening)
        });
    }
    {
        // The QR code of each new code of this device's.
        let qr = qr.clone();
        use_effect_with((*my_code).clone(), move |code| {
            qr.set(None);
            if let Some(code) = code.clone() {
                wasm_bindgen_futures::spawn_local(async move {
                    let drawn = crate::ui::pairing::text("draw", &[&code]).await;
                    if let Some((width, path)) =
                        drawn.ok().as_deref().and_then(|d| d.split_once('\n'))
                    {
                        qr.set(Some((width.to_string(), path.to_string())));
                    }
                });
            }
        });
    }
    {
        // The camera stops with the panel.
        let scanning = scanning.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(stream) = scanning.borrow_mut().take() {
                    camera::stop(&stream);
                }
            }
        });
    }
    let on_show = {
        let (my_code, problem, state) = (my_code.clone(), problem.clone(), state.clone());
        Callback::from(move |_: MouseEvent| {
            let (my_code, problem, state) = (my_code.clone(), problem.clone(), state.clone());
            problem.set(None);
            wasm_bindgen_futures::spawn_local(async move {
                match live::offer().await {
                    Ok(code) => my_code.set(Some(code)),
                    Err(why) => failed(&problem, why),
                }
                state.set(live::state());
            });
        })
    };
    let on_connect = {
        let (my_code, problem) = (my_code.clone(), problem.clone());
        let their_code = their_code.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(field) = their_code.cast::<web_sys::HtmlTextAreaElement>() else {
                return;
            };
            wasm_bindgen_futures::spawn_local(take(
                field.value(),
                my_code.clone(),
                problem.clone(),
            ));
        })
    };
    let on_scan = {
        let scan = Scan {
            my_code: my_code.clone(),
            problem: problem.clone(),
            camera: scanning.clone(),
            shown: scan_shown.clone(),
            video: video.clone(),
            their_code: their_code.clone(),
        };
        Callback::from(move |_: MouseEvent| {
            if scan.camera.borrow().is_none() {
                scan.shown.set(true);
                wasm_bindgen_futures::spawn_local(scan.clone().run());
            }
        })
    };
    let on_disconnect = {
        let my_code = my_code.clone();
        Callback::from(move |_: MouseEvent| {
            live::close();
            my_code.set(None);
        })
    };
    let open = *state == LiveState::Open;
    let panel = html! {
        <details class="game-setup live" data-testid="live-panel" open={props.join || *state != LiveState::Idle}>
            <summary>{ words.get("play.live-title") }</summary>
            if let Some(key) = state_key(&state) {
                <p class="live-state" data-testid="live-state" role="status">{ words.get(key) }</p>
            }
            if let Some(problem) = &*problem {
                <p class="notice error" data-testid="live-problem" role="alert">{ problem.text(&words) }</p>
            }
            if open {
                <button data-testid="live-disconnect" onclick={on_disconnect}>{ words.get("play.live-disconnect") }</button>
            } else {
                <button data-testid="live-show-code" onclick={on_show}>{ words.get("play.live-show-code") }</button>
                if let Some(code) = &*my_code {
                    if let Some(qr) = &*qr {
                        { qr_picture(&words, qr) }
                    }
                    <label class="option">{ words.get("play.live-my-code") }
                        <textarea class="link" readonly=true data-testid="live-my-code" rows="3" value={code.clone()} />
                    </label>
                }
                <label class="option">{ words.get("play.live-their-code") }
                    <textarea class="link" data-testid="live-their-code" rows="3" ref={their_code} />
                </label>
                <button data-testid="live-connect" onclick={on_connect}>{ words.get("play.live-connect") }</button>
                <button data-testid="live-scan" onclick={on_scan}>{ words.get("play.live-scan") }</button>
                if *scan_shown {
                    <video class="camera" data-testid="live-camera" ref={video} muted=true playsinline=true />
                }
            }
        </details>
    };
    if !props.join {
        return panel;
    }
    html! {
        <main class="join">
            { page_bar(&words, words.get("play.live-join-title"), html! {}) }
            <p class="hint">{ words.get("play.live-join-hint") }</p>
            { panel }
        </main>
    }
}
