//! One fuzz input: which decoder it is fed to and the text. Input `i` of a run is drawn from its
//! own seeded [`Rng`], so any input can be made again from the run's seed and its number alone.

use serde_json::Value;
use tabula::games::{AnyOptions, GameKind};
use tabula::pairing::handshake::Kind;
use tabula::rules::{Game, Rng};

use super::corpus::Corpus;
use super::mutate::{mutate, odd_number, random_text};

/// The decoder an input is fed to.
#[derive(Clone, Debug)]
pub enum Target {
    /// `AnyGame::decode` with these options.
    Code(AnyOptions),
    /// `Route::parse`, then `open_shared` for a play route with a code.
    Link,
    /// The first storage layout's saves: `persist::v1::load_current` (JSON, then replay),
    /// `keep_previous`, `load_previous`.
    Save,
    /// `import_game` for this kind.
    Import(GameKind),
    /// `parse_move` on the corpus position with this number.
    Notation(usize),
    /// `Handshake::decode` (the two devices' connection text).
    Handshake,
    /// `Handshake::from_sdp` of this kind (a browser's offer or answer).
    Sdp(Kind),
    /// `qr::read` of the text's QR code drawn small, with this many pixels flipped.
    QrPicture(usize),
    /// `FriendLink::parse` (the `friend=` field of a link to a friend on another device).
    FriendLink,
    /// A friend's game as a save keeps it (`Friend`'s text).
    FriendText,
}

impl Target {
    /// A short name for reports: `code tama`, `import chess`, `notation ludo`.
    pub fn describe(&self, corpus: &Corpus) -> String {
        match self {
            Target::Code(options) => format!("code {}", options.kind().slug()),
            Target::Link => "link".into(),
            Target::Save => "save".into(),
            Target::Import(kind) => format!("import {}", kind.slug()),
            Target::Notation(i) => {
                let game = &corpus.positions[*i].game;
                format!("notation {} at {}", game.kind().slug(), game.encode())
            }
            Target::Handshake => "handshake".into(),
            Target::Sdp(kind) => format!("sdp {kind:?}"),
            Target::QrPicture(flips) => format!("qr picture, {flips} pixels flipped"),
            Target::FriendLink => "friend link".into(),
            Target::FriendText => "friend text".into(),
        }
    }
}

/// A target and its text.
#[derive(Clone, Debug)]
pub struct Input {
    pub target: Target,
    pub text: String,
}

/// The `index`-th input of a run with this seed.
pub fn make_input(corpus: &Corpus, seed: u64, index: u64) -> Input {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ index);
    rng.next_u64();
    let random = rng.below(10) == 0;
    let (target, base) = match rng.below(25) {
        0..=6 => {
            let (options, code) = pick(&corpus.codes, &mut rng);
            // Mostly the options the code was made under, sometimes another game's.
            let options = if rng.below(5) == 0 {
                pick(&corpus.options, &mut rng).clone()
            } else {
                options.clone()
            };
            (Target::Code(options), code.clone())
        }
        7..=9 => (Target::Link, link_text(corpus, &mut rng)),
        10..=12 => (Target::Save, save_text(corpus, &mut rng)),
        13..=16 => {
            let (kind, text) = pick(&corpus.imports, &mut rng);
            let kind = if rng.below(8) == 0 {
                GameKind::ALL[rng.below(7)]
            } else {
                *kind
            };
            (Target::Import(kind), text.clone())
        }
        20 => (
            Target::Handshake,
            pick(&corpus.handshakes, &mut rng).clone(),
        ),
        21 => {
            let (kind, sdp) = pick(&corpus.sdps, &mut rng);
            (Target::Sdp(*kind), sdp.clone())
        }
        22 => {
            // Often a clean picture, whose text must come back exactly.
            let flips = if rng.below(3) == 0 { 0 } else { rng.below(60) };
            (
                Target::QrPicture(flips),
                pick(&corpus.handshakes, &mut rng).clone(),
            )
        }
        23 => (
            Target::FriendLink,
            pick(&corpus.friend_links, &mut rng).clone(),
        ),
        24 => (
            Target::FriendText,
            pick(&corpus.friend_texts, &mut rng).clone(),
        ),
        _ => {
            let at = rng.below(corpus.positions.len());
            let notations = &corpus.positions[at].notations;
            let text = rng.pick(notations).cloned().unwrap_or_default();
            (Target::Notation(at), text)
        }
    };
    let text = if random {
        random_text(&mut rng, 200)
    } else if rng.below(5) == 0 {
        base
    } else {
        let donor = donor(corpus, &mut rng);
        mutate(&base, &donor, &mut rng)
    };
    Input { target, text }
}

fn pick<'a, T>(items: &'a [T], rng: &mut Rng) -> &'a T {
    &items[rng.below(items.len())]
}

/// Any valid text of the corpus, to splice pieces from.
fn donor(corpus: &Corpus, rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => pick(&corpus.codes, rng).1.clone(),
        1 => pick(&corpus.links, rng).clone(),
        2 => pick(&corpus.imports, rng).1.clone(),
        _ => {
            let position = pick(&corpus.positions, rng);
            rng.pick(&position.notations).cloned().unwrap_or_default()
        }
    }
}

/// A corpus link, or one put together from a game name, another game's code and moves.
fn link_text(corpus: &Corpus, rng: &mut Rng) -> String {
    if rng.below(3) != 0 {
        return pick(&corpus.links, rng).clone();
    }
    let slug = GameKind::ALL[rng.below(7)].slug();
    let code = tabula::rules::codec::url_escape(&pick(&corpus.codes, rng).1);
    let position = pick(&corpus.positions, rng);
    let moves: Vec<String> = (0..rng.below(4))
        .filter_map(|_| rng.pick(&position.notations).cloned())
        .collect();
    format!("#/play/{slug}/{code}?moves={}", moves.join("+"))
}

/// A corpus save, often with one field replaced by a value of the wrong size, type or game.
fn save_text(corpus: &Corpus, rng: &mut Rng) -> String {
    let text = pick(&corpus.saves, rng).clone();
    if rng.below(2) == 0 {
        return text;
    }
    let Ok(mut value) = serde_json::from_str::<Value>(&text) else {
        return text;
    };
    let field = [
        "version", "game", "options", "start", "moves", "cursor", "end", "updated", "seed",
    ][rng.below(9)];
    let replacement = match field {
        "end" => Value::String(format!("resigned:{}", odd_number(rng))),
        "options" => {
            let other = &pick(&corpus.saves, rng).clone();
            serde_json::from_str::<Value>(other)
                .ok()
                .and_then(|v| v.get("options").cloned())
                .unwrap_or(Value::Null)
        }
        "start" => Value::String(pick(&corpus.codes, rng).1.clone()),
        "moves" => {
            let position = pick(&corpus.positions, rng);
            Value::Array(
                position
                    .notations
                    .iter()
                    .take(rng.below(3))
                    .cloned()
                    .map(Value::String)
                    .collect(),
            )
        }
        _ => odd_value(rng),
    };
    value[field] = replacement;
    value.to_string()
}

/// A JSON value of an odd size or type.
fn odd_value(rng: &mut Rng) -> Value {
    let number = odd_number(rng);
    match rng.below(4) {
        0 => serde_json::from_str(number).unwrap_or(Value::Null),
        1 => Value::String(number.to_string()),
        2 => Value::Null,
        _ => Value::Array(vec![Value::Bool(true)]),
    }
}
