//! The computer player's end of the app's one wasm. The page starts the same wasm a second time
//! in a Web Worker (`scripts/ai-worker.sh` writes the few lines of script that load it there);
//! `main` sees no window and calls [`run`] instead of the UI. One wasm for both halves is what
//! keeps the whole download within its budget: the rules of all seven games, which the page and
//! the search both need, are downloaded once (docs/size-and-speed.md). The
//! worker never touches the UI code that comes with it.
//!
//! It announces itself with a `ready` message, then answers each think request (JSON text, see
//! [`protocol`]) with one reply. The search runs to its budget: the page
//! cancels a search by terminating the worker. The clock is `performance.now()` (or
//! `Date.now()`), as `std::time::Instant` panics on wasm32.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::ai::Clock;

mod protocol;

pub use protocol::{answer_think, Answer, DrawWord, ThinkPurpose, ThinkReply, ThinkRequest};

/// Whether this wasm runs in a dedicated Web Worker rather than in a page.
pub fn in_worker() -> bool {
    cfg!(target_arch = "wasm32") && js_sys::global().is_instance_of::<DedicatedWorkerGlobalScope>()
}

/// Milliseconds from the worker's `performance` clock.
struct WorkerClock {
    performance: Option<web_sys::Performance>,
}

impl Clock for WorkerClock {
    fn now_ms(&self) -> f64 {
        match &self.performance {
            Some(performance) => performance.now(),
            None => js_sys::Date::now(),
        }
    }
}

/// Answers think requests until the page terminates the worker.
pub fn run() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let clock = WorkerClock {
        performance: scope.performance(),
    };
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let reply = answer_think(&text, &clock);
        // A page that is gone cannot be told anything.
        let _ = replies.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&ThinkReply::Ready.to_json()));
}
