//! Cube decisions from cubeless chances: whether to double, to take or to pass, in money
//! games (with the Jacoby rule when it is on) and in matches (by the [`met`](super::met)).
//!
//! The method is Rick Janowski's ("Take-Points in Money Games", 1993): the equity with a live
//! cube is the straight line through the known points of a position's winning chance p — a
//! loss on average at p = 0, passing the other side's double at one's take point, cashing at
//! one's cash point, a win on average at p = 1 — and the cubeful equity is that live-cube
//! equity weighed by a cube efficiency `x` against the dead-cube (cubeless) equity:
//! `E = x·E_live + (1 − x)·E_dead`. The take point with a live cube is where the taker's own
//! line (from a loss at 0 to a cash at its own cash point) meets the pass, its cash point being
//! one minus the other side's take point of the redouble, found the same way one cube level up
//! until the cube is dead. In money the lines are drawn in points (with no gammons and x = 1
//! this gives Janowski's take point of 20%, with x = 0 the dead cube's 25%); in a match in
//! match winning chances, every result valued by the match equity table at the score it
//! leaves, so gammons count for what they are worth at the score, the cube is dead once a side
//! wins the match by winning at it, and the Crawford and post-Crawford games follow from the
//! table. `x` is 0.68 with contact and more for a race (see [`efficiency`]).
//!
//! ```
//! use tabula::ai::backgammon::chances::Chances;
//! use tabula::ai::backgammon::cube::{decide, CubeState, Owner};
//! let money = CubeState::money(1, Owner::Centre);
//! // 50% without gammons is no double; 80% is a double that the other side should pass.
//! let even = decide(&Chances { win: 0.5, ..Chances::default() }, &money);
//! assert!(!even.should_double() && even.should_take());
//! let strong = decide(&Chances { win: 0.8, ..Chances::default() }, &money);
//! assert!(strong.should_double() && !strong.should_take());
//! ```

use super::advice::Verdict;
use super::chances::Chances;
use super::encode::in_contact;
use super::eval::evaluate;
use super::met::match_equity;
use super::play::{best_replies, one_roll_deeper};
use crate::ai::clock::Clock;
use crate::games::backgammon::board::Board;
use crate::games::backgammon::cube::{CUBE_CAP, CUBE_LIMIT};
use crate::games::backgammon::{Backgammon, Phase};
use crate::rules::{sort, Game, Seat};

/// Cube efficiency with contact (Janowski's usual figure).
pub const CONTACT_EFFICIENCY: f32 = 0.68;

/// Cube levels looked up when finding a live take point: past this the cube's worth is
/// negligible (each level weighs about a quarter of the one below).
const DEPTH: u32 = 16;

/// Who holds the cube, seen by the side whose chances are weighed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    Centre,
    Mine,
    Theirs,
}

/// What the game is played for, seen by the side whose chances are weighed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stakes {
    /// A money game: results count in points; with the Jacoby rule a gammon counts single
    /// while the cube is at 1.
    Money { jacoby: bool },
    /// A match: results count by the match equity they leave. `away` is the points each side
    /// still needs (the side weighed first); `post_crawford` whether a score of one point
    /// short after this game is post-Crawford (the Crawford game is this one or was played, or
    /// the match has no Crawford rule).
    Match { away: [u32; 2], post_crawford: bool },
}

/// The cube and the stakes of a game, as the side weighed sees them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeState {
    /// The cube's value now.
    pub value: u32,
    pub owner: Owner,
    pub stakes: Stakes,
    /// Whether the cube may be turned in this game at all (not in the Crawford game nor in a
    /// one-point match).
    pub in_play: bool,
    /// The highest value the cube may reach.
    pub cap: u32,
    /// Janowski's cube efficiency `x`: 0 a dead cube, 1 a fully live one.
    pub efficiency: f32,
    /// The kept-cube handicap: a taken double leaves the cube with its owner.
    pub kept: bool,
}

impl CubeState {
    /// A money game without the Jacoby rule, the cube capped at 64, the contact efficiency.
    pub fn money(value: u32, owner: Owner) -> CubeState {
        CubeState {
            value: value.max(1),
            owner,
            stakes: Stakes::Money { jacoby: false },
            in_play: true,
            cap: CUBE_CAP,
            efficiency: CONTACT_EFFICIENCY,
            kept: false,
        }
    }

    /// A match before the Crawford game (or without one): the side weighed needs `mine`
    /// points, the other `theirs`; the contact efficiency.
    pub fn in_match(mine: u32, theirs: u32, value: u32, owner: Owner) -> CubeState {
        CubeState {
            value: value.max(1),
            owner,
            stakes: Stakes::Match {
                away: [mine.max(1), theirs.max(1)],
                post_crawford: false,
            },
            in_play: mine > 1 || theirs > 1,
            cap: CUBE_CAP,
            efficiency: CONTACT_EFFICIENCY,
            kept: false,
        }
    }

    /// The cube state of `game` as `seat` sees it, with the efficiency of its board.
    pub fn of_game(game: &Backgammon, seat: Seat) -> CubeState {
        let me = usize::from(seat.0.min(1));
        let (value, owner) = game.cube();
        let owner = match owner {
            None => Owner::Centre,
            Some(s) if s == seat => Owner::Mine,
            Some(_) => Owner::Theirs,
        };
        let options = game.options();
        let state = game.match_state();
        let stakes = if state.length == 0 {
            Stakes::Money {
                jacoby: options.jacoby,
            }
        } else {
            let needs = |side: usize| state.length.saturating_sub(state.score[side]).max(1);
            Stakes::Match {
                away: [needs(me), needs(1 - me)],
                post_crawford: state.crawford_done || !options.crawford,
            }
        };
        CubeState {
            value: value.max(1),
            owner,
            stakes,
            in_play: state.cube_in_play(),
            cap: if options.uncapped_cube {
                CUBE_LIMIT
            } else {
                CUBE_CAP
            },
            efficiency: efficiency(game, seat),
            kept: options.cube_keeper.is_some(),
        }
    }

    /// Whether the rules let the side weighed double now: the cube in play, in the centre or
    /// its own, below the cap. (Whether the double is any use is [`decide`]'s question.)
    pub fn may_double(&self) -> bool {
        self.in_play && self.owner != Owner::Theirs && self.value < self.cap
    }
}

/// Janowski's `x` for `seat`'s position: 0.68 with contact; in a race it grows with the pips
/// still to go (a long race leaves many turns to use the cube at the right moment, a short
/// bear-off few), from 0.6 at 0 pips to 0.8 at 133 or more.
pub fn efficiency(game: &Backgammon, seat: Seat) -> f32 {
    board_efficiency(game.board(), usize::from(seat.0.min(1)))
}

/// [`efficiency`] of `side` at `board`.
fn board_efficiency(board: &Board, side: usize) -> f32 {
    if in_contact(board) {
        return CONTACT_EFFICIENCY;
    }
    (0.6 + 0.0015 * board.pip_count(side) as f32).min(0.8)
}

/// A cube decision's three equities for the side weighed (the one who may double): playing
/// on without doubling, doubling and being taken, doubling and being passed. In a money game
/// they are points per cube now (1.0: the cube's value); in a match, match winning chances.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeDecision {
    pub no_double: f32,
    pub double_take: f32,
    pub double_pass: f32,
    /// Whether the rules let the side double now (see [`CubeState::may_double`]).
    pub may_double: bool,
}

impl CubeDecision {
    /// Doubling is right: allowed, and worth more than playing on whatever the answer (a
    /// cash that only ties playing on is taken: it ends the game sooner, with the same worth).
    pub fn should_double(&self) -> bool {
        if !self.may_double {
            return false;
        }
        if self.should_take() {
            self.double_take > self.no_double
        } else {
            self.double_pass >= self.no_double
        }
    }

    /// The other side should take a double (a tie goes to the take).
    pub fn should_take(&self) -> bool {
        self.double_take <= self.double_pass
    }

    /// Too good to double: the double would be passed, but playing on (for the gammon) is
    /// worth more than the cash.
    pub fn too_good(&self) -> bool {
        self.may_double && !self.should_take() && self.no_double > self.double_pass
    }

    /// The side's equity with best play of the cube on both sides.
    pub fn best(&self) -> f32 {
        if self.should_double() {
            self.double_take.min(self.double_pass)
        } else {
            self.no_double
        }
    }

    /// The cube advice: `double, take`, `no double, take`, `too good to double, pass`,
    /// `double, pass`; `no cube action` when doubling is not allowed.
    pub fn verdict(&self) -> Verdict {
        match (self.may_double, self.should_double(), self.should_take()) {
            (false, _, _) => Verdict::NoCubeAction,
            (true, true, true) => Verdict::DoubleTake,
            (true, true, false) => Verdict::DoublePass,
            (true, false, true) => Verdict::NoDoubleTake,
            (true, false, false) => Verdict::TooGoodPass,
        }
    }

    /// The cube advice as a player reads it, in English.
    pub fn advice(&self) -> String {
        self.verdict().to_string()
    }

    /// How near the decision stands to going the other way, in normalised equity: the gap
    /// between take and pass for the side `answering` a double, else between playing on and
    /// doubling (none where the side may not double).
    pub fn margin(&self, state: &CubeState, answering: bool) -> f64 {
        if answering {
            let emg = |value: f32| normalised_equity(value, state);
            (emg(self.double_take) - emg(self.double_pass)).abs()
        } else if self.may_double {
            self.double_gap(state).abs()
        } else {
            f64::INFINITY
        }
    }

    /// How far below playing on a double stands, in normalised equity (below zero: doubling
    /// is worth more).
    pub fn double_gap(&self, state: &CubeState) -> f64 {
        let doubled = self.double_take.min(self.double_pass);
        normalised_equity(self.no_double, state) - normalised_equity(doubled, state)
    }
}

/// The cube decision for the side whose `chances` are given (the side about to roll), with
/// the cube and stakes as it sees them. The taker's answer to a double is the same decision's
/// [`CubeDecision::should_take`]. Doubles that the rules would not allow are still weighed
/// (`may_double` tells), so that a double already offered can be answered.
pub fn decide(chances: &Chances, state: &CubeState) -> CubeDecision {
    let model = Model::new(chances, state);
    let cube = state.value;
    // A taken double hands the cube over, unless the doubler keeps it (a handicap).
    let taken = if state.kept {
        state.owner
    } else {
        Owner::Theirs
    };
    CubeDecision {
        no_double: model.normalise(model.cubeful(0, cube, state.owner)),
        double_take: model.normalise(model.cubeful(0, cube.saturating_mul(2), taken)),
        double_pass: model.normalise(model.value(0, 0, cube)),
        may_double: state.may_double(),
    }
}

/// The cube decision of the side about to roll in `game` (or the doubler), with its chances
/// one roll deeper, searched `plies` rolls deep (0: [`decide`] on the board's own chances):
/// for each of the side's 21 rolls its best play (by cubeless equity), where the other side,
/// on roll, makes its own cube decision the same way one roll less deep; no double and
/// double-take are the averages of what those leave the side. Unlike [`decide`] on averaged
/// chances, this sees the rolls that would lose the market. `None` when no one is about to
/// roll or has doubled.
pub fn decide_deeper(game: &Backgammon, plies: u8) -> Option<(Chances, CubeDecision)> {
    searched(game, plies, None)
}

/// Where a search two rolls deep leaves a decision closer than this (normalised equity),
/// [`decide_searched`] looks a third roll deep. Nearly all of the two-roll search's errors, as
/// gnubg rates them at 2 plies, lie that close, in about one decision in seven; the third roll
/// costs some twenty times the other two (docs/backgammon-ai.md).
pub const CLOSE_TO_DEEPEN: f64 = 0.15;

/// The top levels' cube decision in `game` ([`decide_deeper`]): two rolls deep, three where
/// two leave it close, whether to double or, for the side `answering` a double, whether to take.
///
/// With `within` (a clock and milliseconds), the third roll is given up where it would end
/// later than that after the search began, or where the clock asks the search to stop: the
/// decision is then the two rolls' one, and a slow device decides within the level's time.
pub fn decide_searched(
    game: &Backgammon,
    answering: bool,
    within: Within,
) -> Option<(Chances, CubeDecision)> {
    searched(game, 2, Some((answering, within)))
}

/// A clock and the milliseconds a search may take on it, or no limit.
pub type Within<'a> = Option<(&'a dyn Clock, f64)>;

/// [`decide_deeper`], `plies` deep; and where `close_for` names the decision (whether to take,
/// or to double) and the time it may take, a roll deeper again if `plies` leave it closer
/// than [`CLOSE_TO_DEEPEN`] and the deeper search ends in time.
fn searched(
    game: &Backgammon,
    plies: u8,
    close_for: Option<(bool, Within)>,
) -> Option<(Chances, CubeDecision)> {
    let seat = match game.phase() {
        Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Doubled(s) => s,
        _ => return None,
    };
    let side = usize::from(seat.0.min(1));
    let board = game.board();
    let state = CubeState::of_game(game, seat);
    let chances = evaluate(board, side);
    let deadline = close_for
        .and_then(|(_, within)| within)
        .map(|(clock, ms)| Deadline {
            clock,
            at: clock.now_ms() + ms,
        });
    let decide_at = |plies, deadline: Option<&Deadline>| {
        search(board, side, chances, &[state], plies, deadline).map(|found| found[0])
    };
    let mut decision = decide_at(plies, None)?;
    if let Some((answering, _)) = close_for {
        if decision.margin(&state, answering) < CLOSE_TO_DEEPEN {
            decision = decide_at(plies + 1, deadline.as_ref()).unwrap_or(decision);
        }
    }
    Some((one_roll_deeper(board, 1 - side).flip(), decision))
}

/// When a search must give up: a time on a clock, which may also ask it to stop sooner.
struct Deadline<'a> {
    clock: &'a dyn Clock,
    at: f64,
}

impl Deadline<'_> {
    fn passed(&self) -> bool {
        self.clock.stop_requested() || self.clock.now_ms() > self.at
    }
}

/// `side`'s decisions at `board` (about to roll, with `chances` there), one for each cube
/// and stakes in `states`, `plies` rolls deep. Every state is weighed over the same replies,
/// so that the rolls and best plays below a board, the costly part, are found once for all the
/// cubes that reach it (a cube turned or not doubles the states at each roll, not the boards).
///
/// `None` where `deadline` passed before the search ended.
fn search(
    board: &Board,
    side: usize,
    chances: Chances,
    states: &[CubeState],
    plies: u8,
    deadline: Option<&Deadline>,
) -> Option<Vec<CubeDecision>> {
    let efficiency = board_efficiency(board, side);
    let mut decisions: Vec<CubeDecision> = states
        .iter()
        .map(|state| {
            let state = CubeState {
                efficiency,
                ..*state
            };
            decide(&chances, &state)
        })
        .collect();
    if plies == 0 || board.off(0) == 15 || board.off(1) == 15 {
        return Some(decisions);
    }
    if deadline.is_some_and(Deadline::passed) {
        return None;
    }
    // The other side's view of each state: the cube as it is, then doubled and taken.
    let mut below = Vec::with_capacity(2 * states.len());
    for state in states {
        let theirs = their_view(state);
        below.push(theirs);
        below.push(CubeState {
            value: state.value.saturating_mul(2),
            // The taker's, unless the doubler keeps it (a handicap).
            owner: if state.kept {
                Owner::Theirs
            } else {
                Owner::Mine
            },
            ..theirs
        });
    }
    for decision in &mut decisions {
        decision.no_double = 0.0;
        decision.double_take = 0.0;
    }
    for (weight, next, c) in best_replies(board, side) {
        let replies = search(&next, 1 - side, c, &below, plies - 1, deadline)?;
        for ((decision, state), pair) in decisions
            .iter_mut()
            .zip(states)
            .zip(replies.chunks_exact(2))
        {
            // Their best seen by `side`, per cube of ours: in money a taken cube is twice ours.
            let (played_on, taken) = (pair[0].best(), pair[1].best());
            let (played_on, taken) = match state.stakes {
                Stakes::Money { .. } => (-played_on, -2.0 * taken),
                Stakes::Match { .. } => (1.0 - played_on, 1.0 - taken),
            };
            decision.no_double += weight * played_on;
            decision.double_take += weight * taken;
        }
    }
    Some(decisions)
}

/// `state` as the other side sees it: the scores swapped and the owner turned round.
fn their_view(state: &CubeState) -> CubeState {
    CubeState {
        stakes: match state.stakes {
            Stakes::Match {
                away: [a, b],
                post_crawford,
            } => Stakes::Match {
                away: [b, a],
                post_crawford,
            },
            money => money,
        },
        owner: match state.owner {
            Owner::Mine => Owner::Theirs,
            Owner::Theirs => Owner::Mine,
            Owner::Centre => Owner::Centre,
        },
        ..*state
    }
}

/// The side's cubeful equity with the cube as it stands and no double now (the units of
/// [`CubeDecision`]): what a play leading to these chances is worth, or a resignation.
pub fn cubeful_equity(chances: &Chances, state: &CubeState) -> f32 {
    let model = Model::new(chances, state);
    model.normalise(model.cubeful(0, state.value, state.owner))
}

/// The equity (units of [`CubeDecision`]) of the side weighed winning `points` now (a
/// resignation accepted, a double passed), or losing them when `points` is negative.
pub fn result_equity(points: i64, state: &CubeState) -> f32 {
    let model = Model::new(&Chances::default(), state);
    let amount = points.unsigned_abs().min(u64::from(u32::MAX)) as u32;
    let winner = usize::from(points < 0);
    model.normalise(model.value(0, winner, amount))
}

/// A cube decision's value (points per cube in money, match winning chances in a match) on the
/// money scale: in a match, 2 x - (w + l) over w - l, where w and l are the chances after winning
/// and losing the cube's value now (gnubg's normalised equity).
pub fn normalised_equity(value: f32, state: &CubeState) -> f64 {
    match state.stakes {
        Stakes::Money { .. } => f64::from(value),
        Stakes::Match { .. } => {
            let points = i64::from(state.value);
            let win = f64::from(result_equity(points, state));
            let lose = f64::from(result_equity(-points, state));
            if (win - lose).abs() < 1e-9 {
                0.0
            } else {
                (2.0 * f64::from(value) - (win + lose)) / (win - lose)
            }
        }
    }
}

/// The two sides' chances and the stakes; side 0 is the one weighed, side 1 the other.
struct Model<'a> {
    chances: [Chances; 2],
    state: &'a CubeState,
}

impl<'a> Model<'a> {
    fn new(chances: &Chances, state: &'a CubeState) -> Model<'a> {
        // Non-numbers (from a broken evaluation) count as nothing rather than poison every
        // comparison; `clamped` then makes the rest consistent.
        let finite = |v: f32| if v.is_finite() { v } else { 0.0 };
        let mine = Chances {
            win: finite(chances.win),
            win_gammon: finite(chances.win_gammon),
            win_backgammon: finite(chances.win_backgammon),
            lose_gammon: finite(chances.lose_gammon),
            lose_backgammon: finite(chances.lose_backgammon),
        }
        .clamped();
        Model {
            chances: [mine, mine.flip()],
            state,
        }
    }

    /// Points per cube in money (as players quote equities); match chances as they are.
    fn normalise(&self, value: f32) -> f32 {
        match self.state.stakes {
            Stakes::Money { .. } => value / self.state.value as f32,
            Stakes::Match { .. } => value,
        }
    }

    /// What `winner` scoring `points` is worth to `side`.
    fn value(&self, side: usize, winner: usize, points: u32) -> f32 {
        match self.state.stakes {
            Stakes::Money { .. } if winner == side => points as f32,
            Stakes::Money { .. } => -(points as f32),
            Stakes::Match {
                away,
                post_crawford,
            } => {
                let mut left = away;
                left[winner] = left[winner].saturating_sub(points);
                match_equity(left[side], left[1 - side], post_crawford)
            }
        }
    }

    /// Whether gammons count with the cube at `cube`: not under the Jacoby rule while it is
    /// still at 1. That is while it is in the centre, but for a kept cube (a handicap), which
    /// is its keeper's at 1 from the start, as the rules score it (`points_for`).
    fn gammons_count(&self, cube: u32) -> bool {
        !matches!(self.state.stakes, Stakes::Money { jacoby: true }) || cube > 1
    }

    /// `side`'s average worth of a win (`winning`) or a loss at cube `cube`, over the single,
    /// gammon and backgammon chances it holds.
    fn mean_result(&self, side: usize, cube: u32, winning: bool, gammons: bool) -> f32 {
        let c = &self.chances[side];
        let (total, gammon, backgammon, winner) = if winning {
            (c.win, c.win_gammon, c.win_backgammon, side)
        } else {
            (1.0 - c.win, c.lose_gammon, c.lose_backgammon, 1 - side)
        };
        let single = self.value(side, winner, cube);
        if !gammons || total <= f32::EPSILON {
            return single;
        }
        let double = self.value(side, winner, cube.saturating_mul(2));
        let triple = self.value(side, winner, cube.saturating_mul(3));
        ((total - gammon) * single + (gammon - backgammon) * double + backgammon * triple) / total
    }

    /// `side`'s equity with a dead cube at `cube`.
    fn dead(&self, side: usize, cube: u32, gammons: bool) -> f32 {
        let p = self.chances[side].win;
        p * self.mean_result(side, cube, true, gammons)
            + (1.0 - p) * self.mean_result(side, cube, false, gammons)
    }

    /// Whether `side`, holding the cube (or sharing the centred cube) at `cube`, could turn
    /// it to any purpose: the cube is in play and below the cap, and (in a match) winning at
    /// `cube` does not already win the match.
    fn may_turn(&self, side: usize, cube: u32) -> bool {
        let below_cap = cube.saturating_mul(2) <= self.state.cap;
        let useful = match self.state.stakes {
            Stakes::Money { .. } => true,
            Stakes::Match { away, .. } => cube < away[side],
        };
        self.state.in_play && below_cap && useful
    }

    /// The least winning chance at which `side` takes a double to `cube`: dead, where the
    /// taker's line from a loss to a win meets the pass; live, where its line from a loss to
    /// its own cash point meets it; weighed by the efficiency.
    fn take_point(&self, side: usize, cube: u32, depth: u32) -> f32 {
        let pass = self.value(side, 1 - side, cube / 2);
        let loss = self.mean_result(side, cube, false, true);
        let win = self.mean_result(side, cube, true, true);
        let dead = fraction(pass - loss, win - loss);
        if depth == 0 || !self.may_turn(side, cube) {
            return dead;
        }
        let cash_point = 1.0 - self.take_point(1 - side, cube.saturating_mul(2), depth - 1);
        let cash = self.value(side, side, cube);
        let live = cash_point * fraction(pass - loss, cash - loss);
        let x = self.state.efficiency;
        (x * live + (1.0 - x) * dead).clamp(0.0, 1.0)
    }

    /// `side`'s equity with a fully live cube at `cube` held by `owner` (seen by `side`):
    /// the line through a loss at 0, the pass at its take point (where the other side may
    /// double), the cash at its cash point (where it may double) and a win at 1.
    fn live(&self, side: usize, cube: u32, owner: Owner) -> f32 {
        let gammons = self.gammons_count(cube);
        let mut corners = vec![(0.0, self.mean_result(side, cube, false, gammons))];
        let next = cube.saturating_mul(2);
        if owner != Owner::Mine && self.may_turn(1 - side, cube) {
            let at = self.take_point(side, next, DEPTH);
            corners.push((at, self.value(side, 1 - side, cube)));
        }
        if owner != Owner::Theirs && self.may_turn(side, cube) {
            let at = 1.0 - self.take_point(1 - side, next, DEPTH);
            corners.push((at, self.value(side, side, cube)));
        }
        corners.push((1.0, self.mean_result(side, cube, true, gammons)));
        sort::by(&mut corners, |a, b| a.0.total_cmp(&b.0));
        along(&corners, self.chances[side].win)
    }

    /// `side`'s cubeful equity at `cube` held by `owner` (seen by `side`).
    fn cubeful(&self, side: usize, cube: u32, owner: Owner) -> f32 {
        let dead = self.dead(side, cube, self.gammons_count(cube));
        if !self.state.in_play {
            return dead;
        }
        let x = self.state.efficiency;
        x * self.live(side, cube, owner) + (1.0 - x) * dead
    }
}

/// `part / whole` within 0..=1 (a whole of nothing: all or none).
fn fraction(part: f32, whole: f32) -> f32 {
    if whole <= f32::EPSILON {
        return if part > 0.0 { 1.0 } else { 0.0 };
    }
    (part / whole).clamp(0.0, 1.0)
}

/// The height at `p` of the broken line through `corners` (sorted by their first figure,
/// from 0 to 1).
fn along(corners: &[(f32, f32)], p: f32) -> f32 {
    for pair in corners.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        if p <= x1 {
            if x1 - x0 <= f32::EPSILON {
                return y1;
            }
            return y0 + (y1 - y0) * ((p - x0) / (x1 - x0)).clamp(0.0, 1.0);
        }
    }
    corners.last().map_or(0.0, |c| c.1)
}

/// The cube decision for the player about to roll in `game` (or the doubler, when a double is
/// offered), from its `chances`; `None` when no one is about to roll or has doubled.
pub fn decide_in_game(chances: &Chances, game: &Backgammon) -> Option<CubeDecision> {
    let seat = match game.phase() {
        Phase::OnRoll(s) | Phase::Rolling(s) | Phase::Doubled(s) => s,
        _ => return None,
    };
    let state = CubeState::of_game(game, seat);
    Some(decide(chances, &state))
}
