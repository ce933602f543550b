//! [`Game`] for [`Backgammon`]: turns, chance, legal moves, notation, codes and gestures.

use super::match_state::{Resignation, WinKind};
use super::notation::{opening_notation, roll_notation, step_notation, PlayedStep};
use super::{cell_of, codec, other, side, Backgammon, BackgammonOptions, BgMove, Phase};
use crate::rules::{
    DecodeError, Game, Gesture, NotationError, Outcome, Reason, Seat, Turn, Verdict,
};

impl Game for Backgammon {
    type Move = BgMove;
    type Options = BackgammonOptions;

    fn new(options: &BackgammonOptions) -> Self {
        Backgammon::start(options)
    }

    fn options(&self) -> BackgammonOptions {
        self.options.clone()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if let Some((resigner, _)) = self.resignation {
            return Turn::Player(other(resigner));
        }
        match self.phase {
            Phase::Opening | Phase::Rolling(_) => Turn::Chance,
            Phase::OnRoll(s) | Phase::Moving(s) | Phase::MatchOver(s) => Turn::Player(s),
            Phase::Doubled(s) | Phase::GameOver(s) => Turn::Player(other(s)),
        }
    }

    /// The match's (or money game's) winner; the reason is `AllHome` when the last game was won
    /// by bearing off and `Resignation` when a double was passed or a resignation accepted.
    fn outcome(&self) -> Option<Verdict> {
        let Phase::MatchOver(winner) = self.phase else {
            return None;
        };
        let reason = match self.last_result.map(|r| r.kind) {
            Some(WinKind::CubePassed | WinKind::Resigned(_)) => Reason::Resignation,
            _ => Reason::AllHome,
        };
        Some(Verdict::new(Outcome::Win(winner), reason))
    }

    fn legal_moves(&self, out: &mut Vec<BgMove>) {
        if self.resignation.is_some() {
            out.extend([BgMove::AcceptResignation, BgMove::RejectResignation]);
            return;
        }
        match self.phase {
            Phase::OnRoll(_) => out.extend([BgMove::RollDice, BgMove::Double]),
            Phase::Doubled(_) => out.extend([BgMove::Take, BgMove::Pass]),
            Phase::GameOver(_) => out.push(BgMove::NextGame),
            Phase::Moving(_) if self.target == 0 => out.push(BgMove::ConfirmTurn),
            Phase::Moving(_) => out.extend(self.legal_steps().into_iter().map(|s| BgMove::Step {
                from: s.from,
                die: s.die,
            })),
            Phase::Opening | Phase::Rolling(_) | Phase::MatchOver(_) => {}
        }
    }

    /// The opening: the 30 unequal pairs (White's die, Black's), 1/30 each (ties are re-rolled).
    /// Later rolls: the 21 distinct rolls, 1/36 for doubles and 2/36 for the others.
    fn chance_outcomes(&self, out: &mut Vec<(BgMove, f32)>) {
        match self.phase {
            Phase::Opening => {
                for white in 1..=6 {
                    for black in (1..=6).filter(|&b| b != white) {
                        out.push((BgMove::OpeningRoll(white, black), 1.0 / 30.0));
                    }
                }
            }
            Phase::Rolling(_) => {
                for high in 1..=6u8 {
                    for low in 1..=high {
                        let p = if high == low { 1.0 } else { 2.0 } / 36.0;
                        out.push((BgMove::Roll(high, low), p));
                    }
                }
            }
            _ => {}
        }
    }

    /// The three resignation offers (single, gammon, backgammon) of the player to move while a
    /// game is being played.
    fn side_moves(&self, out: &mut Vec<BgMove>) {
        if self.may_resign().is_some() {
            out.extend(Resignation::ALL.map(BgMove::Resign));
        }
    }

    /// Backgammon has no draw.
    fn draws_by_agreement(&self) -> bool {
        false
    }

    fn apply(&mut self, mv: &BgMove) {
        if matches!(
            mv,
            BgMove::Resign(_) | BgMove::AcceptResignation | BgMove::RejectResignation
        ) {
            return self.apply_resignation(mv);
        }
        if self.resignation.is_some() {
            // Only the answer to the offer may come next.
            return;
        }
        match (self.phase, *mv) {
            (Phase::Opening, BgMove::OpeningRoll(white, black)) if white != black => {
                let starter = if white > black { Seat(0) } else { Seat(1) };
                self.begin_moving(starter, [white, black]);
            }
            (Phase::Rolling(seat), BgMove::Roll(a, b)) => self.begin_moving(seat, [a, b]),
            (Phase::OnRoll(seat), BgMove::RollDice) => self.phase = Phase::Rolling(seat),
            (Phase::OnRoll(seat), BgMove::Double) => self.phase = Phase::Doubled(seat),
            (Phase::Doubled(doubler), BgMove::Take) => {
                let holder = self.options.cube_keeper.unwrap_or(other(doubler));
                self.cube.take(holder);
                self.phase = Phase::Rolling(doubler);
            }
            (Phase::Doubled(doubler), BgMove::Pass) => self.end_game(doubler, WinKind::CubePassed),
            (Phase::Moving(_), BgMove::Step { .. }) => self.apply_step(mv),
            (Phase::Moving(seat), BgMove::ConfirmTurn) => self.begin_turn(other(seat)),
            (Phase::GameOver(_), BgMove::NextGame) => self.next_game(),
            // Not a move of this phase: nothing happens (`play` reports it).
            _ => {}
        }
    }

    fn notation(&self, mv: &BgMove) -> String {
        match *mv {
            BgMove::OpeningRoll(white, black) => opening_notation(white, black),
            BgMove::Roll(a, b) => roll_notation(a, b),
            BgMove::RollDice => "Roll".into(),
            BgMove::Double => "Double".into(),
            BgMove::Take => "Take".into(),
            BgMove::Pass => "Pass".into(),
            BgMove::ConfirmTurn => "Confirm".into(),
            BgMove::NextGame => "Next game".into(),
            BgMove::Resign(level) => format!("Resign {}", level.name()),
            BgMove::AcceptResignation => "Accept resignation".into(),
            BgMove::RejectResignation => "Reject resignation".into(),
            BgMove::Step { from, die } => step_notation(&self.played_step(from, die)),
        }
    }

    /// Matches the notations of the legal moves, the resignation offers and chance's results,
    /// ignoring case and spaces.
    fn parse_move(&self, text: &str) -> Result<BgMove, NotationError> {
        let wanted = text.trim();
        let squash = |s: &str| s.replace(' ', "").to_ascii_lowercase();
        let key = squash(wanted);
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        self.side_moves(&mut legal);
        let mut chances = Vec::new();
        self.chance_outcomes(&mut chances);
        legal.extend(chances.into_iter().map(|(mv, _)| mv));
        legal
            .into_iter()
            .find(|mv| squash(&self.notation(mv)) == key)
            .ok_or_else(|| NotationError::new(wanted, "not a legal move in this position"))
    }

    fn encode(&self) -> String {
        codec::encode(self)
    }

    fn decode(code: &str, options: &BackgammonOptions) -> Result<Self, DecodeError> {
        codec::decode(code, options)
    }

    /// A step's from and to cells (see [`super::cell_of`]), with the hit blot's cell; other
    /// moves are not drawn as gestures.
    fn gesture(&self, mv: &BgMove) -> Option<Gesture> {
        let (Phase::Moving(seat), BgMove::Step { from, die }) = (self.phase, *mv) else {
            return None;
        };
        let step = self.played_step(from, die);
        let to = cell_of(seat, step.to);
        Some(Gesture {
            from: Some(cell_of(seat, from)),
            to: Some(to),
            via: Vec::new(),
            captured: if step.hit { vec![to] } else { Vec::new() },
        })
    }
}

impl Backgammon {
    /// What a step would do here: where it lands and whether it hits (a step that cannot be
    /// played is shown landing where the die points).
    pub(crate) fn played_step(&self, from: u8, die: u8) -> PlayedStep {
        let seat = self.seat_on_roll().unwrap_or(Seat(0));
        let me = side(seat);
        match self.board.step_target(me, from, die) {
            Some(to) => PlayedStep::new(from, to, to != 0 && self.board.opponent_on(me, to) == 1),
            None => PlayedStep::new(from, from.saturating_sub(die), false),
        }
    }
}
