//! Runs inputs in this process: each under `catch_unwind` and timed, on a thread with a 1 MiB
//! stack (wasm's default, so a recursion that would crash the page crashes here too), watched by
//! a thread that stops the process, naming the input, when one runs too long or eats memory.

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Once};
use std::thread;
use std::time::{Duration, Instant};

use tabula::rules::Rng;

use super::check::{feed, Fed, Flaw};
use super::corpus::Corpus;
use super::input::{make_input, Input};

/// An input over this is "slow".
pub const SLOW_MICROS: u64 = 100_000;
/// An input still running after this is stopped as a hang.
pub const HANG_AFTER: Duration = Duration::from_secs(5);
/// A process over this resident size is stopped (the Tama capture explosion took 3.8 GB).
const MEMORY_LIMIT_BYTES: u64 = 2 << 30;
/// The stack the inputs run on: wasm's default.
const STACK_BYTES: usize = 1 << 20;

/// The corpus and the seed: together they make every input of a run.
pub struct Fuzzer {
    pub corpus: Corpus,
    pub seed: u64,
}

/// What one input did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    Accepted,
    Refused,
    /// The panic's place and message.
    Panicked(String),
    Flawed(Flaw),
    /// Stopped by the watchdog (or the process died): why. Only the example's supervisor sees
    /// this (in one process the watchdog ends the run), so the short test never makes it.
    #[cfg_attr(test, allow(dead_code))]
    Stopped(String),
}

/// One input's result and how long it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ran {
    pub index: u64,
    pub micros: u64,
    pub what: What,
}

static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);
static HOOK: Once = Once::new();

/// Keeps each panic's place and message for the report instead of printing it; where panics
/// abort (the release profile), prints it on one line for the supervising process first.
fn install_panic_hook() {
    HOOK.call_once(|| {
        panic::set_hook(Box::new(|info| {
            let payload = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(no message)".into());
            let place = info
                .location()
                .map(|l| format!("{}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let message = format!("{place}: {payload}");
            if cfg!(panic = "abort") {
                eprintln!("FUZZ-PANIC\t{}", message.escape_debug());
            }
            if let Ok(mut last) = LAST_PANIC.lock() {
                *last = Some(message);
            }
        }));
    });
}

impl Fuzzer {
    pub fn new(seed: u64) -> Fuzzer {
        Fuzzer {
            corpus: Corpus::build(seed),
            seed,
        }
    }

    pub fn input(&self, index: u64) -> Input {
        make_input(&self.corpus, self.seed, index)
    }

    /// Runs one input, catching a panic.
    pub fn run_one(&self, index: u64) -> Ran {
        self.run_input(index, &self.input(index))
    }

    /// Runs any input, with the checks' moves drawn as for input number `index`.
    pub fn run_input(&self, index: u64, input: &Input) -> Ran {
        install_panic_hook();
        let mut rng = Rng::new(self.seed ^ index.rotate_left(17));
        let clock = Instant::now();
        let fed = panic::catch_unwind(AssertUnwindSafe(|| feed(&self.corpus, input, &mut rng)));
        let micros = clock.elapsed().as_micros() as u64;
        let what = match fed {
            Ok(Ok(Fed::Accepted)) => What::Accepted,
            Ok(Ok(Fed::Refused)) => What::Refused,
            Ok(Err(flaw)) => What::Flawed(flaw),
            Err(_) => What::Panicked(
                LAST_PANIC
                    .lock()
                    .ok()
                    .and_then(|mut last| last.take())
                    .unwrap_or_default(),
            ),
        };
        Ran {
            index,
            micros,
            what,
        }
    }

    /// Runs inputs `from..to` on a 1 MiB stack under the watchdog, handing each result to
    /// `report` as it comes.
    pub fn run_range(self: &Arc<Self>, from: u64, to: u64, report: impl FnMut(Ran) + Send) {
        let running = Arc::new(AtomicU64::new(u64::MAX));
        let done = Arc::new(AtomicBool::new(false));
        let watchdog = {
            let (fuzzer, running, done) = (Arc::clone(self), running.clone(), done.clone());
            thread::spawn(move || watch(&fuzzer, &running, &done))
        };
        let running_now = &running;
        thread::scope(|scope| {
            let mut report = report;
            let worker = thread::Builder::new()
                .name("fuzz".into())
                .stack_size(STACK_BYTES)
                .spawn_scoped(scope, move || {
                    for index in from..to {
                        running_now.store(index, Ordering::SeqCst);
                        report(self.run_one(index));
                    }
                })
                .expect("a thread for the fuzz inputs");
            // A stack overflow aborts the process; any other failure here is a bug of the fuzzer.
            worker.join().expect("the fuzz thread ends");
        });
        done.store(true, Ordering::SeqCst);
        let _ = watchdog.join();
    }
}

/// Stops the process when one input runs past [`HANG_AFTER`] or the process outgrows
/// [`MEMORY_LIMIT_BYTES`], saying which input it was (a hang cannot be caught like a panic).
fn watch(fuzzer: &Fuzzer, running: &AtomicU64, done: &AtomicBool) {
    let mut seen = (u64::MAX, Instant::now());
    while !done.load(Ordering::SeqCst) {
        thread::sleep(Duration::from_millis(50));
        let index = running.load(Ordering::SeqCst);
        if index != seen.0 {
            seen = (index, Instant::now());
            continue;
        }
        let why = if seen.1.elapsed() > HANG_AFTER {
            format!("still running after {} s", HANG_AFTER.as_secs())
        } else if resident_bytes() > MEMORY_LIMIT_BYTES {
            format!("over {} GiB of memory", MEMORY_LIMIT_BYTES >> 30)
        } else {
            continue;
        };
        let input = fuzzer.input(index);
        eprintln!("FUZZ-STOP\t{index}\t{why}");
        eprintln!(
            "stopped input #{index} ({}): {why}: {}",
            input.target.describe(&fuzzer.corpus),
            shorten(&input.text)
        );
        std::process::exit(3);
    }
}

/// The process's resident memory (Linux; 0 elsewhere).
fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

/// The text escaped on one line, cut to a readable length.
pub fn shorten(text: &str) -> String {
    const SHOWN: usize = 160;
    let escaped: String = text.escape_debug().collect();
    if escaped.chars().count() <= SHOWN {
        format!("\"{escaped}\"")
    } else {
        let head: String = escaped.chars().take(SHOWN).collect();
        format!("\"{head}\"... ({} chars)", text.chars().count())
    }
}
