//! Round trips over seeded random draughts games (English, Tammi, Tama): every position reached reads back
//! from its code unchanged, its code is canonical, and every legal move's notation reads back as
//! that same move (so notation is unique per move).

use tabula::games::draughts::{Draughts, DraughtsOptions, Ruleset};
use tabula::rules::codec::{url_escape, url_unescape};
use tabula::rules::{Game, Rng};

fn check_position(game: &Draughts, options: &DraughtsOptions) -> Vec<<Draughts as Game>::Move> {
    let code = game.encode();
    let decoded = Draughts::decode(&code, options).unwrap_or_else(|e| panic!("{code}: {e}"));
    assert_eq!(&decoded, game, "{code}");
    assert_eq!(decoded.encode(), code);
    let escaped = url_escape(&code);
    assert_eq!(url_unescape(&escaped).unwrap(), code);
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    for mv in &legal {
        let text = game.notation(mv);
        let parsed = game
            .parse_move(&text)
            .unwrap_or_else(|e| panic!("{code}: {text}: {e}"));
        assert_eq!(&parsed, mv, "{code}: {text}");
    }
    legal
}

#[test]
fn random_games_round_trip_codes_and_notation() {
    round_trip(DraughtsOptions::default());
}

#[test]
fn random_tammi_games_round_trip_codes_and_notation() {
    round_trip(DraughtsOptions::new(Ruleset::Tammi));
}

#[test]
fn random_tama_games_round_trip_codes_and_notation() {
    round_trip(DraughtsOptions::new(Ruleset::Tama));
}

fn round_trip(options: DraughtsOptions) {
    let mut rng = Rng::new(2026);
    let (mut positions, mut kings_seen, mut multi_jumps) = (0, 0, 0);
    for _ in 0..300 {
        let mut game = Draughts::new(&options);
        for _ in 0..200 {
            let legal = check_position(&game, &options);
            positions += 1;
            kings_seen += usize::from(game.encode().contains('K'));
            let Some(mv) = rng.pick(&legal).cloned() else {
                assert!(game.outcome().is_some());
                break;
            };
            multi_jumps += usize::from(mv.captured.len() > 1);
            game = game.play(&mv).unwrap();
        }
    }
    // The games reach the parts of the rules worth checking.
    assert!(positions > 10_000, "{positions}");
    assert!(kings_seen > 1_000, "{kings_seen}");
    assert!(multi_jumps > 100, "{multi_jumps}");
}

/// A code-like text: mostly well formed, with random squares, kings, ranges and stray characters.
fn random_code(rng: &mut Rng) -> String {
    let pick = |rng: &mut Rng, items: &[&str]| items[rng.below(items.len())].to_string();
    let mut text = pick(rng, &["B", "W", "B", "W", "b", "X", ""]);
    for side in ["W", "B"] {
        text.push_str(&pick(rng, &[":", ":", ":", "", "::"]));
        text.push_str(&pick(rng, &[side, side, side, "Q"]));
        let items: Vec<String> = (0..rng.below(6))
            .map(|_| {
                let king = pick(rng, &["", "", "K", "k"]);
                let square = rng.below(36);
                match rng.below(8) {
                    0 => format!("{king}{square}-{}", rng.below(36)),
                    1 => pick(rng, &["", "x", "é", " ", "1 2"]),
                    _ => format!("{king}{square}"),
                }
            })
            .collect();
        text.push_str(&items.join(","));
    }
    text.push_str(&pick(rng, &["", "", ".", " ", "..", "%"]));
    text
}

#[test]
fn random_codes_never_panic_and_what_decodes_comes_back_canonical() {
    let options = DraughtsOptions::default();
    let mut rng = Rng::new(7);
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let text = random_code(&mut rng);
        match Draughts::decode(&text, &options) {
            Ok(game) => {
                accepted += 1;
                let code = game.encode();
                assert_eq!(Draughts::decode(&code, &options).unwrap(), game, "{text}");
                let mut legal = Vec::new();
                game.legal_moves(&mut legal);
                let _ = game.outcome();
            }
            Err(error) => {
                refused += 1;
                assert!(!error.message.is_empty());
            }
        }
        let _ = Draughts::new(&options).parse_move(&text);
    }
    assert!(accepted > 200 && refused > 1_000, "{accepted} {refused}");
}
