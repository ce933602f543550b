//! Issue 24: an imported game whose file names a computer player (the page's own exports do)
//! comes back with that seat played by the computer at that level.

use tabula::games::{AnyGame, GameKind};
use tabula::persist::COMPUTERS_TAG;
use tabula::persist::{export_record, import_record, Computers};
use tabula::rules::{Game, Record};
use tabula::ui::pages::play::entry::export_info;
use tabula::ui::words::i18n::Lexicon;

fn a_few_moves(kind: GameKind) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::new_of(kind));
    for _ in 0..4 {
        let Some(mv) = record.current().next_moves().first().cloned() else {
            break;
        };
        record.play(&mv).unwrap();
    }
    record
}

#[test]
fn a_file_the_page_wrote_brings_back_the_computers_seats() {
    // Every format with tags: PGN, PDN, Camelot's and Ludo's records (gnubg's .mat has none).
    let cases = [
        (GameKind::Chess, "1:3"),
        (GameKind::EnglishDraughts, "0:5"),
        (GameKind::Tammi, "1:1"),
        (GameKind::Camelot, "1:6"),
        (GameKind::Ludo, "1:2,2:4,3:6"),
    ];
    for (kind, seats) in cases {
        let record = a_few_moves(kind);
        let computers = Computers::parse(seats, kind).unwrap();
        let info = export_info(
            Lexicon::english(),
            record.start(),
            &computers,
            &[],
            Vec::new(),
        );
        let file = export_record(&record, &info);
        let imported = import_record(kind, &file.text).unwrap();
        assert_eq!(
            imported.tag(COMPUTERS_TAG),
            Some(seats),
            "{kind:?}: {}",
            file.text
        );
        assert_eq!(imported.computers(), Some(computers), "{kind:?}");
    }
}

#[test]
fn people_only_files_name_no_computer_and_a_stale_tag_gives_way() {
    let record = a_few_moves(GameKind::Chess);
    let people = export_info(
        Lexicon::english(),
        record.start(),
        &Computers::none(),
        &[],
        Vec::new(),
    );
    let file = export_record(&record, &people);
    let imported = import_record(GameKind::Chess, &file.text).unwrap();
    assert_eq!(imported.computers(), None, "{}", file.text);
    // A game imported with the computer on Black, now played by two people: its export says so.
    let old = vec![(COMPUTERS_TAG.to_string(), "1:3".to_string())];
    let info = export_info(
        Lexicon::english(),
        record.start(),
        &Computers::none(),
        &old,
        Vec::new(),
    );
    assert_eq!(info.tag(COMPUTERS_TAG), None);
}
