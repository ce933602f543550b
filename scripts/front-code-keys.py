#!/usr/bin/env python3
"""Writes a language's word list (scripts/bundle-lang.sh) with its keys front-coded.

Every line is `key = value`, and the keys repeat their areas and words (`play.clock-pause`,
`play.clock-resume`). Sorted, each key is written as the length of what it shares with the key
before it, one character (48 + the length: '0' for none), then the rest of it, then `=` and the
value: about 0.85 kB less gzipped in each language's list, and the largest list counts in the
first visit. The page reads it back in index.html (window.tabulaText). The order of the lines
does not matter to the page: each key is looked up.

Usage: front-code-keys.py FILE (rewritten in place)
"""
import sys

# The longest shared part written: 48 + 70 is still a plain ASCII letter.
MOST = 70


def encode(text: str) -> str:
    pairs = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        key, value = line.split("=", 1)
        pairs.append((key.strip(), value.strip()))
    pairs.sort()
    out, previous = [], ""
    for key, value in pairs:
        shared = 0
        while shared < min(len(key), len(previous), MOST) and key[shared] == previous[shared]:
            shared += 1
        out.append(chr(48 + shared) + key[shared:] + "=" + value)
        previous = key
    return "\n".join(out) + "\n"


def decode(text: str) -> str:
    """What the page does (index.html), for the check below."""
    out, previous = [], ""
    for line in text.split("\n"):
        if not line:
            continue
        # After the first character, which may itself be '=' (48 + 13).
        cut = line.index("=", 1)
        previous = previous[: ord(line[0]) - 48] + line[1:cut]
        out.append(previous + "=" + line[cut + 1 :])
    return "\n".join(out)


def main() -> None:
    path = sys.argv[1]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    coded = encode(text)
    wanted = sorted(
        (k.strip(), v.strip())
        for k, v in (l.split("=", 1) for l in text.split("\n") if l.strip())
    )
    got = sorted(tuple(l.split("=", 1)) for l in decode(coded).split("\n") if l)
    if got != wanted:
        sys.exit(f"front-code-keys: {path} does not read back")
    with open(path, "w", encoding="utf-8") as f:
        f.write(coded)


if __name__ == "__main__":
    main()
