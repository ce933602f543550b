//! The Ludo computer player (issue 13): at every level it plays only legal moves over seeded
//! games of 2, 3 and 4 seats, a game of four computers always ends, it plays the named tactics
//! (each scenario first checked against the rules, independently of the engine), the worker's
//! `answer_think` and the command line answer Ludo positions, and a throw still to come is
//! refused with a clear error. Budgets are in nodes, so results are the same on any machine.

use std::process::Command;

use tabula::ai::ludo::{choose, Plan};
use tabula::ai::{
    think, think_with_progress, ManualClock, Progress, Request, ThinkError, TOP_LEVEL,
};
use tabula::games::ludo::board::track_field;
use tabula::games::ludo::{Colour, Ludo, LudoMove, LudoOptions};
use tabula::games::{AnyGame, AnyMove};
use tabula::persist::SavedGame;
use tabula::rules::{Game, Outcome, Record, Rng, Seat, Turn};
use tabula::worker::Answer;
use tabula::worker::{answer_think, ThinkPurpose, ThinkReply, ThinkRequest};

/// Far more plies than any game takes (a four-player game is a few hundred throws and moves).
const MAX_PLIES: usize = 20_000;

fn ludo(code: &str) -> Ludo {
    Ludo::decode(code, &LudoOptions::default()).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn legal(game: &Ludo) -> Vec<LudoMove> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// Plays a game to its end, seat `s` at `levels[s]` through `think` (as the page and the CLI
/// ask), the die from a seeded generator; checks every answer is legal and written as the
/// rules write it. Returns the final position and the plies played.
fn computers_play(colours: &[Colour], levels: &[u8], seed: u64) -> (Ludo, usize) {
    let options = LudoOptions {
        colours: colours.to_vec(),
    };
    let mut game = Ludo::new(&options);
    let mut dice = Rng::new(seed);
    for ply in 0..MAX_PLIES {
        if game.outcome().is_some() {
            return (game, ply);
        }
        let mv = match game.turn() {
            Turn::Chance => {
                let mut throws = Vec::new();
                game.chance_outcomes(&mut throws);
                throws[dice.below(throws.len())].0
            }
            Turn::Player(seat) => {
                let level = levels[usize::from(seat.0)];
                let request =
                    Request::new(AnyGame::Ludo(game.clone()), level).with_seed(seed ^ ply as u64);
                let reply = think(&request, &ManualClock::default())
                    .unwrap_or_else(|e| panic!("level {level}: {e} in {}", game.encode()));
                let AnyMove::Ludo(mv) = reply.best else {
                    panic!("not a Ludo move: {:?}", reply.best)
                };
                assert!(
                    legal(&game).contains(&mv),
                    "level {level}: {mv:?} in {}",
                    game.encode()
                );
                assert_eq!(reply.notation, game.notation(&mv));
                assert_eq!(game.parse_move(&reply.notation), Ok(mv));
                mv
            }
        };
        game.apply(&mv);
    }
    panic!("no end after {MAX_PLIES} plies: {}", game.encode());
}

#[test]
fn every_level_plays_only_legal_moves_in_seeded_games_of_two_three_and_four() {
    let tables: [&[Colour]; 3] = [
        &[Colour::Red, Colour::Yellow],
        &[Colour::Red, Colour::Blue, Colour::Green],
        &Colour::ALL,
    ];
    for (t, colours) in tables.iter().enumerate() {
        for game in 0..5u64 {
            // Mixed levels, every level seated somewhere across the games.
            let levels: Vec<u8> = (0..colours.len())
                .map(|s| 1 + ((s as u64 + game * 3 + t as u64) % u64::from(TOP_LEVEL)) as u8)
                .collect();
            let (end, _) = computers_play(colours, &levels, 100 * t as u64 + game);
            assert!(end.outcome().is_some());
        }
    }
}

#[test]
fn a_game_of_four_computers_always_ends_with_every_place_decided() {
    for seed in 0..3 {
        let (end, plies) = computers_play(&Colour::ALL, &[TOP_LEVEL, TOP_LEVEL, 4, 2], seed);
        let verdict = end.outcome().expect("over");
        let Outcome::Ranking(places) = verdict.outcome else {
            panic!("four players end in a ranking: {verdict:?}")
        };
        let mut seats = places.clone();
        seats.sort();
        assert_eq!(seats, (0..4).map(Seat).collect::<Vec<_>>(), "{places:?}");
        assert!(plies < MAX_PLIES);
    }
}

/// The move levels 4 to 6 (the ones without noise) choose in `code`.
fn top_choices(code: &str) -> Vec<String> {
    let game = ludo(code);
    (4..=TOP_LEVEL)
        .map(|level| {
            let plan = Plan::level(level, 1).unwrap();
            let choice = choose(&game, &plan, &ManualClock::default()).expect("a move");
            game.notation(&choice.best)
        })
        .collect()
}

/// Every position reachable after `mv` once the next player has thrown and moved, by any
/// throw and any move.
fn after_any_reply(game: &Ludo, mv: &LudoMove) -> Vec<Ludo> {
    let mut after = game.clone();
    after.apply(mv);
    let mut replies = Vec::new();
    for d in 1..=6 {
        let mut thrown = after.clone();
        thrown.apply(&LudoMove::Roll(d));
        for reply in legal(&thrown) {
            let mut next = thrown.clone();
            next.apply(&reply);
            replies.push(next);
        }
    }
    replies
}

/// Red's pieces on the track or further, counted: a knock-out lowers it.
fn red_out(game: &Ludo) -> usize {
    game.progress(Seat(0)).iter().filter(|&&r| r > 0).count()
}

#[test]
fn takes_a_knock_out_when_it_is_free() {
    // Red threw 4: 6x10 sends Blue's only piece on the track home; Blue's entries land on its
    // start point and sixth field, both past Red's piece, so no reply can hit back.
    let code = "L2.RB.6,20,0,0:40,45,45,45.m0.4.-.-";
    let game = ludo(code);
    let knock = game.parse_move("Red: 6x10").unwrap();
    assert!(game.gesture(&knock).is_some_and(|g| !g.captured.is_empty()));
    assert!(after_any_reply(&game, &knock)
        .iter()
        .all(|p| red_out(p) == 2));
    for choice in top_choices(code) {
        assert_eq!(choice, "Red: 6x10");
    }
}

/// The track field the moved piece stands on after `mv`, if it ends on the track.
fn landing_field(game: &Ludo, mv: &LudoMove) -> Option<u16> {
    game.gesture(mv)?.to.map(|cell| cell.0).filter(|&c| c < 40)
}

/// The track fields of `seat`'s pieces.
fn track_fields(game: &Ludo, seat: Seat) -> Vec<u16> {
    let colour = game.colour(seat);
    let fields = game.progress(seat).into_iter();
    fields
        .filter_map(|r| track_field(colour, r).map(u16::from))
        .collect()
}

#[test]
fn leaves_the_base_on_a_six_rather_than_bounce_or_run_into_danger() {
    // Red's last piece is on h4: a 6 would bounce it back onto the track (field 40).
    let bounce = "L2.RB.0,0,0,44:25,0,0,0.m0.6.-.-";
    let game = ludo(bounce);
    let back = game.parse_move("Red: h4-40").unwrap();
    assert_eq!(landing_field(&game, &back), Some(39));
    // Red's piece on 30 would stop one field past Blue's piece (Blue's 25 is Red's 35), where
    // any 1 of Blue's knocks it out.
    let danger = "L2.RB.0,0,0,30:25,0,0,0.m0.6.-.-";
    let game = ludo(danger);
    let run = game.parse_move("Red: 30-36").unwrap();
    let blue = track_fields(&game, Seat(1));
    assert_eq!(landing_field(&game, &run), Some(blue[0] + 1));
    for code in [bounce, danger] {
        for choice in top_choices(code) {
            assert!(
                ["Red: enter two", "Red: enter at 6"].contains(&choice.as_str()),
                "{code}: {choice}"
            );
        }
    }
}

#[test]
fn runs_from_a_pursuer() {
    // Blue's pieces stand 2 and 3 fields behind Red's piece on 25; 25-30 takes it out of their
    // single throw's reach, while 33-38 leaves it there (and the piece on 33 is far enough
    // ahead either way).
    let code = "L2.RB.25,33,0,0:13,12,0,0.m0.5.-.-";
    let game = ludo(code);
    let stay = game.parse_move("Red: 33-38").unwrap();
    let run = game.parse_move("Red: 25-30").unwrap();
    assert!(after_any_reply(&game, &stay)
        .iter()
        .any(|p| red_out(p) == 1));
    assert!(after_any_reply(&game, &run).iter().all(|p| red_out(p) == 2));
    for choice in top_choices(code) {
        assert_eq!(choice, "Red: 25-30");
    }
}

#[test]
fn finishes_with_an_exact_throw_and_does_not_waste_one_bouncing() {
    // Blue has one piece left, five fields from home: Red's 3 brings its h2 piece home.
    let finish = "L2.RB.42,20,45,45:45,45,45,38.m0.3.-.-";
    assert_eq!(ludo(finish).parse_move("Red: h2-home").map(|_| ()), Ok(()));
    for choice in top_choices(finish) {
        assert_eq!(choice, "Red: h2-home");
    }
    // A 4 is one too many for the h3 piece: it would bounce back to h3; the track piece moves.
    let bounce = "L2.RB.43,20,45,45:45,45,45,38.m0.4.-.-";
    assert!(ludo(bounce).parse_move("Red: h3-h3").is_ok());
    for choice in top_choices(bounce) {
        assert_eq!(choice, "Red: 20-24");
    }
}

#[test]
fn think_refuses_while_the_die_is_to_be_thrown_and_after_the_end() {
    let clock = ManualClock::default();
    let start = AnyGame::Ludo(Ludo::new(&LudoOptions::default()));
    let refused = think(&Request::new(start, 3), &clock);
    assert_eq!(refused, Err(ThinkError::DieToThrow));
    assert!(ThinkError::DieToThrow.to_string().contains("die"));
    let over = ludo("L2.RB.45,45,45,45:10,0,0,0.x.2.01.-");
    let refused = think(&Request::new(AnyGame::Ludo(over), 6), &clock);
    assert_eq!(refused, Err(ThinkError::GameOver));
}

#[test]
fn a_stop_from_the_clock_still_returns_a_legal_move_and_progress_tells_each_depth() {
    let game = ludo("L2.RBYG.6,20,0,0:40,3,0,0:12,1,1,0:0,0,0,0.m0.4.-.-");
    let request = Request::new(AnyGame::Ludo(game.clone()), TOP_LEVEL);
    let stopped = ManualClock::default();
    stopped.request_stop();
    let reply = think(&request, &stopped).unwrap();
    assert_eq!(reply.depth, 1, "only the first decision is looked at");
    assert!(matches!(reply.best, AnyMove::Ludo(mv) if legal(&game).contains(&mv)));
    let mut depths = Vec::new();
    let mut listen = |p: &Progress| depths.push((p.depth, p.pv.len()));
    let reply = think_with_progress(&request, &ManualClock::default(), &mut listen).unwrap();
    assert_eq!(depths, [(1, 1), (2, 1)]);
    assert_eq!((reply.depth, reply.pv.len()), (2, 1));
    assert!(reply.nodes > 0);
}

#[test]
fn the_same_seed_plays_the_same_moves() {
    let colours = [Colour::Red, Colour::Blue, Colour::Yellow];
    let first = computers_play(&colours, &[1, 2, 3], 42);
    assert_eq!(computers_play(&colours, &[1, 2, 3], 42), first);
}

/// A record of a fresh game played through the start throws and one throw of Red's.
fn record_with_a_throw(throw: u8) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::Ludo(Ludo::new(&LudoOptions::default())));
    for text in [
        "Red rolls 6 for the start",
        "Blue rolls 2 for the start",
        "Yellow rolls 3 for the start",
        "Green rolls 1 for the start",
    ] {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    let roll = record
        .current()
        .parse_move(&format!("Red rolls {throw}"))
        .unwrap();
    record.play(&roll).unwrap();
    record
}

fn ask_the_worker(record: &Record<AnyGame>) -> ThinkReply {
    let request = ThinkRequest {
        id: 3,
        purpose: ThinkPurpose::Move,
        game: SavedGame::from_record(record, 0, 0.0),
        level: TOP_LEVEL,
        time_ms: None,
        nodes: None,
        seed: 9,
    };
    ThinkReply::from_json(&answer_think(&request.to_json(), &ManualClock::default())).unwrap()
}

#[test]
fn the_worker_answers_a_ludo_request_with_a_legal_move_and_refuses_a_throw() {
    let record = record_with_a_throw(6);
    match ask_the_worker(&record) {
        ThinkReply::Done(Answer {
            id, ply, notation, ..
        }) => {
            assert_eq!((id, ply), (3, record.cursor()));
            let mv = record.current().parse_move(&notation).unwrap();
            assert!(record.current().next_moves().contains(&mv), "{notation}");
        }
        other => panic!("{other:?}"),
    }
    let mut thrown = record_with_a_throw(1);
    let enter = thrown.current().parse_move("Red: enter").unwrap();
    thrown.play(&enter).unwrap();
    match ask_the_worker(&thrown) {
        ThinkReply::Failed { id, message } => {
            assert_eq!(id, 3);
            assert!(message.contains("die"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

fn tabula(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .output()
        .expect("the tabula binary runs")
}

#[test]
fn bestmove_prints_the_ludo_move_and_refuses_a_throw_with_status_2() {
    let output = tabula(&["bestmove", "ludo", "L2.RB.6,20,0,0:40,45,45,45.m0.4.-.-"]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8(output.stdout).unwrap().trim(),
        "Red: 6x10"
    );
    for (code, message) in [
        ("start", "the die is to be thrown"),
        (
            "L2.RB.6,20,0,0:40,45,45,45.r0.4.-.-",
            "the die is to be thrown",
        ),
        ("L2.RB.45,45,45,45:10,0,0,0.x.2.01.-", "the game is over"),
        ("L2.RB.6,20,0,0", "bad position code"),
    ] {
        let output = tabula(&["bestmove", "ludo", code]);
        assert_eq!(output.status.code(), Some(2), "{code}");
        assert!(output.stdout.is_empty(), "{code}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(message), "{code}: {stderr}");
    }
}
