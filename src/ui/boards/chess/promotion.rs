//! The promotion chooser on the chess board: the four pieces as pictures in a column over the
//! promotion square, queen first from the board's edge, as lichess shows them (issue 11, 2.9).
//! Clicking beside them cancels. On a touch screen the chooser opens under the finger that tapped
//! the promotion square, and that same tap's click lands on the queen drawn there: a click
//! counts only after a press that began on the chooser (or from the keyboard, which presses
//! nothing).

use crate::rules::sort;
use yew::prelude::*;

use crate::games::AnyMove;
use crate::ui::boards::chess::pieces::piece_picture;
use crate::ui::boards::geometry::squares::place;
use crate::ui::session::Action;
use crate::ui::settings::use_words;

/// The pieces in the order they stand from the edge: the likeliest choice nearest the square.
const ORDER: [char; 4] = ['Q', 'N', 'R', 'B'];

/// One promotion move: its index among the session's choices, its piece and its notation.
#[derive(Clone, Debug, PartialEq)]
pub struct PromotionChoice {
    pub index: usize,
    pub role: char,
    pub label: String,
}

/// The choices as promotions when every one of them is a chess promotion onto the same square:
/// that square and the choices, in display order.
pub fn promotion_choices(
    choices: &[AnyMove],
    label: impl Fn(&AnyMove) -> String,
) -> Option<(u8, Vec<PromotionChoice>)> {
    let mut square = None;
    let mut found = Vec::new();
    for (index, mv) in choices.iter().enumerate() {
        let AnyMove::Chess(chess_move) = mv else {
            return None;
        };
        let role = chess_move.promotion()?;
        if *square.get_or_insert(chess_move.to_square()) != chess_move.to_square() {
            return None;
        }
        found.push(PromotionChoice {
            index,
            role,
            label: label(mv),
        });
    }
    sort::by_key(&mut found, |c| ORDER.iter().position(|&r| r == c.role));
    Some((square?, found))
}

#[derive(Properties, PartialEq)]
pub struct PromotionChooserProps {
    pub square: u8,
    pub choices: Vec<PromotionChoice>,
    pub flipped: bool,
    /// The promoting side is White.
    pub white: bool,
    pub on_action: Callback<Action>,
}

#[component(PromotionChooser)]
pub fn promotion_chooser(props: &PromotionChooserProps) -> Html {
    let words = use_words();
    // Whether a press began on the chooser since it opened.
    let armed = use_mut_ref(|| false);
    let chosen = |action: fn(usize) -> Action, index: usize| {
        let (armed, on_action) = (armed.clone(), props.on_action.clone());
        Callback::from(move |event: MouseEvent| {
            // A click from the keyboard has no press count (detail 0).
            if *armed.borrow() || event.detail() == 0 {
                on_action.emit(action(index));
            }
        })
    };
    let onpointerdown = {
        let armed = armed.clone();
        Callback::from(move |_: PointerEvent| *armed.borrow_mut() = true)
    };
    let (col, row) = place(props.square, props.flipped);
    // From the square toward the board's middle.
    let rows = |k: i32| if row == 0 { k } else { row - k };
    let buttons = props.choices.iter().enumerate().map(|(k, choice)| {
        let onclick = chosen(Action::Choose, choice.index);
        let at = classes!(
            "choice",
            format!("at-col-{col}"),
            format!("at-row-{}", rows(k as i32))
        );
        let piece = words.get(match choice.role {
            'Q' => "play.piece-queen",
            'R' => "play.piece-rook",
            'B' => "play.piece-bishop",
            _ => "play.piece-knight",
        });
        let name = words.fill(
            "play.promote-to",
            &[("piece", &piece), ("move", &choice.label)],
        );
        html! {
            <button class={at} title={name.clone()} aria-label={name} {onclick}>
                { piece_picture(choice.role, props.white) }
                <span class="choice-label">{ &choice.label }</span>
            </button>
        }
    });
    let cancel = chosen(|_| Action::CancelChoice, 0);
    html! {
        <div class="promotion" data-testid="chooser" role="group" aria-label={words.get("play.choose-promotion")} {onpointerdown}>
            <button class="cancel" data-testid="chooser-cancel" aria-label={words.get("play.cancel-promotion")} onclick={cancel}></button>
            { for buttons }
        </div>
    }
}
