#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml): the comments of index.html (its HTML comments and the
whole-line `//` comments of its inline scripts) and of sw.js stay in the sources, not in what a
first visit downloads: about 1.5 kB gzipped. Only whole comment lines go, so no code changes."""
import os
import re
import sys
from pathlib import Path

STAGING = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("strip-comments: run by trunk"))
LINE_COMMENT = re.compile(r"^[ \t]*//.*\n", re.MULTILINE)
HTML_COMMENT = re.compile(r"[ \t]*<!--.*?-->[ \t]*\n?", re.DOTALL)

saved = 0
for name, patterns in [("index.html", [HTML_COMMENT, LINE_COMMENT]), ("sw.js", [LINE_COMMENT])]:
    path = STAGING / name
    text = path.read_text(encoding="utf-8")
    stripped = text
    for pattern in patterns:
        stripped = pattern.sub("", stripped)
    path.write_text(stripped, encoding="utf-8")
    saved += len(text) - len(stripped)
print(f"strip-comments: {saved} bytes of comments left out of index.html and sw.js")
