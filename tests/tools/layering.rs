//! The layers of the source, as docs/ and ARCHITECTURE name them, kept by reading the source:
//! the rules are a library and the UI is its client, so `rules`, `games`, `ai` and `pairing` never
//! use a web crate (plain `cargo test` covers them); `persist` is storage and links only (it never runs the
//! search: the computer's round trip is `worker`'s); the command-line tool builds without the UI;
//! a board renderer never reaches back into the board's shell; the board's floor (`geometry`,
//! `marks`) imports none of its siblings; and no files import each other in a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const WEB_CRATES: [&str; 6] = [
    "yew",
    "web_sys",
    "js_sys",
    "gloo",
    "wasm_bindgen",
    "serde_wasm_bindgen",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's lines without their comments (doc links name modules without importing them).
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(n, line)| (n + 1, line.split("//").next().unwrap_or("")))
}

/// A line that names a web crate as a path (`yew::`, `use gloo`), ignoring comments.
fn mentions_web_crate(line: &str) -> Option<&'static str> {
    let code = line.split("//").next().unwrap_or("");
    WEB_CRATES.into_iter().find(|krate| {
        code.contains(&format!("{krate}::"))
            || code.contains(&format!("use {krate}"))
            || code.contains(&format!("extern crate {krate}"))
    })
}

/// Every line of the files under `dir` (or the file `dir`) that names one of `paths`.
fn offences(dir: &Path, paths: &[&str]) -> Vec<String> {
    let mut files = Vec::new();
    if dir.is_file() {
        files.push(dir.to_path_buf());
    } else {
        rust_files(dir, &mut files);
    }
    assert!(!files.is_empty(), "no sources under {}", dir.display());
    let mut found = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        for (n, code) in code_lines(&text) {
            for path in paths {
                if code.contains(path) {
                    found.push(format!("{}:{n}: names {path}", file.display()));
                }
            }
        }
    }
    found
}

#[test]
fn rules_games_ai_and_pairing_use_no_web_crates() {
    let root = src();
    let mut files = Vec::new();
    // The engine is a layer of its own: it must exist and stay as clean as the rules.
    assert!(
        root.join("ai").join("mod.rs").exists(),
        "src/ai is the engine's layer"
    );
    // `pairing` is the connection's arithmetic (SDP text, QR codes); the page that runs WebRTC
    // and the camera is the UI's.
    for layer in ["rules", "games", "ai", "pairing"] {
        rust_files(&root.join(layer), &mut files);
    }
    assert!(
        files.len() >= 5,
        "expected the rules and games sources, found {files:?}"
    );
    let mut offences = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if let Some(krate) = mentions_web_crate(line) {
                offences.push(format!("{}:{}: uses {krate}", file.display(), n + 1));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "web crates below the UI layer:\n{}",
        offences.join("\n")
    );
}

#[test]
fn the_checker_notices_a_web_crate() {
    assert_eq!(mentions_web_crate("use yew::prelude::*;"), Some("yew"));
    assert_eq!(
        mentions_web_crate("let w = web_sys::window();"),
        Some("web_sys")
    );
    assert_eq!(mentions_web_crate("// yew:: in a comment is fine"), None);
}

#[test]
fn persist_is_storage_and_links_only() {
    let found = offences(
        &src().join("persist"),
        &["crate::ai", "crate::worker", "crate::ui"],
    );
    assert!(
        found.is_empty(),
        "persist runs no search and knows no UI:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_worker_and_the_engine_know_no_ui() {
    for layer in ["worker", "ai", "games", "rules"] {
        let found = offences(&src().join(layer), &["crate::ui"]);
        assert!(
            found.is_empty(),
            "{layer} names the UI:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn the_command_line_tool_imports_no_ui() {
    let found = offences(&src().join("bin"), &["tabula::ui", "yew", "gloo"]);
    assert!(
        found.is_empty(),
        "the CLI uses the UI:\n{}",
        found.join("\n")
    );
}

#[test]
fn board_renderers_never_reach_back_into_the_shell() {
    let boards = src().join("ui").join("boards");
    let games: Vec<PathBuf> = fs::read_dir(&boards)
        .unwrap()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.is_dir())
        .collect();
    assert!(games.len() >= 5, "one folder per game under {boards:?}");
    for game in games {
        let found = offences(
            &game,
            &[
                "boards::shell",
                "boards::keys",
                "boards::any",
                "boards::motion",
            ],
        );
        assert!(
            found.is_empty(),
            "a renderer imports the shell:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn the_boards_floor_imports_none_of_its_siblings() {
    let boards = src().join("ui").join("boards");
    for floor in ["geometry.rs", "marks.rs"] {
        let found = offences(&boards.join(floor), &["crate::ui", "super::"]);
        assert!(
            found.is_empty(),
            "{floor} imports from the UI:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn the_reducer_and_the_words_know_no_pages_or_widgets() {
    let ui = src().join("ui");
    for room in ["session", "words", "boards"] {
        let found = offences(&ui.join(room), &["ui::pages", "ui::widgets"]);
        assert!(
            found.is_empty(),
            "{room} reaches up into the pages:\n{}",
            found.join("\n")
        );
    }
}

/// A module's path (`ui::boards::chess`) for each source file of the library.
fn modules() -> BTreeMap<Vec<String>, PathBuf> {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut modules = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&root).unwrap().with_extension("");
        let mut parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if parts.first().is_some_and(|p| p == "bin" || p == "main") {
            continue;
        }
        if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
            parts.pop();
        }
        modules.insert(parts, file);
    }
    modules
}

/// The modules a file names by path (`crate::a::b::Item` is module `a::b` if `a/b` is a file;
/// `super::c` in module `a::b` is `a::c`).
fn imports(
    module: &[String],
    text: &str,
    modules: &BTreeMap<Vec<String>, PathBuf>,
) -> BTreeSet<Vec<String>> {
    let mut found = BTreeSet::new();
    let parent = &module[..module.len().saturating_sub(1)];
    for (_, code) in code_lines(text) {
        let crate_paths = code
            .match_indices("crate::")
            .map(|(at, prefix)| (at, prefix, &[][..]));
        let super_paths = code
            .match_indices("super::")
            .filter(|(at, _)| *at == 0 || !code[..*at].ends_with("::"))
            .map(|(at, prefix)| (at, prefix, parent));
        for (start, prefix, base) in crate_paths.chain(super_paths) {
            let written: Vec<String> = code[start + prefix.len()..]
                .split("::")
                .map(|segment| {
                    segment
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                        .collect::<String>()
                })
                .take_while(|segment| !segment.is_empty() && segment != "super")
                .collect();
            let path: Vec<String> = base.iter().cloned().chain(written).collect();
            if let Some(n) = (1..=path.len())
                .rev()
                .find(|&n| modules.contains_key(&path[..n]))
            {
                if path[..n] != *module {
                    found.insert(path[..n].to_vec());
                }
            }
        }
    }
    found
}

/// Whether one module holds the other (a module may name its children and they it).
fn nested(a: &[String], b: &[String]) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

/// The circles among the library's files: groups of modules that import each other round,
/// leaving out a module's imports of its own ancestors and children.
fn circles() -> Vec<Vec<String>> {
    let modules = modules();
    let graph: BTreeMap<Vec<String>, Vec<Vec<String>>> = modules
        .iter()
        .map(|(module, file)| {
            let text = fs::read_to_string(file).unwrap();
            let next = imports(module, &text, &modules)
                .into_iter()
                .filter(|other| !nested(module, other))
                .collect();
            (module.clone(), next)
        })
        .collect();
    // Which modules each one reaches; a module that reaches another that reaches it back is in
    // a circle with it.
    let reach: BTreeMap<&Vec<String>, BTreeSet<&Vec<String>>> = graph
        .keys()
        .map(|start| {
            let mut seen = BTreeSet::new();
            let mut todo: Vec<&Vec<String>> = graph[start].iter().collect();
            while let Some(module) = todo.pop() {
                if seen.insert(module) {
                    todo.extend(graph.get(module).into_iter().flatten());
                }
            }
            (start, seen)
        })
        .collect();
    let mut circles: Vec<Vec<String>> = Vec::new();
    for (module, reached) in &reach {
        let circle: Vec<String> = reached
            .iter()
            .filter(|other| reach[*other].contains(module))
            .map(|other| other.join("::"))
            .collect();
        if !circle.is_empty() && !circles.iter().any(|c| c.contains(&module.join("::"))) {
            circles.push(circle);
        }
    }
    circles
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let circles = circles();
    assert!(
        circles.is_empty(),
        "modules that import each other round: {circles:?}"
    );
}

#[test]
fn the_circle_finder_reads_paths_as_modules() {
    let modules: BTreeMap<Vec<String>, PathBuf> = [vec!["ui"], vec!["ui", "boards"], vec!["rules"]]
        .into_iter()
        .map(|m| (m.into_iter().map(String::from).collect(), PathBuf::new()))
        .collect();
    let me = vec!["ui".to_string()];
    let found = imports(
        &me,
        "use crate::ui::boards::Board; // crate::rules in a comment\nlet x = crate::rules::sort;",
        &modules,
    );
    let names: Vec<String> = found.iter().map(|m| m.join("::")).collect();
    assert_eq!(names, ["rules", "ui::boards"]);
    let child = vec!["ui".to_string(), "boards".to_string()];
    let found = imports(
        &child,
        "use super::boards::x; use super::super::rules;",
        &modules,
    );
    // `super::boards` from ui::boards is ui::boards itself; `super::super` reads as the parent.
    let names: Vec<String> = found.iter().map(|m| m.join("::")).collect();
    assert_eq!(names, ["ui"]);
    assert!(nested(&me, &["ui".into(), "boards".into()]));
}
