#!/usr/bin/env python3
"""Count colours in regions of a PNG screenshot, for tests that check what a page shows.

Usage: png-regions.py IMAGE.png < SPEC.json

SPEC: {"tolerance": 24,
       "colours": {"percent": "#1e6fd9", ...},
       "regions": [{"name": "plot", "x": 20, "y": 78, "width": 1160, "height": 418}, ...]}

Prints JSON: {"width": W, "height": H,
              "regions": {"plot": {"percent": {"count": N, "box": [x0, y0, x1, y1] or null}, ...}, ...}}
A pixel matches a colour when every channel is within `tolerance` of it; `box` bounds the matches,
inclusive, in image pixels. Reads 8-bit RGB and RGBA PNGs without interlacing (what Chromium writes),
with the standard library only (zlib), so it runs wherever python3 does.
"""

import json
import struct
import sys
import zlib


def read_png(path):
    """Returns (width, height, channels, rows) with rows a list of bytearrays, unfiltered."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG file")
    offset, idat, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        offset += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace != 0:
        raise SystemExit(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read "
                         f"(depth {depth}, colour type {colour_type}, interlace {interlace})")
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    return width, height, channels, unfilter(raw, width, height, channels)


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        row = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                row[i] = (row[i] + row[i - bpp]) & 0xFF
        elif kind == 2:
            row = bytearray((a + b) & 0xFF for a, b in zip(row, previous))
        elif kind == 3:
            for i in range(stride):
                left = row[i - bpp] if i >= bpp else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = row[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (row[i] + predictor) & 0xFF
        elif kind != 0:
            raise SystemExit(f"unknown PNG filter type {kind}")
        rows.append(row)
        previous = row
    return rows


def parse_colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def measure(rows, width, height, channels, region, colours, tolerance):
    x0, y0 = max(int(region["x"]), 0), max(int(region["y"]), 0)
    x1 = min(int(region["x"] + region["width"]), width)
    y1 = min(int(region["y"] + region["height"]), height)
    result = {name: {"count": 0, "box": None} for name in colours}
    for y in range(y0, y1):
        row = rows[y]
        for x in range(x0, x1):
            i = x * channels
            pixel = (row[i], row[i + 1], row[i + 2])
            for name, colour in colours.items():
                if all(abs(p - c) <= tolerance for p, c in zip(pixel, colour)):
                    entry = result[name]
                    entry["count"] += 1
                    box = entry["box"]
                    entry["box"] = [x, y, x, y] if box is None else [
                        min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    return result


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    spec = json.load(sys.stdin)
    width, height, channels, rows = read_png(sys.argv[1])
    colours = {name: parse_colour(value) for name, value in spec["colours"].items()}
    tolerance = spec.get("tolerance", 24)
    regions = {region["name"]: measure(rows, width, height, channels, region, colours, tolerance)
               for region in spec["regions"]}
    json.dump({"width": width, "height": height, "regions": regions}, sys.stdout, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
