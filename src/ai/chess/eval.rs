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

// The evaluation's linear terms, each a (middlegame, endgame) weight in `Weights`, by index:
// piece-square values (material included) by role and square as White sees it,
const PST: usize = 0;
const BISHOP_PAIR: usize = PST + 6 * 64;
/// by ranks advanced from the pawn's own side,
const PASSED: usize = BISHOP_PAIR + 1;
const ISOLATED: usize = PASSED + 8;
/// per extra pawn on a file,
const DOUBLED: usize = ISOLATED + 1;
/// per square beyond a typical count, knight, bishop, rook, queen,
const MOBILITY: usize = DOUBLED + 1;
const ROOK_OPEN: usize = MOBILITY + 4;
const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
/// per pawn before a king at home,
const SHIELD: usize = ROOK_HALF_OPEN + 1;
/// per square the enemy king (own king) stands from a passed pawn's path, per rank beyond the third.
const ESCORT_THEIRS: usize = SHIELD + 1;
const ESCORT_OWN: usize = ESCORT_THEIRS + 1;
/// per passed pawn whose next square an enemy piece holds,
const BLOCKED: usize = ESCORT_OWN + 1;
/// per pawn a pawn of its own defends, and per pawn with one beside it on its rank,
const PROTECTED: usize = BLOCKED + 1;
const PHALANX: usize = PROTECTED + 1;
/// per knight or bishop on ranks four to six, defended by a pawn and out of the enemy pawns' reach,
const OUTPOST: usize = PHALANX + 1;
/// per enemy piece attacked by a pawn, rook or queen by a knight or bishop, queen by a rook,
const THREAT_PAWN: usize = OUTPOST + 1;
const THREAT_MINOR: usize = THREAT_PAWN + 1;
const THREAT_ROOK: usize = THREAT_MINOR + 1;
/// per enemy piece (not pawn or king) attacked and not defended,
const HANGING: usize = THREAT_ROOK + 1;
/// per file at or beside the own king with no own pawn, middlegame.
const KING_FILE: usize = HANGING + 1;
/// How many weights there are.
pub const FEATURES: usize = KING_FILE + 1;
/// Groups of weights (first index, count) a coarse tuning moves together: each role's
/// piece-square values, and the passed pawn's ranks 2 to 7.
pub const TIED_GROUPS: [(usize, usize); 7] = [
    (PST, 64),
    (PST + 64, 64),
    (PST + 128, 64),
    (PST + 192, 64),
    (PST + 256, 64),
    (PST + 320, 64),
    (PASSED + 1, 6),
];
/// Mobility counts a piece's moves beyond these: knight, bishop, rook, queen.
const TYPICAL_MOVES: [i32; 4] = [4, 6, 6, 12];

/// The weights of the evaluation's linear terms, (middlegame, endgame) each.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights(pub [(i32, i32); FEATURES]);

impl Weights {
    /// The weights by hand: the piece-square tables of plain ideas ([`super::pst`]) and round
    /// numbers for the rest.
    pub const fn by_hand() -> Weights {
        let mut w = [(0, 0); FEATURES];
        let mut i = 0;
        while i < 6 * 64 {
            let (mg, eg) = TABLE[i / 64][i % 64];
            w[PST + i] = (mg as i32, eg as i32);
            i += 1;
        }
        w[BISHOP_PAIR] = (28, 48);
        let passed = [
            (0, 0),
            (2, 8),
            (4, 12),
            (8, 20),
            (16, 38),
            (30, 66),
            (50, 110),
            (0, 0),
        ];
        let mut rank = 0;
        while rank < 8 {
            w[PASSED + rank] = passed[rank];
            rank += 1;
        }
        w[ISOLATED] = (-12, -10);
        w[DOUBLED] = (-10, -20);
        w[MOBILITY] = (4, 4);
        w[MOBILITY + 1] = (5, 5);
        w[MOBILITY + 2] = (2, 4);
        w[MOBILITY + 3] = (1, 2);
        w[ROOK_OPEN] = (22, 10);
        w[ROOK_HALF_OPEN] = (10, 5);
        w[SHIELD] = (12, 0);
        w[ESCORT_THEIRS] = (0, 5);
        w[ESCORT_OWN] = (0, -2);
        w[BLOCKED] = (-5, -15);
        w[PROTECTED] = (6, 8);
        w[PHALANX] = (5, 5);
        w[OUTPOST] = (15, 5);
        w[THREAT_PAWN] = (40, 30);
        w[THREAT_MINOR] = (30, 25);
        w[THREAT_ROOK] = (30, 20);
        w[HANGING] = (15, 10);
        w[KING_FILE] = (-12, 0);
        Weights(w)
    }

    /// Every weight in a row, middlegame then endgame of each term.
    pub fn to_flat(&self) -> Vec<i32> {
        self.0.iter().flat_map(|&(mg, eg)| [mg, eg]).collect()
    }

    pub fn from_flat(flat: &[i32]) -> Weights {
        let mut w = [(0, 0); FEATURES];
        for (i, pair) in flat.chunks(2).take(FEATURES).enumerate() {
            w[i] = (pair[0], pair[1]);
        }
        Weights(w)
    }

    /// The weights as the Rust source of `weights.rs` beside this file, in the compact form
    /// the evaluation reads ([`weight`]): each role's material, its squares as steps of 2
    /// centipawns from that, a square and its mirror across the board's middle sharing the mean
    /// of their two (the tuned tables are noise to a compressor, and the download has little
    /// room: one byte a square, and half the squares), and the other terms.
    pub fn to_rust(&self) -> String {
        let mut text = String::from(
            "//! The chess evaluation's weights as `examples/chess_tune.rs` tuned them, in the\n\
             //! compact form `eval::weight` reads.\n\n",
        );
        let mut material = Vec::new();
        let mut squares = Vec::new();
        for role in self.0[PST..PST + 6 * 64].chunks(64) {
            let mean = |half: fn(&(i32, i32)) -> i32| {
                (role.iter().map(half).sum::<i32>() as f64 / 64.0).round() as i32
            };
            let base = (mean(|w| w.0), mean(|w| w.1));
            material.push(format!("({}, {})", base.0, base.1));
            let row: Vec<String> = (0..32)
                .map(|i| {
                    let (rank, file) = (i / 4, i % 4);
                    let (a, b) = (role[rank * 8 + file], role[rank * 8 + 7 - file]);
                    let (mg, eg) = ((a.0 + b.0) as f64 / 2.0, (a.1 + b.1) as f64 / 2.0);
                    let steps =
                        |w: f64, b: i32| ((w - b as f64) / 2.0).round().clamp(-128.0, 127.0);
                    format!("({}, {})", steps(mg, base.0), steps(eg, base.1))
                })
                .collect();
            squares.push(format!("    [{}],\n", row.join(", ")));
        }
        let terms: Vec<String> = self.0[TERMS..]
            .iter()
            .map(|(mg, eg)| format!("({mg}, {eg})"))
            .collect();
        text.push_str(&format!(
            "#[rustfmt::skip]\npub(super) const MATERIAL: [(i16, i16); 6] = [{}];\n\n\
             #[rustfmt::skip]\npub(super) const SQUARES: [[(i8, i8); 32]; 6] = [\n{}];\n\n\
             #[rustfmt::skip]\npub(super) const TERMS: [(i16, i16); {}] = [{}];\n",
            material.join(", "),
            squares.concat(),
            terms.len(),
            terms.join(", ")
        ));
        text
    }
}

/// Where the terms after the piece-square values start.
const TERMS: usize = BISHOP_PAIR;
// weights.rs holds a weight for every term (it cannot name FEATURES: it would import this file).
const _: () = assert!(super::weights::TERMS.len() == FEATURES - TERMS);

/// The weight (middlegame, endgame) of linear term `feature`, from the tuned tables.
#[inline]
fn weight(feature: usize) -> (i32, i32) {
    use super::weights::{MATERIAL, SQUARES, TERMS as OTHERS};
    if feature < TERMS {
        let (role, square) = (feature / 64, feature % 64);
        // Files e-h read the table of files d-a.
        let (rank, file) = (square / 8, square % 8);
        let (base, step) = (MATERIAL[role], SQUARES[role][rank * 4 + file.min(7 - file)]);
        (
            i32::from(base.0) + 2 * i32::from(step.0),
            i32::from(base.1) + 2 * i32::from(step.1),
        )
    } else {
        let (mg, eg) = OTHERS[feature - TERMS];
        (i32::from(mg), i32::from(eg))
    }
}

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

/// Middlegame and endgame terms of one side, from that side's point of view; `TRACE` keeps
/// the terms for the tuner (a constant, so that play pays nothing for it).
#[derive(Default)]
struct Terms<const TRACE: bool> {
    mg: i32,
    eg: i32,
    /// The part that is no linear term (the pressure on the king).
    fixed: (i32, i32),
    /// When tracing for the tuner: each linear term used and its count.
    trace: Vec<(u16, i32)>,
}

impl<const TRACE: bool> Terms<TRACE> {
    /// Linear term `feature`, `count` times.
    #[inline]
    fn feature(&mut self, feature: usize, count: i32) {
        let (mg, eg) = weight(feature);
        self.mg += mg * count;
        self.eg += eg * count;
        if TRACE {
            self.trace.push((feature as u16, count));
        }
    }

    fn add(&mut self, mg: i32, eg: i32) {
        self.mg += mg;
        self.eg += eg;
        self.fixed.0 += mg;
        self.fixed.1 += eg;
    }
}

fn material_and_squares<const TRACE: bool>(
    board: &Board,
    color: Color,
    terms: &mut Terms<TRACE>,
) -> i32 {
    let mut phase = 0;
    // Square numbers as White sees them: Black's ranks mirrored.
    let mirror = if color == Color::White { 0 } else { 56 };
    for role in Role::ALL {
        let index = role_index(role);
        let pieces = board.by_piece(role.of(color));
        for square in pieces {
            terms.feature(PST + index * 64 + (u32::from(square) ^ mirror) as usize, 1);
        }
        phase += PHASE[index] * pieces.count() as i32;
    }
    if (board.by_color(color) & board.bishops()).count() >= 2 {
        terms.feature(BISHOP_PAIR, 1);
    }
    phase
}

fn pawn_structure<const TRACE: bool>(board: &Board, color: Color, terms: &mut Terms<TRACE>) {
    let own = (board.by_color(color) & board.pawns()).0;
    let theirs = (board.by_color(!color) & board.pawns()).0;
    terms.feature(
        PROTECTED,
        (pawn_attacks(board, color).0 & own).count_ones() as i32,
    );
    let beside = ((own << 1) & !FILE_A) | ((own >> 1) & !(FILE_A << 7));
    terms.feature(PHALANX, (beside & own).count_ones() as i32);
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
            terms.feature(PASSED + advanced as usize, 1);
            escort(board, color, square, advanced, terms);
            let stop = square.offset(if color == Color::White { 8 } else { -8 });
            if stop.is_some_and(|stop| board.by_color(!color).contains(stop)) {
                terms.feature(BLOCKED, 1);
            }
        }
        if own & (files_around(file) & !(FILE_A << file)) == 0 {
            terms.feature(ISOLATED, 1);
        }
    }
    for file in 0..8 {
        let count = (own & (FILE_A << file)).count_ones() as i32;
        if count > 1 {
            terms.feature(DOUBLED, count - 1);
        }
    }
}

/// In the ending a passed pawn is worth more the farther the enemy king is from the square in
/// front of it and the nearer its own king, the more so the further it has come.
fn escort<const TRACE: bool>(
    board: &Board,
    color: Color,
    pawn: Square,
    advanced: u32,
    terms: &mut Terms<TRACE>,
) {
    if advanced < 3 {
        return;
    }
    let Some(stop) = pawn.offset(if color == Color::White { 8 } else { -8 }) else {
        return;
    };
    let distance = |king: Option<Square>| king.map_or(0, |k| k.distance(stop) as i32);
    let (own, theirs) = (
        distance(board.king_of(color)),
        distance(board.king_of(!color)),
    );
    let beyond = advanced as i32 - 2;
    terms.feature(ESCORT_THEIRS, theirs * beyond);
    terms.feature(ESCORT_OWN, own * beyond);
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

/// The squares one side attacks: by its pawns, by its knights and bishops, by its rooks, and by
/// any of its men.
#[derive(Default)]
struct Attacks {
    pawns: Bitboard,
    minors: Bitboard,
    rooks: Bitboard,
    all: Bitboard,
}

/// Squares of ranks four to six as `color` counts them.
fn outpost_ranks(color: Color) -> Bitboard {
    Bitboard(match color {
        Color::White => 0x0000_FFFF_FF00_0000,
        Color::Black => 0x0000_00FF_FFFF_0000,
    })
}

/// Squares no enemy pawn can ever attack: none on the files beside, level with or behind it.
fn beyond_pawns(board: &Board, color: Color, square: Square) -> bool {
    let theirs = (board.by_color(!color) & board.pawns()).0;
    let file = u32::from(square) % 8;
    let side_files = files_around(file) & !(FILE_A << file);
    theirs & side_files & ranks_ahead(color, square) == 0
}

/// Mobility (squares not held by own pieces or enemy pawns), rooks on open files, minor pieces
/// on outposts, and the pieces' pressure on the enemy king, all for `color`; returns what its
/// men attack.
fn pieces_activity<const TRACE: bool>(
    board: &Board,
    color: Color,
    terms: &mut Terms<TRACE>,
) -> Attacks {
    let occupied = board.occupied();
    let own = board.by_color(color);
    let (own_pawns, all_pawns) = ((own & board.pawns()).0, board.pawns().0);
    let pawns = pawn_attacks(board, color);
    let free = !own & !pawn_attacks(board, !color);
    let mut attacks = Attacks {
        pawns,
        all: pawns | board.king_of(color).map_or(Bitboard(0), king_attacks),
        ..Attacks::default()
    };
    let outposts = outpost_ranks(color) & pawns;
    for square in own & (board.knights() | board.bishops()) & outposts {
        if beyond_pawns(board, color, square) {
            terms.feature(OUTPOST, 1);
        }
    }
    let zone = board
        .king_of(!color)
        .map_or(Bitboard(0), |k| king_attacks(k) | Bitboard::from(k));
    let mut attack = KingAttack::default();
    for square in own & board.knights() {
        let reach = knight_attacks(square);
        let moves = (reach & free).count() as i32;
        terms.feature(MOBILITY, moves - TYPICAL_MOVES[0]);
        attack.add(reach, zone, 2);
        attacks.minors |= reach;
    }
    for square in own & board.bishops() {
        let reach = bishop_attacks(square, occupied);
        let moves = (reach & free).count() as i32;
        terms.feature(MOBILITY + 1, moves - TYPICAL_MOVES[1]);
        attack.add(reach, zone, 2);
        attacks.minors |= reach;
    }
    for square in own & board.rooks() {
        let reach = rook_attacks(square, occupied);
        let moves = (reach & free).count() as i32;
        terms.feature(MOBILITY + 2, moves - TYPICAL_MOVES[2]);
        attack.add(reach, zone, 3);
        attacks.rooks |= reach;
        let file = FILE_A << (u32::from(square) % 8);
        if all_pawns & file == 0 {
            terms.feature(ROOK_OPEN, 1);
        } else if own_pawns & file == 0 {
            terms.feature(ROOK_HALF_OPEN, 1);
        }
    }
    let queens = own & board.queens();
    for square in queens {
        let reach = queen_attacks(square, occupied);
        let moves = (reach & free).count() as i32;
        terms.feature(MOBILITY + 3, moves - TYPICAL_MOVES[3]);
        attack.add(reach, zone, 5);
        attacks.all |= reach;
    }
    terms.add(attack.bonus(queens.any()), 0);
    attacks.all |= attacks.minors | attacks.rooks;
    attacks
}

/// Enemy men that `color` attacks with something worth less, or that nothing defends.
fn threats<const TRACE: bool>(
    board: &Board,
    color: Color,
    own: &Attacks,
    theirs: &Attacks,
    terms: &mut Terms<TRACE>,
) {
    let enemy = board.by_color(!color);
    let pieces = enemy & !board.pawns() & !board.kings();
    let majors = enemy & (board.rooks() | board.queens());
    terms.feature(THREAT_PAWN, (own.pawns & pieces).count() as i32);
    terms.feature(THREAT_MINOR, (own.minors & majors).count() as i32);
    terms.feature(
        THREAT_ROOK,
        (own.rooks & enemy & board.queens()).count() as i32,
    );
    terms.feature(HANGING, (own.all & pieces & !theirs.all).count() as i32);
}

/// Pawns on the two squares in front of a king on its back two ranks, middlegame only.
fn king_shield<const TRACE: bool>(board: &Board, color: Color, terms: &mut Terms<TRACE>) {
    let Some(king) = board.king_of(color) else {
        return;
    };
    let rank = u32::from(king) / 8;
    let home = if color == Color::White {
        rank <= 1
    } else {
        rank >= 6
    };
    let pawns = (board.by_color(color) & board.pawns()).0;
    let file = u32::from(king) % 8;
    let bare = (file.saturating_sub(1)..=(file + 1).min(7))
        .filter(|&f| pawns & (FILE_A << f) == 0)
        .count();
    terms.feature(KING_FILE, bare as i32);
    if !home {
        return;
    }
    let front = files_around(u32::from(king) % 8) & ranks_ahead(color, king);
    let near = match color {
        Color::White => front & (0xFFFF << ((rank + 1) * 8)),
        Color::Black => front & (0xFFFF_u64 << ((rank.saturating_sub(2)) * 8)),
    };
    terms.feature(SHIELD, (pawns & near).count_ones().min(3) as i32);
}

/// A bonus for the side to move.
const TEMPO: i32 = 10;

/// Both sides' terms and the game phase (24 at the start, 0 with only kings and pawns).
fn sides<const TRACE: bool>(board: &Board) -> ([Terms<TRACE>; 2], i32) {
    let mut sides = [Terms::default(), Terms::default()];
    let mut attacks = [Attacks::default(), Attacks::default()];
    let mut phase = 0;
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let terms = &mut sides[i];
        phase += material_and_squares(board, color, terms);
        pawn_structure(board, color, terms);
        king_shield(board, color, terms);
        attacks[i] = pieces_activity(board, color, terms);
    }
    // Threats need both sides' attacks.
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        threats(board, color, &attacks[i], &attacks[1 - i], &mut sides[i]);
    }
    (sides, phase.min(24))
}

/// The evaluation of `position` for the side to move.
pub fn evaluate(position: &shakmaty::Chess) -> i32 {
    let (sides, phase) = sides::<false>(position.board());
    let mg = sides[0].mg - sides[1].mg;
    let eg = sides[0].eg - sides[1].eg;
    let white = (mg * phase + eg * (24 - phase)) / 24;
    match position.turn() {
        Color::White => white + TEMPO,
        Color::Black => -white + TEMPO,
    }
}

/// The evaluation as the tuner sees it: linear terms for White.
pub struct Trace {
    /// (weight index, middlegame share, endgame share): a term's count for White less its
    /// count for Black, times the phase's share of each half.
    pub features: Vec<(u16, f32, f32)>,
    /// The rest of White's evaluation (pressure on the kings, the move's tempo).
    pub fixed: f32,
}

/// The terms of `position`'s evaluation, for tuning their weights.
pub fn trace(position: &shakmaty::Chess) -> Trace {
    let (mut sides, phase) = sides::<true>(position.board());
    let (mg_share, eg_share) = (phase as f32 / 24.0, (24 - phase) as f32 / 24.0);
    let mut counts = std::collections::BTreeMap::new();
    let [white, black] = &mut sides;
    for (sign, terms) in [(1, white), (-1, black)] {
        for (feature, count) in std::mem::take(&mut terms.trace) {
            *counts.entry(feature).or_insert(0) += sign * count;
        }
    }
    let features = counts
        .into_iter()
        .filter(|&(_, count)| count != 0)
        .map(|(f, count)| (f, count as f32 * mg_share, count as f32 * eg_share))
        .collect();
    let fixed_mg = sides[0].fixed.0 - sides[1].fixed.0;
    let fixed_eg = sides[0].fixed.1 - sides[1].fixed.1;
    let tempo = if position.turn().is_white() {
        TEMPO
    } else {
        -TEMPO
    };
    Trace {
        features,
        fixed: fixed_mg as f32 * mg_share + fixed_eg as f32 * eg_share + tempo as f32,
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
        // A pawn up counts for about a pawn (the tuned weights put this ending just under one).
        assert!(white > 50, "{white}");
    }

    #[test]
    fn the_tuners_trace_adds_up_to_the_evaluation() {
        for fen in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "2r3k1/pp3ppp/4p3/3pP3/1q1P4/1P3Q2/P4PPP/2R3K1 b - - 0 1",
            "8/5k2/8/3P4/8/8/5K2/8 w - - 0 1",
        ] {
            let setup: shakmaty::fen::Fen = fen.parse().unwrap();
            let position: shakmaty::Chess = setup
                .into_position(shakmaty::CastlingMode::Standard)
                .unwrap();
            let trace = trace(&position);
            let linear: f32 = trace
                .features
                .iter()
                .map(|&(i, mg, eg)| {
                    let (wm, we) = weight(i as usize);
                    wm as f32 * mg + we as f32 * eg
                })
                .sum();
            let white = linear + trace.fixed;
            let side = if position.turn().is_white() {
                1.0
            } else {
                -1.0
            };
            let expected = evaluate(&position) as f32 * side;
            // The engine's integer division by the phase rounds toward zero.
            assert!(
                (white - expected).abs() <= 1.0,
                "{fen}: {white} vs {expected}"
            );
        }
    }

    #[test]
    fn a_passed_pawn_on_the_seventh_is_worth_more_than_on_the_second() {
        let far = eval("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let near = eval("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1");
        assert!(far > near + 100, "{far} vs {near}");
    }
}
