//! Whether dice look fair: counts per face and per double beside what fair dice would give,
//! and Pearson's chi-square goodness-of-fit test on the faces with its p-value (the chance that
//! fair dice come out at least this uneven). No game in here: a game says what a chance move
//! showed as a [`Throw`], and the page words the [`Evenness`].
//!
//! ```
//! use tabula::rules::dice_stats::{DiceCounts, Evenness, Throw};
//! let mut counts = DiceCounts::default();
//! for face in (1..=6).cycle().take(60) {
//!     counts.add(Throw::Die(face));
//! }
//! counts.add(Throw::Pair(3, 3));
//! assert_eq!(counts.faces, [10, 10, 12, 10, 10, 10]);
//! assert_eq!(counts.doubles, [0, 0, 1, 0, 0, 0]);
//! let fit = counts.fit().unwrap();
//! assert_eq!(fit.evenness(), Evenness::AsUsual);
//! ```

/// What one chance move showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Throw {
    /// One die (Ludo's throws).
    Die(u8),
    /// Two dice thrown together, which may come up a double (backgammon's rolls).
    Pair(u8, u8),
    /// Two dice that cannot come up equal (backgammon's opening roll, where a tie is thrown
    /// again before anything is recorded): their faces count, but not towards the doubles.
    Unequal(u8, u8),
}

/// Fewer dice than this and some face's expected count is under 5, below which the
/// chi-square distribution no longer describes the statistic well (the usual rule of thumb).
pub const MIN_DICE_FOR_TEST: u32 = 30;

/// The test's degrees of freedom: six faces, less one for the fixed total.
pub const DEGREES_OF_FREEDOM: u32 = 5;

/// Counts of faces and doubles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiceCounts {
    /// How often each face, 1 to 6, came up, counting every die.
    pub faces: [u32; 6],
    /// How often each double, 1-1 to 6-6, came up.
    pub doubles: [u32; 6],
    /// The throws that could have been a double: what the expected doubles are counted over.
    pub pairs: u32,
}

impl DiceCounts {
    /// Counts a throw. A face outside 1 to 6 is left out (a game never shows one; a damaged
    /// record is not worth a panic).
    pub fn add(&mut self, throw: Throw) {
        match throw {
            Throw::Die(face) => self.add_face(face),
            Throw::Unequal(a, b) => {
                self.add_face(a);
                self.add_face(b);
            }
            Throw::Pair(a, b) => {
                self.add_face(a);
                self.add_face(b);
                self.pairs += 1;
                if a == b {
                    if let Some(count) = slot(&mut self.doubles, a) {
                        *count += 1;
                    }
                }
            }
        }
    }

    fn add_face(&mut self, face: u8) {
        if let Some(count) = slot(&mut self.faces, face) {
            *count += 1;
        }
    }

    /// How many dice were counted.
    pub fn dice(&self) -> u32 {
        self.faces.iter().sum()
    }

    /// How often fair dice show each face in this many dice.
    pub fn expected_face(&self) -> f64 {
        f64::from(self.dice()) / 6.0
    }

    /// How often fair dice show each double in this many pairs (1 in 36).
    pub fn expected_double(&self) -> f64 {
        f64::from(self.pairs) / 36.0
    }

    /// Pearson's statistic on the faces: the sum over faces of (seen - expected)² / expected;
    /// 0 with no dice.
    pub fn chi_square(&self) -> f64 {
        let expected = self.expected_face();
        if expected == 0.0 {
            return 0.0;
        }
        self.faces
            .iter()
            .map(|&seen| (f64::from(seen) - expected).powi(2) / expected)
            .sum()
    }

    /// The test on the faces, once there are enough dice for it to mean something.
    pub fn fit(&self) -> Option<Fit> {
        (self.dice() >= MIN_DICE_FOR_TEST).then(|| {
            let chi_square = self.chi_square();
            Fit {
                chi_square,
                p: upper_tail_5(chi_square),
            }
        })
    }
}

/// The count of face (or double) `face`, 1 to 6.
fn slot(counts: &mut [u32; 6], face: u8) -> Option<&mut u32> {
    counts.get_mut(usize::from(face).checked_sub(1)?)
}

/// The chi-square test's result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub chi_square: f64,
    /// The chance that fair dice give a statistic at least this large.
    pub p: f64,
}

/// How even the faces are, in the bands the page words (docs/dice.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evenness {
    /// p ≥ 0.05: nineteen fair samples in twenty are at least this uneven or less.
    AsUsual,
    /// 0.001 ≤ p < 0.05: uncommon for fair dice, but a few games in a hundred show it.
    LessEven,
    /// p < 0.001: fair dice come out this uneven less than once in a thousand.
    FarLessEven,
}

impl Fit {
    pub fn evenness(&self) -> Evenness {
        if self.p >= 0.05 {
            Evenness::AsUsual
        } else if self.p >= 0.001 {
            Evenness::LessEven
        } else {
            Evenness::FarLessEven
        }
    }
}

/// P(X ≥ x) for X chi-square distributed with 5 degrees of freedom. For an odd number of
/// degrees the tail has a closed form in the normal distribution's:
/// Q(x) = erfc(√(x/2)) + √(2x/π) e^(−x/2) (1 + x/3).
pub fn upper_tail_5(x: f64) -> f64 {
    // No statistic (or none readable) is as even as can be; the approximation below would
    // say 0.999999999 there.
    if x.is_nan() || x <= 0.0 {
        return 1.0;
    }
    let tail = erfc((x / 2.0).sqrt())
        + (2.0 * x / std::f64::consts::PI).sqrt() * (-x / 2.0).exp() * (1.0 + x / 3.0);
    tail.clamp(0.0, 1.0)
}

/// The complementary error function for z ≥ 0, by Abramowitz and Stegun's formula 7.1.26
/// (absolute error under 1.5e-7, far below the bands' edges). Being a polynomial times
/// e^(−z²), it stays accurate in proportion as it falls towards 0.
fn erfc(z: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * z);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    poly * (-z * z).exp()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rng;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn the_tail_matches_the_printed_table_of_five_degrees() {
        // Critical values of the chi-square distribution with 5 degrees of freedom, as every
        // statistics table prints them, and the tail at the mean and at 0.
        for (x, p) in [
            (11.070, 0.05),
            (15.086, 0.01),
            (20.515, 0.001),
            (9.236, 0.10),
            (1.145, 0.95),
            (0.554, 0.99),
        ] {
            let tail = upper_tail_5(x);
            assert!(close(tail, p, p * 0.01), "Q({x}) = {tail}, the table {p}");
        }
        assert!(close(upper_tail_5(5.0), 0.415_880, 1e-5));
        assert_eq!(upper_tail_5(0.0), 1.0);
        assert_eq!(
            upper_tail_5(-3.0),
            1.0,
            "a negative statistic is read as none"
        );
        assert_eq!(upper_tail_5(f64::NAN), 1.0);
        assert!(upper_tail_5(200.0) < 1e-35 && upper_tail_5(200.0) >= 0.0);
    }

    #[test]
    fn the_tail_falls_as_the_statistic_grows() {
        let mut last = 1.0;
        for tenth in 1..600 {
            let x = f64::from(tenth) / 10.0;
            let tail = upper_tail_5(x);
            assert!(tail < last, "Q({x}) = {tail} after {last}");
            last = tail;
        }
    }

    #[test]
    fn perfectly_even_faces_give_no_statistic_and_p_one() {
        let counts = DiceCounts {
            faces: [7; 6],
            ..DiceCounts::default()
        };
        assert_eq!(counts.chi_square(), 0.0);
        assert_eq!(counts.fit().map(|f| f.evenness()), Some(Evenness::AsUsual));
        assert!(close(counts.fit().unwrap().p, 1.0, 1e-7));
    }

    #[test]
    fn the_statistic_is_pearsons_sum() {
        // 60 dice, 10 expected a face: (14-10)²/10 + (6-10)²/10 = 3.2.
        let counts = DiceCounts {
            faces: [14, 6, 10, 10, 10, 10],
            ..DiceCounts::default()
        };
        assert!(close(counts.chi_square(), 3.2, 1e-12));
        assert_eq!(counts.expected_face(), 10.0);
    }

    #[test]
    fn too_few_dice_give_no_test() {
        let mut counts = DiceCounts::default();
        assert_eq!(counts.fit(), None);
        assert_eq!(counts.chi_square(), 0.0, "no dice, no statistic");
        for _ in 0..MIN_DICE_FOR_TEST - 1 {
            counts.add(Throw::Die(6));
        }
        assert_eq!(counts.fit(), None);
        counts.add(Throw::Die(6));
        assert_eq!(
            counts.fit().map(|f| f.evenness()),
            Some(Evenness::FarLessEven),
            "thirty sixes"
        );
    }

    #[test]
    fn a_pair_counts_both_faces_and_its_double_the_opening_roll_no_double() {
        let mut counts = DiceCounts::default();
        counts.add(Throw::Pair(6, 6));
        counts.add(Throw::Pair(5, 2));
        counts.add(Throw::Unequal(3, 1));
        counts.add(Throw::Die(4));
        assert_eq!(counts.faces, [1, 1, 1, 1, 1, 2]);
        assert_eq!(counts.doubles, [0, 0, 0, 0, 0, 1]);
        assert_eq!(counts.pairs, 2, "the opening roll could not be a double");
        assert_eq!(counts.dice(), 7);
        assert!(close(counts.expected_double(), 2.0 / 36.0, 1e-12));
    }

    #[test]
    fn faces_outside_one_to_six_are_left_out() {
        let mut counts = DiceCounts::default();
        counts.add(Throw::Die(0));
        counts.add(Throw::Die(7));
        counts.add(Throw::Pair(0, 0));
        counts.add(Throw::Unequal(9, 200));
        assert_eq!(counts.faces, [0; 6]);
        assert_eq!(counts.doubles, [0; 6]);
    }

    #[test]
    fn six_thousand_seeded_throws_are_as_even_as_fair_dice() {
        let mut rng = Rng::new(0x5EED_D1CE);
        let mut counts = DiceCounts::default();
        for _ in 0..6000 {
            counts.add(Throw::Die(rng.below(6) as u8 + 1));
        }
        let fit = counts.fit().unwrap();
        assert!(fit.p > 0.01, "{counts:?}: {fit:?}");
    }

    #[test]
    fn fair_samples_fall_under_five_percent_about_one_time_in_twenty() {
        // The p-value of fair dice is spread evenly between 0 and 1: of 400 seeded samples of
        // 600 throws, about 20 fall under 0.05 and about 200 under 0.5.
        let mut rng = Rng::new(42);
        let (mut under_5, mut under_50) = (0, 0);
        for _ in 0..400 {
            let mut counts = DiceCounts::default();
            for _ in 0..600 {
                counts.add(Throw::Die(rng.below(6) as u8 + 1));
            }
            let p = counts.fit().unwrap().p;
            under_5 += usize::from(p < 0.05);
            under_50 += usize::from(p < 0.5);
        }
        assert!((8..=34).contains(&under_5), "{under_5} of 400 under 0.05");
        assert!(
            (170..=230).contains(&under_50),
            "{under_50} of 400 under 0.5"
        );
    }

    #[test]
    fn loaded_dice_give_a_tiny_p() {
        // A die that shows 6 one time in four instead of one in six, over 600 throws.
        let mut rng = Rng::new(7);
        let mut counts = DiceCounts::default();
        for _ in 0..600 {
            let face = if rng.below(4) == 0 {
                6
            } else {
                rng.below(5) as u8 + 1
            };
            counts.add(Throw::Die(face));
        }
        let fit = counts.fit().unwrap();
        assert!(fit.p < 0.001, "{counts:?}: {fit:?}");
        assert_eq!(fit.evenness(), Evenness::FarLessEven);
    }

    #[test]
    fn the_bands_part_at_five_percent_and_one_in_a_thousand() {
        let band = |p| Fit { chi_square: 0.0, p }.evenness();
        assert_eq!(band(0.05), Evenness::AsUsual);
        assert_eq!(band(0.049), Evenness::LessEven);
        assert_eq!(band(0.001), Evenness::LessEven);
        assert_eq!(band(0.000_9), Evenness::FarLessEven);
    }
}
