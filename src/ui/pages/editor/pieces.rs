//! The editor's names for sides and pieces in the page's language. The rules name sides in
//! English ("White", "Red"); the page maps them to the shared side keys (`games.side.*`), and
//! each piece to a whole phrase of its own (`editor.piece.<game>.<side>-<piece>`), so that a
//! language can make the colour agree with the piece ("белый король", "белая ладья").

use crate::games::camelot::Piece as CamelotPiece;
use crate::games::setup::{AnySetup, Token};
use crate::rules::Seat;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::side_key;

/// A side's name from the rules' English name ("White" -> "Valkea").
pub fn side_name(words: &Lexicon, rules_name: &str) -> String {
    // Every side has a key (the test below checks); the English name is only a safety net.
    side_key(rules_name).map_or_else(|| rules_name.to_string(), |key| words.get(key))
}

/// The sides that can be set to move, with their names in the page's language.
pub fn sides(words: &Lexicon, setup: &AnySetup) -> Vec<(Seat, String)> {
    setup
        .sides()
        .into_iter()
        .map(|(seat, name)| (seat, side_name(words, &name)))
        .collect()
}

/// The side's English name as a key part: "white", "black", "red"...
fn side_part(setup: &AnySetup, seat: Seat) -> String {
    setup
        .sides()
        .into_iter()
        .find(|(side, _)| *side == seat)
        .map_or_else(String::new, |(_, name)| name.to_ascii_lowercase())
}

/// The key of a piece's name, as the palette shows it.
pub fn token_key(setup: &AnySetup, token: Token) -> String {
    match token {
        Token::Chess { seat, role } => format!(
            "editor.piece.chess.{}-{}",
            side_part(setup, seat),
            crate::games::chess::setup::role_name(role)
        ),
        Token::Draughts { seat, king } => format!(
            "editor.piece.draughts.{}-{}",
            side_part(setup, seat),
            if king { "king" } else { "man" }
        ),
        Token::Checker(seat) => format!("editor.piece.backgammon.{}", side_part(setup, seat)),
        Token::Ludo(colour) => format!("editor.piece.ludo.{}", colour.name().to_ascii_lowercase()),
        Token::Camelot { seat, piece } => format!(
            "editor.piece.camelot.{}-{}",
            side_part(setup, seat),
            match piece {
                CamelotPiece::Knight => "knight",
                CamelotPiece::Man => "man",
            }
        ),
    }
}

/// A piece's name for players ("White knight", "Black man", "Red piece").
pub fn token_name(words: &Lexicon, setup: &AnySetup, token: Token) -> String {
    words.get(&token_key(setup, token))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::rules::Seat;

    #[test]
    fn every_piece_and_side_of_every_game_has_english_words() {
        let words = Lexicon::english();
        for kind in GameKind::ALL {
            let setup = AnySetup::start(kind);
            for token in setup.palette() {
                let key = token_key(&setup, token);
                assert!(words.own(&key).is_some(), "{kind:?}: no English for {key}");
            }
            for (_, name) in setup.sides() {
                assert!(
                    side_key(&name).is_some(),
                    "{kind:?}: no key for side {name}"
                );
            }
        }
    }

    #[test]
    fn pieces_are_named_by_side_and_kind() {
        let words = Lexicon::english();
        let chess = AnySetup::start(GameKind::Chess);
        let knight = Token::Chess {
            seat: Seat(1),
            role: 'N',
        };
        assert_eq!(token_name(words, &chess, knight), "Black knight");
        // English draughts: Black (who moves first) is seat 0.
        let draughts = AnySetup::start(GameKind::EnglishDraughts);
        let king = Token::Draughts {
            seat: Seat(0),
            king: true,
        };
        assert_eq!(token_name(words, &draughts, king), "Black king");
        let tammi = AnySetup::start(GameKind::Tammi);
        assert_eq!(token_name(words, &tammi, king), "White king");
    }
}
