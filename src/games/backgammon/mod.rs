//! Backgammon with dice, the bar, bearing off, the doubling cube, gammons and match play (with
//! the Crawford rule), or a single money game. Dice are chance moves ([`BgMove::Roll`]); a turn
//! is played one step at a time ([`BgMove::Step`]: one checker, one die) and ended with
//! [`BgMove::ConfirmTurn`], so the app's undo takes back single steps until the turn is confirmed.
//!
//! Turn order: before the first roll of a game, chance rolls the opening ([`BgMove::OpeningRoll`],
//! never a tie); the higher die starts and plays both numbers. At the start of a later turn the
//! player chooses [`BgMove::RollDice`] or [`BgMove::Double`] when the cube is theirs to turn;
//! otherwise chance rolls at once. A double is answered with [`BgMove::Take`] or
//! [`BgMove::Pass`]. Between the games of a match the loser of the last game plays
//! [`BgMove::NextGame`]. [`Game::outcome`] is `Some` only when the match (or money game) is over.
//!
//! Resigning, as GNU Backgammon has it: the player to move may offer to resign the game as a
//! single, a gammon or a backgammon ([`BgMove::Resign`], one of [`Game::side_moves`]); the
//! opponent then plays [`BgMove::AcceptResignation`] (the level times the cube goes to the
//! score and the match goes on) or [`BgMove::RejectResignation`] (play goes on). There is no
//! draw.
//!
//! Points are numbered from each player's side (see [`board`]); board cells for the UI are
//! numbered from White's side (see [`cell_of`]). Positions are shared as gnubg's
//! `PositionID:MatchID` (see [`codec`]).
//!
//! ```
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
//! use tabula::rules::{Game, Seat, Turn};
//! let mut game = Backgammon::new(&BackgammonOptions::default());
//! assert_eq!(game.turn(), Turn::Chance);
//! game = game.play(&BgMove::OpeningRoll(3, 1)).unwrap();
//! for step in ["8/5", "6/5", "Confirm"] {
//!     let mv = game.parse_move(step).unwrap();
//!     game = game.play(&mv).unwrap();
//! }
//! assert_eq!(game.checkers(Seat(0), 5), 2);
//! // Black may double (the cube is in the middle) or roll.
//! assert_eq!(game.turn(), Turn::Player(Seat(1)));
//! assert_eq!(game.notation(&BgMove::RollDice), "Roll");
//! ```

pub mod board;
mod cells;
pub mod codec;
pub mod cube;
mod game_impl;
pub mod gnubg_id;
mod id_checks;
pub mod match_state;
pub mod movegen;
pub mod notation;
pub mod setup;
mod turn;

use serde::{Deserialize, Serialize};

pub use cells::{cell_of, point_of, BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};

use crate::rules::Seat;
use board::Board;
use cube::Cube;
use match_state::{GameResult, MatchState, Resignation};
use movegen::whole_plays;
use notation::{play_notation, PlayedStep};

/// Rule options, chosen before the match.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct BackgammonOptions {
    /// Points to win the match (1, 3, 5, ...); 0 for a single money game. A 1-point match has
    /// no cube.
    pub match_length: u8,
    /// No doubling in the game right after a player first reaches N-1 points.
    pub crawford: bool,
    /// Money game only: gammons and backgammons count single while the cube is at 1.
    pub jacoby: bool,
    /// Lift the cube's cap of 64.
    pub uncapped_cube: bool,
    /// A handicap: the cube is always this player's (the weaker one's). It starts each game
    /// theirs at 1, only they may double, and a taken double leaves it with them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cube_keeper: Option<Seat>,
}

impl Default for BackgammonOptions {
    fn default() -> Self {
        BackgammonOptions {
            match_length: 5,
            crawford: true,
            jacoby: false,
            uncapped_cube: false,
            cube_keeper: None,
        }
    }
}

/// One move: a chance result, a player's decision, or one checker moved by one die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BgMove {
    /// Chance: the opening roll, White's die then Black's (never equal: ties are re-rolled).
    OpeningRoll(u8, u8),
    /// Chance: a roll of two dice, the larger first.
    Roll(u8, u8),
    /// The player on roll chooses to roll rather than double.
    RollDice,
    /// The player on roll offers the cube.
    Double,
    /// The opponent accepts the double.
    Take,
    /// The opponent refuses the double and loses the cube's value.
    Pass,
    /// One checker from `from` (the mover's numbering, 25 = bar) moved by `die`.
    Step { from: u8, die: u8 },
    /// Ends the turn once the steps played make a whole legal play (also a turn with no play).
    ConfirmTurn,
    /// Starts the next game of the match.
    NextGame,
    /// The player to move offers to resign the game at this level.
    Resign(Resignation),
    /// The opponent accepts the resignation: the game is scored and over.
    AcceptResignation,
    /// The opponent rejects the resignation: play goes on.
    RejectResignation,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Chance rolls the opening.
    Opening,
    /// The seat chooses to roll or to double.
    OnRoll(Seat),
    /// Chance rolls for the seat.
    Rolling(Seat),
    /// The seat plays its dice.
    Moving(Seat),
    /// The seat has doubled; the other takes or passes.
    Doubled(Seat),
    /// A game of the match is over; the loser starts the next one.
    GameOver(Seat),
    /// The match (or the money game) is won by the seat.
    MatchOver(Seat),
}

/// The side index (0 White, 1 Black) of a seat.
pub(crate) fn side(seat: Seat) -> usize {
    usize::from(seat.0.min(1))
}

/// The opponent of a seat.
pub(crate) fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

/// A backgammon match (or money game) in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Backgammon {
    options: BackgammonOptions,
    board: Board,
    phase: Phase,
    cube: Cube,
    score: MatchState,
    /// The dice rolled this turn, the larger first; `None` outside `Moving`.
    dice: Option<[u8; 2]>,
    /// The dice still to play.
    left: Vec<u8>,
    /// How many more steps the turn must play (the most playable at the roll, minus those made).
    target: u8,
    /// The steps made this turn.
    played: Vec<PlayedStep>,
    /// The board when the dice were rolled (what the share code shows mid-turn); outside
    /// `Moving` it is the board itself.
    turn_start: Board,
    /// How the game ended, in `GameOver` and `MatchOver` only.
    last_result: Option<GameResult>,
    /// A resignation offered and not yet answered: who offers it, at what level. The phase
    /// stays as it was, for play to go on if the offer is rejected.
    resignation: Option<(Seat, Resignation)>,
}

impl Backgammon {
    /// The first game of a match with these options, before the opening roll.
    pub fn start(options: &BackgammonOptions) -> Self {
        Backgammon {
            options: options.clone(),
            board: Board::start(),
            phase: Phase::Opening,
            cube: Cube::start(options.cube_keeper),
            score: MatchState::new(u32::from(options.match_length)),
            dice: None,
            left: Vec::new(),
            target: 0,
            played: Vec::new(),
            turn_start: Board::start(),
            last_result: None,
            resignation: None,
        }
    }

    /// A new match before the opening roll, at a score other than 0-0: a handicap, the
    /// weaker player starting ahead (see [`crate::games::handicap`]). Where that puts one player
    /// a point short of the match, this is the Crawford game, as it would be had they won there.
    pub fn start_at_score(options: &BackgammonOptions, score: [u32; 2]) -> Self {
        let mut game = Backgammon::start(options);
        let length = u32::from(options.match_length);
        let short = score.iter().filter(|&&s| s + 1 == length).count() == 1;
        game.score.score = score;
        game.score.crawford_game = options.crawford && length > 1 && short;
        game.score.crawford_done = game.score.crawford_game;
        game
    }

    /// A game (with `options`) at `board`, `seat` about to roll: for set-up positions, tests
    /// and analysis. `None` when the board is not valid (see [`Board::validate`]) or a side has
    /// no checkers left.
    pub fn setup(board: Board, seat: Seat, options: &BackgammonOptions) -> Option<Backgammon> {
        if board.validate().is_err() || board.off(0) == 15 || board.off(1) == 15 {
            return None;
        }
        let mut game = Backgammon::start(options);
        game.board = board;
        game.turn_start = board;
        game.begin_turn(seat);
        Some(game)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Points won so far (White, Black).
    pub fn score(&self) -> (u32, u32) {
        (self.score.score[0], self.score.score[1])
    }

    /// Points to win the match; 0 for a money game.
    pub fn match_length(&self) -> u32 {
        self.score.length
    }

    /// The match's score and Crawford state.
    pub fn match_state(&self) -> &MatchState {
        &self.score
    }

    /// Whether this game is the Crawford game (no doubling).
    pub fn is_crawford_game(&self) -> bool {
        self.score.crawford_game
    }

    /// The cube's value and owner (`None`: in the middle).
    pub fn cube(&self) -> (u32, Option<Seat>) {
        (self.cube.value, self.cube.owner)
    }

    /// The resignation offered and waiting for the opponent's answer: who offers it, at what
    /// level.
    pub fn pending_resignation(&self) -> Option<(Seat, Resignation)> {
        self.resignation
    }

    /// The dice rolled this turn, the larger first (the opening roll too: its notation,
    /// `Opening 3-5`, says whose die was whose).
    pub fn dice(&self) -> Option<[u8; 2]> {
        self.dice
    }

    /// The dice still to play this turn (four for doubles at first); empty when none remain.
    pub fn dice_left(&self) -> &[u8] {
        &self.left
    }

    /// Whether the steps made this turn are a whole legal play (the turn may be confirmed).
    pub fn play_complete(&self) -> bool {
        matches!(self.phase, Phase::Moving(_)) && self.target == 0
    }

    /// `seat`'s checkers on its own point (1..=24), on the bar (25) or off (0).
    pub fn checkers(&self, seat: Seat, point: u8) -> u8 {
        self.board.count(side(seat), point)
    }

    /// Checkers of `seat` on the bar.
    pub fn on_bar(&self, seat: Seat) -> u8 {
        self.board.bar(side(seat))
    }

    /// Checkers of `seat` borne off.
    pub fn borne_off(&self, seat: Seat) -> u8 {
        self.board.off(side(seat))
    }

    /// The pips `seat` needs to bear off everything.
    pub fn pip_count(&self, seat: Seat) -> u32 {
        self.board.pip_count(side(seat))
    }

    /// The finished game's winner and points, while it is over (until the next game starts).
    pub fn last_game_result(&self) -> Option<(Seat, u32)> {
        self.last_result.map(|r| (r.winner, r.points))
    }

    /// The finished game's result with how it was won, while it is over.
    pub fn last_game(&self) -> Option<GameResult> {
        self.last_result
    }

    /// The steps made so far this turn.
    pub fn steps_played(&self) -> &[PlayedStep] {
        &self.played
    }

    /// The steps made so far this turn in standard notation (`8/5 6/5`, `6/4(2)`); before the
    /// `ConfirmTurn` of a turn this is that turn's whole play.
    pub fn play_so_far(&self) -> String {
        play_notation(&self.played)
    }

    /// "White" or "Black".
    pub fn side_name(seat: Seat) -> &'static str {
        ["White", "Black"][side(seat)]
    }

    /// The seat whose turn it is to move checkers or decide (chance acts for the one named).
    pub fn seat_on_roll(&self) -> Option<Seat> {
        match self.phase {
            Phase::Opening | Phase::GameOver(_) | Phase::MatchOver(_) => None,
            Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Moving(s) | Phase::Doubled(s) => Some(s),
        }
    }

    /// The same position with `dice` rolled for the player on roll (for analysis and the
    /// command-line tool); `None` unless the player is about to roll.
    pub fn with_dice(&self, dice: [u8; 2]) -> Option<Backgammon> {
        let seat = match self.phase {
            Phase::OnRoll(s) | Phase::Rolling(s) => s,
            _ => return None,
        };
        if !dice.iter().all(|d| (1..=6).contains(d)) {
            return None;
        }
        let mut next = self.clone();
        next.begin_moving(seat, dice);
        Some(next)
    }

    /// Every whole legal play left this turn (from the steps made so far), one per resulting
    /// position, as the step moves to play and their notation: the steps still to play only,
    /// so that halfway through a turn a hint or a typed play names the rest of it.
    pub fn whole_plays(&self) -> Vec<(Vec<BgMove>, String)> {
        let Phase::Moving(seat) = self.phase else {
            return Vec::new();
        };
        let plays = whole_plays(
            &self.board,
            side(seat),
            &self.left,
            usize::from(self.target),
        );
        plays
            .into_iter()
            .map(|play| {
                let mut game = self.clone();
                // The steps are written down as they are played: a play that bears off the
                // last checker ends the game, which keeps no steps.
                let mut steps = Vec::new();
                let moves: Vec<BgMove> = play
                    .steps
                    .iter()
                    .map(|s| BgMove::Step {
                        from: s.from,
                        die: s.die,
                    })
                    .collect();
                for mv in &moves {
                    if let BgMove::Step { from, die } = *mv {
                        steps.push(game.played_step(from, die));
                    }
                    game.apply_step(mv);
                }
                (moves, play_notation(&steps))
            })
            .collect()
    }
}
