//! Games played here, in-process: a player on each seat (the engine at a level through
//! `think()`, or the first-legal-play baseline), dice rolled from a seed, the moves kept for
//! the `.mat` writer.

use tabula::ai::{think, Request, SystemClock};
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::games::AnyGame;
use tabula::rules::{Game, Rng, Turn};

/// More plies than any match of a few games needs (a game takes a few hundred).
const MAX_PLIES: usize = 100_000;

/// Who decides on a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The engine at a level (1-6), through `think()`.
    Level(u8),
    /// A plainly weak yardstick, not the engine: the first whole play `whole_plays()` lists,
    /// never doubles, always takes, accepts any resignation.
    FirstLegal,
}

impl Player {
    /// `1`..`6` or `first`.
    pub fn parse(text: &str) -> Option<Player> {
        match text {
            "first" => Some(Player::FirstLegal),
            _ => text
                .parse::<u8>()
                .ok()
                .filter(|l| (tabula::ai::FIRST_LEVEL..=tabula::ai::TOP_LEVEL).contains(l))
                .map(Player::Level),
        }
    }

    pub fn name(self) -> String {
        match self {
            Player::Level(level) => format!("level {level}"),
            Player::FirstLegal => "baseline \"first legal play\" (not the engine)".into(),
        }
    }

    /// The moves this player makes now, in order (a whole turn's steps and its confirmation,
    /// or one decision); an error when the engine gives none.
    pub fn decide(self, game: &Backgammon, seed: u64) -> Result<Vec<BgMove>, String> {
        match self {
            Player::Level(level) => engine_moves(game, level, seed),
            Player::FirstLegal => Ok(first_legal(game)),
        }
    }
}

/// The engine's reply turned into moves: its `steps` read one after the other.
fn engine_moves(game: &Backgammon, level: u8, seed: u64) -> Result<Vec<BgMove>, String> {
    let request = Request::new(AnyGame::Backgammon(game.clone()), level).with_seed(seed);
    let reply = think(&request, &SystemClock::new()).map_err(|e| e.to_string())?;
    let mut now = game.clone();
    let mut moves = Vec::new();
    for text in &reply.steps {
        let mv = now
            .parse_move(text)
            .map_err(|e| format!("the engine's step {text:?}: {}", e.message))?;
        now = now
            .play(&mv)
            .map_err(|e| format!("the engine's step {text:?}: {}", e.reason))?;
        moves.push(mv);
    }
    if moves.is_empty() {
        return Err(format!(
            "the engine gave no steps (its move: {})",
            reply.notation
        ));
    }
    Ok(moves)
}

/// The baseline's moves (see [`Player::FirstLegal`]).
pub fn first_legal(game: &Backgammon) -> Vec<BgMove> {
    if game.pending_resignation().is_some() {
        return vec![BgMove::AcceptResignation];
    }
    match game.phase() {
        Phase::OnRoll(_) => vec![BgMove::RollDice],
        Phase::Doubled(_) => vec![BgMove::Take],
        Phase::GameOver(_) => vec![BgMove::NextGame],
        Phase::Moving(_) => {
            let mut moves = game
                .whole_plays()
                .into_iter()
                .next()
                .map_or_else(Vec::new, |(steps, _)| steps);
            let mut after = game.clone();
            for mv in &moves {
                after.apply(mv);
            }
            if after.phase() == game.phase() {
                moves.push(BgMove::ConfirmTurn);
            }
            moves
        }
        Phase::Opening | Phase::Rolling(_) | Phase::MatchOver(_) => Vec::new(),
    }
}

/// Chance's move: two dice from `rng` (the opening re-rolls ties).
fn roll(game: &Backgammon, rng: &mut Rng) -> BgMove {
    let mut die = || rng.below(6) as u8 + 1;
    match game.phase() {
        Phase::Opening => loop {
            let (white, black) = (die(), die());
            if white != black {
                return BgMove::OpeningRoll(white, black);
            }
        },
        _ => {
            let (a, b) = (die(), die());
            BgMove::Roll(a.max(b), a.min(b))
        }
    }
}

/// One match (or money game) played out.
pub struct Played {
    pub start: Backgammon,
    pub moves: Vec<BgMove>,
    pub games: u32,
    /// Chequer plays made (turns with dice), both seats.
    pub turns: u32,
}

/// Plays a match of `match_length` points (0: one money game, with the Jacoby rule when
/// `jacoby`) between `players` (White, Black), dice and the engine's choices seeded by `seed`.
pub fn play_match(
    players: [Player; 2],
    match_length: u8,
    jacoby: bool,
    seed: u64,
) -> Result<Played, String> {
    let options = BackgammonOptions {
        match_length,
        jacoby: jacoby && match_length == 0,
        ..BackgammonOptions::default()
    };
    let start = Backgammon::new(&options);
    let mut game = start.clone();
    let mut rng = Rng::new(seed);
    let (mut moves, mut games, mut turns) = (Vec::new(), 1, 0);
    while game.outcome().is_none() {
        if moves.len() > MAX_PLIES {
            return Err(format!("no end after {MAX_PLIES} plies"));
        }
        let chosen = match (game.turn(), game.phase()) {
            (Turn::Chance, _) => vec![roll(&game, &mut rng)],
            // Between games there is nothing to decide.
            (_, Phase::GameOver(_)) => vec![BgMove::NextGame],
            (Turn::Player(seat), phase) => {
                let chosen = players[usize::from(seat.0.min(1))]
                    .decide(&game, seed ^ (moves.len() as u64).wrapping_mul(0x9E37_79B9))?;
                turns += u32::from(matches!(phase, Phase::Moving(_)));
                chosen
            }
        };
        for mv in &chosen {
            let text = game.notation(mv);
            game = game.play(mv).map_err(|e| format!("{text}: {}", e.reason))?;
            games += u32::from(*mv == BgMove::NextGame);
            moves.push(*mv);
        }
    }
    Ok(Played {
        start,
        moves,
        games,
        turns,
    })
}
