//! The SVG backgammon board, drawn from White's side (White's home board bottom right) unless
//! flipped: 24 points numbered for the player on roll, the bar, both off trays, checkers with
//! counts on tall stacks, the dice (used ones faded), the cube where it lies, pip counts and
//! the match score.

use yew::prelude::*;

use super::board::marks;
use super::session::BoardView;
use crate::games::backgammon::{Backgammon, BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
use crate::rules::{Cell, Seat};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);
const POINT_W: i32 = 70;
const TOP: i32 = 60;
const BOTTOM: i32 = 700;
const BAR_X: i32 = 420;
const TRAY_X: i32 = 930;

#[derive(Properties, PartialEq)]
pub struct BackgammonBoardProps {
    pub game: Backgammon,
    pub view: BoardView,
    pub flipped: bool,
}

/// Left edge and whether the point hangs from the top, for a point in White's numbering.
fn point_place(point: u8, flipped: bool) -> (i32, bool) {
    // Flipping shows Black's side: Black's point p sits where White's p would.
    let p = if flipped { 25 - point } else { point } as i32;
    match p {
        1..=6 => (500 + (6 - p) * POINT_W, false),
        7..=12 => ((12 - p) * POINT_W, false),
        13..=18 => ((p - 13) * POINT_W, true),
        _ => (500 + (p - 19) * POINT_W, true),
    }
}

/// Checkers of one side at a White-numbered cell.
fn stack(game: &Backgammon, point: u8) -> Option<(Seat, u8)> {
    let white = game.checkers(WHITE, point);
    let black = game.checkers(BLACK, 25 - point);
    if white > 0 {
        Some((WHITE, white))
    } else if black > 0 {
        Some((BLACK, black))
    } else {
        None
    }
}

/// A column of up to five checkers from (x, edge) toward the middle, with the count on top
/// when there are more.
fn checkers(seat: Seat, count: u8, cx: i32, edge: i32, down: bool, cell: u16) -> Html {
    let side = if seat == WHITE { "white" } else { "black" };
    let shown = count.min(5) as i32;
    let step = if down { 60 } else { -60 };
    let first = edge + if down { 30 } else { -30 };
    let discs = (0..shown).map(|i| {
        let cy = first + i * step;
        html! { <circle class={classes!("checker", side)} cx={cx.to_string()} cy={cy.to_string()} r="28" /> }
    });
    let label_y = first + (shown - 1) * step + 9;
    html! {
        <g class="piece" data-cell={cell.to_string()} data-seat={seat.0.to_string()} data-count={count.to_string()}>
            { for discs }
            if count > 5 {
                <text class={classes!("checker-count", side)} x={cx.to_string()} y={label_y.to_string()}>{ count }</text>
            }
        </g>
    }
}

/// Whose numbering the point labels show: the player on roll's, as GNU Backgammon numbers
/// them (each player's 1-point is the last before bearing off); between games, the numbering
/// of the side drawn at the bottom.
fn numbered_for(props: &BackgammonBoardProps) -> Seat {
    let bottom = if props.flipped { BLACK } else { WHITE };
    props.game.seat_on_roll().unwrap_or(bottom)
}

fn point_html(props: &BackgammonBoardProps, point: u8) -> Html {
    let (x, top) = point_place(point, props.flipped);
    let cell = Cell(point as u16);
    let (edge, tip) = if top {
        (TOP, TOP + 300)
    } else {
        (BOTTOM, BOTTOM - 300)
    };
    let shade = if point.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    };
    let triangle = format!(
        "M{x} {edge} L{} {edge} L{} {tip} Z",
        x + POINT_W,
        x + POINT_W / 2
    );
    let label_y = if top { TOP - 12 } else { BOTTOM + 30 };
    let shown = if numbered_for(props) == BLACK {
        25 - point
    } else {
        point
    };
    html! {
        <g class={marks(&props.view, cell)} data-cell={cell.0.to_string()}>
            <rect class="point-hit" x={x.to_string()} y={(if top { TOP } else { BOTTOM - 320 }).to_string()} width={POINT_W.to_string()} height="320" />
            <path class={classes!("point", shade)} d={triangle} />
            <text class="point-number" x={(x + POINT_W / 2).to_string()} y={label_y.to_string()}>{ shown }</text>
            if let Some((seat, count)) = stack(&props.game, point) {
                { checkers(seat, count, x + POINT_W / 2, edge, top, cell.0) }
            }
        </g>
    }
}

/// A bar or tray cell: a clickable box holding one side's checkers.
fn holder(
    props: &BackgammonBoardProps,
    cell: Cell,
    seat: Seat,
    count: u8,
    x: i32,
    from_top: bool,
) -> Html {
    let (y, edge) = if from_top {
        (TOP, TOP)
    } else {
        (BOTTOM - 320, BOTTOM)
    };
    let width = if cell == WHITE_OFF || cell == BLACK_OFF {
        70
    } else {
        80
    };
    html! {
        <g class={classes!(marks(&props.view, cell), "holder")} data-cell={cell.0.to_string()}>
            <rect class="holder-box" x={x.to_string()} y={y.to_string()} width={width.to_string()} height="320" />
            if count > 0 {
                { checkers(seat, count, x + width / 2, edge, from_top, cell.0) }
            }
        </g>
    }
}

fn die(value: u8, x: i32, y: i32, used: bool) -> Html {
    let pips: &[(i32, i32)] = match value {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    };
    html! {
        <g class={classes!("die", used.then_some("used"))} data-die={value.to_string()}>
            <rect x={(x - 25).to_string()} y={(y - 25).to_string()} width="50" height="50" rx="8" />
            { for pips.iter().map(|(dx, dy)| html! { <circle cx={(x + dx * 13).to_string()} cy={(y + dy * 13).to_string()} r="5" /> }) }
        </g>
    }
}

fn dice_html(game: &Backgammon) -> Html {
    let Some([a, b]) = game.dice() else {
        return html! {};
    };
    let left = game.dice_left();
    let doubles = a == b;
    let a_used = if doubles {
        left.is_empty()
    } else {
        !left.contains(&a)
    };
    let b_used = if doubles {
        left.len() < 2
    } else {
        !left.contains(&b)
    };
    html! { <g class="dice">{ die(a, 680, 380, a_used) }{ die(b, 740, 380, b_used) }</g> }
}

fn cube_html(game: &Backgammon, flipped: bool) -> Html {
    let (value, owner) = game.cube();
    let near_white = owner == Some(WHITE);
    let y = match owner {
        None => 380,
        Some(_) if near_white != flipped => BOTTOM - 40,
        Some(_) => TOP + 40,
    };
    let shown = if owner.is_none() && value == 1 {
        64
    } else {
        value
    };
    html! {
        <g class="cube" data-value={value.to_string()} data-owner={owner.map_or("none".to_string(), |s| s.0.to_string())}>
            <rect x={(BAR_X + 15).to_string()} y={(y - 25).to_string()} width="50" height="50" rx="6" />
            <text x={(BAR_X + 40).to_string()} y={(y + 9).to_string()}>{ shown }</text>
        </g>
    }
}

#[component(BackgammonBoard)]
pub fn backgammon_board(props: &BackgammonBoardProps) -> Html {
    let game = &props.game;
    let (score_w, score_b) = game.score();
    let length = game.match_length();
    let score = if length == 0 {
        "money game".to_string()
    } else {
        format!("match to {length}")
    };
    let (top_seat, bottom_seat) = if props.flipped {
        (WHITE, BLACK)
    } else {
        (BLACK, WHITE)
    };
    let line = |seat: Seat| {
        let points = if seat == WHITE { score_w } else { score_b };
        format!(
            "{}: {} pips · {} off · score {points}",
            Backgammon::side_name(seat),
            game.pip_count(seat),
            game.borne_off(seat)
        )
    };
    html! {
        <svg class="board backgammon" data-game="backgammon" data-numbered-for={numbered_for(props).0.to_string()} viewBox="0 0 1000 760" role="img" aria-label="Backgammon board">
            <rect class="frame" x="0" y={TOP.to_string()} width="920" height={(BOTTOM - TOP).to_string()} />
            <rect class="bar" x={BAR_X.to_string()} y={TOP.to_string()} width="80" height={(BOTTOM - TOP).to_string()} />
            { for (1..=24).map(|p| point_html(props, p)) }
            { holder(props, WHITE_BAR, WHITE, game.on_bar(WHITE), BAR_X, props.flipped) }
            { holder(props, BLACK_BAR, BLACK, game.on_bar(BLACK), BAR_X, !props.flipped) }
            { holder(props, WHITE_OFF, WHITE, game.borne_off(WHITE), TRAY_X, props.flipped) }
            { holder(props, BLACK_OFF, BLACK, game.borne_off(BLACK), TRAY_X, !props.flipped) }
            { dice_html(game) }
            { cube_html(game, props.flipped) }
            <text class="bg-info" x="0" y="24" data-testid="bg-top">{ line(top_seat) }</text>
            <text class="bg-info" x="0" y="752" data-testid="bg-bottom">{ line(bottom_seat) }</text>
            <text class="bg-info" x="920" y="24" text-anchor="end" data-testid="bg-match">{ score }</text>
        </svg>
    }
}
