//! The chess evaluation: piece-square tables ([`super::pst`]) blended between middlegame and
//! endgame by the material left (the game phase), plus the bishop pair, pawn structure (passed,
//! doubled, isolated pawns), rooks on open files, the pawn shield before a castled king, and piece
//! mobility. Scores are from the side to move's point of view.

use shakmaty::attacks::{
    bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks,
};
use shakmaty::{Bitboard, Board, Color, Position, Role, Square};

use super::pst::TABLE;

const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Phase weight of each role (pawn .. king); 24 in all at the start.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// Passed pawn bonus by ranks advanced (from the pawn's own side), (middlegame, endgame).
const PASSED: [(i32, i32); 8] = [
    (0, 0),
    (2, 8),
    (4, 12),
    (8, 20),
    (16, 38),
    (30, 66),
    (50, 110),
    (0, 0),
];

fn role_index(role: Role) -> usize {
    role as usize - 1
}

fn files_around(file: u32) -> u64 {
    let own = FILE_A << file;
    own | ((own << 1) & !FILE_A) | ((own >> 1) & !(FILE_A << 7))
}

/// Squares strictly in front of `square` for `color` (ranks only).
fn ranks_ahead(color: Color, square: Square) -> u64 {
    let rank = u32::from(square) / 8;
    match color {
        Color::White if rank < 7 => u64::MAX << ((rank + 1) * 8),
        Color::White => 0,
        Color::Black => (1u64 << (rank * 8)) - 1,
    }
}

/// Middlegame and endgame terms of one side, from that side's point of view.
#[derive(Default)]
struct Terms {
    mg: i32,
    eg: i32,
}

impl Terms {
    fn add(&mut self, mg: i32, eg: i32) {
        self.mg += mg;
        self.eg += eg;
    }
}

fn material_and_squares(board: &Board, color: Color, terms: &mut Terms) -> i32 {
    let mut phase = 0;
    // Square numbers as White sees them: Black's ranks mirrored.
    let mirror = if color == Color::White { 0 } else { 56 };
    for role in Role::ALL {
        let index = role_index(role);
        let pieces = board.by_piece(role.of(color));
        for square in pieces {
            let (mg, eg) = TABLE[index][(u32::from(square) ^ mirror) as usize];
            terms.add(i32::from(mg), i32::from(eg));
        }
        phase += PHASE[index] * pieces.count() as i32;
    }
    if (board.by_color(color) & board.bishops()).count() >= 2 {
        terms.add(28, 48);
    }
    phase
}

fn pawn_structure(board: &Board, color: Color, terms: &mut Terms) {
    let own = (board.by_color(color) & board.pawns()).0;
    let theirs = (board.by_color(!color) & board.pawns()).0;
    for square in Bitboard(own) {
        let file = u32::from(square) % 8;
        let front = ranks_ahead(color, square);
        if theirs & files_around(file) & front == 0 && own & (FILE_A << file) & front == 0 {
            let rank = u32::from(square) / 8;
            let advanced = if color == Color::White {
                rank
            } else {
                7 - rank
            };
            let (mg, eg) = PASSED[advanced as usize];
            terms.add(mg, eg);
            terms.add(0, escort(board, color, square, advanced));
        }
        if own & (files_around(file) & !(FILE_A << file)) == 0 {
            terms.add(-12, -10);
        }
    }
    for file in 0..8 {
        let count = (own & (FILE_A << file)).count_ones() as i32;
        if count > 1 {
            terms.add(-10 * (count - 1), -20 * (count - 1));
        }
    }
}

/// In the ending a passed pawn is worth more the farther the enemy king is from the square in
/// front of it and the nearer its own king, the more so the further it has come.
fn escort(board: &Board, color: Color, pawn: Square, advanced: u32) -> i32 {
    if advanced < 3 {
        return 0;
    }
    let Some(stop) = pawn.offset(if color == Color::White { 8 } else { -8 }) else {
        return 0;
    };
    let distance = |king: Option<Square>| king.map_or(0, |k| k.distance(stop) as i32);
    let (own, theirs) = (
        distance(board.king_of(color)),
        distance(board.king_of(!color)),
    );
    (theirs * 5 - own * 2) * (advanced as i32 - 2)
}

/// The squares `color`'s pawns attack.
fn pawn_attacks(board: &Board, color: Color) -> Bitboard {
    let pawns = (board.by_color(color) & board.pawns()).0;
    let not_a = !FILE_A;
    let not_h = !(FILE_A << 7);
    Bitboard(match color {
        Color::White => ((pawns << 7) & not_h) | ((pawns << 9) & not_a),
        Color::Black => ((pawns >> 9) & not_h) | ((pawns >> 7) & not_a),
    })
}

/// Pressure on the enemy king: attack units (by the attacker's weight and the squares it hits
/// around the king) and how many pieces take part.
#[derive(Default)]
struct KingAttack {
    units: i32,
    attackers: i32,
}

impl KingAttack {
    fn add(&mut self, reach: Bitboard, zone: Bitboard, weight: i32) {
        let hits = (reach & zone).count() as i32;
        if hits > 0 {
            self.units += weight * hits;
            self.attackers += 1;
        }
    }

    /// The middlegame bonus: one piece alone is no attack, and pressure grows faster than the
    /// units (a defence holds against a few but breaks under many); without a queen, half.
    fn bonus(&self, has_queen: bool) -> i32 {
        if self.attackers < 2 {
            return 0;
        }
        let bonus = (self.units * self.units / 6).min(450);
        if has_queen {
            bonus
        } else {
            bonus / 2
        }
    }
}

/// Mobility (squares not held by own pieces or enemy pawns), rooks on open files, and the
/// pieces' pressure on the enemy king, all for `color`.
fn pieces_activity(board: &Board, color: Color, terms: &mut Terms) {
    let occupied = board.occupied();
    let own = board.by_color(color);
    let (own_pawns, all_pawns) = ((own & board.pawns()).0, board.pawns().0);
    let free = !own & !pawn_attacks(board, !color);
    let zone = board
        .king_of(!color)
        .map_or(Bitboard(0), |k| king_attacks(k) | Bitboard::from(k));
    let mut attack = KingAttack::default();
    for square in own & board.knights() {
        let reach = knight_attacks(square);
        let moves = (reach & free).count() as i32;
        terms.add(4 * (moves - 4), 4 * (moves - 4));
        attack.add(reach, zone, 2);
    }
    for square in own & board.bishops() {
        let reach = bishop_attacks(square, occupied);
        let moves = (reach & free).count() as i32;
        terms.add(5 * (moves - 6), 5 * (moves - 6));
        attack.add(reach, zone, 2);
    }
    for square in own & board.rooks() {
        let reach = rook_attacks(square, occupied);
        let moves = (reach & free).count() as i32;
        terms.add(2 * (moves - 6), 4 * (moves - 6));
        attack.add(reach, zone, 3);
        let file = FILE_A << (u32::from(square) % 8);
        if all_pawns & file == 0 {
            terms.add(22, 10);
        } else if own_pawns & file == 0 {
            terms.add(10, 5);
        }
    }
    let queens = own & board.queens();
    for square in queens {
        let reach = queen_attacks(square, occupied);
        let moves = (reach & free).count() as i32;
        terms.add(moves - 12, 2 * (moves - 12));
        attack.add(reach, zone, 5);
    }
    terms.add(attack.bonus(queens.any()), 0);
}

/// Pawns on the two squares in front of a king on its back two ranks, middlegame only.
fn king_shield(board: &Board, color: Color, terms: &mut Terms) {
    let Some(king) = board.king_of(color) else {
        return;
    };
    let rank = u32::from(king) / 8;
    let home = if color == Color::White {
        rank <= 1
    } else {
        rank >= 6
    };
    if !home {
        return;
    }
    let pawns = (board.by_color(color) & board.pawns()).0;
    let front = files_around(u32::from(king) % 8) & ranks_ahead(color, king);
    let near = match color {
        Color::White => front & (0xFFFF << ((rank + 1) * 8)),
        Color::Black => front & (0xFFFF_u64 << ((rank.saturating_sub(2)) * 8)),
    };
    terms.add(12 * (pawns & near).count_ones().min(3) as i32, 0);
}

/// The evaluation of `position` for the side to move.
pub fn evaluate(position: &shakmaty::Chess) -> i32 {
    let board = position.board();
    let mut sides = [Terms::default(), Terms::default()];
    let mut phase = 0;
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let terms = &mut sides[i];
        phase += material_and_squares(board, color, terms);
        pawn_structure(board, color, terms);
        pieces_activity(board, color, terms);
        king_shield(board, color, terms);
    }
    let phase = phase.min(24);
    let mg = sides[0].mg - sides[1].mg;
    let eg = sides[0].eg - sides[1].eg;
    let white = (mg * phase + eg * (24 - phase)) / 24;
    let tempo = 10;
    match position.turn() {
        Color::White => white + tempo,
        Color::Black => -white + tempo,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        let setup: shakmaty::fen::Fen = fen.parse().unwrap();
        let position: shakmaty::Chess = setup
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        evaluate(&position)
    }

    #[test]
    fn the_start_is_even_and_the_mirror_agrees() {
        assert_eq!(
            eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            10
        );
        let white = eval("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        let black = eval("4k3/4p3/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(white, black);
        assert!(white > 100);
    }

    #[test]
    fn a_passed_pawn_on_the_seventh_is_worth_more_than_on_the_second() {
        let far = eval("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let near = eval("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1");
        assert!(far > near + 100, "{far} vs {near}");
    }
}
