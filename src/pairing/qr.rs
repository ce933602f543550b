//! QR codes for the handshake texts: drawn as one SVG path (the page scales it sharply to any
//! size, and no image crate is needed), and read from a camera frame's grey levels where the
//! browser has no `BarcodeDetector` (Firefox; Chromium outside Android and macOS).
//!
//! The `qrcode` crate makes the modules and `rqrr` finds and reads a code in a picture. Only
//! byte-mode text is drawn here: the handshake texts are mixed case, so the denser alphanumeric
//! mode (capitals only) would not apply.
//!
//! ```
//! use tabula::pairing::qr::{read, Correction, QrCode};
//! let code = QrCode::new("T1Ahello", Correction::Medium).unwrap();
//! assert_eq!((code.version(), code.width()), (1, 21));
//! // The picture a camera would see: 4 pixels a module, the quiet zone white.
//! let side = code.width_with_quiet_zone() * 4;
//! let luma: Vec<u8> = (0..side * side)
//!     .map(|i| {
//!         let (x, y) = ((i % side) / 4, (i / side) / 4);
//!         if code.is_dark_with_quiet_zone(x, y) { 0 } else { 255 }
//!     })
//!     .collect();
//! assert_eq!(read(side, side, &luma).unwrap(), "T1Ahello");
//! ```

use std::fmt;
use std::fmt::Write as _;

/// White modules around the code, in modules: what the QR standard asks so that a reader finds
/// the code's edge.
pub const QUIET_ZONE: usize = 4;

/// The correction the handshake codes use. Low: the offer is version 6 (41 modules) instead of
/// version 8 (49) at Medium, and a camera frame reads it at 160 px wide where Medium needs 260
/// (tests/pairing/qr.rs). A code on a screen is not torn or stained; what fails a phone's
/// camera is modules too small for its pixels.
pub const HANDSHAKE_CORRECTION: Correction = Correction::Low;

/// How much of the code can be lost and still be read: more correction makes a larger code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Correction {
    /// About 7% of the code.
    Low,
    /// About 15%.
    Medium,
    /// About 25%.
    Quartile,
    /// About 30%.
    High,
}

impl Correction {
    fn level(self) -> qrcode::EcLevel {
        match self {
            Correction::Low => qrcode::EcLevel::L,
            Correction::Medium => qrcode::EcLevel::M,
            Correction::Quartile => qrcode::EcLevel::Q,
            Correction::High => qrcode::EcLevel::H,
        }
    }

    /// The standard's letter: L, M, Q or H.
    pub fn letter(self) -> char {
        match self {
            Correction::Low => 'L',
            Correction::Medium => 'M',
            Correction::Quartile => 'Q',
            Correction::High => 'H',
        }
    }
}

/// A drawn QR code: its modules, dark or light, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrCode {
    version: u8,
    correction: Correction,
    width: usize,
    dark: Vec<bool>,
}

/// Why a text could not be drawn, or no text was read from a picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QrError {
    /// Longer than the largest QR code holds at this correction.
    TooLong,
    /// The grey levels are not `width × height` bytes.
    WrongImageSize,
    /// No QR code was found in the picture.
    NoCode,
    /// A code was found but not read (blurred, cut off or damaged beyond its correction).
    Unreadable,
}

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            QrError::TooLong => "the text is too long for a QR code",
            QrError::WrongImageSize => "the picture's size does not match its pixels",
            QrError::NoCode => "no QR code in the picture",
            QrError::Unreadable => "a QR code is there but could not be read",
        })
    }
}

impl std::error::Error for QrError {}

impl QrCode {
    /// The smallest code that holds `text` at this correction.
    pub fn new(text: &str, correction: Correction) -> Result<QrCode, QrError> {
        let code = qrcode::QrCode::with_error_correction_level(text, correction.level())
            .map_err(|_| QrError::TooLong)?;
        let version = match code.version() {
            qrcode::Version::Normal(v) | qrcode::Version::Micro(v) => v,
        };
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect();
        Ok(QrCode {
            version: u8::try_from(version).map_err(|_| QrError::TooLong)?,
            correction,
            width: code.width(),
            dark,
        })
    }

    /// The QR version, 1 to 40: the code is `17 + 4 × version` modules wide.
    pub fn version(&self) -> u8 {
        self.version
    }

    pub fn correction(&self) -> Correction {
        self.correction
    }

    /// Modules on a side, without the quiet zone.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Modules on a side with the quiet zone: the SVG's `viewBox` is this square.
    pub fn width_with_quiet_zone(&self) -> usize {
        self.width + 2 * QUIET_ZONE
    }

    /// Whether the module at column `x`, row `y` (from 0, without the quiet zone) is dark;
    /// outside the code, false.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// The same, counted with the quiet zone (the SVG's coordinates).
    pub fn is_dark_with_quiet_zone(&self, x: usize, y: usize) -> bool {
        x >= QUIET_ZONE && y >= QUIET_ZONE && self.is_dark(x - QUIET_ZONE, y - QUIET_ZONE)
    }

    /// The dark modules as one SVG path in module units, the quiet zone included: each run of
    /// dark modules in a row is a rectangle `M x y h n v1 h -n z`. Drawn in a
    /// `viewBox="0 0 W W"` (W = [`QrCode::width_with_quiet_zone`]) on a light background, with
    /// `shape-rendering="crispEdges"` so that neighbouring runs leave no seams.
    pub fn svg_path(&self) -> String {
        let mut path = String::new();
        for y in 0..self.width {
            let mut x = 0;
            while x < self.width {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < self.width && self.is_dark(x, y) {
                    x += 1;
                }
                let run = x - start;
                // Writing to a String cannot fail.
                let _ = write!(
                    path,
                    "M{} {}h{run}v1h-{run}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE
                );
            }
        }
        path
    }
}

/// Reads the first QR code found in a grey picture: `luma` is `width × height` bytes, row by
/// row, 0 black to 255 white (a camera frame's RGBA turned grey by the page).
pub fn read(width: usize, height: usize, luma: &[u8]) -> Result<String, QrError> {
    if width.checked_mul(height) != Some(luma.len()) {
        return Err(QrError::WrongImageSize);
    }
    if luma.is_empty() {
        return Err(QrError::NoCode);
    }
    let first = read_prepared(width, height, luma);
    if first.is_ok() {
        return first;
    }
    // rqrr decides black or white from an average along the row only; blurred edges of modules
    // that fall between pixels then break the finder patterns. A threshold from the square
    // around each pixel reads those frames (tests/pairing/qr.rs measures both).
    let second = read_prepared(width, height, &binarize(width, height, luma));
    match (first, second) {
        (_, Ok(text)) => Ok(text),
        (Err(QrError::Unreadable), _) | (_, Err(QrError::Unreadable)) => Err(QrError::Unreadable),
        (_, Err(e)) => Err(e),
    }
}

fn read_prepared(width: usize, height: usize, luma: &[u8]) -> Result<String, QrError> {
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
    let grids = image.detect_grids();
    if grids.is_empty() {
        return Err(QrError::NoCode);
    }
    grids
        .iter()
        .find_map(|grid| grid.decode().ok())
        .map(|(_, text)| text)
        .ok_or(QrError::Unreadable)
}

/// Each pixel black (0) where darker than the mean of the square around it, a sixteenth of the
/// picture's larger side, else white (255). The means come from a table of sums, so the cost
/// does not grow with the square.
fn binarize(width: usize, height: usize, luma: &[u8]) -> Vec<u8> {
    let stride = width + 1;
    // sums[(y) * stride + x]: the sum of luma over rows < y and columns < x.
    let mut sums = vec![0u64; stride * (height + 1)];
    for y in 0..height {
        let mut row = 0u64;
        for x in 0..width {
            row += u64::from(luma[y * width + x]);
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
        }
    }
    let half = (width.max(height) / 32).max(2);
    let mut out = Vec::with_capacity(luma.len());
    for y in 0..height {
        let (top, bottom) = (y.saturating_sub(half), (y + half + 1).min(height));
        for x in 0..width {
            let (left, right) = (x.saturating_sub(half), (x + half + 1).min(width));
            let total = sums[bottom * stride + right] + sums[top * stride + left]
                - sums[top * stride + right]
                - sums[bottom * stride + left];
            let count = ((bottom - top) * (right - left)) as u64;
            // A little under the mean, so that a flat area's noise stays white.
            let dark = u64::from(luma[y * width + x]) * count * 100 < total * 95;
            out.push(if dark { 0 } else { 255 });
        }
    }
    out
}
