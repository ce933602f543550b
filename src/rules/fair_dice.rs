//! Dice that neither of two devices can choose (issue 26, 3): each roll comes from one secret of
//! each device, and each device binds itself to all its secrets before the first is shown.
//! docs/fair-dice.md tells the protocol for a player; this is its arithmetic, with no clock,
//! storage or network (the pages that carry the messages are built on it).
//!
//! **A device's secrets are a hash chain.** The device draws a random seed and hashes it over
//! and over (SHA-256): `value(k) = H^(ROLLS - k)(seed)`. Its first message carries `value(0)`,
//! the chain's end, as its *commitment*. For roll `k` (from 1) it shows `value(k)`, which the
//! other device checks by hashing it back: `H(value(k)) = value(k - 1)`. Hashing cannot be
//! undone, so before a value is shown nobody else can work it out, and once `value(0)` is out
//! its owner can no longer change any value after it: there is exactly one `value(k)` that
//! hashes back to the commitment.
//!
//! **A roll needs both values.** Roll `k`'s throw `j` is drawn from `H("tabula dice" | k | j | value
//! of seat 0 | value of seat 1)`, a uniform choice among the roll's outcomes. The device that
//! shows its value second knows the result a moment before the other, but its value was fixed
//! at the start; it can only refuse to go on, which the other side sees.
//!
//! **A device that cheats is caught.** A reloaded page or a re-opened old link that shows a
//! value again (or another one for the same roll), a value that does not hash back, or a move
//! list whose dice differ from the values' result are each refused with a [`DiceError`]; the
//! game stays as it was.
//!
//! ```
//! use tabula::rules::fair_dice::{Chain, FairDice};
//! use tabula::rules::Seat;
//! let (white, black) = (Chain::new([1; 32]), Chain::new([2; 32]));
//! let mut dice = FairDice::new([white.commitment(), black.commitment()]);
//! dice.reveal(Seat(0), 1, white.value(1)).unwrap();
//! dice.reveal(Seat(1), 1, black.value(1)).unwrap();
//! let face = dice.roll(1, 6).unwrap();
//! assert!(face < 6);
//! assert!(dice.check(1, 6, face).is_ok());
//! // Another value for a roll already shown: refused.
//! assert!(dice.reveal(Seat(1), 1, Chain::new([3; 32]).value(1)).is_err());
//! ```

use std::fmt;

use sha2::{Digest as _, Sha256};

use super::Seat;

/// How many rolls one chain gives: a game (a backgammon match, a Ludo race) that needs more
/// starts a new pair of chains.
pub const ROLLS: u32 = 4096;

/// A SHA-256 hash: a commitment, or a value of a chain.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digest(pub [u8; 32]);

impl Digest {
    fn of(bytes: &[u8]) -> Digest {
        Digest(Sha256::digest(bytes).into())
    }

    /// The hash of this value: one step back along its chain.
    fn back(self) -> Digest {
        Digest::of(&self.0)
    }

    /// Lower-case hex, 64 characters: how links and messages carry it.
    pub fn to_hex(self) -> String {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let mut text = String::with_capacity(64);
        for byte in self.0 {
            text.push(char::from(HEX[usize::from(byte >> 4)]));
            text.push(char::from(HEX[usize::from(byte & 15)]));
        }
        text
    }

    /// Reads 64 hex digits (either case); `None` for anything else.
    pub fn from_hex(text: &str) -> Option<Digest> {
        let bytes = text.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let digit = |c: u8| char::from(c).to_digit(16).map(|d| d as u8);
        let mut out = [0u8; 32];
        for (i, pair) in bytes.chunks(2).enumerate() {
            out[i] = digit(pair[0])? << 4 | digit(pair[1])?;
        }
        Some(Digest(out))
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({})", self.to_hex())
    }
}

/// One device's chain of secrets, from its seed (which never leaves the device).
#[derive(Clone, Debug)]
pub struct Chain {
    seed: [u8; 32],
}

impl Chain {
    /// A chain from 32 random bytes (the page draws them from the browser's cryptographic
    /// source).
    pub fn new(seed: [u8; 32]) -> Chain {
        Chain { seed }
    }

    /// The value for roll `k` (0: the commitment): the seed hashed `ROLLS - k` times plus once,
    /// so that even the last roll's value is a hash, not the seed. `k` past [`ROLLS`] is
    /// taken as `ROLLS`.
    pub fn value(&self, k: u32) -> Digest {
        let mut value = Digest::of(&self.seed);
        for _ in 0..ROLLS - k.min(ROLLS) {
            value = value.back();
        }
        value
    }

    /// Every value, from the commitment (index 0) to roll [`ROLLS`]'s, in one pass along the
    /// chain: a page that checks many rolls hashes the chain once.
    pub fn values(&self) -> Vec<Digest> {
        let mut values = Vec::with_capacity(ROLLS as usize + 1);
        let mut value = Digest::of(&self.seed);
        values.push(value);
        for _ in 0..ROLLS {
            value = value.back();
            values.push(value);
        }
        values.reverse();
        values
    }

    /// What the device's first message carries.
    pub fn commitment(&self) -> Digest {
        self.value(0)
    }
}

/// Why a value or a roll was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceError {
    /// A value for a roll at or before one already shown: a reload, or an old link opened
    /// again, showing it once more (or another one for it).
    Replayed { seat: Seat, roll: u32, shown: u32 },
    /// A value that does not hash back to what the seat showed before: not from its chain.
    NotFromChain { seat: Seat, roll: u32 },
    /// A roll counted from 0, or past the chain's length.
    OutOfRange(u32),
    /// The roll's values are not both shown yet.
    NotShown(u32),
    /// The dice played are not the ones the two values give.
    Mismatch {
        roll: u32,
        played: usize,
        drawn: usize,
    },
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::Replayed { seat, roll, shown } => write!(
                f,
                "seat {} showed a value for roll {roll} after already showing roll {shown}",
                seat.0
            ),
            DiceError::NotFromChain { seat, roll } => write!(
                f,
                "seat {}'s value for roll {roll} is not from the chain it committed to",
                seat.0
            ),
            DiceError::OutOfRange(roll) => write!(f, "there is no roll {roll}"),
            DiceError::NotShown(roll) => {
                write!(f, "roll {roll}'s values are not both shown yet")
            }
            DiceError::Mismatch {
                roll,
                played,
                drawn,
            } => write!(
                f,
                "roll {roll} was played as outcome {played}, but the values give {drawn}"
            ),
        }
    }
}

impl std::error::Error for DiceError {}

/// The two devices' values as far as shown: for each seat (0 and 1), the latest roll it showed
/// a value for (0 before any: its commitment) and that value. Earlier values follow from it by
/// hashing, so nothing more is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairDice {
    shown: [(u32, Digest); 2],
}

impl FairDice {
    /// The dice of a game whose two seats committed to these chains.
    pub fn new(commitments: [Digest; 2]) -> FairDice {
        FairDice {
            shown: commitments.map(|c| (0, c)),
        }
    }

    /// The latest roll `seat` showed a value for, and the value (roll 0: its commitment): what
    /// a saved game keeps.
    pub fn shown(&self, seat: Seat) -> (u32, Digest) {
        self.shown[usize::from(seat.0 & 1)]
    }

    /// A game's dice as kept: each seat's latest roll shown and its value.
    pub fn from_shown(shown: [(u32, Digest); 2]) -> FairDice {
        FairDice { shown }
    }

    /// Takes `seat`'s value for roll `roll`, after checking that it hashes back to what the
    /// seat showed before. A refused value changes nothing.
    pub fn reveal(&mut self, seat: Seat, roll: u32, value: Digest) -> Result<(), DiceError> {
        if roll == 0 || roll > ROLLS {
            return Err(DiceError::OutOfRange(roll));
        }
        let side = usize::from(seat.0 & 1);
        let (before, known) = self.shown[side];
        if roll <= before {
            return Err(DiceError::Replayed {
                seat,
                roll,
                shown: before,
            });
        }
        let mut back = value;
        for _ in before..roll {
            back = back.back();
        }
        if back != known {
            return Err(DiceError::NotFromChain { seat, roll });
        }
        self.shown[side] = (roll, value);
        Ok(())
    }

    /// Both seats' values for roll `roll` (seat 0's first), once both are shown: what the
    /// page shows of how a roll was drawn.
    pub fn values(&self, roll: u32) -> Option<[Digest; 2]> {
        Some([self.value(0, roll)?, self.value(1, roll)?])
    }

    /// `seat`'s value for roll `roll`, where it has been shown.
    fn value(&self, seat: usize, roll: u32) -> Option<Digest> {
        let (latest, mut value) = self.shown[seat];
        if roll == 0 || roll > latest {
            return None;
        }
        for _ in roll..latest {
            value = value.back();
        }
        Some(value)
    }

    /// Roll `roll`'s result: one of `outcomes` equally likely outcomes (0 to `outcomes - 1`;
    /// backgammon's 36 ordered pairs, Ludo's six faces), once both values are shown.
    pub fn roll(&self, roll: u32, outcomes: usize) -> Result<usize, DiceError> {
        self.throw(roll, 0, outcomes)
    }

    /// The result of throw `throw` (from 0) drawn from roll `roll`'s two values: a turn that
    /// throws again (a six in Ludo) draws its later throws from the same pair of values, so
    /// that the thrower needs nothing more from the other device.
    pub fn throw(&self, roll: u32, throw: u32, outcomes: usize) -> Result<usize, DiceError> {
        if roll == 0 || roll > ROLLS || outcomes == 0 {
            return Err(DiceError::OutOfRange(roll));
        }
        let (Some(first), Some(second)) = (self.value(0, roll), self.value(1, roll)) else {
            return Err(DiceError::NotShown(roll));
        };
        Ok(draw(roll, throw, first, second, outcomes))
    }

    /// Checks that roll `roll` was played as the values give it.
    pub fn check(&self, roll: u32, outcomes: usize, played: usize) -> Result<(), DiceError> {
        let drawn = self.roll(roll, outcomes)?;
        if drawn == played {
            Ok(())
        } else {
            Err(DiceError::Mismatch {
                roll,
                played,
                drawn,
            })
        }
    }
}

/// A uniform choice among `outcomes` from the roll's two values: the hash's first eight bytes
/// as a number, drawn again (the hash of the hash) while it falls in the top part that would
/// make some outcomes likelier than others.
fn draw(roll: u32, throw: u32, first: Digest, second: Digest, outcomes: usize) -> usize {
    let mut bytes = Vec::with_capacity(11 + 8 + 64);
    bytes.extend_from_slice(b"tabula dice");
    bytes.extend_from_slice(&roll.to_be_bytes());
    bytes.extend_from_slice(&throw.to_be_bytes());
    bytes.extend_from_slice(&first.0);
    bytes.extend_from_slice(&second.0);
    let mut hash = Digest::of(&bytes);
    let outcomes = outcomes as u64;
    // The largest multiple of `outcomes` that fits: numbers from it up are drawn again.
    let fair = u64::MAX - u64::MAX % outcomes;
    loop {
        let mut first_eight = [0u8; 8];
        first_eight.copy_from_slice(&hash.0[..8]);
        let number = u64::from_be_bytes(first_eight);
        if number < fair {
            return (number % outcomes) as usize;
        }
        hash = hash.back();
    }
}
