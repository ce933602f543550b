//! The computer player's Web Worker (a second Trunk bin, `data-type="worker"` in index.html,
//! built without the `ui` feature so that no Yew code is in it). It announces itself with a
//! `ready` message, then answers each think request (JSON text, see
//! `tabula::persist::ThinkRequest`) with one reply. The search runs to its budget: the page
//! cancels a search by terminating the worker. The clock is `performance.now()` (or
//! `Date.now()`), as `std::time::Instant` panics on wasm32.

#[cfg(target_arch = "wasm32")]
mod worker {
    use tabula::ai::Clock;
    use tabula::persist::{answer_think, ThinkReply};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

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
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::run();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("ai_worker is the browser's computer player; natively, use `tabula bestmove`.");
}
