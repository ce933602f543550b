//! Moves that show themselves: after the board's position changes, the piece that moved slides
//! from where it stood (200 ms), the pieces it took fade where they stood, and dice that were
//! just thrown turn over as they land; each change may also make its sound (see
//! [`crate::ui::boards::sound`]).
//!
//! The board shell calls [`use_move_motion`] once; everything else happens here, on the drawn
//! SVG, after Yew has drawn the new position: the renderers stay plain drawings, and what moves
//! are copies drawn over them (the board's own pieces and cells stay where clicks expect them).
//! Motion follows the player's choice (`<html data-motion>`: on, off, or the system's
//! reduced-motion wish); sound plays only when the player turned it on.
//!
//! A change is a step forward when the last move's start held a piece before it (going back
//! in the history shows an older last move whose start is empty by then): only forward steps
//! slide and sound. A piece the player dragged to its square is already there and does not
//! slide again.

use crate::rules::codec::decimal;
use std::cell::Cell as Flag;
use std::collections::HashMap;

use crate::ui::timer::after;
use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use crate::games::AnyGame;
use crate::persist::Motion;
use crate::rules::{Cell, Game, Gesture, Turn};
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::sound::{self, Sound};
use crate::ui::settings::use_page;

const SLIDE_MS: f64 = 200.0;
const FADE_MS: f64 = 220.0;
const ROLL_MS: u32 = 400;

/// What the board showed after its latest change of position.
struct Shown {
    game: AnyGame,
    last: Option<Gesture>,
    /// Copies of the pieces drawn, by cell, to fade the ones a capture removes.
    pieces: HashMap<u16, Element>,
}

/// Slides, fades, dice and sounds for each new position of the board.
#[hook]
pub fn use_move_motion(game: &AnyGame, view: &BoardView) {
    let shown = use_mut_ref(|| None::<Shown>);
    let prefs = use_page().map(|page| page.prefs).unwrap_or_default();
    use_effect_with((game.clone(), view.last.clone()), move |(game, last)| {
        watch_drops();
        let before = shown.borrow_mut().take();
        let svg = board_svg();
        if let (Some(before), Some(svg)) = (before, svg.as_ref()) {
            if before.game != *game {
                let motion = motion_wanted(prefs.motion);
                if let Some(sound) = changed(&before, game, last.as_ref(), svg, motion) {
                    if prefs.sound {
                        sound::play(sound);
                    }
                }
            }
        }
        *shown.borrow_mut() = Some(Shown {
            game: game.clone(),
            last: last.clone(),
            pieces: svg.as_ref().map(copies).unwrap_or_default(),
        });
    });
}

/// Shows what changed from `before` to `game` and says which sound fits it.
fn changed(
    before: &Shown,
    game: &AnyGame,
    last: Option<&Gesture>,
    svg: &Element,
    motion: bool,
) -> Option<Sound> {
    let rolled = before.game.turn() == Turn::Chance;
    if rolled && motion {
        roll_dice(svg);
    }
    // A new last move; or the same again where its end gained a piece (a backgammon double's
    // steps repeat: 13/7 13/7), not where only the dice or the cube changed.
    let step = last
        .filter(|gesture| before.last.as_ref() != Some(*gesture) || grew(svg, gesture, before))
        .filter(|gesture| {
            gesture
                .from
                .is_some_and(|from| before.pieces.contains_key(&from.0))
        });
    if let Some(gesture) = step.filter(|_| motion) {
        slide(svg, gesture, before);
    }
    let ended = before.game.outcome().is_none() && game.outcome().is_some();
    let check = matches!(game, AnyGame::Chess(chess) if chess.in_check());
    match step {
        _ if ended => Some(Sound::End),
        Some(_) if check => Some(Sound::Check),
        Some(gesture) if !gesture.captured.is_empty() => Some(Sound::Capture),
        Some(_) => Some(Sound::Move),
        None if rolled => Some(Sound::Roll),
        None => None,
    }
}

/// Whether the move's end holds more pieces than before (`data-count` on stacks, else one).
fn grew(svg: &Element, gesture: &Gesture, before: &Shown) -> bool {
    let count = |piece: Option<&Element>| {
        piece.map_or(0, |p| {
            p.get_attribute("data-count")
                .and_then(|c| c.parse::<u32>().ok())
                .unwrap_or(1)
        })
    };
    gesture
        .to
        .is_some_and(|to| count(before.pieces.get(&to.0)) < count(piece_at(svg, to).as_ref()))
}

/// Whether pieces should move: the player's choice, else the system's reduced-motion wish.
fn motion_wanted(motion: Motion) -> bool {
    match motion {
        Motion::On => true,
        Motion::Off => false,
        Motion::System => !web_sys::window()
            .and_then(|w| {
                w.match_media("(prefers-reduced-motion: reduce)")
                    .ok()
                    .flatten()
            })
            .is_some_and(|query| query.matches()),
    }
}

/// The play page's board (the editor's board has no moves to show).
fn board_svg() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    document
        .query_selector(".board-wrap:not(.editor-board) svg.board")
        .ok()?
}

fn piece_at(svg: &Element, cell: Cell) -> Option<Element> {
    svg.query_selector(&format!(".piece[data-cell=\"{}\"]", cell.0))
        .ok()?
}

fn copies(svg: &Element) -> HashMap<u16, Element> {
    let mut out = HashMap::new();
    let Ok(list) = svg.query_selector_all(".piece[data-cell]") else {
        return out;
    };
    for node in (0..list.length()).filter_map(|i| list.item(i)) {
        let Ok(piece) = node.dyn_into::<Element>() else {
            continue;
        };
        let cell = piece
            .get_attribute("data-cell")
            .and_then(|c| c.parse().ok());
        let copy = piece
            .clone_node_with_deep(true)
            .ok()
            .and_then(|n| n.dyn_into().ok());
        if let (Some(cell), Some(copy)) = (cell, copy) {
            out.insert(cell, copy);
        }
    }
    out
}

/// The centre of `element` in the board's own units (its viewBox), if it is drawn at all.
fn centre(svg: &Element, element: &Element) -> Option<(f64, f64)> {
    let (_, scale) = crate::ui::boards::geometry::svg_scale(svg)?;
    let board = svg.get_bounding_client_rect();
    let rect = element.get_bounding_client_rect();
    (rect.width() > 0.0 && board.width() > 0.0).then(|| {
        (
            (rect.x() + rect.width() / 2.0 - board.x()) * scale,
            (rect.y() + rect.height() / 2.0 - board.y()) * scale,
        )
    })
}

/// Where a piece stood on a cell: its cell's drawing (the same place before and after).
fn cell_centre(svg: &Element, cell: Cell) -> Option<(f64, f64)> {
    let selector = format!("[data-cell=\"{}\"]:not(.piece)", cell.0);
    centre(svg, &svg.query_selector(&selector).ok()??)
}

/// Slides the moved piece from its start, and fades the pieces it took. Both are copies drawn
/// over the board (appended last to the SVG, the mover after the taken pieces), while the
/// moved piece itself is hidden in its place: the board's own drawing never moves, so a cell
/// keeps its place for a click even mid-slide.
fn slide(svg: &Element, gesture: &Gesture, before: &Shown) {
    let Some((from, to)) = gesture.from.zip(gesture.to) else {
        return;
    };
    let Some(piece) = piece_at(svg, to) else {
        return;
    };
    // A stack (backgammon) gained its top checker: that one slides.
    let mover = piece
        .query_selector_all(".checker")
        .ok()
        .and_then(|list| list.item(list.length().checked_sub(1)?))
        .and_then(|node| node.dyn_into::<Element>().ok())
        .unwrap_or(piece);
    // A capture of several legs goes leg by leg, by the squares it lands on (Tama's a2xd2xd4
    // goes to d2, then d4, never across b3), and each piece taken fades as it is jumped.
    let stops: Vec<(f64, f64)> = std::iter::once(from)
        .chain(gesture.via.iter().copied())
        .chain(std::iter::once(to))
        .map_while(|cell| cell_centre(svg, cell))
        .collect();
    let legs = stops.len().saturating_sub(1).max(1);
    let dropped = dropped_recently(to);
    for cell in &gesture.captured {
        if let Some(copy) = before
            .pieces
            .get(&cell.0)
            .and_then(|p| overlay(svg, p, "fading"))
        {
            // A dropped piece is already there: what it took goes at once.
            let leg = match cell_centre(svg, *cell) {
                Some(at) if !dropped => jumped_on(&stops, at),
                _ => 0,
            };
            let delay = leg as f64 * SLIDE_MS;
            animate(&copy, "opacity", &["1".into(), "0".into()], FADE_MS, delay);
            after(
                (delay + FADE_MS) as u32 + 30,
                Box::new(move || copy.remove()),
            )
            .forget();
        }
    }
    if dropped {
        return;
    }
    let (Some(_), Some(end)) = (stops.first(), centre(svg, &mover)) else {
        return;
    };
    let Some(copy) = overlay(svg, &mover, "sliding") else {
        return;
    };
    let _ = copy.set_attribute("data-slide-to", &to.0.to_string());
    let mut frames: Vec<String> = stops[..stops.len() - 1]
        .iter()
        .map(|(x, y)| {
            format!(
                "translate({}px, {}px)",
                decimal(x - end.0, 1, false),
                decimal(y - end.1, 1, false)
            )
        })
        .collect();
    frames.push("translate(0px, 0px)".to_string());
    animate(&copy, "transform", &frames, SLIDE_MS * legs as f64, 0.0);
    const HIDDEN: &str = "visibility: hidden";
    let _ = mover.set_attribute("style", HIDDEN);
    after(
        (SLIDE_MS * legs as f64) as u32 + 20,
        Box::new(move || {
            copy.remove();
            // Unless a drag has restyled it since.
            if mover.get_attribute("style").as_deref() == Some(HIDDEN) {
                let _ = mover.remove_attribute("style");
            }
        }),
    )
    .forget();
}

/// A copy of `element` drawn over the whole board, marked with `class`: no cell's piece (the
/// board's queries, and the tests', must not find it) and nothing a screen reader reads.
fn overlay(svg: &Element, element: &Element, class: &str) -> Option<Element> {
    let copy: Element = element.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    let _ = copy.remove_attribute("data-cell");
    let _ = copy.remove_attribute("id");
    let _ = copy.remove_attribute("style");
    let classes = copy.get_attribute("class").unwrap_or_default();
    let _ = copy.set_attribute("class", &format!("{classes} {class}"));
    let _ = copy.set_attribute("aria-hidden", "true");
    svg.append_child(&copy).ok()?;
    Some(copy)
}

/// Turns the board's dice over (a CSS animation, `.die.rolling` in style/main.css).
fn roll_dice(svg: &Element) {
    let Ok(list) = svg.query_selector_all(".die") else {
        return;
    };
    for node in (0..list.length()).filter_map(|i| list.item(i)) {
        let Ok(die) = node.dyn_into::<Element>() else {
            continue;
        };
        let _ = die.class_list().add_1("rolling");
        after(
            ROLL_MS,
            Box::new(move || drop(die.class_list().remove_1("rolling"))),
        )
        .forget();
    }
}

/// Runs a Web Animation of one property through `frames` (`element.animate`, called by name:
/// the web-sys binding needs features this crate does without).
/// The leg (0 the first) of the path `stops` whose middle is nearest to `at`: the one that jumps
/// the piece standing there.
fn jumped_on(stops: &[(f64, f64)], at: (f64, f64)) -> usize {
    let distance = |leg: usize| {
        let ((x0, y0), (x1, y1)) = (stops[leg], stops[leg + 1]);
        let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        (mx - at.0).powi(2) + (my - at.1).powi(2)
    };
    (0..stops.len().saturating_sub(1))
        .min_by(|a, b| distance(*a).total_cmp(&distance(*b)))
        .unwrap_or(0)
}

/// Runs `frames` of `property` on `element` over `ms`, after `delay` (holding the first frame
/// meanwhile).
fn animate(element: &Element, property: &str, frames: &[String], ms: f64, delay: f64) {
    let keyframes = js_sys::Array::new();
    for value in frames {
        let frame = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&frame, &property.into(), &value.into());
        keyframes.push(&frame);
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"duration".into(), &ms.into());
    let _ = js_sys::Reflect::set(&options, &"delay".into(), &delay.into());
    let _ = js_sys::Reflect::set(&options, &"fill".into(), &"backwards".into());
    // One leg eases out as it lands; several go at one pace, landing by landing.
    let easing = if frames.len() > 2 {
        "linear"
    } else {
        "ease-out"
    };
    let _ = js_sys::Reflect::set(&options, &"easing".into(), &easing.into());
    let Ok(method) = js_sys::Reflect::get(element, &"animate".into()) else {
        return;
    };
    if let Some(method) = method.dyn_ref::<js_sys::Function>() {
        let _ = method.call2(element, &keyframes, &options);
    }
}

thread_local! {
    /// Where and when the player last dropped a dragged piece: (cell, milliseconds).
    static DROPPED: Flag<Option<(u16, f64)>> = const { Flag::new(None) };
    static PRESSED_AT: Flag<(i32, i32)> = const { Flag::new((0, 0)) };
    static WATCHING: Flag<bool> = const { Flag::new(false) };
}

/// Notes drops of dragged pieces (a press released a few pixels away from where it started).
fn watch_drops() {
    if WATCHING.with(|on| on.replace(true)) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    EventListener::new(&document, "pointerdown", |event| {
        if let Some(event) = event.dyn_ref::<PointerEvent>() {
            PRESSED_AT.with(|at| at.set((event.client_x(), event.client_y())));
        }
    })
    .forget();
    let dropped_on = document.clone();
    EventListener::new(&document, "pointerup", move |event| {
        let Some(event) = event.dyn_ref::<PointerEvent>() else {
            return;
        };
        let (x, y) = PRESSED_AT.with(Flag::get);
        if (event.client_x() - x)
            .abs()
            .max((event.client_y() - y).abs())
            < 4
        {
            return;
        }
        let cell = dropped_on
            .element_from_point(event.client_x() as f32, event.client_y() as f32)
            .and_then(|e| e.closest("[data-cell]").ok().flatten())
            .and_then(|e| e.get_attribute("data-cell"))
            .and_then(|c| c.parse().ok());
        if let Some(cell) = cell {
            DROPPED.with(|d| d.set(Some((cell, js_sys::Date::now()))));
        }
    })
    .forget();
}

/// Whether the player has just dropped a piece on `cell` (it is there already: no slide).
fn dropped_recently(cell: Cell) -> bool {
    DROPPED
        .with(Flag::get)
        .is_some_and(|(at, when)| at == cell.0 && js_sys::Date::now() - when < 1000.0)
}
