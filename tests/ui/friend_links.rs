//! Play by links with a friend on another device (issue 26, 1 and 3), natively: two sessions
//! stand for the two devices and pass each other the links the page makes; what a link does is
//! `persist::friend::receive`'s answer, as the page takes it.

use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::friend::{receive, Ask, Friend, FriendLink, LinkDice, Received, Refused};
use tabula::persist::{open_whole_game, Route};
use tabula::rules::{Game, Record, RecordEnd, Turn};
use tabula::ui::session::friend::FriendTurn;
use tabula::ui::session::{Action, Session};

/// A device's new game with a friend, on seat 0.
fn host(game: AnyGame, secret: u8) -> Session {
    let friend = Friend {
        game: "k3x9ab2c".into(),
        me: 0,
        names: vec!["Ana".into(), "Ben".into()],
        dice: matches!(game, AnyGame::Backgammon(_) | AnyGame::Ludo(_))
            .then(|| LinkDice::new([secret; 32])),
        asking: None,
        asked: None,
    };
    Session::new(Record::new(game), 1, None).apply(Action::SetFriend(Some(friend)))
}

/// The link's game and field, read as the page reads them.
fn read(path: &str) -> (Record<AnyGame>, FriendLink) {
    let Route::Play {
        kind,
        code: Some(code),
        line: Some(line),
        friend: Some(field),
        ..
    } = Route::parse(path)
    else {
        panic!("{path} is not a friend's link");
    };
    let mut record = open_whole_game(&kind.default_options(), &code, &line)
        .unwrap()
        .record;
    record.goto(record.moves().len());
    (record, FriendLink::parse(&field).unwrap())
}

/// Opens `path` on the device whose game is `kept` (none: a device that has not seen it).
fn open(kept: Option<&Session>, path: &str, secret: u8) -> Result<(Received, Session), Refused> {
    let (incoming, link) = read(path);
    let pair = kept.map(|s| (&s.record, s.friend.as_ref().unwrap()));
    let received = receive(pair, &incoming, &link, [secret; 32])?;
    let session = match &received {
        Received::New(friend)
        | Received::Same(friend)
        | Received::Extends(friend)
        | Received::UndoAllowed(friend) => Session::new(incoming, 1, None)
            .apply(Action::SetFriend(Some(friend.clone())))
            .apply(Action::ResolveChance),
        Received::Older | Received::Differs { .. } => kept.unwrap().clone(),
    };
    Ok((received, session))
}

fn send(session: &mut Session) -> String {
    session.friend_link(false).unwrap()
}

fn typed(session: Session, text: &str) -> Session {
    let mv = session.game().parse_move(text).unwrap();
    session.apply(Action::PlayTyped(vec![mv]))
}

#[test]
fn a_chess_game_is_played_to_the_end_by_links() {
    let mut ana = host(AnyGame::new_of(GameKind::Chess), 0);
    assert_eq!(ana.friend_turn(), Some(FriendTurn::Yours));
    ana = typed(ana, "f3");
    assert_eq!(ana.friend_turn(), Some(FriendTurn::Theirs));
    // The board takes no move for the friend's side.
    let refused = typed(ana.clone(), "e5");
    assert_eq!(refused.record.moves().len(), 1);
    let link = send(&mut ana);
    let (received, mut ben) = open(None, &link, 0).unwrap();
    assert!(matches!(received, Received::New(_)));
    assert_eq!(ben.my_seat().map(|s| s.0), Some(1));
    assert_eq!(ben.friend_turn(), Some(FriendTurn::Yours));
    assert!(ben.facing(), "Black's device shows Black at the bottom");
    for (mover, text) in [("ben", "e5"), ("ana", "g4"), ("ben", "Qh4#")] {
        if mover == "ben" {
            ben = typed(ben, text);
            let link = send(&mut ben);
            let (received, next) = open(Some(&ana), &link, 9).unwrap();
            assert!(matches!(received, Received::Extends(_)), "{text}");
            ana = next;
        } else {
            ana = typed(ana, text);
            let link = send(&mut ana);
            let (received, next) = open(Some(&ben), &link, 9).unwrap();
            assert!(matches!(received, Received::Extends(_)), "{text}");
            ben = next;
        }
    }
    assert!(ana.record.verdict().is_some(), "checkmate on Ana's device");
    assert_eq!(ana.friend_turn(), Some(FriendTurn::Over));
    assert_eq!(ana.record, ben.record);
}

#[test]
fn a_stale_link_says_the_game_is_ahead_and_an_edited_one_is_refused_or_kept_apart() {
    let mut ana = host(AnyGame::new_of(GameKind::Chess), 0);
    ana = typed(ana, "e4");
    let first = send(&mut ana);
    let (_, mut ben) = open(None, &first, 0).unwrap();
    ben = typed(ben, "e5");
    let reply = send(&mut ben);
    let (_, ana) = open(Some(&ana), &reply, 0).unwrap();
    // Ana's first link again, on Ben's device, which is ahead.
    let (received, _) = open(Some(&ben), &first, 0).unwrap();
    assert_eq!(received, Received::Older);
    // The same link twice: nothing new.
    let (received, _) = open(Some(&ana), &reply, 0).unwrap();
    assert!(matches!(received, Received::Same(_)));
    // A link edited to play a move for Ana's side is refused.
    let mut forged = ben.clone();
    let knight = forged.game().parse_move("Nf3").unwrap();
    forged.record.play(&knight).unwrap();
    let path = send(&mut forged);
    assert_eq!(
        open(Some(&ana), &path, 0).unwrap_err(),
        Refused::MoveForYou { ply: 2 }
    );
    // A link that changes a move already made is kept apart, not applied.
    let mut other = Record::new(AnyGame::new_of(GameKind::Chess));
    for text in ["e4", "c5"] {
        let mv = other.current().parse_move(text).unwrap();
        other.play(&mv).unwrap();
    }
    let mut changed = ben.clone();
    changed.record = other;
    let path = send(&mut changed);
    let (received, _) = open(Some(&ana), &path, 0).unwrap();
    assert_eq!(received, Received::Differs { at: 1 });
}

#[test]
fn undo_and_draw_are_requests_answered_on_the_other_device() {
    let mut ana = host(AnyGame::new_of(GameKind::Chess), 0);
    ana = typed(ana, "e4");
    let (_, mut ben) = open(None, &send(&mut ana), 0).unwrap();
    ben = typed(ben, "e5");
    let (_, mut ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    ana = typed(ana, "Qh5");
    // Undo asks; the move stays until Ben allows it.
    ana = ana.apply(Action::Undo);
    assert_eq!(ana.record.moves().len(), 3);
    assert_eq!(ana.friend.as_ref().unwrap().asking, Some(Ask::Undo));
    let (_, ben_asked) = open(Some(&ben), &send(&mut ana), 0).unwrap();
    assert_eq!(ben_asked.friend.as_ref().unwrap().asked, Some(Ask::Undo));
    let mut ben = ben_asked.apply(Action::AnswerFriend(true));
    assert_eq!(ben.record.notations(), ["e4", "e5"]);
    let (received, mut ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    assert!(matches!(received, Received::UndoAllowed(_)));
    assert_eq!(ana.friend_turn(), Some(FriendTurn::Yours));
    // A draw offered with a move and accepted ends the game on both devices.
    ana = typed(ana, "Nf3").apply(Action::OfferDraw);
    let (_, ben) = open(Some(&ben), &send(&mut ana), 0).unwrap();
    assert_eq!(ben.friend.as_ref().unwrap().asked, Some(Ask::Draw));
    let mut ben = ben.apply(Action::AnswerFriend(true));
    assert_eq!(ben.record.declared(), Some(&RecordEnd::DrawAgreed));
    let (_, ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    assert_eq!(ana.record.declared(), Some(&RecordEnd::DrawAgreed));
    // A draw nobody offered, written into a link, is refused.
    let mut fresh = host(AnyGame::new_of(GameKind::Chess), 0);
    fresh = typed(fresh, "e4");
    let (_, mut other) = open(None, &send(&mut fresh), 0).unwrap();
    other.record.declare(RecordEnd::DrawAgreed);
    assert_eq!(
        open(Some(&fresh), &send(&mut other), 0).unwrap_err(),
        Refused::EndNotAgreed
    );
}

/// Plays this device's turn with the first legal move (rolling rather than doubling), and
/// throws where the dice are this device's to throw.
fn play_turn(mut session: Session) -> Session {
    for _ in 0..40 {
        if session.friend_turn() != Some(FriendTurn::Yours) {
            return session;
        }
        if session.game().turn() == Turn::Chance {
            let before = session.record.moves().len();
            session = session.apply(Action::ResolveChance);
            assert!(session.record.moves().len() > before, "the throw was made");
            continue;
        }
        let mut legal = Vec::new();
        session.game().legal_moves(&mut legal);
        let roll = legal
            .iter()
            .find(|mv| session.game().notation(mv).contains("roll"))
            .or(legal.first())
            .cloned()
            .unwrap();
        session = session.apply(Action::PlayTyped(vec![roll]));
    }
    session
}

/// Passes links back and forth until the game ends or `turns` links have gone.
fn exchange(mut ana: Session, mut ben: Session, turns: usize) -> (Session, Session) {
    for turn in 0..turns {
        let (from, to) = if turn % 2 == 0 {
            (&mut ana, &mut ben)
        } else {
            (&mut ben, &mut ana)
        };
        *from = play_turn(from.clone());
        let path = send(from);
        let (received, next) = open(Some(to), &path, 0).unwrap();
        assert!(
            matches!(received, Received::Extends(_) | Received::Same(_)),
            "turn {turn}: {received:?}"
        );
        *to = next;
        if ana.record.verdict().is_some() {
            break;
        }
    }
    (ana, ben)
}

#[test]
fn backgammon_by_links_throws_the_same_dice_on_both_devices_and_catches_a_cheat() {
    let mut ana = host(AnyGame::new_of(GameKind::Backgammon), 1);
    // The opening roll needs both devices' values: nothing is thrown yet.
    assert_eq!(ana.friend_turn(), Some(FriendTurn::DiceWaiting));
    let (_, mut ben) = open(None, &send(&mut ana), 2).unwrap();
    assert_eq!(ben.friend_turn(), Some(FriendTurn::DiceWaiting));
    let (_, ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    assert!(
        matches!(ana.record.moves().first(), Some(AnyMove::Backgammon(_))),
        "the opening roll is thrown once both values are in"
    );
    let (ana, ben) = exchange(ana, ben, 12);
    assert_eq!(
        ana.record.moves()[..],
        ben.record.moves()[..ana.record.moves().len().min(ben.record.moves().len())]
    );

    // A device that re-rolls with a new secret is caught by the other.
    let mut cheat = ben.clone();
    cheat.friend.as_mut().unwrap().dice = Some(LinkDice {
        secret: LinkDice::new([7; 32]).secret,
        ..cheat.friend.as_ref().unwrap().dice.clone().unwrap()
    });
    let cheat = play_turn(cheat);
    let mut cheat_sender = cheat.clone();
    let refused = open(Some(&ana), &send(&mut cheat_sender), 0);
    assert!(
        matches!(refused, Err(Refused::NotTheirChain | Refused::Dice { .. })),
        "{refused:?}"
    );
}

#[test]
fn edited_dice_in_a_link_are_refused() {
    let mut ana = host(AnyGame::new_of(GameKind::Backgammon), 1);
    let (_, mut ben) = open(None, &send(&mut ana), 2).unwrap();
    let (_, mut ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    ana = play_turn(ana);
    let path = send(&mut ana);
    let (record, link) = read(&path);
    // The opening roll replaced by another one.
    let opening = record.moves()[0].clone();
    let mut outcomes = Vec::new();
    record.start().chance_outcomes(&mut outcomes);
    let other = outcomes
        .iter()
        .map(|(mv, _)| mv)
        .find(|mv| **mv != opening)
        .unwrap();
    let mut edited = Record::new(record.start().clone());
    edited.play(other).unwrap();
    let friend = ben.friend.as_ref().unwrap();
    assert_eq!(
        receive(Some((&ben.record, friend)), &edited, &link, [0; 32]).unwrap_err(),
        Refused::Dice { ply: 0 }
    );
}

#[test]
fn ludo_by_links_keeps_both_devices_in_step() {
    let options = tabula::games::AnyOptions::Ludo(tabula::games::ludo::LudoOptions {
        colours: vec![
            tabula::games::ludo::Colour::Red,
            tabula::games::ludo::Colour::Yellow,
        ],
    });
    let mut ana = host(AnyGame::new(&options), 3);
    let (_, mut ben) = open(None, &send(&mut ana), 4).unwrap();
    let (_, ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    let (ana, ben) = exchange(ana, ben, 30);
    let shorter = ana.record.moves().len().min(ben.record.moves().len());
    assert!(shorter > 10, "the race went on: {shorter} moves");
    assert_eq!(ana.record.moves()[..shorter], ben.record.moves()[..shorter]);
}

#[test]
fn a_mangled_friend_field_says_what_is_wrong() {
    let long = format!("1.k3x9ab2c.0.{}.Ben.-.-", "a".repeat(41));
    for (field, part) in [
        ("1.k3x9ab2c.0.Ana", "parts"),
        ("2.k3x9ab2c.0.Ana.Ben.-.-", "version"),
        ("1.K3X9.0.Ana.Ben.-.-", "game id"),
        ("1.k3x9ab2c.2.Ana.Ben.-.-", "seat"),
        (long.as_str(), "characters"),
        ("1.k3x9ab2c.0.Ana.Ben.5:zz.-", "hex"),
        ("1.k3x9ab2c.0.Ana.Ben.-.resign", "request"),
    ] {
        let error = FriendLink::parse(field).unwrap_err();
        assert!(error.contains(part), "{field}: {error}");
    }
}

#[test]
fn a_friends_game_is_kept_with_its_dice_names_and_requests() {
    use tabula::persist::SavedGame;
    let mut session = host(AnyGame::new_of(GameKind::Backgammon), 5);
    let friend = session.friend.as_mut().unwrap();
    friend.names = vec!["Ana M.".into(), "Ben".into()];
    friend.asking = Some(Ask::Draw);
    friend.dice.as_mut().unwrap().theirs = Some((3, "ab".repeat(32)));
    friend.dice.as_mut().unwrap().shown = 2;
    let save = SavedGame::from_record(&session.record, 1, 0.0).with_friend(session.friend.clone());
    let read = SavedGame::from_json(&save.to_json()).unwrap();
    assert_eq!(read.friend, session.friend);
    // A damaged friend's part is named, not taken.
    let damaged = save.to_json().replace(&"ab".repeat(32), "zz");
    assert!(SavedGame::from_json(&damaged).is_err());
}

#[test]
fn every_throw_shows_how_both_devices_numbers_drew_it() {
    use tabula::games::shared_dice::{outcomes, pick};
    use tabula::persist::friend::origins;
    let mut ana = host(AnyGame::new_of(GameKind::Backgammon), 1);
    let (_, mut ben) = open(None, &send(&mut ana), 2).unwrap();
    let (_, ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    let (ana, _) = exchange(ana, ben, 6);
    let friend = ana.friend.as_ref().unwrap();
    let dice = friend.dice.as_ref().unwrap();
    let shown = origins(dice, &dice.chain().unwrap(), friend.me, &ana.record);
    let throws = ana
        .record
        .moves()
        .iter()
        .filter(|mv| mv.throw().is_some())
        .count();
    assert_eq!(shown.len(), throws, "every throw is explained");
    for origin in shown {
        let before = ana.record.position_before(origin.place.ply).unwrap();
        let drawn = pick(&outcomes(before), origin.drawn);
        assert_eq!(drawn.as_ref(), ana.record.moves().get(origin.place.ply));
        assert_ne!(origin.values[0], origin.values[1]);
    }
}

#[test]
fn a_resignation_travels_in_the_link_and_ends_the_game_on_both_devices() {
    let mut ana = host(AnyGame::new_of(GameKind::Chess), 0);
    ana = typed(ana, "e4");
    let (_, mut ben) = open(None, &send(&mut ana), 0).unwrap();
    // Ben resigns on his own device, whoever is to move.
    ben = ben.apply(Action::Resign).apply(Action::ConfirmResign);
    assert_eq!(
        ben.record.declared(),
        Some(&RecordEnd::Resigned(tabula::rules::Seat(1)))
    );
    let (received, ana) = open(Some(&ana), &send(&mut ben), 0).unwrap();
    assert!(matches!(received, Received::Extends(_)));
    assert!(
        ana.record.verdict().is_some(),
        "Ana's device shows the game over"
    );
}

#[test]
fn a_link_of_another_game_under_the_same_id_is_refused() {
    let mut chess = host(AnyGame::new_of(GameKind::Chess), 0);
    chess = typed(chess, "e4");
    let (_, ben) = open(None, &send(&mut chess), 0).unwrap();
    // A backgammon game sent under the chess game's id.
    let mut other = host(AnyGame::new_of(GameKind::Backgammon), 3);
    let path = send(&mut other);
    assert_eq!(open(Some(&ben), &path, 0).unwrap_err(), Refused::OtherGame);
}

#[test]
fn live_a_backgammon_player_decides_to_roll_before_the_number_for_the_roll_comes() {
    use tabula::games::backgammon::{BgMove, Phase};
    let mut ana = host(AnyGame::new_of(GameKind::Backgammon), 1);
    let (_, mut ben) = open(None, &ana.friend_link(true).unwrap(), 2).unwrap();
    let (_, mut ana) = open(Some(&ana), &ben.friend_link(true).unwrap(), 0).unwrap();
    let mut ben = open(Some(&ben), &ana.friend_link(true).unwrap(), 0)
        .unwrap()
        .1;
    // Whoever won the opening roll plays it; the other is then on roll, deciding.
    let (mover, waiter) = if ana.friend_turn() == Some(FriendTurn::Yours) {
        (&mut ana, &mut ben)
    } else {
        (&mut ben, &mut ana)
    };
    *mover = play_turn(mover.clone());
    *waiter = open(Some(waiter), &mover.friend_link(true).unwrap(), 0)
        .unwrap()
        .1;
    let AnyGame::Backgammon(bg) = waiter.game() else {
        unreachable!()
    };
    assert!(
        matches!(bg.phase(), Phase::OnRoll(_)),
        "deciding: {:?}",
        bg.phase()
    );
    let theirs = waiter
        .friend
        .as_ref()
        .unwrap()
        .dice
        .as_ref()
        .unwrap()
        .theirs
        .clone();
    assert_eq!(
        theirs.map(|(roll, _)| roll),
        Some(1),
        "no number for the coming roll yet"
    );
    // The roll chosen goes across; the number comes back; the dice are thrown.
    *waiter = waiter
        .clone()
        .apply(Action::PlayTyped(vec![AnyMove::Backgammon(
            BgMove::RollDice,
        )]));
    assert_eq!(waiter.friend_turn(), Some(FriendTurn::DiceWaiting));
    *mover = open(Some(mover), &waiter.friend_link(true).unwrap(), 0)
        .unwrap()
        .1;
    *waiter = open(Some(waiter), &mover.friend_link(true).unwrap(), 0)
        .unwrap()
        .1;
    assert!(
        matches!(
            waiter.record.moves().last(),
            Some(AnyMove::Backgammon(BgMove::Roll(..)))
        ),
        "thrown"
    );
}
