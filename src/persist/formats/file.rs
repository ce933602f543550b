//! A whole game as a file: what an export writes ([`Export`], with the players and tags of
//! [`GameInfo`]) and what an import gives back ([`Imported`]), with the two things every
//! format's writer does alike (the moves up to the one shown, the extra tags it may copy).

use crate::games::handicap::Handicap;
use crate::games::{AnyGame, AnyMove};
use crate::persist::Computers;
pub use crate::rules::Eval;
use crate::rules::{Game, Record, Seat};

/// A file ready to download.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    pub file_name: String,
    pub mime: &'static str,
    pub text: String,
}

/// What an export says about the game besides its moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// The players' names by seat (seat 0 first); a missing or empty name is written unknown.
    pub players: Vec<String>,
    /// The day the game was played, written `YYYY.MM.DD` as PGN and PDN have it.
    pub date: Option<String>,
    /// More tags to write (`Event`, `Site`, ...), where the format has tags.
    pub tags: Vec<(String, String)>,
    /// A review's notes on moves, written where the format has comments (PGN, PDN).
    pub notes: Vec<MoveNote>,
    /// A review in words, a line each, written as comments where the format has no notes on
    /// moves (backgammon's `.mat`: before the match).
    pub review: Vec<String>,
}

/// What a reviewed file says after a move: its mark as a numeric annotation glyph (`$2` for
/// "?"), the engine's evaluation of the position it leads to, and a better move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    /// The move's index in the record.
    pub ply: usize,
    pub nag: Option<u8>,
    pub eval: Option<Eval>,
    pub better: Option<String>,
}

impl MoveNote {
    /// A note on the move at `ply`: a NAG, an evaluation and a better move (a review's
    /// `Judged::note`).
    pub fn new(ply: usize, (nag, eval, better): (Option<u8>, Eval, Option<String>)) -> MoveNote {
        MoveNote {
            ply,
            nag,
            eval: Some(eval),
            better,
        }
    }

    /// The words written after the move: `$4 { [%eval -5.20] Better: Nf6 }`, with the
    /// evaluation as lichess writes it (pawns with two decimals, `#3` for a mate in three).
    pub fn words(&self) -> Vec<String> {
        let mut words: Vec<String> = self.nag.map(|nag| format!("${nag}")).into_iter().collect();
        let mut comment = Vec::new();
        match self.eval {
            Some(Eval::Units(units)) => {
                let sign = if units < 0 { "-" } else { "" };
                let units = units.unsigned_abs();
                comment.push(format!("[%eval {sign}{}.{:02}]", units / 100, units % 100));
            }
            Some(Eval::Win(moves)) => comment.push(format!("[%eval #{moves}]")),
            None => {}
        }
        if let Some(better) = &self.better {
            comment.push(format!("Better: {better}"));
        }
        if !comment.is_empty() {
            words.push(format!("{{ {} }}", comment.join(" ")));
        }
        words
    }
}

/// `words` (a movetext's move numbers and moves, one move's notation per move) with each note's
/// words after its move: `ply_of(i)` is the ply of the word at `i`, if it is a move.
pub fn with_notes(
    words: Vec<String>,
    notes: &[MoveNote],
    ply_of: impl Fn(usize) -> Option<usize>,
) -> Vec<String> {
    if notes.is_empty() {
        return words;
    }
    let mut out = Vec::with_capacity(words.len() + notes.len() * 2);
    for (i, word) in words.into_iter().enumerate() {
        out.push(word);
        if let Some(ply) = ply_of(i) {
            for note in notes.iter().filter(|note| note.ply == ply) {
                out.extend(note.words());
            }
        }
    }
    out
}

impl GameInfo {
    /// Players by seat, no date, no other tags.
    pub fn named(players: &[&str]) -> Self {
        GameInfo {
            players: players.iter().map(|p| p.to_string()).collect(),
            ..GameInfo::default()
        }
    }

    /// The seats of `game` named for who plays them: "Person", or "Computer (level N)".
    pub fn from_seats(game: &AnyGame, computers: &Computers, date: Option<String>) -> Self {
        let players = (0..game.num_players() as u8)
            .map(|seat| match computers.level_of(seat) {
                Some(level) => format!("Computer (level {level})"),
                None => "Person".to_string(),
            })
            .collect();
        GameInfo {
            players,
            date,
            ..GameInfo::default()
        }
    }

    /// The name of the player on `seat`, if one is given.
    pub fn player(&self, seat: Seat) -> Option<&str> {
        self.players
            .get(usize::from(seat.0))
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
    }

    /// The value of the extra tag `name`, if given.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A game read from a file: the record, played to its last move, and the file's tags.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub record: Record<AnyGame>,
    pub tags: Vec<(String, String)>,
}

/// The tag naming the computer's seats in the files the page writes and reads
/// (`[Computers "1:3"]`, in the links' coding).
pub const COMPUTERS_TAG: &str = "Computers";

/// The tag naming the handicap a game started with, in the files the page writes and reads, by
/// its code as saves and links have it (`[Handicap "queen:0"]`: [`Handicap::code`]; the English
/// sentences of [`Handicap::name`] cost the page's download more than they were worth).
pub const HANDICAP_TAG: &str = "Handicap";

impl GameInfo {
    /// The same, with a tag naming the game's handicap (replacing a file's own).
    pub fn with_handicap(mut self, handicap: Option<&Handicap>) -> GameInfo {
        if let Some(handicap) = handicap {
            self.tags.retain(|(name, _)| name != HANDICAP_TAG);
            self.tags.push((HANDICAP_TAG.to_string(), handicap.code()));
        }
        self
    }
}

impl Imported {
    /// The handicap the file names (the page's own exports do), if its game offers it.
    pub fn handicap(&self) -> Option<Handicap> {
        let handicap = Handicap::parse(self.record.start().kind(), self.tag(HANDICAP_TAG)?)?;
        let offered = Handicap::choices(&self.record.start().options());
        offered.contains(&handicap).then_some(handicap)
    }

    /// The computer's seats the file names (the page's own exports do), if they fit its game.
    pub fn computers(&self) -> Option<Computers> {
        let kind = self.record.start().kind();
        Computers::parse(self.tag(COMPUTERS_TAG)?, kind).ok()
    }

    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The moves up to the cursor, those an export writes.
pub(super) fn shown_moves(record: &Record<AnyGame>) -> &[AnyMove] {
    &record.moves()[..record.cursor()]
}

/// Tags with the names the format writes itself left out (they are written from the record).
pub(super) fn extra_tags<'a>(
    info: &'a GameInfo,
    ours: &'a [&str],
) -> impl Iterator<Item = &'a (String, String)> + 'a {
    info.tags.iter().filter(move |(name, _)| {
        !ours.iter().any(|o| o.eq_ignore_ascii_case(name))
            && !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}
