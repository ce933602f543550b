//! The backgammon player behind [`crate::ai::think`]: an answer in every phase where a player
//! acts, so that a computer seat never stalls. On roll, double or roll ([`cube`](super::cube));
//! doubled, take or pass; with the dice, the whole play ([`play`](super::play)); a resignation
//! offered to it, accept or reject; a game over, the next game. Chance's phases (the opening
//! roll, the dice) are an error: the page rolls, then asks.
//!
//! The levels: chequer play is [`choose_play`]'s, except that at a match score (or under the
//! Jacoby rule with the cube in the centre) levels 5 and up rank its plays again by their
//! cubeful equity at those stakes (at double match point, by the winning chance alone). The
//! cube reads chances with noise on the winning chance below level 5 (a standard deviation of
//! 14, 10, 6, 3.5 and 1.5 points at levels 0-4, the same for the same position and seed); level
//! 5 reads the evaluation as it is; levels 6 and 7 search two rolls deep, each side making its
//! own cube decision after each roll, and three where two leave the decision close
//! ([`decide_searched`]).
//!
//! ```
//! use tabula::ai::backgammon::reply::reply;
//! use tabula::ai::ManualClock;
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
//! use tabula::rules::Game;
//! let game = Backgammon::new(&BackgammonOptions::default())
//!     .play(&BgMove::OpeningRoll(3, 1))
//!     .unwrap();
//! let answer = reply(&game, 6, 0, &ManualClock::default(), &mut |_| {}).unwrap();
//! assert_eq!(answer.notation, "8/5 6/5");
//! assert_eq!(answer.steps, ["8/5", "6/5", "Confirm"]);
//! ```

use super::advice::{Advice, ResignLevel, Verdict};
use super::chances::Chances;
use super::cube::{
    cubeful_equity, decide, decide_searched, result_equity, CubeDecision, CubeState, Stakes,
};
use super::eval::{board_key, evaluate};
use super::play::{choose_play, one_roll_deeper, ranked_plays, ChosenPlay};
use crate::ai::clock::Clock;
use crate::ai::reply::{Progress, Reply, ThinkError};
use crate::games::backgammon::board::Board;
use crate::games::backgammon::match_state::Resignation;
use crate::games::backgammon::{Backgammon, BgMove, Phase};
use crate::games::AnyMove;
use crate::rules::{Game, Rng, Seat};

/// The standard deviation of the noise on the winning chance in cube decisions, levels 0..=7.
const CUBE_NOISE: [f32; 8] = [0.14, 0.10, 0.06, 0.035, 0.015, 0.0, 0.0, 0.0];

/// The move `think` answers for a backgammon position at `level` (0..=7) with `seed`.
pub fn reply(
    game: &Backgammon,
    level: u8,
    seed: u64,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Reply, ThinkError> {
    let start_ms = clock.now_ms();
    let level = level.min(crate::rules::TOP_LEVEL);
    let judge = Judge { level, seed };
    let mut answer = if let Some((resigner, offered)) = game.pending_resignation() {
        judge.resignation(game, resigner, offered)
    } else {
        match game.phase() {
            Phase::MatchOver(_) => return Err(ThinkError::GameOver),
            Phase::Opening | Phase::Rolling(_) => return Err(ThinkError::DiceToRoll),
            Phase::GameOver(_) => Answer::single(BgMove::NextGame, "next game", None, 0.0),
            Phase::OnRoll(seat) => judge.on_roll(game, seat, clock),
            Phase::Doubled(doubler) => judge.doubled(game, doubler, clock),
            Phase::Moving(seat) => judge.play(game, seat).ok_or(ThinkError::GameOver)?,
        }
    };
    let steps = step_notations(game, &answer.moves);
    let best = *answer.moves.first().ok_or(ThinkError::GameOver)?;
    let elapsed_ms = clock.now_ms() - start_ms;
    let score = (answer.score * 100.0).round() as i32;
    let depth = if level >= 6 { 2 } else { 1 };
    progress(&Progress {
        depth,
        score,
        nodes: answer.looked_at,
        elapsed_ms,
        pv: vec![answer.notation.clone()],
    });
    answer.looked_at = answer.looked_at.max(1);
    Ok(Reply {
        best: AnyMove::Backgammon(best),
        pv: vec![answer.notation.clone()],
        notation: answer.notation,
        score,
        depth,
        nodes: answer.looked_at,
        elapsed_ms,
        steps,
        advice: answer.advice,
    })
}

/// A decision before it becomes a [`Reply`].
struct Answer {
    /// The moves to play in order (a play's steps then `ConfirmTurn`, or one move).
    moves: Vec<BgMove>,
    notation: String,
    advice: Option<Advice>,
    /// The mover's equity: points per cube in money, `2 × match chance − 1` in a match.
    score: f32,
    /// Positions evaluated.
    looked_at: u64,
}

impl Answer {
    fn single(mv: BgMove, notation: &str, advice: Option<Advice>, score: f32) -> Answer {
        Answer {
            moves: vec![mv],
            notation: notation.to_string(),
            advice,
            score,
            looked_at: 1,
        }
    }
}

/// The moves in the notation the game reads at each step, each written before it is played.
fn step_notations(game: &Backgammon, moves: &[BgMove]) -> Vec<String> {
    let mut now = game.clone();
    moves
        .iter()
        .map(|mv| {
            let text = now.notation(mv);
            now.apply(mv);
            text
        })
        .collect()
}

/// A level's judgement of positions.
struct Judge {
    level: u8,
    seed: u64,
}

impl Judge {
    /// The chances of `seat`, about to roll at `board`, as this level sees them.
    fn chances(&self, board: &Board, seat: Seat) -> Chances {
        let side = usize::from(seat.0.min(1));
        let clean = if self.level >= 6 {
            one_roll_deeper(board, 1 - side).flip()
        } else {
            evaluate(board, side)
        };
        let spread = CUBE_NOISE[usize::from(self.level)];
        if spread == 0.0 {
            return clean;
        }
        let mut rng = Rng::new(self.seed ^ board_key(board, side) ^ 0x6375_6265);
        // A triangular draw (the sum of two uniforms) scaled to the level's deviation.
        let mut draw = || {
            let u = |rng: &mut Rng| (rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32;
            (u(&mut rng) + u(&mut rng) - 1.0) * 6f32.sqrt()
        };
        let shift = spread * draw();
        let gammon_scale = (1.0 + spread * 2.0 * draw()).max(0.0);
        Chances {
            win: clean.win + shift,
            win_gammon: clean.win_gammon * gammon_scale,
            win_backgammon: clean.win_backgammon * gammon_scale,
            lose_gammon: clean.lose_gammon * gammon_scale,
            lose_backgammon: clean.lose_backgammon * gammon_scale,
        }
        .clamped()
    }

    /// `seat`'s chances and cube decision, about to roll (or doubling) in `game`: from 6 up, a
    /// cubeful search two rolls deep, three where that leaves the decision close (whether to
    /// double, or for the side `answering` a double, whether to take).
    /// The third roll is searched within the level's own time (2 s at level 6 and 5 s at 7, as
    /// in chess): where it would take longer, as on a slow device, the two rolls' decision
    /// stands.
    fn cube(
        &self,
        game: &Backgammon,
        seat: Seat,
        answering: bool,
        clock: &dyn Clock,
    ) -> (Chances, CubeDecision) {
        if self.level >= 6 {
            let ms = if self.level >= 7 { 5000.0 } else { 2000.0 };
            if let Some(found) = decide_searched(game, answering, Some((clock, ms))) {
                return found;
            }
        }
        let chances = self.chances(game.board(), seat);
        (chances, decide(&chances, &CubeState::of_game(game, seat)))
    }

    /// On roll with the cube available: double or roll.
    fn on_roll(&self, game: &Backgammon, seat: Seat, clock: &dyn Clock) -> Answer {
        let (chances, decision) = self.cube(game, seat, false, clock);
        let state = CubeState::of_game(game, seat);
        let double = decision.should_double() && is_legal(game, BgMove::Double);
        let (mv, word) = if double {
            (BgMove::Double, "double")
        } else {
            (BgMove::RollDice, "no double")
        };
        let advice = Advice::new(&chances, Some(decision.verdict()));
        Answer::single(mv, word, Some(advice), score(decision.best(), &state))
    }

    /// Doubled by `doubler`: the other seat takes or passes.
    fn doubled(&self, game: &Backgammon, doubler: Seat, clock: &dyn Clock) -> Answer {
        let (chances, decision) = self.cube(game, doubler, true, clock);
        let state = CubeState::of_game(game, doubler);
        let taker_state = CubeState::of_game(game, other(doubler));
        let (mv, word, doubler_gets) = if decision.should_take() {
            (BgMove::Take, "take", decision.double_take)
        } else {
            (BgMove::Pass, "pass", decision.double_pass)
        };
        let advice = Advice::new(&chances.flip(), Some(decision.verdict()));
        let taker_gets = their_side(doubler_gets, &state);
        Answer::single(mv, word, Some(advice), score(taker_gets, &taker_state))
    }

    /// With the dice: the whole play, then `ConfirmTurn` unless the play ended the game.
    fn play(&self, game: &Backgammon, seat: Seat) -> Option<Answer> {
        let state = CubeState::of_game(game, seat);
        let chosen = self.choose(game, &state)?;
        let mut after = game.clone();
        for mv in &chosen.moves {
            after.apply(mv);
        }
        let mut moves = chosen.moves;
        if matches!(after.phase(), Phase::Moving(_)) {
            moves.push(BgMove::ConfirmTurn);
        }
        let equity = cubeful_equity(&chosen.chances, &state);
        Some(Answer {
            moves,
            notation: chosen.notation,
            advice: Some(Advice::new(&chosen.chances, None)),
            score: score(equity, &state),
            looked_at: game.whole_plays().len() as u64,
        })
    }

    /// The level's play. Move choice ranks plays by money equity without the cube; at a match
    /// score, or under the Jacoby rule while the cube is at 1, a gammon is worth what
    /// the stakes make it, so the clean levels (5 and 6) rank the same plays again by their
    /// cubeful equity at the stakes (the first of equals, as ranked, is kept).
    fn choose(&self, game: &Backgammon, state: &CubeState) -> Option<ChosenPlay> {
        let plain_money = match state.stakes {
            Stakes::Money { jacoby } => !jacoby || state.value > 1,
            Stakes::Match { .. } => false,
        };
        if self.level < 5 || plain_money {
            return choose_play(game, self.level, self.seed);
        }
        let worth = |play: &ChosenPlay| cubeful_equity(&play.chances, state);
        ranked_plays(game, self.level)
            .into_iter()
            .map(|play| (worth(&play), play))
            .reduce(|best, next| if next.0 > best.0 { next } else { best })
            .map(|(_, play)| play)
    }

    /// A resignation `offered` by `resigner`: accepted when the points offered are worth at
    /// least what playing on is expected to bring (by the match score in a match).
    fn resignation(&self, game: &Backgammon, resigner: Seat, offered: Resignation) -> Answer {
        let me = other(resigner);
        let state = CubeState::of_game(game, me);
        let (mine, playing_on) = self.playing_on(game, me, &state);
        // A resignation scores the level offered, the Jacoby rule notwithstanding (see
        // `Backgammon::points_for`).
        let points = i64::from(offered.multiplier()) * i64::from(state.value);
        let accepting = result_equity(points, &state);
        let accept = accepting >= playing_on;
        let (mv, word, value) = if accept {
            (BgMove::AcceptResignation, "accept resignation", accepting)
        } else {
            (BgMove::RejectResignation, "reject resignation", playing_on)
        };
        let level = match offered {
            Resignation::Single => ResignLevel::Single,
            Resignation::Gammon => ResignLevel::Gammon,
            Resignation::Backgammon => ResignLevel::Backgammon,
        };
        let verdict = if accept {
            Verdict::Accept(level)
        } else {
            Verdict::Reject(level)
        };
        let advice = Advice::new(&mine, Some(verdict));
        Answer::single(mv, word, Some(advice), score(value, &state))
    }

    /// `me`'s chances and equity if play goes on, with the resigner's move to come.
    fn playing_on(&self, game: &Backgammon, me: Seat, state: &CubeState) -> (Chances, f32) {
        match game.phase() {
            Phase::Moving(_) => {
                // The resigner has the dice: its play, as this level would make it, comes first.
                let after = choose_play(game, self.level, self.seed)
                    .map_or_else(|| self.chances(game.board(), me), |c| c.chances.flip());
                (after, cubeful_equity(&after, state))
            }
            Phase::Doubled(doubler) if doubler == me => {
                // Rejected, the resigner still has the double to answer.
                let mine = self.chances(game.board(), me);
                let decision = decide(&mine, state);
                (mine, decision.double_take.min(decision.double_pass))
            }
            phase => {
                let resigner = match phase {
                    Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Doubled(s) => s,
                    _ => other(me),
                };
                let theirs = self.chances(game.board(), resigner);
                let their_state = CubeState::of_game(game, resigner);
                let their_best = decide(&theirs, &their_state).best();
                (theirs.flip(), their_side(their_best, &their_state))
            }
        }
    }
}

/// An equity of one side (units of [`CubeState`]'s decisions) seen by the other.
fn their_side(equity: f32, state: &CubeState) -> f32 {
    match state.stakes {
        Stakes::Money { .. } => -equity,
        Stakes::Match { .. } => 1.0 - equity,
    }
}

/// An equity as the reply's score: money points per cube, or `2 × match chance − 1`.
fn score(equity: f32, state: &CubeState) -> f32 {
    match state.stakes {
        Stakes::Money { .. } => equity,
        Stakes::Match { .. } => 2.0 * equity - 1.0,
    }
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

fn is_legal(game: &Backgammon, mv: BgMove) -> bool {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal.contains(&mv)
}
