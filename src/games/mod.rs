//! The games: [`GameKind`] names each playable game, [`AnyGame`] holds any of them and implements
//! [`Game`] itself, so history, saving, sharing, the board shell and the AI have one code path.
//!
//! ```
//! use tabula::games::GameKind;
//! assert_eq!(GameKind::from_slug("english-draughts"), Some(GameKind::EnglishDraughts));
//! ```

mod any;
pub mod backgammon;
pub mod camelot;
pub mod chess;
pub mod dice;
pub mod draughts;
pub mod handicap;
pub mod ludo;
pub mod setup;
pub mod shared_dice;

use serde::{Deserialize, Serialize};

use crate::rules::{Game, NotationError, Seat};
use backgammon::{Backgammon, BackgammonOptions, BgMove};
use camelot::{Camelot, CamelotMove, CamelotOptions};
use chess::{Chess, ChessMove, ChessOptions};
use draughts::{Draughts, DraughtsMove, DraughtsOptions, Ruleset};
use ludo::{Ludo, LudoMove, LudoOptions};

/// Every game on the home page. A game joins this list only when all of its rules work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    EnglishDraughts,
    Tammi,
    Tama,
    Chess,
    Backgammon,
    Ludo,
    Camelot,
}

impl GameKind {
    pub const ALL: [GameKind; 7] = [
        GameKind::EnglishDraughts,
        GameKind::Tammi,
        GameKind::Tama,
        GameKind::Chess,
        GameKind::Backgammon,
        GameKind::Ludo,
        GameKind::Camelot,
    ];

    /// Whether the game is played with a clock (the games of skill without dice).
    pub fn takes_clock(self) -> bool {
        !matches!(self, GameKind::Backgammon | GameKind::Ludo)
    }

    /// The name used in links, saves and the command-line tool.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::EnglishDraughts => "english-draughts",
            GameKind::Tammi => "tammi",
            GameKind::Tama => "tama",
            GameKind::Chess => "chess",
            GameKind::Backgammon => "backgammon",
            GameKind::Ludo => "ludo",
            GameKind::Camelot => "camelot",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.slug() == slug)
    }

    /// The game's name for players.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::EnglishDraughts => "English draughts",
            GameKind::Tammi => "Finnish draughts (Tammi)",
            GameKind::Tama => "Armenian draughts (Tama)",
            GameKind::Chess => "Chess",
            GameKind::Backgammon => "Backgammon",
            GameKind::Ludo => "Ludo",
            GameKind::Camelot => "Camelot",
        }
    }

    /// The default options of this game.
    pub fn default_options(self) -> AnyOptions {
        match self {
            GameKind::EnglishDraughts => {
                AnyOptions::Draughts(DraughtsOptions::new(Ruleset::English))
            }
            GameKind::Tammi => AnyOptions::Draughts(DraughtsOptions::new(Ruleset::Tammi)),
            GameKind::Tama => AnyOptions::Draughts(DraughtsOptions::new(Ruleset::Tama)),
            GameKind::Chess => AnyOptions::Chess(ChessOptions::default()),
            GameKind::Backgammon => AnyOptions::Backgammon(BackgammonOptions::default()),
            GameKind::Ludo => AnyOptions::Ludo(LudoOptions::default()),
            GameKind::Camelot => AnyOptions::Camelot(CamelotOptions::default()),
        }
    }
}

any::any_game! {
    Draughts(Draughts, DraughtsMove, DraughtsOptions),
    Chess(Chess, ChessMove, ChessOptions),
    Backgammon(Backgammon, BgMove, BackgammonOptions),
    Ludo(Ludo, LudoMove, LudoOptions),
    Camelot(Camelot, CamelotMove, CamelotOptions),
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
                Ruleset::Tammi => GameKind::Tammi,
                Ruleset::Tama => GameKind::Tama,
            },
            AnyOptions::Chess(_) => GameKind::Chess,
            AnyOptions::Backgammon(_) => GameKind::Backgammon,
            AnyOptions::Ludo(_) => GameKind::Ludo,
            AnyOptions::Camelot(_) => GameKind::Camelot,
        }
    }
}

impl AnyGame {
    pub fn new_of(kind: GameKind) -> AnyGame {
        AnyGame::new(&kind.default_options())
    }

    pub fn kind(&self) -> GameKind {
        self.options().kind()
    }

    /// The English name the rules give a seat ("Black", "Red"): the name notation, the tags of
    /// game files and the command-line tool use (the page words it in its language).
    ///
    /// ```
    /// use tabula::games::{AnyGame, GameKind};
    /// use tabula::rules::Seat;
    /// assert_eq!(AnyGame::new_of(GameKind::EnglishDraughts).side_name(Seat(0)), "Black");
    /// assert_eq!(AnyGame::new_of(GameKind::Ludo).side_name(Seat(1)), "Blue");
    /// ```
    pub fn side_name(&self, seat: Seat) -> &'static str {
        match self {
            AnyGame::Draughts(g) => g.side_name(seat),
            AnyGame::Chess(g) => g.side_name(seat),
            AnyGame::Backgammon(_) => Backgammon::side_name(seat),
            AnyGame::Ludo(g) => g.side_name(seat),
            AnyGame::Camelot(_) => Camelot::side_name(seat),
        }
    }

    /// Reads a move in notation (the same as [`Game::parse_move`], here for callers without the trait).
    pub fn read_move(&self, text: &str) -> Result<AnyMove, NotationError> {
        self.parse_move(text)
    }
}
