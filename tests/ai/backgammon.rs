//! The backgammon computer player through `think`, the one entry point of the worker, the
//! command line and the tests: an answer in every phase where a player acts, each step of it
//! legal where it is played, and seeded games of computer against computer at every level,
//! money games and matches with the cube, played to their end.

use crate::backgammon_boards::board;
use tabula::ai::backgammon::advice::Verdict;
use tabula::ai::{think, ManualClock, Reply, Request, ThinkError, TOP_LEVEL};
use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::gnubg_id::{encode_match, encode_position, MatchId};
use tabula::games::backgammon::match_state::Resignation;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::games::AnyGame;
use tabula::rules::{Game, Rng, Seat, Turn};

fn options(match_length: u8) -> BackgammonOptions {
    BackgammonOptions {
        match_length,
        ..BackgammonOptions::default()
    }
}

fn ask(game: &Backgammon, level: u8, seed: u64) -> Result<Reply, ThinkError> {
    let request = Request::new(AnyGame::Backgammon(game.clone()), level).with_seed(seed);
    think(&request, &ManualClock::default())
}

/// Plays the reply's steps one by one as the page does (each parsed in the position it is
/// played in): every one must be legal and be the move meant. Returns the game after them.
fn play_steps(game: &Backgammon, reply: &Reply) -> Backgammon {
    assert!(!reply.steps.is_empty(), "{reply:?}");
    let mut now = game.clone();
    for (i, text) in reply.steps.iter().enumerate() {
        let mv = now.parse_move(text).unwrap_or_else(|e| {
            panic!(
                "step {i} \"{text}\" of {reply:?} in {}: {e:?}",
                now.encode()
            )
        });
        if i == 0 {
            assert_eq!(tabula::games::AnyMove::Backgammon(mv), reply.best);
        }
        let code = now.encode();
        now = now
            .play(&mv)
            .unwrap_or_else(|e| panic!("step \"{text}\" refused in {code}: {e:?}"));
    }
    if matches!(game.phase(), Phase::Moving(_)) && game.pending_resignation().is_none() {
        // The steps, read back, make the play the reply names.
        let (moves, _) = game
            .whole_plays()
            .into_iter()
            .find(|(_, text)| *text == reply.notation)
            .unwrap_or_else(|| panic!("{reply:?} is not a whole play of {}", game.encode()));
        let mut meant = game.clone();
        moves.iter().for_each(|mv| meant.apply(mv));
        assert_eq!(meant.board(), now.board(), "{reply:?} in {}", game.encode());
    }
    now
}

#[test]
fn chance_and_the_end_of_the_match_are_not_the_computers_to_play() {
    let opening = Backgammon::new(&options(5));
    assert_eq!(ask(&opening, 3, 0), Err(ThinkError::DiceToRoll));
    assert!(ThinkError::DiceToRoll.to_string().contains("dice"));
    let mut rolling = opening.play(&BgMove::OpeningRoll(3, 1)).expect("opening");
    for step in ["8/5", "6/5", "Confirm", "Roll"] {
        let mv = rolling.parse_move(step).expect("legal");
        rolling = rolling.play(&mv).expect("played");
    }
    assert_eq!(rolling.phase(), Phase::Rolling(Seat(1)));
    assert_eq!(ask(&rolling, 6, 0), Err(ThinkError::DiceToRoll));
    for level in [TOP_LEVEL + 1, 255] {
        assert_eq!(ask(&rolling, level, 0), Err(ThinkError::NoSuchLevel(level)));
    }
    // One money game ends the match: White bears off its last checker.
    let last = Backgammon::setup(board(&[(1, 1)], &[(6, 2)]), Seat(0), &options(0))
        .and_then(|g| g.play(&BgMove::RollDice).ok())
        .and_then(|g| g.play(&BgMove::Roll(2, 1)).ok())
        .expect("a roll");
    let reply = ask(&last, 5, 0).expect("a play");
    assert_eq!(reply.notation, "1/off");
    // The game is over after the step: no Confirm follows.
    assert_eq!(reply.steps, ["1/off"]);
    let over = play_steps(&last, &reply);
    assert!(matches!(over.phase(), Phase::MatchOver(_)));
    assert_eq!(ask(&over, 5, 0), Err(ThinkError::GameOver));
}

#[test]
fn a_play_is_whole_and_written_as_gnubg_writes_it() {
    let game = Backgammon::new(&options(5))
        .play(&BgMove::OpeningRoll(6, 5))
        .expect("opening");
    for level in 1..=TOP_LEVEL {
        let reply = ask(&game, level, 7).expect("a play");
        let plays: Vec<String> = game.whole_plays().into_iter().map(|p| p.1).collect();
        assert!(plays.contains(&reply.notation), "{reply:?}");
        assert_eq!(reply.steps.last().map(String::as_str), Some("Confirm"));
        assert_eq!(reply.pv, std::slice::from_ref(&reply.notation));
        let advice = reply.advice.expect("the engine's reasons");
        assert!(advice.to_string().starts_with("Win "), "{advice}");
        assert_eq!(advice.verdict, None, "a play has no cube verdict");
        let after = play_steps(&game, &reply);
        assert_eq!(after.turn(), Turn::Player(Seat(1)));
    }
    // Level 6 runs with the lover's leap.
    assert_eq!(ask(&game, 6, 0).unwrap().notation, "24/13");
}

#[test]
fn a_blocked_roll_is_confirmed_without_a_play() {
    // White on the bar against a closed board.
    let closed = board(
        &[(25, 1), (6, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (13, 3)],
    );
    let game = Backgammon::setup(closed, Seat(0), &options(0))
        .and_then(|g| g.with_dice([6, 5]))
        .expect("a roll");
    let reply = ask(&game, 4, 0).expect("an answer");
    assert_eq!(reply.steps, ["Confirm"]);
    assert_eq!(reply.notation, "(no play)");
}

#[test]
fn the_cube_is_offered_and_answered_by_its_chances() {
    let race = board(&[(2, 1), (3, 1), (4, 1)], &[(3, 1), (5, 2), (6, 1)]);
    for length in [0, 7] {
        let game = Backgammon::setup(race, Seat(0), &options(length)).expect("valid");
        assert_eq!(game.phase(), Phase::OnRoll(Seat(0)));
        let reply = ask(&game, 5, 0).expect("a cube action");
        assert_eq!(
            (reply.notation.as_str(), reply.steps.clone()),
            ("double", vec!["Double".into()])
        );
        let advice = reply.advice.expect("the engine's reasons");
        assert_eq!(advice.verdict, Some(Verdict::DoublePass), "{reply:?}");
        assert!(advice.to_string().ends_with("double, pass"), "{advice}");
        let doubled = play_steps(&game, &reply);
        let answer = ask(&doubled, 5, 0).expect("an answer");
        assert_eq!(answer.notation, "pass");
        assert_eq!(answer.steps, ["Pass"]);
    }
    // The start position: roll, and a double there would be taken.
    let start = Backgammon::setup(Board::start(), Seat(1), &options(0)).expect("valid");
    let reply = ask(&start, 6, 0).expect("a cube action");
    assert_eq!(
        (reply.notation.as_str(), reply.steps.clone()),
        ("no double", vec!["Roll".into()])
    );
    let doubled = start.play(&BgMove::Double).expect("legal");
    assert_eq!(ask(&doubled, 6, 0).unwrap().notation, "take");
}

#[test]
fn a_finished_game_is_followed_by_the_next() {
    let won = Backgammon::setup(board(&[(1, 1)], &[(6, 2)]), Seat(0), &options(5))
        .and_then(|g| g.play(&BgMove::RollDice).ok())
        .and_then(|g| g.play(&BgMove::Roll(3, 1)).ok())
        .and_then(|g| g.play(&BgMove::Step { from: 1, die: 3 }).ok())
        .expect("the last checker off");
    assert_eq!(won.phase(), Phase::GameOver(Seat(0)));
    let reply = ask(&won, 2, 0).expect("the next game");
    assert_eq!(
        (reply.notation.as_str(), reply.steps.clone()),
        ("next game", vec!["Next game".into()])
    );
    assert_eq!(play_steps(&won, &reply).phase(), Phase::Opening);
}

#[test]
fn a_resignation_is_accepted_when_it_gives_what_play_would() {
    // Black has two checkers on the bar against White's closed board and none off: White is
    // all but sure of a gammon, with backgammon chances.
    let crushing = board(
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (7, 3)],
        &[(25, 2), (13, 6), (8, 7)],
    );
    let black_on_roll = Backgammon::setup(crushing, Seat(1), &options(0))
        .and_then(|g| g.with_dice([2, 1]))
        .expect("a roll");
    let answer = |level: Resignation| {
        let offered = black_on_roll
            .clone()
            .play(&BgMove::Resign(level))
            .expect("may resign");
        assert_eq!(offered.turn(), Turn::Player(Seat(0)));
        let reply = ask(&offered, 6, 0).expect("an answer");
        play_steps(&offered, &reply);
        reply.notation
    };
    assert_eq!(answer(Resignation::Single), "reject resignation");
    assert_eq!(answer(Resignation::Backgammon), "accept resignation");
}

/// What happened over seeded games of computer against computer.
#[derive(Debug, Default)]
struct Tally {
    games: u32,
    matches: u32,
    doubles: u32,
    takes: u32,
    passes: u32,
    crawford_turns: u32,
    resignations: u32,
    answers: u32,
}

/// Plays a match (or money game) with `options` between `levels` (White's, Black's) to its end,
/// rolling the dice from `seed`; now and then the player to move offers to resign instead, for
/// the other side's computer to answer. Every answer is played step by step and checked.
fn self_play(options: &BackgammonOptions, levels: [u8; 2], seed: u64, tally: &mut Tally) {
    let mut rng = Rng::new(seed);
    let mut game = Backgammon::new(options);
    for _ in 0..20_000 {
        if game.outcome().is_some() {
            tally.matches += 1;
            return;
        }
        let seat = match game.turn() {
            Turn::Chance => {
                let mut outcomes = Vec::new();
                game.chance_outcomes(&mut outcomes);
                let roll = rng.pick(&outcomes).expect("chance has outcomes").0;
                game = game.play(&roll).expect("a chance result");
                continue;
            }
            Turn::Player(seat) => seat,
        };
        let mut offers = Vec::new();
        game.side_moves(&mut offers);
        if !offers.is_empty() && rng.below(60) == 0 {
            let offer = *rng.pick(&offers).expect("an offer");
            game = game.play(&offer).expect("a resignation may be offered");
            tally.resignations += 1;
            continue;
        }
        let answering = game.pending_resignation().is_some();
        let crawford = game.is_crawford_game();
        let level = levels[usize::from(seat.0)];
        let reply = ask(&game, level, rng.next_u64())
            .unwrap_or_else(|e| panic!("no answer in {}: {e}", game.encode()));
        let first = reply.steps[0].as_str();
        if first == "Double" {
            assert!(
                !crawford,
                "a double in the Crawford game: {}",
                game.encode()
            );
            tally.doubles += 1;
        }
        tally.takes += u32::from(first == "Take");
        tally.passes += u32::from(first == "Pass");
        tally.crawford_turns += u32::from(crawford);
        tally.answers += u32::from(answering);
        assert!(
            !answering || first.ends_with("resignation"),
            "{reply:?} to a resignation"
        );
        let before = game.phase();
        game = play_steps(&game, &reply);
        tally.games += u32::from(matches!(
            (before, game.phase()),
            (_, Phase::GameOver(_) | Phase::MatchOver(_)) if !matches!(before, Phase::GameOver(_))
        ));
    }
    panic!("the match did not end: {}", game.encode());
}

#[test]
fn money_games_at_every_level_end_with_legal_moves() {
    let mut tally = Tally::default();
    let jacoby = BackgammonOptions {
        jacoby: true,
        ..options(0)
    };
    let pairs = [[1, 2], [3, 4], [5, 6], [6, 1], [2, 5], [4, 3]];
    for (i, levels) in pairs.into_iter().cycle().take(12).enumerate() {
        let rules = if i % 2 == 0 {
            options(0)
        } else {
            jacoby.clone()
        };
        self_play(&rules, levels, 100 + i as u64, &mut tally);
    }
    assert_eq!(tally.matches, 12, "{tally:?}");
    // Each double is answered, by a take, a pass or (offered now and then) a resignation.
    let answered = tally.takes + tally.passes;
    assert!(tally.doubles > 0 && answered <= tally.doubles, "{tally:?}");
    assert!(answered + tally.resignations >= tally.doubles, "{tally:?}");
}

#[test]
fn matches_with_the_cube_end_and_the_crawford_game_sees_no_double() {
    let mut tally = Tally::default();
    let plan = [
        (3, [1, 6]),
        (3, [2, 5]),
        (5, [3, 4]),
        (5, [6, 2]),
        (7, [4, 5]),
        (7, [6, 6]),
        (1, [5, 6]),
    ];
    // Every match of the plan, then more of the same until one has reached its Crawford game
    // (whether a match comes to a score of N-1 depends on the play, which the weights change).
    let mut played = 0;
    for (i, &(length, levels)) in plan.iter().cycle().enumerate().take(40) {
        if i >= plan.len() && tally.crawford_turns > 0 {
            break;
        }
        self_play(&options(length), levels, 200 + i as u64, &mut tally);
        played += 1;
    }
    assert_eq!(tally.matches, played, "{tally:?}");
    assert!(tally.games > 5 && tally.crawford_turns > 0, "{tally:?}");
    assert!(tally.doubles > 0 && tally.resignations > 0, "{tally:?}");
    println!("{tally:?}");
}

/// A random board: each side's checkers spread over the points the other side leaves free,
/// the bar and off.
fn random_board(rng: &mut Rng) -> Board {
    let mut points = [[0u8; 25]; 2];
    for side in 0..2 {
        let on = 15 - rng.below(15) as u8 / if rng.below(3) == 0 { 1 } else { 4 };
        for _ in 0..on {
            let point = if rng.below(20) == 0 {
                25
            } else {
                1 + rng.below(24)
            };
            // The other side's numbering of the same point.
            let theirs = 25 - point;
            if point == 25 || points[1 - side][theirs - 1] == 0 {
                points[side][point - 1] += 1;
            }
        }
    }
    Board::from_points(points)
}

/// Random Match ID fields over a random board; the codes the rules refuse are skipped.
fn random_code(rng: &mut Rng) -> String {
    let lengths = [0, 1, 3, 5, 7, 11, 25, 99];
    let length = lengths[rng.below(lengths.len())];
    let score = [0, 1].map(|_| rng.below(length.max(1) as usize) as u32);
    let on_roll = rng.below(2) as u8;
    let dice = if rng.below(2) == 0 {
        [0, 0]
    } else {
        [1 + rng.below(6) as u8, 1 + rng.below(6) as u8]
    };
    let id = MatchId {
        cube: 1 << rng.below(7),
        cube_owner: [None, Some(0), Some(1)][rng.below(3)],
        on_roll,
        crawford: rng.below(4) == 0,
        game_state: [1, 1, 1, 2, 3, 4][rng.below(6)],
        turn: if rng.below(4) == 0 {
            1 - on_roll
        } else {
            on_roll
        },
        doubled: rng.below(6) == 0,
        resignation: if rng.below(6) == 0 {
            1 + rng.below(3) as u8
        } else {
            0
        },
        dice,
        match_length: length,
        score,
    };
    let points = random_board(rng).points();
    let view = [
        points[1 - usize::from(on_roll)],
        points[usize::from(on_roll)],
    ];
    format!("{}:{}", encode_position(&view), encode_match(&id))
}

#[test]
fn shared_positions_of_every_kind_are_answered_without_a_panic() {
    let mut rng = Rng::new(31);
    let (mut read, mut answered) = (0, 0);
    for _ in 0..3_000 {
        let code = random_code(&mut rng);
        let Ok(game) = Backgammon::decode(&code, &options(5)) else {
            continue;
        };
        read += 1;
        let level = 1 + rng.below(usize::from(TOP_LEVEL)) as u8;
        match ask(&game, level, rng.next_u64()) {
            Ok(reply) => {
                play_steps(&game, &reply);
                answered += 1;
            }
            Err(ThinkError::DiceToRoll) => assert_eq!(game.turn(), Turn::Chance),
            Err(ThinkError::GameOver) => assert!(game.outcome().is_some(), "{code}"),
            Err(other) => panic!("{code}: {other}"),
        }
    }
    println!("{read} read, {answered} answered");
    assert!(
        read > 200 && answered > 100,
        "{read} read, {answered} answered"
    );
}

#[test]
fn at_double_match_point_the_clean_levels_play_for_the_win_alone() {
    use tabula::ai::backgammon::play::ranked_plays;
    // 4-4 in a 5-point match (the Crawford game was played): gammons count for nothing.
    for dice in [[6, 4], [5, 2], [6, 6], [3, 1], [4, 4]] {
        let id = MatchId {
            cube: 1,
            on_roll: 0,
            game_state: 1,
            dice,
            match_length: 5,
            score: [4, 4],
            ..MatchId::default()
        };
        let mut points = Board::start().points();
        // Black's 6-point checkers stand on its 5-point: not the opening position.
        points[1].swap(5, 4);
        let code = format!(
            "{}:{}",
            encode_position(&[points[1], points[0]]),
            encode_match(&id)
        );
        let game = Backgammon::decode(&code, &options(5)).expect("a valid code");
        for level in [5, 6] {
            let ranked = ranked_plays(&game, level);
            let most = ranked.iter().map(|p| p.chances.win).fold(0.0f32, f32::max);
            let reply = ask(&game, level, 0).expect("a play");
            let chosen = ranked
                .into_iter()
                .find(|p| p.notation == reply.notation)
                .expect("a ranked play");
            let win = chosen.chances.win;
            assert_eq!(win, most, "{dice:?} level {level}: {reply:?}");
        }
    }
}
