//! Our own drawings of the six chess pieces, each in a 100 x 100 box: simple bold silhouettes
//! that stay readable at phone size. Colour comes from CSS classes.

use yew::prelude::*;

/// The outline paths of a piece (K, Q, R, B, N, P), drawn with the piece's fill and stroke.
fn shapes(role: char) -> &'static [&'static str] {
    const BASE: &str =
        "M24 86 H76 Q80 86 80 82 V80 Q80 74 72 74 H28 Q20 74 20 80 V82 Q20 86 24 86 Z";
    match role {
        'K' => &[
            BASE,
            "M30 74 C22 58 22 42 35 40 C42 39 47 44 50 51 C53 44 58 39 65 40 C78 42 78 58 70 74 Z",
            "M46 12 H54 V20 H62 V28 H54 V42 H46 V28 H38 V20 H46 Z",
        ],
        'Q' => &[
            BASE,
            "M28 74 L20 32 L36 52 L41 24 L50 50 L59 24 L64 52 L80 32 L72 74 Z",
            "M20 30 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
            "M41 22 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
            "M59 22 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
            "M80 30 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
        ],
        'R' => &[
            BASE,
            "M32 74 L35 42 H65 L68 74 Z",
            "M27 42 V20 H37 V28 H45 V20 H55 V28 H63 V20 H73 V42 Z",
        ],
        'B' => &[
            BASE,
            "M37 74 Q43 64 41 58 H59 Q57 64 63 74 Z",
            "M50 16 C66 30 68 46 60 58 H40 C32 46 34 30 50 16 Z",
            "M50 13 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0",
        ],
        'N' => &[
            BASE,
            "M32 74 C32 60 40 52 46 46 C38 48 31 52 26 50 C20 44 30 32 40 26 L42 15 L50 22 C66 22 74 40 70 74 Z",
        ],
        _ => &[
            BASE,
            "M35 74 Q37 54 45 47 H55 Q63 54 65 74 Z",
            "M50 33 m-14 0 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0",
        ],
    }
}

/// Details drawn in the contrasting colour (eyes, slits), over the shapes.
fn details(role: char) -> &'static [&'static str] {
    match role {
        'B' => &["M50 30 L57 42"],
        'N' => &[
            "M44 32 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0",
            "M28 47 L33 44",
        ],
        'R' => &["M36 48 H64"],
        _ => &[],
    }
}

/// A chess piece at the square whose top-left corner is (x, y).
pub fn chess_piece(role: char, white: bool, x: i32, y: i32, square: u8, seat: u8) -> Html {
    let side = if white { "white" } else { "black" };
    html! {
        <g class={classes!("piece", "chess-piece", side)}
           data-cell={square.to_string()} data-seat={seat.to_string()} data-piece={role.to_string()}>
            { drawing(role, x, y) }
        </g>
    }
}

/// A chess piece as a picture on its own (a 100 x 100 box), not a piece on the board: the
/// promotion chooser's buttons.
pub fn piece_picture(role: char, white: bool) -> Html {
    let side = if white { "white" } else { "black" };
    html! {
        <svg class="piece-picture" viewBox="0 0 100 100" aria-hidden="true">
            <g class={classes!("chess-piece", side)}>{ drawing(role, 0, 0) }</g>
        </svg>
    }
}

fn drawing(role: char, x: i32, y: i32) -> Html {
    html! {
        <g transform={format!("translate({x} {y})")}>
            { for shapes(role).iter().map(|d| html! { <path class="piece-shape" d={*d} /> }) }
            { for details(role).iter().map(|d| html! { <path class="piece-detail" d={*d} /> }) }
        </g>
    }
}
