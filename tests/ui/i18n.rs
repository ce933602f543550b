//! The page's words (issue 15, 1): every language has every key of English, with the same
//! placeholders and the plural forms its grammar needs; every key the code names exists.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use tabula::ui::words::i18n::{placeholders, source_bundle, Lang, Lexicon, PluralForm, AREAS};

/// A language's tables, read as the page reads its bundle (all areas joined).
fn table(lang: Lang) -> Lexicon {
    let text = source_bundle(lang).unwrap_or_else(|e| panic!("{e}"));
    Lexicon::parse(lang, &text).unwrap_or_else(|e| panic!("{}: {e}", lang.code()))
}

const PLURAL_SUFFIXES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// `points.one` -> Some("points"): the counted phrase a plural form belongs to.
fn plural_base(key: &str) -> Option<&str> {
    let (base, suffix) = key.rsplit_once('.')?;
    PLURAL_SUFFIXES.contains(&suffix).then_some(base)
}

/// English's keys, with its counted phrases by their base name.
fn english_keys() -> (BTreeSet<String>, BTreeSet<String>) {
    let english = table(Lang::En);
    let mut plain = BTreeSet::new();
    let mut counted = BTreeSet::new();
    for key in english.keys() {
        match plural_base(key) {
            Some(base) => counted.insert(base.to_string()),
            None => plain.insert(key.to_string()),
        };
    }
    (plain, counted)
}

#[test]
fn every_language_has_every_key_with_the_same_placeholders() {
    let english = table(Lang::En);
    let (plain, counted) = english_keys();
    assert!(plain.len() > 100, "English has {} keys", plain.len());
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let words = table(lang);
        for key in &plain {
            match words.own(key) {
                None => problems.push(format!("{}: missing {key}", lang.code())),
                Some(value) => {
                    let english_value = english.own(key).unwrap_or_default();
                    if placeholders(value) != placeholders(english_value) {
                        problems.push(format!(
                            "{}: {key} has placeholders {:?}, English {:?}",
                            lang.code(),
                            placeholders(value),
                            placeholders(english_value)
                        ));
                    }
                    if value.is_empty() && !english_value.is_empty() {
                        problems.push(format!("{}: {key} is empty", lang.code()));
                    }
                }
            }
        }
        for base in &counted {
            let english_names = placeholders(english.own(&format!("{base}.other")).unwrap_or(""));
            for form in PluralForm::used_by(lang) {
                let key = format!("{base}.{}", form.suffix());
                match words.own(&key) {
                    None => problems.push(format!("{}: missing {key}", lang.code())),
                    Some(value) => {
                        // A form may leave out {n} ("one point" for 1): the others must match.
                        let mut names = placeholders(value);
                        let mut expected = english_names.clone();
                        names.retain(|n| n != "n");
                        expected.retain(|n| n != "n");
                        if names != expected {
                            problems.push(format!("{}: {key} placeholders {names:?}", lang.code()));
                        }
                    }
                }
            }
        }
        for key in words.keys() {
            let known =
                plain.contains(key) || plural_base(key).is_some_and(|b| counted.contains(b));
            if !known {
                problems.push(format!("{}: {key} is not an English key", lang.code()));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn english_has_both_forms_of_every_counted_phrase() {
    let english = table(Lang::En);
    let (_, counted) = english_keys();
    for base in counted {
        for form in ["one", "other"] {
            assert!(
                english.own(&format!("{base}.{form}")).is_some(),
                "{base}.{form}"
            );
        }
    }
}

/// Every Rust source file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The whole string literals in `text` that look like a key of one of the areas.
fn literal_keys(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            s.split_once('.').is_some_and(|(area, rest)| {
                AREAS.contains(&area)
                    && !rest.is_empty()
                    && rest.chars().all(|c| {
                        c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.'
                    })
                    && !rest.ends_with('.')
            })
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_key_the_code_names_is_in_english() {
    let english = table(Lang::En);
    let (_, counted) = english_keys();
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui"),
        &mut files,
    );
    let mut missing = Vec::new();
    let mut named = 0;
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for key in literal_keys(&text) {
            named += 1;
            if english.own(&key).is_none() && !counted.contains(&key) {
                missing.push(format!("{}: {key}", file.display()));
            }
        }
    }
    assert!(named > 50, "only {named} keys found in the code");
    assert!(
        missing.is_empty(),
        "keys not in English:\n{}",
        missing.join("\n")
    );
}

#[test]
fn plural_forms_follow_each_language() {
    use tabula::ui::words::i18n::plural_form;
    use PluralForm::*;
    assert_eq!(plural_form(Lang::En, 1), One);
    assert_eq!(plural_form(Lang::En, 0), Other);
    assert_eq!(plural_form(Lang::Ru, 21), One);
    assert_eq!(plural_form(Lang::Ru, 3), Few);
    assert_eq!(plural_form(Lang::Ru, 11), Many);
    assert_eq!(plural_form(Lang::Ru, 25), Many);
    assert_eq!(plural_form(Lang::Hr, 22), Few);
    assert_eq!(plural_form(Lang::Hr, 5), Other);
    assert_eq!(plural_form(Lang::Sl, 102), Two);
    assert_eq!(plural_form(Lang::Sl, 3), Few);
    assert_eq!(plural_form(Lang::Ro, 0), Few);
    assert_eq!(plural_form(Lang::Ro, 20), Other);
    assert_eq!(plural_form(Lang::Ar, 0), Zero);
    assert_eq!(plural_form(Lang::Ar, 2), Two);
    assert_eq!(plural_form(Lang::Ar, 105), Few);
    assert_eq!(plural_form(Lang::Ar, 11), Many);
    assert_eq!(plural_form(Lang::Ar, 100), Other);
    for lang in Lang::ALL {
        for n in 0..200 {
            let form = plural_form(lang, n);
            assert!(
                PluralForm::used_by(lang).contains(&form),
                "{lang:?} {n} {form:?}"
            );
        }
    }
}

#[test]
fn counted_phrases_fill_their_number() {
    let ru = Lexicon::parse(
        Lang::Ru,
        "status.pieces.one = {n} шашка\nstatus.pieces.few = {n} шашки\nstatus.pieces.many = {n} шашек\n",
    )
    .unwrap();
    assert_eq!(ru.count("status.pieces", 1, &[]), "1 шашка");
    assert_eq!(ru.count("status.pieces", 4, &[]), "4 шашки");
    assert_eq!(ru.count("status.pieces", 12, &[]), "12 шашек");
}

#[test]
fn a_table_says_which_line_is_wrong() {
    let error = Lexicon::parse(Lang::Fi, "# comment\na.b = x\nno equals sign\n").unwrap_err();
    assert_eq!(error.line, 3);
    let twice = Lexicon::parse(Lang::Fi, "a.b = x\na.b = y\n").unwrap_err();
    assert_eq!(twice.line, 2);
    assert!(twice.problem.contains("twice"));
}

#[test]
fn the_browser_language_picks_ours() {
    assert_eq!(Lang::pick(["fi-FI", "en"]), Lang::Fi);
    assert_eq!(Lang::pick(["sr-Cyrl-RS"]), Lang::Sr);
    assert_eq!(Lang::pick(["ja", "es-MX"]), Lang::Es);
    assert_eq!(Lang::pick(["ja"]), Lang::En);
    assert_eq!(Lang::pick([]), Lang::En);
    assert!(Lang::Ar.is_rtl() && !Lang::Fi.is_rtl());
}

#[test]
fn the_compiled_in_english_is_the_source_tables_without_their_comments() {
    // The wasm carries English with the translators' notes left out (src/ui/words/i18n/mod.rs):
    // every entry must come through, word for word.
    assert_eq!(Lexicon::english(), &table(Lang::En));
}
