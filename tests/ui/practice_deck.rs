//! Practice from one's own mistakes (issue 25, 3): which judged decisions of the kept reviews
//! become puzzles (a person's mistakes and blunders, in the games and decisions practised, where
//! the review agrees with its game), and the solved set kept in the browser's store.

use tabula::ai::review::{kept, Decision, Judged, Mark};
use tabula::games::backgammon::{BgMove, Phase};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::{
    load_solved, open_shared, save_solved, Computers, KeyValueStore, Library, MemoryStore,
    SavedGame, Solved,
};
use tabula::rules::{Game, Record, Rng, Seat, Turn};
use tabula::ui::pages::practice::deck::{deck, unsolved_first, Puzzle};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// 1. e4 e6 2. d4 Qg5?? 3. Bxg5: the browser test's game.
fn hung_queen() -> Record<AnyGame> {
    let moves: Vec<String> = ["e4", "e6", "d4", "Qg5", "Bxg5"].map(String::from).into();
    open_shared(&GameKind::Chess.default_options(), START, &moves).unwrap()
}

/// A judged move as the review writes it: only what the deck reads matters here.
fn judged(ply: usize, seat: u8, played: &str, mark: Option<Mark>) -> Judged {
    Judged {
        ply,
        seat: Seat(seat),
        decision: Decision::Move,
        played: played.to_string(),
        best: "Nf6".to_string(),
        line: vec!["Nf6".to_string()],
        before: 0.47,
        after: 0.02,
        score_before: -28,
        score_after: -1017,
        loss: 0.45,
        mark,
    }
}

/// Keeps `record` in `library` with the computer on `computers`, saved at `when`, and with
/// the review `review`; returns its id.
fn kept_game(
    library: &mut Library<MemoryStore>,
    record: &Record<AnyGame>,
    computers: Computers,
    when: f64,
    review: &str,
) -> String {
    let game = SavedGame {
        computers,
        ..SavedGame::from_record(record, 0, when)
    };
    let at = library.create(None, game, when).unwrap();
    library.keep_review(&at.id, review).unwrap();
    at.id
}

#[test]
fn a_persons_mistakes_and_blunders_become_puzzles_at_the_position_before_them() {
    let mut library = Library::new(MemoryStore::default(), 5);
    let record = hung_queen();
    let review = kept::write(
        5,
        &[
            judged(0, 0, "e4", None),
            // An inaccuracy is not practised: only mistakes and blunders are.
            judged(1, 1, "e6", Some(Mark::Inaccuracy)),
            // The computer's mistakes (White, seat 0, here) are not the person's to practise.
            judged(2, 0, "d4", Some(Mark::Mistake)),
            judged(3, 1, "Qg5", Some(Mark::Blunder)),
            judged(4, 0, "Bxg5", None),
        ],
        &[],
    );
    let id = kept_game(&mut library, &record, Computers::one(0, 3), 1.0, &review);
    let puzzles = deck(&library, None);
    assert_eq!(puzzles.len(), 1, "{puzzles:?}");
    let puzzle = &puzzles[0];
    assert_eq!((puzzle.id.as_str(), puzzle.judged.ply), (id.as_str(), 3));
    assert_eq!(puzzle.key(), format!("{id}:3"));
    assert_eq!(puzzle.kind(), GameKind::Chess);
    assert_eq!(puzzle.judged.played, "Qg5");
    // The position before 2...Qg5, Black to move.
    assert_eq!(
        puzzle.record.current().encode(),
        "rnbqkbnr/pppp1ppp/4p3/8/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2"
    );
    assert_eq!(puzzle.record.cursor(), 3);

    // Both seats people: White's mistake is a puzzle too, in the game's order.
    let mut both = Library::new(MemoryStore::default(), 6);
    kept_game(&mut both, &record, Computers::none(), 1.0, &review);
    let plies: Vec<usize> = deck(&both, None).iter().map(|p| p.judged.ply).collect();
    assert_eq!(plies, [2, 3]);
}

#[test]
fn the_deck_is_every_reviewed_games_newest_first_or_one_games() {
    let mut library = Library::new(MemoryStore::default(), 7);
    let record = hung_queen();
    let review = kept::write(5, &[judged(3, 1, "Qg5", Some(Mark::Blunder))], &[]);
    let older = kept_game(&mut library, &record, Computers::none(), 1.0, &review);
    let newer = kept_game(&mut library, &record, Computers::none(), 2.0, &review);
    // A game without a review gives nothing.
    kept_game(&mut library, &record, Computers::none(), 3.0, "");
    let ids: Vec<String> = deck(&library, None).into_iter().map(|p| p.id).collect();
    assert_eq!(ids, [newer.clone(), older.clone()]);
    let only: Vec<String> = deck(&library, Some(&older))
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(only, [older]);
    assert!(deck(&library, Some("nosuchid")).is_empty());
}

#[test]
fn a_damaged_review_or_one_that_disagrees_with_its_game_gives_no_puzzle() {
    let mut library = Library::new(MemoryStore::default(), 8);
    let record = hung_queen();
    let good = kept::write(5, &[judged(3, 1, "Qg5", Some(Mark::Blunder))], &[]);
    for review in [
        // Does not read as a review at all.
        "R 5\nnot a judged move".to_string(),
        good.replace(" b ", " x "),
        "garbage".to_string(),
        // Names a move the game did not play there.
        kept::write(5, &[judged(3, 1, "Qh4", Some(Mark::Blunder))], &[]),
        // Judged more moves than the game has.
        kept::write(9, &[judged(3, 1, "Qg5", Some(Mark::Blunder))], &[]),
        // A ply past the game's end.
        kept::write(5, &[judged(7, 1, "Qg5", Some(Mark::Blunder))], &[]),
    ] {
        kept_game(&mut library, &record, Computers::none(), 1.0, &review);
    }
    assert!(deck(&library, None).is_empty());
    // An entry that does not read at all is passed over; the good one beside it counts.
    library
        .store
        .set("tabula.v2.game.zzzzzzzz", "{ not json")
        .unwrap();
    kept_game(&mut library, &record, Computers::none(), 1.0, &good);
    assert_eq!(deck(&library, None).len(), 1);
}

/// A backgammon game: the opening 3-1 played 24/20 (a needless blot), then Black's turn.
fn backgammon_game() -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
    for mv in [
        BgMove::OpeningRoll(3, 1),
        BgMove::Step { from: 24, die: 3 },
        BgMove::Step { from: 21, die: 1 },
        BgMove::ConfirmTurn,
    ] {
        record.play(&AnyMove::Backgammon(mv)).unwrap();
    }
    record
}

/// The backgammon game, then Black doubles and White takes.
fn doubled_and_taken() -> Record<AnyGame> {
    let mut record = backgammon_game();
    for mv in [BgMove::Double, BgMove::Take] {
        record.play(&AnyMove::Backgammon(mv)).unwrap();
    }
    record
}

/// A backgammon decision judged: `decision`, `played` and `best` in the review's words.
fn judged_bg(ply: usize, seat: u8, decision: Decision, played: &str, best: &str) -> Judged {
    Judged {
        decision,
        played: played.to_string(),
        best: best.to_string(),
        line: vec![best.to_string()],
        ..judged(ply, seat, played, Some(Mark::Mistake))
    }
}

#[test]
fn backgammon_practises_chequer_plays_and_cube_decisions() {
    let mut library = Library::new(MemoryStore::default(), 9);
    let record = doubled_and_taken();
    let review = kept::write(
        6,
        &[
            judged_bg(1, 0, Decision::Play, "24/20", "8/5 6/5"),
            judged_bg(4, 1, Decision::Cube, "Double", "No double"),
            judged_bg(5, 0, Decision::Answer, "Take", "Pass"),
        ],
        &[],
    );
    kept_game(&mut library, &record, Computers::none(), 1.0, &review);
    let puzzles = deck(&library, None);
    let plies: Vec<usize> = puzzles.iter().map(|p| p.judged.ply).collect();
    assert_eq!(plies, [1, 4, 5], "{puzzles:?}");
    let cube: Vec<bool> = puzzles.iter().map(Puzzle::is_cube).collect();
    assert_eq!(cube, [false, true, true]);
    // The play: before its first step, with its dice already rolled.
    let AnyGame::Backgammon(game) = puzzles[0].record.current() else {
        panic!("a backgammon puzzle");
    };
    assert_eq!(game.dice(), Some([3, 1]));
    assert_eq!(game.dice_left().len(), 2, "no die played yet");
    // The cube decisions: Black on roll, White doubled.
    let phases: Vec<Phase> = puzzles[1..]
        .iter()
        .map(|p| match p.record.current() {
            AnyGame::Backgammon(game) => game.phase(),
            _ => panic!("a backgammon puzzle"),
        })
        .collect();
    assert_eq!(phases, [Phase::OnRoll(Seat(1)), Phase::Doubled(Seat(1))]);

    // A decision judged at a ply that is not what the game did there is not this game's: a
    // play at a double, a double where the game took, a roll (no double) where it doubled.
    for wrong in [
        judged_bg(4, 1, Decision::Play, "24/20", "8/5 6/5"),
        judged_bg(5, 0, Decision::Cube, "Double", "No double"),
        judged_bg(4, 1, Decision::Cube, "No double", "Double"),
        judged_bg(5, 0, Decision::Answer, "Pass", "Take"),
        // A backgammon decision judged as a searched game's move.
        judged_bg(4, 1, Decision::Move, "Double", "Roll"),
    ] {
        let mut other = Library::new(MemoryStore::default(), 10);
        let review = kept::write(6, std::slice::from_ref(&wrong), &[]);
        kept_game(&mut other, &record, Computers::none(), 1.0, &review);
        assert!(deck(&other, None).is_empty(), "{wrong:?}");
    }
}

/// A Ludo game of `plies` moves: its throws drawn from a seeded generator, each move the
/// first listed.
fn ludo_game(plies: usize) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::new_of(GameKind::Ludo));
    let mut rng = Rng::new(3);
    while record.moves().len() < plies {
        let game = record.current().clone();
        let mut moves = Vec::new();
        if game.turn() == Turn::Chance {
            let mut throws = Vec::new();
            game.chance_outcomes(&mut throws);
            moves.push(throws[rng.below(throws.len())].0.clone());
        } else {
            game.legal_moves(&mut moves);
        }
        record.play(&moves[0]).unwrap();
    }
    record
}

#[test]
fn ludo_practises_a_persons_marked_moves() {
    let record = ludo_game(120);
    // The first move a person chose among several.
    let (ply, game) = (0..record.moves().len())
        .map(|ply| (ply, record.position_before(ply).unwrap()))
        .find(|(_, game)| {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            game.turn() != Turn::Chance && moves.len() > 1
        })
        .expect("a choice");
    let seat = game.turn().seat().unwrap();
    let played = game.notation(&record.moves()[ply]);
    let mut library = Library::new(MemoryStore::default(), 11);
    let review = kept::write(
        120,
        &[Judged {
            best: "Red: enter".to_string(),
            ..judged(ply, seat.0, &played, Some(Mark::Blunder))
        }],
        &[],
    );
    let id = kept_game(&mut library, &record, Computers::none(), 1.0, &review);
    let puzzles = deck(&library, None);
    assert_eq!(puzzles.len(), 1, "{puzzles:?}");
    assert_eq!(puzzles[0].key(), format!("{id}:{ply}"));
    assert_eq!(puzzles[0].kind(), GameKind::Ludo);
    assert!(!puzzles[0].is_cube());
    // The position before the move, its throw made.
    assert_eq!(puzzles[0].record.current(), game);
    // A seat the computer played is not practised; nor a move the game did not play.
    let mut computer = Library::new(MemoryStore::default(), 12);
    kept_game(
        &mut computer,
        &record,
        Computers::one(seat.0, 2),
        1.0,
        &review,
    );
    assert!(deck(&computer, None).is_empty());
    let mut other = Library::new(MemoryStore::default(), 13);
    let review = kept::write(
        120,
        &[judged(ply, seat.0, "Red: 1-99", Some(Mark::Blunder))],
        &[],
    );
    kept_game(&mut other, &record, Computers::none(), 1.0, &review);
    assert!(deck(&other, None).is_empty());
}

#[test]
fn the_solved_set_is_kept_and_a_damaged_one_forgets_only_what_it_cannot_read() {
    let mut store = MemoryStore::default();
    assert_eq!(load_solved(&store), Solved::default());
    let mut solved = load_solved(&store);
    solved.add("k3x9abcd:3");
    solved.add("k3x9abcd:3");
    solved.add("k3x9abcd:11");
    // Not a key: refused rather than kept.
    solved.add("no colon");
    save_solved(&mut store, &solved).unwrap();
    let back = load_solved(&store);
    assert_eq!(back, solved);
    assert!(back.has("k3x9abcd:3") && back.has("k3x9abcd:11"));
    assert!(!back.has("k3x9abcd:4") && !back.has("no colon"));
    // Damaged: the lines that read are kept, the rest dropped, nothing panics.
    store
        .set(
            "tabula.v1.solved",
            "k3x9abcd:3\n\u{0}\u{ffff}:::\nBAD!:2\nk3x9abcd:-1\n  mnpq2345:0  \n{\"json\": 1}",
        )
        .unwrap();
    let damaged = load_solved(&store);
    assert!(damaged.has("k3x9abcd:3") && damaged.has("mnpq2345:0"));
    assert!(!damaged.has("BAD!:2") && !damaged.has("k3x9abcd:-1"));
}

#[test]
fn the_unsolved_puzzles_come_first_and_the_count_says_how_many_are_solved() {
    let mut library = Library::new(MemoryStore::default(), 12);
    let record = hung_queen();
    let review = kept::write(
        5,
        &[
            judged(1, 1, "e6", Some(Mark::Mistake)),
            judged(3, 1, "Qg5", Some(Mark::Blunder)),
        ],
        &[],
    );
    let id = kept_game(&mut library, &record, Computers::none(), 1.0, &review);
    let puzzles = deck(&library, None);
    let mut solved = Solved::default();
    assert_eq!(solved.count(puzzles.iter().map(Puzzle::key)), 0);
    solved.add(&format!("{id}:1"));
    // A puzzle of a game since deleted is not counted.
    solved.add("gnegnege:5");
    assert_eq!(solved.count(puzzles.iter().map(Puzzle::key)), 1);
    let order: Vec<usize> = unsolved_first(puzzles, &solved)
        .iter()
        .map(|p| p.judged.ply)
        .collect();
    assert_eq!(order, [3, 1]);
}
