//! The in-app rules, in our own words. Each section says where its rule comes from: the printed
//! rules that came with the game (the seed), or the game's standard rules added so that every game
//! can end (marked, and offered as options where they are optional).
//!
//! The words live in the key tables (`lang/<code>/rules.txt`); this file keeps only the shape of
//! each page: its sections in order, how many points each has, and which are added. The keys are
//! `rules.<slug>.<section>.title` and `rules.<slug>.<section>.point.<n>`, both counted from 1.
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::ui::words::i18n::Lexicon;
//! use tabula::ui::words::rules_text::rules;
//! let chess = rules(GameKind::Chess, Lexicon::english());
//! assert_eq!(chess[0].title, "Setting up");
//! assert!(chess.iter().any(|section| section.added));
//! ```

use crate::games::GameKind;
use crate::ui::words::i18n::Lexicon;

/// The shape of one section: how many points it lists, and whether it is added (not in the
/// printed rules: from the standard game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SectionShape {
    pub points: usize,
    pub added: bool,
}

const fn printed(points: usize) -> SectionShape {
    SectionShape {
        points,
        added: false,
    }
}

const fn added(points: usize) -> SectionShape {
    SectionShape {
        points,
        added: true,
    }
}

/// A game's sections in page order.
pub fn shape(kind: GameKind) -> &'static [SectionShape] {
    match kind {
        GameKind::EnglishDraughts => ENGLISH_DRAUGHTS,
        GameKind::Tammi => TAMMI,
        GameKind::Tama => TAMA,
        GameKind::Chess => CHESS,
        GameKind::Backgammon => BACKGAMMON,
        GameKind::Ludo => LUDO,
        GameKind::Camelot => CAMELOT,
    }
}

// Each game's sections (the comments name them as English does).
const ENGLISH_DRAUGHTS: &[SectionShape] = &[
    printed(2), // Setting up
    printed(2), // Moving
    printed(4), // Capturing
    printed(1), // Crowning
    printed(1), // Winning
    added(3),   // Draws
    printed(2), // Notation
];

const TAMMI: &[SectionShape] = &[
    printed(1), // Setting up
    printed(5), // Moving and capturing
    printed(3), // Kings
    printed(2), // End of the game
    printed(1), // Notation
];

const TAMA: &[SectionShape] = &[
    printed(1), // Setting up
    printed(3), // Men
    printed(2), // Kings
    printed(3), // Capturing
    printed(1), // End of the game
    added(2),   // Not in the printed rules
    printed(1), // Notation
];

const CHESS: &[SectionShape] = &[
    printed(2), // Setting up
    printed(5), // How the pieces move
    printed(3), // Check and the end of the game
    added(3),   // More draws
    printed(1), // Notation
];

const BACKGAMMON: &[SectionShape] = &[
    printed(2), // The board
    printed(7), // Rolling and moving
    printed(2), // Bearing off and winning
    printed(2), // The doubling cube
    added(2),   // Match play
    added(2),   // Resigning
    printed(2), // Notation and sharing
];

const LUDO: &[SectionShape] = &[
    printed(3), // Players and board
    printed(9), // Throwing and moving
    printed(1), // Winning
    added(4),   // Filled in where the printed rules are silent
];

const CAMELOT: &[SectionShape] = &[
    printed(3), // Board and pieces
    printed(5), // The four kinds of move
    printed(2), // Castles
    printed(3), // Winning and drawing
    added(2),   // Not in the printed rules
    printed(2), // Notation
];

/// The key of a section's title (`section` counted from 1).
pub fn title_key(kind: GameKind, section: usize) -> String {
    format!("rules.{}.{section}.title", kind.slug())
}

/// The key of one point of a section (both counted from 1).
pub fn point_key(kind: GameKind, section: usize, point: usize) -> String {
    format!("rules.{}.{section}.point.{point}", kind.slug())
}

/// The last section of every rules page: how the review and the tutor weigh a move (issue 25),
/// one text for the searched games, one for backgammon, one for Ludo. Tabula's own, not a rule
/// of the game: shown as added.
pub const REVIEW_TITLE: &str = "rules.review.title";

pub fn review_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Backgammon => "rules.review.backgammon",
        GameKind::Ludo => "rules.review.ludo",
        _ => "rules.review.searched",
    }
}

/// Every key a game's rules page reads, in page order.
pub fn keys(kind: GameKind) -> Vec<String> {
    let mut keys = Vec::new();
    for (index, section) in shape(kind).iter().enumerate() {
        keys.push(title_key(kind, index + 1));
        keys.extend((1..=section.points).map(|point| point_key(kind, index + 1, point)));
    }
    keys.push(REVIEW_TITLE.to_string());
    keys.push(review_key(kind).to_string());
    keys
}

/// One section of a rules page, in the words of a language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesSection {
    pub title: String,
    pub points: Vec<String>,
    /// Not in the printed rules: added from the standard game.
    pub added: bool,
}

/// A game's rules page in `words`' language (English where it lacks a sentence).
pub fn rules(kind: GameKind, words: &Lexicon) -> Vec<RulesSection> {
    shape(kind)
        .iter()
        .enumerate()
        .map(|(index, section)| RulesSection {
            title: words.get(&title_key(kind, index + 1)),
            points: (1..=section.points)
                .map(|point| words.get(&point_key(kind, index + 1, point)))
                .collect(),
            added: section.added,
        })
        .chain([RulesSection {
            title: words.get(REVIEW_TITLE),
            points: vec![words.get(review_key(kind))],
            added: true,
        }])
        .collect()
}
