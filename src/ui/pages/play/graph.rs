//! The review's graph: the first player's winning chance over the game (backgammon: the
//! equity, from -1 to +1), with the marked moves on it; a click goes to the position before
//! that move, where the board shows the better one. Ludo, with up to four sides, has none.

use yew::prelude::*;

use crate::ai::review::Judged;
use crate::games::GameKind;
use crate::rules::Seat;
use crate::ui::words::i18n::Lexicon;

/// The drawing's size in its own units (whole numbers: no float formatting in the download).
const WIDTH: i64 = 1000;
const HEIGHT: i64 = 200;

/// The first player's share, 0 to 1, of a value seen from `seat`'s side.
fn first_players(kind: GameKind, seat: Seat, value: f64) -> f64 {
    let share = match kind {
        // An equity: -1 (a sure single loss) to +1; gammons are off the scale.
        GameKind::Backgammon => (value.clamp(-1.0, 1.0) + 1.0) / 2.0,
        _ => value,
    };
    if seat == Seat(0) {
        share
    } else {
        1.0 - share
    }
}

fn y_of(share: f64) -> i64 {
    HEIGHT - (share * HEIGHT as f64).round() as i64
}

/// The graph of a review's `judged` decisions in a game of `kind`, with the game shown at
/// `cursor`.
pub fn graph(
    words: &Lexicon,
    kind: GameKind,
    judged: &[Judged],
    cursor: usize,
    on_goto: &Callback<usize>,
) -> Html {
    if kind == GameKind::Ludo || judged.is_empty() {
        return html! {};
    }
    // A point before each decision, and one after the last.
    let mut shares: Vec<f64> = judged
        .iter()
        .map(|j| first_players(kind, j.seat, j.before))
        .collect();
    if let Some(last) = judged.last() {
        shares.push(first_players(kind, last.seat, last.after));
    }
    let step = WIDTH / (shares.len() as i64 - 1).max(1);
    let x_of = |i: usize| i as i64 * step;
    let line: Vec<String> = shares
        .iter()
        .enumerate()
        .map(|(i, share)| format!("{},{}", x_of(i), y_of(*share)))
        .collect();
    let area = format!(
        "M0,{HEIGHT} L{} L{},{HEIGHT} Z",
        line.join(" L"),
        x_of(shares.len() - 1)
    );
    let columns = judged.iter().enumerate().map(|(i, j): (usize, &Judged)| {
        let ply = j.ply;
        let onclick = on_goto.reform(move |_: MouseEvent| ply);
        let mark = j.mark.map(|mark| {
            let class = format!("mark-{}", mark.word());
            html! { <circle class={class} cx={x_of(i + 1).to_string()} cy={y_of(shares[i + 1]).to_string()} r="12" /> }
        });
        // The column around its decision's point, cut at the graph's edges (so that the first
        // column does not reach under the second).
        let (left, right) = ((x_of(i) - step / 2).max(0), (x_of(i) + step / 2).min(WIDTH));
        html! {
            <g class="column" data-ply={ply.to_string()} {onclick}>
                <rect x={left.to_string()} y="0" width={(right - left).to_string()} height={HEIGHT.to_string()} />
                { for mark }
            </g>
        }
    });
    let here = judged.iter().position(|j| j.ply == cursor).map(|i| {
        let x = x_of(i).to_string();
        html! { <line class="here" x1={x.clone()} x2={x} y1="0" y2={HEIGHT.to_string()} /> }
    });
    html! {
        <svg class="review-graph" data-testid="review-graph" viewBox={format!("0 0 {WIDTH} {HEIGHT}")}
            role="img" aria-label={words.get("play.review-graph")}>
            <path class="area" d={area} />
            <line class="middle" x1="0" x2={WIDTH.to_string()} y1={(HEIGHT / 2).to_string()} y2={(HEIGHT / 2).to_string()} />
            { for here }
            { for columns }
        </svg>
    }
}
