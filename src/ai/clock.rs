//! Time for the search comes from outside: the caller passes a [`Clock`] (rules and search never
//! read a clock themselves; `std::time::Instant` panics on wasm32, where the worker passes one
//! over `performance.now()`). The clock is also the search's way to hear "stop": it is polled
//! every few thousand nodes.
//!
//! ```
//! use tabula::ai::{Clock, ManualClock};
//! let clock = ManualClock::default();
//! clock.advance(250.0);
//! assert_eq!(clock.now_ms(), 250.0);
//! assert!(!clock.stop_requested());
//! ```

use std::cell::Cell;

/// A source of milliseconds and of cancellation, polled by the search.
pub trait Clock {
    /// Milliseconds since some fixed moment (only differences are used).
    fn now_ms(&self) -> f64;
    /// Whether the caller wants the search to end now (a new game, an undo, `stop`).
    fn stop_requested(&self) -> bool {
        false
    }
}

/// A clock that moves only when told to: for tests and node-budgeted searches, so results do not
/// depend on the machine's speed.
#[derive(Debug, Default)]
pub struct ManualClock {
    now: Cell<f64>,
    stop: Cell<bool>,
}

impl ManualClock {
    pub fn advance(&self, ms: f64) {
        self.now.set(self.now.get() + ms);
    }

    /// Asks the search polling this clock to stop.
    pub fn request_stop(&self) {
        self.stop.set(true);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> f64 {
        self.now.get()
    }

    fn stop_requested(&self) -> bool {
        self.stop.get()
    }
}

/// The wall clock of a native program (the CLI, tests, benchmarks); never built for wasm32.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug)]
pub struct SystemClock {
    start: std::time::Instant,
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    pub fn new() -> Self {
        SystemClock {
            start: std::time::Instant::now(),
            stop: None,
        }
    }

    /// A clock that also reports a stop when `flag` is set (from another thread, e.g. UCI `stop`).
    pub fn with_stop_flag(flag: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Self {
        SystemClock {
            start: std::time::Instant::now(),
            stop: Some(flag),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }

    fn stop_requested(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed))
    }
}
