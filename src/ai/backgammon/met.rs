//! The match equity table: a side's chance of winning a match from a score, given as the
//! points each side still needs ("away"). The cube's match decisions weigh every result of the
//! game by the match winning chance it leaves.
//!
//! The figures are the **Kazaross-XG2** table (Copyright (C) 2011 Neil Kazaross: rolled out
//! with eXtreme Gammon to 9-away and with GNU Backgammon to 15-away, then extended to 25-away
//! by projected take points), as GNU Backgammon ships it (`met/Kazaross-XG2.xml`, transcribed
//! by Michael Petch), with its post-Crawford row. Scores beyond 25-away, which the table does
//! not reach, use a normal approximation fitted to the table's far corner (see
//! [`match_equity`]).
//!
//! ```
//! use tabula::ai::backgammon::met::match_equity;
//! // At 2-away 2-away the sides are even; the leader of a 5-point match at 1-0 has 57.7%.
//! assert_eq!(match_equity(2, 2, false), 0.5);
//! assert!((match_equity(4, 5, false) - 0.57732).abs() < 1e-6);
//! ```

use super::met_table::{POST_CRAWFORD, PRE_CRAWFORD};

/// The largest away the table gives.
pub const TABLE_AWAY: u32 = 25;

/// How wide a normal spread of the match's result is per square root of the points left to
/// play, fitted by least squares to the table at 15- to 25-away (largest error there 0.7%).
const SPREAD: f32 = 1.82;

/// The chance that a side needing `mine` points wins the match against a side needing
/// `theirs`. A side needing 0 (or less: a win past the match length) has won. With one side a
/// point short, `post_crawford` tells whether the Crawford game has been played (after it the
/// trailer doubles at once; before it, the next game is the Crawford game, which the table's
/// 1-away row holds).
pub fn match_equity(mine: u32, theirs: u32, post_crawford: bool) -> f32 {
    match (mine, theirs) {
        (0, _) => 1.0,
        (_, 0) => 0.0,
        (1, 1) => 0.5,
        (1, t) if post_crawford => 1.0 - post_crawford_trailer(t),
        (m, 1) if post_crawford => post_crawford_trailer(m),
        (m, t) if m <= TABLE_AWAY && t <= TABLE_AWAY => {
            PRE_CRAWFORD[m as usize - 1][t as usize - 1]
        }
        (m, t) => beyond_table(m, t),
    }
}

/// A score past the table: the normal approximation, kept on the right side of the table's
/// last row or column so that needing fewer points is never worse.
fn beyond_table(mine: u32, theirs: u32) -> f32 {
    let normal = normal_equity(mine, theirs);
    let last = TABLE_AWAY as usize - 1;
    if theirs <= TABLE_AWAY {
        normal.min(PRE_CRAWFORD[last][theirs as usize - 1])
    } else if mine <= TABLE_AWAY {
        normal.max(PRE_CRAWFORD[mine as usize - 1][last])
    } else {
        normal
    }
}

/// The trailer's chance after the Crawford game, needing `away` points against 1.
fn post_crawford_trailer(away: u32) -> f32 {
    match POST_CRAWFORD.get(away as usize - 1) {
        Some(&equity) => equity,
        // Past the table the trailer needs more points than the table lists: no more than at
        // its last column, and no more than the normal approximation gives.
        None => normal_equity(away, 1).min(POST_CRAWFORD[POST_CRAWFORD.len() - 1]),
    }
}

/// A long match's equity: the result's spread grows with the square root of the points to play,
/// so the chance is the normal distribution's at the lead over that spread.
fn normal_equity(mine: u32, theirs: u32) -> f32 {
    let lead = theirs as f32 - mine as f32;
    normal_cdf(lead / (SPREAD * ((mine + theirs) as f32).sqrt()))
}

/// The standard normal distribution function, by the error function's approximation 7.1.26 of
/// Abramowitz and Stegun (error below 1.5e-7).
fn normal_cdf(z: f32) -> f32 {
    let x = f64::from(z.abs()) / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-x * x).exp();
    let half = 0.5 * erf as f32;
    if z >= 0.0 {
        0.5 + half
    } else {
        0.5 - half
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_a_zero_sum_between_the_sides() {
        for mine in 1..=30 {
            for theirs in 1..=30 {
                let sum = match_equity(mine, theirs, false) + match_equity(theirs, mine, false);
                assert!((sum - 1.0).abs() < 1e-5, "{mine}-away {theirs}-away: {sum}");
            }
        }
    }

    #[test]
    fn needing_fewer_points_is_never_worse() {
        for post in [false, true] {
            for theirs in 1..=30 {
                for mine in 1..30 {
                    let (near, far) = (
                        match_equity(mine, theirs, post),
                        match_equity(mine + 1, theirs, post),
                    );
                    assert!(
                        near + 1e-6 >= far,
                        "{mine} vs {theirs} ({post}): {near} < {far}"
                    );
                }
            }
        }
    }

    #[test]
    fn published_figures_are_read_where_they_stand() {
        // Kazaross-XG2: the Crawford game's leader at 1-away 2-away, 2-away 4-away, and the
        // post-Crawford trailer at 2-away.
        assert_eq!(match_equity(1, 2, false), 0.67736);
        assert_eq!(match_equity(2, 4, false), 0.66870);
        assert_eq!(match_equity(2, 1, true), 0.48803);
        assert_eq!(match_equity(1, 2, true), 1.0 - 0.48803);
    }

    #[test]
    fn the_approximation_meets_the_table_at_its_edge() {
        let table = match_equity(25, 20, false);
        let normal = normal_equity(25, 20);
        assert!((table - normal).abs() < 0.01, "{table} {normal}");
        assert!(match_equity(200, 100, false) < 0.01);
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-6);
        assert!((normal_cdf(1.0) - 0.841_344_7).abs() < 1e-5);
    }
}
