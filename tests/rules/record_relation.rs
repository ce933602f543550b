//! How a copy of a game stands to the kept one (issue 26, 1: a game passed between two
//! devices by links continues the kept one only where it extends it; an older link or one that
//! changes a move is told apart): `Record::relation`.

use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Record, RecordEnd, Relation, Seat};

fn chess(moves: &[&str]) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
    for san in moves {
        let mv = record.current().parse_move(san).unwrap();
        record.play(&mv).unwrap();
    }
    record
}

#[test]
fn a_received_game_extends_is_older_than_or_differs_from_the_kept_one() {
    let kept = chess(&["e4", "e5", "Nf3"]);
    assert_eq!(kept.relation(&kept.clone()), Relation::Same);
    assert_eq!(
        kept.relation(&chess(&["e4", "e5", "Nf3", "Nc6"])),
        Relation::Extends
    );
    assert_eq!(
        kept.relation(&chess(&["e4", "e5"])),
        Relation::Older,
        "an old link"
    );
    assert_eq!(
        kept.relation(&chess(&["e4", "c5", "Nf3"])),
        Relation::Differs { at: 1 },
        "a link that changes a move"
    );
    assert_eq!(
        kept.relation(&chess(&["e4", "e5", "Bc4"])),
        Relation::Differs { at: 2 }
    );
    // Another start: another game.
    let draughts = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
    assert_eq!(kept.relation(&draughts), Relation::Differs { at: 0 });
    // The cursor (a game looked back through) does not count.
    let mut looked_back = kept.clone();
    looked_back.goto(1);
    assert_eq!(kept.relation(&looked_back), Relation::Same);
}

#[test]
fn a_declared_end_continues_a_game_and_cannot_be_undone_by_an_older_copy() {
    let kept = chess(&["e4", "e5"]);
    let mut resigned = kept.clone();
    resigned.declare(RecordEnd::Resigned(Seat(1)));
    assert_eq!(kept.relation(&resigned), Relation::Extends);
    assert_eq!(resigned.relation(&kept), Relation::Older);
    // A game that ended cannot be continued by more moves after its end.
    assert_eq!(
        resigned.relation(&chess(&["e4", "e5", "Nf3"])),
        Relation::Differs { at: 2 }
    );
    let mut drawn = kept.clone();
    drawn.declare(RecordEnd::DrawAgreed);
    assert_eq!(resigned.relation(&drawn), Relation::Differs { at: 2 });
}
