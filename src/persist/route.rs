//! Hash routes and share links. The payload stays after `#`, so a static host never sees it:
//! `#/` home, `#/play/<game>` the latest game of that kind in progress (or a new one),
//! `#/play/<game>/<code>[?moves=a,b]` a shared position (and moves played from it),
//! `#/rules/<game>` the rules page.
//!
//! A play route may also say who the computer plays: `?ai=<seat>:<level>` (several as
//! `ai=0:2,1:5`), seats counted from 0 (the side that moves first), levels 1 to 6. So
//! `#/play/chess/<fen>?ai=1:3` opens a position to play White against the computer at level 3
//! as Black, and `#/play/chess?ai=1:3` starts a new game against it. With `moves=` the two are
//! joined by `&`. A link that names no seats leaves the game's own seats as they were saved.
//!
//! `?id=<library id>` opens one game of the player's library (`#/play/chess?id=k3x9`), and
//! `?line=<move code>` after a start code is a whole game: every move in the compact coding of
//! [`super::line_code`], opened at its start to replay or play on. `#/games` (or
//! `#/games/<game>`, filtered) is the list of the player's games, and `#/edit/<game>[/<code>]`
//! the board editor, starting from that position. `#/practise` is practice from the mistakes of
//! every reviewed game, and `#/practise?id=<library id>` from one game's.
//!
//! ```
//! use tabula::persist::Route;
//! use tabula::games::GameKind;
//! let route = Route::parse("#/play/english-draughts/W:WK3,21:B1,K30");
//! assert_eq!(route, Route::Play { kind: GameKind::EnglishDraughts, code: Some("W:WK3,21:B1,K30".into()), moves: vec![], ai: None, id: None, line: None, friend: None, clock: None, handicap: None });
//! let route = Route::parse("#/play/chess?ai=1:3");
//! assert_eq!(route, Route::Play { kind: GameKind::Chess, code: None, moves: vec![], ai: Some("1:3".into()), id: None, line: None, friend: None, clock: None, handicap: None });
//! assert_eq!(Route::parse("#/games/tammi"), Route::Games(Some(GameKind::Tammi)));
//! ```

use super::error::ShareError;
use super::line_code::{encode_line, read_line, ReadLine};
use super::seats::Computers;
use crate::games::handicap::Handicap;
use crate::games::{AnyGame, AnyOptions, GameKind};
use crate::rules::codec::{url_escape, url_unescape};
use crate::rules::{Game, Record};

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Play {
        kind: GameKind,
        /// The shared position code, unescaped... or left raw when unescaping failed, so that
        /// opening it reports the problem.
        code: Option<String>,
        moves: Vec<String>,
        /// The computer's seats as the link wrote them (`1:3`), checked when the game opens
        /// ([`super::Computers::parse`]) so that a bad value is reported, not ignored.
        ai: Option<String>,
        /// The library entry this page plays (`?id=`), so that a reload continues that game.
        id: Option<String>,
        /// A whole game's moves in the compact coding (`?line=`), after a start code.
        line: Option<String>,
        /// A game with a friend on another device (`?friend=`, read by
        /// [`super::friend::FriendLink::parse`]), or `new` to start one.
        friend: Option<String>,
        /// The game clock of a whole game (`?clock=`, read by [`GameClock`]'s parser), as it
        /// stood when the link was made.
        clock: Option<String>,
        /// The handicap a whole game started with (`?handicap=`, its code: see
        /// [`Handicap::code`](crate::games::handicap::Handicap::code)).
        handicap: Option<String>,
    },
    Rules(GameKind),
    /// The player's games, all or one kind's.
    Games(Option<GameKind>),
    /// Practice from the reviewed games' mistakes: all of them, or one entry's (`?id=`).
    Practise(Option<String>),
    /// The board editor, from a position code or the game's start.
    Edit {
        kind: GameKind,
        code: Option<String>,
    },
    /// Joining a friend's device in the room: the live connection's codes (`#/join`).
    Join,
    /// A route we don't know: the home page with a message.
    Unknown(String),
}

impl Route {
    /// Reads a location hash (with or without the leading `#`).
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let (path, query) = path.split_once('?').unwrap_or((path, ""));
        let mut parts = path.splitn(3, '/');
        match (parts.next().unwrap_or(""), parts.next(), parts.next()) {
            ("", None, None) => Route::Home,
            ("play", Some(slug), code) => match GameKind::from_slug(slug) {
                Some(kind) => Route::Play {
                    kind,
                    code: code
                        .filter(|c| !c.is_empty())
                        .map(|c| url_unescape(c).unwrap_or_else(|_| c.to_string())),
                    moves: query_moves(query),
                    ai: query_text(query, "ai"),
                    id: query_text(query, "id"),
                    line: query_text(query, "line"),
                    friend: query_text(query, "friend"),
                    clock: query_text(query, "clock"),
                    handicap: query_text(query, "handicap"),
                },
                None => Route::Unknown(format!("there is no game called \"{slug}\"")),
            },
            ("games", None, None) => Route::Games(None),
            ("games", Some(slug), None) => match GameKind::from_slug(slug) {
                Some(kind) => Route::Games(Some(kind)),
                None => Route::Unknown(format!("there is no game called \"{slug}\"")),
            },
            ("practise", None, None) => Route::Practise(query_text(query, "id")),
            ("join", None, None) => Route::Join,
            ("edit", Some(slug), code) => match GameKind::from_slug(slug) {
                Some(kind) => Route::Edit {
                    kind,
                    code: code
                        .filter(|c| !c.is_empty())
                        .map(|c| url_unescape(c).unwrap_or_else(|_| c.to_string())),
                },
                None => Route::Unknown(format!("there is no game called \"{slug}\"")),
            },
            ("rules", Some(slug), None) => match GameKind::from_slug(slug) {
                Some(kind) => Route::Rules(kind),
                None => Route::Unknown(format!("there is no game called \"{slug}\"")),
            },
            _ => Route::Unknown(format!("there is no page \"{path}\"")),
        }
    }

    /// The hash for this route.
    pub fn to_hash(&self) -> String {
        match self {
            Route::Home | Route::Unknown(_) => "#/".to_string(),
            Route::Rules(kind) => format!("#/rules/{}", kind.slug()),
            Route::Games(None) => "#/games".to_string(),
            Route::Games(Some(kind)) => format!("#/games/{}", kind.slug()),
            Route::Practise(None) => "#/practise".to_string(),
            Route::Join => "#/join".to_string(),
            Route::Practise(Some(id)) => format!("#/practise?id={}", url_escape(id)),
            Route::Edit { kind, code } => match code {
                Some(code) => format!("#/edit/{}/{}", kind.slug(), url_escape(code)),
                None => format!("#/edit/{}", kind.slug()),
            },
            Route::Play {
                kind,
                code,
                moves,
                ai,
                id,
                line,
                friend,
                clock,
                handicap,
            } => {
                let mut hash = format!("#/play/{}", kind.slug());
                let mut query = Vec::new();
                if let Some(code) = code {
                    hash.push('/');
                    hash.push_str(&url_escape(code));
                    if !moves.is_empty() {
                        let escaped: Vec<String> = moves.iter().map(|m| url_escape(m)).collect();
                        query.push(format!("moves={}", escaped.join("+")));
                    }
                    if let Some(line) = line {
                        query.push(format!("line={}", url_escape(line)));
                    }
                    if let Some(clock) = clock {
                        query.push(format!("clock={}", url_escape(clock)));
                    }
                    if let Some(handicap) = handicap {
                        query.push(format!("handicap={}", url_escape(handicap)));
                    }
                }
                if let Some(ai) = ai.as_ref().filter(|ai| !ai.is_empty()) {
                    query.push(format!("ai={}", url_escape(ai)));
                }
                if let Some(friend) = friend {
                    query.push(format!("friend={}", url_escape(friend)));
                }
                if let Some(id) = id {
                    query.push(format!("id={}", url_escape(id)));
                }
                if !query.is_empty() {
                    hash.push('?');
                    hash.push_str(&query.join("&"));
                }
                hash
            }
        }
    }
}

/// The value of `name=` in a query (`a=1&b=2`).
fn query_value<'q>(query: &'q str, name: &str) -> Option<&'q str> {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
}

/// The unescaped value of `name=` (left raw when unescaping fails, so that opening it reports
/// the problem).
fn query_text(query: &str, name: &str) -> Option<String> {
    query_value(query, name).map(|text| url_unescape(text).unwrap_or_else(|_| text.to_string()))
}

fn query_moves(query: &str) -> Vec<String> {
    query_value(query, "moves")
        .map(|list| {
            list.split('+')
                .filter(|m| !m.is_empty())
                .map(|m| url_unescape(m).unwrap_or_else(|_| m.to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// The link path (hash) that opens exactly the position at the record's cursor.
pub fn share_path(record: &Record<AnyGame>) -> String {
    share_path_with(record, &Computers::none())
}

/// The link path that opens the position at the cursor with the computer on the same seats.
pub fn share_path_with(record: &Record<AnyGame>, computers: &Computers) -> String {
    let game = record.current();
    Route::Play {
        kind: game.kind(),
        code: Some(game.encode()),
        moves: Vec::new(),
        ai: Some(computers.to_query()).filter(|ai| !ai.is_empty()),
        id: None,
        line: None,
        friend: None,
        clock: None,
        handicap: None,
    }
    .to_hash()
}

/// The options a link's game is read with: the game's defaults, and the rules its handicap
/// changes (`?handicap=`: the kept cube), where the game has that handicap.
pub fn link_options(kind: GameKind, handicap: Option<&str>) -> AnyOptions {
    let mut options = kind.default_options();
    if let Some(handicap) = handicap.and_then(|code| Handicap::parse(kind, code)) {
        handicap.rules(&mut options);
    }
    options
}

/// A link's position code read with these options.
fn link_start(options: &AnyOptions, code: &str) -> Result<AnyGame, ShareError> {
    AnyGame::decode(code, options).map_err(|e| ShareError::BadCode(e.message))
}

/// Opens a shared position (and any moves after it) with these options (the game's defaults,
/// or [`link_options`]).
pub fn open_shared(
    options: &AnyOptions,
    code: &str,
    moves: &[String],
) -> Result<Record<AnyGame>, ShareError> {
    let mut record = Record::new(link_start(options, code)?);
    for (i, text) in moves.iter().enumerate() {
        let bad = |message: String| ShareError::BadMove {
            index: i + 1,
            message,
        };
        let mv = record
            .current()
            .parse_move(text)
            .map_err(|e| bad(e.to_string()))?;
        record.play(&mv).map_err(|e| bad(e.reason))?;
    }
    Ok(record)
}

/// The link path that opens the whole game: its start position and every recorded move (dice
/// included), opened at the start to replay or play on, with the computer on the same seats and
/// the game clock (its text) as it stands and the handicap it started with (its code).
pub fn whole_game_path(
    record: &Record<AnyGame>,
    computers: &Computers,
    clock: Option<String>,
    handicap: Option<String>,
) -> String {
    let start = record.start();
    Route::Play {
        kind: start.kind(),
        code: Some(start.encode()),
        moves: Vec::new(),
        ai: Some(computers.to_query()).filter(|ai| !ai.is_empty()),
        id: None,
        line: Some(encode_line(record)),
        friend: None,
        clock,
        handicap,
    }
    .to_hash()
}

/// Opens a whole-game link: the start position and its moves, at the start; moves cut short keep
/// those before them (see [`read_line`]).
pub fn open_whole_game(
    options: &AnyOptions,
    code: &str,
    line: &str,
) -> Result<ReadLine, ShareError> {
    read_line(link_start(options, code)?, line)
}

/// The link that sends a game played with a friend on another device: its start, every move,
/// and the `friend=` field (see [`super::friend`]).
pub fn friend_path(record: &Record<AnyGame>, link: &super::friend::FriendLink) -> String {
    let start = record.start();
    Route::Play {
        kind: start.kind(),
        code: Some(start.encode()),
        moves: Vec::new(),
        ai: None,
        id: None,
        line: Some(encode_line(record)),
        friend: Some(link.to_query()),
        clock: None,
        handicap: None,
    }
    .to_hash()
}
