//! Playing the board from the keyboard: the board is one tab stop holding a cursor. Arrow keys
//! move the cursor (see [`crate::ui::boards::cursor`]), Enter or Space presses the cell under it
//! exactly as a click does (the session and the rules decide what the press means), Escape
//! cancels a selection. The cursor's cell is the board's `aria-activedescendant`, so a screen
//! reader reads its name; a picked piece and its destinations are read out from the board's
//! own live region.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::Cell;
use crate::ui::boards::any::{cell_name, cursor_layout};
use crate::ui::boards::cursor::{Arrow, Layout};
use crate::ui::boards::marks::BoardView;

use crate::ui::words::i18n::Lexicon;
use crate::ui::words::name_list;

/// What the board needs to draw and wire its keys.
pub struct BoardKeys {
    /// The cursor's cell (always on the board: it starts on a piece that can move).
    pub cursor: Option<Cell>,
    pub onkeydown: Callback<KeyboardEvent>,
    /// The last thing the board said about a selection, for its live region.
    pub said: String,
    /// The cursor as the pointer handlers update it (a press moves the cursor too).
    pub cursor_cell: Rc<RefCell<Option<Cell>>>,
}

/// The inputs of [`use_board_keys`].
pub struct KeysInput {
    pub game: AnyGame,
    pub view: BoardView,
    pub flipped: bool,
    pub on_click: Callback<Cell>,
    /// Cancels a selection (and a choice between moves); without it, Escape presses the
    /// selected piece again, which deselects it.
    pub on_cancel: Option<Callback<()>>,
    /// A choice between moves is open (a promotion, moves sharing their cells).
    pub choosing: bool,
}

/// A sentence for the live region; `fresh` flips each time so that the same words said twice
/// are read twice.
#[derive(Clone, Default, PartialEq)]
struct Said {
    text: String,
    fresh: bool,
}

impl Said {
    fn next(&self, text: String) -> Said {
        Said {
            text,
            fresh: !self.fresh,
        }
    }

    fn shown(&self) -> String {
        // A no-break space the second time round: a changed text is read again.
        if self.fresh {
            format!("{}\u{a0}", self.text)
        } else {
            self.text.clone()
        }
    }
}

/// "e2 selected. It can go to e3 and e4."
fn selection_sentence(
    words: &Lexicon,
    game: &AnyGame,
    view: &BoardView,
    flipped: bool,
) -> Option<String> {
    let selected = view.selected?;
    let name = |cell: Cell| cell_name(words, game, cell, flipped);
    let places: Vec<String> = view.destinations.iter().map(|&c| name(c)).collect();
    let cells = name_list(words, &places);
    Some(words.count(
        "board.said.selected",
        places.len() as u64,
        &[("cell", &name(selected)), ("cells", &cells)],
    ))
}

#[hook]
pub fn use_board_keys(words: Rc<Lexicon>, input: KeysInput) -> BoardKeys {
    let KeysInput {
        game,
        view,
        flipped,
        on_click,
        on_cancel,
        choosing,
    } = input;
    let cursor_cell = use_mut_ref(|| None::<Cell>);
    // Enter picked the piece now selected: Ludo's cursor then goes to where it can move.
    let keyed = use_mut_ref(|| false);
    let redraw = use_force_update();
    let said = use_state(Said::default);
    let stops = Rc::new(cursor_layout(&game, flipped, &view));
    let cursor = cursor_cell
        .borrow()
        .filter(|&c| stops.contains(c))
        .or_else(|| stops.start(&view));
    *cursor_cell.borrow_mut() = cursor;

    {
        let (said, words, game, view) = (said.clone(), words.clone(), game.clone(), view.clone());
        let (cursor_cell, keyed, stops, redraw) = (
            cursor_cell.clone(),
            keyed.clone(),
            stops.clone(),
            redraw.clone(),
        );
        use_effect_with((view.selected, view.destinations.clone()), move |_| {
            if let Some(sentence) = selection_sentence(&words, &game, &view, flipped) {
                said.set(said.next(sentence));
            }
            let by_key = std::mem::take(&mut *keyed.borrow_mut());
            if let (true, true, Some(first)) = (by_key, stops.is_round(), view.destinations.first())
            {
                *cursor_cell.borrow_mut() = Some(*first);
                redraw.force_update();
            }
        });
    }

    {
        // The choices are buttons after the board: say so, since the board itself shows no
        // change a screen reader would read.
        let (said, words) = (said.clone(), words.clone());
        use_effect_with(choosing, move |choosing| {
            if *choosing {
                said.set(said.next(words.get("board.said.choose")));
            }
        });
    }

    let onkeydown = {
        let said = said.clone();
        let cursor_cell = cursor_cell.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.ctrl_key() || event.alt_key() || event.meta_key() {
                return;
            }
            // Keys pressed on something inside the board other than the board itself are
            // that thing's own (events are delegated: the current target is not the board).
            let on_board = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|e| e.class_list().contains("board-keys"));
            if !on_board {
                return;
            }
            let key = event.key();
            let at = *cursor_cell.borrow();
            let say = |text: String| said.set(said.next(text));
            let handled = match (Arrow::from_key(&key), key.as_str()) {
                (Some(arrow), _) => {
                    if let Some(to) = at.and_then(|c| stops.step(c, arrow)) {
                        *cursor_cell.borrow_mut() = Some(to);
                        redraw.force_update();
                    }
                    true
                }
                (None, "Enter" | " ") => {
                    if let Some(cell) = at {
                        match refusal(&words, &game, &view, &stops, cell, flipped) {
                            Some(why) => say(why),
                            None => {
                                *keyed.borrow_mut() = true;
                                on_click.emit(cell);
                            }
                        }
                    }
                    true
                }
                (None, "Escape") => match view.selected {
                    Some(selected) => {
                        match &on_cancel {
                            Some(cancel) => cancel.emit(()),
                            None => on_click.emit(selected),
                        }
                        say(words.get("board.said.cancelled"));
                        true
                    }
                    None => false,
                },
                _ => false,
            };
            if handled {
                // Arrows would also scroll the page and step through the game's history (the
                // page's shortcuts); Space would scroll.
                event.prevent_default();
                event.stop_propagation();
            }
        })
    };

    BoardKeys {
        cursor,
        onkeydown,
        said: said.shown(),
        cursor_cell,
    }
}

/// Why pressing `cell` does nothing, said instead of pressing: no piece is picked and none
/// can move from there (a press would change nothing a sighted player could see either).
fn refusal(
    words: &Lexicon,
    game: &AnyGame,
    view: &BoardView,
    stops: &Layout,
    cell: Cell,
    flipped: bool,
) -> Option<String> {
    if view.selected.is_some() && stops.pressable(cell) {
        return None;
    }
    if view.movable.contains(&cell) {
        return None;
    }
    if view.movable.is_empty() && view.selected.is_none() {
        return Some(words.get("board.said.no-board-move"));
    }
    let name = cell_name(words, game, cell, flipped);
    Some(words.fill("board.said.nothing-here", &[("cell", &name)]))
}
