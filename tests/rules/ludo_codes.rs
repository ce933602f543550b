//! The Ludo position code (`tabula::games::ludo::codec`): version 2 round trips, version 1
//! codes still open, and only positions the rules can hold are accepted, each refusal saying
//! why (issue 11, 2.4: "decoders accept only positions the rules can hold").

use tabula::games::ludo::{Ludo, LudoOptions};
use tabula::rules::{Game, Seat};

fn decode(code: &str) -> Result<Ludo, String> {
    Ludo::decode(code, &LudoOptions::default()).map_err(|e| e.message)
}

/// Asserts that each code is refused with a message containing the words.
fn refused(cases: &[(&str, &str)]) {
    for (code, words) in cases {
        match decode(code) {
            Ok(game) => panic!("{code} was accepted: {game:?}"),
            Err(message) => assert!(message.contains(words), "{code}: {message}"),
        }
    }
}

#[test]
fn version_two_codes_round_trip() {
    for code in [
        "L2.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.s0000.-.-.-",
        "L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s-40.4.-.-",
        "L2.RY.45,45,45,44:3,0,0,0.m0.1.-.-",
        "L2.RBY.45,45,45,45:3,0,0,0:45,45,45,45.x.2.021.-",
        // Players who left: during the start, while racing, and at the end.
        "L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s-00.-.-.0",
        "L2.RBYG.5,0,0,0:0,0,0,0:12,0,0,0:0,0,0,0.r2.4.-.1",
        "L2.RBYG.45,45,45,45:0,0,0,0:0,0,0,0:7,0,0,0.x.3.0321.12",
        // Blue left before anyone threw.
        "L2.RB.0,0,0,0:0,0,0,0.x.-.01.1",
    ] {
        assert_eq!(decode(code).map(|g| g.encode()), Ok(code.to_string()));
    }
}

#[test]
fn version_one_codes_still_open_and_are_written_as_version_two() {
    let game = decode("L1.RY.45,45,45,44:3,0,0,0.m0.1.-").unwrap();
    assert_eq!(game.encode(), "L2.RY.45,45,45,44:3,0,0,0.m0.1.-.-");
    assert!(game.leavers().is_empty());
    let start = decode("L1.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.s0000.-.-").unwrap();
    assert_eq!(start, Ludo::new(&LudoOptions::default()));
    let over = decode("L1.RBY.45,45,45,45:3,0,0,0:45,45,45,45.x.2.021").unwrap();
    assert_eq!(over.ranking(), vec![Seat(0), Seat(2), Seat(1)]);
}

#[test]
fn malformed_codes_say_what_is_wrong() {
    refused(&[
        ("", "empty"),
        ("L3.RB.0,0,0,0:0,0,0,0.r0.1.-.-", "version"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.1.-", "seven parts"),
        ("L1.RB.0,0,0,0:0,0,0,0.r0.1.-.-", "six in version L1"),
        ("L2.RR.0,0,0,0:0,0,0,0.r0.1.-.-", "distinct"),
        ("L2.BR.0,0,0,0:0,0,0,0.r0.1.-.-", "order R, B, Y, G"),
        ("L2.RX.0,0,0,0:0,0,0,0.r0.1.-.-", "not a colour"),
        ("L2.R.0,0,0,0.r0.1.-.-", "2 to 4"),
        ("L2.RB.0,0,0,0.r0.1.-.-", "pieces for 2 players"),
        ("L2.RB.0,0,0:0,0,0,0.r0.1.-.-", "four pieces"),
        ("L2.RB.0,0,0,46:0,0,0,0.r0.1.-.-", "0 to 45"),
        ("L2.RB.0,0,0,0:0,0,0,0.r2.1.-.-", "not a seat"),
        ("L2.RB.0,0,0,0:0,0,0,0.q0.1.-.-", "unknown phase"),
        ("L2.RB.0,0,0,0:0,0,0,0.x0.1.-.-", "unknown phase"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.7.-.-", "not 1 to 6"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.0.-.-", "not 1 to 6"),
        ("L2.RB.0,0,0,0:0,0,0,0.m0.-.-.-", "needs a die"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.1.2.-", "ranking is not a seat"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.1.-.00", "appears twice"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.1..-", "empty"),
        ("L2.RB.0,0,0,0:0,0,0,0.s0x.-.-.-", "not a start throw"),
        ("L2.RB.0,0,0,0:0,0,0,0.s000.-.-.-", "one mark per player"),
    ]);
}

/// issue 11, 2.4: numbers are plain decimals, as the encoder writes them; signs, leading zeros
/// and other digits were read as numbers before (Rust's integer parsing takes a `+`).
#[test]
fn numbers_are_plain_decimals() {
    refused(&[
        ("L2.RB.+5,0,0,0:0,0,0,0.r0.1.-.-", "not a piece position"),
        ("L2.RB.05,0,0,0:0,0,0,0.r0.1.-.-", "not a piece position"),
        ("L2.RB.5,0,0,0:0,0,0,0.r+1.1.-.-", "not a seat"),
        ("L2.RB.5,0,0,0:0,0,0,0.r01.1.-.-", "not a seat"),
        ("L2.RB.5,0,0,0:0,0,0,0.r1.06.-.-", "not 1 to 6"),
        ("L2.RB.5,0,0,0:0,0,0,0.r1.+6.-.-", "not 1 to 6"),
        ("L2.RB.5,0,0,0:0,0,0,0.r1.٣.-.-", "not 1 to 6"),
    ]);
    let huge = format!("L2.RB.{}:0,0,0,0.r0.1.-.-", "9".repeat(100_000));
    let message = decode(&huge).unwrap_err();
    assert!(
        message.len() < 100,
        "the message quotes a few characters only"
    );
}

/// issue 11, 2.4: the board, the finished players and the turn must agree.
#[test]
fn positions_the_race_cannot_reach_are_refused() {
    refused(&[
        ("L2.RB.1,0,0,0:31,0,0,0.r0.1.-.-", "share field"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.1.0.-", "ranking does not match"),
        (
            "L2.RB.45,45,45,45:0,0,0,0.r1.1.-.-",
            "ranking does not match",
        ),
        (
            "L2.RBY.45,45,45,45:0,0,0,0:0,0,0,0.r0.1.0.-",
            "already finished",
        ),
        ("L2.RB.45,45,45,45:0,0,0,0.r1.1.0.-", "should be over"),
        (
            "L2.RBY.45,45,45,45:3,0,0,0:4,0,0,0.x.2.012.-",
            "one player left racing",
        ),
        ("L2.RB.3,0,0,0:4,0,0,0.x.2.01.-", "one player left racing"),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.-.-.-", "die is missing"),
        ("L2.RB.5,0,0,0:0,0,0,0.x.-.01.1", "die is missing"),
    ]);
}

/// issue 11, 2.5 and 2.4: a player who left has no pieces, is not on turn, and ranks last.
#[test]
fn positions_with_players_who_left_must_be_consistent() {
    refused(&[
        (
            "L2.RBY.5,0,0,0:0,0,0,0:0,0,0,0.r1.3.-.0",
            "still has pieces",
        ),
        (
            "L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.r0.3.-.0",
            "has left the race",
        ),
        ("L2.RBY.0,0,0,0:0,0,0,0:3,0,0,0.r2.3.-.01", "should be over"),
        (
            "L2.RBY.45,45,45,45:3,0,0,0:0,0,0,0.x.2.021.2",
            "latest first",
        ),
        (
            "L2.RBYG.45,45,45,45:0,0,0,0:0,0,0,0:7,0,0,0.x.3.0312.12",
            "latest first",
        ),
        ("L2.RB.0,0,0,0:0,0,0,0.r0.1.-.2", "not a seat"),
    ]);
}

/// issue 11, 2.4: the start contest has two contenders or more, who throw in seat order, and
/// the die shows the last throw.
#[test]
fn start_contests_the_rules_cannot_hold_are_refused() {
    refused(&[
        ("L2.RB.0,0,0,0:0,0,0,0.s-0.-.-.-", "at least two"),
        (
            "L2.RBY.1,0,0,0:0,0,0,0:0,0,0,0.s000.-.-.-",
            "before the start",
        ),
        (
            "L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s000.-.-.1",
            "who left cannot throw",
        ),
        ("L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s045.5.-.-", "seat order"),
        ("L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s-40.5.-.-", "last throw"),
        ("L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s-40.-.-.-", "last throw"),
        ("L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s0-0.-.-.-", "tie"),
        ("L2.RB.0,0,0,0:0,0,0,0.s34.4.-.-", "no player is left"),
    ]);
}

/// Every accepted code plays on: the player on turn has a move, or chance throws.
#[test]
fn accepted_codes_play_on() {
    for code in [
        "L2.RBY.0,0,0,0:0,0,0,0:0,0,0,0.s-00.-.-.0",
        "L2.RBYG.5,0,0,0:0,0,0,0:12,0,0,0:0,0,0,0.r2.4.-.1",
        "L2.RBYG.5,0,0,0:0,0,0,0:12,0,0,0:0,0,0,0.m3.2.-.1",
    ] {
        let game = decode(code).unwrap();
        assert!(game.outcome().is_none());
        assert!(!game.next_moves().is_empty(), "{code}");
    }
}
