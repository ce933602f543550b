//! The turn's steps from one phase to the next: rolling, stepping, doubling, ending a game.

use super::board::{self, Board};
use super::cube::Cube;
use super::match_state::{GameResult, WinKind};
use super::movegen::{dice_to_play, legal_steps, max_dice, Step};
use super::notation::PlayedStep;
use super::{other, side, Backgammon, BgMove, Phase};
use crate::rules::Seat;

impl Backgammon {
    /// The legal steps now, as the mover's [`Step`]s.
    pub(super) fn legal_steps(&self) -> Vec<Step> {
        match self.phase {
            Phase::Moving(seat) => legal_steps(
                &self.board,
                side(seat),
                &self.left,
                usize::from(self.target),
            ),
            _ => Vec::new(),
        }
    }

    /// Whether `seat` may double now, before rolling.
    pub(super) fn may_double(&self, seat: Seat) -> bool {
        self.score.cube_in_play() && self.cube.may_double(seat, !self.options.uncapped_cube)
    }

    /// Starts `seat`'s turn: a choice when the cube is theirs to turn, else straight to the dice.
    /// The turn's start is the board now, so that no state outside a turn keeps an earlier
    /// turn's board (which its code could not show: issue 11, section 3).
    pub(super) fn begin_turn(&mut self, seat: Seat) {
        self.turn_start = self.board;
        self.dice = None;
        self.left.clear();
        self.played.clear();
        self.target = 0;
        self.phase = if self.may_double(seat) {
            Phase::OnRoll(seat)
        } else {
            Phase::Rolling(seat)
        };
    }

    /// The dice are rolled: `seat` plays them; the most dice playable is fixed now. The dice
    /// are kept the larger first, as gnubg's Match ID writes them, so that a position does not
    /// depend on the order they were named in (the opening roll's notation keeps whose die was
    /// whose).
    pub(super) fn begin_moving(&mut self, seat: Seat, [a, b]: [u8; 2]) {
        let dice = [a.max(b), a.min(b)];
        self.dice = Some(dice);
        self.left = dice_to_play(dice);
        self.played.clear();
        self.turn_start = self.board;
        self.target = max_dice(&self.board, side(seat), &self.left) as u8;
        self.phase = Phase::Moving(seat);
    }

    /// Plays one step if it is a legal single step now; the rules on whole plays are the
    /// caller's (`legal_moves`).
    pub(super) fn apply_step(&mut self, mv: &BgMove) {
        let (Phase::Moving(seat), BgMove::Step { from, die }) = (self.phase, *mv) else {
            return;
        };
        let Some(i) = self.left.iter().position(|&d| d == die) else {
            return;
        };
        let Some(to) = self.board.step_target(side(seat), from, die) else {
            return;
        };
        let hit = self.board.apply_step(side(seat), from, to);
        self.left.remove(i);
        self.target = self.target.saturating_sub(1);
        self.played.push(PlayedStep::new(from, to, hit));
        if self.board.off(side(seat)) == board::CHECKERS {
            let kind = WinKind::borne_off(self.board.win_multiplier(side(seat)));
            self.end_game(seat, kind);
        }
    }

    /// Scores a finished game and moves to the next game's start or the match's end. Nothing
    /// of the last turn (its dice, steps or starting board) is kept: a finished game is its
    /// board, cube and score, as its code shows it.
    pub(super) fn end_game(&mut self, winner: Seat, kind: WinKind) {
        let points = self.points_for(kind);
        self.last_result = Some(GameResult {
            winner,
            points,
            kind,
        });
        let over = self.score.record_win(winner, points);
        self.resignation = None;
        self.turn_start = self.board;
        self.dice = None;
        self.left.clear();
        self.played.clear();
        self.target = 0;
        self.phase = if over {
            Phase::MatchOver(winner)
        } else {
            Phase::GameOver(winner)
        };
    }

    /// The points a win of `kind` scores with the cube as it stands. The Jacoby rule counts
    /// gammons and backgammons won by bearing off single in a money game while the cube is at
    /// 1; an accepted resignation scores the level offered, as gnubg scores it (a player who
    /// offers a gammon under the Jacoby rule pays a gammon), so gnubg's sessions replay here
    /// to its score.
    pub(super) fn points_for(&self, kind: WinKind) -> u32 {
        let jacoby = self.options.jacoby
            && self.score.length == 0
            && self.cube.value == 1
            && !matches!(kind, WinKind::Resigned(_));
        let multiplier = if jacoby { 1 } else { kind.multiplier() };
        self.cube.value * multiplier
    }

    /// Sets up the next game of the match. The last game's result goes: it is in the score,
    /// and a game being played has no result (its code could not show one).
    pub(super) fn next_game(&mut self) {
        self.score.next_game(self.options.crawford);
        self.last_result = None;
        self.board = Board::start();
        self.turn_start = self.board;
        self.cube = Cube::start(self.options.cube_keeper);
        self.dice = None;
        self.left.clear();
        self.played.clear();
        self.target = 0;
        self.resignation = None;
        self.phase = Phase::Opening;
    }

    /// The seat that may offer to resign now: the player to move while a game is being played
    /// and no offer is waiting. That includes the player about to roll who cannot double (the
    /// dice are chance's to throw): gnubg lets them resign before the roll, and its `.mat` files
    /// and IDs hold such offers.
    pub fn may_resign(&self) -> Option<Seat> {
        if self.resignation.is_some() {
            return None;
        }
        match self.phase {
            Phase::OnRoll(seat) | Phase::Rolling(seat) | Phase::Moving(seat) => Some(seat),
            Phase::Doubled(doubler) => Some(other(doubler)),
            _ => None,
        }
    }

    /// Applies a resignation move: an offer from the player who may resign, or the answer.
    pub(super) fn apply_resignation(&mut self, mv: &BgMove) {
        match (*mv, self.resignation) {
            (BgMove::Resign(level), None) => {
                if let Some(seat) = self.may_resign() {
                    self.resignation = Some((seat, level));
                }
            }
            (BgMove::AcceptResignation, Some((resigner, level))) => {
                self.end_game(other(resigner), WinKind::Resigned(level));
            }
            (BgMove::RejectResignation, Some(_)) => self.resignation = None,
            _ => {}
        }
    }
}
