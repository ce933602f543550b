//! [`Game`] for [`Ludo`]: turns, chance, legal moves, notation, codes and gestures.

use super::board::cell_of;
use super::{codec, Ludo, LudoMove, LudoOptions, Phase};
use crate::rules::{DecodeError, Game, Gesture, NotationError, Seat, Turn, Verdict};

impl Game for Ludo {
    type Move = LudoMove;
    type Options = LudoOptions;

    fn new(options: &LudoOptions) -> Self {
        Ludo::start(options)
    }

    fn options(&self) -> LudoOptions {
        LudoOptions {
            colours: self.colours.clone(),
        }
    }

    fn num_players(&self) -> usize {
        self.colours.len()
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Moving(seat, _) => Turn::Player(seat),
            Phase::StartRolls { .. } | Phase::Rolling(_) => Turn::Chance,
            // Nobody moves any more; the last player to finish is named.
            Phase::Over => Turn::Player(self.ranking.last().copied().unwrap_or(Seat(0))),
        }
    }

    /// Over when one player is left racing: `Win` of the first ranked with two players, else
    /// the `Ranking` of all seats; the reason is `Resignation` when anyone left, else
    /// `AllHome`.
    fn outcome(&self) -> Option<Verdict> {
        self.verdict()
    }

    fn legal_moves(&self, out: &mut Vec<LudoMove>) {
        if let Phase::Moving(seat, die) = self.phase {
            self.moves_for(seat, die, out);
        }
    }

    /// Leaving the race, for the player on turn (to throw or to move) while the game is on.
    fn side_moves(&self, out: &mut Vec<LudoMove>) {
        if self.seat_on_turn().is_some() {
            out.push(LudoMove::Leave);
        }
    }

    /// Ludo has no draws: a player who gives up leaves the race instead.
    fn draws_by_agreement(&self) -> bool {
        false
    }

    /// One die: 1..=6, 1/6 each (for the start as on a turn).
    fn chance_outcomes(&self, out: &mut Vec<(LudoMove, f32)>) {
        let roll: fn(u8) -> LudoMove = match self.phase {
            Phase::StartRolls { .. } => LudoMove::StartRoll,
            Phase::Rolling(_) => LudoMove::Roll,
            _ => return,
        };
        out.extend((1..=6).map(|d| (roll(d), 1.0 / 6.0)));
    }

    fn apply(&mut self, mv: &LudoMove) {
        self.apply_move(*mv);
    }

    fn notation(&self, mv: &LudoMove) -> String {
        self.write_move(mv, true)
    }

    /// Matches the notations of the legal moves, throws and side moves (leaving), ignoring
    /// case, spaces and the knock-out marks.
    fn parse_move(&self, text: &str) -> Result<LudoMove, NotationError> {
        self.read_move(text)
    }

    fn encode(&self) -> String {
        codec::encode(self)
    }

    fn decode(code: &str, options: &LudoOptions) -> Result<Self, DecodeError> {
        codec::decode(code, options)
    }

    /// From and to cells of the piece moved (for `EnterTwo` too), with the knocked field as
    /// captured; throws, `Pass` and `Leave` have none.
    fn gesture(&self, mv: &LudoMove) -> Option<Gesture> {
        let Phase::Moving(seat, die) = self.phase else {
            return None;
        };
        let (from, to) = self.target_of(seat, die, *mv)?;
        let colour = self.colour(seat);
        let to_cell = cell_of(colour, to);
        let knocks = !self.knocked_by(seat, to).is_empty();
        Some(Gesture {
            from: Some(cell_of(colour, from)),
            to: Some(to_cell),
            via: Vec::new(),
            captured: if knocks { vec![to_cell] } else { Vec::new() },
        })
    }
}
