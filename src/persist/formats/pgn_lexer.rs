//! Splits PGN text into tags, move numbers, moves and results, skipping comments (`{..}`, `;`
//! to the end of the line, `%` escape lines), variations `(..)` (nested) and NAGs (`$1`).
//! Each token carries its line number for error messages.

use super::error::PgnError;

/// One meaningful piece of PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[Name "value"]`
    Tag(String, String),
    /// A move in SAN (annotation marks included), as written.
    Move(String),
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Result(String),
}

/// A token and the line (from 1) it starts on.
pub(crate) type Located = (Token, usize);

/// Reads the whole text, which starts on line `first_line` of its file, into tokens;
/// variations and comments leave no tokens.
pub(crate) fn tokenize(text: &str, first_line: usize) -> Result<Vec<Located>, PgnError> {
    let mut lexer = Lexer {
        chars: text.chars().collect(),
        at: 0,
        line: first_line,
        out: Vec::new(),
        variations: Vec::new(),
    };
    lexer.run()?;
    if let Some(open) = lexer.variations.last() {
        return Err(PgnError::at(*open, "a variation '(' is never closed"));
    }
    Ok(lexer.out)
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: usize,
    out: Vec<Located>,
    /// The lines of the open variations' '(' (innermost last).
    variations: Vec<usize>,
}

impl Lexer {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let ch = self.peek()?;
        self.at += 1;
        if ch == '\n' {
            self.line += 1;
        }
        Some(ch)
    }

    fn at_line_start(&self) -> bool {
        self.at == 0 || self.chars[self.at - 1] == '\n'
    }

    fn skip_line(&mut self) {
        while let Some(ch) = self.bump() {
            if ch == '\n' {
                break;
            }
        }
    }

    fn emit(&mut self, token: Token, line: usize) {
        // Moves and results inside a variation are skipped.
        if self.variations.is_empty() {
            self.out.push((token, line));
        }
    }

    fn run(&mut self) -> Result<(), PgnError> {
        while let Some(ch) = self.peek() {
            let line = self.line;
            match ch {
                _ if ch.is_whitespace() => {
                    self.bump();
                }
                '%' if self.at_line_start() => self.skip_line(),
                ';' => self.skip_line(),
                '{' => self.comment()?,
                '}' => return Err(PgnError::at(line, "'}' closes no comment")),
                '(' => {
                    self.bump();
                    self.variations.push(line);
                }
                ')' => {
                    self.bump();
                    if self.variations.pop().is_none() {
                        return Err(PgnError::at(line, "')' closes no variation"));
                    }
                }
                '[' => self.tag()?,
                '$' => {
                    self.bump();
                    if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        return Err(PgnError::at(
                            line,
                            "'$' must be followed by a number (a NAG)",
                        ));
                    }
                    self.word();
                }
                '*' => {
                    self.bump();
                    self.emit(Token::Result("*".into()), line);
                }
                _ if ch.is_ascii_alphanumeric() => {
                    let word = self.word();
                    self.symbol(&word, line);
                }
                '!' | '?' => {
                    // Annotation marks written apart from their move.
                    self.word();
                }
                _ => {
                    return Err(PgnError::at(
                        line,
                        format!("unexpected character '{ch}' in the moves"),
                    ))
                }
            }
        }
        Ok(())
    }

    fn comment(&mut self) -> Result<(), PgnError> {
        let line = self.line;
        self.bump();
        loop {
            match self.bump() {
                Some('}') => return Ok(()),
                Some(_) => {}
                None => return Err(PgnError::at(line, "unclosed comment: '{' has no '}'")),
            }
        }
    }

    /// Letters, digits and the marks SAN and results use.
    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(ch) = self.peek() {
            if ch.is_ascii_alphanumeric() || "+#=:-/!?.".contains(ch) {
                word.push(ch);
                self.bump();
            } else {
                break;
            }
        }
        word
    }

    /// A move number (`12.`, `12...`), possibly glued to its move (`12.e4`) or to more move
    /// numbers (`1.1.1.`), a result or a move. The numbers are stripped in a loop over one
    /// slice: a long run of them costs linear time and no stack (issue 11, 4.1).
    fn symbol(&mut self, word: &str, line: usize) {
        let mut rest = word;
        loop {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let after_digits = &rest[digits..];
            if digits > 0 && after_digits.starts_with('.') {
                rest = after_digits.trim_start_matches('.');
                if rest.is_empty() {
                    return;
                }
            } else if digits > 0 && after_digits.is_empty() {
                // A bare move number without its dot.
                return;
            } else {
                break;
            }
        }
        let token = match rest {
            "1-0" | "0-1" | "1/2-1/2" => Token::Result(rest.to_string()),
            _ => Token::Move(rest.to_string()),
        };
        self.emit(token, line);
    }

    fn tag(&mut self) -> Result<(), PgnError> {
        let line = self.line;
        self.bump();
        self.skip_spaces();
        let mut name = String::new();
        while let Some(ch) = self.peek() {
            if ch.is_ascii_alphanumeric() || ch == '_' {
                name.push(ch);
                self.bump();
            } else {
                break;
            }
        }
        if name.is_empty() {
            return Err(PgnError::at(
                line,
                "a tag '[' must start with a name, as in [Event \"...\"]",
            ));
        }
        self.skip_spaces();
        if self.bump() != Some('"') {
            return Err(PgnError::at(
                line,
                format!("tag {name}: the value must be in double quotes"),
            ));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => match self.bump() {
                    Some(ch) if ch != '\n' => value.push(ch),
                    _ => return Err(PgnError::at(line, format!("tag {name}: unclosed string"))),
                },
                Some('"') => break,
                Some('\n') | None => {
                    return Err(PgnError::at(line, format!("tag {name}: unclosed string")))
                }
                Some(ch) => value.push(ch),
            }
        }
        self.skip_spaces();
        if self.bump() != Some(']') {
            return Err(PgnError::at(
                line,
                format!("tag {name}: ']' expected after the value"),
            ));
        }
        self.emit(Token::Tag(name, value), line);
        Ok(())
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }
}
