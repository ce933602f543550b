#!/usr/bin/env python3
"""Trunk post-build hook (Trunk.toml), before strip-comments.py: gives the page's wasm imports
short names. wasm-bindgen names each function the wasm imports from its JS glue after the
binding and a hash (`__wbg_setAttribute_5c2d5f4e3a1b9c8d`, 250 of them), and every name is
written twice, in the wasm's import section and as a key of the glue's imports object: their
hashes do not compress. Here both get the same short name (`_0`, `_1`, ...; the module
`./app_bg.js` becomes `_`), so the page runs the same code: 8 kB less, gzipped (4.8 kB of the wasm, 3.2 kB of the glue). Each name
must be a key of the glue exactly once, or the build stops."""
import os
import re
import sys
from pathlib import Path

STAGING = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("short-imports: run by trunk"))
MODULE = "./app_bg.js"
IMPORT_SECTION = 2


def leb(data, at):
    """The unsigned LEB128 number at `at`, and where it ends."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def to_leb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def name_bytes(name):
    raw = name.encode()
    return to_leb(len(raw)) + raw


def short(index):
    """`_` and the index in base 36: a JS identifier that wasm-bindgen never writes."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        index, digit = divmod(index, 36)
        text = digits[digit] + text
        if not index:
            return "_" + text


def rename_imports(wasm):
    """The wasm with its imports from MODULE renamed, and the renames (old name to new)."""
    out = bytearray(wasm[:8])
    at = 8
    renames = {}
    while at < len(wasm):
        section = wasm[at]
        size, body_at = leb(wasm, at + 1)
        body = wasm[body_at:body_at + size]
        if section == IMPORT_SECTION:
            count, i = leb(body, 0)
            new_body = bytearray(to_leb(count))
            for _ in range(count):
                length, i = leb(body, i)
                module = body[i:i + length].decode()
                i += length
                length, i = leb(body, i)
                name = body[i:i + length].decode()
                i += length
                # What is imported: kind 0 (a function) is its type index; other kinds are not
                # written by wasm-bindgen for the glue.
                kind = body[i]
                if kind != 0:
                    sys.exit(f"short-imports: import {module} {name} is not a function")
                _, end = leb(body, i + 1)
                if module == MODULE:
                    renames[name] = short(len(renames))
                    module, name = "_", renames[name]
                new_body += name_bytes(module) + name_bytes(name) + body[i:end]
                i = end
            body = bytes(new_body)
        out += bytes([section]) + to_leb(len(body)) + body
        at = body_at + size
    return bytes(out), renames


def rename_keys(glue, renames):
    """The glue with its imports object's keys and module renamed as in the wasm."""
    for old, new in renames.items():
        glue, found = re.subn(r"(?<![\w$])" + re.escape(old) + r"(?=: function\()", new, glue)
        if found != 1 or re.search(r"(?<![\w$])" + re.escape(old) + r"(?![\w$])", glue):
            sys.exit(f"short-imports: the JS glue does not name {old} once, as a key")
    glue, found = re.subn(r'"' + re.escape(MODULE) + '": import0', '"_": import0', glue)
    if found != 1:
        sys.exit(f"short-imports: the JS glue does not give {MODULE} its imports once")
    return glue


(wasm_path,) = STAGING.glob("app-*_bg.wasm")
(glue_path,) = STAGING.glob("app-*.js")
wasm, renames = rename_imports(wasm_path.read_bytes())
glue = rename_keys(glue_path.read_text(encoding="utf-8"), renames)
wasm_path.write_bytes(wasm)
glue_path.write_text(glue, encoding="utf-8")
print(f"short-imports: {len(renames)} imports of the wasm renamed in it and its JS glue")
