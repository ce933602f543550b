//! The engine's reasons for a backgammon decision, for a person to read: the chances it sees
//! and its verdict on the cube or on a resignation. They travel as numbers and a verdict, so
//! the page words them in its own language (`src/ui/session/hint.rs`); [`fmt::Display`] writes them in
//! English (tests, the command line).
//!
//! ```
//! use tabula::ai::backgammon::advice::{Advice, Verdict};
//! let advice = Advice {
//!     chances: [0.632, 0.181, 0.009, 0.084, 0.003],
//!     verdict: Some(Verdict::NoDoubleTake),
//! };
//! assert_eq!(
//!     advice.to_string(),
//!     "Win 63.2% (gammon 18.1%, backgammon 0.9%), lose gammon 8.4% (backgammon 0.3%); no double, take"
//! );
//! ```

use crate::rules::codec::decimal;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::chances::Chances;

/// Chances and a verdict, from the point of view of the side the advice is for.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    /// Win, win a gammon, win a backgammon, lose a gammon, lose a backgammon: 0 to 1, the
    /// gammons including backgammons.
    pub chances: [f32; 5],
    /// The cube action or the answer to a resignation; none for a play.
    pub verdict: Option<Verdict>,
}

/// What the engine would do with the cube or with a resignation offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Doubling is not allowed here (the cube is the other side's, the Crawford game...).
    NoCubeAction,
    DoubleTake,
    DoublePass,
    NoDoubleTake,
    TooGoodPass,
    /// A resignation at this level (`single`, `gammon`, `backgammon`) is worth accepting.
    Accept(ResignLevel),
    Reject(ResignLevel),
}

/// Every verdict, in the order of [`VERDICT_NAMES`].
const VERDICTS: [Verdict; 11] = [
    Verdict::NoCubeAction,
    Verdict::DoubleTake,
    Verdict::DoublePass,
    Verdict::NoDoubleTake,
    Verdict::TooGoodPass,
    Verdict::Accept(ResignLevel::Single),
    Verdict::Accept(ResignLevel::Gammon),
    Verdict::Accept(ResignLevel::Backgammon),
    Verdict::Reject(ResignLevel::Single),
    Verdict::Reject(ResignLevel::Gammon),
    Verdict::Reject(ResignLevel::Backgammon),
];

/// A verdict's name between the worker and the page: one word each, the resignation's level
/// in it, read back by a lookup (serde's own form of an enum with data is 2 kB of the wasm).
const VERDICT_NAMES: [&str; 11] = [
    "no-cube-action",
    "double-take",
    "double-pass",
    "no-double-take",
    "too-good-pass",
    "accept-single",
    "accept-gammon",
    "accept-backgammon",
    "reject-single",
    "reject-gammon",
    "reject-backgammon",
];

impl Serialize for Verdict {
    fn serialize<S: serde::Serializer>(&self, writer: S) -> Result<S::Ok, S::Error> {
        let index = VERDICTS.iter().position(|v| v == self).unwrap_or(0);
        writer.serialize_str(VERDICT_NAMES[index])
    }
}

impl<'de> Deserialize<'de> for Verdict {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        Ok(VERDICTS[crate::rules::codec::unit_variant(reader, &VERDICT_NAMES)?])
    }
}

/// The level of a resignation offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ResignLevel {
    Single,
    Gammon,
    Backgammon,
}

impl<'de> serde::Deserialize<'de> for ResignLevel {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let all = [
            ResignLevel::Single,
            ResignLevel::Gammon,
            ResignLevel::Backgammon,
        ];
        Ok(all[crate::rules::codec::unit_variant(reader, &["single", "gammon", "backgammon"])?])
    }
}

impl Advice {
    pub fn new(chances: &Chances, verdict: Option<Verdict>) -> Advice {
        Advice {
            chances: [
                chances.win,
                chances.win_gammon,
                chances.win_backgammon,
                chances.lose_gammon,
                chances.lose_backgammon,
            ],
            verdict,
        }
    }
}

impl ResignLevel {
    pub fn name(self) -> &'static str {
        match self {
            ResignLevel::Single => "single",
            ResignLevel::Gammon => "gammon",
            ResignLevel::Backgammon => "backgammon",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::NoCubeAction => f.write_str("no cube action"),
            Verdict::DoubleTake => f.write_str("double, take"),
            Verdict::DoublePass => f.write_str("double, pass"),
            Verdict::NoDoubleTake => f.write_str("no double, take"),
            Verdict::TooGoodPass => f.write_str("too good to double, pass"),
            Verdict::Accept(level) => write!(f, "{} offered: accept", level.name()),
            Verdict::Reject(level) => write!(f, "{} offered: reject", level.name()),
        }
    }
}

impl fmt::Display for Advice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [win, win_gammon, win_backgammon, lose_gammon, lose_backgammon] = self
            .chances
            .map(|p| format!("{}%", decimal(100.0 * f64::from(p), 1, false)));
        write!(
            f,
            "Win {win} (gammon {win_gammon}, backgammon {win_backgammon}), \
             lose gammon {lose_gammon} (backgammon {lose_backgammon})"
        )?;
        match self.verdict {
            Some(verdict) => write!(f, "; {verdict}"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_verdict_goes_to_the_page_and_back_as_one_word() {
        for verdict in VERDICTS {
            let text = serde_json::to_string(&verdict).unwrap();
            assert!(!text.contains(['{', ' ']), "{text}");
            assert_eq!(serde_json::from_str::<Verdict>(&text).unwrap(), verdict);
        }
        assert_eq!(
            serde_json::to_string(&Verdict::Accept(ResignLevel::Gammon)).unwrap(),
            "\"accept-gammon\""
        );
        assert!(serde_json::from_str::<Verdict>("\"double, take\"").is_err());
    }
}
