//! The live connection between two devices in one room (issue 26, 2): WebRTC with no server.
//! One device makes an offer and shows it as a short code ([`crate::pairing::handshake`], in
//! the pairing worker: [`crate::ui::pairing`]); the
//! other takes it and shows its answer; the first takes the answer, and the data channel opens.
//! Only host candidates are gathered (no STUN or TURN server is named), so the two devices must
//! share a network, and no internet is needed.
//!
//! The connection outlives the page that made it (a device that joins opens the game's page
//! only once the first message has come), so it is kept here, one per tab, and pages listen to
//! it with [`listen`]. What travels is the game's friend link (`persist::friend`), whole, at
//! every change: the same message as a link sent by hand, so a dropped connection loses
//! nothing and either kind of play can take over from the other.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::future::TimeoutFuture;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcIceGatheringState, RtcPeerConnection,
    RtcSdpType, RtcSessionDescriptionInit,
};

use crate::pairing::handshake::Kind;
use crate::ui::pairing;

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveState {
    /// No connection made in this tab.
    Idle,
    /// This device's offer is out: its answer is awaited.
    Offered,
    /// This device answered an offer: the connection is being made.
    Answered,
    /// Both codes are in: the connection is being made.
    Connecting,
    /// The data channel is open: messages go across at once.
    Open,
    /// The connection was open and is lost.
    Lost,
    /// The connection could not be made (the devices do not reach each other).
    Failed,
}

/// What a listener hears.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveEvent {
    State(LiveState),
    Message(String),
}

struct Connection {
    peer: RtcPeerConnection,
    channel: RtcDataChannel,
    // Kept alive while the connection is: the browser calls them.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

type Listener = Rc<dyn Fn(&LiveEvent)>;

thread_local! {
    static CONNECTION: RefCell<Option<Connection>> = const { RefCell::new(None) };
    static STATE: RefCell<LiveState> = const { RefCell::new(LiveState::Idle) };
    static LISTENERS: RefCell<Vec<(u32, Listener)>> = const { RefCell::new(Vec::new()) };
    static NEXT_LISTENER: RefCell<u32> = const { RefCell::new(0) };
    static LAST_MESSAGE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The latest message that came: a page that starts listening takes it first, in case it came
/// while no page listened (the join page giving way to the game's page). Each message is the
/// whole game, so the latest is all that counts.
pub fn last_message() -> Option<String> {
    LAST_MESSAGE.with(|last| last.borrow().clone())
}

/// A listener's place: dropping it stops the listening.
pub struct Listening(u32);

impl Drop for Listening {
    fn drop(&mut self) {
        let id = self.0;
        LISTENERS.with(|all| all.borrow_mut().retain(|(n, _)| *n != id));
    }
}

/// Calls `listener` with every state change and message from now on.
pub fn listen(listener: impl Fn(&LiveEvent) + 'static) -> Listening {
    let id = NEXT_LISTENER.with(|next| {
        let mut next = next.borrow_mut();
        *next += 1;
        *next
    });
    LISTENERS.with(|all| all.borrow_mut().push((id, Rc::new(listener))));
    Listening(id)
}

fn tell(event: LiveEvent) {
    // Listeners may add or drop listeners: call a copy of the list.
    let listeners: Vec<Listener> =
        LISTENERS.with(|all| all.borrow().iter().map(|(_, l)| l.clone()).collect());
    for listener in listeners {
        listener(&event);
    }
}

fn set_state(state: LiveState) {
    let changed = STATE.with(|now| {
        let mut now = now.borrow_mut();
        let changed = *now != state;
        *now = state.clone();
        changed
    });
    if changed {
        tell(LiveEvent::State(state));
    }
}

/// Where the connection stands now.
pub fn state() -> LiveState {
    STATE.with(|state| state.borrow().clone())
}

/// Sends a message where the channel is open; false where it is not.
pub fn send(message: &str) -> bool {
    CONNECTION.with(|connection| {
        connection
            .borrow()
            .as_ref()
            .is_some_and(|c| c.channel.send_with_str(message).is_ok())
    })
}

/// Closes the connection (a new handshake makes another).
pub fn close() {
    if let Some(old) = CONNECTION.with(|connection| connection.borrow_mut().take()) {
        // Its handlers go with it: the browser must not call them once dropped.
        old.channel.set_onopen(None);
        old.channel.set_onclose(None);
        old.channel.set_onmessage(None);
        old.peer.set_onconnectionstatechange(None);
        old.channel.close();
        old.peer.close();
    }
    set_state(LiveState::Idle);
}

fn handler(f: impl FnMut(JsValue) + 'static) -> Closure<dyn FnMut(JsValue)> {
    Closure::wrap(Box::new(f) as Box<dyn FnMut(JsValue)>)
}

/// A new connection with its channel (negotiated on both sides as channel 0, so that neither
/// waits for the other to announce it).
fn connect() -> Result<(), String> {
    close();
    let config = RtcConfiguration::new();
    config.set_ice_servers(&js_sys::Array::new());
    let peer = RtcPeerConnection::new_with_configuration(&config).map_err(js_text)?;
    let init = RtcDataChannelInit::new();
    init.set_negotiated(true);
    init.set_id(0);
    let channel = peer.create_data_channel_with_data_channel_dict("tabula", &init);
    let on_open = handler(|_| set_state(LiveState::Open));
    let on_close = handler(|_| {
        if state() == LiveState::Open {
            set_state(LiveState::Lost);
        }
    });
    let on_message = handler(|event: JsValue| {
        let data = js_sys::Reflect::get(&event, &"data".into()).ok();
        if let Some(text) = data.and_then(|d| d.as_string()) {
            LAST_MESSAGE.with(|last| *last.borrow_mut() = Some(text.clone()));
            tell(LiveEvent::Message(text));
        }
    });
    let on_state = {
        let peer = peer.clone();
        handler(move |_| {
            let word = js_sys::Reflect::get(&peer, &"connectionState".into())
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_default();
            match (word.as_str(), state()) {
                ("failed", LiveState::Open) | ("disconnected", LiveState::Open) => {
                    set_state(LiveState::Lost)
                }
                ("failed", _) => set_state(LiveState::Failed),
                _ => {}
            }
        })
    };
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    peer.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
    CONNECTION.with(|connection| {
        *connection.borrow_mut() = Some(Connection {
            peer,
            channel,
            _handlers: vec![on_open, on_close, on_message, on_state],
        })
    });
    Ok(())
}

fn js_text(value: JsValue) -> String {
    value
        .as_string()
        .or_else(|| {
            js_sys::Reflect::get(&value, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| "the browser refused".to_string())
}

fn peer() -> Result<RtcPeerConnection, String> {
    CONNECTION
        .with(|connection| connection.borrow().as_ref().map(|c| c.peer.clone()))
        .ok_or_else(|| "no connection".to_string())
}

/// Sets this device's description from an offer or answer just made, waits for its host
/// candidates (a second at most on any network), and gives its code.
async fn describe(peer: &RtcPeerConnection, made: JsValue, kind: Kind) -> Result<String, String> {
    let sdp = js_sys::Reflect::get(&made, &"sdp".into())
        .ok()
        .and_then(|s| s.as_string())
        .ok_or("the browser made no description")?;
    let sdp_type = match kind {
        Kind::Offer => RtcSdpType::Offer,
        Kind::Answer => RtcSdpType::Answer,
    };
    let local = RtcSessionDescriptionInit::new(sdp_type);
    local.set_sdp(&sdp);
    JsFuture::from(peer.set_local_description(&local))
        .await
        .map_err(js_text)?;
    for _ in 0..50 {
        if peer.ice_gathering_state() == RtcIceGatheringState::Complete {
            break;
        }
        TimeoutFuture::new(100).await;
    }
    let gathered = peer
        .local_description()
        .map(|d| d.sdp())
        .ok_or("the browser gave no description")?;
    let word = match kind {
        Kind::Offer => "offer",
        Kind::Answer => "answer",
    };
    pairing::text("encode", &[word, &gathered]).await
}

/// Starts a connection: this device's offer, as the code to show the other device.
pub async fn offer() -> Result<String, String> {
    connect()?;
    let peer = peer()?;
    let made = JsFuture::from(peer.create_offer()).await.map_err(js_text)?;
    let code = describe(&peer, made, Kind::Offer).await?;
    set_state(LiveState::Offered);
    Ok(code)
}

/// Takes the other device's code: an offer is answered (the answer's code comes back, to show
/// the other device); an answer to this device's offer completes the handshake (None). The
/// error says in English what was wrong with the code.
pub async fn take_code(code: &str) -> Result<Option<String>, String> {
    let described = pairing::text("decode", &[code]).await?;
    let (kind, sdp) = described.split_once('\n').unwrap_or_default();
    let remote = |sdp_type| {
        let init = RtcSessionDescriptionInit::new(sdp_type);
        init.set_sdp(sdp);
        init
    };
    match if kind == "offer" {
        Kind::Offer
    } else {
        Kind::Answer
    } {
        Kind::Offer => {
            connect()?;
            let peer = peer()?;
            JsFuture::from(peer.set_remote_description(&remote(RtcSdpType::Offer)))
                .await
                .map_err(js_text)?;
            let made = JsFuture::from(peer.create_answer())
                .await
                .map_err(js_text)?;
            let code = describe(&peer, made, Kind::Answer).await?;
            set_state(LiveState::Answered);
            watch_for_failure();
            Ok(Some(code))
        }
        Kind::Answer => {
            if state() != LiveState::Offered {
                return Err("this is an answer, but this device has no offer waiting for one: show your code first".to_string());
            }
            let peer = peer()?;
            JsFuture::from(peer.set_remote_description(&remote(RtcSdpType::Answer)))
                .await
                .map_err(js_text)?;
            // The channel may have opened before this await came back (on a loaded machine it
            // did): an open channel is not put back to connecting.
            if state() == LiveState::Offered {
                set_state(LiveState::Connecting);
            }
            watch_for_failure();
            Ok(None)
        }
    }
}

/// A connection that has not opened after a while will not: the devices do not reach each
/// other (not on one network, or the network keeps them apart).
fn watch_for_failure() {
    wasm_bindgen_futures::spawn_local(async {
        TimeoutFuture::new(20_000).await;
        if matches!(state(), LiveState::Connecting | LiveState::Answered) {
            set_state(LiveState::Failed);
        }
    });
}
