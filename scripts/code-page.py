#!/usr/bin/env python3
"""Writes a language's word list (scripts/bundle-lang.sh) with its script's letters in one byte each.

Greek, Cyrillic and Arabic letters take two bytes in UTF-8, and gzip compresses the pairs less well
than single bytes: the Greek list is 2.6 kB smaller gzipped with its letters in one byte, and the
largest language's list counts in the first visit. Where 64 code points in a row (from a multiple of
16, under U+0800) hold most of a list's letters, the file becomes: the byte 0xFF, the first of those
code points in four hex digits and a line break, then the text in UTF-8 except that each of those
letters is one byte, 0x80 + its place among them. Such a byte stands where UTF-8 starts a character,
where UTF-8 itself never has one (0x80-0xBF only continue a character), so nothing else changes
meaning. The page reads it back in index.html (window.tabulaText). A list with few such letters
stays plain UTF-8.

Usage: code-page.py FILE (rewritten in place)
"""
import sys
from collections import Counter

# Below this many letters saved, the header and the page's work are not worth it.
MIN_SAVED = 2000


def encode(text: str) -> bytes:
    counts = Counter(ord(c) for c in text if 0x80 <= ord(c) < 0x800)
    best = max(range(0x80, 0x800 - 63, 16), key=lambda b: sum(counts[b + i] for i in range(64)))
    if sum(counts[best + i] for i in range(64)) < MIN_SAVED:
        return text.encode("utf-8")
    out = bytearray(b"\xff" + b"%04x\n" % best)
    for c in text:
        o = ord(c) - best
        out += bytes([0x80 + o]) if 0 <= o < 64 else c.encode("utf-8")
    return bytes(out)


def decode(data: bytes) -> str:
    """What the page does (index.html), for the check below."""
    if not data.startswith(b"\xff"):
        return data.decode("utf-8")
    base = int(data[1:5], 16)
    out, more = bytearray(), 0
    for c in data[6:]:
        if 0x80 <= c < 0xC0 and not more:
            out += chr(base + c - 0x80).encode("utf-8")
        else:
            more = 3 if c >= 0xF0 else 2 if c >= 0xE0 else 1 if c >= 0xC0 else more - 1 if c >= 0x80 else 0
            out.append(c)
    return out.decode("utf-8")


def main() -> None:
    path = sys.argv[1]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    data = encode(text)
    if decode(data) != text:
        sys.exit(f"code-page: {path} does not read back as it was")
    with open(path, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
