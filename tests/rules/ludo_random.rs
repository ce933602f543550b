//! Random full games of Ludo (seeded) for 2, 3 and 4 players, now and then with a player
//! leaving the race: every game ends, nothing panics, every piece is accounted for, and codes
//! and notation read back what they wrote (every position reached is one the decoder accepts).

use tabula::games::ludo::{Colour, Ludo, LudoMove, LudoOptions, PiecePos};
use tabula::rules::{Game, Outcome, Rng, Seat, Turn};

const MAX_PLIES: usize = 20_000;

fn options_for(rng: &mut Rng) -> LudoOptions {
    let n = 2 + rng.below(3);
    let mut colours = Colour::ALL.to_vec();
    while colours.len() > n {
        colours.remove(rng.below(colours.len()));
    }
    LudoOptions { colours }
}

/// No track field holds two colours; finished players are exactly the ranked ones; players who
/// left have no pieces out and rank last.
fn check_invariants(game: &Ludo) {
    let n = game.num_players();
    let mut owner = [None; 40];
    let mut finished = Vec::new();
    for seat in (0..n as u8).map(Seat) {
        let pieces = game.pieces(seat);
        for pos in pieces {
            if let PiecePos::Track(field) = pos {
                let here = owner[usize::from(field)].get_or_insert(seat);
                assert_eq!(*here, seat, "two colours on field {field}: {game:?}");
            }
        }
        if pieces.iter().all(|&p| p == PiecePos::Finished) {
            finished.push(seat);
        }
        if game.has_left(seat) {
            assert!(pieces.iter().all(|&p| p == PiecePos::Base), "{game:?}");
        }
    }
    let ranking = game.ranking();
    let ranked = if game.outcome().is_some() {
        n - 1 - game.leavers().len()
    } else {
        ranking.len()
    };
    assert_eq!(finished.len(), ranked, "{game:?}");
    assert!(ranking[..ranked].iter().all(|s| finished.contains(s)));
    if game.outcome().is_some() {
        let latest_first: Vec<Seat> = game.leavers().iter().rev().copied().collect();
        assert_eq!(ranking[ranked + 1..], latest_first[..], "{game:?}");
    }
}

fn random_game(seed: u64) -> (Ludo, usize) {
    let mut rng = Rng::new(seed);
    let options = options_for(&mut rng);
    let mut game = Ludo::new(&options);
    for ply in 0..MAX_PLIES {
        if game.outcome().is_some() {
            return (game, ply);
        }
        let moves = game.next_moves();
        assert!(!moves.is_empty(), "no move but not over: {game:?}");
        let mut mv = *rng.pick(&moves).expect("not empty");
        // Now and then the player on turn gives up: about once in 2,000 plies, and more often
        // while the start is thrown for, so that leaving the contest is tried too.
        let odds = if game.start_thrower().is_some() {
            40
        } else {
            2000
        };
        if rng.below(odds) == 0 {
            mv = LudoMove::Leave;
        }
        if ply % 7 == 0 || mv == LudoMove::Leave {
            let text = game.notation(&mv);
            assert_eq!(game.parse_move(&text), Ok(mv), "{text}");
            let code = game.encode();
            assert_eq!(Ludo::decode(&code, &options), Ok(game.clone()), "{code}");
        }
        game = game.play(&mv).expect("generated moves are legal");
        check_invariants(&game);
    }
    panic!("seed {seed}: no end after {MAX_PLIES} plies");
}

#[test]
fn thousands_of_random_games_end_with_a_full_ranking() {
    let mut players_seen = [0usize; 5];
    let mut with_leavers = 0;
    for seed in 0..3000 {
        let (game, _plies) = random_game(seed);
        with_leavers += usize::from(!game.leavers().is_empty());
        let n = game.num_players();
        players_seen[n] += 1;
        let ranking = game.ranking();
        assert_eq!(ranking.len(), n);
        let mut sorted = ranking.clone();
        sorted.sort();
        assert_eq!(sorted, (0..n as u8).map(Seat).collect::<Vec<_>>());
        let expected = if n == 2 {
            Outcome::Win(ranking[0])
        } else {
            Outcome::Ranking(ranking)
        };
        assert_eq!(game.outcome().unwrap().outcome, expected);
        assert_eq!(Ludo::decode(&game.encode(), &game.options()), Ok(game));
    }
    assert!(players_seen[2..].iter().all(|&count| count > 500));
    assert!(with_leavers > 300, "{with_leavers} games with leavers");
}

#[test]
fn chance_and_players_take_turns_as_announced() {
    let mut rng = Rng::new(99);
    let mut game = Ludo::new(&LudoOptions::default());
    for _ in 0..2000 {
        if game.outcome().is_some() {
            break;
        }
        let mut chances = Vec::new();
        game.chance_outcomes(&mut chances);
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        match game.turn() {
            Turn::Chance => {
                assert!(legal.is_empty());
                assert_eq!(chances.len(), 6);
                let total: f32 = chances.iter().map(|(_, p)| p).sum();
                assert!((total - 1.0).abs() < 1e-5);
            }
            Turn::Player(_) => assert!(chances.is_empty() && !legal.is_empty()),
        }
        let moves = game.next_moves();
        game.apply(rng.pick(&moves).expect("not empty"));
    }
}

#[test]
fn decoding_garbage_never_panics() {
    let mut rng = Rng::new(5);
    let alphabet: Vec<char> = "L1.RBYG:,-0123456789smrx".chars().collect();
    let base = Ludo::new(&LudoOptions::default()).encode();
    for _ in 0..20_000 {
        let mut code: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.below(4) {
            let i = rng.below(code.len());
            code[i] = *rng.pick(&alphabet).expect("not empty");
        }
        let code: String = code.into_iter().collect();
        if let Ok(game) = Ludo::decode(&code, &LudoOptions::default()) {
            let _ = game.next_moves();
            assert_eq!(Ludo::decode(&game.encode(), &game.options()), Ok(game));
        }
    }
}
