#!/bin/sh
# Trunk post-build hook (Trunk.toml): joins each language's key tables
# (src/ui/words/i18n/lang/<code>/*.txt, in the order of AREAS in src/ui/words/i18n/mod.rs) into one file,
# lang/<code>-<hash>.txt (in UTF-8, or with its script's letters in one byte: scripts/code-page.py), and names it in index.html as
# <meta name="tabula-lang" data-lang="<code>" content="lang/<code>-<hash>.txt">. The page fetches
# only the chosen language's file, English too (index.html starts that fetch early); the hash in the name lets the
# service worker keep a fetched file for offline use and never serve an old one to a new page.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
src="${TRUNK_SOURCE_DIR:-$(pwd)}/src/ui/words/i18n/lang"
cd "${TRUNK_STAGING_DIR:?run by trunk}"
areas="common games home play status library editor board rules"
mkdir -p lang
metas=""
for dir in "$src"/*/; do
  code=$(basename "$dir")
  tmp="lang/$code.tmp"
  : > "$tmp"
  for area in $areas; do
    [ -f "$dir/$area.txt" ] || { echo "bundle-lang: $code lacks $area.txt" >&2; exit 1; }
    # Without the comments and blank lines: notes for translators, not for the page.
    grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$dir/$area.txt" >> "$tmp" || true
  done
  # The keys front-coded, and Greek, Cyrillic and Arabic letters in one byte each, which
  # index.html reads back.
  python3 "$here/front-code-keys.py" "$tmp"
  python3 "$here/code-page.py" "$tmp"
  hash=$(sha256sum "$tmp" | cut -c1-16)
  mv "$tmp" "lang/$code-$hash.txt"
  metas="$metas<meta name=\"tabula-lang\" data-lang=\"$code\" content=\"lang/$code-$hash.txt\" />"
done
# One line before </head>, so the page can look each language up by its code.
awk -v metas="$metas" '{ if (!done && sub(/<\/head>/, metas "</head>")) done = 1; print }' index.html > index.html.tmp
mv index.html.tmp index.html
echo "bundle-lang: $(ls lang | wc -l) languages"
