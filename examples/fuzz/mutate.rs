//! Mutations of valid text: flipped, inserted, removed and repeated characters, spliced pieces of
//! other inputs, huge and odd numbers, other alphabets, and long repetitions such as `"1."` x 8000.
//! Every mutation is drawn from the caller's seeded [`Rng`], so an input is reproducible.

use tabula::rules::Rng;

/// Longest text a character-level mutation grows to; long repetitions have their own bound.
const MAX_LEN: usize = 4_096;
/// Longest long-repetition input: "1." x 8000 (16 KB) overflowed a 1 MiB stack; a few times more
/// keeps quadratic decoders within seconds, not minutes.
const MAX_REPEAT_LEN: usize = 48_000;

/// Numbers at the edges of the integer types, and number-like text.
const ODD_NUMBERS: [&str; 20] = [
    "0",
    "-1",
    "-0",
    "007",
    "15",
    "16",
    "25",
    "64",
    "127",
    "128",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "1e9",
];

/// Text from other alphabets and Unicode corners: look-alike letters and digits, joiners,
/// direction marks, emoji with modifiers, a NUL.
const OTHER_SCRIPTS: [&str; 18] = [
    "α",
    "Ωβγ",
    "К",
    "кириллица",
    "مرحبا",
    "١٢٣",
    "１２",
    "😀",
    "👍🏽",
    "🏳️‍🌈",
    "\u{200B}",
    "\u{202E}",
    "\u{FEFF}",
    "ﬁ",
    "Ⅻ",
    "é",
    "e\u{301}",
    "\0",
];

/// The characters the codes, links, saves and notations are made of.
const SYNTAX: &[u8] = b"0123456789abcdefghKQRBNWBxX:/,.-+%?&=[]{}()\"'\\ _*#!;\n\t";

/// Units repeated many times.
const REPEAT_UNITS: [&str; 20] = [
    "1.",
    "1. ",
    "1...",
    "(",
    ")",
    "[",
    "{",
    "%",
    "%2",
    ",",
    ":",
    "K",
    "x",
    "0",
    "e4 ",
    "1-",
    ";",
    "\"",
    "+",
    "[FEN \"\"]\n",
];

/// One mutation of `base` (sometimes two or three, which a decoder rarely accepts); `donor` is
/// another valid input to splice from.
pub fn mutate(base: &str, donor: &str, rng: &mut Rng) -> String {
    if rng.below(60) == 0 {
        return long_repetition(base, rng);
    }
    let mut chars: Vec<char> = base.chars().collect();
    let times = if rng.below(3) == 0 {
        2 + rng.below(2)
    } else {
        1
    };
    for _ in 0..times {
        mutate_once(&mut chars, donor, rng);
        chars.truncate(MAX_LEN);
    }
    chars.into_iter().collect()
}

fn mutate_once(chars: &mut Vec<char>, donor: &str, rng: &mut Rng) {
    let at = rng.below(chars.len() + 1);
    match rng.below(10) {
        0 | 1 if !chars.is_empty() => {
            let flip = at.min(chars.len() - 1);
            chars[flip] = random_char(rng);
        }
        2 => chars.insert(at, random_char(rng)),
        3 if !chars.is_empty() => {
            let from = at.min(chars.len() - 1);
            let len = 1 + rng.below((chars.len() - from).min(4));
            chars.drain(from..from + len);
        }
        4 if at < chars.len() => {
            let len = 1 + rng.below((chars.len() - at).min(8));
            let piece: Vec<char> = chars[at..at + len].to_vec();
            for _ in 0..rng.below(40) + 1 {
                chars.splice(at..at, piece.iter().copied());
            }
        }
        5 => replace_number(chars, rng),
        6 => {
            let script = OTHER_SCRIPTS[rng.below(OTHER_SCRIPTS.len())];
            chars.splice(at..at, script.chars());
        }
        7 => {
            let donor: Vec<char> = donor.chars().collect();
            let from = rng.below(donor.len() + 1);
            let to = from + rng.below(donor.len() - from + 1);
            chars.splice(at..at, donor[from..to].iter().copied());
        }
        8 => chars.truncate(at),
        _ => {
            if let Some(c) = chars.get_mut(at) {
                *c = if c.is_lowercase() {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                };
            }
        }
    }
}

/// Replaces the run of digits at or after a random place (or inserts one) with an odd number.
fn replace_number(chars: &mut Vec<char>, rng: &mut Rng) {
    let number: Vec<char> = ODD_NUMBERS[rng.below(ODD_NUMBERS.len())].chars().collect();
    let start = rng.below(chars.len() + 1);
    let Some(first) = (start..chars.len()).find(|&i| chars[i].is_ascii_digit()) else {
        chars.splice(start..start, number);
        return;
    };
    let end = (first..chars.len())
        .find(|&i| !chars[i].is_ascii_digit())
        .unwrap_or(chars.len());
    chars.splice(first..end, number);
}

/// A unit repeated hundreds or thousands of times, alone or inside a valid input.
fn long_repetition(base: &str, rng: &mut Rng) -> String {
    let unit = REPEAT_UNITS[rng.below(REPEAT_UNITS.len())];
    let times = [100, 1_000, 8_000, 20_000][rng.below(4)].min(MAX_REPEAT_LEN / unit.len());
    let run = unit.repeat(times);
    match rng.below(3) {
        0 => run,
        1 => format!("{base}{run}"),
        _ => format!("{run}{base}"),
    }
}

/// A character of the inputs' own syntax, any printable ASCII, or another script.
pub fn random_char(rng: &mut Rng) -> char {
    match rng.below(4) {
        0 | 1 => SYNTAX[rng.below(SYNTAX.len())] as char,
        2 => (b' ' + rng.below(95) as u8) as char,
        _ => {
            let script = OTHER_SCRIPTS[rng.below(OTHER_SCRIPTS.len())];
            script.chars().next().unwrap_or('?')
        }
    }
}

/// Random text of up to `max` characters.
pub fn random_text(rng: &mut Rng, max: usize) -> String {
    let len = rng.below(max + 1);
    (0..len).map(|_| random_char(rng)).collect()
}

/// A huge or odd number as text (for structured mutations of saves).
pub fn odd_number(rng: &mut Rng) -> &'static str {
    ODD_NUMBERS[rng.below(ODD_NUMBERS.len())]
}
