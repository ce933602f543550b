# Shared by scripts/serve and scripts/test (sourced, not run).
# Puts the project's tools on PATH and exports the environment the wasm build needs.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/.tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[%s]\033[0m %s\n' "$(basename "$0")" "$*"; }
die() { say "error: $*" >&2; exit 1; }

# The wasm32 route scripts/setup chose: "rustup" (the rustup target) or "debian" (Debian's
# rustc-web building std from source). The Debian rustc gets its own target dir so native
# (rustup) and wasm builds never invalidate each other.
wasm_env() {
  local route
  route="$(cat "$ROOT/.tools/wasm-route" 2>/dev/null || true)"
  # The wasm leaves out where each panic is in the source (file, line): 675 places, 4 kB of
  # the download gzipped, that only a developer reading a panic's message would use. The flag
  # is unstable, so rustc is told to take it (as the Debian route does for build-std). This
  # replaces .cargo/config.toml's flags for wasm32, so its getrandom flag is repeated here.
  export RUSTC_BOOTSTRAP=1
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS='--cfg getrandom_backend="wasm_js" -Zlocation-detail=none -Zfmt-debug=none'
  case "$route" in
    rustup) ;;
    debian)
      export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort
      export CARGO_TARGET_DIR="$ROOT/target/wasm"
      ;;
    *) die "no wasm route in .tools/wasm-route: run scripts/setup" ;;
  esac
}

# The release build of the app into dist/ (in a subshell so the wasm env stays out of the caller).
build_app() {
  (
    cd "$ROOT"
    wasm_env
    trunk build --release --offline "$@"
  )
}
