//! The eight levels of each game, 0 to 7 (the page shows them as 1 to 8), from a child's first
//! opponent to the strongest the engine plays in about five seconds a move. Weak levels see
//! little (a shallow depth), misjudge a little (noise on every evaluation, the same for the same
//! position and seed) and sometimes play their second choice when it is close; they never choose
//! a move at random. The weakest looks at its own move and the captures that answer it: it
//! takes a piece left hanging but misses a quiet threat two moves deep. In chess,
//! levels 2 and up always look two plies deep, whatever the budget, so they never walk into a
//! mate in one.
//!
//! ```
//! use tabula::ai::levels::{level_spec, FIRST_LEVEL, TOP_LEVEL};
//! use tabula::games::GameKind;
//! assert_eq!((FIRST_LEVEL, TOP_LEVEL), (0, 7));
//! assert!(level_spec(GameKind::Chess, 7).unwrap().time_ms.is_some());
//! assert_eq!(level_spec(GameKind::Chess, 0).unwrap().max_depth, 1);
//! assert!(level_spec(GameKind::Chess, 8).is_none());
//! ```

use crate::games::GameKind;

/// Levels per game, numbered `FIRST_LEVEL` (weakest) to `TOP_LEVEL` (the scale the rules name
/// for every layer).
pub use crate::rules::{FIRST_LEVEL, TOP_LEVEL};

/// The levels in all.
const COUNT: usize = (TOP_LEVEL - FIRST_LEVEL + 1) as usize;

/// The strongest level that answers within about two seconds (the top one takes five): what
/// the command line and the tools play unless told otherwise.
pub const MASTER: u8 = 6;

/// The names of the levels, weakest first.
pub const LEVEL_NAMES: [&str; COUNT] = [
    "Starter",
    "Beginner",
    "Novice",
    "Casual",
    "Club player",
    "Expert",
    "Master",
    "Grandmaster",
];

/// The games the alpha-beta search plays (the deterministic two-player games), in the order
/// benchmarks and tests list them.
pub const SEARCH_GAMES: [GameKind; 5] = [
    GameKind::Chess,
    GameKind::EnglishDraughts,
    GameKind::Tammi,
    GameKind::Tama,
    GameKind::Camelot,
];

/// How one level searches and errs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSpec {
    pub max_depth: u32,
    /// Depth searched whatever the budget (chess: 2 above the weakest, no mate-in-one blunders).
    pub min_depth: u32,
    /// The level's own time per move, when it has one (the strong levels).
    pub time_ms: Option<u64>,
    /// Nodes per move at most (keeps weak levels quick on slow devices).
    pub nodes: Option<u64>,
    pub noise: i32,
    pub second_best_pct: u32,
    pub margin: i32,
    /// Whether the search follows the captures at its horizon (every level does today; a
    /// search stopped dead at its depth walks into recaptures, weaker than a beginner).
    pub quiescence: bool,
}

const fn spec(max_depth: u32, time_ms: Option<u64>, noise: i32, second_best_pct: u32) -> LevelSpec {
    LevelSpec {
        quiescence: true,
        max_depth,
        min_depth: if max_depth < 2 { max_depth } else { 2 },
        time_ms,
        nodes: if time_ms.is_some() {
            None
        } else {
            Some(400_000)
        },
        noise,
        second_best_pct,
        margin: noise * 2,
    }
}

/// The weakest level: its own move and the captures that answer it, much misjudged, now and
/// then its second choice (a child who has just learnt the moves: it takes what is offered and
/// does not leave a piece where it is taken, but a quiet threat two moves deep goes unseen).
const fn starter(noise: i32, second_best_pct: u32, margin: i32) -> LevelSpec {
    LevelSpec {
        margin,
        ..spec(1, None, noise, second_best_pct)
    }
}

/// The starter, the depth-limited levels 1-4 of each family, then three timed levels.
// Chess's search prunes hard, so a nominal depth is light: at 1, 2 and 3 plies levels 1-3 stood
// too far apart (level 3 won 97.5% against 2); a ply more each, they step 76-84% a pair.
const CHESS: [LevelSpec; COUNT] = [
    starter(60, 50, 80),
    spec(2, None, 55, 20),
    spec(3, None, 35, 15),
    spec(4, None, 35, 15),
    spec(5, None, 12, 0),
    spec(64, Some(400), 0, 0),
    spec(64, Some(2000), 0, 0),
    spec(64, Some(5000), 0, 0),
];
// Draughts' Expert thinks 0.2 s: between two searches of 0.4 and 2 s most games are drawn (Tammi
// level 6 scored 62.5% over 40 games against such a level 5), and the levels should stand apart.
// The Club player sees 6 plies: at 8 it held a 0.4 s Tama search level (55% over 40 games).
const TAMMI: [LevelSpec; COUNT] = [
    starter(180, 40, 180),
    spec(2, None, 90, 35),
    spec(3, None, 55, 25),
    spec(4, None, 30, 15),
    spec(6, None, 10, 0),
    spec(64, Some(200), 0, 0),
    spec(64, Some(2000), 0, 0),
    spec(64, Some(5000), 0, 0),
];
// English draughts: with Tammi's levels 2-5 stepped 86%, 66%, 86% and 95% (40 games a pair), as
// a ply more sees more here; with these, 82-74% a pair.
const ENGLISH: [LevelSpec; COUNT] = [
    starter(180, 40, 180),
    spec(2, None, 90, 35),
    spec(3, None, 65, 30),
    spec(5, None, 40, 15),
    spec(7, None, 10, 0),
    spec(64, Some(200), 0, 0),
    spec(64, Some(2000), 0, 0),
    spec(64, Some(5000), 0, 0),
];
// Tama's captures are forced and its men also move sideways, so each ply sees more than in the
// other draughts: at Tammi's depths (3, 4, 6) level 2 won 97.5% of its games against level 1,
// so levels 2-4 look 2, 3 and 4 plies deep. Its starter misjudges less: one ply of Tama, where
// every capture must be taken and most moves are forced, is far below two (with the other
// draughts' noise it lost 39 of 40 games to level 1). The Club player is capped so that on a slow
// device it stays below the Expert's 0.2 s.
const TAMA: [LevelSpec; COUNT] = [
    starter(40, 10, 40),
    spec(2, None, 90, 35),
    spec(2, None, 55, 25),
    spec(3, None, 30, 15),
    capped(spec(4, None, 10, 0), 30_000),
    spec(64, Some(200), 0, 0),
    spec(64, Some(2000), 0, 0),
    spec(64, Some(5000), 0, 0),
];

/// A level with a smaller node budget than its depth would take.
const fn capped(spec: LevelSpec, nodes: u64) -> LevelSpec {
    LevelSpec {
        nodes: Some(nodes),
        ..spec
    }
}

// Camelot: each ply more, and less noise at the same depth, is a big step (a level 2 at two plies
// won 90% against a level 1 at one; at three plies the Club player won 97.5% against two), so
// the levels share the depths 1, 2, 2 and 3 and part by noise. At four plies the Club player held
// the 0.4 s Expert (60% over 40 games).
const CAMELOT: [LevelSpec; COUNT] = [
    starter(180, 70, 180),
    spec(1, None, 60, 25),
    spec(2, None, 70, 30),
    spec(2, None, 35, 15),
    spec(3, None, 45, 15),
    spec(64, Some(400), 0, 0),
    spec(64, Some(2000), 0, 0),
    spec(64, Some(5000), 0, 0),
];

/// Ludo (`crate::ai::ludo`): depth counts decisions, noise and margin are hundredths of a step,
/// nodes are positions looked at. Levels 0-4 weigh the position their move leaves, levels 0-3
/// with noise and now and then a close second choice; 5 and up also throw the die for whoever
/// moves next and let that player choose (level 5 still misjudges a little). A third decision
/// costs twelve times as much and played no better (`examples/ludo_strength.rs`), so none looks
/// further, and the top level plays as level 6; the node budget only caps a rare wide tree.
const LUDO: [LevelSpec; COUNT] = [
    ludo(1, 1500, 50),
    ludo(1, 800, 35),
    ludo(1, 400, 20),
    ludo(1, 150, 10),
    ludo(1, 0, 0),
    ludo(2, 50, 0),
    ludo(2, 0, 0),
    ludo(2, 0, 0),
];

const fn ludo(max_depth: u32, noise: i32, second_best_pct: u32) -> LevelSpec {
    LevelSpec {
        max_depth,
        min_depth: 1,
        time_ms: None,
        nodes: Some(20_000),
        noise,
        second_best_pct,
        margin: noise * 2,
        quiescence: true,
    }
}

/// The spec of a level (0..=7) for a game; `None` for another number or a game without an engine
/// here (backgammon comes with its own engine).
pub fn level_spec(kind: GameKind, level: u8) -> Option<LevelSpec> {
    let table = match kind {
        GameKind::Chess => &CHESS,
        GameKind::EnglishDraughts => &ENGLISH,
        GameKind::Tammi => &TAMMI,
        GameKind::Tama => &TAMA,
        GameKind::Camelot => &CAMELOT,
        GameKind::Ludo => return LUDO.get(usize::from(level)).copied(),
        GameKind::Backgammon => return None,
    };
    let mut spec = *table.get(usize::from(level))?;
    if kind != GameKind::Chess || level == FIRST_LEVEL {
        // The two-ply guarantee is chess's guard against mate in one (not the starter's: it
        // may walk into one); elsewhere the budget rules.
        spec.min_depth = spec.min_depth.min(1);
    }
    Some(spec)
}

/// How strong a level measured against something it is not (docs/strength.md): what the level
/// chooser tells a player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Measured {
    /// Chess: about this rating on Stockfish's `UCI_Elo` scale (10 s + 0.1 s games; the two
    /// weakest levels from the ladder below 1,350, Stockfish's lowest).
    Elo(u16),
    /// The searched games: this share of games won, in percent, against the level below.
    AgainstBelow(u8),
    /// Backgammon: GNU Backgammon's error rate, in tenths of mEMG a decision.
    ErrorRate(u16),
    /// Ludo: this share of four-player games won, in percent, against three random players.
    AgainstRandom(u8),
}

/// The measured strength of a level, where it has been measured.
pub fn measured(kind: GameKind, level: u8) -> Option<Measured> {
    let i = usize::from(level);
    let percent = |table: [u8; COUNT]| table.get(i).copied().filter(|p| *p > 0);
    match kind {
        GameKind::Chess => MEASURED_ELO.get(i).map(|&elo| Measured::Elo(elo)),
        GameKind::EnglishDraughts => percent(LADDER_ENGLISH).map(Measured::AgainstBelow),
        GameKind::Tammi => percent(LADDER_TAMMI).map(Measured::AgainstBelow),
        GameKind::Tama => percent(LADDER_TAMA).map(Measured::AgainstBelow),
        GameKind::Camelot => percent(LADDER_CAMELOT).map(Measured::AgainstBelow),
        GameKind::Backgammon => BACKGAMMON_ERROR
            .get(i)
            .copied()
            .filter(|r| *r > 0)
            .map(Measured::ErrorRate),
        GameKind::Ludo => percent(LUDO_AGAINST_RANDOM).map(Measured::AgainstRandom),
    }
}

// The figures behind `measured` (docs/strength.md gives each run). A 0 is a level not measured.

/// Chess, rounded to 50: levels 2-6 from matches against Stockfish (5 before issue 27's engine
/// changes; 6 scored 39.5% over 100 games against UCI_Elo 2200 after the third round of them),
/// 1 and 0 from the ladder's score of the level above them, 7 from its score against 6.
const MEASURED_ELO: [u16; COUNT] = [800, 1050, 1300, 1450, 1750, 1900, 2150, 2300];
/// The ladders (40 games a pair, docs/strength.md): each level's score against the one below.
const LADDER_ENGLISH: [u8; COUNT] = [0, 78, 83, 80, 74, 76, 83, 68];
const LADDER_TAMMI: [u8; COUNT] = [0, 66, 85, 71, 81, 68, 83, 64];
const LADDER_TAMA: [u8; COUNT] = [0, 85, 61, 84, 76, 83, 83, 63];
const LADDER_CAMELOT: [u8; COUNT] = [0, 80, 80, 73, 80, 83, 85, 73];
/// Backgammon: gnubg's error rate in tenths of mEMG a decision, money games.
/// (12 games of each level against itself, analysed by gnubg at 0 plies.)
const BACKGAMMON_ERROR: [u16; COUNT] = [2235, 1634, 928, 400, 181, 100, 51, 58];
/// Ludo: wins in percent against three random players.
const LUDO_AGAINST_RANDOM: [u8; COUNT] = [51, 68, 81, 85, 86, 86, 86, 86];
