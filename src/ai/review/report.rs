//! A review in words, for the command line and for files: one line a decision, then each side's
//! summary.

use super::{summary, Judged, Mark};
use crate::games::AnyGame;
use crate::rules::{Game, Seat};

/// One line a decision: `3... Black Qg5 (best Nf6) 48.6% -> 2.4%, lost 46.2%: blunder ??`.
pub fn decision_line(start: &AnyGame, judged: &Judged) -> String {
    let ply = judged.ply + usize::from(start.turn().seat() == Some(Seat(1)));
    let number = if ply.is_multiple_of(2) {
        format!("{}.", ply / 2 + 1)
    } else {
        format!("{}...", ply / 2 + 1)
    };
    let best = if judged.best == judged.played {
        "best".to_string()
    } else {
        format!("best {}", judged.best)
    };
    let mark = judged
        .mark
        .map(|mark| format!(": {} {}", mark.word(), mark.symbol()))
        .unwrap_or_default();
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
                "{}: {} decisions, {}; mean loss {}, accuracy {:.1}",
                start.side_name(seat),
                figures.decisions,
                marks.join(", "),
                percent(figures.average_loss),
                figures.accuracy,
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
    format!("{:.1}%", share * 100.0)
}
