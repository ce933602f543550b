#!/bin/sh
# Trunk post-build hook (Trunk.toml): gives the AI worker's files names that carry a hash of
# their contents, as Trunk does for the page's own files but not for workers. Without it a new
# build could run an old cached worker with a new page. It writes one script,
# ai_worker-<hash>.js (wasm-bindgen's loader plus the call that starts the worker), renames the
# wasm to ai_worker-<hash>_bg.wasm, and names both in index.html's
# <meta name="tabula-ai-worker">, where the page and the service worker read them.
set -eu
cd "${TRUNK_STAGING_DIR:?run by trunk}"
[ -f ai_worker.js ] && [ -f ai_worker_bg.wasm ] || { echo "version-worker: no ai_worker files" >&2; exit 1; }
hash=$(cat ai_worker.js ai_worker_bg.wasm | sha256sum | cut -c1-16)
wasm="ai_worker-${hash}_bg.wasm"
script="ai_worker-${hash}.js"
mv ai_worker_bg.wasm "$wasm"
{ cat ai_worker.js; printf '\nwasm_bindgen("./%s");\n' "$wasm"; } > "$script"
rm ai_worker.js
grep -q 'content="ai_worker.js"' index.html || { echo "version-worker: index.html lacks the tabula-ai-worker meta" >&2; exit 1; }
sed -i "s|content=\"ai_worker.js\"|content=\"$script\" data-wasm=\"$wasm\"|" index.html
echo "version-worker: $script, $wasm"
