#!/bin/sh
# Trunk post-build hook (Trunk.toml): builds the pairing worker (src/bin/pairing.rs), a wasm of
# its own that the page starts only when two devices connect in one room, and writes its script.
# Its three files share one hash (of the wasm and its glue): pairing-<hash>.js (wasm-bindgen's
# glue), pairing-<hash>_bg.wasm, and pairing-worker-<hash>.js, the worker's script. The hash goes
# into index.html's <meta name="tabula-pairing">, where the page (src/ui/pairing.rs) reads it. It
# is not a file name there, so the service worker does not fetch it with the page: it keeps the
# files once the page has fetched them (static/sw.js).
set -eu
staging="${TRUNK_STAGING_DIR:?run by trunk}"
root="$(pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
# Offline, as Trunk builds the page: scripts/setup has fetched every crate.
cargo build --offline --release --target wasm32-unknown-unknown --bin pairing --no-default-features --quiet
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
wasm-bindgen --target no-modules --no-typescript --out-dir "$work" --out-name pairing \
  "$target/wasm32-unknown-unknown/release/pairing.wasm"
wasm-opt -Oz "$work/pairing_bg.wasm" -o "$work/pairing_bg.wasm"
hash=$(cat "$work/pairing.js" "$work/pairing_bg.wasm" | sha256sum | cut -c1-16)
cp "$work/pairing.js" "$staging/pairing-$hash.js"
cp "$work/pairing_bg.wasm" "$staging/pairing-${hash}_bg.wasm"
cat > "$staging/pairing-worker-$hash.js" <<SCRIPT
// The pairing worker (src/bin/pairing.rs): each message names a function of its wasm and its
// arguments; the answer carries its result, or the error in English.
importScripts("./pairing-$hash.js");
const ready = wasm_bindgen({ module_or_path: "./pairing-${hash}_bg.wasm" });
onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    await ready;
    postMessage({ id, ok: wasm_bindgen[op](...args) });
  } catch (error) {
    postMessage({ id, error: String((error && error.message) || error) });
  }
};
SCRIPT
cd "$staging"
grep -q 'name="tabula-pairing" content=""' index.html ||
  { echo "pairing-worker: index.html lacks the empty tabula-pairing meta" >&2; exit 1; }
sed -i "s|name=\"tabula-pairing\" content=\"\"|name=\"tabula-pairing\" content=\"$hash\"|" index.html
echo "pairing-worker: pairing-$hash ($(wc -c < "pairing-${hash}_bg.wasm") bytes of wasm)"
