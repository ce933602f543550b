#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml): the comments of index.html (its HTML comments and the
whole-line `//` comments of its inline scripts), of sw.js and of the style sheets stay in the
sources, not in what a first visit downloads: about 5 kB gzipped. Only comments and the
indentation of style sheets go, so no code or rule changes. A style sheet's `integrity` in
index.html is worked out again for its new bytes."""
import base64
import hashlib
import os
import re
import sys
from pathlib import Path

STAGING = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("strip-comments: run by trunk"))
LINE_COMMENT = re.compile(r"^[ \t]*//.*\n", re.MULTILINE)
HTML_COMMENT = re.compile(r"[ \t]*<!--.*?-->[ \t]*\n?", re.DOTALL)
CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
CSS_INDENT = re.compile(r"\n\s*")

saved = 0


def rewrite(path, strip):
    global saved
    text = path.read_text(encoding="utf-8")
    stripped = strip(text)
    path.write_text(stripped, encoding="utf-8")
    saved += len(text.encode()) - len(stripped.encode())
    return stripped


page = rewrite(STAGING / "index.html",
               lambda t: LINE_COMMENT.sub("", HTML_COMMENT.sub("", t)))
rewrite(STAGING / "sw.js", lambda t: LINE_COMMENT.sub("", t))
for sheet in sorted(STAGING.glob("*.css")):
    css = rewrite(sheet, lambda t: CSS_INDENT.sub("\n", CSS_COMMENT.sub("", t)).strip() + "\n")
    digest = base64.b64encode(hashlib.sha384(css.encode()).digest()).decode()
    link = re.compile(r'(<link rel="stylesheet" href="\./' + re.escape(sheet.name) +
                      r'" integrity=")sha384-[^"]*(")')
    page, found = link.subn(lambda m: m.group(1) + "sha384-" + digest + m.group(2), page)
    if found != 1:
        sys.exit(f"strip-comments: index.html has no one link with integrity to {sheet.name}")
(STAGING / "index.html").write_text(page, encoding="utf-8")
print(f"strip-comments: {saved} bytes of comments left out of index.html, sw.js and the styles")
