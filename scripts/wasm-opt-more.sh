#!/bin/sh
# Trunk post-build hook (Trunk.toml), right after Trunk's own wasm-opt -Oz (which index.html
# tells to keep the function names, -g, for the last step here).
#
# One more pass over the page's wasm with two facts binaryen cannot see for itself. Rust's wasm
# never uses the lowest kilobyte of memory (the stack grows down to it from 1 MiB, and a stack
# that deep has already failed), and the memory is the wasm's own, so it starts zero-filled.
# With them, -Oz folds more constant addresses and drops stores of zeros: 1.6 kB less gzipped.
#
# Then the functions laid out in the order of their names (scripts/order-functions.py), where
# alike functions come side by side and gzip finds their repeats: 9.2 kB less gzipped. The
# names go with it (--strip-debug): the page never reads them.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
cd "${TRUNK_STAGING_DIR:?run by trunk}"
features="--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue"
for wasm in app-*_bg.wasm; do
  # shellcheck disable=SC2086 # the features are one word each
  wasm-opt -g --low-memory-unused --zero-filled-memory -Oz $features "$wasm" -o "$wasm"
  # TABULA_KEEP_NAMED=<file>: a copy with the functions' names, for twiggy.
  [ -z "${TABULA_KEEP_NAMED:-}" ] || cp "$wasm" "$TABULA_KEEP_NAMED"
  python3 "$here/order-functions.py" "$wasm" "$wasm.ranked"
  # shellcheck disable=SC2086
  wasm-opt --reorder-functions-by-name --strip-debug $features "$wasm.ranked" -o "$wasm"
  rm "$wasm.ranked"
done
