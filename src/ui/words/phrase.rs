//! A sentence decided now and worded later: a key of the word tables and its arguments. The
//! play page's reducer and the worker client decide what to tell the player without knowing the
//! page's language; the notice bar words the [`Phrase`] when it shows it, so a notice already on
//! show follows a change of language.
//!
//! ```
//! use tabula::ui::words::i18n::Lexicon;
//! use tabula::ui::words::phrase::Phrase;
//! let why = Phrase::new("play.no-seat").with("seat", "2").with("players", "2");
//! let notice = Phrase::new("play.no-computer-player").with("why", why);
//! assert_eq!(
//!     notice.text(Lexicon::english()),
//!     "No computer player: this game has no seat 2 (2 players)."
//! );
//! ```

use yew::prelude::*;

use crate::ui::words::i18n::Lexicon;

/// Around an English part in a worded phrase, until [`Phrase::parts`] splits it out: characters
/// of Unicode's private use area, which no word table or detail holds.
const ENGLISH_START: char = '\u{E000}';
const ENGLISH_END: char = '\u{E001}';

/// One argument: words as they are (a name, a move in notation, a number), a detail in English
/// whatever the page's language (a file reader's or the browser's own words), or another phrase
/// worded in the same language.
#[derive(Clone, Debug, PartialEq)]
pub enum PhraseArg {
    Text(String),
    English(String),
    Phrase(Phrase),
}

/// A stretch of a worded phrase: in the page's language, or a detail in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhrasePart {
    Words(String),
    English(String),
}

impl From<String> for PhraseArg {
    fn from(text: String) -> Self {
        PhraseArg::Text(text)
    }
}

impl From<&str> for PhraseArg {
    fn from(text: &str) -> Self {
        PhraseArg::Text(text.to_string())
    }
}

impl From<Phrase> for PhraseArg {
    fn from(phrase: Phrase) -> Self {
        PhraseArg::Phrase(phrase)
    }
}

impl PhraseArg {
    /// A detail given in English, marked as such where the phrase is shown.
    pub fn english(text: impl Into<String>) -> Self {
        PhraseArg::English(text.into())
    }

    pub fn text(&self, words: &Lexicon) -> String {
        unmarked(&self.marked(words))
    }

    /// The text with its English parts between the markers.
    fn marked(&self, words: &Lexicon) -> String {
        match self {
            PhraseArg::Text(text) => text.clone(),
            PhraseArg::English(text) => format!("{ENGLISH_START}{text}{ENGLISH_END}"),
            PhraseArg::Phrase(phrase) => phrase.marked(words),
        }
    }
}

fn unmarked(text: &str) -> String {
    text.chars()
        .filter(|c| *c != ENGLISH_START && *c != ENGLISH_END)
        .collect()
}

/// A key of the word tables with its placeholders' values.
#[derive(Clone, Debug, PartialEq)]
pub struct Phrase {
    key: &'static str,
    args: Vec<(&'static str, PhraseArg)>,
}

impl Phrase {
    pub fn new(key: &'static str) -> Phrase {
        Phrase {
            key,
            args: Vec::new(),
        }
    }

    /// Fills placeholder `{name}` with `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<PhraseArg>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }

    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The sentence in `words`' language.
    pub fn text(&self, words: &Lexicon) -> String {
        unmarked(&self.marked(words))
    }

    /// The sentence in `words`' language, split where a detail in English starts and ends.
    pub fn parts(&self, words: &Lexicon) -> Vec<PhrasePart> {
        let mut parts = Vec::new();
        let mut english = false;
        for piece in self.marked(words).split([ENGLISH_START, ENGLISH_END]) {
            if !piece.is_empty() {
                parts.push(match english {
                    true => PhrasePart::English(piece.to_string()),
                    false => PhrasePart::Words(piece.to_string()),
                });
            }
            english = !english;
        }
        parts
    }

    /// The sentence with its English details marked `lang="en"` and kept left to right, so a
    /// screen reader says them in English and a right-to-left page does not reorder them.
    pub fn html(&self, words: &Lexicon) -> Html {
        let parts = self.parts(words).into_iter().map(|part| match part {
            PhrasePart::Words(text) => html! { { text } },
            PhrasePart::English(text) => html! { <span lang="en" dir="ltr">{ text }</span> },
        });
        html! { <>{ for parts }</> }
    }

    fn marked(&self, words: &Lexicon) -> String {
        let values: Vec<(&str, String)> = self
            .args
            .iter()
            .map(|(name, value)| (*name, value.marked(words)))
            .collect();
        let args: Vec<(&str, &dyn std::fmt::Display)> = values
            .iter()
            .map(|(name, value)| (*name, value as &dyn std::fmt::Display))
            .collect();
        words.fill(self.key, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_english_detail_is_a_part_of_its_own_even_inside_another_phrase() {
        let words = Lexicon::english();
        let move_refused = Phrase::new("library.restore.bad-move")
            .with("n", "3")
            .with("why", PhraseArg::english("not a legal move"));
        let damaged = Phrase::new("library.load.damaged").with("why", move_refused);
        let parts = damaged.parts(words);
        assert!(parts.contains(&PhrasePart::English("not a legal move".into())));
        assert_eq!(parts.len(), 3, "{parts:?}");
        let joined: String = parts
            .iter()
            .map(|part| match part {
                PhrasePart::Words(text) | PhrasePart::English(text) => text.as_str(),
            })
            .collect();
        assert_eq!(damaged.text(words), joined);
        assert!(!joined.contains([ENGLISH_START, ENGLISH_END]));
    }
}
