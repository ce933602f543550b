//! The PGN-like layout that PDN and the Camelot record share: tags (the event, the date, the
//! players by colour, the result, a `FEN` tag when the game did not start from the start),
//! then numbered movetext, a pair of moves to a number, and the result token.

use super::error::ImportError;
use super::file::{extra_tags, shown_moves, Export, GameInfo, Imported, MoveNote};
use super::replay::{replay, settle, start_from_tag, Claimed};
use super::tagged::{read_tagged, tag_line, Layout};
use crate::games::{AnyGame, GameKind};
use crate::rules::codec::wrap;
use crate::rules::{Game, Outcome, Record, Seat, Turn};

/// How one format writes a two-player game.
pub(super) struct Style {
    pub kind: GameKind,
    /// The seat called White (the result's first number is White's).
    pub white: Seat,
    /// White wins, Black wins, drawn, unfinished.
    pub results: [&'static str; 4],
    /// Other spellings of the results also read, each with the index in `results` it means.
    pub also_read: &'static [(&'static str, usize)],
    /// Tags only this format writes, after the roster.
    pub own_tags: Vec<(&'static str, String)>,
    pub extension: &'static str,
}

const ROSTER: [&str; 9] = [
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN", "SetUp",
];

impl Style {
    fn black(&self) -> Seat {
        Seat(1 - self.white.0)
    }

    fn token(&self, record: &Record<AnyGame>) -> &'static str {
        match record.verdict().map(|v| v.outcome) {
            Some(Outcome::Win(seat)) if seat == self.white => self.results[0],
            Some(Outcome::Win(_)) => self.results[1],
            Some(Outcome::Draw) => self.results[2],
            _ => self.results[3],
        }
    }

    pub(super) fn export(&self, record: &Record<AnyGame>, info: &GameInfo) -> Export {
        let token = self.token(record);
        let name = |seat: Seat| info.player(seat).unwrap_or("?").to_string();
        let date = info.date.clone().unwrap_or_else(|| "????.??.??".into());
        let roster = [
            (
                "Event",
                info.tag("Event").unwrap_or("Casual game").to_string(),
            ),
            ("Site", info.tag("Site").unwrap_or("Tabula").to_string()),
            ("Date", date),
            ("Round", info.tag("Round").unwrap_or("-").to_string()),
            ("White", name(self.white)),
            ("Black", name(self.black())),
            ("Result", token.to_string()),
        ];
        let mut text = String::new();
        for (tag, value) in roster.iter().chain(&self.own_tags) {
            text.push_str(&tag_line(tag, value));
        }
        let own: Vec<&str> = self.own_tags.iter().map(|(t, _)| *t).collect();
        for (tag, value) in extra_tags(info, &ROSTER).filter(|(t, _)| !own.contains(&t.as_str())) {
            text.push_str(&tag_line(tag, value));
        }
        let start = record.start();
        if start.encode() != AnyGame::new_of(self.kind).encode() {
            text.push_str(&tag_line("FEN", &start.encode()));
        }
        text.push('\n');
        let mut words = numbered(record, self.kind, &info.notes);
        words.push(token.to_string());
        text.push_str(&wrap(&words, 79));
        text.push('\n');
        Export {
            file_name: format!("tabula-{}.{}", self.kind.slug(), self.extension),
            mime: "text/plain",
            text,
        }
    }

    /// Reads the text, which starts on line `first_line` of its file; `check_tags` refuses a
    /// file for another game (its reason is the error).
    pub(super) fn import(
        &self,
        text: &str,
        first_line: usize,
        check_tags: impl Fn(&[(String, String)]) -> Result<(), ImportError>,
    ) -> Result<Imported, ImportError> {
        let mut tokens: Vec<&str> = self.results.to_vec();
        tokens.extend(self.also_read.iter().map(|(t, _)| *t));
        let tagged = read_tagged(text, first_line, Layout::Words, &tokens)?;
        check_tags(&tagged.tags)?;
        let start = match tagged.tag("FEN") {
            Some(code) => start_from_tag(self.kind, code)?,
            None => AnyGame::new(&self.kind.default_options()),
        };
        let mut record = replay(start, &tagged.moves)?;
        let result = tagged.result.as_deref().or(tagged.tag("Result"));
        if let Some(token) = result {
            let claimed = self.claim(token);
            settle(&mut record, claimed, token)?;
        }
        Ok(Imported {
            record,
            tags: tagged.tags,
        })
    }

    fn claim(&self, token: &str) -> Claimed {
        let also = self
            .also_read
            .iter()
            .find(|(t, _)| *t == token)
            .map(|(_, i)| *i);
        match self.results.iter().position(|r| *r == token).or(also) {
            Some(0) => Claimed::Win(self.white),
            Some(1) => Claimed::Win(self.black()),
            Some(2) => Claimed::Draw,
            _ => Claimed::Open,
        }
    }
}

/// The moves in notation with move numbers: a number before the first player's move, and
/// `N...` first when the game starts with the second player to move.
/// The moves with their numbers, and a review's notes after their moves.
fn numbered(record: &Record<AnyGame>, kind: GameKind, notes: &[MoveNote]) -> Vec<String> {
    let first = AnyGame::new_of(kind).turn();
    let offset = usize::from(record.start().turn() != first && first != Turn::Chance);
    let mut words = Vec::new();
    for (i, mv) in shown_moves(record).iter().enumerate() {
        let ply = i + offset;
        if ply % 2 == 0 {
            words.push(format!("{}.", ply / 2 + 1));
        } else if i == 0 {
            words.push(format!("{}...", ply / 2 + 1));
        }
        let before = record
            .position_before(i)
            .expect("a position before each move");
        words.push(before.notation(mv));
        for note in notes.iter().filter(|note| note.ply == i) {
            words.extend(note.words());
        }
    }
    words
}
