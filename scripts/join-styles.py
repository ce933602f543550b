#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml): the page's style sheets as one file.

The sources keep a sheet per part of the page (style/), and Trunk copies each with a link of its
own in index.html. A first visit fetches them all anyway, and gzip packs them far better together
than apart, since the parts repeat each other's selectors, properties and variables: about
1.3 kB less gzipped, plus four links and their integrity hashes. The sheets are joined in the
order the page links them, so the cascade is what it was. The joined file is named by a hash of
its bytes like Trunk's own (the service worker caches such names for good); strip-comments.py,
the next hook, then minifies it and works out its link's integrity again."""
import base64
import hashlib
import os
import re
import sys
from pathlib import Path

STAGING = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("join-styles: run by trunk"))
LINK = re.compile(r'[ \t]*<link rel="stylesheet" href="\./([^"]+\.css)" integrity="[^"]*"/>\n?')

page_path = STAGING / "index.html"
page = page_path.read_text(encoding="utf-8")
names = LINK.findall(page)
if len(names) < 2:
    sys.exit(f"join-styles: index.html links {len(names)} style sheets, expected several")

joined = "".join((STAGING / name).read_text(encoding="utf-8").rstrip("\n") + "\n" for name in names)
name = f"styles-{hashlib.sha256(joined.encode()).hexdigest()[:16]}.css"
integrity = base64.b64encode(hashlib.sha384(joined.encode()).digest()).decode()
link = f'<link rel="stylesheet" href="./{name}" integrity="sha384-{integrity}"/>\n'

# The joined sheet's link takes the first one's place; the others go.
first = LINK.search(page)
page = page[: first.start()] + link + LINK.sub("", page[first.start():])
(STAGING / name).write_text(joined, encoding="utf-8")
for old in names:
    (STAGING / old).unlink()
page_path.write_text(page, encoding="utf-8")
print(f"join-styles: {len(names)} style sheets joined into {name}")
