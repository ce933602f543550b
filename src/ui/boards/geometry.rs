//! Where each board's places are drawn, in the SVG's units: the squares of an 8x8 board (chess
//! and draughts), backgammon's points and bar, Camelot's squares. The renderers draw there, and
//! the keyboard's cursor and the editor find places there; the pointer's drag and the motion
//! scale screen pixels to those units ([`svg_scale`]). It imports nothing of its siblings.

use web_sys::Element;

use crate::games::AnyGame;
use crate::rules::{Game, Seat};

/// The seat whose side is drawn at the bottom of the board when it is not flipped: White in
/// chess, Camelot and backgammon; in the draughts games the side that starts on the first ranks
/// (White; English draughts' Black starts at the top). Ludo's board turns to the colour on turn
/// instead, so no seat keeps the bottom.
pub fn seat_at_bottom(game: &AnyGame) -> Option<Seat> {
    match game {
        AnyGame::Draughts(draughts) => {
            let on_top = draughts.options().ruleset.spec().first_starts_on_top;
            Some(Seat(u8::from(on_top)))
        }
        AnyGame::Chess(_) | AnyGame::Camelot(_) | AnyGame::Backgammon(_) => Some(Seat(0)),
        AnyGame::Ludo(_) => None,
    }
}

/// The board's SVG around `target` (or `target` itself), with its scale: viewBox units per
/// screen pixel.
pub fn svg_scale(target: &Element) -> Option<(Element, f64)> {
    let svg = target.closest("svg").ok()??;
    // Our boards' viewBoxes are whole numbers (a float parser would add 10 kB of tables).
    let units: u32 = svg
        .get_attribute("viewBox")?
        .split_whitespace()
        .nth(2)?
        .parse()
        .ok()?;
    let width = svg.get_bounding_client_rect().width();
    (width > 0.0).then(|| (svg, f64::from(units) / width))
}

/// The 8x8 board of chess and the draughts games.
pub mod squares {
    /// Screen column and row of a square (a1 = 0): rank 1 at the bottom unless flipped.
    pub fn place(square: u8, flipped: bool) -> (i32, i32) {
        let (file, rank) = ((square % 8) as i32, (square / 8) as i32);
        if flipped {
            (7 - file, rank)
        } else {
            (file, 7 - rank)
        }
    }
}

/// The backgammon board: points hang from the top edge or stand on the bottom one, with the bar
/// between the two halves.
pub mod backgammon {
    /// A point's width.
    pub const POINT_W: i32 = 70;
    /// The board's top and bottom edges.
    pub const TOP: i32 = 60;
    pub const BOTTOM: i32 = 700;
    /// The bar's left edge.
    pub const BAR_X: i32 = 420;

    /// Left edge and whether the point hangs from the top, for a point in White's numbering.
    pub fn point_place(point: u8, flipped: bool) -> (i32, bool) {
        // Flipping shows Black's side: Black's point p sits where White's p would.
        let p = if flipped { 25 - point } else { point } as i32;
        match p {
            1..=6 => (500 + (6 - p) * POINT_W, false),
            7..=12 => ((12 - p) * POINT_W, false),
            13..=18 => ((p - 13) * POINT_W, true),
            _ => (500 + (p - 19) * POINT_W, true),
        }
    }
}

/// Camelot's board: 12 files and 16 ranks, of which the cut corners and the castles' sides
/// leave 160 squares.
pub mod camelot {
    pub const FILES: i32 = 12;
    pub const RANKS: i32 = 16;

    /// Screen column and row of a square: rank 1 at the bottom unless flipped.
    pub fn place(square: u16, flipped: bool) -> (i32, i32) {
        let (file, rank) = (square as i32 % FILES, square as i32 / FILES);
        if flipped {
            (FILES - 1 - file, rank)
        } else {
            (file, RANKS - 1 - rank)
        }
    }
}
