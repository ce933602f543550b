//! The tag section and movetext shared by PDN (the draughts games), the Camelot record and the
//! Ludo record: `[Name "value"]` lines, then the moves with their move numbers, comments and a
//! result. Reading keeps each move's line so that errors can name it.
//!
//! ```text
//! [Event "Casual game"]
//! [Result "2-0"]
//!
//! 1. 11-15 {a quiet start} 23-19 2. 8-11 22-17 2-0
//! ```

/// A text read into its parts, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tagged {
    pub tags: Vec<(String, String)>,
    /// Each move as written (annotation marks removed) with its line, from 1.
    pub moves: Vec<(String, usize)>,
    /// The result token, when the movetext ends with one.
    pub result: Option<String>,
}

impl Tagged {
    /// The value of the first tag called `name` (any letter case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// How the moves are laid out after the tags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Moves are words separated by spaces (`1. 11-15 23-19`).
    Words,
    /// One move per line, as the Ludo and backgammon notations hold spaces (`3. Red rolls 6`).
    Lines,
}

/// One `[Name "value"]` line, the value escaped as PGN does (`\"`, `\\`; line breaks dropped).
pub fn tag_line(name: &str, value: &str) -> String {
    let escaped: String = value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .chars()
        .filter(|c| !c.is_control())
        .collect();
    format!("[{name} \"{escaped}\"]\n")
}

/// Reads tags, moves and the result of a text that starts on line `first_line` of its file
/// (one game of several), so that the lines named are the file's. `results` are the result
/// tokens of the format; the first one met ends the game (a later game in the same text is not
/// read). Comments in `{}` are skipped (across lines too), as are variations in `()` and `$n`
/// annotations in [`Layout::Words`].
pub fn read_tagged(
    text: &str,
    first_line: usize,
    layout: Layout,
    results: &[&str],
) -> Result<Tagged, String> {
    let mut tagged = Tagged::default();
    let mut comment_from: Option<usize> = None;
    let mut depth = 0usize;
    for (index, raw) in text.lines().enumerate() {
        let number = index + first_line;
        let words = layout == Layout::Words;
        let line = strip_comments(raw, &mut comment_from, &mut depth, (number, words));
        let line = line.trim();
        if line.is_empty() || line.starts_with('%') {
            continue;
        }
        if line.starts_with('[') {
            if !tagged.moves.is_empty() || tagged.result.is_some() {
                break; // the tags of the next game
            }
            tagged.tags.push(read_tag(line, number)?);
            continue;
        }
        let done = match layout {
            Layout::Words => read_words(line, number, results, &mut tagged),
            Layout::Lines => read_line(line, number, results, &mut tagged),
        };
        if done {
            return Ok(tagged);
        }
    }
    if let Some(from) = comment_from {
        return Err(format!("line {from}: a comment '{{' is never closed"));
    }
    if depth > 0 {
        return Err("a variation '(' is never closed".into());
    }
    Ok(tagged)
}

/// The line without its comments and (with `variations`) variations; `open` tracks a comment
/// running on from an earlier line (the line it started on), `depth` open variations.
fn strip_comments(
    line: &str,
    open: &mut Option<usize>,
    depth: &mut usize,
    (number, variations): (usize, bool),
) -> String {
    let mut kept = String::new();
    let is_tag = line.trim_start().starts_with('[');
    for ch in line.chars() {
        match (open.is_some(), ch) {
            (true, '}') => *open = None,
            (true, _) => {}
            (false, '{') if !is_tag => *open = Some(number),
            (false, '(') if variations && !is_tag => *depth += 1,
            (false, ')') if *depth > 0 => *depth -= 1,
            (false, _) if *depth > 0 => {}
            (false, ';') if variations && !is_tag => break,
            (false, c) => kept.push(c),
        }
    }
    kept
}

/// `[Name "value"]` into its name and unescaped value.
fn read_tag(line: &str, number: usize) -> Result<(String, String), String> {
    let bad = || format!("line {number}: a tag must look like [Name \"value\"], not {line}");
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(bad)?;
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(bad)?;
    let quoted = rest
        .trim()
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(bad)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(bad());
    }
    let mut value = String::new();
    let mut escaped = false;
    for ch in quoted.chars() {
        match (escaped, ch) {
            (false, '\\') => escaped = true,
            _ => {
                value.push(ch);
                escaped = false;
            }
        }
    }
    Ok((name.to_string(), value))
}

/// Reads the moves of one line of words; true once the result is read.
fn read_words(line: &str, number: usize, results: &[&str], tagged: &mut Tagged) -> bool {
    for word in line.split_whitespace() {
        if results.contains(&word) {
            tagged.result = Some(word.to_string());
            return true;
        }
        if word.starts_with('$') {
            continue;
        }
        let word = without_move_number(word);
        let word = word.trim_end_matches(['!', '?']);
        if !word.is_empty() {
            tagged.moves.push((word.to_string(), number));
        }
    }
    false
}

/// Reads a line holding one move (or the result); true once the result is read.
fn read_line(line: &str, number: usize, results: &[&str], tagged: &mut Tagged) -> bool {
    if results.contains(&line) {
        tagged.result = Some(line.to_string());
        return true;
    }
    let mv = without_move_number(line).trim();
    if !mv.is_empty() {
        tagged.moves.push((mv.to_string(), number));
    }
    false
}

/// The text after a leading move number (`12.`, `12...`), also when a move follows it without a
/// space (`12.11-15`).
fn without_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &word[digits..];
    if digits > 0 && rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        word
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_moves_comments_and_the_result_are_read() {
        let text = "[Event \"A \\\"big\\\" match\"]\n[Result \"2-0\"]\n\n\
                    1. 11-15 {a comment\n over lines} 23-19! 2.8-11 (2. 9-13 22-18) $3 22-17 2-0\n\
                    1. 9-13 *";
        let tagged = read_tagged(text, 1, Layout::Words, &["2-0", "*"]).unwrap();
        assert_eq!(tagged.tag("event"), Some("A \"big\" match"));
        let moves: Vec<&str> = tagged.moves.iter().map(|(m, _)| m.as_str()).collect();
        assert_eq!(moves, ["11-15", "23-19", "8-11", "22-17"]);
        assert_eq!(tagged.moves[1].1, 5);
        assert_eq!(tagged.result.as_deref(), Some("2-0"));
    }

    #[test]
    fn bad_tags_and_open_comments_are_named() {
        let error = read_tagged("[Event Casual]\n", 1, Layout::Words, &[]).unwrap_err();
        assert!(error.starts_with("line 1: a tag"), "{error}");
        let error = read_tagged("\n1. 11-15 {never closed\n", 1, Layout::Words, &[]).unwrap_err();
        assert!(error.starts_with("line 2: a comment"), "{error}");
    }

    #[test]
    fn lines_keep_their_spaces() {
        let text = "[FEN \"x\"]\n1. Red rolls 6\n2. Red: enter\n*\n";
        let tagged = read_tagged(text, 1, Layout::Lines, &["*"]).unwrap();
        let moves: Vec<&str> = tagged.moves.iter().map(|(m, _)| m.as_str()).collect();
        assert_eq!(moves, ["Red rolls 6", "Red: enter"]);
        assert_eq!(tag_line("Seat", "a\"b"), "[Seat \"a\\\"b\"]\n");
    }
}
