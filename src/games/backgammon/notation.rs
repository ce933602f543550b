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

/// One checker's path through a turn: its points, each with whether it hit there.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Chain {
    from: u8,
    stops: Vec<(u8, bool)>,
}

impl Chain {
    fn end(&self) -> u8 {
        self.stops.last().map_or(self.from, |&(p, _)| p)
    }

    /// `24/13`, keeping the points where it hit: `24/18*/13`.
    fn text(&self) -> String {
        let mut text = point_name(self.from);
        let last = self.stops.len() - 1;
        for (i, &(point, hit)) in self.stops.iter().enumerate() {
            if hit || i == last {
                text.push('/');
                text.push_str(&point_name(point));
                if hit {
                    text.push('*');
                }
            }
        }
        text
    }
}

/// A whole turn in standard notation: one checker's consecutive steps joined (`24/13`), hits
/// kept (`24/18*/13`), the moves sorted from the highest point, repeats counted (`6/4(2)`).
/// An empty turn (no step could be played) is `(no play)`.
pub fn play_notation(steps: &[PlayedStep]) -> String {
    let mut chains: Vec<Chain> = Vec::new();
    for step in steps {
        // A step from where an earlier step ended (and not onto the bar) continues that checker.
        let joined = chains
            .iter_mut()
            .rev()
            .find(|c| c.end() == step.from && step.from != BAR && c.end() != OFF);
        match joined {
            Some(chain) => chain.stops.push((step.to, step.hit)),
            None => chains.push(Chain {
                from: step.from,
                stops: vec![(step.to, step.hit)],
            }),
        }
    }
    chains.sort_by_key(|c| (std::cmp::Reverse(c.from), std::cmp::Reverse(c.end())));
    let mut parts: Vec<(String, usize)> = Vec::new();
    for chain in &chains {
        let text = chain.text();
        match parts.last_mut() {
            Some((last, count)) if *last == text => *count += 1,
            _ => parts.push((text, 1)),
        }
    }
    if parts.is_empty() {
        return "(no play)".into();
    }
    parts
        .iter()
        .map(|(text, n)| match n {
            1 => text.clone(),
            n => format!("{text}({n})"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A roll: `6-4` (the larger first).
pub fn roll_notation(a: u8, b: u8) -> String {
    format!("{}-{}", a.max(b), a.min(b))
}

/// The opening roll: `Opening 3-1`, White's die first.
pub fn opening_notation(white: u8, black: u8) -> String {
    format!("Opening {white}-{black}")
}
