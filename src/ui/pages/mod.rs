//! The app and its pages: [`app`] follows the address's hash and shows the page it names.

pub mod app;
pub mod editor;
pub mod home;
pub mod my_games;
pub mod play;
pub mod practice;
pub mod rules;
pub mod scroll;

use yew::prelude::*;

use crate::ui::words::i18n::Lexicon;

/// A page's bar: the way home, the page's title, and the page's own links after it (one
/// function for the pages that share it: each copy of the markup costs the download its code).
pub fn page_bar(words: &Lexicon, title: String, links: Html) -> Html {
    html! {
        <header class="bar">
            <a class="home-link" href="#/">{ words.get("common.home") }</a>
            <h1>{ title }</h1>
            { links }
        </header>
    }
}
