//! A move typed in notation, read by the rules: the text is matched against the legal moves'
//! own notation (`Game::parse_move`), so what the move list writes can be typed back. A few
//! ways players write moves are read too: a Ludo move without its colour ("12-18" for
//! "Red: 12-18"), a backgammon step without its hit mark ("13/7" for "13/7*"), and a whole
//! backgammon play ("24/18 13/11", "24/13", "6/4(2)"), which is its steps one after another.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Game;
//! use tabula::ui::session::typed_move::typed_moves;
//! let chess = AnyGame::new_of(GameKind::Chess);
//! let moves = typed_moves(&chess, " e4 ").unwrap();
//! assert_eq!(chess.notation(&moves[0]), "e4");
//! assert!(typed_moves(&chess, "e5").is_err());
//! ```

use crate::games::backgammon::Backgammon;
use crate::games::{AnyGame, AnyMove};
use crate::rules::{sort, Game};
use crate::ui::session::Session;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::typed_forms;

/// Why typed text is not a move here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedProblem {
    /// Nothing was typed.
    Empty,
    /// No legal move is written that way in this position.
    NotLegal,
}

/// The moves the text stands for, in order (one, except a backgammon play of several steps).
pub fn typed_moves(game: &AnyGame, text: &str) -> Result<Vec<AnyMove>, TypedProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Err(TypedProblem::Empty);
    }
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    // Chance's results parse too (a roll "6-4"): they are legal only for the dice.
    if let Some(mv) = game.parse_move(text).ok().filter(|mv| legal.contains(mv)) {
        return Ok(vec![mv]);
    }
    match game {
        AnyGame::Ludo(ludo) => {
            let seat = ludo.seat_on_turn().ok_or(TypedProblem::NotLegal)?;
            let written = format!("{}: {text}", ludo.side_name(seat));
            game.parse_move(&written)
                .ok()
                .filter(|mv| legal.contains(mv))
                .map(|mv| vec![mv])
                .ok_or(TypedProblem::NotLegal)
        }
        AnyGame::Backgammon(backgammon) => backgammon_play(backgammon, text),
        _ => Err(TypedProblem::NotLegal),
    }
}

/// [`typed_moves`], or else a legal move written as the move list writes it in the page's
/// language where that is not the notation (a Ludo move in Finnish, backgammon's "Tuplaa").
pub fn typed_in_words(
    words: &Lexicon,
    game: &AnyGame,
    text: &str,
) -> Result<Vec<AnyMove>, TypedProblem> {
    match typed_moves(game, text) {
        Err(TypedProblem::NotLegal) => {}
        typed => return typed,
    }
    let wanted = plain(text);
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal
        .into_iter()
        .find(|mv| {
            typed_forms(words, game, mv)
                .iter()
                .any(|form| plain(form) == wanted)
        })
        .map(|mv| vec![mv])
        .ok_or(TypedProblem::NotLegal)
}

/// A step or play as compared: lower case, without spaces or hit marks.
fn plain(text: &str) -> String {
    crate::rules::codec::lower(text.chars().filter(|c| !c.is_whitespace() && *c != '*'))
}

/// A play's parts, sorted, so that "13/11 24/18" is "24/18 13/11".
fn parts(text: &str) -> Vec<String> {
    let mut parts: Vec<String> = text.split_whitespace().map(plain).collect();
    sort::all(&mut parts);
    parts
}

/// One checker step after another ("24/18 13/11"), or a whole play as notation writes it
/// ("24/13", "6/4(2)").
fn backgammon_play(game: &Backgammon, text: &str) -> Result<Vec<AnyMove>, TypedProblem> {
    let wanted = parts(text);
    let whole = game
        .whole_plays()
        .into_iter()
        .find(|(_, notation)| parts(notation) == wanted);
    if let Some((steps, _)) = whole {
        return Ok(steps.into_iter().map(AnyMove::Backgammon).collect());
    }
    let mut position = game.clone();
    let mut steps = Vec::new();
    for part in text.split_whitespace() {
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        let step = legal
            .into_iter()
            .find(|mv| plain(&position.notation(mv)) == plain(part))
            .ok_or(TypedProblem::NotLegal)?;
        position = position.play(&step).map_err(|_| TypedProblem::NotLegal)?;
        steps.push(AnyMove::Backgammon(step));
    }
    Ok(steps)
}

impl Session {
    /// Why no move can be typed now (a key of the word tables), if so: the game is over, the
    /// computer is to move, or the dice are to be thrown.
    pub fn typing_blocked(&self) -> Option<&'static str> {
        if self.record.verdict().is_some() {
            Some("board.entry.game-over")
        } else if self.computer_level_to_move().is_some() {
            Some("board.entry.computer-to-move")
        } else if self.chance_pending() {
            Some("board.entry.throw-first")
        } else {
            None
        }
    }

    /// Plays typed moves one after another, stopping at the first the rules refuse (the
    /// refusal is the page's notice, as for a click).
    pub(crate) fn play_typed(mut self, moves: Vec<AnyMove>) -> Self {
        if self.typing_blocked().is_some() {
            return self;
        }
        for mv in &moves {
            let before = self.record.cursor();
            self = self.play(mv);
            if self.record.cursor() == before {
                break;
            }
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::backgammon::BgMove;
    use crate::games::ludo::{Ludo, LudoOptions};
    use crate::games::GameKind;

    /// Backgammon after White's opening roll of 6-5 (White moves first).
    fn backgammon_65() -> AnyGame {
        let game = AnyGame::new_of(GameKind::Backgammon);
        game.play(&AnyMove::Backgammon(BgMove::OpeningRoll(6, 5)))
            .expect("an opening roll")
    }

    #[test]
    fn a_whole_backgammon_play_is_its_steps() {
        let game = backgammon_65();
        let steps = typed_moves(&game, "24/18 13/8").unwrap();
        assert_eq!(steps.len(), 2);
        // In either order, and as one checker's run.
        assert_eq!(typed_moves(&game, "13/8 24/18").unwrap().len(), 2);
        assert_eq!(typed_moves(&game, "24/13").unwrap().len(), 2);
        let mut after = game.clone();
        for step in &steps {
            after = after.play(step).unwrap();
        }
        let AnyGame::Backgammon(bg) = after else {
            panic!("backgammon")
        };
        assert_eq!(bg.play_so_far(), "24/18 13/8");
        assert_eq!(
            typed_moves(&game, "24/18 13/9"),
            Err(TypedProblem::NotLegal)
        );
    }

    #[test]
    fn a_single_step_and_confirm_are_typed_as_written() {
        let game = backgammon_65();
        assert_eq!(typed_moves(&game, "24/18").unwrap().len(), 1);
        assert_eq!(typed_moves(&game, "   "), Err(TypedProblem::Empty));
        // The dice cannot be typed: they are chance's to throw.
        let fresh = AnyGame::new_of(GameKind::Backgammon);
        assert_eq!(
            typed_moves(&fresh, "Opening 6-5"),
            Err(TypedProblem::NotLegal)
        );
    }

    #[test]
    fn draughts_and_ludo_moves_as_players_write_them() {
        let draughts = AnyGame::new_of(GameKind::EnglishDraughts);
        let moves = typed_moves(&draughts, "11-15").unwrap();
        assert_eq!(draughts.notation(&moves[0]), "11-15");
        let ludo = AnyGame::new_of(GameKind::Ludo);
        // Before the start is thrown for, no move can be typed (a throw is chance's).
        assert_eq!(typed_moves(&ludo, "enter"), Err(TypedProblem::NotLegal));
        // Red threw a 2 with a piece on its start point: "Red: 1-3", with or without the colour.
        let code = "L2.RBYG.1,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.2.-.-";
        let red = AnyGame::Ludo(Ludo::decode(code, &LudoOptions::default()).unwrap());
        for text in ["Red: 1-3", "1-3", "red:1-3"] {
            let moves = typed_moves(&red, text).unwrap();
            assert_eq!(red.notation(&moves[0]), "Red: 1-3", "{text}");
        }
        assert_eq!(typed_moves(&red, "1-4"), Err(TypedProblem::NotLegal));
    }
}
