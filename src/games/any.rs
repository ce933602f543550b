//! [`AnyGame`], [`AnyMove`] and [`AnyOptions`]: one enum each over every game engine, written
//! once by a macro so that adding a game is one line in [`super`]'s list. `AnyGame` implements
//! [`Game`] by passing each call to the engine inside; a move or options of another game are
//! refused (or ignored by the unchecked `apply`), never a panic.

/// Declares the three enums and `impl Game for AnyGame` for the listed engines:
/// `Variant(Engine, Move, Options)`.
macro_rules! any_game {
    ($($variant:ident($engine:ty, $move:ty, $options:ty)),+ $(,)?) => {
        /// Options of any game; the variant (and for draughts the ruleset) decides the kind.
        #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
        pub enum AnyOptions {
            $($variant($options),)+
        }

        /// A position of any game.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyGame {
            $($variant($engine),)+
        }

        /// A move of any game.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum AnyMove {
            $($variant($move),)+
        }

        impl $crate::rules::Game for AnyGame {
            type Move = AnyMove;
            type Options = AnyOptions;

            fn new(options: &AnyOptions) -> Self {
                match options {
                    $(AnyOptions::$variant(o) => AnyGame::$variant(<$engine>::new(o)),)+
                }
            }

            fn options(&self) -> AnyOptions {
                match self {
                    $(AnyGame::$variant(g) => AnyOptions::$variant(g.options()),)+
                }
            }

            fn num_players(&self) -> usize {
                match self {
                    $(AnyGame::$variant(g) => g.num_players(),)+
                }
            }

            fn turn(&self) -> $crate::rules::Turn {
                match self {
                    $(AnyGame::$variant(g) => g.turn(),)+
                }
            }

            fn outcome(&self) -> Option<$crate::rules::Verdict> {
                match self {
                    $(AnyGame::$variant(g) => g.outcome(),)+
                }
            }

            fn legal_moves(&self, out: &mut Vec<AnyMove>) {
                match self {
                    $(AnyGame::$variant(g) => {
                        let mut inner = Vec::new();
                        g.legal_moves(&mut inner);
                        out.extend(inner.into_iter().map(AnyMove::$variant));
                    })+
                }
            }

            fn side_moves(&self, out: &mut Vec<AnyMove>) {
                match self {
                    $(AnyGame::$variant(g) => {
                        let mut inner = Vec::new();
                        g.side_moves(&mut inner);
                        out.extend(inner.into_iter().map(AnyMove::$variant));
                    })+
                }
            }

            fn draws_by_agreement(&self) -> bool {
                match self {
                    $(AnyGame::$variant(g) => g.draws_by_agreement(),)+
                }
            }

            fn chance_outcomes(&self, out: &mut Vec<(AnyMove, f32)>) {
                match self {
                    $(AnyGame::$variant(g) => {
                        let mut inner = Vec::new();
                        g.chance_outcomes(&mut inner);
                        out.extend(inner.into_iter().map(|(m, p)| (AnyMove::$variant(m), p)));
                    })+
                }
            }

            fn apply(&mut self, mv: &AnyMove) {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $((AnyGame::$variant(g), AnyMove::$variant(m)) => g.apply(m),)+
                    // A move of another game changes nothing.
                    _ => {}
                }
            }

            fn play(self, mv: &AnyMove) -> Result<Self, $crate::rules::IllegalMove<Self>> {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $((AnyGame::$variant(g), AnyMove::$variant(m)) => g
                        .play(m)
                        .map(AnyGame::$variant)
                        .map_err(|e| $crate::rules::IllegalMove { game: AnyGame::$variant(e.game), reason: e.reason }),)+
                    (game, _) => Err($crate::rules::IllegalMove { game, reason: "a move of another game".into() }),
                }
            }

            fn notation(&self, mv: &AnyMove) -> String {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $((AnyGame::$variant(g), AnyMove::$variant(m)) => g.notation(m),)+
                    _ => "?".to_string(),
                }
            }

            fn parse_move(&self, text: &str) -> Result<AnyMove, $crate::rules::NotationError> {
                match self {
                    $(AnyGame::$variant(g) => g.parse_move(text).map(AnyMove::$variant),)+
                }
            }

            fn encode(&self) -> String {
                match self {
                    $(AnyGame::$variant(g) => g.encode(),)+
                }
            }

            fn decode(code: &str, options: &AnyOptions) -> Result<Self, $crate::rules::DecodeError> {
                match options {
                    $(AnyOptions::$variant(o) => <$engine>::decode(code, o).map(AnyGame::$variant),)+
                }
            }

            fn gesture(&self, mv: &AnyMove) -> Option<$crate::rules::Gesture> {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $((AnyGame::$variant(g), AnyMove::$variant(m)) => g.gesture(m),)+
                    _ => None,
                }
            }

            fn history_rules(&self) -> $crate::rules::HistoryRules {
                match self {
                    $(AnyGame::$variant(g) => g.history_rules(),)+
                }
            }

            fn repetition_key(&self) -> String {
                match self {
                    $(AnyGame::$variant(g) => g.repetition_key(),)+
                }
            }

            fn can_win(&self, seat: $crate::rules::Seat) -> bool {
                match self {
                    $(AnyGame::$variant(g) => g.can_win(seat),)+
                }
            }

            fn is_progress(&self, mv: &AnyMove) -> bool {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $((AnyGame::$variant(g), AnyMove::$variant(m)) => g.is_progress(m),)+
                    _ => true,
                }
            }
        }
    };
}

pub(crate) use any_game;
