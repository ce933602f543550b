//! The games: [`GameKind`] names each playable game, [`AnyGame`] holds any of them and implements
//! [`Game`] itself, so history, saving, sharing, the board shell and the AI have one code path.
//!
//! ```
//! use tabula::games::GameKind;
//! assert_eq!(GameKind::from_slug("english-draughts"), Some(GameKind::EnglishDraughts));
//! ```

pub mod backgammon;
pub mod chess;
pub mod draughts;

use serde::{Deserialize, Serialize};

use crate::rules::{DecodeError, Game, Gesture, HistoryRules, NotationError, Turn, Verdict};
use chess::{Chess, ChessMove, ChessOptions};
use draughts::{Draughts, DraughtsMove, DraughtsOptions, Ruleset};

/// Every game on the home page. A game joins this list only when all of its rules work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    EnglishDraughts,
    Chess,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::EnglishDraughts, GameKind::Chess];

    /// The name used in links, saves and the command-line tool.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::EnglishDraughts => "english-draughts",
            GameKind::Chess => "chess",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.slug() == slug)
    }

    /// The game's name for players.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::EnglishDraughts => "English draughts",
            GameKind::Chess => "Chess",
        }
    }

    /// The default options of this game.
    pub fn default_options(self) -> AnyOptions {
        match self {
            GameKind::EnglishDraughts => {
                AnyOptions::Draughts(DraughtsOptions::new(Ruleset::English))
            }
            GameKind::Chess => AnyOptions::Chess(ChessOptions::default()),
        }
    }
}

/// Options of any game; the variant decides the game kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyOptions {
    Draughts(DraughtsOptions),
    Chess(ChessOptions),
}

impl Default for AnyOptions {
    fn default() -> Self {
        GameKind::EnglishDraughts.default_options()
    }
}

impl AnyOptions {
    pub fn kind(&self) -> GameKind {
        match self {
            AnyOptions::Draughts(options) => match options.ruleset {
                Ruleset::English => GameKind::EnglishDraughts,
            },
            AnyOptions::Chess(_) => GameKind::Chess,
        }
    }
}

/// A position of any game.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    Draughts(Draughts),
    Chess(Chess),
}

/// A move of any game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyMove {
    Draughts(DraughtsMove),
    Chess(ChessMove),
}

/// Runs the same expression on whichever game is inside.
macro_rules! each_game {
    ($value:expr, $game:ident => $body:expr) => {
        match $value {
            AnyGame::Draughts($game) => $body,
            AnyGame::Chess($game) => $body,
        }
    };
}

impl AnyGame {
    pub fn new_of(kind: GameKind) -> AnyGame {
        AnyGame::new(&kind.default_options())
    }

    pub fn kind(&self) -> GameKind {
        self.options().kind()
    }

    /// Reads a move in notation (the same as [`Game::parse_move`], here for callers without the trait).
    pub fn read_move(&self, text: &str) -> Result<AnyMove, NotationError> {
        self.parse_move(text)
    }
}

impl Game for AnyGame {
    type Move = AnyMove;
    type Options = AnyOptions;

    fn new(options: &AnyOptions) -> Self {
        match options {
            AnyOptions::Draughts(o) => AnyGame::Draughts(Draughts::new(o)),
            AnyOptions::Chess(o) => AnyGame::Chess(Chess::new(o)),
        }
    }

    fn options(&self) -> AnyOptions {
        match self {
            AnyGame::Draughts(g) => AnyOptions::Draughts(g.options()),
            AnyGame::Chess(g) => AnyOptions::Chess(g.options()),
        }
    }

    fn num_players(&self) -> usize {
        each_game!(self, g => g.num_players())
    }

    fn turn(&self) -> Turn {
        each_game!(self, g => g.turn())
    }

    fn outcome(&self) -> Option<Verdict> {
        each_game!(self, g => g.outcome())
    }

    fn legal_moves(&self, out: &mut Vec<AnyMove>) {
        match self {
            AnyGame::Draughts(g) => wrap(g, out, AnyMove::Draughts, Game::legal_moves),
            AnyGame::Chess(g) => wrap(g, out, AnyMove::Chess, Game::legal_moves),
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(AnyMove, f32)>) {
        match self {
            AnyGame::Draughts(g) => {
                let mut inner = Vec::new();
                g.chance_outcomes(&mut inner);
                out.extend(inner.into_iter().map(|(m, p)| (AnyMove::Draughts(m), p)));
            }
            // Chess has no chance moves.
            AnyGame::Chess(_) => {}
        }
    }

    fn apply(&mut self, mv: &AnyMove) {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.apply(m),
            (AnyGame::Chess(g), AnyMove::Chess(m)) => g.apply(m),
            // A move of another game: nothing to do.
            _ => {}
        }
    }

    fn notation(&self, mv: &AnyMove) -> String {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.notation(m),
            (AnyGame::Chess(g), AnyMove::Chess(m)) => g.notation(m),
            // A move of another game: nothing to do.
            _ => String::new(),
        }
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, NotationError> {
        match self {
            AnyGame::Draughts(g) => g.parse_move(text).map(AnyMove::Draughts),
            AnyGame::Chess(g) => g.parse_move(text).map(AnyMove::Chess),
        }
    }

    fn encode(&self) -> String {
        each_game!(self, g => g.encode())
    }

    fn decode(code: &str, options: &AnyOptions) -> Result<Self, DecodeError> {
        match options {
            AnyOptions::Draughts(o) => Draughts::decode(code, o).map(AnyGame::Draughts),
            AnyOptions::Chess(o) => Chess::decode(code, o).map(AnyGame::Chess),
        }
    }

    fn gesture(&self, mv: &AnyMove) -> Option<Gesture> {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.gesture(m),
            (AnyGame::Chess(g), AnyMove::Chess(m)) => g.gesture(m),
            // A move of another game: nothing to do.
            _ => None,
        }
    }

    fn history_rules(&self) -> HistoryRules {
        each_game!(self, g => g.history_rules())
    }

    fn repetition_key(&self) -> String {
        each_game!(self, g => g.repetition_key())
    }

    fn is_progress(&self, mv: &AnyMove) -> bool {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.is_progress(m),
            (AnyGame::Chess(g), AnyMove::Chess(m)) => g.is_progress(m),
            // A move of another game: nothing to do.
            _ => true,
        }
    }
}

/// Collects one game's moves wrapped as `AnyMove`.
fn wrap<G: Game>(
    game: &G,
    out: &mut Vec<AnyMove>,
    into: fn(G::Move) -> AnyMove,
    generate: fn(&G, &mut Vec<G::Move>),
) {
    let mut inner = Vec::new();
    generate(game, &mut inner);
    out.extend(inner.into_iter().map(into));
}
