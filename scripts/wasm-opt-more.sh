#!/bin/sh
# Trunk post-build hook (Trunk.toml), right after Trunk's own wasm-opt -Oz: one more pass over
# the page's wasm with two facts binaryen cannot see for itself. Rust's wasm never uses the
# lowest kilobyte of memory (the stack grows down to it from 1 MiB, and a stack that deep has
# already failed), and the memory is the wasm's own, so it starts zero-filled. With them, -Oz
# folds more constant addresses and drops stores of zeros: 1.6 kB less gzipped.
set -eu
cd "${TRUNK_STAGING_DIR:?run by trunk}"
for wasm in app-*_bg.wasm; do
  wasm-opt --low-memory-unused --zero-filled-memory -Oz --enable-bulk-memory \
    --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    --enable-reference-types --enable-multivalue "$wasm" -o "$wasm"
done
