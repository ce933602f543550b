//! The dice a game's moves show, counted for the fair-dice figures ([`crate::rules::dice_stats`]):
//! backgammon's rolls and opening roll, Ludo's throws and its throws for the start.
//!
//! Across the games kept in a browser one throw can be recorded several times: a game and the
//! branch kept when a move was taken back share their moves up to there, and a game's own entry
//! holds the moves the page shows. The page draws a throw from the game's seed and the ply, so
//! (seed, ply) names a throw, and [`KeptDice`] counts each one once.
//!
//! ```
//! use tabula::games::backgammon::BgMove;
//! use tabula::games::dice::{game_throws, KeptDice};
//! use tabula::games::AnyMove;
//! let game = [AnyMove::Backgammon(BgMove::OpeningRoll(3, 1)), AnyMove::Backgammon(BgMove::ConfirmTurn)];
//! let mut throws: Vec<_> = game_throws(7, &game).collect();
//! throws.extend(game_throws(7, &game[..1])); // a branch of the same game: nothing new
//! assert_eq!(KeptDice::new(throws).counts().faces, [1, 0, 1, 0, 0, 0]);
//! ```

use super::backgammon::BgMove;
use super::ludo::LudoMove;
use super::AnyMove;
use crate::rules::dice_stats::{DiceCounts, Throw};
use crate::rules::sort;

impl AnyMove {
    /// What this move showed, if it is a throw of the dice.
    pub fn throw(&self) -> Option<Throw> {
        match *self {
            AnyMove::Backgammon(BgMove::Roll(a, b)) => Some(Throw::Pair(a, b)),
            AnyMove::Backgammon(BgMove::OpeningRoll(a, b)) => Some(Throw::Unequal(a, b)),
            AnyMove::Ludo(LudoMove::Roll(face) | LudoMove::StartRoll(face)) => {
                Some(Throw::Die(face))
            }
            _ => None,
        }
    }
}

/// The dice of one game's moves.
pub fn game_dice(moves: &[AnyMove]) -> DiceCounts {
    // Against no kept throws: one loop over a game's throws in the wasm, not two.
    KeptDice::default().with_game(0, moves)
}

/// A throw where the page drew it: the game's seed and the ply.
type Drawn = (u64, usize, Throw);

/// A game's throws, each named by the game's seed and its ply.
pub fn game_throws(seed: u64, moves: &[AnyMove]) -> impl Iterator<Item = Drawn> + '_ {
    moves
        .iter()
        .enumerate()
        .filter_map(move |(ply, mv)| Some((seed, ply, mv.throw()?)))
}

/// The dice of many games, each throw counted once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KeptDice {
    counts: DiceCounts,
    /// Every throw once, in order of seed and ply (a list, not a set: the wasm carries one
    /// sort for every type, and a set's code for each).
    throws: Vec<Drawn>,
}

impl KeptDice {
    /// Counts `throws` (of [`game_throws`]); a throw recorded in several games (a game and its
    /// branch) counts once.
    pub fn new(mut throws: Vec<Drawn>) -> KeptDice {
        sort::long_by(&mut throws, |a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        throws.dedup_by_key(|drawn| (drawn.0, drawn.1));
        let mut counts = DiceCounts::default();
        for drawn in &throws {
            counts.add(drawn.2);
        }
        KeptDice { counts, throws }
    }

    /// The counts with a game's throws added (those not counted already), leaving these as
    /// they are: the game on the page, whose kept entry may be behind it or ahead (after undo).
    pub fn with_game(&self, seed: u64, moves: &[AnyMove]) -> DiceCounts {
        let mut counts = self.counts;
        for (seed, ply, throw) in game_throws(seed, moves) {
            let key = (seed, ply);
            if self
                .throws
                .binary_search_by_key(&key, |d| (d.0, d.1))
                .is_err()
            {
                counts.add(throw);
            }
        }
        counts
    }

    pub fn counts(&self) -> DiceCounts {
        self.counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyGame, GameKind};
    use crate::rules::{Game, Record};

    fn bg(mv: BgMove) -> AnyMove {
        AnyMove::Backgammon(mv)
    }

    #[test]
    fn backgammon_rolls_count_both_dice_and_the_opening_roll_no_double() {
        let moves = [
            bg(BgMove::OpeningRoll(5, 2)),
            bg(BgMove::Step { from: 13, die: 5 }),
            bg(BgMove::RollDice),
            bg(BgMove::Roll(4, 4)),
            bg(BgMove::Roll(6, 1)),
        ];
        let counts = game_dice(&moves);
        assert_eq!(counts.faces, [1, 1, 0, 2, 1, 1]);
        assert_eq!(counts.doubles, [0, 0, 0, 1, 0, 0]);
        assert_eq!(counts.pairs, 2);
    }

    #[test]
    fn ludo_counts_every_throw_and_the_throws_for_the_start() {
        let moves = [
            AnyMove::Ludo(LudoMove::StartRoll(6)),
            AnyMove::Ludo(LudoMove::StartRoll(2)),
            AnyMove::Ludo(LudoMove::Roll(6)),
            AnyMove::Ludo(LudoMove::EnterSix),
            AnyMove::Ludo(LudoMove::Roll(3)),
            AnyMove::Ludo(LudoMove::Pass),
        ];
        let counts = game_dice(&moves);
        assert_eq!(counts.faces, [0, 1, 1, 0, 0, 2]);
        assert_eq!(counts.pairs, 0, "one die: no doubles");
    }

    #[test]
    fn games_without_dice_show_none() {
        let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
        let mut legal = Vec::new();
        record.current().legal_moves(&mut legal);
        record.play(&legal[0]).unwrap();
        assert_eq!(record.moves()[0].throw(), None);
        assert_eq!(game_dice(record.moves()), DiceCounts::default());
    }

    #[test]
    fn a_branch_and_the_game_on_the_page_count_shared_throws_once() {
        let game = [
            AnyMove::Ludo(LudoMove::StartRoll(4)),
            AnyMove::Ludo(LudoMove::StartRoll(2)),
            AnyMove::Ludo(LudoMove::Roll(5)),
            AnyMove::Ludo(LudoMove::Pass),
        ];
        // The branch kept when the game went back to ply 2 and threw on: its own throw at 3.
        let mut branch = game[..2].to_vec();
        branch.extend([
            AnyMove::Ludo(LudoMove::Leave),
            AnyMove::Ludo(LudoMove::Roll(1)),
        ]);
        // Another game whose seed differs: all its throws count.
        let throws = game_throws(9, &game)
            .chain(game_throws(9, &branch))
            .chain(game_throws(10, &game[..2]))
            .collect();
        let kept = KeptDice::new(throws);
        assert_eq!(kept.counts().faces, [1, 2, 0, 2, 1, 0]);
        // The page's game is its kept entry and two throws more.
        let mut on_page = game.to_vec();
        on_page.extend([
            AnyMove::Ludo(LudoMove::Roll(6)),
            AnyMove::Ludo(LudoMove::Roll(6)),
        ]);
        assert_eq!(kept.with_game(9, &on_page).faces, [1, 2, 0, 2, 1, 2]);
        assert_eq!(kept.counts().faces, [1, 2, 0, 2, 1, 0], "left as it was");
    }
}
