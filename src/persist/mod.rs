//! Saved games and share links (todo)
