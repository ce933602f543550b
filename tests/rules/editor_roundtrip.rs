//! The board editor keeps every position it is given: `AnySetup::from_game(g).build()` is `g`
//! for positions reached by seeded random play in every game, wherever the editor can express
//! the position (backgammon between turns, Ludo before a throw or with one to move).

use tabula::games::backgammon::Phase;
use tabula::games::setup::AnySetup;
use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Rng, Turn};

/// One random move or chance result; `None` when the game is over.
fn random_step(game: &AnyGame, rng: &mut Rng) -> Option<AnyGame> {
    let next = if game.turn() == Turn::Chance {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        rng.pick(&outcomes)?.0.clone()
    } else {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        rng.pick(&moves)?.clone()
    };
    game.clone().play(&next).ok()
}

/// Whether the editor can hold this position exactly.
fn editable(game: &AnyGame) -> bool {
    match game {
        AnyGame::Backgammon(g) => {
            let between_turns = matches!(g.phase(), Phase::Opening | Phase::OnRoll(_))
                || (matches!(g.phase(), Phase::Rolling(_)) && g.encode().split(':').count() == 2);
            between_turns && g.pending_resignation().is_none()
        }
        AnyGame::Ludo(g) => {
            let start = AnyGame::new(&game.options());
            let throwing_for_start = g.start_rolls().is_some();
            game.outcome().is_none() && (!throwing_for_start || *game == start)
        }
        _ => true,
    }
}

#[test]
fn every_position_of_random_games_survives_the_editor() {
    for kind in GameKind::ALL {
        let mut checked = 0;
        for seed in 0..12u64 {
            let mut rng = Rng::new(seed * 31 + kind as u64);
            let mut game = AnyGame::new_of(kind);
            for _ in 0..160 {
                if editable(&game) {
                    let rebuilt = AnySetup::from_game(&game).build();
                    assert_eq!(
                        rebuilt.as_ref(),
                        Ok(&game),
                        "{} {}",
                        kind.slug(),
                        game.encode()
                    );
                    checked += 1;
                }
                match random_step(&game, &mut rng) {
                    Some(next) => game = next,
                    None => break,
                }
            }
        }
        println!("{}: {checked} positions rebuilt", kind.slug());
        assert!(checked >= 100, "{}: only {checked} positions", kind.slug());
    }
}

#[test]
fn emptied_and_start_boards_of_every_game() {
    for kind in GameKind::ALL {
        let start = AnySetup::start(kind);
        assert_eq!(start.build(), Ok(AnyGame::new_of(kind)), "{}", kind.slug());
        assert_eq!(start.kind(), kind);
        let empty = AnySetup::empty(kind);
        assert_eq!(empty.kind(), kind);
        assert!(!empty.palette().is_empty(), "{}", kind.slug());
        // No game but Ludo (all pieces in base: the start) and the draughts games and Camelot
        // (a game over, but a position) has a playable empty board.
        let built = empty.build();
        match kind {
            GameKind::Chess | GameKind::Backgammon => {
                assert!(built.is_err(), "{}", kind.slug())
            }
            _ => assert!(built.is_ok(), "{}: {built:?}", kind.slug()),
        }
    }
}
