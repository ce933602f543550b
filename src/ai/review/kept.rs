//! A review as text, so that it is kept with its game (the library's entries, and with them
//! the backups) and never made twice.
//!
//! The text is one line a judged decision: its numbers, space-separated, then a tab and its
//! moves (played, best, the engine's line), tab-separated, since a backgammon play has spaces;
//! and one line `L <seat> <luck> <ply>` a roll or throw's luck (kept without the ply before
//! per-game luck was shown, and still read so). The first line is `R <plies>`: how
//! many moves the reviewed game had. Chances, equities and steps are written in ten-thousandths,
//! as whole numbers (reading them back needs no float parser in the download).
//!
//! ```
//! use tabula::ai::review::kept;
//! assert_eq!(kept::read("R 2\nnot a line"), None);
//! assert_eq!(kept::read("R 0").map(|k| k.plies), Some(0));
//! ```

use super::{Decision, Judged, Mark, RollLuck};
use crate::rules::Seat;

/// A review read back: the moves it judged and the luck of the dice.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// How many moves the reviewed game had.
    pub plies: usize,
    pub judged: Vec<Judged>,
    pub luck: Vec<RollLuck>,
}

const SCALE: f64 = 10_000.0;

fn scaled(value: f64) -> i64 {
    (value * SCALE).round() as i64
}

/// The review's text.
pub fn write(plies: usize, judged: &[Judged], luck: &[RollLuck]) -> String {
    let mut lines = vec![format!("R {plies}")];
    for j in judged {
        let decision = match j.decision {
            Decision::Move => 'M',
            Decision::Play => 'P',
            Decision::Cube => 'C',
            Decision::Answer => 'A',
        };
        let mark = match j.mark {
            None => '-',
            Some(Mark::Inaccuracy) => 'i',
            Some(Mark::Mistake) => 'm',
            Some(Mark::Blunder) => 'b',
        };
        let mut line = format!(
            "{} {} {decision} {mark} {} {} {} {} {}\t{}\t{}",
            j.ply,
            j.seat.0,
            scaled(j.before),
            scaled(j.after),
            j.score_before,
            j.score_after,
            scaled(j.loss),
            j.played,
            j.best,
        );
        for step in &j.line {
            line.push('\t');
            line.push_str(step);
        }
        lines.push(line);
    }
    for roll in luck {
        let mut line = format!("L {} {}", roll.seat.0, scaled(roll.luck));
        if let Some(ply) = roll.ply {
            line += &format!(" {ply}");
        }
        lines.push(line);
    }
    lines.join("\n")
}

/// Reads a review's text back; `None` where it is not one (a damaged entry keeps its game, and
/// the page offers a new review).
pub fn read(text: &str) -> Option<Kept> {
    let mut lines = text.lines();
    let plies = lines.next()?.strip_prefix("R ")?.parse().ok()?;
    let mut kept = Kept {
        plies,
        judged: Vec::new(),
        luck: Vec::new(),
    };
    for line in lines {
        if let Some(rest) = line.strip_prefix("L ") {
            let mut fields = rest.split(' ');
            let (seat, value) = (fields.next()?, fields.next()?);
            let ply = match fields.next() {
                Some(ply) => Some(ply.parse().ok()?),
                None => None,
            };
            kept.luck.push(RollLuck {
                seat: Seat(seat.parse().ok()?),
                luck: unscaled(value)?,
                ply,
            });
            continue;
        }
        let mut fields = line.split('\t');
        let numbers: Vec<&str> = fields.next()?.split(' ').collect();
        let [ply, seat, decision, mark, before, after, score_before, score_after, loss] =
            numbers[..]
        else {
            return None;
        };
        let decision = match decision {
            "M" => Decision::Move,
            "P" => Decision::Play,
            "C" => Decision::Cube,
            "A" => Decision::Answer,
            _ => return None,
        };
        let mark = match mark {
            "-" => None,
            "i" => Some(Mark::Inaccuracy),
            "m" => Some(Mark::Mistake),
            "b" => Some(Mark::Blunder),
            _ => return None,
        };
        let played = fields.next()?.to_string();
        let best = fields.next()?.to_string();
        kept.judged.push(Judged {
            ply: ply.parse().ok()?,
            seat: Seat(seat.parse().ok()?),
            decision,
            played,
            best,
            line: fields.map(str::to_string).collect(),
            before: unscaled(before)?,
            after: unscaled(after)?,
            score_before: score_before.parse().ok()?,
            score_after: score_after.parse().ok()?,
            loss: unscaled(loss)?,
            mark,
        });
    }
    Some(kept)
}

fn unscaled(text: &str) -> Option<f64> {
    Some(text.parse::<i64>().ok()? as f64 / SCALE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(ply: usize, mark: Option<Mark>) -> Judged {
        Judged {
            ply,
            seat: Seat((ply % 2) as u8),
            decision: Decision::Play,
            played: "8/5 6/5".to_string(),
            best: "13/10 13/11".to_string(),
            line: vec!["13/10 13/11".to_string(), "24/18".to_string()],
            before: 0.5321,
            after: -0.125,
            score_before: 31,
            score_after: -31,
            loss: 0.6571,
            mark,
        }
    }

    #[test]
    fn a_kept_review_reads_back_as_it_was_written() {
        let all = vec![
            judged(0, None),
            judged(1, Some(Mark::Inaccuracy)),
            judged(2, Some(Mark::Mistake)),
            judged(3, Some(Mark::Blunder)),
        ];
        let luck = vec![
            RollLuck {
                seat: Seat(0),
                luck: 0.25,
                ply: Some(2),
            },
            RollLuck {
                seat: Seat(1),
                luck: -0.0312,
                ply: Some(7),
            },
        ];
        let text = write(5, &all, &luck);
        let kept = read(&text).expect("reads back");
        assert_eq!(kept.plies, 5);
        assert_eq!(kept.judged, all);
        assert_eq!(kept.luck, luck);
    }

    #[test]
    fn a_damaged_kept_review_is_none_rather_than_a_wrong_one() {
        let text = write(1, &[judged(0, Some(Mark::Blunder))], &[]);
        assert!(read(&text).is_some());
        assert_eq!(read(&text.replace(" b ", " x ")), None, "unknown mark");
        assert_eq!(read(&text.replace('\t', " ")), None, "no moves");
        assert_eq!(read(&text[1..]), None, "no header");
        assert_eq!(read(""), None);
        assert_eq!(read("R 1\nL 0 nine"), None);
        assert_eq!(read("R 1\nL 0 5 x"), None, "a ply that is not a number");
    }

    #[test]
    fn luck_kept_before_plies_were_written_still_reads() {
        let kept = read("R 3\nL 1 -312").expect("reads");
        assert_eq!(
            kept.luck,
            vec![RollLuck {
                seat: Seat(1),
                luck: -0.0312,
                ply: None
            }]
        );
    }
}
