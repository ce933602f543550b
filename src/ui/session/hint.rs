//! A hint on show: the engine's suggestion for the person to move, marked on the board (every
//! step of it: a backgammon play is several checkers moved), written out, and with the
//! engine's reasons where it gives them (backgammon's chances and cube advice).

use crate::ai::backgammon::advice::{Advice, ResignLevel, Verdict};
use crate::games::backgammon::BgMove;
use crate::games::{AnyGame, AnyMove};
use crate::rules::codec::decimal;
use crate::rules::{sort, Cell, Game, Gesture};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::listed;
use crate::worker::Answer;

/// The engine's suggestion, shown until the position changes.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// Each suggested move's gesture, in order (none for a roll, a double, an answer...).
    pub marks: Vec<Gesture>,
    /// The suggestion in one line ("24/18 13/11", "Double", "11-15").
    pub notation: String,
    /// A suggestion of one move, with the position it is played in, for the move list's words
    /// (a Ludo move, a backgammon cube action); a backgammon play of several steps keeps its
    /// grouped notation.
    pub single: Option<(AnyGame, AnyMove)>,
    /// Why: the engine's chances and verdict (backgammon), worded by [`Hint::text`].
    pub advice: Option<Advice>,
}

impl Hint {
    /// The hint an answer gives for `game`; None when its moves do not read as legal moves
    /// there, one after the other.
    pub fn from_answer(game: &AnyGame, answer: &Answer) -> Option<Hint> {
        let mut position = game.clone();
        let mut marks = Vec::new();
        let mut played = Vec::new();
        for text in answer.moves() {
            let mv = position.parse_move(&text).ok()?;
            marks.extend(position.gesture(&mv));
            played.push((position.clone(), mv.clone()));
            position = position.play(&mv).ok()?;
        }
        let single = match played.as_slice() {
            [(_, AnyMove::Backgammon(BgMove::Step { .. }))] => None,
            [one] => Some(one.clone()),
            _ => None,
        };
        Some(Hint {
            marks,
            notation: answer.notation.clone(),
            single,
            advice: answer.advice,
        })
    }

    /// The cells the marks touch: where each move starts, passes and ends.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .marks
            .iter()
            .flat_map(|g| g.from.into_iter().chain(g.via.iter().copied()).chain(g.to))
            .collect();
        sort::all(&mut cells);
        cells.dedup();
        cells
    }

    /// The line shown under the Hint button. The move stays in notation; the engine's reasons
    /// are worded in the page's language.
    pub fn text(&self, words: &Lexicon) -> String {
        let shown = match &self.single {
            Some((before, mv)) => listed(words, before, mv),
            None => self.notation.clone(),
        };
        let hint = words.fill("play.hint-line", &[("move", &shown)]);
        match &self.advice {
            Some(advice) => words.fill(
                "play.hint-with-advice",
                &[("hint", &hint), ("advice", &advice_text(words, advice))],
            ),
            None => hint,
        }
    }
}

/// The engine's chances ("Win 63.2% (gammon 18.1%, ...)") and verdict ("no double, take").
pub fn advice_text(words: &Lexicon, advice: &Advice) -> String {
    let point = words.get("play.advice-decimal-separator");
    let [win, win_gammon, win_backgammon, lose_gammon, lose_backgammon] = advice.chances.map(|p| {
        let n = decimal(100.0 * f64::from(p), 1, false).replace('.', &point);
        words.fill("play.advice-percent", &[("n", &n)])
    });
    let chances = words.fill(
        "play.advice-chances",
        &[
            ("win", &win),
            ("win-gammon", &win_gammon),
            ("win-backgammon", &win_backgammon),
            ("lose-gammon", &lose_gammon),
            ("lose-backgammon", &lose_backgammon),
        ],
    );
    let Some(verdict) = advice.verdict else {
        return chances;
    };
    let level = |level: ResignLevel| words.get(&format!("status.resign-level.{}", level.name()));
    let verdict = match verdict {
        Verdict::NoCubeAction => words.get("play.advice.no-cube-action"),
        Verdict::DoubleTake => words.get("play.advice.double-take"),
        Verdict::DoublePass => words.get("play.advice.double-pass"),
        Verdict::NoDoubleTake => words.get("play.advice.no-double-take"),
        Verdict::TooGoodPass => words.get("play.advice.too-good-pass"),
        Verdict::Accept(of) => {
            words.fill("play.advice.accept-resignation", &[("level", &level(of))])
        }
        Verdict::Reject(of) => {
            words.fill("play.advice.reject-resignation", &[("level", &level(of))])
        }
    };
    words.fill(
        "play.advice-and-verdict",
        &[("chances", &chances), ("verdict", &verdict)],
    )
}
