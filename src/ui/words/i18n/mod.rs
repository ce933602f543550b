//! The page's words in eleven languages: one key table per language under `lang/<code>/`, split
//! by the part of the page it serves (`common.txt`, `home.txt`, ...). A table is plain text, one
//! entry a line: `key = value`, `#` starts a comment. `{name}` in a value is a placeholder the
//! code fills; a key ending in `.one`, `.few`, ... is one plural form of a counted phrase (see
//! [`Lexicon::count`]).
//!
//! In the page every language, English too, is one file fetched when it is chosen
//! (scripts/bundle-lang.sh joins a language's tables into `lang/<code>-<hash>.txt` at build
//! time), so a player downloads only their own. Native builds (tests, tools, the first boards'
//! renderer) have English compiled in; English is also what a missing key falls back to, where
//! it has been loaded.
//!
//! ```
//! use tabula::ui::words::i18n::{Lang, Lexicon};
//! let words = Lexicon::english();
//! assert_eq!(words.fill("common.language-is", &[("name", &"English")]), "Language: English");
//! let fi = Lexicon::parse(Lang::Fi, "common.language-is = Kieli: {name}\n").unwrap();
//! assert_eq!(fi.fill("common.language-is", &[("name", &"suomi")]), "Kieli: suomi");
//! ```

mod plural;

use crate::rules::sort;
use std::collections::HashMap;
use std::fmt::{self, Display};
use std::sync::OnceLock;

pub use plural::{plural_form, PluralForm};

/// The languages of our rules documents, the page's own languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    Fi,
    Hr,
    El,
    Ru,
    Sr,
    Sl,
    Tr,
    Ar,
    Ro,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 11] = [
        Lang::En,
        Lang::Fi,
        Lang::Hr,
        Lang::El,
        Lang::Ru,
        Lang::Sr,
        Lang::Sl,
        Lang::Tr,
        Lang::Ar,
        Lang::Ro,
        Lang::Es,
    ];

    /// The BCP 47 tag the page's `lang` attribute carries (Serbian is written in Latin letters,
    /// as in our rules booklet).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fi => "fi",
            Lang::Hr => "hr",
            Lang::El => "el",
            Lang::Ru => "ru",
            Lang::Sr => "sr-Latn",
            Lang::Sl => "sl",
            Lang::Tr => "tr",
            Lang::Ar => "ar",
            Lang::Ro => "ro",
            Lang::Es => "es",
        }
    }

    /// The folder of its tables and the name of its bundle.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Sr => "sr",
            other => other.tag(),
        }
    }

    /// The language's name in itself, as the language menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fi => "suomi",
            Lang::Hr => "hrvatski",
            Lang::El => "Ελληνικά",
            Lang::Ru => "русский",
            Lang::Sr => "srpski",
            Lang::Sl => "slovenščina",
            Lang::Tr => "Türkçe",
            Lang::Ar => "العربية",
            Lang::Ro => "română",
            Lang::Es => "español",
        }
    }

    pub fn is_rtl(self) -> bool {
        self == Lang::Ar
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// The language a browser asks for ("fi-FI", "sr-Latn-RS", "pt-BR"): the first of ours whose
    /// primary subtag matches. Serbian in Cyrillic gets our Latin Serbian, the nearest we have.
    pub fn from_browser_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::from_code(&primary)
    }

    /// The first of a browser's preferred languages that we speak.
    pub fn pick<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_browser_tag)
            .unwrap_or(Lang::En)
    }
}

/// The parts of the page, one table file each (the order English is joined in).
pub const AREAS: [&str; 9] = [
    "common", "games", "home", "play", "status", "library", "editor", "board", "rules",
];

#[cfg(not(target_arch = "wasm32"))]
/// The length of a table without the text of its comment lines.
const fn kept_len(table: &str) -> usize {
    let bytes = table.as_bytes();
    let (mut i, mut kept, mut comment) = (0, 0, false);
    while i < bytes.len() {
        if i == 0 || bytes[i - 1] == b'\n' {
            comment = bytes[i] == b'#';
        }
        if !comment || bytes[i] == b'\n' {
            kept += 1;
        }
        i += 1;
    }
    kept
}

#[cfg(not(target_arch = "wasm32"))]
/// A table with the text of its comment lines left out (their line breaks stay, so an error
/// still names its line): the translators' notes are for the source, not the page's download.
const fn without_comments<const N: usize>(table: &str) -> [u8; N] {
    let bytes = table.as_bytes();
    let mut kept = [0u8; N];
    let (mut i, mut k, mut comment) = (0, 0, false);
    while i < bytes.len() {
        if i == 0 || bytes[i - 1] == b'\n' {
            comment = bytes[i] == b'#';
        }
        if !comment || bytes[i] == b'\n' {
            kept[k] = bytes[i];
            k += 1;
        }
        i += 1;
    }
    kept
}

#[cfg(not(target_arch = "wasm32"))]
/// One English table as compiled in: without its comments, worked out by the compiler.
macro_rules! english_table {
    ($path:literal) => {{
        const TABLE: &str = include_str!($path);
        const KEPT: [u8; kept_len(TABLE)] = without_comments(TABLE);
        // Whole lines are left out, so what is kept is still UTF-8.
        match std::str::from_utf8(&KEPT) {
            Ok(text) => text,
            Err(_) => panic!("an English table is not UTF-8"),
        }
    }};
}

#[cfg(not(target_arch = "wasm32"))]
/// English, compiled in.
const ENGLISH: [&str; 9] = [
    english_table!("lang/en/common.txt"),
    english_table!("lang/en/games.txt"),
    english_table!("lang/en/home.txt"),
    english_table!("lang/en/play.txt"),
    english_table!("lang/en/status.txt"),
    english_table!("lang/en/library.txt"),
    english_table!("lang/en/editor.txt"),
    english_table!("lang/en/board.txt"),
    english_table!("lang/en/rules.txt"),
];

/// A language's tables joined as the build bundles them (`scripts/bundle-lang.sh`), read from
/// the source tree: for native tests and tools, where the page would fetch the bundle.
#[cfg(not(target_arch = "wasm32"))]
pub fn source_bundle(lang: Lang) -> std::io::Result<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/ui/words/i18n/lang")
        .join(lang.code());
    let mut text = String::new();
    for area in AREAS {
        let path = dir.join(format!("{area}.txt"));
        let part = std::fs::read_to_string(&path)
            .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
        text.push_str(&part);
        text.push('\n');
    }
    Ok(text)
}

/// A table that could not be read: which line and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    pub line: usize,
    pub problem: String,
}

impl Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for TableError {}

/// The English bundle as the page fetched it (see [`Lexicon::keep_english`]).
#[cfg(target_arch = "wasm32")]
static FETCHED_ENGLISH: OnceLock<Lexicon> = OnceLock::new();

/// One language's words, with English behind it for any key the language lacks.
#[derive(Clone, Debug, PartialEq)]
pub struct Lexicon {
    lang: Lang,
    entries: HashMap<String, String>,
}

impl Lexicon {
    /// Reads a table (several joined tables are one table). A key given twice, a line without
    /// `=` or an empty key is an error: a table is written by hand, so it says where.
    pub fn parse(lang: Lang, text: &str) -> Result<Lexicon, TableError> {
        let mut entries = HashMap::new();
        for (index, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let problem = |problem: &str| TableError {
                line: index + 1,
                problem: problem.to_string(),
            };
            let (key, value) = line
                .split_once('=')
                .ok_or_else(|| problem("no '=' between key and value"))?;
            let key = key.trim();
            if key.is_empty() || key.contains(char::is_whitespace) {
                return Err(problem("the key is empty or has spaces"));
            }
            if entries
                .insert(key.to_string(), value.trim().to_string())
                .is_some()
            {
                return Err(problem(&format!("'{key}' is given twice")));
            }
        }
        Ok(Lexicon { lang, entries })
    }

    /// The English words: compiled in natively, read once; in the page, the bundle once it
    /// has been fetched ([`Lexicon::keep_english`]), else none.
    pub fn english() -> &'static Lexicon {
        static ENGLISH_LEXICON: OnceLock<Lexicon> = OnceLock::new();
        #[cfg(not(target_arch = "wasm32"))]
        let english = ENGLISH_LEXICON.get_or_init(|| {
            // The tests read these same files (tests/i18n.rs), so a broken table fails there.
            Lexicon::parse(Lang::En, &ENGLISH.join("\n"))
                .unwrap_or_else(|_| Lexicon::empty(Lang::En))
        });
        #[cfg(target_arch = "wasm32")]
        let english = FETCHED_ENGLISH
            .get()
            .unwrap_or_else(|| ENGLISH_LEXICON.get_or_init(|| Lexicon::empty(Lang::En)));
        english
    }

    /// Keeps the English words the page fetched, as the fallback for a key another language
    /// lacks. Natively English is compiled in, and this does nothing.
    pub fn keep_english(&self) {
        #[cfg(target_arch = "wasm32")]
        if self.lang == Lang::En {
            let _ = FETCHED_ENGLISH.set(self.clone());
        }
    }

    /// A language with no words yet: every key shows as itself.
    pub fn empty(lang: Lang) -> Lexicon {
        Lexicon {
            lang,
            entries: HashMap::new(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Every key of this table (for the completeness test).
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.keys().map(String::as_str)
    }

    /// The value as written, without English behind it.
    pub fn own(&self, key: &str) -> Option<&str> {
        self.entries.get(key).map(String::as_str)
    }

    /// The words for a key: this language's, else English, else the key itself (so a missing
    /// key shows as a visible name rather than as nothing).
    pub fn get(&self, key: &str) -> String {
        self.lookup(key).unwrap_or(key).to_string()
    }

    fn lookup(&self, key: &str) -> Option<&str> {
        self.own(key).or_else(|| {
            if self.lang == Lang::En {
                None
            } else {
                Lexicon::english().own(key)
            }
        })
    }

    /// The words for a key with its `{name}` placeholders filled.
    pub fn fill(&self, key: &str, args: &[(&str, &dyn Display)]) -> String {
        fill_in(&self.get(key), args)
    }

    /// A counted phrase: `key.one`, `key.few`, ... as the language's plural rules pick for `n`
    /// (falling back to `key.other`), with `{n}` and the other placeholders filled.
    pub fn count(&self, key: &str, n: u64, args: &[(&str, &dyn Display)]) -> String {
        let form = plural_form(self.lang, n);
        let text = self
            .own(&format!("{key}.{}", form.suffix()))
            .or_else(|| self.own(&format!("{key}.other")))
            .map(str::to_string)
            .unwrap_or_else(|| {
                let english = Lexicon::english();
                let form = plural_form(Lang::En, n);
                english
                    .own(&format!("{key}.{}", form.suffix()))
                    .or_else(|| english.own(&format!("{key}.other")))
                    .unwrap_or(key)
                    .to_string()
            });
        let mut all: Vec<(&str, &dyn Display)> = vec![("n", &n)];
        all.extend_from_slice(args);
        fill_in(&text, &all)
    }
}

/// Replaces each `{name}` with its value; an unknown placeholder stays as written.
pub fn fill_in(text: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(arg, _)| *arg == name) {
                    Some((_, value)) => out.push_str(&value.to_string()),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholders a value uses, sorted (the completeness test compares them across languages).
pub fn placeholders(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name.to_string()))
        .collect();
    sort::all(&mut names);
    names.dedup();
    names
}
