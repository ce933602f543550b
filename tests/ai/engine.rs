//! The engine over draughts (English, Tammi, Tama) and Camelot: in each it takes a winning
//! multi-capture and avoids a losing one (named scenario tables, checked first against the rules
//! with a plain material count two plies deep), and at every level it plays only legal moves over
//! seeded engine-vs-engine games, never panicking. Budgets are in nodes, not time, so the results
//! are the same on any machine.

use tabula::ai::{think, ManualClock, Request, ThinkError, TOP_LEVEL};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::rules::{Game, Record};

/// A position, the capture the engine must choose and the capture it must not.
struct Scenario {
    name: &'static str,
    kind: GameKind,
    code: &'static str,
    good: &'static str,
    bad: &'static str,
}

fn pieces_taken(mv: &AnyMove) -> i32 {
    match mv {
        AnyMove::Draughts(m) => m.captured.len() as i32,
        AnyMove::Camelot(m) => m.captured.len() as i32,
        _ => 0,
    }
}

/// Pieces the move takes less the most the opponent takes in reply: the rules' own view of
/// the scenario, independent of the engine.
fn net_after_reply(game: &AnyGame, mv: &AnyMove) -> i32 {
    let mut next = game.clone();
    next.apply(mv);
    let reply = next
        .next_moves()
        .iter()
        .map(pieces_taken)
        .max()
        .unwrap_or(0);
    pieces_taken(mv) - reply
}

fn check_scenario(s: &Scenario) {
    let options = s.kind.default_options();
    let game = AnyGame::decode(s.code, &options).unwrap_or_else(|e| panic!("{}: {e}", s.name));
    let good = game
        .parse_move(s.good)
        .unwrap_or_else(|e| panic!("{}: {e}", s.name));
    let bad = game
        .parse_move(s.bad)
        .unwrap_or_else(|e| panic!("{}: {e}", s.name));
    assert!(
        pieces_taken(&bad) >= 2 || pieces_taken(&good) >= 2,
        "{}: a multi-capture",
        s.name
    );
    assert!(
        net_after_reply(&game, &good) > net_after_reply(&game, &bad),
        "{}: the good capture wins more material than the bad one",
        s.name
    );
    let request = Request::new(game, TOP_LEVEL).with_nodes(200_000);
    let reply = think(&request, &ManualClock::default()).unwrap();
    assert_eq!(reply.notation, s.good, "{}", s.name);
}

const fn scenario(
    name: &'static str,
    kind: GameKind,
    code: &'static str,
    good: &'static str,
    bad: &'static str,
) -> Scenario {
    Scenario {
        name,
        kind,
        code,
        good,
        bad,
    }
}

const WINNING_MULTI_CAPTURES: [Scenario; 7] = [
    scenario("English: the double jump, not the single", GameKind::EnglishDraughts,
        "W:W21,26,27,28,29,30,31,32:B1,2,3,4,5,6,12,15,23", "27x18x11", "26x19x10"),
    scenario("English: the double jump to the king row", GameKind::EnglishDraughts,
        "B:W17,25,26,28,30,31:B4,8,9,13,14,19", "13x22x29", "14x21"),
    scenario("Tammi: the double jump on the h-file", GameKind::Tammi,
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,c3,e3:Bg3,g5,b6,f6,a7,e7,g7,b8,d8,f8,h8", "h2xf4xh6", "f2xh4"),
    // Both routes take two; the one to c5 is retaken by b4 (the king must land where it
    // captures on, so the old single capture g5xd2 is no longer a choice here).
    scenario("Tammi: the flying king's safe double capture", GameKind::Tammi,
        "B:Wf2,f4,f6,d6,b4,a3:Ba5,d4,a7,Kg5", "g5xe3xg1", "g5xe7xc5"),
    scenario("Tama: the double capture that is not retaken", GameKind::Tama,
        "B:Wa2,b2,c2,d2,e2,g2,h2,a3,b3,c3,d3,e3,f3,h3,g4,Kf5:Ba6,b6,f6,g6,h6,a7,b7,c7,e7,f7,g7,h7",
        "f6xf4xf2", "f6xf4xh4"),
    scenario("Camelot: the knight's charge taking five", GameKind::Camelot,
        "W:WNC6,ND5,NI7,NJ6,D6,D7,E7,F6,F7,G7,G8,H6,H7,I6:BND10,NE9,NI12,NJ11,D11,E11,E12,F10,F11,G10,G11,H10,H11,K11:00",
        "C6-E8xE10xG12xI10xK12xK10", "C6-E8xE10xC10"),
    scenario("Camelot: the long charge, not the short one", GameKind::Camelot,
        "W:WNC6,ND5,NI7,NJ6,D6,D7,E7,F6,F7,G7,G8,H6,H7,I8:BNE9,NF12,NI12,NJ11,D11,E11,E12,F10,F11,G10,G11,H10,H11,K11:00",
        "C6-E8xE10xG12xI10xK12xK10", "C6-E8xE10xC12"),
];

const LOSING_MULTI_CAPTURES: [Scenario; 7] = [
    scenario("English: the double jump that hands back three", GameKind::EnglishDraughts,
        "B:W16,17,21,22,24,25,26,28,32:B1,4,5,6,10,11,12,15,18", "12x19", "11x20x27"),
    scenario("English: White's double jump into a recapture", GameKind::EnglishDraughts,
        "W:W16,21,22,24,25,26,29,30,32:B1,2,3,4,5,10,15,17", "22x13", "21x14x7"),
    scenario("Tammi: the double capture that lands in a double jump", GameKind::Tammi,
        "B:Wa1,e1,g1,b2,f2,h2,a3,e3,g5:Bd4,c5,d6,f6,h6,a7,e7,b8,f8,h8", "f6xh4", "h6xf4xd2"),
    scenario("Tammi: the double capture to c3 loses", GameKind::Tammi,
        "B:Wa1,c1,e1,g1,d2,f2,h2,a3,e3,d4,f6:Ba5,c5,b6,h6,a7,c7,e7,g7,d8,f8,h8", "e7xg5", "g7xe5xc3"),
    scenario("Tama: the king's capture ending on h5 is retaken", GameKind::Tama,
        "W:Wa2,b2,c2,d2,e2,g2,h2,a3,b3,c3,d3,e3,f3,h3,g4,Kd8:Be5,a6,b6,d6,f6,g6,h6,a7,b7,c7,e7,f7,g7,h7",
        "d8xd5xg5", "d8xd5xh5"),
    scenario("Tama: the king's capture ending on f5 is retaken", GameKind::Tama,
        "W:Wa2,b2,c2,d2,e2,g2,h2,a3,b3,c3,d3,e3,f3,h3,g4,Kd8:Be5,a6,b6,d6,f6,g6,h6,a7,b7,c7,e7,f7,g7,h7",
        "d8xd5xg5", "d8xd5xf5"),
    scenario("Camelot: every knight's charge loses more than the plain jump", GameKind::Camelot,
        "B:WND7,NG3,NI7,NJ6,C6,C8,C9,D8,F6,F7,G5,H6,H7,I8:BNI10,NJ13,D11,F9,F11,G11,H9,H10,I9:00",
        "H9xJ7xJ5", "I10-G8xI6xG6xE6xG8"),
];

#[test]
fn takes_the_winning_multi_capture_in_each_ruleset_and_camelot() {
    for s in &WINNING_MULTI_CAPTURES {
        check_scenario(s);
    }
}

#[test]
fn avoids_the_losing_multi_capture_in_each_ruleset_and_camelot() {
    for s in &LOSING_MULTI_CAPTURES {
        check_scenario(s);
    }
}

/// Engine against engine at one level, every move checked by the rules (`Record::play` refuses
/// an illegal one), until the game ends or `plies` are played.
fn self_play(kind: GameKind, level: u8, seed: u64, plies: usize, nodes: u64) -> Vec<String> {
    let mut record = Record::new(AnyGame::new_of(kind));
    let mut played = Vec::new();
    for ply in 0..plies {
        if record.verdict().is_some() {
            break;
        }
        let request = Request::from_record(record.clone(), level)
            .with_nodes(nodes)
            .with_seed(seed + ply as u64);
        let reply = think(&request, &ManualClock::default()).unwrap();
        let legal = record.current().next_moves();
        assert!(
            legal.contains(&reply.best),
            "{kind:?} level {level}: {} is not legal",
            reply.notation
        );
        assert_eq!(record.current().notation(&reply.best), reply.notation);
        record.play(&reply.best).unwrap();
        played.push(reply.notation);
    }
    played
}

fn every_level_plays_legal_moves(kind: GameKind, plies: usize, nodes: u64) {
    for level in 1..=TOP_LEVEL {
        for seed in [1, 2] {
            let moves = self_play(kind, level, seed * 1000, plies, nodes);
            assert!(!moves.is_empty());
        }
    }
}

#[test]
fn english_draughts_every_level_plays_legal_moves() {
    every_level_plays_legal_moves(GameKind::EnglishDraughts, 60, 3_000);
}

#[test]
fn tammi_every_level_plays_legal_moves() {
    every_level_plays_legal_moves(GameKind::Tammi, 60, 3_000);
}

#[test]
fn tama_every_level_plays_legal_moves() {
    every_level_plays_legal_moves(GameKind::Tama, 50, 2_000);
}

#[test]
fn camelot_every_level_plays_legal_moves() {
    every_level_plays_legal_moves(GameKind::Camelot, 24, 1_500);
}

#[test]
fn chess_every_level_plays_legal_moves() {
    every_level_plays_legal_moves(GameKind::Chess, 50, 3_000);
}

#[test]
fn the_same_seed_plays_the_same_game() {
    for level in [1, 3] {
        let a = self_play(GameKind::EnglishDraughts, level, 77, 20, 3_000);
        let b = self_play(GameKind::EnglishDraughts, level, 77, 20, 3_000);
        assert_eq!(a, b, "level {level}");
    }
}

#[test]
fn weak_levels_vary_with_the_seed_but_the_top_level_does_not() {
    let games = |level| -> Vec<Vec<String>> {
        (0..6)
            .map(|seed| self_play(GameKind::Chess, level, seed * 7919, 8, 3_000))
            .collect()
    };
    let beginner = games(1);
    assert!(
        beginner.iter().any(|g| g != &beginner[0]),
        "the beginner varies its play"
    );
    let top = games(TOP_LEVEL);
    assert!(
        top.iter().all(|g| g == &top[0]),
        "the top level plays its best"
    );
}

#[test]
fn no_move_is_suggested_when_none_can_be() {
    let over =
        AnyGame::decode("B:W25,30:B21", &GameKind::EnglishDraughts.default_options()).unwrap();
    let clock = ManualClock::default();
    // Black's only man on 21 is blocked: Black has no move and has lost.
    assert_eq!(
        think(&Request::new(over, 3), &clock),
        Err(ThinkError::GameOver)
    );
    let dice = AnyGame::new_of(GameKind::Backgammon);
    assert_eq!(
        think(&Request::new(dice, 3), &clock),
        Err(ThinkError::DiceToRoll)
    );
    let chess = AnyGame::new_of(GameKind::Chess);
    for level in [TOP_LEVEL + 1, 255] {
        assert_eq!(
            think(&Request::new(chess.clone(), level), &clock),
            Err(ThinkError::NoSuchLevel(level))
        );
    }
}

#[test]
fn a_stop_from_the_clock_still_returns_a_legal_move() {
    let clock = ManualClock::default();
    clock.request_stop();
    for kind in [GameKind::Chess, GameKind::Tammi, GameKind::Camelot] {
        let game = AnyGame::new_of(kind);
        let reply = think(&Request::new(game.clone(), TOP_LEVEL), &clock).unwrap();
        assert!(game.next_moves().contains(&reply.best));
        assert!(
            reply.nodes < 5_000,
            "{kind:?} stopped early: {} nodes",
            reply.nodes
        );
    }
}

#[test]
fn a_time_budget_is_kept_by_the_clock_passed_in() {
    /// A clock that moves one millisecond each time it is read.
    struct Ticking(std::cell::Cell<f64>);
    impl tabula::ai::Clock for Ticking {
        fn now_ms(&self) -> f64 {
            self.0.set(self.0.get() + 1.0);
            self.0.get()
        }
    }
    let clock = Ticking(std::cell::Cell::new(0.0));
    let request = Request::new(AnyGame::new_of(GameKind::Chess), TOP_LEVEL).with_time(50);
    let reply = think(&request, &clock).unwrap();
    assert!(reply.elapsed_ms <= 60.0, "{}", reply.elapsed_ms);
    assert!(reply.depth >= 2);
}
