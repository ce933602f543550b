//! Fuzzes every decoder that takes outside text: position codes of all seven games, share links,
//! saved games, imports (PGN, PDN, codes) and move notation.
//!
//! `cargo run --release --example fuzz_inputs -- N [SEED] [--jobs J]` feeds N inputs and ends
//! with `N inputs, K panics, S slow (R inputs/s)` after the failure classes, each with its
//! shortest input (`--all` lists every class, not only the worst dozen). `-- --show I [SEED]`
//! prints input number I whole, to reproduce it; `--minimize I [SEED]` (built with
//! `--profile test`, whose panics unwind) shrinks it to a small input that fails the same way.
//!
//! The release profile aborts on panic, so the inputs run in worker processes (this program with
//! `--worker SEED FROM TO`), which report each input on a line; when a worker dies (a panic, a
//! stack overflow, or its watchdog stopping a hang) the input it was running is recorded and a new
//! worker goes on from the next one.

mod fuzz;
#[path = "fuzz/minimize.rs"]
mod minimize;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Instant;

use fuzz::check::Flaw;
use fuzz::run::{Fuzzer, Ran, What};
use fuzz::tally::{Tally, LISTED_CLASSES};

const USAGE: &str =
    "usage: fuzz_inputs N [SEED] [--jobs J] [--all] | --show INDEX [SEED] | --minimize INDEX [SEED]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<u64>().ok());
    match args.first().map(String::as_str) {
        Some("--worker") => match (number(1), number(2), number(3)) {
            (Some(seed), Some(from), Some(to)) => work(seed, from, to),
            _ => fail(USAGE),
        },
        Some("--minimize") if cfg!(panic = "abort") => {
            fail("--minimize catches panics: build with --profile test instead of --release")
        }
        Some("--minimize") => match number(1) {
            Some(index) => {
                let fuzzer = Fuzzer::new(number(2).unwrap_or(1));
                let (input, class) = minimize::minimize(&fuzzer, index);
                println!("{class}");
                println!(
                    "{}: {:?}",
                    input.target.describe(&fuzzer.corpus),
                    input.text
                );
            }
            None => fail(USAGE),
        },
        Some("--show") => match number(1) {
            Some(index) => show(index, number(2).unwrap_or(1)),
            None => fail(USAGE),
        },
        _ => {
            let jobs = args
                .iter()
                .position(|a| a == "--jobs")
                .and_then(|i| number(i + 1))
                .unwrap_or(1)
                .max(1);
            match number(0) {
                Some(inputs) => {
                    let all = args.iter().any(|a| a == "--all");
                    let listed = if all { usize::MAX } else { LISTED_CLASSES };
                    supervise(inputs, number(1).unwrap_or(1), jobs, listed)
                }
                None => fail(USAGE),
            }
        }
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}

/// Prints one input whole.
fn show(index: u64, seed: u64) {
    let fuzzer = Fuzzer::new(seed);
    let input = fuzzer.input(index);
    println!("target: {}", input.target.describe(&fuzzer.corpus));
    println!(
        "text ({} chars): {:?}",
        input.text.chars().count(),
        input.text
    );
}

/// A worker: runs inputs `from..to`, one line each on stdout, flushed so that the supervisor
/// knows how far it got if it dies.
fn work(seed: u64, from: u64, to: u64) {
    let fuzzer = Arc::new(Fuzzer::new(seed));
    let stdout = std::io::stdout();
    fuzzer.run_range(from, to, |ran| {
        let mut out = stdout.lock();
        let line = to_line(&ran);
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            // The supervisor is gone: nobody reads the results any more.
            std::process::exit(1);
        }
    });
}

/// `index TAB micros TAB tag TAB detail`; the tag is A(ccepted), R(efused), P(anicked) or
/// F(ailed check) with the check's name.
fn to_line(ran: &Ran) -> String {
    let (tag, detail) = match &ran.what {
        What::Accepted => ("A".to_string(), String::new()),
        What::Refused => ("R".to_string(), String::new()),
        What::Panicked(message) => ("P".to_string(), message.clone()),
        What::Flawed(flaw) => (format!("F:{}", flaw.check), flaw.detail.clone()),
        What::Stopped(why) => ("S".to_string(), why.clone()),
    };
    let detail = detail.replace(['\n', '\t'], " ");
    format!("{}\t{}\t{tag}\t{detail}", ran.index, ran.micros)
}

fn from_line(line: &str) -> Option<Ran> {
    let mut parts = line.splitn(4, '\t');
    let index = parts.next()?.parse().ok()?;
    let micros = parts.next()?.parse().ok()?;
    let tag = parts.next()?;
    let detail = parts.next().unwrap_or("").to_string();
    let what = match tag {
        "A" => What::Accepted,
        "R" => What::Refused,
        "P" => What::Panicked(detail),
        "S" => What::Stopped(detail),
        _ => {
            let check = tag.strip_prefix("F:")?;
            let check = [
                "round trip",
                "replay",
                "notation",
                "unplayable",
                "impossible seat",
            ]
            .into_iter()
            .find(|known| *known == check)
            .unwrap_or("check");
            What::Flawed(Flaw { check, detail })
        }
    };
    Some(Ran {
        index,
        micros,
        what,
    })
}

/// Splits the inputs among `jobs` workers and prints the report.
fn supervise(inputs: u64, seed: u64, jobs: u64, listed: usize) {
    let clock = Instant::now();
    let fuzzer = Arc::new(Fuzzer::new(seed));
    let tally = Mutex::new(Tally::default());
    thread::scope(|scope| {
        for job in 0..jobs {
            let (from, to) = (inputs * job / jobs, inputs * (job + 1) / jobs);
            let (fuzzer, tally) = (&fuzzer, &tally);
            scope.spawn(move || drive(fuzzer, tally, from, to, inputs, clock));
        }
    });
    let tally = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    print!(
        "{}",
        tally.report(&fuzzer, clock.elapsed().as_secs_f64(), listed)
    );
    if !tally.clean() {
        std::process::exit(1);
    }
}

/// Keeps a worker running over `from..to`, restarting it after the input that killed it.
fn drive(fuzzer: &Fuzzer, tally: &Mutex<Tally>, from: u64, to: u64, total: u64, clock: Instant) {
    let exe = std::env::current_exe().unwrap_or_else(|e| fail(&format!("own path: {e}")));
    let mut next = from;
    while next < to {
        let mut child = Command::new(&exe)
            .args(["--worker", &fuzzer.seed.to_string()])
            .args([next.to_string(), to.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| fail(&format!("cannot start a worker: {e}")));
        let stderr = child.stderr.take().map(|err| {
            thread::spawn(move || BufReader::new(err).lines().map_while(Result::ok).collect())
        });
        if let Some(out) = child.stdout.take() {
            for ran in BufReader::new(out).lines().map_while(Result::ok) {
                let Some(ran) = from_line(&ran) else { continue };
                next = ran.index + 1;
                let mut tally = tally.lock().unwrap_or_else(|e| e.into_inner());
                tally.add(fuzzer, &ran);
                if tally.inputs.is_multiple_of(100_000) {
                    let rate = tally.inputs as f64 / clock.elapsed().as_secs_f64();
                    eprintln!(
                        "... {} of {total} inputs, {} panics, {} slow ({rate:.0}/s)",
                        tally.inputs, tally.panics, tally.slow
                    );
                }
            }
        }
        let status = child.wait();
        let errors: Vec<String> = stderr.and_then(|h| h.join().ok()).unwrap_or_default();
        if next < to {
            let what = death(&errors, &format!("{status:?}"));
            let ran = Ran {
                index: next,
                micros: 0,
                what,
            };
            tally
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .add(fuzzer, &ran);
            next += 1;
        }
    }
}

/// Why a worker died on an input: its panic line, its watchdog's line, or its last words
/// (a stack overflow prints "thread 'fuzz' has overflowed its stack").
fn death(errors: &[String], status: &str) -> What {
    for line in errors {
        if let Some(message) = line.strip_prefix("FUZZ-PANIC\t") {
            return What::Panicked(message.to_string());
        }
        if let Some(rest) = line.strip_prefix("FUZZ-STOP\t") {
            let why = rest.split_once('\t').map_or(rest, |(_, why)| why);
            return What::Stopped(why.to_string());
        }
    }
    let last = errors.iter().rev().find(|l| !l.trim().is_empty());
    What::Stopped(format!(
        "the worker died: {}",
        last.map_or(status, String::as_str)
    ))
}
