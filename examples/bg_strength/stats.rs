//! 95% intervals (normal approximation) for the figures printed: a mean of per-game values,
//! and a pooled rate (a total over a count, like errors per move) across independent units,
//! whose spread comes from the units' own rates (the ratio estimator's variance).

/// 1.96: the normal distribution's two-sided 95% point.
const Z95: f64 = 1.96;

/// The mean of `values` and its interval's half-width (0 with fewer than two values).
pub fn mean(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if values.is_empty() {
        return (0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, 0.0);
    }
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, Z95 * (var / n).sqrt())
}

/// Σtotal / Σcount over units of (total, count), with its interval's half-width; `None` when
/// the counts sum to nothing.
pub fn pooled_rate(units: &[(f64, f64)]) -> Option<(f64, f64)> {
    let total: f64 = units.iter().map(|u| u.0).sum();
    let count: f64 = units.iter().map(|u| u.1).sum();
    if count <= 0.0 {
        return None;
    }
    let rate = total / count;
    let n = units.len() as f64;
    if units.len() < 2 {
        return Some((rate, 0.0));
    }
    let mean_count = count / n;
    let spread = units
        .iter()
        .map(|(t, c)| (t - rate * c).powi(2))
        .sum::<f64>()
        / (n - 1.0);
    Some((rate, Z95 * (spread / n).sqrt() / mean_count))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pooled_rate_weighs_units_by_their_counts() {
        let (rate, half) = pooled_rate(&[(1.0, 10.0), (3.0, 10.0)]).expect("counts");
        assert!((rate - 0.2).abs() < 1e-12);
        assert!(half > 0.0);
        let (rate, half) = pooled_rate(&[(2.0, 10.0), (4.0, 20.0)]).expect("counts");
        assert!((rate - 0.2).abs() < 1e-12 && half.abs() < 1e-12);
        assert!(pooled_rate(&[(0.0, 0.0)]).is_none());
        assert_eq!(mean(&[1.0, 3.0]).0, 2.0);
    }
}
