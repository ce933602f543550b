//! Feeds one input to its decoder and, when the decoder accepts it, checks what came out: the
//! position reads back from its own code and writes the same code again, a few legal moves (chance
//! included) play and round-trip, a depth-2 perft runs, and saves and imports replay to the same
//! game. Refusing an input is fine; a panic (caught by the caller) or a failed check is not.

use tabula::games::{AnyGame, GameKind};
use tabula::pairing::handshake::{Handshake, HandshakeError};
use tabula::pairing::qr::{self, QrCode, HANDSHAKE_CORRECTION};
use tabula::persist::friend::{Friend, FriendLink};
use tabula::persist::{export_game, import_game, open_shared, v1, MemoryStore, Route, SavedGame};
use tabula::rules::{perft, Game, Outcome, Record, Rng, Turn};

use super::corpus::Corpus;
use super::input::{Input, Target};

/// Plies played on from every accepted position.
const PLIES_PLAYED: usize = 4;

/// What the decoder did with an input that passed every check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fed {
    Accepted,
    Refused,
}

/// A check that failed on an accepted input: the kind of check and what was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flaw {
    pub check: &'static str,
    pub detail: String,
}

fn flaw(check: &'static str, detail: String) -> Flaw {
    Flaw { check, detail }
}

/// Feeds the input to its target and checks whatever it accepts.
pub fn feed(corpus: &Corpus, input: &Input, rng: &mut Rng) -> Result<Fed, Flaw> {
    let text = input.text.as_str();
    let record = match &input.target {
        Target::Code(options) => AnyGame::decode(text, options).ok().map(Record::new),
        Target::Link => open_link(text),
        Target::Save => return feed_save(text, rng),
        Target::Import(kind) => return feed_import(*kind, text, rng),
        Target::Notation(at) => return feed_notation(&corpus.positions[*at].game, text, rng),
        Target::Handshake => return feed_handshake(Handshake::decode(text)),
        Target::Sdp(kind) => return feed_handshake(Handshake::from_sdp(*kind, text)),
        Target::QrPicture(flips) => return feed_qr_picture(text, *flips, rng),
        Target::FriendLink => return feed_friend_link(text),
        Target::FriendText => return feed_friend_text(text),
    };
    match record {
        Some(record) => check_record(&record, rng).map(|()| Fed::Accepted),
        None => Ok(Fed::Refused),
    }
}

/// A link opens a game when it is a play route with a code that decodes and playable moves.
fn open_link(text: &str) -> Option<Record<AnyGame>> {
    match Route::parse(text) {
        Route::Play {
            kind,
            code: Some(code),
            moves,
            ..
        } => open_shared(&kind.default_options(), &code, &moves).ok(),
        _ => None,
    }
}

/// A record's end, its current position and a few plies on from it.
fn check_record(record: &Record<AnyGame>, rng: &mut Rng) -> Result<(), Flaw> {
    if let Some(verdict) = record.verdict() {
        seats_exist(record.current(), &verdict.outcome)?;
    }
    record.notations();
    check_position(record.current(), rng)
}

/// Every seat a verdict or the turn names sits at the table (a release build wraps an
/// overflowing seat number instead of panicking, so this catches what the panic would).
fn seats_exist(game: &AnyGame, outcome: &Outcome) -> Result<(), Flaw> {
    let players = game.num_players();
    let seats = match outcome {
        Outcome::Win(seat) => vec![*seat],
        Outcome::Ranking(seats) => seats.clone(),
        Outcome::Draw => Vec::new(),
    };
    let turn = game.turn().seat();
    match seats
        .into_iter()
        .chain(turn)
        .find(|s| s.0 as usize >= players)
    {
        Some(seat) => Err(flaw(
            "impossible seat",
            format!("seat {} of {players} players in {outcome:?}", seat.0),
        )),
        None => Ok(()),
    }
}

/// The checks of every accepted position.
pub fn check_position(start: &AnyGame, rng: &mut Rng) -> Result<(), Flaw> {
    round_trip(start)?;
    let outcome = start
        .outcome()
        .map_or(Outcome::Draw, |verdict| verdict.outcome);
    seats_exist(start, &outcome)?;
    perft(start, 2);
    let mut game = start.clone();
    for _ in 0..PLIES_PLAYED {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.next_moves();
        let Some(mv) = rng.pick(&moves).cloned() else {
            return Err(flaw(
                "unplayable",
                format!("no moves and no outcome at {}", game.encode()),
            ));
        };
        if let Turn::Player(_) = game.turn() {
            let notation = game.notation(&mv);
            match game.parse_move(&notation) {
                Ok(read) if read == mv => {}
                other => {
                    return Err(flaw(
                        "notation",
                        format!("{notation} at {} reads as {other:?}", game.encode()),
                    ))
                }
            }
            game.gesture(&mv);
        }
        let code = game.encode();
        game = game.play(&mv).map_err(|e| {
            flaw(
                "unplayable",
                format!("own move {mv:?} refused at {code}: {}", e.reason),
            )
        })?;
        round_trip(&game)?;
    }
    Ok(())
}

/// decode(encode(p)) == p, and encoding again gives the same code.
fn round_trip(game: &AnyGame) -> Result<(), Flaw> {
    let code = game.encode();
    match AnyGame::decode(&code, &game.options()) {
        Ok(read) if &read == game => {
            let again = read.encode();
            if again == code {
                Ok(())
            } else {
                Err(flaw("round trip", format!("{code} re-encodes as {again}")))
            }
        }
        Ok(read) => Err(flaw(
            "round trip",
            format!(
                "{} {code} reads back as another position: {}",
                game.kind().slug(),
                difference(game, &read)
            ),
        )),
        Err(e) => Err(flaw(
            "round trip",
            format!("{} own code {code} refused: {e}", game.kind().slug()),
        )),
    }
}

/// The first storage layout's three readers of a stored save (`persist::v1`); an accepted one must save and restore again to
/// the same record.
fn feed_save(text: &str, rng: &mut Rng) -> Result<Fed, Flaw> {
    let kind = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("game")?.as_str().and_then(GameKind::from_slug))
        .unwrap_or(GameKind::ALL[rng.below(7)]);
    let mut store = MemoryStore::default();
    let current = format!("tabula.v1.current.{}", kind.slug());
    store.0.insert(current, text.to_string());
    v1::keep_previous(&mut store, kind);
    v1::load_previous(&store, kind);
    let v1::Loaded::Game(record, seed) = v1::load_current(&mut store, kind) else {
        return Ok(Fed::Refused);
    };
    let saved = SavedGame::from_record(&record, seed, 0.0).to_json();
    match SavedGame::from_json(&saved).and_then(|s| s.restore()) {
        Ok(again) if again == *record => {}
        Ok(_) => return Err(flaw("replay", "save restores to another game".into())),
        Err(e) => return Err(flaw("replay", format!("own save refused: {e}"))),
    }
    check_record(&record, rng).map(|()| Fed::Accepted)
}

/// An accepted import replays from its start through its notations, and its export imports
/// again to the same position.
fn feed_import(kind: GameKind, text: &str, rng: &mut Rng) -> Result<Fed, Flaw> {
    let Ok(record) = import_game(kind, text) else {
        return Ok(Fed::Refused);
    };
    let mut replay = Record::new(record.start().clone());
    for (i, notation) in record.notations().iter().enumerate() {
        let mv = replay
            .current()
            .parse_move(notation)
            .map_err(|e| flaw("replay", format!("move {}: {e}", i + 1)))?;
        replay
            .play(&mv)
            .map_err(|e| flaw("replay", format!("move {}: {}", i + 1, e.reason)))?;
    }
    if replay.current() != record.current() {
        return Err(flaw(
            "replay",
            "the notations replay to another position".into(),
        ));
    }
    let export = export_game(&record).text;
    match import_game(kind, &export) {
        Ok(again) if again.current() == record.current() => {}
        Ok(_) => {
            return Err(flaw(
                "replay",
                "its export imports as another position".into(),
            ))
        }
        Err(e) => {
            return Err(flaw(
                "replay",
                format!("its export is refused: {}", first_line(&e.to_string())),
            ))
        }
    }
    check_record(&record, rng).map(|()| Fed::Accepted)
}

/// An accepted move is legal and is written back as the same move.
fn feed_notation(game: &AnyGame, text: &str, rng: &mut Rng) -> Result<Fed, Flaw> {
    let Ok(mv) = game.parse_move(text) else {
        return Ok(Fed::Refused);
    };
    let written = game.notation(&mv);
    if game.parse_move(&written).as_ref() != Ok(&mv) {
        return Err(flaw(
            "notation",
            format!("{written} does not read back at {}", game.encode()),
        ));
    }
    let next = game.clone().play(&mv).map_err(|e| {
        flaw(
            "unplayable",
            format!("{text} read but refused: {}", e.reason),
        )
    })?;
    check_position(&next, rng).map(|()| Fed::Accepted)
}

/// Where two positions' debug forms first differ: the field (its last two names) and a little
/// of each side.
fn difference(before: &AnyGame, after: &AnyGame) -> String {
    let (a, b) = (format!("{before:?}"), format!("{after:?}"));
    let same = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let head: String = a.chars().take(same).collect();
    let names: Vec<&str> = head
        .split(": ")
        .map(|part| part.rsplit([' ', '{', '(', '[', ',']).next().unwrap_or(""))
        .collect();
    let field = names[names.len().saturating_sub(3)..names.len().saturating_sub(1)].join(".");
    let part = |text: &str| text.chars().skip(same).take(24).collect::<String>();
    format!("field {field}: {}... became {}...", part(&a), part(&b))
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

/// An accepted friend field writes itself back the same.
fn feed_friend_link(text: &str) -> Result<Fed, Flaw> {
    let Ok(link) = FriendLink::parse(text) else {
        return Ok(Fed::Refused);
    };
    match FriendLink::parse(&link.to_query()) {
        Ok(back) if back == link => Ok(Fed::Accepted),
        other => Err(flaw("friend link round trip", format!("{text}: {other:?}"))),
    }
}

/// An accepted friend's game, kept as text, reads back the same.
fn feed_friend_text(text: &str) -> Result<Fed, Flaw> {
    let Ok(friend) = Friend::try_from(text.to_string()) else {
        return Ok(Fed::Refused);
    };
    let written = String::from(friend.clone());
    match Friend::try_from(written.clone()) {
        Ok(back) if back == friend => Ok(Fed::Accepted),
        other => Err(flaw(
            "friend text round trip",
            format!("{written}: {other:?}"),
        )),
    }
}

/// An accepted handshake writes the text it was read from (one text per handshake) and an SDP
/// that reads back the same.
fn feed_handshake(read: Result<Handshake, HandshakeError>) -> Result<Fed, Flaw> {
    let Ok(handshake) = read else {
        return Ok(Fed::Refused);
    };
    let text = handshake.encode();
    match Handshake::decode(&text) {
        Ok(back) if back == handshake => {}
        other => {
            return Err(flaw(
                "handshake text round trip",
                format!("{text}: {other:?}"),
            ))
        }
    }
    match Handshake::from_sdp(handshake.kind, &handshake.to_sdp()) {
        Ok(back) if back == handshake => Ok(Fed::Accepted),
        other => Err(flaw(
            "handshake sdp round trip",
            format!("{text}: {other:?}"),
        )),
    }
}

/// The text's QR code at 2 pixels a module with `flips` random pixels inverted: reading must
/// not panic, and a clean picture must give the text back.
fn feed_qr_picture(text: &str, flips: usize, rng: &mut Rng) -> Result<Fed, Flaw> {
    let Ok(code) = QrCode::new(text, HANDSHAKE_CORRECTION) else {
        return Ok(Fed::Refused);
    };
    let side = code.width_with_quiet_zone() * 2;
    let mut luma: Vec<u8> = (0..side * side)
        .map(|i| {
            let dark = code.is_dark_with_quiet_zone((i % side) / 2, (i / side) / 2);
            if dark {
                0
            } else {
                255
            }
        })
        .collect();
    for _ in 0..flips {
        let at = rng.below(luma.len());
        luma[at] = 255 - luma[at];
    }
    match qr::read(side, side, &luma) {
        Ok(read) if flips == 0 && read != text => Err(flaw(
            "qr clean picture",
            format!("{text:?} read as {read:?}"),
        )),
        Ok(_) => Ok(Fed::Accepted),
        Err(_) if flips == 0 => Err(flaw("qr clean picture", format!("{text:?} not read"))),
        Err(_) => Ok(Fed::Refused),
    }
}
