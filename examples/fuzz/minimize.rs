//! Shrinks a failing input to a small one that fails the same way (same class: panic place, or
//! check and detail words), by removing ever smaller pieces while the failure stays (delta
//! debugging). It runs inputs in this process, so it needs panics that unwind: build with
//! `--profile test`.

use crate::fuzz::input::Input;
use crate::fuzz::run::Fuzzer;
use crate::fuzz::tally::{class_key, family};

/// Tries at most this many candidates.
const MAX_TRIES: usize = 5_000;

/// The smallest input found that fails like input `index`, and its class.
pub fn minimize(fuzzer: &Fuzzer, index: u64) -> (Input, String) {
    let mut input = fuzzer.input(index);
    let family = family(&input.target);
    let class = |candidate: &Input| class_key(&fuzzer.run_input(index, candidate).what, &family);
    let wanted = class(&input);
    let mut chars: Vec<char> = input.text.chars().collect();
    let mut piece = chars.len().div_ceil(2).max(1);
    let mut tries = 0;
    while tries < MAX_TRIES {
        let mut removed_any = false;
        let mut at = 0;
        while at < chars.len() && tries < MAX_TRIES {
            let end = (at + piece).min(chars.len());
            let candidate = Input {
                target: input.target.clone(),
                text: chars[..at].iter().chain(&chars[end..]).collect(),
            };
            tries += 1;
            if class(&candidate) == wanted {
                chars.drain(at..end);
                removed_any = true;
            } else {
                at += piece;
            }
        }
        if piece == 1 && !removed_any {
            break;
        }
        if !removed_any {
            piece = piece.div_ceil(2);
        }
    }
    input.text = chars.into_iter().collect();
    (input, wanted)
}
