#!/bin/sh
# Trunk post-build hook (Trunk.toml): drops the `integrity` attribute from index.html's
# <link rel="preload" as="fetch"> of the page's wasm. Chromium ignores integrity on such a
# preload and says so in the console at every load; the wasm-bindgen module that fetches and
# checks the page's code keeps its own integrity on its <link rel="modulepreload">.
set -eu
cd "${TRUNK_STAGING_DIR:?run by trunk}"
grep -q '<link rel="preload"[^>]* as="fetch"' index.html ||
  { echo "clean-preload: index.html has no fetch preload" >&2; exit 1; }
# Trunk writes its links on one line: the substitution is anchored to the preload's own tag.
sed -i 's|\(<link rel="preload" [^>]*\) integrity="[^"]*"\([^>]* as="fetch"\)|\1\2|' index.html
! grep -q '<link rel="preload" [^>]*integrity=[^>]* as="fetch"' index.html ||
  { echo "clean-preload: the preload still carries integrity" >&2; exit 1; }
echo "clean-preload: the wasm's preload carries no integrity"
