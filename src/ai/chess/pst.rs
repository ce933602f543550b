//! Piece-square tables for the tapered evaluation, worked out from a few plain ideas rather than
//! typed in: knights and bishops want the centre, pawns want to advance (central ones early),
//! rooks want the seventh rank and the middle files, the queen stays flexible, and the king hides
//! behind its pawns in the middlegame but walks to the centre in the ending. Values are
//! (middlegame, endgame) from White's side; Black reads them mirrored.

/// Material (middlegame, endgame) by role: pawn, knight, bishop, rook, queen, king.
pub const VALUES: [(i16, i16); 6] = [
    (90, 110),
    (320, 300),
    (335, 320),
    (480, 540),
    (960, 990),
    (0, 0),
];

/// How far from the edge a file or rank is: 0 on the edge, 3 in the middle.
const fn inward(x: i16) -> i16 {
    if x < 4 {
        x
    } else {
        7 - x
    }
}

const fn pawn(file: i16, rank: i16) -> (i16, i16) {
    if rank == 0 || rank == 7 {
        return (0, 0);
    }
    let centre_file = file == 3 || file == 4;
    let mut mg = (rank - 1) * 3;
    if centre_file && rank >= 3 {
        mg += 14;
    }
    if centre_file && rank == 1 {
        mg -= 12;
    }
    // Pawns before the castled king's shelter are best left home in the middlegame.
    if (file <= 1 || file >= 6) && rank == 1 {
        mg += 6;
    }
    (mg, (rank - 1) * 9)
}

const fn knight(file: i16, rank: i16) -> (i16, i16) {
    let c = inward(file) + inward(rank);
    let mut mg = c * 8 - 24;
    if rank == 0 {
        mg -= 8;
    }
    (mg, c * 6 - 18)
}

const fn bishop(file: i16, rank: i16) -> (i16, i16) {
    let c = inward(file) + inward(rank);
    let mut mg = c * 4 - 10;
    if rank == 0 {
        mg -= 6;
    }
    if file == rank || file == 7 - rank {
        mg += 6; // the long diagonals
    }
    (mg, c * 3 - 9)
}

const fn rook(file: i16, rank: i16) -> (i16, i16) {
    let mut mg = if file == 3 || file == 4 { 6 } else { 0 };
    if file == 0 || file == 7 {
        mg -= 4;
    }
    let mut eg = 0;
    if rank == 6 {
        mg += 18;
        eg += 12;
    }
    (mg, eg)
}

const fn queen(file: i16, rank: i16) -> (i16, i16) {
    let c = inward(file) + inward(rank);
    let mg = if rank == 0 { c - 2 } else { c * 2 - 6 };
    (mg, c * 5 - 15)
}

const fn king(file: i16, rank: i16) -> (i16, i16) {
    let c = inward(file) + inward(rank);
    let mg = match rank {
        0 => {
            if file <= 2 || file >= 6 {
                24
            } else {
                0
            }
        }
        1 => -12,
        _ => -40 - rank * 6,
    };
    (mg, c * 10 - 30)
}

const fn entry(role: usize, square: usize) -> (i16, i16) {
    let (file, rank) = ((square % 8) as i16, (square / 8) as i16);
    let (mg, eg) = match role {
        0 => pawn(file, rank),
        1 => knight(file, rank),
        2 => bishop(file, rank),
        3 => rook(file, rank),
        4 => queen(file, rank),
        _ => king(file, rank),
    };
    let value = VALUES[role];
    (value.0 + mg, value.1 + eg)
}

/// `TABLE[role][square]`, role 0 = pawn .. 5 = king, square a1 = 0 from White's side; values
/// include the material.
pub static TABLE: [[(i16, i16); 64]; 6] = {
    let mut table = [[(0, 0); 64]; 6];
    let mut role = 0;
    while role < 6 {
        let mut square = 0;
        while square < 64 {
            table[role][square] = entry(role, square);
            square += 1;
        }
        role += 1;
    }
    table
};
