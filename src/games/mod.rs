//! The games: [`GameKind`] names each playable game, [`AnyGame`] holds any of them and implements
//! [`Game`] itself, so history, saving, sharing, the board shell and the AI have one code path.
//!
//! ```
//! use tabula::games::GameKind;
//! assert_eq!(GameKind::from_slug("english-draughts"), Some(GameKind::EnglishDraughts));
//! ```

pub mod chess;
pub mod draughts;

use serde::{Deserialize, Serialize};

use crate::rules::{DecodeError, Game, Gesture, HistoryRules, NotationError, Turn, Verdict};
use draughts::{Draughts, DraughtsMove, DraughtsOptions, Ruleset};

/// Every game on the home page. A game joins this list only when all of its rules work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    EnglishDraughts,
}

impl GameKind {
    pub const ALL: [GameKind; 1] = [GameKind::EnglishDraughts];

    /// The name used in links, saves and the command-line tool.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::EnglishDraughts => "english-draughts",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.slug() == slug)
    }

    /// The game's name for players.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::EnglishDraughts => "English draughts",
        }
    }

    /// The default options of this game.
    pub fn default_options(self) -> AnyOptions {
        match self {
            GameKind::EnglishDraughts => {
                AnyOptions::Draughts(DraughtsOptions::new(Ruleset::English))
            }
        }
    }
}

/// Options of any game; the variant decides the game kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyOptions {
    Draughts(DraughtsOptions),
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
        }
    }
}

/// A position of any game.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    Draughts(Draughts),
}

/// A move of any game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyMove {
    Draughts(DraughtsMove),
}

/// Runs the same expression on whichever game is inside.
macro_rules! each_game {
    ($value:expr, $game:ident => $body:expr) => {
        match $value {
            AnyGame::Draughts($game) => $body,
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
        }
    }

    fn options(&self) -> AnyOptions {
        match self {
            AnyGame::Draughts(g) => AnyOptions::Draughts(g.options()),
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
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(AnyMove, f32)>) {
        match self {
            AnyGame::Draughts(g) => {
                let mut inner = Vec::new();
                g.chance_outcomes(&mut inner);
                out.extend(inner.into_iter().map(|(m, p)| (AnyMove::Draughts(m), p)));
            }
        }
    }

    fn apply(&mut self, mv: &AnyMove) {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.apply(m),
        }
    }

    fn notation(&self, mv: &AnyMove) -> String {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.notation(m),
        }
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, NotationError> {
        match self {
            AnyGame::Draughts(g) => g.parse_move(text).map(AnyMove::Draughts),
        }
    }

    fn encode(&self) -> String {
        each_game!(self, g => g.encode())
    }

    fn decode(code: &str, options: &AnyOptions) -> Result<Self, DecodeError> {
        match options {
            AnyOptions::Draughts(o) => Draughts::decode(code, o).map(AnyGame::Draughts),
        }
    }

    fn gesture(&self, mv: &AnyMove) -> Option<Gesture> {
        match (self, mv) {
            (AnyGame::Draughts(g), AnyMove::Draughts(m)) => g.gesture(m),
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
