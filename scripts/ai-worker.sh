#!/bin/sh
# Trunk post-build hook (Trunk.toml): writes the computer player's Web Worker script. The worker
# runs the page's own wasm (src/worker/), so the script is two lines that import the page's
# wasm-bindgen module and start it; its name carries a hash of its text, which names the page's
# hashed files, so a new build never runs an old worker. The name goes into index.html's
# <meta name="tabula-ai-worker">, where the page (src/ui/pages/play/worker_client.rs) and the service worker
# read it.
set -eu
cd "${TRUNK_STAGING_DIR:?run by trunk}"
# Trunk's own loader in index.html names the page's module and wasm.
js=$(sed -n "s|.*import init, \* as bindings from '\./\(app-[0-9a-f]*\.js\)'.*|\1|p" index.html)
wasm=$(sed -n "s|.*module_or_path: '\./\(app-[0-9a-f]*_bg\.wasm\)'.*|\1|p" index.html)
[ -n "$js" ] && [ -f "$js" ] && [ -n "$wasm" ] && [ -f "$wasm" ] ||
  { echo "ai-worker: index.html names no app module and wasm that exist" >&2; exit 1; }
text=$(printf '%s\n' \
  "// The computer player: the page's wasm, started in this worker (src/worker/)." \
  "import init from \"./$js\";" \
  "init({ module_or_path: \"./$wasm\" });")
hash=$(printf '%s\n' "$text" | sha256sum | cut -c1-16)
script="ai-worker-${hash}.js"
printf '%s\n' "$text" > "$script"
grep -q 'name="tabula-ai-worker" content=""' index.html ||
  { echo "ai-worker: index.html lacks the empty tabula-ai-worker meta" >&2; exit 1; }
sed -i "s|name=\"tabula-ai-worker\" content=\"\"|name=\"tabula-ai-worker\" content=\"$script\"|" index.html
echo "ai-worker: $script runs $wasm"
