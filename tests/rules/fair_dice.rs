//! Dice neither of two devices can choose (issue 26, 3): commit and reveal with hash chains
//! (`rules::fair_dice`, docs/fair-dice.md). Each device's values hash back to its commitment,
//! both devices draw the same dice, the dice are as even as fair dice, and a device that
//! re-draws, replays or edits is caught.

use tabula::rules::dice_stats::{DiceCounts, Evenness, Throw};
use tabula::rules::fair_dice::{Chain, DiceError, Digest, FairDice, ROLLS};
use tabula::rules::Seat;

fn seed(n: u8) -> [u8; 32] {
    let mut seed = [0u8; 32];
    for (i, byte) in seed.iter_mut().enumerate() {
        *byte = n.wrapping_mul(31).wrapping_add(i as u8);
    }
    seed
}

/// Both devices' view of a game whose two chains come from seeds `a` and `b`.
fn table(a: u8, b: u8) -> (Chain, Chain, FairDice) {
    let (white, black) = (Chain::new(seed(a)), Chain::new(seed(b)));
    let dice = FairDice::new([white.commitment(), black.commitment()]);
    (white, black, dice)
}

#[test]
fn fair_dice_each_value_hashes_back_to_the_commitment_and_both_devices_draw_the_same() {
    let (white, black, mut mine) = table(1, 2);
    let mut theirs = mine.clone();
    for roll in 1..=60 {
        for dice in [&mut mine, &mut theirs] {
            dice.reveal(Seat(0), roll, white.value(roll)).unwrap();
            dice.reveal(Seat(1), roll, black.value(roll)).unwrap();
        }
        assert_eq!(mine.roll(roll, 36), theirs.roll(roll, 36));
    }
    assert_eq!(mine.shown(Seat(1)), (60, black.value(60)));
    // A game kept and read back goes on as before.
    let kept = FairDice::from_shown([mine.shown(Seat(0)), mine.shown(Seat(1))]);
    assert_eq!(kept, mine);
    assert_eq!(kept.roll(17, 36), mine.roll(17, 36));
}

#[test]
fn fair_dice_are_as_even_as_fair_dice() {
    let (white, black, mut dice) = table(7, 9);
    let mut counts = DiceCounts::default();
    for roll in 1..=3000 {
        dice.reveal(Seat(0), roll, white.value(roll)).unwrap();
        dice.reveal(Seat(1), roll, black.value(roll)).unwrap();
        let pair = dice.roll(roll, 36).unwrap();
        counts.add(Throw::Pair((pair / 6) as u8 + 1, (pair % 6) as u8 + 1));
    }
    let fit = counts.fit().expect("enough dice");
    assert_eq!(fit.evenness(), Evenness::AsUsual, "{counts:?} {fit:?}");
}

#[test]
fn fair_dice_a_roll_needs_both_values() {
    let (white, _, mut dice) = table(1, 2);
    dice.reveal(Seat(0), 1, white.value(1)).unwrap();
    assert_eq!(dice.roll(1, 6), Err(DiceError::NotShown(1)));
    assert_eq!(dice.roll(0, 6), Err(DiceError::OutOfRange(0)));
}

#[test]
fn fair_dice_a_device_that_draws_again_replays_or_edits_is_caught() {
    let (white, black, mut dice) = table(1, 2);
    dice.reveal(Seat(0), 1, white.value(1)).unwrap();
    dice.reveal(Seat(1), 1, black.value(1)).unwrap();
    let drawn = dice.roll(1, 36).unwrap();
    let before = dice.clone();
    // Black's device, after a reload, tries a new seed for the next roll: not its chain.
    let other = Chain::new(seed(99));
    assert_eq!(
        dice.reveal(Seat(1), 2, other.value(2)),
        Err(DiceError::NotFromChain {
            seat: Seat(1),
            roll: 2
        })
    );
    // An old link opened again shows roll 1's value once more: refused.
    assert_eq!(
        dice.reveal(Seat(1), 1, black.value(1)),
        Err(DiceError::Replayed {
            seat: Seat(1),
            roll: 1,
            shown: 1
        })
    );
    assert_eq!(dice, before, "a refused value changes nothing");
    // A link whose roll was edited to better dice: the values give another.
    let edited = (drawn + 1) % 36;
    assert_eq!(
        dice.check(1, 36, edited),
        Err(DiceError::Mismatch {
            roll: 1,
            played: edited,
            drawn
        })
    );
    assert!(dice.check(1, 36, drawn).is_ok());
    // A seat that skips a roll's value shows a later one: it still hashes back, and the
    // skipped roll's value follows from it.
    dice.reveal(Seat(0), 3, white.value(3)).unwrap();
    dice.reveal(Seat(1), 3, black.value(3)).unwrap();
    assert!(dice.roll(2, 36).is_ok());
    assert_eq!(
        dice.reveal(Seat(0), ROLLS + 1, white.value(ROLLS)),
        Err(DiceError::OutOfRange(ROLLS + 1))
    );
}

#[test]
fn fair_dice_values_travel_as_hex_and_bad_text_is_refused() {
    let value = Chain::new(seed(5)).value(12);
    let text = value.to_hex();
    assert_eq!(text.len(), 64);
    assert_eq!(Digest::from_hex(&text), Some(value));
    assert_eq!(Digest::from_hex(&text.to_uppercase()), Some(value));
    for bad in [
        "",
        "00",
        &text[1..],
        &format!("{}g", &text[1..]),
        "é".repeat(32).as_str(),
    ] {
        assert_eq!(Digest::from_hex(bad), None, "{bad:?}");
    }
}
