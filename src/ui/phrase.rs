//! A sentence decided now and worded later: a key of the word tables and its arguments. The
//! play page's reducer and the worker client decide what to tell the player without knowing the
//! page's language; the notice bar words the [`Phrase`] when it shows it, so a notice already on
//! show follows a change of language.
//!
//! ```
//! use tabula::ui::i18n::Lexicon;
//! use tabula::ui::phrase::Phrase;
//! let why = Phrase::new("play.no-seat").with("seat", "2").with("players", "2");
//! let notice = Phrase::new("play.no-computer-player").with("why", why);
//! assert_eq!(
//!     notice.text(Lexicon::english()),
//!     "No computer player: this game has no seat 2 (2 players)."
//! );
//! ```

use super::i18n::Lexicon;

/// One argument: words as they are (a name, a move in notation, a number, a detail the rules
/// library gives in English), or another phrase worded in the same language.
#[derive(Clone, Debug, PartialEq)]
pub enum PhraseArg {
    Text(String),
    Phrase(Phrase),
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
    pub fn text(&self, words: &Lexicon) -> String {
        match self {
            PhraseArg::Text(text) => text.clone(),
            PhraseArg::Phrase(phrase) => phrase.text(words),
        }
    }
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
        let values: Vec<(&str, String)> = self
            .args
            .iter()
            .map(|(name, value)| (*name, value.text(words)))
            .collect();
        let args: Vec<(&str, &dyn std::fmt::Display)> = values
            .iter()
            .map(|(name, value)| (*name, value as &dyn std::fmt::Display))
            .collect();
        words.fill(self.key, &args)
    }
}
