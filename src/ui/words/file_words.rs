//! The words of files read in: why a game did not import (the common faults in the page's
//! language, a detail only the reader can name in English), and the name an imported game is
//! kept under in My games ("Ann vs Bob", or the game's name).
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::ui::words::file_words::imported_name;
//! use tabula::ui::words::i18n::Lexicon;
//! let chess = AnyGame::new_of(GameKind::Chess);
//! let tags = vec![("White".to_string(), "Ann".to_string()), ("Black".to_string(), "Bob".to_string())];
//! assert_eq!(imported_name(Lexicon::english(), &chess, &tags), "Ann vs Bob");
//! assert_eq!(imported_name(Lexicon::english(), &chess, &[]), "Chess (imported)");
//! ```

use crate::games::AnyGame;
use crate::persist::ImportError;
use crate::rules::{Game, Seat};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::{Phrase, PhraseArg};
use crate::ui::words::{game_name, game_name_key};

/// The players an imported file names, by seat: the tag named for the seat's side ("White",
/// "Black", "Red"...), where the file has one that says more than "?". Files name the sides
/// in English whatever the page's language.
pub fn tagged_players(game: &AnyGame, tags: &[(String, String)]) -> Vec<Option<String>> {
    (0..game.num_players())
        .map(|seat| {
            let side = game.side_name(Seat(seat as u8));
            tags.iter()
                .find(|(name, _)| name.eq_ignore_ascii_case(side))
                .map(|(_, value)| value.trim().to_string())
                .filter(|value| !value.is_empty() && value != "?")
        })
        .collect()
}

/// The name an imported game is kept under: its players one after the other ("Ann vs Bob"),
/// or the game's name when the file names fewer than two; in the page's language at the time.
pub fn imported_name(words: &Lexicon, game: &AnyGame, tags: &[(String, String)]) -> String {
    let players: Vec<String> = tagged_players(game, tags).into_iter().flatten().collect();
    match players.split_first() {
        Some((first, others)) if !others.is_empty() => {
            others.iter().fold(first.clone(), |name, next| {
                words.fill(
                    "library.players-versus",
                    &[("first", &name), ("next", next)],
                )
            })
        }
        _ => words.fill(
            "library.imported-name",
            &[("game", &game_name(words, game.kind()))],
        ),
    }
}

/// Why a text did not import, in the page's language; a fault only the reader can name (a
/// line's syntax, a position code's) keeps its words, in English.
pub fn import_error(error: &ImportError) -> PhraseArg {
    let result = |key, token: &str| Phrase::new(key).with("result", token);
    match error {
        ImportError::Empty => Phrase::new("play.import.empty").into(),
        ImportError::OtherGame { found, expected } => Phrase::new("play.import.other-game")
            .with("found", found.as_str())
            .with("game", Phrase::new(game_name_key(*expected)))
            .into(),
        ImportError::IllegalMove { line, text, .. } => Phrase::new("play.import.illegal-move")
            .with("line", line.to_string())
            .with("move", text.as_str())
            .into(),
        ImportError::ResultMismatch {
            token,
            ended_otherwise: true,
        } => result("play.import.result-ended-otherwise", token).into(),
        ImportError::ResultMismatch { token, .. } => {
            result("play.import.result-cannot-end", token).into()
        }
        ImportError::BadStart { why, .. } => Phrase::new("play.import.bad-start")
            .with("why", PhraseArg::english(why))
            .into(),
        ImportError::NotAGame { expected, why } => Phrase::new("play.import.not-a-game")
            .with("game", Phrase::new(game_name_key(*expected)))
            .with("why", PhraseArg::english(why))
            .into(),
        ImportError::Unreadable(why) => PhraseArg::english(why),
    }
}
