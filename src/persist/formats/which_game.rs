//! Which game a file holds, for an import that does not say (My games' list of every game): by
//! what the file writes of itself first (gnubg's `N point match`, a `Game` or PDN `GameType`
//! tag), then by its name's extension, then by its first move's notation. `None` when that
//! does not tell: Tammi and Tama, say, share their notation.
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::persist::which_game;
//! assert_eq!(which_game("games.pgn", "[Event \"x\"]\n\n1. e4 *"), Some(GameKind::Chess));
//! assert_eq!(which_game("x.txt", "[Game \"Camelot\"]\n\n1. F6-F7 *"), Some(GameKind::Camelot));
//! assert_eq!(which_game("x.txt", "[Event \"x\"]\n\n1. 11-15 23-19 *"), Some(GameKind::EnglishDraughts));
//! assert_eq!(which_game("x.txt", "[Event \"x\"]\n\n1. c3-d4 f6-e5 *"), None);
//! ```

use super::backgammon;
use super::tagged::Layout;
use crate::games::GameKind;

/// The game of a file named `file_name` holding `text`, where it can be told.
pub fn which_game(file_name: &str, text: &str) -> Option<GameKind> {
    let text = text.trim_start_matches('\u{feff}');
    if backgammon::is_mat(text) {
        return Some(GameKind::Backgammon);
    }
    let head = super::tagged::read_tagged(first_game(text), 1, Layout::Words, &[]).ok();
    let tag = |name: &str| head.as_ref().and_then(|h| h.tag(name)).map(str::trim);
    if let Some(game) = tag("Game") {
        return GameKind::ALL
            .into_iter()
            .find(|kind| kind.title().eq_ignore_ascii_case(game));
    }
    if let Some(number) = tag("GameType") {
        return match number.split(',').next().map(str::trim) {
            Some("0") => Some(GameKind::Chess),
            Some("21") => Some(GameKind::EnglishDraughts),
            Some("97") => Some(GameKind::Tammi),
            Some("98") => Some(GameKind::Tama),
            _ => None,
        };
    }
    let extension = file_name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase());
    match extension.as_deref() {
        Some("pgn") => return Some(GameKind::Chess),
        Some("mat") => return Some(GameKind::Backgammon),
        _ => {}
    }
    let first = head
        .as_ref()
        .and_then(|h| h.moves.first())
        .map(|(m, _)| m.as_str());
    match (first, extension.as_deref()) {
        (Some(mv), _) if is_numbered_draughts(mv) => Some(GameKind::EnglishDraughts),
        (_, Some("pdn")) => None,
        (Some(mv), _) if mv.contains('-') && !mv.starts_with("O-O") => None,
        (Some(_), _) => Some(GameKind::Chess),
        (None, _) => None,
    }
}

/// The text up to where a second game's tags would start (enough to tell the game by).
fn first_game(text: &str) -> &str {
    let mut seen_moves = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') && seen_moves {
            return &text[..at];
        }
        seen_moves |= !trimmed.is_empty() && !trimmed.starts_with('[');
        at += line.len();
        if at > 20_000 {
            break;
        }
    }
    &text[..at]
}

/// `11-15`, `15x22`, `9x18x27`: English draughts' numbered squares.
fn is_numbered_draughts(mv: &str) -> bool {
    let mut parts = mv.split(['-', 'x']);
    let first = parts.next().unwrap_or("");
    let is_square = |p: &str| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit());
    is_square(first) && mv.len() > first.len() && parts.all(is_square)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_say_their_game_or_it_is_told_from_the_moves() {
        let gnubg = "; [Site \"GNU Backgammon\"]\n\n 0 point match\n\n Game 1\n";
        assert_eq!(which_game("a.txt", gnubg), Some(GameKind::Backgammon));
        let tama = "[GameType \"98,W,8,8,A0,0\"]\n\n1. c3-c4 *";
        assert_eq!(which_game("a.pdn", tama), Some(GameKind::Tama));
        assert_eq!(which_game("a.pdn", "[GameType \"20\"]\n\n1. 32-28 *"), None);
        assert_eq!(
            which_game("a.txt", "[Game \"Ludo\"]\n1. Red rolls 6\n*"),
            Some(GameKind::Ludo)
        );
        assert_eq!(
            which_game("a.txt", "1. e4 e5 2. O-O-O *"),
            Some(GameKind::Chess)
        );
        assert_eq!(which_game("a.txt", "1. O-O-O *"), Some(GameKind::Chess));
        assert_eq!(which_game("a.pdn", "[Event \"x\"]\n\n1. c3-d4 *"), None);
        assert_eq!(which_game("notes.txt", ""), None);
    }
}
