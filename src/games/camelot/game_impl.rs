//! The [`Game`] implementation: start, moves, the end of the game and the draw rules.

use super::board::{self, castle, other, start_cells, SQUARES};
use super::{codec, notation, Camelot, CamelotMove, CamelotOptions, MoveKind};
use crate::rules::{
    Cell, DecodeError, Game, Gesture, HistoryRules, NotationError, Outcome, Reason, Seat, Turn,
    Verdict,
};

/// Plies without progress before the move-limit draw: 50 moves each.
const QUIET_PLIES: u32 = 100;

impl Camelot {
    /// Whether the seat holds both squares of the other side's castle.
    fn holds_enemy_castle(&self, seat: Seat) -> bool {
        castle(other(seat)).iter().all(|&square| {
            self.piece_at(square)
                .is_some_and(|(owner, _)| owner.0 & 1 == seat.0 & 1)
        })
    }

    /// The end decided without looking for moves: castle taken, no pieces, lone pieces.
    fn decided(&self) -> Option<Verdict> {
        let (mover, last) = (self.to_move, other(self.to_move));
        for seat in [last, mover] {
            if self.holds_enemy_castle(seat) {
                return Some(Verdict::new(Outcome::Win(seat), Reason::CastleTaken));
            }
        }
        // One pass over the board for both counts: the engine asks this at every node.
        let counts = self.piece_counts();
        let count = |seat: Seat| counts[usize::from(seat.0 & 1)];
        for (loser, winner) in [(mover, last), (last, mover)] {
            if count(loser) == 0 {
                return Some(self.win_with_two(winner, Reason::NoPieces));
            }
        }
        if count(mover) <= 1 && count(last) <= 1 {
            return Some(Verdict::new(Outcome::Draw, Reason::LonePieces));
        }
        None
    }

    /// A win for `winner` when it has two pieces or more (or the BrainKing option is on), else a
    /// draw: with one piece left nobody can win any more.
    fn win_with_two(&self, winner: Seat, reason: Reason) -> Verdict {
        if self.piece_count(winner) >= 2 || self.options.brainking_wins {
            Verdict::new(Outcome::Win(winner), reason)
        } else if reason == Reason::NoPieces {
            Verdict::new(Outcome::Draw, Reason::LonePieces)
        } else {
            Verdict::new(Outcome::Draw, reason)
        }
    }
}

impl Game for Camelot {
    type Move = CamelotMove;
    type Options = CamelotOptions;

    /// The WCF start position, White (`Seat(0)`) to move, no castle moves made.
    fn new(options: &CamelotOptions) -> Self {
        Camelot {
            options: options.clone(),
            cells: start_cells(),
            to_move: Seat(0),
            castle_moves: [0, 0],
        }
    }

    fn options(&self) -> CamelotOptions {
        self.options.clone()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        Turn::Player(self.to_move)
    }

    /// The checks of RULES-NOTES.md §5.7 in order: castle taken, no pieces, lone pieces, no move.
    fn outcome(&self) -> Option<Verdict> {
        if let Some(verdict) = self.decided() {
            return Some(verdict);
        }
        if !self.mover().has_move() {
            return Some(self.win_with_two(other(self.to_move), Reason::NoMoves));
        }
        None
    }

    /// Empty once the game is over (a side whose castle is taken may still have moves).
    fn legal_moves(&self, out: &mut Vec<CamelotMove>) {
        if self.decided().is_none() {
            self.mover().generate(out);
        }
    }

    /// Lifts the piece, takes the captured pieces off, puts it on its last landing and passes
    /// the turn; a castle move counts against the mover's two. A move that does not start on a
    /// piece of the side to move, or leaves the board, changes nothing.
    fn apply(&mut self, mv: &CamelotMove) {
        let from = usize::from(mv.from);
        let to = usize::from(mv.to());
        let squares_ok =
            from < SQUARES && to < SQUARES && mv.captured.iter().all(|&s| usize::from(s) < SQUARES);
        let Some((seat, _)) = self.piece_at(mv.from) else {
            return;
        };
        if !squares_ok || seat != self.to_move {
            return;
        }
        let cell = self.cells[from];
        self.cells[from] = 0;
        for &square in &mv.captured {
            self.cells[usize::from(square)] = 0;
        }
        self.cells[to] = cell;
        if mv.kind == MoveKind::CastleMove {
            let count = &mut self.castle_moves[usize::from(seat.0 & 1)];
            *count = count.saturating_add(1);
        }
        self.to_move = other(seat);
    }

    fn notation(&self, mv: &CamelotMove) -> String {
        notation::write(mv)
    }

    fn parse_move(&self, text: &str) -> Result<CamelotMove, NotationError> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        notation::parse(&legal, text)
    }

    fn encode(&self) -> String {
        codec::encode(self)
    }

    fn decode(code: &str, options: &CamelotOptions) -> Result<Self, DecodeError> {
        codec::decode(code, options)
    }

    fn gesture(&self, mv: &CamelotMove) -> Option<Gesture> {
        let cell = |square: &u16| Cell(*square);
        let (last, via) = mv.landings.split_last()?;
        Some(Gesture {
            from: Some(Cell(mv.from)),
            to: Some(cell(last)),
            via: via.iter().map(cell).collect(),
            captured: mv.captured.iter().map(cell).collect(),
        })
    }

    fn history_rules(&self) -> HistoryRules {
        HistoryRules {
            repetition: self.options.repetition_draw.then_some(3),
            quiet_plies: self.options.move_limit_draw.then_some(QUIET_PLIES),
        }
    }

    /// A capture, or a move ending on an enemy castle square (castle moves too: they enter the
    /// other square, and can never be undone, since each counts against the limit).
    fn is_progress(&self, mv: &CamelotMove) -> bool {
        let enemy_castle = board::castle(other(self.to_move));
        !mv.captured.is_empty() || enemy_castle.contains(&mv.to())
    }

    /// As in draughts (docs/clocks.md): a side could still win while any of its pieces could
    /// move were it to move now.
    fn can_win(&self, seat: Seat) -> bool {
        let mut turned = self.clone();
        turned.to_move = seat;
        let mut moves = Vec::new();
        turned.legal_moves(&mut moves);
        !moves.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A side to move without a move facing one lone piece cannot be set up on the board (walling
    /// in two pieces takes more than one enemy piece), so the rule is checked on its own here.
    #[test]
    fn no_legal_move_against_a_single_piece_is_a_draw() {
        let game = Camelot::decode("W:WF6:BF7,L13:00", &CamelotOptions::default()).unwrap();
        let verdict = game.win_with_two(Seat(0), Reason::NoMoves);
        assert_eq!(verdict, Verdict::new(Outcome::Draw, Reason::NoMoves));
        let verdict = game.win_with_two(Seat(1), Reason::NoMoves);
        assert_eq!(
            verdict,
            Verdict::new(Outcome::Win(Seat(1)), Reason::NoMoves)
        );
        let brainking = CamelotOptions {
            brainking_wins: true,
            ..CamelotOptions::default()
        };
        let game = Camelot::decode("W:WF6:BF7,L13:00", &brainking).unwrap();
        let verdict = game.win_with_two(Seat(0), Reason::NoMoves);
        assert_eq!(
            verdict,
            Verdict::new(Outcome::Win(Seat(0)), Reason::NoMoves)
        );
    }
}
