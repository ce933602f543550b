//! What one render of the play page needs from the session, derived from a single list of the
//! player's legal moves: the board view, the action buttons, whether "stop here" applies, and
//! the verdict. Listing the moves is the costly part (a position with many capture chains), so
//! it happens once per render, not once per widget.

use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Gesture, Verdict};
use crate::ui::boards::marks::BoardView;
use crate::ui::session::Session;

/// The player's moves, split by how they are made.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PlayerMoves {
    /// Moves made on the board, with their gestures (a move may have more than one: chess
    /// castling is the king's move to g1 or onto the h1 rook).
    pub on_board: Vec<(AnyMove, Gesture)>,
    /// Moves made with a button (roll, double, confirm...), with their notation as the label.
    pub buttons: Vec<(AnyMove, String)>,
}

/// Everything a render shows that depends on the legal moves.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionView {
    pub verdict: Option<Verdict>,
    pub board: BoardView,
    /// The moves made off the board (roll, double, take...) with their notation, as
    /// [`Session::off_board_moves`] lists them.
    pub off_board: Vec<(AnyMove, String)>,
    pub can_stop: bool,
}

#[cfg(test)]
thread_local! {
    /// How many times the legal moves were listed (tests count them per render).
    static MOVE_LISTINGS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

impl Session {
    /// The player's moves; none when `over` (the game has ended), while chance is to act, or
    /// while the computer's seat is to move (the person waits for its reply).
    pub(crate) fn player_moves(&self, over: bool) -> PlayerMoves {
        let mut moves = PlayerMoves::default();
        if over || self.computer_level_to_move().is_some() || self.friend_to_move() {
            return moves;
        }
        #[cfg(test)]
        MOVE_LISTINGS.with(|count| count.set(count.get() + 1));
        let game = self.game();
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        for mv in legal {
            match game.gesture(&mv) {
                Some(gesture) => {
                    if let Some(onto_rook) = castle_onto_rook(game, &mv, &gesture) {
                        moves.on_board.push((mv.clone(), onto_rook));
                    }
                    moves.on_board.push((mv, gesture));
                }
                None => {
                    let label = game.notation(&mv);
                    moves.buttons.push((mv, label));
                }
            }
        }
        moves
    }

    /// The whole render's view, from one listing of the legal moves.
    pub fn view(&self) -> SessionView {
        let verdict = self.record.verdict();
        let moves = self.player_moves(verdict.is_some());
        SessionView {
            board: self.board_view_of(&moves.on_board),
            can_stop: self.can_stop_with(&moves.on_board),
            off_board: moves.buttons,
            verdict,
        }
    }
}

/// Chess castling made by putting the king onto its own rook (e1 to h1 for O-O), which lichess
/// and chessground accept besides the king's two-square step. The move is the same legal move;
/// only the square the player drops the king on differs (issue 11, 2.9).
fn castle_onto_rook(game: &AnyGame, mv: &AnyMove, gesture: &Gesture) -> Option<Gesture> {
    let (AnyGame::Chess(_), AnyMove::Chess(chess_move)) = (game, mv) else {
        return None;
    };
    let rook = crate::rules::Cell(u16::from(chess_move.castling_rook()?));
    Some(Gesture {
        to: Some(rook),
        ..gesture.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::rules::Record;

    fn listings() -> usize {
        MOVE_LISTINGS.with(|count| count.get())
    }

    /// A render lists the legal moves once: the board, the buttons and "stop here" share the
    /// list (it was listed twice per render, which doubled the cost of huge move lists).
    #[test]
    fn one_render_lists_the_legal_moves_once() {
        for kind in GameKind::ALL {
            let session = Session::new(Record::new(AnyGame::new_of(kind)), 7, None);
            let before = listings();
            let view = session.view();
            assert_eq!(listings() - before, 1, "{kind:?}");
            assert_eq!(view.board, session.board_view(), "{kind:?}");
            assert_eq!(view.off_board, session.off_board_moves(), "{kind:?}");
        }
    }
}
