//! The rules pages (issue 15): their words come from the key tables, in the shape
//! src/ui/words/rules_text.rs gives each game, and every language that has a rules table has all of it.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use tabula::games::GameKind;
use tabula::ui::words::i18n::{placeholders, Lang, Lexicon};
use tabula::ui::words::rules_text::{keys, rules, shape};

fn rules_file(lang: Lang) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/ui/words/i18n/lang")
        .join(lang.code())
        .join("rules.txt")
}

/// A language's rules table alone (no English behind it), if the language has one.
fn rules_table(lang: Lang) -> Option<Lexicon> {
    let text = fs::read_to_string(rules_file(lang)).ok()?;
    Some(Lexicon::parse(lang, &text).unwrap_or_else(|e| panic!("{}: {e}", lang.code())))
}

/// The keys of the page itself, beside the games' sections.
const PAGE_KEYS: [&str; 3] = ["rules.heading", "rules.play", "rules.added-note"];

/// Every key a rules table should have: the page's and every game's sections.
fn expected_keys() -> BTreeSet<String> {
    let mut all: BTreeSet<String> = PAGE_KEYS.iter().map(|k| k.to_string()).collect();
    for kind in GameKind::ALL {
        all.extend(keys(kind));
    }
    all
}

#[test]
fn every_game_has_sections_and_english_has_every_key_they_name() {
    let english = rules_table(Lang::En).expect("the English rules table");
    for kind in GameKind::ALL {
        let sections = shape(kind);
        assert!(!sections.is_empty(), "{kind:?} has no rules");
        assert!(
            sections.iter().all(|s| s.points > 0),
            "{kind:?}: a section with nothing in it"
        );
        assert!(
            sections.iter().any(|s| !s.added),
            "{kind:?}: nothing from the printed rules"
        );
    }
    let expected = expected_keys();
    let missing: Vec<_> = expected
        .iter()
        .filter(|k| english.own(k).is_none_or(str::is_empty))
        .collect();
    assert!(missing.is_empty(), "missing in English: {missing:?}");
    // The other way round too: a sentence the shape does not name would never be shown.
    let unused: Vec<_> = english.keys().filter(|k| !expected.contains(*k)).collect();
    assert!(unused.is_empty(), "English keys no page shows: {unused:?}");
}

#[test]
fn the_english_pages_read_as_before() {
    let words = Lexicon::english();
    let chess = rules(GameKind::Chess, words);
    assert_eq!(chess.len(), 6);
    // Last, the review's and the tutor's thresholds: Tabula's own, so shown as added.
    assert!(chess[5].added);
    assert!(chess[5].points[0].contains("5 points of the winning percentage make an inaccuracy"));
    let backgammon = rules(GameKind::Backgammon, words);
    let last = backgammon.last().unwrap();
    assert!(last.points[0].contains("0.04 doubtful, 0.08 bad, 0.16 very bad"));
    assert_eq!(chess[0].title, "Setting up");
    assert_eq!(chess[1].title, "How the pieces move");
    assert_eq!(
        chess[3].title,
        "More draws (FIDE, not in the printed rules)"
    );
    assert!(chess[3].added && !chess[2].added);
    assert_eq!(
        chess[4].points,
        [
            "Moves are written in standard algebraic notation (SAN): Nf3, exd5, O-O, e8=Q, with + \
          for check and # for mate. Games can be imported and exported as PGN, positions as FEN."
        ]
    );

    let draughts = rules(GameKind::EnglishDraughts, words);
    assert_eq!(
        draughts[1].points[0],
        "A man steps one square diagonally forward onto an empty square."
    );
    assert_eq!(draughts[5].title, "Draws (not in the printed rules)");
    assert!(draughts[5].added);

    let ludo = rules(GameKind::Ludo, words);
    assert_eq!(ludo[1].points.len(), 9);
    assert_eq!(ludo[1].points[2], "Every 6 earns another throw.");
    // Issue 25, 4: where the dice come from, in both dice games.
    assert!(ludo[1].points[8].starts_with(
        "The die here takes its numbers from your browser's cryptographic random source"
    ));
    assert_eq!(
        ludo[3].title,
        "Filled in where the printed rules are silent"
    );

    let camelot = rules(GameKind::Camelot, words);
    assert!(camelot[1].points[3].starts_with("Knight's charge: a knight canters"));

    let backgammon = rules(GameKind::Backgammon, words);
    assert!(backgammon[1].points[6].starts_with(
        "The dice here take their numbers from your browser's cryptographic random source"
    ));
    let added: Vec<_> = backgammon
        .iter()
        .filter(|s| s.added)
        .map(|s| s.title.as_str())
        .collect();
    assert_eq!(
        added,
        [
            "Match play (the Crawford rule is not in the printed rules)",
            "Resigning (as in GNU Backgammon, not in the printed rules)",
            "Review and tutor (Tabula's own, not a rule of the game)"
        ]
    );

    assert_eq!(
        words.fill("rules.heading", &[("game", &"Chess")]),
        "Chess: rules"
    );
    assert_eq!(words.get("rules.play"), "Play");
}

#[test]
fn a_language_reads_its_own_sentences_and_falls_back_to_english() {
    let fi = Lexicon::parse(Lang::Fi, "rules.tammi.1.title = Aloitus\n").unwrap();
    let tammi = rules(GameKind::Tammi, &fi);
    assert_eq!(tammi[0].title, "Aloitus");
    assert_eq!(tammi[1].title, "Moving and capturing");
}

#[test]
fn every_rules_table_has_every_english_key_with_its_placeholders() {
    let english = rules_table(Lang::En).expect("the English rules table");
    let expected = expected_keys();
    let mut checked = 0;
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        // A table with no entries yet (only its heading comment) is not started: the page
        // shows English there, and tests/i18n.rs reports it as missing.
        let Some(table) = rules_table(lang).filter(|t| t.keys().next().is_some()) else {
            continue;
        };
        checked += 1;
        let code = lang.code();
        for key in &expected {
            match table.own(key) {
                None => problems.push(format!("{code}: missing {key}")),
                Some("") => problems.push(format!("{code}: {key} is empty")),
                Some(value) => {
                    let want = placeholders(english.own(key).unwrap_or_default());
                    if placeholders(value) != want {
                        problems.push(format!(
                            "{code}: {key} has {:?}, English {want:?}",
                            placeholders(value)
                        ));
                    }
                }
            }
        }
        for key in table.keys().filter(|k| !expected.contains(*k)) {
            problems.push(format!("{code}: {key} is not a rules key"));
        }
    }
    // Finnish and Russian at least are written.
    assert!(
        checked >= 2,
        "no language besides English has a rules table"
    );
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
