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

/// Reads an enum of unit variants written as a variant's name (`"light"`), as serde's derive
/// does, answering the name's index in `names`; another name is refused with serde's own
/// "unknown variant" error. One reader for every such enum: the derive writes one for each,
/// about 1 kB of the wasm apiece.
pub fn unit_variant<'de, D: serde::Deserializer<'de>>(
    reader: D,
    names: &'static [&'static str],
) -> Result<usize, D::Error> {
    struct Names(&'static [&'static str]);
    impl serde::de::Visitor<'_> for Names {
        type Value = usize;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("variant identifier")
        }
        fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<usize, E> {
            let found = self.0.iter().position(|known| *known == name);
            found.ok_or_else(|| E::unknown_variant(name, self.0))
        }
    }
    reader.deserialize_str(Names(names))
}

/// `text` in lower case as `char::to_lowercase` writes it, char by char (no final-sigma rule),
/// for every letter of the Latin, Greek and Cyrillic blocks (below U+0530) and every letter
/// whose lower case lies there (the Kelvin sign is a `k`); a letter of another script (Armenian,
/// Georgian, Latin Extended Additional) is kept as it is. Typed moves are matched against the
/// page's words this way: std's own table of every script is 11 kB of the wasm (4.5 kB gzipped).
pub fn lower(text: impl IntoIterator<Item = char>) -> String {
    let mut out = String::new();
    for c in text {
        if c == '\u{130}' {
            // The one letter that lowers to two: İ to i and a combining dot.
            out.push_str("i\u{307}");
            continue;
        }
        let u = c as u32;
        let run = LOWER.iter().find(|&&(first, last, delta)| {
            (u32::from(first)..=u32::from(last)).contains(&u)
                && (delta != 1 || (u - u32::from(first)).is_multiple_of(2))
        });
        out.push(match run {
            Some(&(_, _, delta)) => char::from_u32(u.wrapping_add_signed(delta)).unwrap_or(c),
            None => c,
        });
    }
    out
}

/// Upper-case runs `(first, last, delta)`: `first..=last` lowers by adding `delta`, every
/// letter where `delta` is not 1, every other one from `first` where it is (an upper-case
/// letter followed by its lower case). Worked out from `char::to_lowercase`, which a test
/// compares it with for every char.
#[rustfmt::skip]
const LOWER: [(u16, u16, i32); 108] = [
    (0x41, 0x5a, 32), (0xc0, 0xd6, 32), (0xd8, 0xde, 32), (0x100, 0x12e, 1), (0x132, 0x136, 1),
    (0x139, 0x147, 1), (0x14a, 0x176, 1), (0x178, 0x178, -121), (0x179, 0x17d, 1),
    (0x181, 0x181, 210), (0x182, 0x184, 1), (0x186, 0x186, 206), (0x187, 0x187, 1),
    (0x189, 0x18a, 205), (0x18b, 0x18b, 1), (0x18e, 0x18e, 79), (0x18f, 0x18f, 202),
    (0x190, 0x190, 203), (0x191, 0x191, 1), (0x193, 0x193, 205), (0x194, 0x194, 207),
    (0x196, 0x196, 211), (0x197, 0x197, 209), (0x198, 0x198, 1), (0x19c, 0x19c, 211),
    (0x19d, 0x19d, 213), (0x19f, 0x19f, 214), (0x1a0, 0x1a4, 1), (0x1a6, 0x1a6, 218),
    (0x1a7, 0x1a7, 1), (0x1a9, 0x1a9, 218), (0x1ac, 0x1ac, 1), (0x1ae, 0x1ae, 218),
    (0x1af, 0x1af, 1), (0x1b1, 0x1b2, 217), (0x1b3, 0x1b5, 1), (0x1b7, 0x1b7, 219),
    (0x1b8, 0x1b8, 1), (0x1bc, 0x1bc, 1), (0x1c4, 0x1c4, 2), (0x1c5, 0x1c5, 1), (0x1c7, 0x1c7, 2),
    (0x1c8, 0x1c8, 1), (0x1ca, 0x1ca, 2), (0x1cb, 0x1db, 1), (0x1de, 0x1ee, 1), (0x1f1, 0x1f1, 2),
    (0x1f2, 0x1f4, 1), (0x1f6, 0x1f6, -97), (0x1f7, 0x1f7, -56), (0x1f8, 0x21e, 1),
    (0x220, 0x220, -130), (0x222, 0x232, 1), (0x23a, 0x23a, 10795), (0x23b, 0x23b, 1),
    (0x23d, 0x23d, -163), (0x23e, 0x23e, 10792), (0x241, 0x241, 1), (0x243, 0x243, -195),
    (0x244, 0x244, 69), (0x245, 0x245, 71), (0x246, 0x24e, 1), (0x370, 0x372, 1), (0x376, 0x376, 1),
    (0x37f, 0x37f, 116), (0x386, 0x386, 38), (0x388, 0x38a, 37), (0x38c, 0x38c, 64),
    (0x38e, 0x38f, 63), (0x391, 0x3a1, 32), (0x3a3, 0x3ab, 32), (0x3cf, 0x3cf, 8),
    (0x3d8, 0x3ee, 1), (0x3f4, 0x3f4, -60), (0x3f7, 0x3f7, 1), (0x3f9, 0x3f9, -7),
    (0x3fa, 0x3fa, 1), (0x3fd, 0x3ff, -130), (0x400, 0x40f, 80), (0x410, 0x42f, 32),
    (0x460, 0x480, 1), (0x48a, 0x4be, 1), (0x4c0, 0x4c0, 15), (0x4c1, 0x4cd, 1), (0x4d0, 0x52e, 1),
    (0x1e9e, 0x1e9e, -7615), (0x2126, 0x2126, -7517), (0x212a, 0x212a, -8383),
    (0x212b, 0x212b, -8262), (0x2c62, 0x2c62, -10743), (0x2c64, 0x2c64, -10727),
    (0x2c6d, 0x2c6d, -10780), (0x2c6e, 0x2c6e, -10749), (0x2c6f, 0x2c6f, -10783),
    (0x2c70, 0x2c70, -10782), (0x2c7e, 0x2c7f, -10815), (0xa78d, 0xa78d, -42280),
    (0xa7aa, 0xa7aa, -42308), (0xa7ab, 0xa7ab, -42319), (0xa7ac, 0xa7ac, -42315),
    (0xa7ad, 0xa7ad, -42305), (0xa7ae, 0xa7ae, -42308), (0xa7b0, 0xa7b0, -42258),
    (0xa7b1, 0xa7b1, -42282), (0xa7b2, 0xa7b2, -42261), (0xa7c5, 0xa7c5, -42307),
    (0xa7cb, 0xa7cb, -42343), (0xa7dc, 0xa7dc, -42561),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_is_std_lower_case_below_u0530() {
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            let std: String = c.to_lowercase().collect();
            let ours = lower([c]);
            let kept = ours == c.to_string() && std.chars().all(|l| l as u32 >= 0x530);
            assert!(ours == std || kept, "{c:?}: {ours:?} against {std:?}");
        }
        assert_eq!(lower("ÀÉÎ ΣΑΣ ЖЁ İ Ș".chars()), "àéî σασ жё i\u{307} ș");
    }

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
