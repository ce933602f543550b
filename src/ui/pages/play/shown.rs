//! What one render of the play page shows besides the board, derived from the session in the
//! page's language: the status line, the move list's rows, the chooser's choices (or the
//! promotion's pictures), the buttons of moves made off the board, and the chess piece letters.

use yew::prelude::*;

use crate::games::AnyGame;
use crate::persist::PagePrefs;
use crate::rules::{Game, Seat};
use crate::ui::boards::chess::promotion::{promotion_choices, PromotionChooser};
use crate::ui::session::view::SessionView;
use crate::ui::session::{Action, Session};
use crate::ui::settings::PageContext;
use crate::ui::widgets::move_list::move_rows;
use crate::ui::words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::Row;
use crate::ui::words::piece_letters::{local_rows, local_san, PieceLetters};

/// The play page's words and lists for one render.
pub struct Shown {
    pub status: String,
    /// Who offers a draw, by name, while a person is to answer it (the computer answers the
    /// offers made to it by itself).
    pub offer_from: Option<String>,
    /// The choice between moves that share their cells, in notation (empty for a promotion,
    /// which the board shows as pictures in `promotion`).
    pub choices: Vec<String>,
    pub promotion: Option<Html>,
    /// The side moves of a resignation being chosen (backgammon's levels, leaving a race).
    pub resigning: Option<Vec<String>>,
    /// The moves made off the board (roll, double, take...), as notation and label.
    pub off_board: Vec<(String, String)>,
    pub rows: Vec<Row>,
    /// The switch for chess piece letters in the page's language, where it has its own.
    pub letters_switch: Option<Html>,
}

impl Shown {
    pub fn of(
        words: &Lexicon,
        page: Option<&PageContext>,
        session: &Session,
        view: &SessionView,
        on_action: &Callback<Action>,
    ) -> Shown {
        let game = session.game();
        let letters = matches!(game, AnyGame::Chess(_))
            .then(|| PieceLetters::of(words))
            .flatten();
        let local_letters = page.is_some_and(|page| page.prefs.local_piece_letters);
        let shown_letters = letters.as_ref().filter(|_| local_letters);
        let shown = |notation: String| match shown_letters {
            Some(letters) => local_san(&notation, letters),
            None => notation,
        };
        let promotion = promotion_choices(&session.choices, |mv| shown(game.notation(mv)));
        let choices = match promotion {
            Some(_) => Vec::new(),
            None => session.choices.iter().map(|mv| game.notation(mv)).collect(),
        };
        let promotion = promotion.map(|(square, choices)| {
            let white = game.turn().seat() == Some(Seat(0));
            html! {
                <PromotionChooser {square} {choices} flipped={session.flipped} {white} on_action={on_action.clone()} />
            }
        });
        let mut rows = move_rows(&session.record, words);
        if let Some(letters) = shown_letters {
            rows = local_rows(rows, letters);
        }
        Shown {
            status: words::handicap_status(
                words,
                game,
                view.verdict.as_ref(),
                session.handicap.as_ref(),
                words::status(words, game, view.verdict.as_ref()),
            ),
            offer_from: session
                .draw_offer_to_person()
                .map(|seat| words::seat_name(words, game, seat)),
            choices,
            promotion,
            resigning: session.resigning.then(|| {
                session
                    .side_moves()
                    .into_iter()
                    .map(|(mv, _)| words::off_board_label(words, game, &mv))
                    .collect()
            }),
            off_board: view
                .off_board
                .iter()
                .map(|(mv, notation)| (notation.clone(), words::off_board_label(words, game, mv)))
                .collect(),
            rows,
            letters_switch: letters
                .and(page)
                .map(|page| letters_switch(words, page, local_letters)),
        }
    }
}

fn letters_switch(words: &Lexicon, page: &PageContext, on: bool) -> Html {
    let (prefs, set) = (page.prefs.clone(), page.set_prefs.clone());
    let onchange = Callback::from(move |_: Event| {
        set.emit(PagePrefs {
            local_piece_letters: !prefs.local_piece_letters,
            ..prefs.clone()
        })
    });
    html! {
        <label class="piece-letters">
            <input type="checkbox" data-testid="piece-letters" checked={on} {onchange} />
            { " " }{ words.get("play.local-piece-letters") }
        </label>
    }
}
