//! The SVG backgammon board, drawn from White's side (White's home board bottom right) unless
//! flipped: 24 points numbered for the player on roll, the bar, both off trays, checkers with
//! counts on tall stacks, the dice (used ones faded), the cube where it lies, pip counts and
//! the match score, and the keyboard's cursor. Points, bars, trays, dice and cube are named
//! for screen readers.

pub mod dice;
pub mod layout;
pub mod names;

use yew::prelude::*;

use crate::games::backgammon::{Backgammon, BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
use crate::games::AnyGame;
use crate::rules::{Cell, Seat};
use crate::ui::boards::backgammon::dice::{cube_html, dice_html};
use crate::ui::boards::geometry::backgammon::{point_place, BAR_X, BOTTOM, POINT_W, TOP};
use crate::ui::boards::marks::cursor_box;
use crate::ui::boards::marks::marks;
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::names::{cell_id, with_marks};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::seat_name;

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);
const TRAY_X: i32 = 930;

/// What the board draws.
pub struct BackgammonBoardProps {
    pub game: Backgammon,
    pub view: BoardView,
    pub flipped: bool,
    /// The keyboard's cursor, drawn as a ring while the board has keyboard focus.
    pub cursor: Option<Cell>,
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
                <text class={classes!("checker-count", side)} aria-hidden="true" x={cx.to_string()} y={label_y.to_string()}>{ count }</text>
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

fn point_html(props: &BackgammonBoardProps, words: &Lexicon, point: u8) -> Html {
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
            <rect class="point-hit" x={x.to_string()} y={(if top { TOP } else { BOTTOM - 320 }).to_string()} width={POINT_W.to_string()} height="320"
                id={cell_id(cell)} role="button" aria-label={label(props, words, cell)} />
            <path class={classes!("point", shade)} d={triangle} />
            <text class="point-number" aria-hidden="true" x={(x + POINT_W / 2).to_string()} y={label_y.to_string()}>{ shown }</text>
            if let Some((seat, count)) = stack(&props.game, point) {
                { checkers(seat, count, x + POINT_W / 2, edge, top, cell.0) }
            }
        </g>
    }
}

fn label(props: &BackgammonBoardProps, words: &Lexicon, cell: Cell) -> String {
    let label = names::label(words, &props.game, cell, props.flipped);
    with_marks(words, &props.view, cell, label)
}

/// Where a bar or tray cell is drawn: left edge, top, width, and whether its checkers hang
/// from the top.
fn holder_place(cell: Cell, flipped: bool) -> (i32, i32, i32, bool) {
    let from_top = match cell {
        WHITE_BAR | WHITE_OFF => flipped,
        _ => !flipped,
    };
    let x = if cell == WHITE_OFF || cell == BLACK_OFF {
        TRAY_X
    } else {
        BAR_X
    };
    let y = if from_top { TOP } else { BOTTOM - 320 };
    let width = if x == TRAY_X { 70 } else { 80 };
    (x, y, width, from_top)
}

/// The keyboard cursor's ring round a point, a bar or a tray.
fn cursor_html(cell: Cell, flipped: bool) -> Html {
    match cell.0 {
        1..=24 => {
            let (x, top) = point_place(cell.0 as u8, flipped);
            cursor_box(cell, x, if top { TOP } else { BOTTOM - 320 }, POINT_W, 320)
        }
        _ => {
            let (x, y, width, _) = holder_place(cell, flipped);
            cursor_box(cell, x, y, width, 320)
        }
    }
}

/// A bar or tray cell: a clickable box holding one side's checkers.
fn holder(
    props: &BackgammonBoardProps,
    words: &Lexicon,
    cell: Cell,
    seat: Seat,
    count: u8,
) -> Html {
    let (x, y, width, from_top) = holder_place(cell, props.flipped);
    let edge = if from_top { TOP } else { BOTTOM };
    html! {
        <g class={classes!(marks(&props.view, cell), "holder")} data-cell={cell.0.to_string()}>
            <rect class="holder-box" x={x.to_string()} y={y.to_string()} width={width.to_string()} height="320"
                id={cell_id(cell)} role="button" aria-label={label(props, words, cell)} />
            if count > 0 {
                { checkers(seat, count, x + width / 2, edge, from_top, cell.0) }
            }
        </g>
    }
}

/// The board. A function [`drawing`](crate::ui::boards::any::drawing) calls, not a
/// component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn backgammon_board(words: &Lexicon, props: &BackgammonBoardProps) -> Html {
    let game = &props.game;
    let (score_w, score_b) = game.score();
    let length = game.match_length();
    let score = if length == 0 {
        words.get("board.backgammon.money-game")
    } else {
        words.fill("board.backgammon.match-to", &[("length", &length)])
    };
    let (top_seat, bottom_seat) = if props.flipped {
        (WHITE, BLACK)
    } else {
        (BLACK, WHITE)
    };
    let any = AnyGame::Backgammon(game.clone());
    let line = |seat: Seat| {
        let points = if seat == WHITE { score_w } else { score_b };
        words.count(
            "board.backgammon.pips-off-score",
            u64::from(game.pip_count(seat)),
            &[
                ("side", &seat_name(words, &any, seat)),
                ("off", &game.borne_off(seat)),
                ("score", &points),
            ],
        )
    };
    let holders = [
        (WHITE_BAR, WHITE, game.on_bar(WHITE)),
        (BLACK_BAR, BLACK, game.on_bar(BLACK)),
        (WHITE_OFF, WHITE, game.borne_off(WHITE)),
        (BLACK_OFF, BLACK, game.borne_off(BLACK)),
    ];
    html! {
        <svg class="board backgammon" data-game="backgammon" data-numbered-for={numbered_for(props).0.to_string()} viewBox="0 0 1000 760"
            role="group" aria-label={words.get("board.name.backgammon")}>
            <rect class="frame" x="0" y={TOP.to_string()} width="920" height={(BOTTOM - TOP).to_string()} />
            <rect class="bar" x={BAR_X.to_string()} y={TOP.to_string()} width="80" height={(BOTTOM - TOP).to_string()} />
            { for (1..=24).map(|p| point_html(props, words, p)) }
            { for holders.into_iter().map(|(cell, seat, count)| holder(props, words, cell, seat, count)) }
            { dice_html(words, game) }
            { cube_html(words, game, props.flipped) }
            <text class="bg-info" x="0" y="24" data-testid="bg-top">{ line(top_seat) }</text>
            <text class="bg-info" x="0" y="752" data-testid="bg-bottom">{ line(bottom_seat) }</text>
            <text class="bg-info" x="920" y="24" text-anchor="end" data-testid="bg-match">{ score }</text>
            { for props.cursor.map(|cell| cursor_html(cell, props.flipped)) }
        </svg>
    }
}
