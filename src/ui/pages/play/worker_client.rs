//! The page's end of the computer player's Web Worker (`crate::worker`): starts it,
//! sends one [`ThinkRequest`] at a time, and hands the answer back after a short pause. A
//! search cannot be interrupted inside the worker (it runs to its budget), so cancelling a busy
//! worker terminates it; the next request starts a fresh one. Replies carry the request's id:
//! one for an older request is ignored.
//!
//! Every callback to the page goes through a timer, never from inside the worker's listeners:
//! the page's reaction (a render, an effect that cancels) may then drop those listeners safely.

use std::cell::RefCell;
use std::rc::Rc;

use crate::ui::timer::after;
use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use yew::Callback;

use crate::ui::words::phrase::{Phrase, PhraseArg};
use crate::worker::Answer;
use crate::worker::{ThinkPurpose, ThinkReply, ThinkRequest};

/// How long the computer's move waits before it is played, so that the person sees it coming.
pub const MOVE_PAUSE_MS: u32 = 300;

/// The worker script's address, which the build writes into the page (its name carries a hash
/// of its text, which names the page's hashed wasm: see `scripts/ai-worker.sh`).
fn worker_url() -> Option<String> {
    let document = web_sys::window()?.document()?;
    let meta = document
        .query_selector("meta[name=\"tabula-ai-worker\"]")
        .ok()??;
    meta.get_attribute("content").filter(|url| !url.is_empty())
}

#[derive(Default)]
struct Inner {
    worker: Option<web_sys::Worker>,
    listeners: Vec<EventListener>,
    ready: bool,
    queued: Option<String>,
    /// The id of the request the page waits for.
    pending: Option<u32>,
    next_id: u32,
    /// Bumped by every cancel: a timer from before it does nothing.
    generation: u32,
    /// The pending request was timed by a game clock: its move comes at once, for the pause
    /// would run on the computer's clock.
    timed: bool,
}

/// A handle on the worker, shared by the page's effects and callbacks.
#[derive(Clone)]
pub struct AiClient {
    inner: Rc<RefCell<Inner>>,
    on_answer: Callback<Answer>,
    on_error: Callback<Phrase>,
}

impl PartialEq for AiClient {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl AiClient {
    pub fn new(on_answer: Callback<Answer>, on_error: Callback<Phrase>) -> Self {
        AiClient {
            inner: Rc::default(),
            on_answer,
            on_error,
        }
    }

    /// Asks the worker about the request's position; cancels whatever was asked before.
    pub fn ask(&self, mut request: ThinkRequest) {
        self.cancel();
        if self.inner.borrow().worker.is_none() {
            if let Err(why) = self.start() {
                self.later(0, Err(why));
                return;
            }
        }
        let mut inner = self.inner.borrow_mut();
        inner.next_id = inner.next_id.wrapping_add(1);
        request.id = inner.next_id;
        inner.pending = Some(request.id);
        inner.timed = request.time_ms.is_some();
        let text = request.to_json();
        if inner.ready {
            post(&inner, &text);
        } else {
            inner.queued = Some(text);
        }
    }

    /// Forgets the question asked; a worker still thinking about it is stopped.
    pub fn cancel(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.generation = inner.generation.wrapping_add(1);
        inner.queued = None;
        if inner.pending.take().is_some() {
            stop(&mut inner);
        }
    }

    /// Stops the worker for good (the page is left).
    pub fn shut_down(&self) {
        self.cancel();
        stop(&mut self.inner.borrow_mut());
    }

    fn start(&self) -> Result<(), PhraseArg> {
        let url = worker_url().ok_or(Phrase::new("play.no-worker-in-build"))?;
        // A module worker: its script imports the page's own wasm-bindgen module.
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(&url, &options)
            .map_err(|e| Phrase::new("play.worker-did-not-start").with("detail", describe(&e)))?;
        let on_message = {
            let client = self.clone();
            EventListener::new(&worker, "message", move |event| {
                let data = event
                    .dyn_ref::<web_sys::MessageEvent>()
                    .and_then(|m| m.data().as_string())
                    .unwrap_or_default();
                client.heard(&data);
            })
        };
        let on_error = {
            let client = self.clone();
            EventListener::new(&worker, "error", move |event| {
                let message = event
                    .dyn_ref::<web_sys::ErrorEvent>()
                    .map(|e| e.message())
                    .unwrap_or_default();
                client.failed(
                    Phrase::new("play.worker-stopped")
                        .with("detail", message)
                        .into(),
                );
            })
        };
        let mut inner = self.inner.borrow_mut();
        inner.worker = Some(worker);
        inner.listeners = vec![on_message, on_error];
        inner.ready = false;
        Ok(())
    }

    fn heard(&self, text: &str) {
        match ThinkReply::from_json(text) {
            Ok(ThinkReply::Ready) => {
                let mut inner = self.inner.borrow_mut();
                inner.ready = true;
                if let Some(text) = inner.queued.take() {
                    post(&inner, &text);
                }
            }
            Ok(ThinkReply::Done(answer)) => {
                if self.take_pending(answer.id).is_none() {
                    return;
                }
                let timed = self.inner.borrow().timed;
                let pause = match answer.purpose {
                    ThinkPurpose::Move if timed => 0,
                    // The computer's word on a draw, like its move, is not given in a flash.
                    ThinkPurpose::Move | ThinkPurpose::DrawOffer => MOVE_PAUSE_MS,
                    ThinkPurpose::Hint | ThinkPurpose::Review | ThinkPurpose::Tutor => 0,
                };
                self.later(pause, Ok(answer));
            }
            // The worker's and the message reader's reasons are in English (the AI library's).
            Ok(ThinkReply::Failed { id, message }) => {
                if self.take_pending(id).is_some() {
                    self.later(0, Err(message.into()));
                }
            }
            Err(why) => self.failed(why.into()),
        }
    }

    /// The pending question if `id` answers it (else the reply is stale).
    fn take_pending(&self, id: u32) -> Option<u32> {
        let mut inner = self.inner.borrow_mut();
        if inner.pending == Some(id) {
            inner.pending.take()
        } else {
            None
        }
    }

    /// The worker broke (called from its listeners, which are dropped after they return).
    fn failed(&self, why: PhraseArg) {
        let mut inner = self.inner.borrow_mut();
        inner.pending = None;
        if let Some(worker) = inner.worker.take() {
            worker.terminate();
        }
        inner.ready = false;
        let listeners = std::mem::take(&mut inner.listeners);
        drop(inner);
        after(0, Box::new(move || drop(listeners))).forget();
        self.later(0, Err(why));
    }

    /// Hands an answer (or a failure) to the page after `ms`, unless cancelled meanwhile.
    fn later(&self, ms: u32, outcome: Result<Answer, PhraseArg>) {
        let generation = self.inner.borrow().generation;
        let client = self.clone();
        let hand_over = move || {
            if client.inner.borrow().generation != generation {
                return;
            }
            match outcome {
                Ok(answer) => client.on_answer.emit(answer),
                Err(why) => client
                    .on_error
                    .emit(Phrase::new("play.computer-unavailable").with("why", why)),
            }
        };
        after(ms, Box::new(hand_over)).forget();
    }
}

fn post(inner: &Inner, text: &str) {
    if let Some(worker) = &inner.worker {
        // A worker that cannot take the message has failed: its error event reports it.
        let _ = worker.post_message(&JsValue::from_str(text));
    }
}

fn stop(inner: &mut Inner) {
    if let Some(worker) = inner.worker.take() {
        worker.terminate();
    }
    inner.listeners.clear();
    inner.ready = false;
}

fn describe(error: &JsValue) -> PhraseArg {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .map_or_else(|| Phrase::new("play.unknown-error").into(), PhraseArg::from)
}
