//! GNU Backgammon as the judge: it imports a `.mat` file, analyses the match (`analyse
//! match`) at the depth asked and prints `show statistics match`, from which each side's
//! error totals and the moves and cube decisions they are spread over are read.
//!
//! gnubg's error rate is the error total over the unforced moves (chequer play) or over the
//! close or actual cube decisions (cube), in thousandths of an EMG (equity normalised to a
//! money game at cube 1; for a money game the same as points). Totals, not the printed rates,
//! are read, so that games can be pooled; the rates printed here are the pooled totals over
//! the pooled counts.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::stats::pooled_rate;

pub const GNUBG: &str = "/usr/games/gnubg";

/// What `show statistics match` says of one side.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Side {
    /// Chequer plays (turns with dice) analysed.
    pub moves: u32,
    /// Those with more than one legal play: the chequer error rate's denominator.
    pub unforced: u32,
    /// Chequer play's error total, in EMG (a positive number: what the errors cost).
    pub chequer_error: f64,
    /// Cube decisions that were close or made (doubles, takes, passes): the cube error rate's
    /// denominator.
    pub cube_decisions: u32,
    /// The cube decisions' error total, in EMG.
    pub cube_error: f64,
}

impl Side {
    /// Both sides' figures summed (self-play: the same engine on both seats).
    pub fn plus(self, other: Side) -> Side {
        Side {
            moves: self.moves + other.moves,
            unforced: self.unforced + other.unforced,
            chequer_error: self.chequer_error + other.chequer_error,
            cube_decisions: self.cube_decisions + other.cube_decisions,
            cube_error: self.cube_error + other.cube_error,
        }
    }
}

/// The analysis depth: gnubg's n-ply evaluation for chequer play and cube decisions.
#[derive(Clone, Copy, Debug)]
pub struct Depth {
    pub plies: u8,
    /// Chequer play's depth (usually `plies`).
    pub chequer: u8,
    /// Money games under the Jacoby rule.
    pub jacoby: bool,
}

impl Depth {
    /// The settings as gnubg commands (also printed with the figures).
    pub fn commands(self) -> String {
        let (p, c) = (self.plies, self.chequer);
        format!(
            "set analysis chequerplay evaluation plies {c}\n\
             set analysis chequerplay evaluation cubeful on\n\
             set analysis cubedecision evaluation plies {p}\n\
             set analysis cubedecision evaluation cubeful on\n\
             set analysis luck off\n"
        )
    }
}

/// Imports `mat` into gnubg, analyses it and reads both sides' statistics (White, Black;
/// with `only`, that player alone is analysed, in half the time). A money game is analysed
/// with the Jacoby rule or without, as `depth` says it was played.
pub fn analyse(mat: &Path, depth: Depth, only: Option<usize>) -> Result<[Side; 2], String> {
    let skip = match only {
        Some(player) => format!("set analysis player {} analyse off\n", 1 - player.min(1)),
        None => String::new(),
    };
    let script = format!(
        "set jacoby {}\n{skip}{}import mat {}\nanalyse match\nshow statistics match\n",
        if depth.jacoby { "on" } else { "off" },
        depth.commands(),
        mat.display()
    );
    let out = run_gnubg(&script)?;
    parse_statistics(&out).ok_or_else(|| {
        let tail: String = out.lines().rev().take(8).collect::<Vec<_>>().join(" | ");
        format!("no statistics from gnubg for {} ({tail})", mat.display())
    })
}

/// Runs `gnubg -t -q` on a script of commands and returns what it printed.
pub fn run_gnubg(script: &str) -> Result<String, String> {
    let mut child = Command::new(GNUBG)
        .args(["-t", "-q"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {GNUBG} (Debian package gnubg): {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(script.as_bytes())
            .map_err(|e| format!("writing to gnubg: {e}"))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("gnubg: {e}"))?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    Ok(text)
}

/// Reads the two columns of `show statistics match`; `None` when a needed line is missing.
pub fn parse_statistics(out: &str) -> Option<[Side; 2]> {
    let mut sides = [Side::default(); 2];
    let mut section = "";
    let mut found = 0;
    for line in out.lines() {
        if line.ends_with("statistics") && !line.starts_with(' ') {
            section = line.split_whitespace().next().unwrap_or("");
            continue;
        }
        let Some((label, [a, b])) = columns(line) else {
            continue;
        };
        for (side, value) in sides.iter_mut().zip([a, b]) {
            match (section, label.as_str()) {
                ("Chequerplay", "Total moves") => side.moves = value as u32,
                ("Chequerplay", "Unforced moves") => side.unforced = value as u32,
                ("Chequerplay", "Error total EMG") => side.chequer_error = value.abs(),
                ("Cube", "Close or actual cube decisions") => side.cube_decisions = value as u32,
                ("Cube", "Error total EMG") => side.cube_error = value.abs(),
                _ => continue,
            }
            found += 1;
        }
    }
    (found == 10).then_some(sides)
}

/// A statistics line's label (words before the numbers, without a unit in brackets) and its
/// two players' first figures, e.g. `Error total EMG (MWC)  -0.012 ( -0.2%)  -0.003 (...)`.
fn columns(line: &str) -> Option<(String, [f64; 2])> {
    let mut label = Vec::new();
    let mut numbers = Vec::new();
    let mut depth = 0;
    for word in line.split_whitespace() {
        let opens = word.starts_with('(');
        if opens {
            depth += 1;
        }
        if depth == 0 {
            match word.parse::<f64>() {
                Ok(n) => numbers.push(n),
                Err(_) if numbers.is_empty() => label.push(word),
                Err(_) => return None,
            }
        }
        if word.ends_with(')') && depth > 0 {
            depth -= 1;
        }
    }
    match numbers[..] {
        [a, b] => Some((label.join(" "), [a, b])),
        _ => None,
    }
}

/// gnubg's rating of an error rate in mEMG (its thresholds: `gnubg.errorrating`), as the
/// review gives it.
pub use tabula::ai::review::report::rating;

/// How one error rate is formed: its name, the error total and count it divides, and what it
/// is per.
type Measure = (&'static str, fn(&Side) -> (f64, u32), &'static str);

const MEASURES: [Measure; 3] = [
    (
        "chequer play",
        |s| (s.chequer_error, s.unforced),
        "unforced moves",
    ),
    (
        "cube",
        |s| (s.cube_error, s.cube_decisions),
        "close or actual cube decisions",
    ),
    (
        "overall",
        |s| {
            (
                s.chequer_error + s.cube_error,
                s.unforced + s.cube_decisions,
            )
        },
        "moves and decisions",
    ),
];

/// Prints the chequer, cube and overall error rates pooled over `sides` (one per match), in
/// mEMG with their 95% intervals (errors cost nothing below 0, so an interval stops there), and
/// gnubg's rating of the chequer play; returns the three rates with their half-widths.
pub fn print_rates(sides: &[Side]) -> [Option<(f64, f64)>; 3] {
    let mut rates = [None; 3];
    for ((name, measure, per), rate) in MEASURES.into_iter().zip(&mut rates) {
        let pairs: Vec<(f64, f64)> = sides
            .iter()
            .map(measure)
            .map(|(error, n)| (1000.0 * error, f64::from(n)))
            .collect();
        let count: f64 = pairs.iter().map(|p| p.1).sum();
        *rate = pooled_rate(&pairs);
        let Some((memg, half)) = *rate else {
            println!("  {name:<13} no {per}");
            continue;
        };
        let rated = match name {
            "chequer play" => format!("; gnubg's rating: {}", rating(memg)),
            _ => String::new(),
        };
        println!(
            "  {name:<13} {memg:5.1} mEMG ± {half:.1} (95% interval {:.1} to {:.1}) over \
             {count} {per}{rated}",
            (memg - half).max(0.0),
            memg + half,
        );
    }
    rates
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
Chequerplay statistics

Total moves                               40                      41
Unforced moves                            35                      36
Error total EMG (MWC)                         -0.120 ( -2.000%)       -0.030 ( -0.500%)
Error rate mEMG (MWC)                         -3.4   ( -0.057%)       -0.8   ( -0.014%)

Cube statistics

Close or actual cube decisions             5                      12
Error total EMG (MWC)                         -0.050 ( -1.000%)       -0.000 ( -0.000%)

Overall statistics

Error total EMG (MWC)                         -0.170 ( -3.000%)       -0.030 ( -0.500%)
";

    #[test]
    fn reads_both_columns_of_each_section() {
        let [white, black] = parse_statistics(SAMPLE).expect("complete");
        assert_eq!((white.moves, white.unforced, black.unforced), (40, 35, 36));
        assert!((white.chequer_error - 0.120).abs() < 1e-9);
        assert!((black.chequer_error - 0.030).abs() < 1e-9);
        assert_eq!((white.cube_decisions, black.cube_decisions), (5, 12));
        assert!((white.cube_error - 0.050).abs() < 1e-9);
        assert!(parse_statistics("Chequerplay statistics\n").is_none());
    }
}
