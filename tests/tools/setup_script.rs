//! `scripts/setup` on both ways of getting a wasm32 std, as a dry run (it checks what is
//! installed, prints what it would install or run, and changes nothing). Only one route is
//! really used on any machine; this keeps the other one from breaking unseen (a failing
//! command in the route-specific part once ended setup silently on the rustup route).

use std::process::Command;

fn dry_run(route: &str) -> String {
    let output = Command::new("bash")
        .args(["scripts/setup", "--test", "--dry-run"])
        .env("TABULA_WASM_ROUTE", route)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("bash runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.status.success(),
        "dry run of the {route} route failed:\n{text}"
    );
    text
}

#[test]
fn setup_dry_run_passes_on_the_rustup_route() {
    let text = dry_run("rustup");
    assert!(text.contains("wasm32 std: rustup route"), "{text}");
    assert!(text.contains("ready (rustup route)"), "{text}");
    assert!(!text.contains("RUSTC=/usr/bin/rustc"), "{text}");
}

#[test]
fn setup_dry_run_passes_on_the_debian_route() {
    let text = dry_run("debian");
    assert!(text.contains("wasm32 std: debian route"), "{text}");
    assert!(text.contains("ready (debian route)"), "{text}");
}

#[test]
fn setup_dry_run_changes_nothing_in_tools() {
    let route_file = concat!(env!("CARGO_MANIFEST_DIR"), "/.tools/wasm-route");
    let before = std::fs::read_to_string(route_file).ok();
    dry_run("debian");
    assert_eq!(std::fs::read_to_string(route_file).ok(), before);
}

#[test]
fn setup_names_the_step_that_failed() {
    let output = Command::new("bash")
        .args(["scripts/setup", "--dry-run"])
        .env("TABULA_WASM_ROUTE", "neither")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("bash runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(stderr.contains("error:"), "{stderr}");
}
