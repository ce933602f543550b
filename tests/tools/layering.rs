//! The rules are a library and the UI is its client: `rules`, `games` and `ai` must never use a
//! web crate, so that plain `cargo test` covers them and they stay usable outside the browser.

use std::fs;
use std::path::Path;

const WEB_CRATES: [&str; 6] = [
    "yew",
    "web_sys",
    "js_sys",
    "gloo",
    "wasm_bindgen",
    "serde_wasm_bindgen",
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
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

/// A line that names a web crate as a path (`yew::`, `use gloo`), ignoring comments.
fn mentions_web_crate(line: &str) -> Option<&'static str> {
    let code = line.split("//").next().unwrap_or("");
    WEB_CRATES.into_iter().find(|krate| {
        code.contains(&format!("{krate}::"))
            || code.contains(&format!("use {krate}"))
            || code.contains(&format!("extern crate {krate}"))
    })
}

#[test]
fn rules_games_and_ai_use_no_web_crates() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    // The engine is a layer of its own: it must exist and stay as clean as the rules.
    assert!(
        root.join("ai").join("mod.rs").exists(),
        "src/ai is the engine's layer"
    );
    for layer in ["rules", "games", "ai"] {
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
