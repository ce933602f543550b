#!/usr/bin/env python3
"""Draws Tabula's icons: static/icons/*.svg and, with the standard library only, the PNGs.

One design, described once in SHAPES (a 512x512 canvas): a green tile with a 4x4 corner of a
draughts board and two pieces, the light one crowned. Run it again after changing the design:
    python3 scripts/make-icons.py
"""
import math
import os
import struct
import zlib

GREEN, FRAME = "#2f6f4f", "#2b2620"
LIGHT_SQ, DARK_SQ = "#efd9b4", "#9a6b43"
DARK_PIECE, DARK_RIM = "#2a2522", "#5a5049"
LIGHT_PIECE, LIGHT_RIM = "#f7f2ea", "#c7b9a3"
GOLD = "#f2c94c"

CROWN = [(278, 230), (278, 206), (287, 216), (292, 200), (297, 216), (306, 206), (306, 230)]


def shapes(rounded):
    """The design, painted in order: ('rect', x, y, w, h, r, colour), ('circle', cx, cy, r,
    colour), ('poly', points, colour)."""
    out = [("rect", 0, 0, 512, 512, 96 if rounded else 0, GREEN)]
    # Inside the maskable safe zone (a circle of radius 205 around the centre).
    out.append(("rect", 100, 100, 312, 312, 14, FRAME))
    for row in range(4):
        for col in range(4):
            colour = DARK_SQ if (row + col) % 2 else LIGHT_SQ
            out.append(("rect", 112 + col * 72, 112 + row * 72, 72, 72, 0, colour))
    # Two pieces on dark squares: (col 1, row 2) dark, (col 2, row 1) light and crowned.
    for (cx, cy, body, rim) in [(220, 292, DARK_PIECE, DARK_RIM), (292, 220, LIGHT_PIECE, LIGHT_RIM)]:
        out.append(("circle", cx, cy, 28, body))
        out.append(("circle", cx, cy, 21, rim))
        out.append(("circle", cx, cy, 17, body))
    out.append(("poly", CROWN, GOLD))
    return out


def svg(rounded):
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">']
    for shape in shapes(rounded):
        if shape[0] == "rect":
            _, x, y, w, h, r, c = shape
            rx = f' rx="{r}"' if r else ""
            parts.append(f'<rect x="{x}" y="{y}" width="{w}" height="{h}"{rx} fill="{c}"/>')
        elif shape[0] == "circle":
            _, cx, cy, r, c = shape
            parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{c}"/>')
        else:
            _, pts, c = shape
            d = " ".join(f"{x},{y}" for x, y in pts)
            parts.append(f'<polygon points="{d}" fill="{c}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def inside(shape, x, y):
    if shape[0] == "rect":
        _, rx, ry, w, h, r, _ = shape
        if not (rx <= x < rx + w and ry <= y < ry + h):
            return False
        if r == 0:
            return True
        # Distance to the rounded corner's centre.
        qx = min(max(x, rx + r), rx + w - r)
        qy = min(max(y, ry + r), ry + h - r)
        return (x - qx) ** 2 + (y - qy) ** 2 <= r * r
    if shape[0] == "circle":
        _, cx, cy, r, _ = shape
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    _, pts, _ = shape
    hit = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def raster(size, rounded, samples=3):
    """RGBA rows, each pixel the average of samples x samples points (alpha where nothing is painted)."""
    painted = [(s, rgb(s[-1])) for s in shapes(rounded)]
    scale = 512 / size
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) * scale
                    y = (py + (sy + 0.5) / samples) * scale
                    colour = None
                    for shape, c in reversed(painted):
                        if inside(shape, x, y):
                            colour = c
                            break
                    if colour:
                        acc[0] += colour[0]
                        acc[1] += colour[1]
                        acc[2] += colour[2]
                        acc[3] += 255
            n = samples * samples
            alpha = acc[3] / n
            if alpha:
                # Un-premultiply so edge pixels keep their colour.
                k = 255 / acc[3]
                row += bytes([round(acc[0] * k), round(acc[1] * k), round(acc[2] * k), round(alpha)])
            else:
                row += bytes(4)
        rows.append(bytes(row))
    return rows


def png(rows):
    """A PNG of RGBA rows: indexed (a palette with its alphas) when the image has at most 256
    colours, as these icons do (flat shapes and their anti-aliased edges: about 60), which is
    the same picture in about two thirds of the bytes; else plain RGBA."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    height, width = len(rows), len(rows[0]) // 4
    pixels = [[bytes(row[i:i + 4]) for i in range(0, len(row), 4)] for row in rows]
    colours = sorted({pixel for row in pixels for pixel in row})
    if len(colours) <= 256:
        index = {colour: i for i, colour in enumerate(colours)}
        raw = b"".join(b"\x00" + bytes(index[pixel] for pixel in row) for row in pixels)
        header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
        extra = (chunk(b"PLTE", b"".join(colour[:3] for colour in colours))
                 + chunk(b"tRNS", bytes(colour[3] for colour in colours)))
    else:
        raw = b"".join(b"\x00" + row for row in rows)
        header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
        extra = b""
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + extra
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "static", "icons")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "icon.svg"), "w") as f:
        f.write(svg(rounded=True))
    with open(os.path.join(out, "icon-maskable.svg"), "w") as f:
        f.write(svg(rounded=False))
    # No 512 PNG for "any": the SVG serves every size where a browser takes SVG icons, the 192
    # PNG where it does not (and for Apple's touch icon); the 512 maskable PNG stays for
    # Android's adaptive icons. One file less in the first visit (3.4 kB).
    for name, size, rounded in [("icon-192.png", 192, True), ("icon-maskable-512.png", 512, False)]:
        with open(os.path.join(out, name), "wb") as f:
            f.write(png(raster(size, rounded)))
    print("icons written to static/icons/")


if __name__ == "__main__":
    main()
