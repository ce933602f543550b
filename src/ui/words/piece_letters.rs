//! Chess piece letters in the player's language, an option of the move list: Finnish players
//! read `Rf3` for `Nf3` (R for ratsu). Only what the page shows changes; saved games, links and
//! exports keep standard SAN, whose letters are English.
//!
//! ```
//! use tabula::ui::words::piece_letters::{local_san, PieceLetters};
//! let finnish = PieceLetters::parse("K D T L R").unwrap();
//! assert_eq!(local_san("Nxe5+", &finnish), "Rxe5+");
//! assert_eq!(local_san("e8=Q#", &finnish), "e8=D#");
//! assert_eq!(local_san("O-O-O", &finnish), "O-O-O");
//! ```

use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::Row;

/// SAN's piece letters, in the order the word tables list them: king, queen, rook, bishop,
/// knight.
const SAN: [char; 5] = ['K', 'Q', 'R', 'B', 'N'];

/// A language's five piece letters (each may be more than one character), king first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceLetters([String; 5]);

impl PieceLetters {
    /// Reads "K D T L R": five letters separated by spaces; None for anything else.
    pub fn parse(text: &str) -> Option<PieceLetters> {
        let letters: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        let letters: [String; 5] = letters.try_into().ok()?;
        Some(PieceLetters(letters))
    }

    /// The letters of the page's language (`games.chess.piece-letters`), when they differ from
    /// SAN's: otherwise there is nothing to switch.
    pub fn of(words: &Lexicon) -> Option<PieceLetters> {
        let letters = PieceLetters::parse(&words.get("games.chess.piece-letters"))?;
        let standard = letters
            .0
            .iter()
            .zip(SAN)
            .all(|(mine, san)| mine.chars().eq(std::iter::once(san)));
        (!standard).then_some(letters)
    }
}

/// A SAN move with its piece letters in `letters`. SAN's only other capital is the O of
/// castling, and files are small letters, so each K, Q, R, B or N is a piece.
pub fn local_san(san: &str, letters: &PieceLetters) -> String {
    let mut out = String::with_capacity(san.len() + 4);
    for c in san.chars() {
        match SAN.iter().position(|&piece| piece == c) {
            Some(i) => out.push_str(&letters.0[i]),
            None => out.push(c),
        }
    }
    out
}

/// The move list's rows with every move in the local letters.
pub fn local_rows(rows: Vec<Row>, letters: &PieceLetters) -> Vec<Row> {
    rows.into_iter()
        .map(|(label, cells)| {
            let cells = cells
                .into_iter()
                .map(|(ply, text)| (ply, local_san(&text, letters)))
                .collect();
            (label, cells)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words::i18n::Lang;

    fn finnish() -> PieceLetters {
        PieceLetters::parse("K D T L R").unwrap()
    }

    #[test]
    fn every_piece_letter_is_replaced_and_nothing_else() {
        let fi = finnish();
        for (san, local) in [
            ("Kxe2", "Kxe2"),
            ("Qh5", "Dh5"),
            ("Rad1", "Tad1"),
            ("Bb5+", "Lb5+"),
            ("Nbd7", "Rbd7"),
            ("bxa8=N#", "bxa8=R#"),
            ("exd6", "exd6"),
            ("O-O", "O-O"),
        ] {
            assert_eq!(local_san(san, &fi), local, "{san}");
        }
    }

    #[test]
    fn letters_of_more_than_one_character_fit() {
        let letters = PieceLetters::parse("Kr Ki To Lä Ra").unwrap();
        assert_eq!(local_san("Qxf7#", &letters), "Kixf7#");
    }

    #[test]
    fn a_table_without_five_letters_or_with_sans_own_gives_none() {
        assert_eq!(PieceLetters::parse("K D T L"), None);
        assert_eq!(PieceLetters::parse("K D T L R S"), None);
        assert_eq!(PieceLetters::of(Lexicon::english()), None);
        let fi = Lexicon::parse(Lang::Fi, "games.chess.piece-letters = K D T L R\n").unwrap();
        assert_eq!(PieceLetters::of(&fi), Some(finnish()));
    }

    #[test]
    fn rows_keep_their_plies_and_labels() {
        let rows: Vec<Row> = vec![(
            "1.".to_string(),
            vec![(Some(1), "Nf3".to_string()), (None, "…".to_string())],
        )];
        let local = local_rows(rows, &finnish());
        assert_eq!(
            local,
            vec![(
                "1.".to_string(),
                vec![(Some(1), "Rf3".to_string()), (None, "…".to_string())]
            )]
        );
    }
}
