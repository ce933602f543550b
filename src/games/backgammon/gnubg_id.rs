//! GNU Backgammon's Position ID and Match ID, the codes gnubg users paste.
//!
//! The Position ID is 80 bits (10 bytes, 14 base64 characters): for the player *not* on roll,
//! then the player on roll, each point from that player's 1-point to the 24-point and then the
//! bar, as many 1-bits as checkers followed by a 0-bit; bits fill each byte from its lowest.
//! The Match ID is 66 bits (9 bytes, 12 characters) of fields, lowest bit first: cube (log2, 4
//! bits), cube owner (2: player 0, 1, or 3 centred), player on roll (1), Crawford game (1), game
//! state (3: 0 none, 1 playing, 2 over, 3 resigned, 4 cube dropped), player to decide (1), double
//! offered (1), resignation offered (2), the two dice (3 each, 0 = not rolled), match length (15,
//! 0 = money), player 0's score (15), player 1's score (15). Both use base64's `A-Z a-z 0-9 + /`;
//! reading also accepts the URL-safe `-` and `_` and drops `=` padding.
//!
//! ```
//! use tabula::games::backgammon::board::Board;
//! use tabula::games::backgammon::gnubg_id::{decode_position, encode_position};
//! assert_eq!(encode_position(&Board::start().points()), "4HPwATDgc/ABMA");
//! assert_eq!(decode_position("4HPwATDgc/ABMA").unwrap(), Board::start().points());
//! ```

use crate::rules::DecodeError;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Base64 without padding.
fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    out
}

/// The value of one base64 character (either alphabet).
fn sextet(c: u8) -> Option<u8> {
    match c {
        b'-' => Some(62),
        b'_' => Some(63),
        _ => ALPHABET.iter().position(|&a| a == c).map(|i| i as u8),
    }
}

/// Reads `chars` base64 characters into bytes, naming what was wrong.
fn base64_decode(text: &str, what: &str, chars: usize) -> Result<Vec<u8>, DecodeError> {
    let text = text.trim().trim_end_matches('=');
    if text.len() != chars {
        return Err(DecodeError::new(format!(
            "a {what} has {chars} characters, not {}",
            text.len()
        )));
    }
    let mut bits: u32 = 0;
    let mut held = 0;
    let mut out = Vec::new();
    for (i, c) in text.bytes().enumerate() {
        let value = sextet(c).ok_or_else(|| {
            let shown = text[i..].chars().next().unwrap_or('?');
            DecodeError::new(format!("'{shown}' at {} is not a {what} character", i + 1))
        })?;
        bits = (bits << 6) | u32::from(value);
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    Ok(out)
}

/// The Position ID of a board in gnubg's layout: `[0]` the player not on roll, `[1]` on roll.
pub fn encode_position(points: &[[u8; 25]; 2]) -> String {
    let mut bytes = [0u8; 10];
    let mut bit = 0usize;
    for side in points {
        for &n in side {
            for _ in 0..n {
                if bit < 80 {
                    bytes[bit / 8] |= 1 << (bit % 8);
                }
                bit += 1;
            }
            bit += 1;
        }
    }
    base64_encode(&bytes)
}

/// Reads a Position ID into gnubg's layout (`[0]` not on roll, `[1]` on roll), checking the
/// checker counts; [`super::board::Board::validate`] checks that no point is held by both.
pub fn decode_position(text: &str) -> Result<[[u8; 25]; 2], DecodeError> {
    let bytes = base64_decode(text, "Position ID", 14)?;
    let mut points = [[0u8; 25]; 2];
    let (mut side, mut point) = (0usize, 0usize);
    for bit in 0..80 {
        let one = bytes[bit / 8] >> (bit % 8) & 1 == 1;
        if side == 2 {
            if one {
                return Err(DecodeError::new("Position ID has more than 30 checkers"));
            }
            continue;
        }
        if one {
            points[side][point] += 1;
            if points[side].iter().sum::<u8>() > 15 {
                let who = ["the player not on roll", "the player on roll"][side];
                return Err(DecodeError::new(format!("{who} has more than 15 checkers")));
            }
        } else {
            point += 1;
            if point == 25 {
                (side, point) = (side + 1, 0);
            }
        }
    }
    Ok(points)
}

/// The fields of a Match ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MatchId {
    /// The cube's value (1, 2, 4, ...).
    pub cube: u32,
    /// The cube's owner (player 0 or 1), `None` when centred.
    pub cube_owner: Option<u8>,
    /// The player on roll (whose board view the Position ID takes).
    pub on_roll: u8,
    pub crawford: bool,
    /// 0 no game, 1 playing, 2 over, 3 resigned, 4 ended by a dropped cube.
    pub game_state: u8,
    /// The player to act now (the one to take or pass when a double is offered).
    pub turn: u8,
    pub doubled: bool,
    /// 0 none, 1 single, 2 gammon, 3 backgammon.
    pub resignation: u8,
    /// The dice rolled, `[0, 0]` before rolling.
    pub dice: [u8; 2],
    /// 0 for a money game.
    pub match_length: u32,
    pub score: [u32; 2],
}

/// (width in bits) of each field, in order.
const WIDTHS: [usize; 13] = [4, 2, 1, 1, 3, 1, 1, 2, 3, 3, 15, 15, 15];

/// The Match ID of these fields.
pub fn encode_match(id: &MatchId) -> String {
    let owner = id.cube_owner.map_or(3, u32::from);
    let values = [
        id.cube.max(1).trailing_zeros(),
        owner,
        u32::from(id.on_roll),
        u32::from(id.crawford),
        u32::from(id.game_state),
        u32::from(id.turn),
        u32::from(id.doubled),
        u32::from(id.resignation),
        u32::from(id.dice[0]),
        u32::from(id.dice[1]),
        id.match_length,
        id.score[0],
        id.score[1],
    ];
    let mut bytes = [0u8; 9];
    let mut bit = 0;
    for (value, width) in values.into_iter().zip(WIDTHS) {
        for i in 0..width {
            if value >> i & 1 == 1 {
                bytes[bit / 8] |= 1 << (bit % 8);
            }
            bit += 1;
        }
    }
    base64_encode(&bytes)
}

/// Reads a Match ID, checking each field's range.
pub fn decode_match(text: &str) -> Result<MatchId, DecodeError> {
    let bytes = base64_decode(text, "Match ID", 12)?;
    let mut bit = 0;
    let mut values = [0u32; 13];
    for (value, width) in values.iter_mut().zip(WIDTHS) {
        for i in 0..width {
            *value |= u32::from(bytes[bit / 8] >> (bit % 8) & 1) << i;
            bit += 1;
        }
    }
    let [cube, owner, on_roll, crawford, state, turn, doubled, resign, d1, d2, length, s0, s1] =
        values;
    let bad = |m: &str| Err(DecodeError::new(format!("Match ID: {m}")));
    if owner == 2 {
        return bad("cube owner 2 is not a player");
    }
    if state > 4 {
        return bad("unknown game state");
    }
    if d1 > 6 || d2 > 6 || (d1 == 0) != (d2 == 0) {
        return bad("dice out of range");
    }
    Ok(MatchId {
        cube: 1 << cube,
        cube_owner: (owner < 2).then_some(owner as u8),
        on_roll: on_roll as u8,
        crawford: crawford == 1,
        game_state: state as u8,
        turn: turn as u8,
        doubled: doubled == 1,
        resignation: resign as u8,
        dice: [d1 as u8, d2 as u8],
        match_length: length,
        score: [s0, s1],
    })
}
