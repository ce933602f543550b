//! A review in words, for the command line and for files: one line a decision, then each side's
//! summary. Numbers go through [`decimal`], so that the page, which writes backgammon's review
//! into its `.mat` download, carries no float formatter.

use super::ludo::LudoReview;
use super::{summary, Decision, Judged, Mark, RollLuck};
use crate::games::backgammon::BgMove;
use crate::games::{AnyGame, AnyMove};
use crate::rules::codec::decimal;
use crate::rules::{Game, Record, Seat};

/// "best" where the move played was the engine's choice, else "best <move>".
fn best_part(judged: &Judged) -> String {
    if judged.best == judged.played {
        "best".to_string()
    } else {
        format!("best {}", judged.best)
    }
}

/// ": blunder ??" after a marked move, in `word`'s words; nothing after an unmarked one.
fn mark_part(judged: &Judged, word: fn(Mark) -> &'static str) -> String {
    judged
        .mark
        .map(|mark| format!(": {} {}", word(mark), mark.symbol()))
        .unwrap_or_default()
}

/// One line a decision: `3... Black Qg5 (best Nf6) 48.6% -> 2.4%, lost 46.2%: blunder ??`.
pub fn decision_line(start: &AnyGame, judged: &Judged) -> String {
    let ply = judged.ply + usize::from(start.turn().seat() == Some(Seat(1)));
    let number = if ply.is_multiple_of(2) {
        format!("{}.", ply / 2 + 1)
    } else {
        format!("{}...", ply / 2 + 1)
    };
    let (best, mark) = (best_part(judged), mark_part(judged, Mark::word));
    format!(
        "{number} {} {} ({best}) {} -> {}, lost {}{mark}",
        start.side_name(judged.seat),
        judged.played,
        percent(judged.before),
        percent(judged.after),
        percent(judged.loss),
    )
}

/// Each side's line: its decisions, marks, mean loss and accuracy.
pub fn summary_lines(start: &AnyGame, judged: &[Judged]) -> Vec<String> {
    (0..start.num_players() as u8)
        .map(Seat)
        .map(|seat| {
            let figures = summary(judged, seat);
            let marks: Vec<String> = Mark::ALL
                .iter()
                .zip(figures.marks)
                .map(|(mark, count)| format!("{count} {}", plural(mark.word(), count)))
                .collect();
            format!(
                "{}: {} decisions, {}; mean loss {}, accuracy {}",
                start.side_name(seat),
                figures.decisions,
                marks.join(", "),
                percent(figures.average_loss),
                decimal(figures.accuracy, 1, false),
            )
        })
        .collect()
}

fn plural(word: &str, count: usize) -> String {
    match (count, word.strip_suffix('y')) {
        (1, _) => word.to_string(),
        (_, Some(stem)) => format!("{stem}ies"),
        _ => format!("{word}s"),
    }
}

fn percent(share: f64) -> String {
    decimal(share * 100.0, 1, false) + "%"
}

/// A backgammon decision's line: `move 12 White 24/20 (best 8/5 6/5) -0.018 -> -0.121, lost
/// 0.103: bad ?` (the record's move number, as `tabula import` lists the moves; equities in
/// points per cube).
pub fn backgammon_line(start: &AnyGame, judged: &Judged) -> String {
    let (best, mark) = (best_part(judged), mark_part(judged, backgammon_word));
    format!(
        "move {} {} {} ({best}) {} -> {}, lost {}{mark}",
        judged.ply + 1,
        start.side_name(judged.seat),
        judged.played,
        decimal(judged.before, 3, true),
        decimal(judged.after, 3, true),
        decimal(judged.loss, 3, false),
    )
}

/// gnubg's words for the marks.
pub fn backgammon_word(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "doubtful",
        Mark::Mistake => "bad",
        Mark::Blunder => "very bad",
    }
}

/// gnubg's ratings by the error rate a decision (in thousandths of a point, mEMG): the
/// highest whose bound the rate is under.
pub const RATINGS: [(f64, &str); 8] = [
    (2.0, "Supernatural"),
    (5.0, "World class"),
    (8.0, "Expert"),
    (12.0, "Advanced"),
    (18.0, "Intermediate"),
    (26.0, "Casual player"),
    (35.0, "Beginner"),
    (f64::INFINITY, "Awful!"),
];

/// The rating of an error rate in mEMG a decision.
pub fn rating(rate: f64) -> &'static str {
    RATINGS
        .iter()
        .find(|(bound, _)| rate < *bound)
        .map_or("Awful!", |(_, word)| word)
}

/// One side's backgammon figures, as gnubg's statistics give them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BackgammonFigures {
    /// Unforced chequer plays and their total equity lost.
    pub plays: usize,
    pub play_error: f64,
    /// Cube decisions (double or not, take or pass) and their total equity lost.
    pub cube: usize,
    pub cube_error: f64,
    /// Marks over all decisions, in [`Mark::ALL`]'s order.
    pub marks: [usize; 3],
    /// The luck of the side's rolls, in total.
    pub luck: f64,
}

impl BackgammonFigures {
    pub fn of(judged: &[Judged], luck: &[RollLuck], seat: Seat) -> BackgammonFigures {
        let mut figures = BackgammonFigures::default();
        for judged in judged.iter().filter(|j| j.seat == seat) {
            if judged.decision == Decision::Play {
                figures.plays += 1;
                figures.play_error += judged.loss;
            } else {
                figures.cube += 1;
                figures.cube_error += judged.loss;
            }
            if let Some(mark) = judged.mark {
                figures.marks[mark as usize] += 1;
            }
        }
        figures.luck = luck_of(luck, seat);
        figures
    }

    /// The error rate a decision in mEMG, over the decisions counted by `of` (0 when none).
    pub fn rate(error: f64, count: usize) -> f64 {
        if count == 0 {
            0.0
        } else {
            1000.0 * error / count as f64
        }
    }

    pub fn overall_rate(&self) -> f64 {
        BackgammonFigures::rate(self.play_error + self.cube_error, self.plays + self.cube)
    }
}

/// The total luck of `seat`'s rolls or throws.
pub fn luck_of(luck: &[RollLuck], seat: Seat) -> f64 {
    luck.iter().filter(|l| l.seat == seat).map(|l| l.luck).sum()
}

/// Each game of a backgammon match (in order, from 1) with its rolls' luck; empty for one game,
/// or where the plies are not known (a review kept before they were).
pub fn luck_by_game(record: &Record<AnyGame>, luck: &[RollLuck]) -> Vec<(usize, Vec<RollLuck>)> {
    let opening = |mv: &AnyMove| matches!(mv, AnyMove::Backgammon(BgMove::OpeningRoll(..)));
    let mut games: Vec<(usize, Vec<RollLuck>)> = Vec::new();
    for roll in luck {
        let Some(ply) = roll.ply else {
            return Vec::new();
        };
        let moves = record.moves();
        let game = moves[..=ply.min(moves.len().saturating_sub(1))]
            .iter()
            .filter(|mv| opening(mv))
            .count()
            .max(1);
        match games.last_mut() {
            Some((number, rolls)) if *number == game => rolls.push(*roll),
            _ => games.push((game, vec![*roll])),
        }
    }
    if games.len() < 2 {
        games.clear();
    }
    games
}

/// The two sides' figures side by side, in the shape of gnubg's `show statistics`, with the
/// luck of each game of a match after the total.
pub fn backgammon_summary(
    record: &Record<AnyGame>,
    judged: &[Judged],
    luck: &[RollLuck],
) -> Vec<String> {
    let start = record.start();
    let sides = [Seat(0), Seat(1)].map(|seat| BackgammonFigures::of(judged, luck, seat));
    let row = |name: &str, cell: &dyn Fn(&BackgammonFigures) -> String| {
        format!("{name:<32}{:>16}{:>16}", cell(&sides[0]), cell(&sides[1]))
    };
    let mut rows = vec![
        format!(
            "{:<32}{:>16}{:>16}",
            "",
            start.side_name(Seat(0)),
            start.side_name(Seat(1))
        ),
        row("Unforced moves", &|f| f.plays.to_string()),
        row("Error total EMG (chequer)", &|f| {
            decimal(f.play_error, 3, false)
        }),
        row("Error rate mEMG (chequer)", &|f| {
            decimal(BackgammonFigures::rate(f.play_error, f.plays), 1, false)
        }),
        row("Cube decisions", &|f| f.cube.to_string()),
        row("Error total EMG (cube)", &|f| {
            decimal(f.cube_error, 3, false)
        }),
        row("Error rate mEMG (cube)", &|f| {
            decimal(BackgammonFigures::rate(f.cube_error, f.cube), 1, false)
        }),
        row("Doubtful / bad / very bad", &|f| {
            format!("{} / {} / {}", f.marks[0], f.marks[1], f.marks[2])
        }),
        row("Overall error rate mEMG", &|f| {
            decimal(f.overall_rate(), 1, false)
        }),
        row("Rating", &|f| rating(f.overall_rate()).to_string()),
        row("Luck total EMG", &|f| decimal(f.luck, 3, true)),
    ];
    for (game, rolls) in luck_by_game(record, luck) {
        let [first, second] =
            [Seat(0), Seat(1)].map(|seat| decimal(luck_of(&rolls, seat), 3, true));
        rows.push(format!(
            "{:<32}{first:>16}{second:>16}",
            format!("Luck game {game} EMG")
        ));
    }
    rows
}

/// A Ludo choice's line: `move 9 Green: enter two (best Green: enter at 6) 16.3 -> 15.1 steps,
/// lost 1.2`
/// (the record's move number; the mover's utility after each move, in steps).
pub fn ludo_line(judged: &Judged) -> String {
    let (best, mark) = (best_part(judged), mark_part(judged, Mark::word));
    // Ludo's notation names the colour already ("Green: enter two").
    format!(
        "move {} {} ({best}) {} -> {} steps, lost {}{mark}",
        judged.ply + 1,
        judged.played,
        decimal(judged.before, 1, false),
        decimal(judged.after, 1, false),
        decimal(judged.loss, 1, false),
    )
}

/// Each Ludo player's line: choices, marks, mean steps lost, and the luck of its throws.
pub fn ludo_summary(start: &AnyGame, review: &LudoReview) -> Vec<String> {
    (0..start.num_players() as u8)
        .map(Seat)
        .map(|seat| {
            let own: Vec<&Judged> = review.judged.iter().filter(|j| j.seat == seat).collect();
            let mut marks = [0usize; 3];
            for judged in &own {
                if let Some(mark) = judged.mark {
                    marks[mark as usize] += 1;
                }
            }
            let lost: f64 = own.iter().map(|j| j.loss).sum();
            let luck: f64 = review
                .luck
                .iter()
                .filter(|t| t.seat == seat)
                .map(|t| t.luck)
                .sum();
            let counts: Vec<String> = Mark::ALL
                .iter()
                .zip(marks)
                .map(|(mark, count)| format!("{count} {}", plural(mark.word(), count)))
                .collect();
            let mean = if own.is_empty() {
                0.0
            } else {
                lost / own.len() as f64
            };
            format!(
                "{}: {} choices, {}; mean loss {} steps, luck of the throws {} steps",
                start.side_name(seat),
                own.len(),
                counts.join(", "),
                decimal(mean, 1, false),
                decimal(luck, 1, true),
            )
        })
        .collect()
}
