//! Training toward the expectation over all 21 rolls: each position of a self-play game is moved
//! toward the average, over the rolls, of the chances after the best play of each roll (by the
//! network as it was at the game's start; exact where the game ends or both sides are in the
//! bear-off table). TD(0) takes one roll, the one played; the full expectation has far less
//! noise, at about twenty times the cost a position, for the refinement of a trained network.

use tabula::ai::backgammon::bearoff::race_chances;
use tabula::ai::backgammon::encode::{encode, INPUTS};
use tabula::ai::backgammon::net::{Net, OUTPUTS};
use tabula::ai::backgammon::plays::play_boards;
use tabula::games::backgammon::board::Board;
use tabula::rules::Rng;

use std::cell::RefCell;

use crate::{equity, flip, play_game, won, Player};

/// One self-play game, each position learned toward its expectation; returns its length. A
/// share `explore` of the turns is played at random (see [`Exploring`]).
pub fn train_game_expected(net: &mut Net, rng: &mut Rng, alpha: f32, explore: f64) -> usize {
    // Without exploring, the game's dice are those of the runs before there was a choice.
    let seed = if explore > 0.0 { rng.next_u64() } else { 0 };
    let player = Exploring {
        net: net.clone(),
        explore,
        rng: RefCell::new(Rng::new(seed)),
    };
    let mut positions = Vec::with_capacity(80);
    let (_, _, turns) = play_game([&player, &player], rng, |board, side, _| {
        positions.push((*board, side));
    });
    let mut boards = Vec::new();
    let mut x = [0.0; INPUTS];
    for (board, side) in positions {
        let target = expected(&player.net, &board, side, &mut boards);
        encode(&board, side, &mut x);
        net.learn(&x, &target, alpha);
    }
    turns
}

/// The network's best play, but in a share `explore` of turns a play at random: the games then
/// pass through positions that best play on both sides seldom reaches (a prime against a back
/// game, one side bearing off against checkers held back), where the network's judgement is
/// furthest from gnubg's. The targets stay the network's best play from each position on.
struct Exploring {
    net: Net,
    explore: f64,
    rng: RefCell<Rng>,
}

impl Player for Exploring {
    fn choose(&self, boards: &[Board], side: usize) -> (usize, [f32; OUTPUTS]) {
        let best = self.net.choose(boards, side);
        let mut rng = self.rng.borrow_mut();
        if self.explore > 0.0 && (rng.below(1_000_000) as f64) < self.explore * 1e6 {
            (rng.below(boards.len()), best.1)
        } else {
            best
        }
    }
}

/// The chances of `side`, on roll at `board`: the average over the 21 rolls of its chances
/// after its best play.
fn expected(net: &Net, board: &Board, side: usize, boards: &mut Vec<Board>) -> [f32; OUTPUTS] {
    let mut total = [0.0; OUTPUTS];
    for a in 1..=6u8 {
        for b in a..=6u8 {
            play_boards(board, side, [a, b], boards);
            let best = boards
                .iter()
                .map(|next| mover_value(net, next, side))
                .max_by(|p, q| equity(p).total_cmp(&equity(q)))
                .unwrap_or([0.0; OUTPUTS]);
            let weight = if a == b { 1.0 } else { 2.0 } / 36.0;
            for (t, v) in total.iter_mut().zip(best) {
                *t += weight * v;
            }
        }
    }
    total
}

/// The mover's chances after its play to `board`.
fn mover_value(net: &Net, board: &Board, side: usize) -> [f32; OUTPUTS] {
    if board.off(side) == 15 {
        return won(board, side);
    }
    if let Some(c) = race_chances(board, 1 - side) {
        let theirs = [
            c.win,
            c.win_gammon,
            c.win_backgammon,
            c.lose_gammon,
            c.lose_backgammon,
        ];
        return flip(&theirs);
    }
    let mut x = [0.0; INPUTS];
    encode(board, 1 - side, &mut x);
    flip(&net.forward(&x))
}
