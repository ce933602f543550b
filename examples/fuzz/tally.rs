//! Counting results and grouping failures into classes (same kind of failure, same target, same
//! panic place or check), keeping the shortest input of each class (the slowest for slow inputs)
//! as its example.

use std::collections::BTreeMap;

use super::input::Target;
use super::run::{shorten, Fuzzer, Ran, What, SLOW_MICROS};

/// Classes listed in the report by default; the rest are counted.
pub const LISTED_CLASSES: usize = 12;

/// The order of the report: panics and hangs before failed checks, slow inputs last.
fn severity(key: &str) -> u8 {
    [
        "panic",
        "stopped",
        "impossible",
        "unplayable",
        "notation",
        "replay",
        "round",
    ]
    .iter()
    .position(|start| key.starts_with(start))
    .unwrap_or(7) as u8
}

/// One class of failure.
#[derive(Clone, Debug)]
pub struct Class {
    pub count: u64,
    /// The panic message, check detail or time of the example.
    pub detail: String,
    pub example: u64,
    /// The example's length (or time, for slow inputs): smaller (or larger) replaces it.
    rank: i64,
}

/// Counts of a run and its failure classes.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub inputs: u64,
    pub accepted: u64,
    pub panics: u64,
    pub slow: u64,
    pub flaws: u64,
    pub stopped: u64,
    pub classes: BTreeMap<String, Class>,
    /// Per target family ("code tama", "save"...): inputs, and how many were accepted.
    pub families: BTreeMap<String, (u64, u64)>,
}

/// The target without the position of a notation input, for grouping.
pub fn family(target: &Target) -> String {
    match target {
        Target::Code(options) => format!("code {}", options.kind().slug()),
        Target::Link => "link".into(),
        Target::Save => "save".into(),
        Target::Import(kind) => format!("import {}", kind.slug()),
        Target::Notation(_) => "notation".into(),
        Target::Handshake => "handshake".into(),
        Target::Sdp(_) => "sdp".into(),
        Target::QrPicture(_) => "qr picture".into(),
        Target::FriendLink => "friend link".into(),
        Target::FriendText => "friend text".into(),
    }
}

/// The words of a detail without its codes and numbers, so that one check failing on many
/// positions is one class.
fn shape(detail: &str) -> String {
    detail
        .split_whitespace()
        .filter(|w| {
            w.chars()
                .all(|c| c.is_ascii_lowercase() || ":_.".contains(c))
        })
        .take(8)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The class of a failure of an input of this target family: the panic's place, the failed
/// check and the words of its detail, or why the input was stopped.
pub fn class_key(what: &What, family: &str) -> String {
    match what {
        What::Accepted | What::Refused => format!("passed {family}"),
        What::Panicked(message) => {
            let place = message.split(": ").next().unwrap_or("");
            format!("panic {family} at {place}")
        }
        What::Flawed(flaw) => format!("{} {family}: {}", flaw.check, shape(&flaw.detail)),
        What::Stopped(why) => format!("stopped {family}: {}", shape(why)),
    }
}

impl Tally {
    /// Counts one result; `fuzzer` remakes the input to classify it.
    pub fn add(&mut self, fuzzer: &Fuzzer, ran: &Ran) {
        self.inputs += 1;
        let family = || family(&fuzzer.input(ran.index).target);
        let counts = self.families.entry(family()).or_default();
        counts.0 += 1;
        // A failed check comes after the decoder accepted the input.
        counts.1 += u64::from(matches!(ran.what, What::Accepted | What::Flawed(_)));
        let length = || fuzzer.input(ran.index).text.chars().count() as i64;
        if ran.micros > SLOW_MICROS && !matches!(ran.what, What::Stopped(_)) {
            self.slow += 1;
            let detail = format!("{} ms", ran.micros / 1000);
            self.note(
                format!("slow {}", family()),
                detail,
                ran.index,
                -(ran.micros as i64),
            );
        }
        match &ran.what {
            What::Accepted => self.accepted += 1,
            What::Refused => {}
            What::Panicked(message) => {
                self.panics += 1;
                self.note(
                    class_key(&ran.what, &family()),
                    message.clone(),
                    ran.index,
                    length(),
                );
            }
            What::Flawed(flaw) => {
                self.flaws += 1;
                let key = class_key(&ran.what, &family());
                self.note(key, flaw.detail.clone(), ran.index, length());
            }
            What::Stopped(why) => {
                self.stopped += 1;
                self.slow += 1;
                self.note(
                    class_key(&ran.what, &family()),
                    why.clone(),
                    ran.index,
                    length(),
                );
            }
        }
    }

    fn note(&mut self, key: String, detail: String, example: u64, rank: i64) {
        let class = self.classes.entry(key).or_insert(Class {
            count: 0,
            detail: detail.clone(),
            example,
            rank,
        });
        class.count += 1;
        if rank < class.rank {
            (class.detail, class.example, class.rank) = (detail, example, rank);
        }
    }

    /// Whether the run is clean: no panic, no failed check, no stopped input (slow is allowed:
    /// timings depend on the machine).
    pub fn clean(&self) -> bool {
        self.panics == 0 && self.flaws == 0 && self.stopped == 0
    }

    /// The failure classes (the worst kinds first, at most `listed`), each with its example
    /// input, then the closing line.
    pub fn report(&self, fuzzer: &Fuzzer, seconds: f64, listed: usize) -> String {
        let mut out = String::new();
        let mut classes: Vec<(&String, &Class)> = self.classes.iter().collect();
        classes.sort_by_key(|(key, class)| (severity(key), u64::MAX - class.count));
        for (key, class) in classes.iter().take(listed) {
            let input = fuzzer.input(class.example);
            let detail: String = class.detail.chars().take(200).collect();
            out.push_str(&format!("{} x {key}\n    {detail}\n", class.count));
            out.push_str(&format!(
                "    input #{} ({}): {}\n",
                class.example,
                input.target.describe(&fuzzer.corpus),
                shorten(&input.text)
            ));
        }
        if classes.len() > listed {
            let more = classes.len() - listed;
            out.push_str(&format!("... and {more} more classes\n"));
        }
        let families: Vec<String> = (self.families.iter())
            .map(|(family, (inputs, accepted))| format!("{family} {accepted}/{inputs}"))
            .collect();
        out.push_str(&format!("accepted per target: {}\n", families.join(", ")));
        out.push_str(&format!(
            "accepted {} of {} inputs; {} failed checks, {} stopped; seed {}\n",
            self.accepted, self.inputs, self.flaws, self.stopped, fuzzer.seed
        ));
        out.push_str(&format!(
            "{} inputs, {} panics, {} slow ({:.0} inputs/s)\n",
            self.inputs,
            self.panics,
            self.slow,
            self.inputs as f64 / seconds.max(1e-9)
        ));
        out
    }
}
