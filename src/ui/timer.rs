//! The page's timers, all through one function: every distinct closure handed to gloo's
//! `Timeout` brings its own glue code into the wasm, so the page's timers take their work boxed,
//! as one closure type (the download is at its budget; docs/size-and-speed.md).
//!
//! ```no_run
//! tabula::ui::timer::after(250, Box::new(|| web_sys::console::log_1(&"later".into()))).forget();
//! ```

use gloo::timers::callback::Timeout;

/// A timer that does `then` after `ms` milliseconds while it is kept (`.forget()` it to let it
/// run whatever happens).
pub fn after(ms: u32, then: Box<dyn FnOnce()>) -> Timeout {
    Timeout::new(ms, then)
}
