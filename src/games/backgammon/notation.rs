//! Backgammon notation, in each player's own numbering (24..1, `bar`, `off`):
//! a step is `13/7`, `bar/22`, `6/off`, with `*` for a hit (`13/7*`); a whole turn groups its
//! steps the standard way (`8/5 6/5`, `24/13`, `24/18*/13`, `6/4(2)`). Other moves: a roll
//! `6-4`, the opening roll `Opening 3-1` (White's die first), `Roll` (to roll the dice),
//! `Double`, `Take`, `Pass`, `Confirm` (ends the turn) and `Next game`.
//!
//! ```
//! use tabula::games::backgammon::notation::{play_notation, PlayedStep};
//! let steps = [PlayedStep::new(8, 5, false), PlayedStep::new(6, 5, false)];
//! assert_eq!(play_notation(&steps), "8/5 6/5");
//! let doubles = [PlayedStep::new(6, 4, false); 2];
//! assert_eq!(play_notation(&doubles), "6/4(2)");
//! ```

use super::board::{BAR, OFF};
use crate::rules::sort;

/// One step of a turn as played: from and to in the mover's numbering, and whether it hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayedStep {
    pub from: u8,
    pub to: u8,
    pub hit: bool,
}

impl PlayedStep {
    pub fn new(from: u8, to: u8, hit: bool) -> Self {
        PlayedStep { from, to, hit }
    }
}

/// A point's name: `bar`, `off` or its number.
pub fn point_name(point: u8) -> String {
    match point {
        BAR => "bar".into(),
        OFF => "off".into(),
        p => p.to_string(),
    }
}

/// One step: `13/7`, `13/7*`, `bar/22`, `6/off`.
pub fn step_notation(step: &PlayedStep) -> String {
    let star = if step.hit { "*" } else { "" };
    format!("{}/{}{star}", point_name(step.from), point_name(step.to))
}

/// A whole turn in standard notation, written as GNU Backgammon writes it (so plays read the
/// same in both): the steps sorted from the highest point; a checker's consecutive steps joined
/// (`24/13`), keeping a point where it hit (`24/18*/13`); repeats counted (`6/4(2)`); each hit
/// point starred once. A turn with no step is `(no play)`.
pub fn play_notation(steps: &[PlayedStep]) -> String {
    let hits: Vec<u8> = steps.iter().filter(|s| s.hit).map(|s| s.to).collect();
    let mut sorted: Vec<(u8, u8)> = steps.iter().map(|s| (s.from, s.to)).collect();
    sort::by(&mut sorted, |a, b| b.cmp(a));
    let chains = join_chains(&sorted, &hits);
    let mut counted: Vec<(Vec<u8>, usize)> = Vec::new();
    for chain in chains {
        match counted.iter_mut().find(|(c, _)| *c == chain) {
            Some((_, n)) => *n += 1,
            None => counted.push((chain, 1)),
        }
    }
    if counted.is_empty() {
        return "(no play)".into();
    }
    let mut starred = Vec::new();
    let parts: Vec<String> = counted
        .iter()
        .map(|(chain, n)| chain_text(chain, *n, &hits, &mut starred))
        .collect();
    parts.join(" ")
}

/// Joins each step (sorted) with later steps that start where it ends: through a point where it
/// hit the point is kept, otherwise it is left out.
fn join_chains(sorted: &[(u8, u8)], hits: &[u8]) -> Vec<Vec<u8>> {
    let mut chains: Vec<Option<Vec<u8>>> = sorted.iter().map(|&(f, t)| Some(vec![f, t])).collect();
    for i in 0..chains.len() {
        for j in i + 1..chains.len() {
            let (Some(end), Some(next)) = (
                chains[i].as_ref().and_then(|c| c.last().copied()),
                chains[j].as_ref().map(|c| (c[0], c[1])),
            ) else {
                continue;
            };
            if end == next.0 && end != OFF {
                let chain = chains[i].as_mut().expect("checked above");
                if !hits.contains(&end) {
                    chain.pop();
                }
                chain.push(next.1);
                chains[j] = None;
            }
        }
    }
    chains.into_iter().flatten().collect()
}

/// One joined move: `24/18*/13`, `6/4*(2)`; a hit point is starred only the first time.
fn chain_text(chain: &[u8], count: usize, hits: &[u8], starred: &mut Vec<u8>) -> String {
    let mut text = point_name(chain[0]);
    let last = chain.len() - 1;
    for (i, &point) in chain.iter().enumerate().skip(1) {
        text.push('/');
        text.push_str(&point_name(point));
        if i < last || (hits.contains(&point) && !starred.contains(&point)) {
            text.push('*');
            starred.push(point);
        }
    }
    if count > 1 {
        text.push_str(&format!("({count})"));
    }
    text
}

/// A roll: `6-4` (the larger first).
pub fn roll_notation(a: u8, b: u8) -> String {
    format!("{}-{}", a.max(b), a.min(b))
}

/// The opening roll: `Opening 3-1`, White's die first.
pub fn opening_notation(white: u8, black: u8) -> String {
    format!("Opening {white}-{black}")
}
