//! The lines of a `.mat` text read into their parts, for [`super::mat_import`] to replay: the
//! header's match length and gnubg's comments, a game's score line, and the column entries of a
//! move line (dice and steps, cube actions, `Wins`).
//!
//! ```text
//!  5 point match
//!  White : 0                      Black : 2
//!   3) 62: 24/18* 13/11             Doubles => 2
//! ```

use crate::games::backgammon::BackgammonOptions;
use crate::rules::Seat;

/// One column entry of a move line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Entry {
    /// The dice and the checker moves, each `(from, to, hit)` in the mover's numbering.
    Roll([u8; 2], Vec<(u8, u8, bool)>),
    Double,
    Take,
    Drop,
    Wins(u32),
}

/// gnubg's `; [Crawford "Off"]` and `; [Jacoby "On"]`, and our `; [Handicap "cube:1"]` (the
/// kept cube); other comments are skipped. True when the comment set the Jacoby rule.
pub(super) fn header_comment(comment: &str, options: &mut BackgammonOptions) -> bool {
    let comment = comment.trim().trim_start_matches('[').trim_end_matches(']');
    let Some((name, value)) = comment.split_once(' ') else {
        return false;
    };
    let on = value.trim().trim_matches('"').eq_ignore_ascii_case("on");
    match name {
        "Crawford" => options.crawford = on,
        "Jacoby" => options.jacoby = on,
        "Handicap" => {
            let keeper = value.trim().trim_matches('"').strip_prefix("cube:");
            if let Some(seat) = keeper.and_then(|s| s.parse::<u8>().ok()).filter(|s| *s < 2) {
                options.cube_keeper = Some(Seat(seat));
            }
        }
        _ => {}
    }
    name == "Jacoby"
}

/// ` 5 point match` (0 for a money game).
pub(super) fn match_length(line: &str) -> Result<u8, String> {
    let number = line
        .strip_suffix("point match")
        .map(str::trim)
        .ok_or_else(|| format!("expected \"N point match\", found \"{line}\""))?;
    let length: u32 = number
        .parse()
        .map_err(|_| format!("the match length \"{number}\" is not a number"))?;
    u8::try_from(length)
        .ok()
        .filter(|l| *l <= 99)
        .ok_or_else(|| format!("a {length} point match is longer than the 99 points we play"))
}

/// `White : 0      Black : 2` into each name with its score.
pub(super) fn score_line(line: &str) -> Option<((String, u32), (String, u32))> {
    let (first, rest) = line.split_once(" : ")?;
    let rest = rest.trim_start();
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let score0 = rest[..digits].parse().ok()?;
    let (second, score1) = rest[digits..].rsplit_once(" : ")?;
    let score1 = score1.trim().parse().ok()?;
    Some((
        (first.trim().into(), score0),
        (second.trim().into(), score1),
    ))
}

/// The entries of a move line (`  3) 62: 24/18* 13/11    Doubles => 2`), each with its
/// column (0 White's, 1 Black's), or of a `Wins` line.
pub(super) fn entries(raw: &str) -> Result<Vec<(usize, Entry)>, String> {
    let (body, body_at) = match raw.find(')') {
        Some(at) if raw[..at].trim().chars().all(|c| c.is_ascii_digit()) => {
            (&raw[at + 1..], at + 1)
        }
        _ => (raw, 0),
    };
    let mut words = Vec::new();
    let mut offset = 0;
    for word in body.split_whitespace() {
        let at = offset + body[offset..].find(word).unwrap_or(0);
        words.push((body_at + at, word));
        offset = at + word.len();
    }
    // The right column starts far in (27 columns of White's play in gnubg's layout); a line
    // that starts there has an empty left column.
    let column_of = |at: usize| usize::from(at >= body_at + 20);
    let mut out: Vec<(usize, Entry)> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let (at, word) = words[i];
        i += 1;
        let entry = match word {
            "Doubles" => {
                i += usize::from(words.get(i).is_some_and(|w| w.1 == "=>"));
                i += usize::from(words.get(i).is_some_and(|w| w.1.parse::<u32>().is_ok()));
                Entry::Double
            }
            "Takes" | "Accepts" => Entry::Take,
            "Drops" | "Passes" | "Rejects" => Entry::Drop,
            "Wins" => {
                let points = words.get(i).and_then(|w| w.1.parse().ok());
                let points = points.ok_or("\"Wins\" without a number of points")?;
                // The rest of the line ("points", "and the match") says nothing more.
                i = words.len();
                Entry::Wins(points)
            }
            dice if dice.ends_with(':') => Entry::Roll(read_dice(dice)?, Vec::new()),
            step if step.contains('/') => {
                let Some((_, Entry::Roll(_, steps))) = out.last_mut() else {
                    return Err(format!("the move \"{step}\" has no dice before it"));
                };
                steps.extend(read_steps(step)?);
                continue;
            }
            other => return Err(format!("cannot read \"{other}\"")),
        };
        // A second entry on a line is the right column's, except a `Wins` still within the
        // left column (see below).
        let column = match (&entry, out.is_empty()) {
            (_, true) | (Entry::Wins(_), false) => column_of(at),
            _ => 1,
        };
        out.push((column, entry));
    }
    // gnubg 1.07 writes a player who won the opening roll and resigned before moving as the
    // dice alone in the winner's column, followed by the `Wins` (`  1) 62:      Wins 2
    // points`): dice with no play in the column of the `Wins` after them are the loser's.
    if let [(dice_column, Entry::Roll(_, steps)), (wins_column, Entry::Wins(_))] = &mut out[..] {
        if steps.is_empty() && *dice_column == *wins_column {
            *dice_column = 1 - *wins_column;
        }
    }
    Ok(out)
}

/// `63:` into the dice.
fn read_dice(word: &str) -> Result<[u8; 2], String> {
    let digits: Vec<u8> = word
        .trim_end_matches(':')
        .chars()
        .filter_map(|c| c.to_digit(10).map(|d| d as u8))
        .collect();
    match digits[..] {
        [a, b] if (1..=6).contains(&a) && (1..=6).contains(&b) => Ok([a.max(b), a.min(b)]),
        _ => Err(format!("\"{word}\" is not a roll of two dice")),
    }
}

/// `24/18*`, `bar/22`, `6/off`, `24/18/13`, `8/5(2)` into single checker moves.
fn read_steps(word: &str) -> Result<Vec<(u8, u8, bool)>, String> {
    let (chain, times) = match word.split_once('(') {
        Some((chain, count)) => {
            let count = count.trim_end_matches(')').parse::<usize>();
            (chain, count.ok().filter(|n| (1..=4).contains(n)))
        }
        None => (word, Some(1)),
    };
    let times = times.ok_or_else(|| format!("cannot read the move \"{word}\""))?;
    let mut points = Vec::new();
    for part in chain.split('/') {
        let hit = part.ends_with('*');
        let point = match part.trim_end_matches('*').to_ascii_lowercase().as_str() {
            "bar" => 25,
            "off" => 0,
            number => number
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= 25)
                .ok_or_else(|| format!("cannot read the move \"{word}\""))?,
        };
        points.push((point, hit));
    }
    if points.len() < 2 {
        return Err(format!("cannot read the move \"{word}\""));
    }
    let steps: Vec<(u8, u8, bool)> = points
        .windows(2)
        .map(|pair| (pair[0].0, pair[1].0, pair[1].1))
        .collect();
    Ok(std::iter::repeat_n(steps, times).flatten().collect())
}
