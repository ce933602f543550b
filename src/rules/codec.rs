//! Text helpers shared by the position codes and links: a reversible URL-safe escaping.
//!
//! ```
//! use tabula::rules::codec::{url_escape, url_unescape};
//! let code = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! assert_eq!(url_unescape(&url_escape(code)).unwrap(), code);
//! ```

use super::error::DecodeError;

/// Keeps letters, digits and `-._~:,` (all safe in a URL fragment and readable in draughts and
/// chess codes); everything else becomes `%XX`, except space, which becomes `_` as lichess does.
pub fn url_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'~' | b':' | b',' => {
                out.push(byte as char)
            }
            b' ' => out.push('_'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// Undoes [`url_escape`]; also accepts what browsers do to links (`%20`, `+` is kept literally).
pub fn url_unescape(text: &str) -> Result<String, DecodeError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| {
                        DecodeError::new(format!("broken escape at character {}", i + 1))
                    })?;
                out.push(hex);
                i += 3;
            }
            b'_' => {
                out.push(b' ');
                i += 1;
            }
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| DecodeError::new("the link's text is not valid UTF-8"))
}

/// Words joined by spaces, broken into lines of at most `width` columns (a long word keeps a
/// line of its own): the movetext of PGN and PDN files.
pub fn wrap(words: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for word in words {
        if line_len > 0 && line_len + 1 + word.len() > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.len();
    }
    out
}

/// `value` with `decimals` places (0 to 3), a sign in front when `signed`: "+0.53", "12.5",
/// "-3". Worked out in whole numbers, so that the wasm carries no float formatter (about 5 kB
/// of its download).
pub fn decimal(value: f64, decimals: u32, signed: bool) -> String {
    let decimals = decimals.min(3);
    let scale = 10i64.pow(decimals);
    let scaled = (value * scale as f64).round() as i64;
    let sign = match (scaled < 0, signed) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    let (whole, part) = (scaled.abs() / scale, scaled.abs() % scale);
    if decimals == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{part:0width$}", width = decimals as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_round_trips_and_rejects_broken_escapes() {
        for text in ["B:W21,22:BK1", "a b/c?d#e%f", "ünï"] {
            assert_eq!(url_unescape(&url_escape(text)).unwrap(), text);
        }
        assert!(url_unescape("abc%2").is_err());
        assert!(url_unescape("%zz").is_err());
        assert!(url_unescape("%ff").is_err());
    }

    #[test]
    fn decimals_are_written_from_whole_numbers() {
        assert_eq!(decimal(0.529, 2, true), "+0.53");
        assert_eq!(
            decimal(-0.004, 2, true),
            "+0.00",
            "a sum that rounds to nothing has no minus"
        );
        assert_eq!(decimal(12.46, 1, false), "12.5");
        assert_eq!(decimal(-3.2, 0, false), "-3");
        assert_eq!(decimal(7.0, 3, false), "7.000");
    }
}
