#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml): the comments of index.html (its HTML comments and the
whole-line `//` comments of its inline scripts), of sw.js, of wasm-bindgen's JS glue and of the
style sheets stay in the sources, not in what a first visit downloads; so does the indentation
of them all: about 6.5 kB gzipped. Only comments and the whitespace that starts a line go, so no
code or rule changes: a script is left whole where a template literal might span lines (a line
with an odd number of backticks). A style sheet also loses the whitespace that CSS does not read
(beside `{};,>`, after a declaration's `:`) and each block's last `;`, outside quoted strings:
0.3 kB more. A style sheet's `integrity` in index.html is worked out again for its new bytes.

The JS glue, the service worker and the page's inline classic scripts are then minified by
terser (scripts/setup installs it in .tools/): local names shortened and dead code dropped,
1.9 kB less gzipped. Property names stay
as they are, since the wasm imports the glue's functions by them."""
import base64
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

STAGING = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("strip-comments: run by trunk"))
LINE_COMMENT = re.compile(r"^[ \t]*//.*\n", re.MULTILINE)
HTML_COMMENT = re.compile(r"[ \t]*<!--.*?-->[ \t]*\n?", re.DOTALL)
CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
CSS_STRING = re.compile(r"(\"[^\"]*\"|'[^']*')")
CSS_SPACE = re.compile(r"\s+")
CSS_SPACE_BESIDE = re.compile(r" ?([{};,>]) ?")
INDENT = re.compile(r"^[ \t]+", re.MULTILINE)

TERSER = Path(__file__).resolve().parent.parent / ".tools/node_modules/.bin/terser"

saved = 0


def minified(text, module):
    """`text` as terser writes it: compressed, its local names mangled; `module` for an ES module
    (its top-level names are its own), else a classic script (the service worker)."""
    if not TERSER.exists():
        sys.exit(f"strip-comments: {TERSER} is missing (scripts/setup installs it)")
    args = [str(TERSER), "--compress", "--mangle"] + (["--module"] if module else [])
    done = subprocess.run(args, input=text, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"strip-comments: terser failed: {done.stderr.strip()}")
    return done.stdout


def rewrite(path, strip):
    global saved
    text = path.read_text(encoding="utf-8")
    stripped = strip(text)
    path.write_text(stripped, encoding="utf-8")
    saved += len(text.encode()) - len(stripped.encode())
    return stripped


def script(text):
    """A script without its whole-line comments and, where no template literal can span lines,
    without its indentation."""
    text = LINE_COMMENT.sub("", text)
    if any(line.count("`") % 2 for line in text.splitlines()):
        return text
    return INDENT.sub("", text)


def sheet(text):
    """A style sheet without comments and unread whitespace, on one line. Of the spaces beside a
    colon only the one after it goes (`color: red`): one before it is a descendant selector
    (`.list :focus`). Quoted strings are kept as they are."""
    parts = CSS_STRING.split(CSS_COMMENT.sub("", text))
    for i in range(0, len(parts), 2):  # the even parts are outside strings
        css = CSS_SPACE_BESIDE.sub(r"\1", CSS_SPACE.sub(" ", parts[i]))
        parts[i] = css.replace(": ", ":").replace(";}", "}")
    return "".join(parts).strip() + "\n"


CLASSIC_SCRIPT = re.compile(r"(<script>)(.*?)(</script>)", re.DOTALL)


def page_scripts(text):
    """The page's inline classic scripts minified (Trunk's module loader, which the build
    scripts and tests read, stays as Trunk wrote it)."""
    return CLASSIC_SCRIPT.sub(lambda m: m[1] + minified(m[2], module=False).strip() + m[3], text)


page = rewrite(STAGING / "index.html",
               lambda t: page_scripts(script(HTML_COMMENT.sub("", t))))
rewrite(STAGING / "sw.js", lambda t: minified(script(t), module=False))
def with_integrity(page, tag, name, text):
    """`page` with the integrity of the one `tag` that names file `name` worked out for `text`."""
    digest = base64.b64encode(hashlib.sha384(text.encode()).digest()).decode()
    pattern = re.compile("(" + re.escape(tag.format(name=name)) + ')sha384-[^"]*(")')
    page, found = pattern.subn(lambda m: m.group(1) + "sha384-" + digest + m.group(2), page)
    if found != 1:
        sys.exit(f"strip-comments: index.html has no one tag with integrity for {name}")
    return page


# wasm-bindgen's glue for the app (app-<hash>.js; the AI worker's script is a line already),
# with its preload's integrity worked out again, and each style sheet with its link's.
for glue in sorted(STAGING.glob("app-*.js")):
    page = with_integrity(
        page,
        '<link rel="modulepreload" href="./{name}" crossorigin="anonymous" integrity="',
        glue.name,
        rewrite(glue, lambda t: minified(script(t), module=True)),
    )
for path in sorted(STAGING.glob("*.css")):
    css = rewrite(path, sheet)
    page = with_integrity(page, '<link rel="stylesheet" href="./{name}" integrity="', path.name, css)
(STAGING / "index.html").write_text(page, encoding="utf-8")
print(f"strip-comments: {saved} bytes of comments and indentation left out of index.html, sw.js, "
      "the JS glue and the styles, the scripts minified")
